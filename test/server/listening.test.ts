/**
 * Against a real listening server (`ce serve` in a child process, SQLite file):
 * exact admission under 400 concurrent requests, crash safety under kill -9, and a
 * graceful SIGTERM; in process, that a 200 is written before its charge is recorded. Burst limit off (BURST_PER_SECOND=0) where the test floods.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import http from "node:http";
import { buildApp } from "../../src/server/app.js";
import { ExtractionPool } from "../../src/server/pool.js";
import { SqliteStore } from "../../src/store/sqlite.js";
import { articleHtml, heavyHtml } from "../helpers/api.js";
import { makeAccount } from "../helpers/store-contract.js";
import { adminJson, startServerProcess } from "../helpers/server-process.js";

/** As many sockets as requests: every request of a burst is really concurrent. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function withTempDb(fn: (db: string) => Promise<void>): () => Promise<void> {
  return async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ce-listen-"));
    try {
      await fn(path.join(dir, "ce.sqlite"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

const BODY = JSON.stringify({ html: articleHtml("Concurrent requests on one account") });

/** One POST; resolves to the status, or 0 when no complete response arrived. */
function post(url: string, token: string, viaAgent: http.Agent = agent, body: string = BODY): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/v1/extract`,
      { method: "POST", agent: viaAgent, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.complete ? (res.statusCode ?? 0) : 0));
        res.on("error", () => resolve(0));
        res.on("aborted", () => resolve(0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

describe("a real listening server", () => {
  test(
    "400 concurrent requests on 100 free + 30 credits: exactly 130 succeed; an additional token with 10 credits: exactly 10",
    { timeout: 180_000 },
    withTempDb(async (db) => {
      const { accountId, primaryToken } = adminJson<{ accountId: number; primaryToken: string }>(db, ["account", "create", "--email", "load@example.com"]);
      adminJson(db, ["credits", "grant", "--account", String(accountId), "--amount", "30"]);
      const other = adminJson<{ accountId: number }>(db, ["account", "create", "--email", "other@example.com"]);
      const { token: additional } = adminJson<{ token: string }>(db, ["token", "create", "--account", String(other.accountId)]);
      adminJson(db, ["credits", "grant", "--account", String(other.accountId), "--amount", "10"]);

      const server = await startServerProcess({ DATABASE_URL: db, BURST_PER_SECOND: "0", WORKERS: "2", QUEUE_LIMIT: "1000" });
      try {
        const statuses = await Promise.all(Array.from({ length: 400 }, () => post(server.url, primaryToken)));
        assert.deepEqual(tally(statuses), { 200: 130, 402: 270 });
        const extra = await Promise.all(Array.from({ length: 60 }, () => post(server.url, additional)));
        assert.deepEqual(tally(extra), { 200: 10, 402: 50 });
      } finally {
        assert.equal(await server.stop(), 0);
      }
      const usage = adminJson<{ freeUsedToday: number; credits: number }>(db, ["usage", "--account", String(accountId)]);
      assert.equal(usage.freeUsedToday, 100);
      assert.equal(usage.credits, 0);
      assert.equal(adminJson<{ credits: number }>(db, ["usage", "--account", String(other.accountId)]).credits, 0);
      const store = new SqliteStore({ path: db });
      try {
        assert.deepEqual(await store.ledgerCounts({ accountId }), { reserved: 0, charged: 130, refunded: 0 });
        assert.deepEqual(await store.ledgerCounts({ accountId: other.accountId }), { reserved: 0, charged: 10, refunded: 0 });
      } finally {
        await store.close();
      }
    }),
  );

  test(
    "kill -9 under load, restart on the same database: never charged for a 200 the client did not receive",
    { timeout: 180_000 },
    withTempDb(async (db) => {
      const { accountId, primaryToken } = adminJson<{ accountId: number; primaryToken: string }>(db, ["account", "create", "--email", "crash@example.com"]);
      adminJson(db, ["credits", "grant", "--account", String(accountId), "--amount", "100000"]);
      const server = await startServerProcess({ DATABASE_URL: db, BURST_PER_SECOND: "0", WORKERS: "2" });
      const statuses: number[] = [];
      let running = true;
      const clients = Array.from({ length: 16 }, async () => {
        // An agent per client, one socket each: nothing is retried after the kill.
        const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
        while (running) statuses.push(await post(server.url, primaryToken, own));
        own.destroy();
      });
      // Let the load build up, then kill while requests are in every stage.
      while (statuses.filter((s) => s === 200).length < 150) await new Promise((r) => setTimeout(r, 10));
      await server.kill();
      running = false;
      await Promise.all(clients);
      const ok = statuses.filter((s) => s === 200).length;
      assert.ok(statuses.some((s) => s === 0), "some requests were cut off by the kill");

      const restarted = await startServerProcess({ DATABASE_URL: db });
      try {
        assert.equal(restarted.firstToken, null, "no new local account on a database that has accounts");
      } finally {
        assert.equal(await restarted.stop(), 0);
      }
      const store = new SqliteStore({ path: db });
      try {
        const counts = await store.ledgerCounts({ accountId });
        assert.equal(counts.reserved, 0, "reservations left by the kill were refunded at start-up");
        // The answer is written before the charge is recorded, so a kill in between can
        // only leave a client with a 200 it does not pay for: one per client at most.
        assert.ok(counts.charged <= ok, `charged ${counts.charged} but the clients received only ${ok} 200s`);
        assert.ok(ok - counts.charged <= 16, `charged ${counts.charged}, received ${ok}: more unpaid 200s than requests in flight`);
        // What was taken: free units of the day plus credits (a refunded free unit may have
        // been followed by credit charges, so the split need not be 100 + rest).
        const day = new Date().toISOString().slice(0, 10);
        const taken = (await store.freeUsedOn(accountId, day)) + (100000 - (await store.creditBalance(accountId)));
        assert.equal(taken, counts.charged, "exactly what was charged is taken");
      } finally {
        await store.close();
      }
    }),
  );

  test(
    "SIGTERM: in-flight requests finish, then the process exits 0",
    { timeout: 120_000 },
    withTempDb(async (db) => {
      const server = await startServerProcess({ DATABASE_URL: db, WORKERS: "1" });
      const token = server.firstToken;
      assert.ok(token !== null, "first start prints a token");
      const slow = post(server.url, token, new http.Agent(), JSON.stringify({ html: heavyHtml() }));
      // SIGTERM once the request is being extracted (a fixed pause could stop the server
      // before a slow machine has even delivered the request).
      const running = async (): Promise<boolean> => /^ce_extraction_running 1$/m.test(await (await fetch(`${server.url}/metrics`)).text());
      const deadline = Date.now() + 30_000;
      while (!(await running())) {
        assert.ok(Date.now() < deadline, "the request reached a worker within 30 s");
        await new Promise((r) => setTimeout(r, 5));
      }
      const exit = server.stop();
      assert.equal(await slow, 200);
      assert.equal(await exit, 0);
      await assert.rejects(fetch(`${server.url}/healthz`), "no longer listening");
      const store = new SqliteStore({ path: db });
      try {
        assert.deepEqual(await store.ledgerCounts(), { reserved: 0, charged: 1, refunded: 0 });
      } finally {
        await store.close();
      }
    }),
  );

  test(
    "documents past the workers' heap limit: 504 each, the server lives on, only the 200s are charged; the banner states the ceiling",
    { timeout: 180_000 },
    withTempDb(async (db) => {
      const { accountId, primaryToken } = adminJson<{ accountId: number; primaryToken: string }>(db, ["account", "create", "--email", "heap@example.com"]);
      adminJson(db, ["credits", "grant", "--account", String(accountId), "--amount", "3"]);
      // 32 MiB per worker (WORKER_HEAP_MB's floor): a page fits, a 2 MiB document of
      // 25,000 blocks does not.
      const server = await startServerProcess({ DATABASE_URL: db, BURST_PER_SECOND: "0", WORKERS: "2", WORKER_HEAP_MB: "32" });
      try {
        assert.match(server.stderr(), /memory: 2 worker\(s\) x \(heap limit 32 MiB \+ young generation 48 MiB\); ceiling about 280 MiB/);
        const heavy = JSON.stringify({ html: heavyHtml() });
        // Both workers out of memory at once, pages beside them.
        const statuses = await Promise.all([
          ...Array.from({ length: 4 }, () => post(server.url, primaryToken, agent, heavy)),
          ...Array.from({ length: 4 }, () => post(server.url, primaryToken)),
        ]);
        assert.deepEqual(statuses, [504, 504, 504, 504, 200, 200, 200, 200]);
        assert.equal(server.child.exitCode, null, "the server is alive");
        assert.equal(await post(server.url, primaryToken), 200, "and keeps serving");
        assert.match(await (await fetch(`${server.url}/metrics`)).text(), /^ce_extraction_out_of_memory 4$/m);
      } finally {
        assert.equal(await server.stop(), 0);
      }
      const store = new SqliteStore({ path: db });
      try {
        assert.deepEqual(await store.ledgerCounts({ accountId }), { reserved: 0, charged: 5, refunded: 4 });
        const day = new Date().toISOString().slice(0, 10);
        assert.equal(await store.freeUsedOn(accountId, day), 5, "the five 200s, from the free allowance");
        assert.equal(await store.creditBalance(accountId), 3, "no credit taken");
      } finally {
        await store.close();
      }
    }),
  );

  test("the charge is recorded only after the client has the whole 200", { timeout: 60_000 }, async () => {
    // A store whose commit waits until the client has read the complete response. Had the
    // server committed before writing, the answer would wait for the commit and the commit
    // for the answer: the gate times out and the test fails. No commitSync, so the
    // PostgreSQL (asynchronous) path is the one exercised; the synchronous one sits in
    // the same 'finish' listener.
    const sqlite = new SqliteStore({ path: ":memory:" });
    let received: () => void = () => {};
    const clientHasIt = new Promise<void>((resolve) => (received = resolve));
    const commitsSeen: string[] = [];
    const gated = new Proxy(sqlite, {
      get(target, key, receiver) {
        if (key === "commitSync") return undefined;
        if (key === "commit") {
          return async (requestId: string) => {
            const outcome = await Promise.race([clientHasIt.then(() => "after"), new Promise<string>((r) => setTimeout(() => r("before"), 5_000))]);
            commitsSeen.push(outcome);
            return target.commit(requestId);
          };
        }
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const account = await makeAccount(gated, "order@example.com");
    const pool = new ExtractionPool({ workers: 1, queueLimit: 8, timeoutMs: 10_000 });
    const app = await buildApp({ store: gated, pool, burstPerSecond: 0, logLevel: "silent", processMetrics: false });
    try {
      const url = await app.listen({ port: 0, host: "127.0.0.1" });
      const status = await post(url, account.primary.token, new http.Agent());
      received();
      assert.equal(status, 200);
      await app.close();
      assert.deepEqual(commitsSeen, ["after"], "the commit ran once, after the client had the answer");
      assert.deepEqual(await sqlite.ledgerCounts(), { reserved: 0, charged: 1, refunded: 0 }, "closing the app waited for the commit");
    } finally {
      await app.close();
      await pool.close();
      await sqlite.close();
    }
  });
});
