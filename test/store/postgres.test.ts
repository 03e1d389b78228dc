/**
 * The PostgreSQL store, on the server TEST_DATABASE_URL names (.ci/run starts one): the
 * shared Store contract on a fresh schema per test, then what only a shared database
 * shows: migrations racing at open, two Store instances and four processes on one
 * database staying exact, a SIGKILLed process whose pending reservations are refunded,
 * two instances sweeping at once, and `ce admin` + two `ce serve` processes on one
 * database. Without TEST_DATABASE_URL these fail under CI (CI must run them) and are
 * skipped, saying why, elsewhere.
 */
import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PostgresStore } from "../../src/store/postgres.js";
import { describeDatabaseUrl, openStore, parseDatabaseUrl } from "../../src/store/index.js";
import { loadConfig } from "../../src/server/config.js";
import { abandonedReservationAgeMs, startServer } from "../../src/server/main.js";
import { utcDayKey } from "../../src/usage/allowance.js";
import { articleHtml } from "../helpers/api.js";
import { NO_TEST_DATABASE, TestSchemas, testDatabaseUrl } from "../helpers/postgres.js";
import type { PostgresReserveJob, PostgresReserveReport } from "../helpers/postgres-reserve-child.js";
import { adminJson, startServerProcess } from "../helpers/server-process.js";
import { ManualClock, makeAccount, newRequestId, storeContract } from "../helpers/store-contract.js";

const helpers = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "helpers");

describe("openStore and DATABASE_URL: PostgreSQL (no server needed)", () => {
  test("postgres:// and postgresql:// name PostgreSQL; what is printed has no user or password", () => {
    for (const url of ["postgres://u:secret@db/ce", "postgresql://u:secret@db/ce"]) assert.deepEqual(parseDatabaseUrl(url), { kind: "postgres", url });
    assert.equal(describeDatabaseUrl("postgres://u:secret@db.internal:6543/ce?sslmode=require"), "postgres://db.internal:6543/ce");
    assert.equal(describeDatabaseUrl("postgresql://db/ce"), "postgres://db:5432/ce");
    assert.equal(describeDatabaseUrl("./data/ce.sqlite"), "./data/ce.sqlite");
  });

  test("an unreachable server fails the open, naming host, port and database but never the password", async () => {
    for (const url of ["postgres://u:secret@127.0.0.1:1/ce", "postgresql://u:secret@127.0.0.1:1/ce"]) {
      await assert.rejects(openStore(url), (err: Error) => /^PostgreSQL at 127\.0\.0\.1:1\/ce: .*ECONNREFUSED/.test(err.message) && !err.message.includes("secret"));
    }
  });
});

const baseUrl = testDatabaseUrl();
if (baseUrl === null) {
  if (process.env.CI) {
    test("PostgreSQL store tests", () => assert.fail(`CI must run the PostgreSQL store tests, but ${NO_TEST_DATABASE}`));
  } else {
    test("PostgreSQL store tests", { skip: NO_TEST_DATABASE }, () => {});
  }
} else {
  postgresTests(baseUrl);
}

