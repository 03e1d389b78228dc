/**
 * The embedded Store: SQLite through better-sqlite3, in WAL mode so readers never wait
 * for the writer. Every accounting step runs in a `BEGIN IMMEDIATE` transaction, which
 * takes the database's write lock up front: two processes (or two Store instances) on
 * the same file queue on that lock (busy_timeout) instead of interleaving, so admission
 * stays exact across instances. better-sqlite3 is synchronous; the async methods just
 * wrap it to fit the Store interface.
 *
 * The conditional statements are written to mean the same on PostgreSQL:
 * `INSERT ... ON CONFLICT ... DO UPDATE ... WHERE ... RETURNING` for the free counter and
 * `UPDATE ... WHERE credits >= 1 RETURNING` for the balance.
 */
import Database from "better-sqlite3";
import { freeAllowanceFor, type Clock, systemClock } from "../usage/allowance.js";
import { sqliteMigrations } from "./migrations/sqlite.js";
import type { Migration } from "./migrations/migration.js";
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

/** How long a statement waits for another connection's write lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export interface SqliteStoreOptions {
  /** A file path, or `:memory:` for a private in-memory database (tests). */
  readonly path: string;
  /** Source of created/updated timestamps; tests inject a fixed clock. */
  readonly clock?: Clock;
}

interface AccountRow {
  id: number;
  email: string;
  credits: number;
  created_at: number;
}
interface TokenRow {
  id: number;
  account_id: number;
  name: string | null;
  display_prefix: string;
  is_primary: number;
  active: number;
  created_at: number;
  last_used_at: number | null;
}
interface LedgerRow {
  request_id: string;
  token_id: number;
  account_id: number;
  day: string;
  took: ChargeKind;
  state: LedgerState;
  created_at: number;
  updated_at: number;
}

function isConstraint(err: unknown, kinds: readonly string[]): boolean {
  return err instanceof Database.SqliteError && kinds.includes(err.code);
}
const UNIQUE_CODES = ["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"] as const;

