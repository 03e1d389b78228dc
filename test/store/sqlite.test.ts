/**
 * The SQLite store: the shared Store contract (on a temp file in WAL mode, and in
 * memory), then what only a file database shows: WAL, migrations on reopen, two Store
 * instances and four threads on one file staying exact, and a SIGKILLed process whose
 * pending reservations are refunded at the next start.
 */
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { SqliteStore, migrateSqlite } from "../../src/store/sqlite.js";
import { sqliteMigrations } from "../../src/store/migrations/sqlite.js";
import { openStore, parseDatabaseUrl } from "../../src/store/index.js";
import { utcDayKey } from "../../src/usage/allowance.js";
import { ManualClock, makeAccount, newRequestId, storeContract } from "../helpers/store-contract.js";
import type { ReserveJob, ReserveReport } from "../helpers/sqlite-reserve-worker.js";

const tmp = mkdtempSync(path.join(tmpdir(), "ce-sqlite-test-"));
after(() => rmSync(tmp, { recursive: true, force: true }));
let fileCounter = 0;
const freshFile = (): string => path.join(tmp, `store-${++fileCounter}.sqlite`);
const helpers = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "helpers");

storeContract("SQLite file (WAL)", async ({ clock }) => new SqliteStore({ path: freshFile(), clock }));
storeContract("SQLite :memory:", async ({ clock }) => new SqliteStore({ path: ":memory:", clock }));

