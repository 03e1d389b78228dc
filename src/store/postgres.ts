/**
 * The shared Store: PostgreSQL through pg's Pool, for any number of API instances on one
 * database (DECISIONS.md "Storage"). Same semantics as sqlite.ts, statement for statement.
 *
 * Exactness without SERIALIZABLE: every accounting step is one transaction at the default
 * READ COMMITTED level whose decisions sit in single conditional statements. PostgreSQL
 * row-locks the row such a statement changes and, if another transaction changed it
 * first, waits for that one and re-checks the WHERE clause against the committed row
 * (EvalPlanQual; `ON CONFLICT DO UPDATE ... WHERE` does the same on the conflicting row).
 * So "take a free unit while free_used < 100" and "take a credit while credits >= 1"
 * can never both succeed on a stale value, and "reserved -> refunded" happens once.
 *
 * Lock order, so concurrent steps cannot deadlock: reserve locks daily_usage, then
 * accounts, then inserts its own new ledger row; commit locks one ledger row; refund
 * locks one ledger row, then daily_usage or accounts. refundPendingReservations refunds
 * row by row, one transaction each, so it never holds several accounts at once.
 *
 * Timestamps are `timestamptz` written from the injected clock (milliseconds, as in
 * sqlite.ts) and read back as `Date`; ids and counts are int8, parsed to numbers.
 */
import { DatabaseError, Pool, TypeOverrides, type PoolClient, type QueryResult, type QueryResultRow } from "pg";
import { freeAllowanceFor, type Clock, systemClock } from "../usage/allowance.js";
import type { Migration } from "./migrations/migration.js";
import { postgresMigrations } from "./migrations/postgres.js";
import {
  StoreConflictError,
  type Account,
  type AccountId,
  type ActiveToken,
  type ChargeKind,
  type LedgerCounts,
  type LedgerEntry,
  type LedgerFilter,
  type LedgerState,
  type DayUsage,
  type NewToken,
  type RecentRequest,
  type ReplacementToken,
  type RotatedPrimary,
  type SessionRecord,
  type SignInLinkRecord,
  type SignInFailures,
  type UsageQuery,
  type RefundPendingOptions,
  type ReserveInput,
  type ReserveResult,
  type Store,
  type TokenId,
  type TokenInfo,
  type TransitionResult,
} from "./store.js";

/**
 * How long to wait for a connection (a new one, or a free one from a busy pool) before a
 * query fails: the counterpart of SQLITE_BUSY_TIMEOUT_MS, so an unreachable database
 * fails start-up and requests clearly instead of hanging.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;
/** Connections per Store instance (pg's default): enough for the few-millisecond transactions here. */
export const POSTGRES_POOL_SIZE = 10;
/**
 * Advisory lock class for migrations (`pg_advisory_xact_lock(class, hashtext(schema))`):
 * two instances starting together on a new database migrate one after the other, per
 * schema. The value is "ce-m" in ASCII; any constant would do.
 */
const MIGRATION_LOCK_CLASS = 0x63652d6d;
/** PostgreSQL's unique_violation SQLSTATE. */
const UNIQUE_VIOLATION = "23505";

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database`, pg's connection string (`?options=-c search_path=...` works). */
  readonly connectionString: string;
  /** Source of created/updated timestamps; tests inject a fixed clock. */
  readonly clock?: Clock;
  readonly poolSize?: number;
}

interface AccountRow {
  id: number;
  email: string;
  credits: number;
  created_at: Date;
}
interface TokenRow {
  id: number;
  account_id: number;
  name: string | null;
  display_prefix: string;
  is_primary: boolean;
  active: boolean;
  created_at: Date;
  last_used_at: Date | null;
}
interface LedgerRow {
  request_id: string;
  token_id: number;
  account_id: number;
  day: string;
  took: ChargeKind;
  state: LedgerState;
  created_at: Date;
  updated_at: Date;
}

/** A pool or a checked-out client: both run a query the same way. */
interface Queryable {
  query<R extends QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>>;
}

/** int8 (ids, balances, COUNT) as a JS number, refusing values a double cannot hold exactly. */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER`);
  return n;
}
const INT8_OID = 20;
const pgTypes = new TypeOverrides();
pgTypes.setTypeParser(INT8_OID, parseInt8);

