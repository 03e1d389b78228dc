/**
 * The worker entries piscina loads (server/extract-worker-entry.cts,
 * cli/batch-worker-entry.cts) load the extractor without `require(esm)`: Node 20 aborts
 * the whole process when a worker is terminated while `require` instantiates an ES
 * module (extract/dom/tokenizer.ts). Each entry runs here in workers started with
 * `--no-experimental-require-module`, where any `require` of an ES module throws
 * ERR_REQUIRE_ESM at once, so a task only succeeds if nothing on the way used it.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { DECISION, type WorkerAnswer, type WorkerTask } from "../../src/server/worker-protocol.js";

const NO_REQUIRE_ESM = ["--no-experimental-require-module"];
const HTML = "<html><head><title>Entry test</title></head><body><article><h1>Entry test</h1><p>The worker loaded its extractor with import() and extracted this paragraph of text for the test.</p></article></body></html>";

/** A one-thread pool on the entry `file` (relative to this test's folder), with require(esm) off, for `use`. */
async function withEntryPool<T, R>(file: string, use: (pool: Piscina<T, R>) => Promise<void>): Promise<void> {
  const pool = new Piscina<T, R>({ filename: new URL(file, import.meta.url).href, minThreads: 1, maxThreads: 1, execArgv: NO_REQUIRE_ESM });
  try {
    await use(pool);
  } finally {
    await pool.destroy();
  }
}

test("the server's worker entry extracts in a worker where require(esm) is off", async () => {
  await withEntryPool<WorkerTask, WorkerAnswer>("../../src/server/extract-worker-entry.cjs", async (pool) => {
    const { port1, port2 } = new MessageChannel();
    const decision = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(decision, 0, DECISION.go);
    const body = new TextEncoder().encode(JSON.stringify({ html: HTML }));
    const answer = await pool.run({ body, port: port2, decision }, { transferList: [port2] });
    port1.close();
    assert.equal(answer.kind, "done");
    assert.match(answer.kind === "done" ? answer.json : "", /extracted this paragraph/);
  });
});

test("the batch worker entry extracts in a worker where require(esm) is off", async () => {
  await withEntryPool<string, string>("../../src/cli/batch-worker-entry.cjs", async (pool) => {
    const line = await pool.run(JSON.stringify({ id: "one", html: HTML }));
    const record = JSON.parse(line) as { id: string; content?: string; error?: unknown };
    assert.equal(record.id, "one");
    assert.equal(record.error, undefined);
    assert.match(record.content ?? "", /extracted this paragraph/);
  });
});