describe("SQLite specifics", () => {
  test("a file database runs in WAL mode with the schema at version 3", async () => {
    const store = new SqliteStore({ path: freshFile() });
    assert.equal(store.journalMode(), "wal");
    assert.equal(store.schemaVersion(), 3);
    await store.close();
  });

  test("reopening keeps the data and does not re-run migrations", async () => {
    const file = freshFile();
    const a = new SqliteStore({ path: file });
    const id = await a.createAccount("keep@example.com");
    await a.grantCredits(id, 3);
    await a.close();
    const b = new SqliteStore({ path: file });
    assert.equal(await b.creditBalance(id), 3);
    assert.equal(b.schemaVersion(), 3);
    await b.close();
    const raw = new Database(file, { readonly: true });
    assert.deepEqual(raw.prepare("SELECT version, name FROM schema_version ORDER BY version").all(), [{ version: 1, name: "initial" }, { version: 2, name: "dashboard" }, { version: 3, name: "sign-in links" }]);
    raw.close();
  });

  test("a version-2 database with sessions is upgraded to version 3: its sessions are not link sessions", async () => {
    const file = freshFile();
    const raw = new Database(file);
    migrateSqlite(raw, sqliteMigrations.filter((m) => m.version <= 2));
    raw.prepare("INSERT INTO accounts (id, email, created_at) VALUES (1, 'old@example.com', 0)").run();
    raw.prepare("INSERT INTO sessions (hash, account_id, created_at, last_seen_at) VALUES ('h', 1, 0, 0)").run();
    raw.close();
    const store = new SqliteStore({ path: file });
    assert.equal(store.schemaVersion(), 3);
    assert.equal((await store.findSession("h"))?.viaLink, false);
    await store.close();
  });

  test("a database from a newer program is refused with a clear error", () => {
    const db = new Database(":memory:");
    migrateSqlite(db);
    db.prepare("INSERT INTO schema_version (version, name, applied_at) VALUES (99, 'future', 0)").run();
    assert.throws(() => migrateSqlite(db), /schema version 99 is newer/);
    db.close();
  });

  test("constraints back the rules: credits and free counts cannot go negative", () => {
    const db = new Database(":memory:");
    migrateSqlite(db);
    db.prepare("INSERT INTO accounts (email, created_at) VALUES ('x@example.com', 0)").run();
    assert.throws(() => db.prepare("UPDATE accounts SET credits = -1").run(), /CHECK constraint/);
    assert.throws(() => db.prepare("INSERT INTO daily_usage (account_id, day, free_used) VALUES (1, '2026-01-01', -1)").run(), /CHECK constraint/);
    db.close();
  });

  test("two Store instances on one file: 400 interleaved reservations, 30 credits, exactly 130 admitted", async () => {
    const file = freshFile();
    const clock = new ManualClock(Date.parse("2026-11-22T12:00:00Z"));
    const a = new SqliteStore({ path: file, clock: clock.clock });
    const b = new SqliteStore({ path: file, clock: clock.clock });
    const acct = await makeAccount(a, "two@example.com", 30);
    const stores = [a, b];
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        stores[i % 2]!.reserve({ requestId: newRequestId(), tokenId: acct.primary.id, accountId: acct.accountId, dayKey: clock.day(), isPrimary: true }),
      ),
    );
    assert.equal(results.filter((r) => r.ok).length, 130);
    assert.equal(await b.creditBalance(acct.accountId), 0);
    assert.deepEqual(await a.ledgerCounts(), { reserved: 130, charged: 0, refunded: 0 });
    // A reservation made through one instance is refunded through the other.
    const id = newRequestId();
    await a.grantCredits(acct.accountId, 1);
    await a.reserve({ requestId: id, tokenId: acct.additional.id, accountId: acct.accountId, dayKey: clock.day(), isPrimary: false });
    assert.deepEqual(await b.refund(id), { outcome: "done" });
    assert.equal(await a.creditBalance(acct.accountId), 1);
    await a.close();
    await b.close();
  });

  async function runWorkers(file: string, jobs: Array<Omit<ReserveJob, "path" | "start">>): Promise<ReserveReport[]> {
    const start = new SharedArrayBuffer(4);
    const workers = jobs.map((job) => new Worker(path.join(helpers, "sqlite-reserve-worker.js"), { workerData: { ...job, path: file, start } }));
    const ready = workers.map((w) => new Promise<void>((resolve) => w.once("message", () => resolve())));
    const reports = workers.map(
      (w) =>
        new Promise<ReserveReport>((resolve, reject) => {
          let seenReady = false;
          w.on("message", (m: unknown) => {
            if (!seenReady) seenReady = true;
            else resolve(m as ReserveReport);
          });
          w.once("error", reject);
        }),
    );
    await Promise.all(ready);
    const flag = new Int32Array(start);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    return Promise.all(reports);
  }

  test("four threads, each with its own connection, contending for real: still exactly 130 and 10", async (t) => {
    const file = freshFile();
    const setup = new SqliteStore({ path: file });
    const acct = await makeAccount(setup, "threads@example.com", 30);
    const other = await makeAccount(setup, "threads-additional@example.com", 10);
    await setup.close();
    const dayKey = utcDayKey(Date.now());
    const reports = await runWorkers(
      file,
      [0, 1, 2, 3].map((w) => ({ accountId: acct.accountId, tokenId: acct.primary.id, isPrimary: true, dayKey, count: 100, prefix: `p-w${w}` })),
    );
    t.diagnostic(`admitted per thread (primary, 30 credits): ${reports.map((r) => `${r.free} free + ${r.credit} credit`).join(", ")}`);
    assert.equal(reports.reduce((n, r) => n + r.admitted, 0), 130);
    assert.equal(reports.reduce((n, r) => n + r.free, 0), 100);
    assert.equal(reports.reduce((n, r) => n + r.credit, 0), 30);
    assert.equal(reports.reduce((n, r) => n + r.refused, 0), 270);
    const additional = await runWorkers(
      file,
      [0, 1, 2, 3].map((w) => ({ accountId: other.accountId, tokenId: other.additional.id, isPrimary: false, dayKey, count: 100, prefix: `a-w${w}` })),
    );
    t.diagnostic(`admitted per thread (additional, 10 credits): ${additional.map((r) => r.admitted).join(", ")}`);
    assert.equal(additional.reduce((n, r) => n + r.admitted, 0), 10);
    const check = new SqliteStore({ path: file });
    assert.equal(await check.creditBalance(acct.accountId), 0);
    assert.equal(await check.creditBalance(other.accountId), 0);
    assert.deepEqual(await check.ledgerCounts({ accountId: acct.accountId }), { reserved: 130, charged: 0, refunded: 0 });
    assert.deepEqual(await check.ledgerCounts({ accountId: other.accountId }), { reserved: 10, charged: 0, refunded: 0 });
    await check.close();
  });

  test("four threads racing through a larger budget interleave and still admit exactly free + credits", async (t) => {
    const file = freshFile();
    const setup = new SqliteStore({ path: file });
    const acct = await makeAccount(setup, "threads-large@example.com", 1500);
    await setup.close();
    const dayKey = utcDayKey(Date.now());
    const reports = await runWorkers(
      file,
      [0, 1, 2, 3].map((w) => ({ accountId: acct.accountId, tokenId: acct.primary.id, isPrimary: true, dayKey, count: 600, prefix: `l-w${w}` })),
    );
    t.diagnostic(`admitted per thread (2,400 attempts, 100 free + 1,500 credits): ${reports.map((r) => r.admitted).join(", ")}`);
    assert.equal(reports.reduce((n, r) => n + r.admitted, 0), 1600);
    assert.equal(reports.reduce((n, r) => n + r.free, 0), 100);
    // How often consecutive ledger rows come from different threads: 3 would mean the
    // threads ran one after another; more means they really contended.
    const raw = new Database(file, { readonly: true });
    const order = raw.prepare<[], { request_id: string }>("SELECT request_id FROM ledger ORDER BY rowid").all().map((r) => r.request_id.split("-")[1]);
    raw.close();
    t.diagnostic(`thread switches between consecutive ledger rows: ${order.filter((w, i) => i > 0 && w !== order[i - 1]).length}`);
    const check = new SqliteStore({ path: file });
    assert.equal(await check.creditBalance(acct.accountId), 0);
    assert.deepEqual(await check.ledgerCounts({ accountId: acct.accountId }), { reserved: 1600, charged: 0, refunded: 0 });
    await check.close();
  });

  test("a process killed with SIGKILL mid-load: committed charges stay, pending ones are refunded at start-up", async () => {
    const file = freshFile();
    const setup = new SqliteStore({ path: file });
    const acct = await makeAccount(setup, "crash@example.com", 5);
    await setup.close();
    const dayKey = utcDayKey(Date.now());
    const child = spawnSync(
      process.execPath,
      [path.join(helpers, "sqlite-crash-child.js"), JSON.stringify({ path: file, accountId: acct.accountId, tokenId: acct.primary.id, dayKey, reserve: 103, commit: 60 })],
      { encoding: "utf8", timeout: 30_000 },
    );
    assert.equal(child.signal, "SIGKILL", child.stderr);
    assert.deepEqual(JSON.parse(child.stdout.trim()), { reserved: 103 });

    const restarted = new SqliteStore({ path: file });
    assert.deepEqual(await restarted.ledgerCounts(), { reserved: 43, charged: 60, refunded: 0 }, "nothing lost in the crash");
    assert.equal(await restarted.refundPendingReservations(), 43);
    assert.deepEqual(await restarted.ledgerCounts(), { reserved: 0, charged: 60, refunded: 43 });
    assert.equal(await restarted.freeUsedOn(acct.accountId, dayKey), 60, "only the 60 committed free units stay used");
    assert.equal(await restarted.creditBalance(acct.accountId), 5, "the 3 reserved credits came back");
    await restarted.close();
  });
});