const isUniqueViolation = (err: unknown): boolean => err instanceof DatabaseError && err.code === UNIQUE_VIOLATION;

const toAccount = (r: AccountRow): Account => ({ id: r.id, email: r.email, credits: r.credits, createdAt: r.created_at });
const toTokenInfo = (r: TokenRow): TokenInfo => ({
  id: r.id,
  name: r.name,
  displayPrefix: r.display_prefix,
  isPrimary: r.is_primary,
  active: r.active,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});
const toLedgerEntry = (r: LedgerRow): LedgerEntry => ({
  requestId: r.request_id,
  tokenId: r.token_id,
  accountId: r.account_id,
  dayKey: r.day,
  took: r.took,
  state: r.state,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

async function first<R extends QueryResultRow>(db: Queryable, sql: string, params: unknown[] = []): Promise<R | undefined> {
  return (await db.query<R>(sql, params)).rows[0];
}

/**
 * Runs `fn` in one READ COMMITTED transaction on one pooled connection: COMMIT if it
 * returns, ROLLBACK if it throws (so a StoreConflictError thrown inside undoes what the
 * transaction took). A connection that fails to roll back is discarded, not reused.
 */
async function inTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection lost between two statements is reported by the next query; without a
  // listener the client's 'error' event would end the process.
  const ignore = (): void => {};
  client.on("error", ignore);
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch((rollbackErr: unknown) => {
      broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
    });
    throw err;
  } finally {
    client.off("error", ignore);
    client.release(broken);
  }
}

/**
 * Applies the migrations newer than the schema's schema_version, all in one transaction
 * under a transaction-level advisory lock, so two processes opening a new database at
 * the same moment migrate one after the other (the second finds the work done). DDL is
 * transactional in PostgreSQL: a failed migration leaves nothing behind.
 */
export async function migratePostgres(pool: Pool, migrations: readonly Migration[] = postgresMigrations): Promise<number> {
  const latest = migrations.reduce((max, m) => Math.max(max, m.version), 0);
  return inTransaction(pool, async (c) => {
    await c.query("SELECT pg_advisory_xact_lock($1, hashtext(coalesce(current_schema(), '')))", [MIGRATION_LOCK_CLASS]);
    await c.query("CREATE TABLE IF NOT EXISTS schema_version (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)");
    const current = (await first<{ v: number | null }>(c, "SELECT MAX(version) AS v FROM schema_version"))?.v ?? 0;
    if (current > latest) {
      throw new Error(`database schema version ${current} is newer than this program knows (${latest}); upgrade the program`);
    }
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (m.version <= current) continue;
      await c.query(m.sql);
      await c.query("INSERT INTO schema_version (version, name, applied_at) VALUES ($1, $2, now())", [m.version, m.name]);
    }
    return latest;
  });
}

