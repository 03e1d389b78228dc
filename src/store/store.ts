/**
 * The one seam between the service and its database: SQLite (sqlite.ts) for one
 * instance, PostgreSQL (postgres.ts) for several sharing a database;
 * test/helpers/store-contract.ts is the one suite both must pass. Methods are async so
 * a networked database fits.
 *
 * Accounting core (docs/accounting.md): `reserve` atomically takes a free unit or one
 * credit before extraction and records a ledger row keyed by the request id;
 * `commit` makes it final once the response is handed to the socket; `refund` gives
 * back exactly what was taken when the request fails; `refundPendingReservations` runs
 * at start-up so a crash never leaves a reservation charged.
 */

export type AccountId = number;
export type TokenId = number;

export interface Account {
  readonly id: AccountId;
  readonly email: string;
  readonly credits: number;
  readonly createdAt: Date;
}

/** What authentication needs about a token found by its hash. */
export interface ActiveToken {
  readonly id: TokenId;
  readonly accountId: AccountId;
  readonly isPrimary: boolean;
  readonly displayPrefix: string;
}

/** A row of the dashboard's token list: never the token or its hash. */
export interface TokenInfo {
  readonly id: TokenId;
  readonly displayPrefix: string;
  readonly isPrimary: boolean;
  readonly active: boolean;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export interface NewToken {
  readonly accountId: AccountId;
  /** SHA-256 hex of the whole token (src/usage/token.ts `hashToken`). */
  readonly hash: string;
  readonly displayPrefix: string;
  readonly isPrimary: boolean;
}

export interface ReserveInput {
  /** Unique per request (the X-Request-Id); the ledger's primary key. */
  readonly requestId: string;
  readonly tokenId: TokenId;
  readonly accountId: AccountId;
  /** UTC day `YYYY-MM-DD` from src/usage/allowance.ts `utcDayKey(clock())`. */
  readonly dayKey: string;
  /** Primary tokens draw free units first (FREE_REQUESTS_PER_DAY); others only credits. */
  readonly isPrimary: boolean;
}

export type ChargeKind = "free" | "credit";
export type LedgerState = "reserved" | "charged" | "refunded";

export type ReserveResult =
  | {
      readonly ok: true;
      readonly took: ChargeKind;
      /** The account's free units used on `dayKey` after this reservation. */
      readonly freeUsed: number;
      /** The account's credit balance after this reservation. */
      readonly creditBalance: number;
    }
  | {
      readonly ok: false;
      readonly code: "insufficient_credits";
      readonly freeUsed: number;
      readonly creditBalance: number;
    };

/**
 * Result of `commit` / `refund`: `done` made the transition now, `already` found it made
 * before (both are idempotent), `wrong_state` refused (commit of a refunded row, refund
 * of a charged one), `not_found` has no ledger row for that request id.
 */
export type TransitionResult =
  | { readonly outcome: "done" }
  | { readonly outcome: "already" }
  | { readonly outcome: "wrong_state"; readonly state: LedgerState }
  | { readonly outcome: "not_found" };

export interface LedgerEntry {
  readonly requestId: string;
  readonly tokenId: TokenId;
  readonly accountId: AccountId;
  readonly dayKey: string;
  readonly took: ChargeKind;
  readonly state: LedgerState;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface LedgerCounts {
  readonly reserved: number;
  readonly charged: number;
  readonly refunded: number;
}

export interface LedgerFilter {
  readonly accountId?: AccountId;
  readonly tokenId?: TokenId;
  readonly dayKey?: string;
  readonly took?: ChargeKind;
}

export interface RefundPendingOptions {
  /**
   * Only reservations created before this instant. A single instance refunds all
   * (omit it); with several instances on one database, pass now minus the longest a
   * request can take, so live reservations of other instances are left alone.
   */
  readonly createdBefore?: Date;
}

/** Thrown for a duplicate email or request id, or a second active primary token. */
export class StoreConflictError extends Error {
  override readonly name = "StoreConflictError";
}

export interface Store {
  readonly kind: "sqlite" | "postgres";

  // Accounts
  createAccount(email: string): Promise<AccountId>;
  getAccount(accountId: AccountId): Promise<Account | null>;
  findAccountByEmail(email: string): Promise<Account | null>;
  /** How many accounts exist (`ce serve` creates a local one when there are none). */
  countAccounts(): Promise<number>;

  // Tokens: only the hash and display prefix are ever stored.
  /** At most one active primary token per account (StoreConflictError otherwise). */
  createToken(token: NewToken): Promise<TokenId>;
  findActiveTokenByHash(hash: string): Promise<ActiveToken | null>;
  /** true if it was active and is now deactivated; false if unknown or already inactive. */
  deactivateToken(tokenId: TokenId): Promise<boolean>;
  listTokens(accountId: AccountId): Promise<TokenInfo[]>;
  touchToken(tokenId: TokenId, at: Date): Promise<void>;

  // Credits
  /** Adds a positive whole number of credits; returns the new balance. */
  grantCredits(accountId: AccountId, amount: number): Promise<number>;
  creditBalance(accountId: AccountId): Promise<number>;

  // Accounting core
  /** Atomic: a free unit (primary token, under the daily allowance) or one credit, or nothing. */
  reserve(input: ReserveInput): Promise<ReserveResult>;
  /** reserved -> charged. */
  commit(requestId: string): Promise<TransitionResult>;
  /**
   * `commit`, finished before it returns, for stores that can (SQLite). The server then
   * commits a 200 and hands it to the socket in one synchronous step, with nothing in
   * between: a crash cannot fall between "charged" and "sent" except within those few
   * microseconds. Stores behind a network (PostgreSQL) leave it out and are awaited.
   */
  commitSync?(requestId: string): TransitionResult;
  /** reserved -> refunded, giving back exactly the free unit or credit it took. */
  refund(requestId: string): Promise<TransitionResult>;
  /** Start-up crash recovery: refund every reservation still `reserved`; returns how many. */
  refundPendingReservations(options?: RefundPendingOptions): Promise<number>;

  // Usage
  /** Free units the account has in use (reserved or charged) on a UTC day. */
  freeUsedOn(accountId: AccountId, dayKey: string): Promise<number>;
  /** Free units one token has in use (reserved or charged) on a UTC day. */
  tokenFreeUsedOn(tokenId: TokenId, dayKey: string): Promise<number>;
  ledgerCounts(filter?: LedgerFilter): Promise<LedgerCounts>;
  getLedgerEntry(requestId: string): Promise<LedgerEntry | null>;

  // Life cycle
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
