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
  /** The owner's label for it (dashboard), or null. */
  readonly name: string | null;
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
  /** Optional label the owner chose in the dashboard. */
  readonly name?: string | null;
}

/** What rotation needs of the new primary token: its hash and display prefix. */
export interface ReplacementToken {
  readonly hash: string;
  readonly displayPrefix: string;
}

export interface RotatedPrimary {
  readonly tokenId: TokenId;
  /** The primary token that was deactivated, or null if the account had none active. */
  readonly replacedTokenId: TokenId | null;
}

/** A dashboard sign-in session; the store knows it only by the SHA-256 of its cookie value. */
export interface SessionRecord {
  readonly accountId: AccountId;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** Started by a one-time sign-in link (it may then set a password without the current one, briefly). */
  readonly viaLink: boolean;
}

/** A one-time sign-in link; the store knows it only by the SHA-256 of its token. */
export interface SignInLinkRecord {
  readonly accountId: AccountId;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

/** Failed sign-ins counted under one key (`email:...` or `ip:...`), across instances. */
export interface SignInFailures {
  readonly failures: number;
  readonly lastFailureAt: Date;
}

/** Successful (charged) requests of one UTC day, split by what they took. */
export interface DayUsage {
  readonly dayKey: string;
  readonly free: number;
  readonly credit: number;
}

/** A ledger row as the dashboard lists it: never the token, only its display prefix. */
export interface RecentRequest {
  readonly requestId: string;
  readonly createdAt: Date;
  readonly displayPrefix: string;
  readonly took: ChargeKind;
  readonly state: LedgerState;
}

export interface UsageQuery {
  readonly accountId: AccountId;
  /** Only this token's rows (it must belong to the account). */
  readonly tokenId?: TokenId;
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

  // Dashboard sign-in (src/dashboard/): an argon2id hash, never the password.
  /** Sets (or replaces) the account's password hash; false if there is no such live account. */
  setPasswordHash(accountId: AccountId, hash: string): Promise<boolean>;
  /** The password hash of a live account, null when it has none (CLI accounts) or is unknown. */
  getPasswordHash(accountId: AccountId): Promise<string | null>;
  /**
   * Deletes an account for its owner: every token deactivated, every session and sign-in link deleted, the
   * password cleared and the email replaced by a placeholder (so it can sign up again);
   * the account row and its ledger stay for accounting. false if unknown or already deleted.
   */
  deleteAccount(accountId: AccountId): Promise<boolean>;

  // Tokens: only the hash and display prefix are ever stored.
  /** At most one active primary token per account (StoreConflictError otherwise). */
  createToken(token: NewToken): Promise<TokenId>;
  findActiveTokenByHash(hash: string): Promise<ActiveToken | null>;
  /** true if it was active and is now deactivated; false if unknown or already inactive. */
  deactivateToken(tokenId: TokenId): Promise<boolean>;
  listTokens(accountId: AccountId): Promise<TokenInfo[]>;
  touchToken(tokenId: TokenId, at: Date): Promise<void>;
  /** Renames a token of this account (null clears the name); false if it is not the account's. */
  renameToken(accountId: AccountId, tokenId: TokenId, name: string | null): Promise<boolean>;
  /**
   * In one transaction: deactivate the account's active primary token and create the
   * replacement as the new primary (keeping the old one's name). The free allowance is the
   * account's, so the new primary continues today's count.
   */
  rotatePrimaryToken(accountId: AccountId, replacement: ReplacementToken): Promise<RotatedPrimary>;

  // Sessions (dashboard): keyed by the SHA-256 hex of the cookie's random bytes.
  /** `viaLink`: the session was started by a one-time sign-in link (default false). */
  createSession(hash: string, accountId: AccountId, viaLink?: boolean): Promise<void>;
  findSession(hash: string): Promise<SessionRecord | null>;
  /** Moves last_seen_at forward (never back). */
  touchSession(hash: string, at: Date): Promise<void>;
  /** true if a row was deleted. */
  deleteSession(hash: string): Promise<boolean>;
  /** Every session of the account ("sign out everywhere"); returns how many. */
  deleteAccountSessions(accountId: AccountId): Promise<number>;

  // One-time sign-in links (`ce admin account create` without --password), keyed by the
  // SHA-256 hex of the link's random token.
  /** false (and nothing stored) if there is no such live account. */
  createSignInLink(hash: string, accountId: AccountId, expiresAt: Date): Promise<boolean>;
  findSignInLink(hash: string): Promise<SignInLinkRecord | null>;
  /**
   * Marks the link used at `at` if it is unused, not expired at `at` and its account is not
   * deleted, in one conditional statement (of two concurrent uses exactly one wins);
   * returns the account id, or null when the link cannot be used.
   */
  consumeSignInLink(hash: string, at: Date): Promise<AccountId | null>;

  // Failed sign-ins, per key, shared by all instances (src/dashboard/throttle.ts decides).
  /**
   * Adds one failure at `at` and returns the new count; a count whose last failure is
   * before `resetBefore` starts again from 1.
   */
  recordSignInFailure(key: string, at: Date, resetBefore: Date): Promise<SignInFailures>;
  getSignInFailures(key: string): Promise<SignInFailures | null>;
  clearSignInFailures(key: string): Promise<void>;

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
  /** Charged requests per UTC day in `fromDay..toDay` (inclusive); days without any are left out. */
  usageByDay(query: UsageQuery, fromDay: string, toDay: string): Promise<DayUsage[]>;
  /** The newest ledger rows of the account, newest first. */
  recentRequests(query: UsageQuery, limit: number): Promise<RecentRequest[]>;

  // Life cycle
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