export class PostgresStore implements Store {
  readonly kind = "postgres" as const;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** Connects, migrates, and returns a ready store; the pool is closed again if that fails. */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const pool = new Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? POSTGRES_POOL_SIZE,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
      application_name: "content-extraction",
      types: pgTypes,
    });
    // An idle connection that breaks (server restart, network) is dropped by the pool and
    // replaced on the next query; without a listener its 'error' would end the process.
    pool.on("error", () => {});
    try {
      await migratePostgres(pool);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return new PostgresStore(pool, options.clock ?? systemClock);
  }

  async schemaVersion(): Promise<number> {
    return (await first<{ v: number | null }>(this.pool, "SELECT MAX(version) AS v FROM schema_version"))?.v ?? 0;
  }

  private now(): Date {
    return new Date(this.clock());
  }

  // Accounts

  async createAccount(email: string): Promise<AccountId> {
    try {
      const row = await first<{ id: number }>(this.pool, "INSERT INTO accounts (email, created_at) VALUES ($1, $2) RETURNING id", [email, this.now()]);
      if (row === undefined) throw new Error("account insert returned no row");
      return row.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw new StoreConflictError(`an account with email ${email} already exists`);
      throw err;
    }
  }

  async getAccount(accountId: AccountId): Promise<Account | null> {
    const row = await first<AccountRow>(this.pool, "SELECT id, email, credits, created_at FROM accounts WHERE id = $1", [accountId]);
    return row === undefined ? null : toAccount(row);
  }

  async findAccountByEmail(email: string): Promise<Account | null> {
    const row = await first<AccountRow>(this.pool, "SELECT id, email, credits, created_at FROM accounts WHERE email = $1", [email]);
    return row === undefined ? null : toAccount(row);
  }

  async countAccounts(): Promise<number> {
    return (await first<{ n: number }>(this.pool, "SELECT COUNT(*) AS n FROM accounts"))?.n ?? 0;
  }

  // Tokens

  async createToken(token: NewToken): Promise<TokenId> {
    try {
      const row = await first<{ id: number }>(
        this.pool,
        "INSERT INTO tokens (account_id, hash, display_prefix, is_primary, created_at, name) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        [token.accountId, token.hash, token.displayPrefix, token.isPrimary, this.now(), token.name ?? null],
      );
      if (row === undefined) throw new Error("token insert returned no row");
      return row.id;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new StoreConflictError(token.isPrimary ? "the account already has an active primary token (or the token exists)" : "the token already exists");
      }
      throw err;
    }
  }

  async findActiveTokenByHash(hash: string): Promise<ActiveToken | null> {
    const row = await first<TokenRow>(
      this.pool,
      "SELECT id, account_id, name, display_prefix, is_primary, active, created_at, last_used_at FROM tokens WHERE hash = $1 AND active",
      [hash],
    );
    return row === undefined ? null : { id: row.id, accountId: row.account_id, isPrimary: row.is_primary, displayPrefix: row.display_prefix };
  }

  async deactivateToken(tokenId: TokenId): Promise<boolean> {
    const r = await this.pool.query("UPDATE tokens SET active = false, deactivated_at = $1 WHERE id = $2 AND active", [this.now(), tokenId]);
    return r.rowCount === 1;
  }

  async listTokens(accountId: AccountId): Promise<TokenInfo[]> {
    const r = await this.pool.query<TokenRow>(
      "SELECT id, account_id, name, display_prefix, is_primary, active, created_at, last_used_at FROM tokens WHERE account_id = $1 ORDER BY id",
      [accountId],
    );
    return r.rows.map(toTokenInfo);
  }

  async touchToken(tokenId: TokenId, at: Date): Promise<void> {
    // Never moves backwards: concurrent requests may finish out of order.
    await this.pool.query("UPDATE tokens SET last_used_at = $1 WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $1)", [at, tokenId]);
  }

  async renameToken(accountId: AccountId, tokenId: TokenId, name: string | null): Promise<boolean> {
    const r = await this.pool.query("UPDATE tokens SET name = $1 WHERE id = $2 AND account_id = $3", [name, tokenId, accountId]);
    return r.rowCount === 1;
  }

  async rotatePrimaryToken(accountId: AccountId, replacement: ReplacementToken): Promise<RotatedPrimary> {
    return inTransaction(this.pool, async (c): Promise<RotatedPrimary> => {
      const now = this.now();
      const old = await first<{ id: number; name: string | null }>(
        c,
        "UPDATE tokens SET active = false, deactivated_at = $1 WHERE account_id = $2 AND is_primary AND active RETURNING id, name",
        [now, accountId],
      );
      try {
        const row = await first<{ id: number }>(
          c,
          "INSERT INTO tokens (account_id, hash, display_prefix, is_primary, created_at, name) VALUES ($1, $2, $3, true, $4, $5) RETURNING id",
          [accountId, replacement.hash, replacement.displayPrefix, now, old?.name ?? null],
        );
        if (row === undefined) throw new Error("token insert returned no row");
        return { tokenId: row.id, replacedTokenId: old?.id ?? null };
      } catch (err) {
        // Throwing rolls back the deactivation above: the old primary keeps working.
        if (isUniqueViolation(err)) throw new StoreConflictError("the replacement token already exists");
        throw err;
      }
    });
  }

  // Dashboard sign-in

  async setPasswordHash(accountId: AccountId, hash: string): Promise<boolean> {
    const r = await this.pool.query("UPDATE accounts SET password_hash = $1 WHERE id = $2 AND deleted_at IS NULL", [hash, accountId]);
    return r.rowCount === 1;
  }

  async getPasswordHash(accountId: AccountId): Promise<string | null> {
    const row = await first<{ password_hash: string | null }>(this.pool, "SELECT password_hash FROM accounts WHERE id = $1 AND deleted_at IS NULL", [accountId]);
    return row?.password_hash ?? null;
  }

  async deleteAccount(accountId: AccountId): Promise<boolean> {
    return inTransaction(this.pool, async (c): Promise<boolean> => {
      const now = this.now();
      const done = await c.query(
        "UPDATE accounts SET deleted_at = $1, password_hash = NULL, email = 'deleted-' || id || '@deleted.invalid' WHERE id = $2 AND deleted_at IS NULL",
        [now, accountId],
      );
      if (done.rowCount !== 1) return false;
      await c.query("UPDATE tokens SET active = false, deactivated_at = $1 WHERE account_id = $2 AND active", [now, accountId]);
      await c.query("DELETE FROM sessions WHERE account_id = $1", [accountId]);
      await c.query("DELETE FROM sign_in_links WHERE account_id = $1", [accountId]);
      return true;
    });
  }

  // Sessions

  async createSession(hash: string, accountId: AccountId, viaLink = false): Promise<void> {
    const now = this.now();
    await this.pool.query("INSERT INTO sessions (hash, account_id, created_at, last_seen_at, via_link) VALUES ($1, $2, $3, $3, $4)", [hash, accountId, now, viaLink]);
  }

  async findSession(hash: string): Promise<SessionRecord | null> {
    const row = await first<{ account_id: number; created_at: Date; last_seen_at: Date; via_link: boolean }>(
      this.pool,
      "SELECT account_id, created_at, last_seen_at, via_link FROM sessions WHERE hash = $1",
      [hash],
    );
    return row === undefined ? null : { accountId: row.account_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, viaLink: row.via_link };
  }

  async touchSession(hash: string, at: Date): Promise<void> {
    await this.pool.query("UPDATE sessions SET last_seen_at = $1 WHERE hash = $2 AND last_seen_at < $1", [at, hash]);
  }

  async deleteSession(hash: string): Promise<boolean> {
    return (await this.pool.query("DELETE FROM sessions WHERE hash = $1", [hash])).rowCount === 1;
  }

  async deleteAccountSessions(accountId: AccountId): Promise<number> {
    return (await this.pool.query("DELETE FROM sessions WHERE account_id = $1", [accountId])).rowCount ?? 0;
  }

  // One-time sign-in links

  async createSignInLink(hash: string, accountId: AccountId, expiresAt: Date): Promise<boolean> {
    const r = await this.pool.query(
      "INSERT INTO sign_in_links (hash, account_id, created_at, expires_at) SELECT $1, id, $2, $3 FROM accounts WHERE id = $4 AND deleted_at IS NULL",
      [hash, this.now(), expiresAt, accountId],
    );
    return r.rowCount === 1;
  }

  async findSignInLink(hash: string): Promise<SignInLinkRecord | null> {
    const row = await first<{ account_id: number; created_at: Date; expires_at: Date; used_at: Date | null }>(
      this.pool,
      "SELECT account_id, created_at, expires_at, used_at FROM sign_in_links WHERE hash = $1",
      [hash],
    );
    return row === undefined ? null : { accountId: row.account_id, createdAt: row.created_at, expiresAt: row.expires_at, usedAt: row.used_at };
  }

  async consumeSignInLink(hash: string, at: Date): Promise<AccountId | null> {
    // READ COMMITTED: a concurrent use that committed first makes this one re-check
    // `used_at IS NULL` against the committed row and change nothing.
    const row = await first<{ account_id: number }>(
      this.pool,
      `UPDATE sign_in_links SET used_at = $1
       WHERE hash = $2 AND used_at IS NULL AND expires_at > $1
         AND account_id IN (SELECT id FROM accounts WHERE deleted_at IS NULL)
       RETURNING account_id`,
      [at, hash],
    );
    return row?.account_id ?? null;
  }

  // Failed sign-ins

  async recordSignInFailure(key: string, at: Date, resetBefore: Date): Promise<SignInFailures> {
    const row = await first<{ failures: number; last_failure_at: Date }>(
      this.pool,
      `INSERT INTO sign_in_failures (key, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.last_failure_at < $3 THEN 1 ELSE sign_in_failures.failures + 1 END,
         last_failure_at = excluded.last_failure_at
       RETURNING failures, last_failure_at`,
      [key, at, resetBefore],
    );
    if (row === undefined) throw new Error("sign-in failure upsert returned no row");
    return { failures: row.failures, lastFailureAt: row.last_failure_at };
  }

  async getSignInFailures(key: string): Promise<SignInFailures | null> {
    const row = await first<{ failures: number; last_failure_at: Date }>(this.pool, "SELECT failures, last_failure_at FROM sign_in_failures WHERE key = $1", [key]);
    return row === undefined ? null : { failures: row.failures, lastFailureAt: row.last_failure_at };
  }

  async clearSignInFailures(key: string): Promise<void> {
    await this.pool.query("DELETE FROM sign_in_failures WHERE key = $1", [key]);
  }

  // Credits

  async grantCredits(accountId: AccountId, amount: number): Promise<number> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`credit grant must be a positive whole number, got ${amount}`);
    return inTransaction(this.pool, async (c) => {
      const row = await first<{ credits: number }>(c, "UPDATE accounts SET credits = credits + $1 WHERE id = $2 RETURNING credits", [amount, accountId]);
      if (row === undefined) throw new Error(`no account ${accountId}`);
      await c.query("INSERT INTO credit_grants (account_id, amount, created_at) VALUES ($1, $2, $3)", [accountId, amount, this.now()]);
      return row.credits;
    });
  }

  async creditBalance(accountId: AccountId): Promise<number> {
    return creditBalanceOf(this.pool, accountId);
  }

  // Accounting core

  async reserve(input: ReserveInput): Promise<ReserveResult> {
    return inTransaction(this.pool, async (c): Promise<ReserveResult> => {
      // What the conditional statements return is this transaction's own result; the other
      // figure is read after (READ COMMITTED: the latest committed value).
      const freeAfter = await takeFreeUnit(c, input);
      const creditsAfter = freeAfter === null ? await takeCredit(c, input.accountId) : null;
      const took: ChargeKind | null = freeAfter !== null ? "free" : creditsAfter !== null ? "credit" : null;
      const freeUsed = freeAfter ?? (await freeUsedOf(c, input.accountId, input.dayKey));
      const creditBalance = creditsAfter ?? (await creditBalanceOf(c, input.accountId));
      if (took === null) return { ok: false, code: "insufficient_credits", freeUsed, creditBalance };
      const now = this.now();
      try {
        await c.query(
          "INSERT INTO ledger (request_id, token_id, account_id, day, took, state, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'reserved', $6, $6)",
          [input.requestId, input.tokenId, input.accountId, input.dayKey, took, now],
        );
      } catch (err) {
        // Throwing rolls back the unit or credit taken above.
        if (isUniqueViolation(err)) throw new StoreConflictError(`request id ${input.requestId} already has a ledger row`);
        throw err;
      }
      return { ok: true, took, freeUsed, creditBalance };
    });
  }

  async commit(requestId: string): Promise<TransitionResult> {
    return inTransaction(this.pool, async (c): Promise<TransitionResult> => {
      const moved = await first<{ request_id: string }>(
        c,
        "UPDATE ledger SET state = 'charged', updated_at = $1 WHERE request_id = $2 AND state = 'reserved' RETURNING request_id",
        [this.now(), requestId],
      );
      return moved !== undefined ? { outcome: "done" } : explain(c, requestId, "charged");
    });
  }

  async refund(requestId: string): Promise<TransitionResult> {
    return inTransaction(this.pool, async (c): Promise<TransitionResult> =>
      (await refundIn(c, requestId, this.now())) ? { outcome: "done" } : explain(c, requestId, "refunded"),
    );
  }

  async refundPendingReservations(options: RefundPendingOptions = {}): Promise<number> {
    const cutoff = options.createdBefore;
    const pending = await this.pool.query<{ request_id: string }>(
      `SELECT request_id FROM ledger WHERE state = 'reserved' ${cutoff === undefined ? "" : "AND created_at < $1"} ORDER BY created_at`,
      cutoff === undefined ? [] : [cutoff],
    );
    // One transaction per row (see the lock order above); each is guarded by
    // state = 'reserved', so a row another instance refunds meanwhile is not counted twice.
    let refunded = 0;
    for (const p of pending.rows) {
      if (await inTransaction(this.pool, (c) => refundIn(c, p.request_id, this.now()))) refunded++;
    }
    return refunded;
  }

  // Usage

  async freeUsedOn(accountId: AccountId, dayKey: string): Promise<number> {
    return freeUsedOf(this.pool, accountId, dayKey);
  }

  async tokenFreeUsedOn(tokenId: TokenId, dayKey: string): Promise<number> {
    const row = await first<{ n: number }>(
      this.pool,
      "SELECT COUNT(*) AS n FROM ledger WHERE token_id = $1 AND day = $2 AND took = 'free' AND state IN ('reserved', 'charged')",
      [tokenId, dayKey],
    );
    return row?.n ?? 0;
  }

  async ledgerCounts(filter: LedgerFilter = {}): Promise<LedgerCounts> {
    // Column names come from this fixed table, values are bound: no caller text reaches the SQL.
    const conditions: Array<[string, string | number | undefined]> = [
      ["account_id", filter.accountId],
      ["token_id", filter.tokenId],
      ["day", filter.dayKey],
      ["took", filter.took],
    ];
    const used = conditions.filter((c): c is [string, string | number] => c[1] !== undefined);
    const where = used.map(([column], i) => `${column} = $${i + 1}`);
    const params = used.map(([, value]) => value);
    const sql = `SELECT state, COUNT(*) AS n FROM ledger ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""} GROUP BY state`;
    const counts = { reserved: 0, charged: 0, refunded: 0 };
    for (const row of (await this.pool.query<{ state: LedgerState; n: number }>(sql, params)).rows) counts[row.state] = row.n;
    return counts;
  }

  async getLedgerEntry(requestId: string): Promise<LedgerEntry | null> {
    const row = await first<LedgerRow>(
      this.pool,
      "SELECT request_id, token_id, account_id, day, took, state, created_at, updated_at FROM ledger WHERE request_id = $1",
      [requestId],
    );
    return row === undefined ? null : toLedgerEntry(row);
  }

  async usageByDay(query: UsageQuery, fromDay: string, toDay: string): Promise<DayUsage[]> {
    const r = await this.pool.query<{ day: string; free: number; credit: number }>(
      `SELECT day, COUNT(*) FILTER (WHERE took = 'free') AS free, COUNT(*) FILTER (WHERE took = 'credit') AS credit
       FROM ledger WHERE account_id = $1 AND ($2::bigint IS NULL OR token_id = $2) AND state = 'charged' AND day >= $3 AND day <= $4
       GROUP BY day ORDER BY day`,
      [query.accountId, query.tokenId ?? null, fromDay, toDay],
    );
    return r.rows.map((row) => ({ dayKey: row.day, free: row.free, credit: row.credit }));
  }

  async recentRequests(query: UsageQuery, limit: number): Promise<RecentRequest[]> {
    const r = await this.pool.query<{ request_id: string; created_at: Date; display_prefix: string; took: ChargeKind; state: LedgerState }>(
      `SELECT l.request_id, l.created_at, t.display_prefix, l.took, l.state
       FROM ledger l JOIN tokens t ON t.id = l.token_id
       WHERE l.account_id = $1 AND ($2::bigint IS NULL OR l.token_id = $2)
       ORDER BY l.created_at DESC, l.request_id DESC LIMIT $3`,
      [query.accountId, query.tokenId ?? null, limit],
    );
    return r.rows.map((row) => ({ requestId: row.request_id, createdAt: row.created_at, displayPrefix: row.display_prefix, took: row.took, state: row.state }));
  }

  // Life cycle

  async ping(): Promise<void> {
    await this.pool.query("SELECT 1");
  }

  async close(): Promise<void> {
    // pg's Pool.end() may be called only once; a second close waits for the first.
    this.closing ??= this.pool.end();
    await this.closing;
  }
}

