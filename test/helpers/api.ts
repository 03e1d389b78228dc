/**
 * A real app for route tests: an in-memory SQLite store, a real extraction pool, a clock
 * the test moves, and log lines captured in memory (to check no token or HTML is logged).
 */
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app.js";
import { ExtractionPool } from "../../src/server/pool.js";
import { SqliteStore } from "../../src/store/sqlite.js";
import type { Store } from "../../src/store/store.js";
import { ManualClock, makeAccount, type Fixture } from "./store-contract.js";

export const START = "2026-11-22T10:00:00Z";

export interface TestApi extends Fixture {
  readonly app: FastifyInstance;
  readonly pool: ExtractionPool;
  readonly logs: string[];
  close(): Promise<void>;
}

export interface TestApiOptions {
  readonly credits?: number;
  readonly burstPerSecond?: number;
  readonly pool?: ExtractionPool;
  readonly timeoutMs?: number;
  readonly queueLimit?: number;
  readonly workers?: number;
}

export async function makeTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const clock = new ManualClock(Date.parse(START));
  const store: Store = new SqliteStore({ path: ":memory:", clock: clock.clock });
  const account = await makeAccount(store, "test@example.com", options.credits ?? 0);
  const ownPool = options.pool === undefined;
  const pool = options.pool ?? new ExtractionPool({ workers: options.workers ?? 1, queueLimit: options.queueLimit ?? 64, timeoutMs: options.timeoutMs ?? 10_000 });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString("utf8"));
      cb();
    },
  });
  const app = await buildApp({ store, pool, clock: clock.clock, burstPerSecond: options.burstPerSecond ?? 0, logLevel: "info", logStream, processMetrics: false });
  return {
    ...account,
    store,
    clock,
    app,
    pool,
    logs,
    async close() {
      await app.close();
      if (ownPool) await pool.close();
      await store.close();
    },
  };
}

export const PARA = "This paragraph is long enough, with commas and clauses, to be scored as real article prose by the extractor.";

export function articleHtml(title = "A story worth reading"): string {
  return (
    `<!doctype html><html lang="en"><head><title>${title} | Example News</title></head><body>` +
    `<nav><a href="/">Home</a> <a href="/world">World</a></nav>` +
    `<article><h1>${title}</h1><p>${PARA} One.</p><p>${PARA} Two.</p><p>${PARA} Three.</p></article>` +
    `<footer>Copyright Example News</footer></body></html>`
  );
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** POST /v1/extract with a JSON body (a string is sent as is). */
export function postExtract(api: TestApi, token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: "POST",
    url: "/v1/extract",
    headers: { "content-type": "application/json", ...(token === null ? {} : bearer(token)), ...headers },
    payload: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  requestId: string;
  errors?: Array<{ pointer: string; detail: string }>;
}

export function problemOf(res: LightMyRequestResponse): Problem {
  return JSON.parse(res.body) as Problem;
}

/** About 2 MiB of many small nested blocks: hundreds of milliseconds of real extraction. */
export function heavyHtml(): string {
  const block = `<div class="c"><p>${"word ".repeat(20)}<a href="/x">link</a> <b>bold</b></p></div>`;
  return `<html><body>${block.repeat(Math.floor((2 * 1024 * 1024 - 100) / block.length))}</body></html>`;
}