const toAccount = (r: AccountRow): Account => ({ id: r.id, email: r.email, credits: r.credits, createdAt: new Date(r.created_at) });
const toTokenInfo = (r: TokenRow): TokenInfo => ({
  id: r.id,
  name: r.name,
  displayPrefix: r.display_prefix,
  isPrimary: r.is_primary === 1,
  active: r.active === 1,
  createdAt: new Date(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : new Date(r.last_used_at),
});
const toLedgerEntry = (r: LedgerRow): LedgerEntry => ({
  requestId: r.request_id,
  tokenId: r.token_id,
  accountId: r.account_id,
  dayKey: r.day,
  took: r.took,
  state: r.state,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** Applies the migrations newer than the database's schema_version, each in one transaction. */
export function migrateSqlite(db: Database.Database, migrations: readonly Migration[] = sqliteMigrations): number {
  db.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
  const latest = migrations.reduce((max, m) => Math.max(max, m.version), 0);
  const run = db.transaction((): number => {
    const row = db.prepare<[], { v: number | null }>("SELECT MAX(version) AS v FROM schema_version").get();
    const current = row?.v ?? 0;
    if (current > latest) {
      throw new Error(`database schema version ${current} is newer than this program knows (${latest}); upgrade the program`);
    }
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (m.version <= current) continue;
      db.exec(m.sql);
      db.prepare("INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)").run(m.version, m.name, Date.now());
    }
    return latest;
  });
  // IMMEDIATE: two instances starting together on a new file migrate one after the other.
  return run.immediate();
}

export class SqliteStore implements Store {
  readonly kind = "sqlite" as const;
  private readonly db: Database.Database;
  private readonly clock: Clock;

  constructor(options: SqliteStoreOptions) {
    this.clock = options.clock ?? systemClock;
    this.db = new Database(options.path);
    // WAL: readers do not block the writer and a crash loses no committed transaction.
    this.db.pragma("journal_mode = WAL");
    // NORMAL is durable across application crashes in WAL mode (only an OS crash or
    // power loss can roll back the last transactions), at far less fsync cost than FULL.
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    this.db.pragma("foreign_keys = ON");
    migrateSqlite(this.db);
  }

  /** The journal mode SQLite actually uses (`wal` for files, `memory` for `:memory:`). */
  journalMode(): string {
    return String(this.db.pragma("journal_mode", { simple: true }));
  }

  schemaVersion(): number {
    return this.q<[], { v: number }>("SELECT MAX(version) AS v FROM schema_version").get()?.v ?? 0;
  }

  /** Prepared statements, compiled once per SQL text: the hot path runs the same few. */
  private readonly statements = new Map<string, Database.Statement<unknown[], unknown>>();

  private q<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let stmt = this.statements.get(sql);
    if (stmt === undefined) {
      stmt = this.db.prepare<unknown[], unknown>(sql);
      this.statements.set(sql, stmt);
    }
    return stmt as unknown as Database.Statement<P, R>;
  }

  private now(): number {
    return this.clock();
  }

  // Accounts

  async createAccount(email: string): Promise<AccountId> {
    try {
      const row = this.q<[string, number], { id: number }>("INSERT INTO accounts (email, created_at) VALUES (?, ?) RETURNING id")
        .get(email, this.now());
      if (row === undefined) throw new Error("account insert returned no row");
      return row.id;
    } catch (err) {
      if (isConstraint(err, UNIQUE_CODES)) throw new StoreConflictError(`an account with email ${email} already exists`);
      throw err;
    }
  }

  async getAccount(accountId: AccountId): Promise<Account | null> {
    const row = this.q<[number], AccountRow>("SELECT id, email, credits, created_at FROM accounts WHERE id = ?").get(accountId);
    return row === undefined ? null : toAccount(row);
  }

  async findAccountByEmail(email: string): Promise<Account | null> {
    const row = this.q<[string], AccountRow>("SELECT id, email, credits, created_at FROM accounts WHERE email = ?").get(email);
    return row === undefined ? null : toAccount(row);
  }

  async countAccounts(): Promise<number> {
    return this.q<[], { n: number }>("SELECT COUNT(*) AS n FROM accounts").get()?.n ?? 0;
  }

  // Tokens

  async createToken(token: NewToken): Promise<TokenId> {
    try {
      const row = this.q<[number, string, string, number, number, string | null], { id: number }>(
          "INSERT INTO tokens (account_id, hash, display_prefix, is_primary, created_at, name) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .get(token.accountId, token.hash, token.displayPrefix, token.isPrimary ? 1 : 0, this.now(), token.name ?? null);
      if (row === undefined) throw new Error("token insert returned no row");
      return row.id;
    } catch (err) {
      if (isConstraint(err, UNIQUE_CODES)) {
        throw new StoreConflictError(token.isPrimary ? "the account already has an active primary token (or the token exists)" : "the token already exists");
      }
      throw err;
    }
  }

  async findActiveTokenByHash(hash: string): Promise<ActiveToken | null> {
    const row = this.q<[string], TokenRow>(
        "SELECT id, account_id, name, display_prefix, is_primary, active, created_at, last_used_at FROM tokens WHERE hash = ? AND active = 1",
      )
      .get(hash);
    return row === undefined ? null : { id: row.id, accountId: row.account_id, isPrimary: row.is_primary === 1, displayPrefix: row.display_prefix };
  }

  async deactivateToken(tokenId: TokenId): Promise<boolean> {
    const r = this.q("UPDATE tokens SET active = 0, deactivated_at = ? WHERE id = ? AND active = 1").run(this.now(), tokenId);
    return r.changes === 1;
  }

  async listTokens(accountId: AccountId): Promise<TokenInfo[]> {
    return this.q<[number], TokenRow>(
        "SELECT id, account_id, name, display_prefix, is_primary, active, created_at, last_used_at FROM tokens WHERE account_id = ? ORDER BY id",
      )
      .all(accountId)
      .map(toTokenInfo);
  }

  async touchToken(tokenId: TokenId, at: Date): Promise<void> {
    // Never moves backwards: concurrent requests may finish out of order.
    this.q("UPDATE tokens SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)")
      .run(at.getTime(), tokenId, at.getTime());
  }

  async renameToken(accountId: AccountId, tokenId: TokenId, name: string | null): Promise<boolean> {
    return this.q("UPDATE tokens SET name = ? WHERE id = ? AND account_id = ?").run(name, tokenId, accountId).changes === 1;
  }

  async rotatePrimaryToken(accountId: AccountId, replacement: ReplacementToken): Promise<RotatedPrimary> {
    const run = this.db.transaction((): RotatedPrimary => {
      const now = this.now();
      const old = this.q<[number, number], { id: number; name: string | null }>(
          "UPDATE tokens SET active = 0, deactivated_at = ? WHERE account_id = ? AND is_primary = 1 AND active = 1 RETURNING id, name",
        )
        .get(now, accountId);
      try {
        const row = this.q<[number, string, string, number, string | null], { id: number }>(
            "INSERT INTO tokens (account_id, hash, display_prefix, is_primary, created_at, name) VALUES (?, ?, ?, 1, ?, ?) RETURNING id",
          )
          .get(accountId, replacement.hash, replacement.displayPrefix, now, old?.name ?? null);
        if (row === undefined) throw new Error("token insert returned no row");
        return { tokenId: row.id, replacedTokenId: old?.id ?? null };
      } catch (err) {
        // Throwing rolls back the deactivation above: the old primary keeps working.
        if (isConstraint(err, UNIQUE_CODES)) throw new StoreConflictError("the replacement token already exists");
        throw err;
      }
    });
    return run.immediate();
  }

  // Dashboard sign-in

  async setPasswordHash(accountId: AccountId, hash: string): Promise<boolean> {
    return this.q("UPDATE accounts SET password_hash = ? WHERE id = ? AND deleted_at IS NULL").run(hash, accountId).changes === 1;
  }

  async getPasswordHash(accountId: AccountId): Promise<string | null> {
    return (
      this.q<[number], { password_hash: string | null }>("SELECT password_hash FROM accounts WHERE id = ? AND deleted_at IS NULL").get(accountId)
        ?.password_hash ?? null
    );
  }

  async deleteAccount(accountId: AccountId): Promise<boolean> {
    const run = this.db.transaction((): boolean => {
      const now = this.now();
      const done = this.q(
          "UPDATE accounts SET deleted_at = ?, password_hash = NULL, email = 'deleted-' || id || '@deleted.invalid' WHERE id = ? AND deleted_at IS NULL",
        )
        .run(now, accountId);
      if (done.changes !== 1) return false;
      this.q("UPDATE tokens SET active = 0, deactivated_at = ? WHERE account_id = ? AND active = 1").run(now, accountId);
      this.q("DELETE FROM sessions WHERE account_id = ?").run(accountId);
      this.q("DELETE FROM sign_in_links WHERE account_id = ?").run(accountId);
      return true;
    });
    return run.immediate();
  }

  // Sessions

  async createSession(hash: string, accountId: AccountId, viaLink = false): Promise<void> {
    const now = this.now();
    this.q("INSERT INTO sessions (hash, account_id, created_at, last_seen_at, via_link) VALUES (?, ?, ?, ?, ?)").run(hash, accountId, now, now, viaLink ? 1 : 0);
  }

  async findSession(hash: string): Promise<SessionRecord | null> {
    const row = this.q<[string], { account_id: number; created_at: number; last_seen_at: number; via_link: number }>(
        "SELECT account_id, created_at, last_seen_at, via_link FROM sessions WHERE hash = ?",
      )
      .get(hash);
    return row === undefined
      ? null
      : { accountId: row.account_id, createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at), viaLink: row.via_link === 1 };
  }

  async touchSession(hash: string, at: Date): Promise<void> {
    this.q("UPDATE sessions SET last_seen_at = ? WHERE hash = ? AND last_seen_at < ?").run(at.getTime(), hash, at.getTime());
  }

  async deleteSession(hash: string): Promise<boolean> {
    return this.q("DELETE FROM sessions WHERE hash = ?").run(hash).changes === 1;
  }

  async deleteAccountSessions(accountId: AccountId): Promise<number> {
    return this.q("DELETE FROM sessions WHERE account_id = ?").run(accountId).changes;
  }

  // One-time sign-in links

  async createSignInLink(hash: string, accountId: AccountId, expiresAt: Date): Promise<boolean> {
    const r = this.q(
        "INSERT INTO sign_in_links (hash, account_id, created_at, expires_at) SELECT ?, id, ?, ? FROM accounts WHERE id = ? AND deleted_at IS NULL",
      )
      .run(hash, this.now(), expiresAt.getTime(), accountId);
    return r.changes === 1;
  }

  async findSignInLink(hash: string): Promise<SignInLinkRecord | null> {
    const row = this.q<[string], { account_id: number; created_at: number; expires_at: number; used_at: number | null }>(
        "SELECT account_id, created_at, expires_at, used_at FROM sign_in_links WHERE hash = ?",
      )
      .get(hash);
    return row === undefined
      ? null
      : { accountId: row.account_id, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at), usedAt: row.used_at === null ? null : new Date(row.used_at) };
  }

  async consumeSignInLink(hash: string, at: Date): Promise<AccountId | null> {
    const row = this.q<[number, string, number], { account_id: number }>(
        `UPDATE sign_in_links SET used_at = ?
         WHERE hash = ? AND used_at IS NULL AND expires_at > ?
           AND account_id IN (SELECT id FROM accounts WHERE deleted_at IS NULL)
         RETURNING account_id`,
      )
      .get(at.getTime(), hash, at.getTime());
    return row?.account_id ?? null;
  }

  // Failed sign-ins

  async recordSignInFailure(key: string, at: Date, resetBefore: Date): Promise<SignInFailures> {
    const row = this.q<[string, number, number], { failures: number; last_failure_at: number }>(
        `INSERT INTO sign_in_failures (key, failures, last_failure_at) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN sign_in_failures.last_failure_at < ? THEN 1 ELSE sign_in_failures.failures + 1 END,
           last_failure_at = excluded.last_failure_at
         RETURNING failures, last_failure_at`,
      )
      .get(key, at.getTime(), resetBefore.getTime());
    if (row === undefined) throw new Error("sign-in failure upsert returned no row");
    return { failures: row.failures, lastFailureAt: new Date(row.last_failure_at) };
  }

  async getSignInFailures(key: string): Promise<SignInFailures | null> {
    const row = this.q<[string], { failures: number; last_failure_at: number }>("SELECT failures, last_failure_at FROM sign_in_failures WHERE key = ?").get(key);
    return row === undefined ? null : { failures: row.failures, lastFailureAt: new Date(row.last_failure_at) };
  }

  async clearSignInFailures(key: string): Promise<void> {
    this.q("DELETE FROM sign_in_failures WHERE key = ?").run(key);
  }

  // Credits

  async grantCredits(accountId: AccountId, amount: number): Promise<number> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`credit grant must be a positive whole number, got ${amount}`);
    const grant = this.db.transaction((): number => {
      const row = this.q<[number, number], { credits: number }>("UPDATE accounts SET credits = credits + ? WHERE id = ? RETURNING credits")
        .get(amount, accountId);
      if (row === undefined) throw new Error(`no account ${accountId}`);
      this.q("INSERT INTO credit_grants (account_id, amount, created_at) VALUES (?, ?, ?)").run(accountId, amount, this.now());
      return row.credits;
    });
    return grant.immediate();
  }

  async creditBalance(accountId: AccountId): Promise<number> {
    return this.q<[number], { credits: number }>("SELECT credits FROM accounts WHERE id = ?").get(accountId)?.credits ?? 0;
  }

  // Accounting core

  async reserve(input: ReserveInput): Promise<ReserveResult> {
    const run = this.db.transaction((): ReserveResult => {
      const took = this.takeFreeUnit(input) ? "free" : this.takeCredit(input.accountId) ? "credit" : null;
      const freeUsed = this.freeUsedSync(input.accountId, input.dayKey);
      const creditBalance = this.creditBalanceSync(input.accountId);
      if (took === null) return { ok: false, code: "insufficient_credits", freeUsed, creditBalance };
      const now = this.now();
      try {
        this.q("INSERT INTO ledger (request_id, token_id, account_id, day, took, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'reserved', ?, ?)")
          .run(input.requestId, input.tokenId, input.accountId, input.dayKey, took, now, now);
      } catch (err) {
        // Throwing rolls back the unit or credit taken above.
        if (isConstraint(err, UNIQUE_CODES)) throw new StoreConflictError(`request id ${input.requestId} already has a ledger row`);
        throw err;
      }
      return { ok: true, took, freeUsed, creditBalance };
    });
    return run.immediate();
  }

  /** +1 on the day's free counter only while it is below the allowance; false when none is left. */
  private takeFreeUnit(input: ReserveInput): boolean {
    const allowance = freeAllowanceFor(input.isPrimary);
    if (allowance <= 0) return false;
    const row = this.q<[number, string, number], { free_used: number }>(
        `INSERT INTO daily_usage (account_id, day, free_used) VALUES (?, ?, 1)
         ON CONFLICT (account_id, day) DO UPDATE SET free_used = daily_usage.free_used + 1
         WHERE daily_usage.free_used < ?
         RETURNING free_used`,
      )
      .get(input.accountId, input.dayKey, allowance);
    return row !== undefined;
  }

  /** -1 credit only while the balance is at least 1: never negative. */
  private takeCredit(accountId: AccountId): boolean {
    const row = this.q<[number], { credits: number }>("UPDATE accounts SET credits = credits - 1 WHERE id = ? AND credits >= 1 RETURNING credits")
      .get(accountId);
    return row !== undefined;
  }

  async commit(requestId: string): Promise<TransitionResult> {
    return this.commitSync(requestId);
  }

  /** `commit`, done before it returns: the server commits and writes the 200 in one synchronous step. */
  commitSync(requestId: string): TransitionResult {
    const run = this.db.transaction((): TransitionResult => {
      const moved = this.q<[number, string], { request_id: string }>(
          "UPDATE ledger SET state = 'charged', updated_at = ? WHERE request_id = ? AND state = 'reserved' RETURNING request_id",
        )
        .get(this.now(), requestId);
      return moved !== undefined ? { outcome: "done" } : this.explain(requestId, "charged");
    });
    return run.immediate();
  }

  async refund(requestId: string): Promise<TransitionResult> {
    const run = this.db.transaction((): TransitionResult => (this.refundSync(requestId) ? { outcome: "done" } : this.explain(requestId, "refunded")));
    return run.immediate();
  }

  /** reserved -> refunded and give back what it took, inside the caller's transaction. */
  private refundSync(requestId: string): boolean {
    const row = this.q<[number, string], Pick<LedgerRow, "account_id" | "day" | "took">>(
        "UPDATE ledger SET state = 'refunded', updated_at = ? WHERE request_id = ? AND state = 'reserved' RETURNING account_id, day, took",
      )
      .get(this.now(), requestId);
    if (row === undefined) return false;
    if (row.took === "free") {
      this.q("UPDATE daily_usage SET free_used = free_used - 1 WHERE account_id = ? AND day = ? AND free_used >= 1").run(row.account_id, row.day);
    } else {
      this.q("UPDATE accounts SET credits = credits + 1 WHERE id = ?").run(row.account_id);
    }
    return true;
  }

  /** Why a transition to `target` did not happen: already there, another final state, or no row. */
  private explain(requestId: string, target: LedgerState): TransitionResult {
    const row = this.q<[string], { state: LedgerState }>("SELECT state FROM ledger WHERE request_id = ?").get(requestId);
    if (row === undefined) return { outcome: "not_found" };
    return row.state === target ? { outcome: "already" } : { outcome: "wrong_state", state: row.state };
  }

  async refundPendingReservations(options: RefundPendingOptions = {}): Promise<number> {
    const cutoff = options.createdBefore?.getTime() ?? Number.MAX_SAFE_INTEGER;
    const run = this.db.transaction((): number => {
      const pending = this.q<[number], { request_id: string }>("SELECT request_id FROM ledger WHERE state = 'reserved' AND created_at < ? ORDER BY created_at")
        .all(cutoff);
      let refunded = 0;
      for (const p of pending) if (this.refundSync(p.request_id)) refunded++;
      return refunded;
    });
    return run.immediate();
  }

  // Usage

  private freeUsedSync(accountId: AccountId, dayKey: string): number {
    return (
      this.q<[number, string], { free_used: number }>("SELECT free_used FROM daily_usage WHERE account_id = ? AND day = ?").get(accountId, dayKey)
        ?.free_used ?? 0
    );
  }

  private creditBalanceSync(accountId: AccountId): number {
    return this.q<[number], { credits: number }>("SELECT credits FROM accounts WHERE id = ?").get(accountId)?.credits ?? 0;
  }

  async freeUsedOn(accountId: AccountId, dayKey: string): Promise<number> {
    return this.freeUsedSync(accountId, dayKey);
  }

  async tokenFreeUsedOn(tokenId: TokenId, dayKey: string): Promise<number> {
    return (
      this.q<[number, string], { n: number }>(
          "SELECT COUNT(*) AS n FROM ledger WHERE token_id = ? AND day = ? AND took = 'free' AND state IN ('reserved', 'charged')",
        )
        .get(tokenId, dayKey)?.n ?? 0
    );
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
    const where = used.map(([column]) => `${column} = ?`);
    const params = used.map(([, value]) => value);
    const sql = `SELECT state, COUNT(*) AS n FROM ledger ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""} GROUP BY state`;
    const counts = { reserved: 0, charged: 0, refunded: 0 };
    for (const row of this.q<Array<string | number>, { state: LedgerState; n: number }>(sql).all(...params)) counts[row.state] = row.n;
    return counts;
  }

  async getLedgerEntry(requestId: string): Promise<LedgerEntry | null> {
    const row = this.q<[string], LedgerRow>("SELECT request_id, token_id, account_id, day, took, state, created_at, updated_at FROM ledger WHERE request_id = ?")
      .get(requestId);
    return row === undefined ? null : toLedgerEntry(row);
  }

  async usageByDay(query: UsageQuery, fromDay: string, toDay: string): Promise<DayUsage[]> {
    const rows = this.q<[number, number | null, number | null, string, string], { day: string; free: number; credit: number }>(
        `SELECT day, SUM(CASE WHEN took = 'free' THEN 1 ELSE 0 END) AS free, SUM(CASE WHEN took = 'credit' THEN 1 ELSE 0 END) AS credit
         FROM ledger WHERE account_id = ? AND (? IS NULL OR token_id = ?) AND state = 'charged' AND day >= ? AND day <= ?
         GROUP BY day ORDER BY day`,
      )
      .all(query.accountId, query.tokenId ?? null, query.tokenId ?? null, fromDay, toDay);
    return rows.map((r) => ({ dayKey: r.day, free: r.free, credit: r.credit }));
  }

  async recentRequests(query: UsageQuery, limit: number): Promise<RecentRequest[]> {
    const rows = this.q<[number, number | null, number | null, number], { request_id: string; created_at: number; display_prefix: string; took: ChargeKind; state: LedgerState }>(
        `SELECT l.request_id, l.created_at, t.display_prefix, l.took, l.state
         FROM ledger l JOIN tokens t ON t.id = l.token_id
         WHERE l.account_id = ? AND (? IS NULL OR l.token_id = ?)
         ORDER BY l.created_at DESC, l.request_id DESC LIMIT ?`,
      )
      .all(query.accountId, query.tokenId ?? null, query.tokenId ?? null, limit);
    return rows.map((r) => ({ requestId: r.request_id, createdAt: new Date(r.created_at), displayPrefix: r.display_prefix, took: r.took, state: r.state }));
  }

  // Life cycle

  async ping(): Promise<void> {
    this.q("SELECT 1").get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