function postgresTests(baseUrl: string): void {
  const schemas = new TestSchemas(baseUrl);
  after(() => schemas.cleanup());

  storeContract("PostgreSQL", async ({ clock }) => PostgresStore.open({ connectionString: await schemas.fresh(), clock }));

  describe("PostgreSQL specifics", () => {
    test("the schema is at version 3; reopening keeps the data and does not re-run migrations", async () => {
      const url = await schemas.fresh();
      const a = await PostgresStore.open({ connectionString: url });
      assert.equal(await a.schemaVersion(), 3);
      const id = await a.createAccount("keep@example.com");
      await a.grantCredits(id, 3);
      await a.close();
      const b = await PostgresStore.open({ connectionString: url });
      assert.equal(await b.creditBalance(id), 3);
      assert.equal(await b.schemaVersion(), 3);
      await b.close();
      assert.deepEqual(await schemas.query(url, "SELECT version, name FROM schema_version ORDER BY version"), [{ version: 1, name: "initial" }, { version: 2, name: "dashboard" }, { version: 3, name: "sign-in links" }]);
    });

    test("eight stores opening a new database at the same moment migrate it exactly once (advisory lock)", async () => {
      const url = await schemas.fresh();
      const stores = await Promise.all(Array.from({ length: 8 }, () => PostgresStore.open({ connectionString: url })));
      assert.deepEqual(await schemas.query(url, "SELECT version FROM schema_version ORDER BY version"), [{ version: 1 }, { version: 2 }, { version: 3 }]);
      await stores[0]!.createAccount("one@example.com");
      assert.equal(await stores[7]!.countAccounts(), 1);
      await Promise.all(stores.map((s) => s.close()));
    });

    test("a database from a newer program is refused with a clear error", async () => {
      const url = await schemas.fresh();
      await (await PostgresStore.open({ connectionString: url })).close();
      await schemas.query(url, "INSERT INTO schema_version (version, name, applied_at) VALUES (99, 'future', now())");
      await assert.rejects(PostgresStore.open({ connectionString: url }), /schema version 99 is newer/);
    });

    test("constraints back the rules: credits and free counts cannot go negative", async () => {
      const url = await schemas.fresh();
      await (await PostgresStore.open({ connectionString: url })).close();
      await schemas.query(url, "INSERT INTO accounts (email, created_at) VALUES ('x@example.com', now())");
      await assert.rejects(schemas.query(url, "UPDATE accounts SET credits = -1"), /check constraint/);
      await assert.rejects(schemas.query(url, "INSERT INTO daily_usage (account_id, day, free_used) SELECT id, '2026-01-01', -1 FROM accounts"), /check constraint/);
    });

    test("two Store instances on one database: 400 interleaved reservations, 30 credits, exactly 130 admitted", async () => {
      const url = await schemas.fresh();
      const clock = new ManualClock(Date.parse("2026-11-22T12:00:00Z"));
      const [a, b] = await Promise.all([PostgresStore.open({ connectionString: url, clock: clock.clock }), PostgresStore.open({ connectionString: url, clock: clock.clock })]);
      try {
        const acct = await makeAccount(a, "two@example.com", 30);
        const stores = [a, b];
        const results = await Promise.all(
          Array.from({ length: 400 }, (_, i) =>
            stores[i % 2]!.reserve({ requestId: newRequestId(), tokenId: acct.primary.id, accountId: acct.accountId, dayKey: clock.day(), isPrimary: true }),
          ),
        );
        assert.equal(results.filter((r) => r.ok).length, 130);
        assert.equal(results.filter((r) => r.ok && r.took === "free").length, 100);
        assert.equal(await b.creditBalance(acct.accountId), 0);
        assert.equal(await b.freeUsedOn(acct.accountId, clock.day()), 100);
        assert.deepEqual(await a.ledgerCounts(), { reserved: 130, charged: 0, refunded: 0 });
        // A reservation made through one instance is refunded through the other.
        const id = newRequestId();
        await a.grantCredits(acct.accountId, 1);
        await a.reserve({ requestId: id, tokenId: acct.additional.id, accountId: acct.accountId, dayKey: clock.day(), isPrimary: false });
        assert.deepEqual(await b.refund(id), { outcome: "done" });
        assert.equal(await a.creditBalance(acct.accountId), 1);
      } finally {
        await a.close();
        await b.close();
      }
    });

    async function runProcesses(jobs: PostgresReserveJob[]): Promise<PostgresReserveReport[]> {
      const children = jobs.map((job) => spawn(process.execPath, [path.join(helpers, "postgres-reserve-child.js"), JSON.stringify(job)], { stdio: ["pipe", "pipe", "inherit"] }));
      const outputs = children.map((child) => {
        let out = "";
        child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
        return { child, out: () => out };
      });
      // Every process has connected and migrated before any starts reserving.
      while (!outputs.every((o) => o.out().startsWith("ready\n"))) {
        if (children.some((c) => c.exitCode !== null)) throw new Error("a reserving process exited before it was ready");
        await new Promise((r) => setTimeout(r, 10));
      }
      for (const c of children) c.stdin.end("go\n");
      await Promise.all(children.map(async (c) => assert.equal((await once(c, "exit"))[0], 0)));
      return outputs.map((o) => JSON.parse(o.out().slice("ready\n".length)) as PostgresReserveReport);
    }

    test("four processes, each with its own pool of connections: still exactly 130 and 10", async (t) => {
      const url = await schemas.fresh();
      const setup = await PostgresStore.open({ connectionString: url });
      const acct = await makeAccount(setup, "procs@example.com", 30);
      const other = await makeAccount(setup, "procs-additional@example.com", 10);
      const dayKey = utcDayKey(Date.now());
      const common = { url, dayKey, count: 100, inFlight: 8 };
      const reports = await runProcesses([0, 1, 2, 3].map((w) => ({ ...common, accountId: acct.accountId, tokenId: acct.primary.id, isPrimary: true, prefix: `p-w${w}` })));
      t.diagnostic(`admitted per process (primary, 30 credits): ${reports.map((r) => `${r.free} free + ${r.credit} credit`).join(", ")}`);
      assert.equal(reports.reduce((n, r) => n + r.admitted, 0), 130);
      assert.equal(reports.reduce((n, r) => n + r.free, 0), 100);
      assert.equal(reports.reduce((n, r) => n + r.credit, 0), 30);
      assert.equal(reports.reduce((n, r) => n + r.refused, 0), 270);
      const additional = await runProcesses(
        [0, 1, 2, 3].map((w) => ({ ...common, accountId: other.accountId, tokenId: other.additional.id, isPrimary: false, prefix: `a-w${w}` })),
      );
      t.diagnostic(`admitted per process (additional, 10 credits): ${additional.map((r) => r.admitted).join(", ")}`);
      assert.equal(additional.reduce((n, r) => n + r.admitted, 0), 10);
      assert.equal(await setup.creditBalance(acct.accountId), 0);
      assert.equal(await setup.creditBalance(other.accountId), 0);
      assert.equal(await setup.freeUsedOn(acct.accountId, dayKey), 100);
      assert.deepEqual(await setup.ledgerCounts({ accountId: acct.accountId }), { reserved: 130, charged: 0, refunded: 0 });
      assert.deepEqual(await setup.ledgerCounts({ accountId: other.accountId }), { reserved: 10, charged: 0, refunded: 0 });
      await setup.close();
    });

    test("a process killed with SIGKILL mid-reservations: committed charges stay, pending ones are refunded, charged == committed", async () => {
      const url = await schemas.fresh();
      const setup = await PostgresStore.open({ connectionString: url });
      const acct = await makeAccount(setup, "crash@example.com", 50);
      await setup.close();
      const dayKey = utcDayKey(Date.now());
      const job = { url, accountId: acct.accountId, tokenId: acct.primary.id, dayKey, reserve: 103, commit: 60, inFlight: 40, killAfter: 5 };
      const child = spawnSync(process.execPath, [path.join(helpers, "postgres-crash-child.js"), JSON.stringify(job)], { encoding: "utf8", timeout: 60_000 });
      assert.equal(child.signal, "SIGKILL", child.stderr);
      const report = JSON.parse(child.stdout.trim()) as { reserved: number; inFlightDone: number };
      assert.deepEqual(report, { reserved: 103, inFlightDone: 5 });

      const restarted = await PostgresStore.open({ connectionString: url });
      try {
        // 103 reserved one by one (100 free + 3 credits), the first 60 (free) committed;
        // of the 40 started at once, those whose transaction committed before the kill are
        // `reserved` too (at least the 5 reported), the others were rolled back with the
        // connection and took nothing.
        const before = await restarted.ledgerCounts();
        assert.equal(before.charged, 60, "nothing committed was lost in the crash");
        assert.equal(before.refunded, 0);
        assert.ok(before.reserved >= 43 + 5 && before.reserved <= 43 + 40, `reserved ${before.reserved}`);
        assert.equal(await restarted.creditBalance(acct.accountId), 50 - 3 - (before.reserved - 43), "credits taken == credit reservations recorded");
        assert.equal(await restarted.refundPendingReservations(), before.reserved);
        assert.deepEqual(await restarted.ledgerCounts(), { reserved: 0, charged: 60, refunded: before.reserved });
        assert.equal(await restarted.freeUsedOn(acct.accountId, dayKey), 60, "only the 60 committed free units stay used");
        assert.equal(await restarted.creditBalance(acct.accountId), 50, "every reserved credit came back");
        assert.equal(await restarted.refundPendingReservations(), 0, "idempotent");
      } finally {
        await restarted.close();
      }
    });

    test("two instances sweeping pending reservations at once refund each exactly once", async () => {
      const url = await schemas.fresh();
      const clock = new ManualClock(Date.parse("2026-11-22T12:00:00Z"));
      const [a, b] = await Promise.all([PostgresStore.open({ connectionString: url, clock: clock.clock }), PostgresStore.open({ connectionString: url, clock: clock.clock })]);
      try {
        const acct = await makeAccount(a, "sweep@example.com", 40);
        const reserve = (which: "primary" | "additional") =>
          a.reserve({ requestId: newRequestId(), tokenId: acct[which].id, accountId: acct.accountId, dayKey: clock.day(), isPrimary: which === "primary" });
        for (let i = 0; i < 30; i++) await reserve("primary");
        for (let i = 0; i < 30; i++) await reserve("additional");
        const [ra, rb] = await Promise.all([a.refundPendingReservations(), b.refundPendingReservations()]);
        assert.equal(ra + rb, 60);
        assert.deepEqual(await a.ledgerCounts(), { reserved: 0, charged: 0, refunded: 60 });
        assert.equal(await b.freeUsedOn(acct.accountId, clock.day()), 0);
        assert.equal(await b.creditBalance(acct.accountId), 40);
      } finally {
        await a.close();
        await b.close();
      }
    });

    test("ce serve on PostgreSQL refunds at start only reservations older than EXTRACT_TIMEOUT_MS + margin", async () => {
      const url = await schemas.fresh();
      const config = loadConfig({ DATABASE_URL: url, PORT: "0", WORKERS: "1", LOG_LEVEL: "silent" });
      const oldClock = new ManualClock(Date.now() - abandonedReservationAgeMs(config) - 5_000);
      const past = await PostgresStore.open({ connectionString: url, clock: oldClock.clock });
      const acct = await makeAccount(past, "instances@example.com", 10);
      const old = newRequestId();
      await past.reserve({ requestId: old, tokenId: acct.additional.id, accountId: acct.accountId, dayKey: oldClock.day(), isPrimary: false });
      await past.close();
      const live = await PostgresStore.open({ connectionString: url });
      const young = newRequestId();
      await live.reserve({ requestId: young, tokenId: acct.additional.id, accountId: acct.accountId, dayKey: utcDayKey(Date.now()), isPrimary: false });

      const server = await startServer(config);
      try {
        assert.equal(server.store.kind, "postgres");
        assert.equal(server.refundedAtStart, 1, "only the reservation no live request can still hold");
        assert.equal(server.firstToken, null, "the database has an account");
      } finally {
        await server.close();
      }
      assert.equal((await live.getLedgerEntry(old))?.state, "refunded");
      assert.equal((await live.getLedgerEntry(young))?.state, "reserved", "another instance's live request keeps its reservation");
      assert.equal(await live.creditBalance(acct.accountId), 9);
      await live.close();
    });

    test(
      "ce admin and two ce serve processes on one database: 400 concurrent requests across both admit exactly 130",
      { timeout: 180_000 },
      async () => {
        const url = await schemas.fresh();
        const first = await startServerProcess({ DATABASE_URL: url, BURST_PER_SECOND: "0", WORKERS: "2", QUEUE_LIMIT: "1000" });
        let second: Awaited<ReturnType<typeof startServerProcess>> | null = null;
        try {
          const credentials = `${new URL(url).username}:${new URL(url).password}@`;
          assert.ok(!first.stderr().includes(credentials), "the banner never shows the database password");
          assert.match(first.stderr(), /database postgres:\/\/127\.0\.0\.1:\d+\/\w+/);
          const token = first.firstToken;
          assert.ok(token !== null, "the first start on an empty database creates the local account");
          assert.equal(adminJson<{ credits: number }>(url, ["usage", "--account", "1"]).credits, 0);
          assert.deepEqual(adminJson(url, ["credits", "grant", "--account", "1", "--amount", "30"]), { accountId: 1, credits: 30 });
          second = await startServerProcess({ DATABASE_URL: url, BURST_PER_SECOND: "0", WORKERS: "2", QUEUE_LIMIT: "1000" });
          assert.equal(second.firstToken, null);
          const urls = [first.url, second.url];
          const statuses = await Promise.all(Array.from({ length: 400 }, (_, i) => post(urls[i % 2]!, token)));
          assert.deepEqual(tally(statuses), { 200: 130, 402: 270 });
        } finally {
          assert.equal(await first.stop(), 0);
          if (second !== null) assert.equal(await second.stop(), 0);
        }
        const usage = adminJson<{ freeUsedToday: number; credits: number }>(url, ["usage", "--account", "1"]);
        assert.deepEqual([usage.freeUsedToday, usage.credits], [100, 0]);
        const store = await PostgresStore.open({ connectionString: url });
        assert.deepEqual(await store.ledgerCounts(), { reserved: 0, charged: 130, refunded: 0 });
        await store.close();
      },
    );
  });
}

/** As many sockets as requests: every request of a burst is really concurrent. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const BODY = JSON.stringify({ html: articleHtml("Concurrent requests across two instances") });

/** One POST /v1/extract; resolves to the status, or 0 when no complete response arrived. */
function post(url: string, token: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/v1/extract`,
      { method: "POST", agent, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(BODY) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.complete ? (res.statusCode ?? 0) : 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(BODY);
  });
}

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}