/** +1 on the day's free counter only while it is below the allowance; the new count, or null when none is left. */
async function takeFreeUnit(c: Queryable, input: ReserveInput): Promise<number | null> {
  const allowance = freeAllowanceFor(input.isPrimary);
  if (allowance <= 0) return null;
  const row = await first<{ free_used: number }>(
    c,
    `INSERT INTO daily_usage (account_id, day, free_used) VALUES ($1, $2, 1)
     ON CONFLICT (account_id, day) DO UPDATE SET free_used = daily_usage.free_used + 1
     WHERE daily_usage.free_used < $3
     RETURNING free_used`,
    [input.accountId, input.dayKey, allowance],
  );
  return row?.free_used ?? null;
}

/** -1 credit only while the balance is at least 1 (never negative); the new balance, or null. */
async function takeCredit(c: Queryable, accountId: AccountId): Promise<number | null> {
  const row = await first<{ credits: number }>(c, "UPDATE accounts SET credits = credits - 1 WHERE id = $1 AND credits >= 1 RETURNING credits", [accountId]);
  return row?.credits ?? null;
}

/** reserved -> refunded and give back exactly what it took, inside the caller's transaction. */
async function refundIn(c: Queryable, requestId: string, now: Date): Promise<boolean> {
  const row = await first<Pick<LedgerRow, "account_id" | "day" | "took">>(
    c,
    "UPDATE ledger SET state = 'refunded', updated_at = $1 WHERE request_id = $2 AND state = 'reserved' RETURNING account_id, day, took",
    [now, requestId],
  );
  if (row === undefined) return false;
  if (row.took === "free") {
    await c.query("UPDATE daily_usage SET free_used = free_used - 1 WHERE account_id = $1 AND day = $2 AND free_used >= 1", [row.account_id, row.day]);
  } else {
    await c.query("UPDATE accounts SET credits = credits + 1 WHERE id = $1", [row.account_id]);
  }
  return true;
}

/** Why a transition to `target` did not happen: already there, another final state, or no row. */
async function explain(c: Queryable, requestId: string, target: LedgerState): Promise<TransitionResult> {
  const row = await first<{ state: LedgerState }>(c, "SELECT state FROM ledger WHERE request_id = $1", [requestId]);
  if (row === undefined) return { outcome: "not_found" };
  return row.state === target ? { outcome: "already" } : { outcome: "wrong_state", state: row.state };
}

async function freeUsedOf(c: Queryable, accountId: AccountId, dayKey: string): Promise<number> {
  return (await first<{ free_used: number }>(c, "SELECT free_used FROM daily_usage WHERE account_id = $1 AND day = $2", [accountId, dayKey]))?.free_used ?? 0;
}

async function creditBalanceOf(c: Queryable, accountId: AccountId): Promise<number> {
  return (await first<{ credits: number }>(c, "SELECT credits FROM accounts WHERE id = $1", [accountId]))?.credits ?? 0;
}