describe("openStore and DATABASE_URL", () => {
  test("file paths and sqlite: URLs open SQLite; missing folders are created", async () => {
    const nested = path.join(tmp, "a", "b", "ce.sqlite");
    const s1 = await openStore(nested);
    assert.equal(s1.kind, "sqlite");
    await s1.ping();
    await s1.close();
    const s2 = await openStore(`sqlite:${nested}`);
    await s2.close();
    const s3 = await openStore("sqlite::memory:");
    await s3.close();
    assert.deepEqual(parseDatabaseUrl("./data/ce.sqlite"), { kind: "sqlite", path: "./data/ce.sqlite" });
    assert.deepEqual(parseDatabaseUrl("sqlite:data/ce.sqlite"), { kind: "sqlite", path: "data/ce.sqlite" });
    assert.deepEqual(parseDatabaseUrl("sqlite:///var/lib/ce/db.sqlite"), { kind: "sqlite", path: "/var/lib/ce/db.sqlite" });
    assert.deepEqual(parseDatabaseUrl(":memory:"), { kind: "sqlite", path: ":memory:" });
  });

  test("empty values, unknown schemes and sqlite://host are refused", async () => {
    await assert.rejects(openStore(""), /empty/);
    await assert.rejects(openStore("mysql://u:p@h/db"), /not supported: mysql/);
    await assert.rejects(openStore("sqlite://relative.db"), /sqlite:relative\/path/);
    await assert.rejects(openStore("sqlite:"), /names no file/);
  });
});
