/** The server's small pure parts: configuration, the burst limiter, URL and field checks. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { availableParallelism } from "node:os";
import { BurstLimiter } from "../../src/server/burst.js";
import { ConfigError, loadConfig } from "../../src/server/config.js";
import { ERROR_CATALOGUE, ERROR_CODES } from "../../src/server/errors.js";
import { checkPageUrl, fieldErrorsFromAjv } from "../../src/server/validation.js";
import { extractionWorkerLimits, serverMemoryCeilingMb } from "../../src/extract/worker-heap.js";

test("config: documented defaults from an empty environment", () => {
  const c = loadConfig({});
  assert.equal(c.port, 8080);
  assert.equal(c.host, "127.0.0.1");
  assert.equal(c.databaseUrl, "./data/ce.sqlite");
  assert.equal(c.workers, availableParallelism());
  assert.equal(c.queueLimit, 64 * c.workers);
  assert.equal(c.extractTimeoutMs, 10_000);
  assert.equal(c.burstPerSecond, 20);
  assert.equal(c.logLevel, "info");
  assert.equal(c.shutdownTimeoutMs, 15_000);
  assert.equal(c.workerYoungGenerationMb, 48);
  assert.equal(c.workerHeapMb, 128);
  assert.deepEqual(c.dashboard, { signup: "open", secureCookies: true });
});

test("config: the dashboard's SIGNUP and DASHBOARD_SECURE_COOKIES", () => {
  assert.deepEqual(loadConfig({ SIGNUP: " Closed ", DASHBOARD_SECURE_COOKIES: "false" }).dashboard, { signup: "closed", secureCookies: false });
  for (const [name, value] of [["SIGNUP", "maybe"], ["DASHBOARD_SECURE_COOKIES", "0"]]) {
    assert.throws(() => loadConfig({ [name!]: value }), (err: unknown) => err instanceof ConfigError && err.message.startsWith(`${name}=`), `${name}=${value}`);
  }
});

test("worker heap limits: the extraction young generation by default, V8's own with 0; the heap limit as given", () => {
  assert.deepEqual(extractionWorkerLimits(), { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 48 });
  assert.deepEqual(extractionWorkerLimits(96), { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 96 });
  assert.deepEqual(extractionWorkerLimits(0), { maxOldGenerationSizeMb: 128 });
  assert.deepEqual(extractionWorkerLimits(undefined, 1024), { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 48 });
});

test("memory ceiling: main thread plus each worker's heap limit, young generation and what it holds outside them", () => {
  assert.equal(serverMemoryCeilingMb(2, 128, 48), 96 + 2 * (128 + 48 + 12));
  assert.equal(serverMemoryCeilingMb(2, 128, 0), serverMemoryCeilingMb(2, 128, 48), "0 is V8's default, 48 MiB on 64-bit");
  assert.ok(serverMemoryCeilingMb(2, 128, 48) <= 512, "the defaults fit a 512 MiB container");
  assert.equal(loadConfig({}).workerHeapMb, 128);
});

test("config: values are read, trimmed and checked; overrides win", () => {
  const c = loadConfig(
    { PORT: " 9000 ", HOST: "0.0.0.0", DATABASE_URL: "/tmp/x.sqlite", WORKERS: "3", QUEUE_LIMIT: "0", EXTRACT_TIMEOUT_MS: "2500", BURST_PER_SECOND: "0", LOG_LEVEL: "WARN", WORKER_YOUNG_GENERATION_MB: "0", WORKER_HEAP_MB: "256" },
    { port: 1234 },
  );
  assert.deepEqual(
    { ...c },
    {
      port: 1234,
      host: "0.0.0.0",
      databaseUrl: "/tmp/x.sqlite",
      workers: 3,
      queueLimit: 0,
      extractTimeoutMs: 2500,
      burstPerSecond: 0,
      logLevel: "warn",
      shutdownTimeoutMs: 7500,
      workerYoungGenerationMb: 0,
      workerHeapMb: 256,
      dashboard: { signup: "open", secureCookies: true },
    },
  );
  for (const [name, value] of [["PORT", "70000"], ["PORT", "80a"], ["WORKERS", "0"], ["QUEUE_LIMIT", "-1"], ["EXTRACT_TIMEOUT_MS", "1.5"], ["BURST_PER_SECOND", "x"], ["LOG_LEVEL", "verbose"], ["WORKER_YOUNG_GENERATION_MB", "4"], ["WORKER_YOUNG_GENERATION_MB", "-1"], ["WORKER_HEAP_MB", "16"], ["WORKER_HEAP_MB", "12.5"]]) {
    assert.throws(() => loadConfig({ [name!]: value }), (err: unknown) => err instanceof ConfigError && err.message.startsWith(`${name}=`), `${name}=${value}`);
  }
});

test("burst limiter: a burst of N, then N per second; 0 switches it off; tokens are separate", () => {
  let now = 0;
  const limiter = new BurstLimiter(5, () => now);
  const takes = (id: number, n: number) => Array.from({ length: n }, () => limiter.take(id).ok);
  assert.deepEqual(takes(1, 6), [true, true, true, true, true, false]);
  assert.deepEqual(takes(2, 5), [true, true, true, true, true], "another token has its own bucket");
  const refused = limiter.take(1);
  assert.equal(refused.ok, false);
  assert.equal(refused.ok ? 0 : refused.retryAfterSeconds, 1);
  now += 200; // one request refilled at 5/s
  assert.deepEqual(takes(1, 2), [true, false]);
  now += 10_000; // never more than the burst
  assert.deepEqual(takes(1, 6), [true, true, true, true, true, false]);
  const off = new BurstLimiter(0, () => now);
  assert.ok(Array.from({ length: 1000 }, () => off.take(1).ok).every(Boolean));
  const slow = new BurstLimiter(1, () => now);
  slow.take(9);
  const r = slow.take(9);
  assert.equal(r.ok ? 0 : r.retryAfterSeconds, 1);
});

test("page url: absolute http(s) with a host only", () => {
  for (const ok of ["http://example.com", "https://example.com/a?b=c#d", "HTTPS://EXAMPLE.COM/x", "http://[::1]:8080/"]) assert.equal(checkPageUrl(ok), null, ok);
  for (const bad of ["example.com/a", "//example.com/a", "ftp://example.com", "javascript:alert(1)", "http:/example.com", "http://", "https://exa mple.com"]) {
    assert.deepEqual(checkPageUrl(bad), { pointer: "/url", detail: "must be an absolute http or https URL" }, bad);
  }
  assert.equal(checkPageUrl(undefined), null);
});

test("validator findings become one pointer and sentence per field", () => {
  const errors = fieldErrorsFromAjv([
    { keyword: "required", instancePath: "", params: { missingProperty: "html" } },
    { keyword: "enum", instancePath: "/contentTypeHint", params: {} },
    { keyword: "pattern", instancePath: "/contentTypeHint", params: {} },
    { keyword: "weird", instancePath: "/other", params: {}, message: "must be weird" },
  ]);
  assert.deepEqual(errors, [
    { pointer: "/html", detail: "is required" },
    { pointer: "/contentTypeHint", detail: "is not valid" },
    { pointer: "/other", detail: "must be weird" },
  ]);
});

test("error catalogue: the DECISIONS.md table, code by code", () => {
  const table: Record<string, number> = {
    invalid_json: 400, validation_failed: 400, missing_token: 401, invalid_token: 401, insufficient_credits: 402, not_found: 404,
    method_not_allowed: 405, payload_too_large: 413, unsupported_media_type: 415, rate_limited: 429, overloaded: 503,
    extraction_timeout: 504, internal_error: 500,
  };
  assert.deepEqual(Object.fromEntries(ERROR_CODES.map((c) => [c, ERROR_CATALOGUE[c].status])), table);
});
