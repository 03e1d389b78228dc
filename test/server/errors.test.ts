/**
 * Every row of the DECISIONS.md error table, each with the real bad request: status,
 * `code`, problem+json shape, headers, and that nothing was charged.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { HTML_MAX_BYTES } from "../../src/server/limits.js";
import { ExtractionPool } from "../../src/server/pool.js";
import { deactivateTokenByValue } from "../../src/usage/accounts.js";
import { generateToken } from "../../src/usage/token.js";
import { articleHtml, bearer, heavyHtml, makeTestApi, postExtract, problemOf, type TestApi } from "../helpers/api.js";

const CREDITS = 5;

function assertProblem(res: LightMyRequestResponse, status: number, code: string): void {
  assert.equal(res.statusCode, status, `status for ${code}: ${res.body.slice(0, 300)}`);
  assert.match(String(res.headers["content-type"]), /^application\/problem\+json/);
  const p = problemOf(res);
  assert.equal(p.code, code);
  assert.equal(p.status, status);
  assert.equal(p.type, `/docs#error-${code}`);
  assert.equal(typeof p.title, "string");
  assert.ok(p.detail.length > 0);
  assert.match(String(res.headers["x-request-id"]), /^[0-9a-f-]{36}$/);
  assert.equal(p.requestId, res.headers["x-request-id"]);
  assert.doesNotMatch(res.body, /at .*\.js:\d+/, "no stack trace in the body");
}

async function assertNothingCharged(api: TestApi): Promise<void> {
  const counts = await api.store.ledgerCounts();
  assert.equal(counts.charged, 0, "nothing charged");
  assert.equal(counts.reserved, 0, "nothing left reserved");
  assert.equal(await api.store.creditBalance(api.accountId), CREDITS);
  assert.equal(await api.store.freeUsedOn(api.accountId, api.clock.day()), 0);
}

function assertAllowanceHeaders(res: LightMyRequestResponse): void {
  assert.equal(res.headers["ratelimit-policy"], '"daily";q=100;w=86400');
  assert.match(String(res.headers["ratelimit"]), /^"daily";r=\d+;t=\d+$/);
  assert.match(String(res.headers["x-credits-remaining"]), /^\d+$/);
}

describe("error table (DECISIONS.md), one real bad request per row", () => {
  let api: TestApi;
  before(async () => {
    api = await makeTestApi({ credits: CREDITS });
  });
  after(async () => {
    await assertNothingCharged(api);
    await api.close();
  });

  describe("400 invalid_json", () => {
    const cases: Array<[string, string]> = [
      ["truncated JSON", '{"html": "<p>hello</p>"'],
      ["a JSON array", '[{"html": "<p>hello</p>"}]'],
      ["a JSON string", '"<p>hello</p>"'],
      ["JSON null", "null"],
      ["an empty body", ""],
      ["not JSON at all", "html=<p>hello</p>"],
    ];
    for (const [name, body] of cases) {
      test(name, async () => {
        const res = await postExtract(api, api.primary.token, body);
        assertProblem(res, 400, "invalid_json");
        assertAllowanceHeaders(res);
      });
    }
    test("a gzip body that is not gzip", async () => {
      const res = await postExtract(api, api.primary.token, Buffer.from("definitely not gzip"), { "content-encoding": "gzip" });
      assertProblem(res, 400, "invalid_json");
    });
  });

  describe("400 validation_failed, with a pointer per field", () => {
    const cases: Array<[string, unknown, string[]]> = [
      ["html missing", { url: "https://example.com/a" }, ["/html"]],
      ["html: 5", { html: 5 }, ["/html"]],
      ['html: ""', { html: "" }, ["/html"]],
      ["whitespace-only html", { html: " \n\t  " }, ["/html"]],
      ["html: null", { html: null }, ["/html"]],
      ["url not http(s)", { html: "<p>x</p>", url: "ftp://example.com/file" }, ["/url"]],
      ["relative url", { html: "<p>x</p>", url: "/news/story" }, ["/url"]],
      ["url over 2,048 characters", { html: "<p>x</p>", url: `https://example.com/${"a".repeat(2048)}` }, ["/url"]],
      ["url without a host", { html: "<p>x</p>", url: "http://" }, ["/url"]],
      ["unknown contentTypeHint", { html: "<p>x</p>", contentTypeHint: "recipe" }, ["/contentTypeHint"]],
      ["languageHint not BCP 47", { html: "<p>x</p>", languageHint: "english please" }, ["/languageHint"]],
      ["languageHint a number", { html: "<p>x</p>", languageHint: 7 }, ["/languageHint"]],
      ["several at once", { html: 5, contentTypeHint: "x", languageHint: "!" }, ["/html", "/contentTypeHint", "/languageHint"]],
      // Issue 17's output options.
      ["unknown format", { html: "<p>x</p>", format: "html" }, ["/format"]],
      ["format not a string", { html: "<p>x</p>", format: 1 }, ["/format"]],
      ["format in another case", { html: "<p>x</p>", format: "Markdown" }, ["/format"]],
      ["links not a boolean", { html: "<p>x</p>", format: "markdown", links: "false" }, ["/links"]],
      ["images not a boolean", { html: "<p>x</p>", images: 1 }, ["/images"]],
      ["stats not a boolean", { html: "<p>x</p>", stats: "yes" }, ["/stats"]],
      ["chunks not an object", { html: "<p>x</p>", chunks: 512 }, ["/chunks"]],
      ["chunks an array", { html: "<p>x</p>", chunks: [512] }, ["/chunks"]],
      ["chunks without maxTokens", { html: "<p>x</p>", chunks: {} }, ["/chunks/maxTokens"]],
      ["maxTokens below 64", { html: "<p>x</p>", chunks: { maxTokens: 63 } }, ["/chunks/maxTokens"]],
      ["maxTokens above 8192", { html: "<p>x</p>", chunks: { maxTokens: 8193 } }, ["/chunks/maxTokens"]],
      ["maxTokens not an integer", { html: "<p>x</p>", chunks: { maxTokens: 100.5 } }, ["/chunks/maxTokens"]],
      ["maxTokens a string", { html: "<p>x</p>", chunks: { maxTokens: "512" } }, ["/chunks/maxTokens"]],
      ["output options all wrong at once", { html: "<p>x</p>", format: "pdf", links: 0, chunks: { maxTokens: 1 } }, ["/format", "/links", "/chunks/maxTokens"]],
    ];
    for (const [name, body, pointers] of cases) {
      test(name, async () => {
        const res = await postExtract(api, api.primary.token, body);
        assertProblem(res, 400, "validation_failed");
        const p = problemOf(res);
        assert.deepEqual(p.errors?.map((e) => e.pointer).sort(), [...pointers].sort());
        for (const e of p.errors ?? []) assert.ok(e.detail.length > 0);
        assertAllowanceHeaders(res);
      });
    }
  });

  describe("401 missing_token, with WWW-Authenticate", () => {
    test("no Authorization header", async () => {
      const res = await postExtract(api, null, { html: articleHtml() });
      assertProblem(res, 401, "missing_token");
      assert.equal(res.headers["www-authenticate"], 'Bearer realm="content-extraction"');
      assert.equal(res.headers["ratelimit"], undefined, "no allowance headers before authentication");
    });
    test("Basic scheme", async () => {
      const res = await postExtract(api, null, { html: articleHtml() }, { authorization: `Basic ${Buffer.from("user:pass").toString("base64")}` });
      assertProblem(res, 401, "missing_token");
      assert.equal(res.headers["www-authenticate"], 'Bearer realm="content-extraction"');
    });
    test("the token without a scheme", async () => {
      const res = await postExtract(api, null, { html: articleHtml() }, { authorization: api.primary.token });
      assertProblem(res, 401, "missing_token");
    });
  });

  describe("401 invalid_token, the same answer for malformed, unknown and deactivated", () => {
    const invalid = async (authorization: string) => {
      const res = await postExtract(api, null, { html: articleHtml() }, { authorization });
      assertProblem(res, 401, "invalid_token");
      assert.equal(res.headers["www-authenticate"], 'Bearer realm="content-extraction", error="invalid_token"');
      return problemOf(res).detail;
    };
    test("Bearer ce_ + garbage", async () => {
      await invalid("Bearer ce_garbage!!");
    });
    test("Bearer with nothing after it", async () => {
      await invalid("Bearer");
    });
    test("a wrong checksum (one character of a real token changed)", async () => {
      const t = api.primary.token;
      const last = t.at(-1) === "A" ? "B" : "A";
      await invalid(`Bearer ${t.slice(0, -1)}${last}`);
    });
    test("well-formed but unknown", async () => {
      await invalid(`Bearer ${generateToken()}`);
    });
    test("deactivated, from the next request on; details never tell the cases apart", async () => {
      const fresh = await makeTestApi({ credits: 1 });
      try {
        assert.equal((await postExtract(fresh, fresh.additional.token, { html: articleHtml() })).statusCode, 200);
        assert.equal(await deactivateTokenByValue(fresh.store, fresh.additional.token), true);
        const res = await postExtract(fresh, fresh.additional.token, { html: articleHtml() });
        assertProblem(res, 401, "invalid_token");
        assert.equal(problemOf(res).detail, await invalid(`Bearer ${generateToken()}`));
        assert.equal(problemOf(res).detail, await invalid("Bearer ce_garbage"));
      } finally {
        await fresh.close();
      }
    });
  });

  test("402 insufficient_credits: an additional token with no credits; then nothing is charged", async () => {
    const broke = await makeTestApi({ credits: 0 });
    try {
      const res = await postExtract(broke, broke.additional.token, { html: articleHtml() });
      assertProblem(res, 402, "insufficient_credits");
      assertAllowanceHeaders(res);
      assert.equal(res.headers["ratelimit"], `"daily";r=0;t=${14 * 3600}`);
      assert.equal(res.headers["x-credits-remaining"], "0");
      const counts = await broke.store.ledgerCounts();
      assert.deepEqual(counts, { reserved: 0, charged: 0, refunded: 0 });
    } finally {
      await broke.close();
    }
  });

  test("a bad body is 400 even when the account could not pay: validation wins over 402, and a reservation made meanwhile is refunded", async () => {
    const broke = await makeTestApi({ credits: 0 });
    try {
      const res = await postExtract(broke, broke.additional.token, { html: 5 });
      assertProblem(res, 400, "validation_failed");
      assert.deepEqual(await broke.store.ledgerCounts(), { reserved: 0, charged: 0, refunded: 0 });
      await broke.store.grantCredits(broke.accountId, 1);
      assertProblem(await postExtract(broke, broke.additional.token, "[]"), 400, "invalid_json");
      assertProblem(await postExtract(broke, broke.additional.token, { html: "a".repeat(HTML_MAX_BYTES + 1) }), 413, "payload_too_large");
      const counts = await broke.store.ledgerCounts();
      assert.equal(counts.charged, 0);
      assert.equal(counts.reserved, 0);
      assert.equal(await broke.store.creditBalance(broke.accountId), 1, "the credit is back");
      assert.equal((await postExtract(broke, broke.additional.token, { html: articleHtml() })).statusCode, 200, "and usable");
    } finally {
      await broke.close();
    }
  });

  describe("404 not_found", () => {
    for (const url of ["/", "/v1/extracts", "/v2/extract", "/v0/extract", "/v1/extract/now", "/%E0%A4%A"]) {
      test(`POST ${url}`, async () => {
        const res = await api.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...bearer(api.primary.token) }, payload: "{}" });
        assertProblem(res, 404, "not_found");
      });
    }
  });

  describe("405 method_not_allowed, with Allow", () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"] as const) {
      test(`${method} /v1/extract`, async () => {
        const res = await api.app.inject({ method, url: "/v1/extract", headers: bearer(api.primary.token) });
        assertProblem(res, 405, "method_not_allowed");
        assert.equal(res.headers["allow"], "POST");
      });
    }
    test("POST /v1/usage", async () => {
      const res = await api.app.inject({ method: "POST", url: "/v1/usage", headers: bearer(api.primary.token) });
      assertProblem(res, 405, "method_not_allowed");
      assert.equal(res.headers["allow"], "GET, HEAD");
    });
  });

  describe("413 payload_too_large", () => {
    test("html of 2 MiB + 1 byte", async () => {
      const res = await postExtract(api, api.primary.token, { html: "a".repeat(HTML_MAX_BYTES + 1) });
      assertProblem(res, 413, "payload_too_large");
      assertAllowanceHeaders(res);
    });
    test("html under 2 MiB of characters but over 2 MiB of UTF-8", async () => {
      const html = "é".repeat(HTML_MAX_BYTES / 2 + 1);
      assert.ok(html.length < HTML_MAX_BYTES);
      assertProblem(await postExtract(api, api.primary.token, { html }), 413, "payload_too_large");
    });
    test("a 9 MiB body", async () => {
      const res = await postExtract(api, api.primary.token, JSON.stringify({ html: "<p>x</p>", pad: "x".repeat(9 * 1024 * 1024) }));
      assertProblem(res, 413, "payload_too_large");
    });
    test("a gzip bomb (64 MiB of spaces in 64 KiB) stops at 8 MiB decoded", async () => {
      const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
      assert.ok(bomb.length < 256 * 1024);
      const rssBefore = process.memoryUsage().rss;
      const res = await postExtract(api, api.primary.token, bomb, { "content-encoding": "gzip" });
      assertProblem(res, 413, "payload_too_large");
      assert.ok(process.memoryUsage().rss - rssBefore < 48 * 1024 * 1024, "the bomb was not inflated in memory");
    });
  });

  describe("415 unsupported_media_type", () => {
    test("text/plain", async () => {
      const res = await postExtract(api, api.primary.token, JSON.stringify({ html: articleHtml() }), { "content-type": "text/plain" });
      assertProblem(res, 415, "unsupported_media_type");
      assertAllowanceHeaders(res);
    });
    test("no Content-Type", async () => {
      const res = await api.app.inject({ method: "POST", url: "/v1/extract", headers: bearer(api.primary.token), payload: Buffer.from(JSON.stringify({ html: articleHtml() })) });
      assertProblem(res, 415, "unsupported_media_type");
    });
    test("form encoding", async () => {
      const res = await postExtract(api, api.primary.token, "html=x", { "content-type": "application/x-www-form-urlencoded" });
      assertProblem(res, 415, "unsupported_media_type");
    });
    test("Content-Encoding br", async () => {
      const res = await postExtract(api, api.primary.token, { html: articleHtml() }, { "content-encoding": "br" });
      assertProblem(res, 415, "unsupported_media_type");
    });
  });

  test("429 rate_limited: over the burst limit, with Retry-After; later requests pass again", async () => {
    const limited = await makeTestApi({ credits: 0, burstPerSecond: 3 });
    try {
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({ method: "GET", url: "/v1/usage", headers: bearer(limited.primary.token) });
        statuses.push(last.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
      assertProblem(last!, 429, "rate_limited");
      assert.equal(last!.headers["retry-after"], "1");
      assertAllowanceHeaders(last!);
      const extract = await postExtract(limited, limited.primary.token, { html: articleHtml() });
      assertProblem(extract, 429, "rate_limited");
      assert.deepEqual(await limited.store.ledgerCounts(), { reserved: 0, charged: 0, refunded: 0 });
      limited.clock.advance(1000);
      assert.equal((await postExtract(limited, limited.primary.token, { html: articleHtml() })).statusCode, 200);
    } finally {
      await limited.close();
    }
  });

  test("503 overloaded: the queue is full; Retry-After; nothing reserved", async () => {
    const busy = await makeTestApi({ credits: 0, workers: 1, queueLimit: 0 });
    try {
      const slow = postExtract(busy, busy.primary.token, { html: heavyHtml() });
      while (busy.pool.stats().running === 0) await new Promise((r) => setTimeout(r, 5));
      const res = await postExtract(busy, busy.primary.token, { html: articleHtml() });
      assertProblem(res, 503, "overloaded");
      assert.equal(res.headers["retry-after"], "1");
      assertAllowanceHeaders(res);
      assert.equal((await slow).statusCode, 200);
      assert.deepEqual(await busy.store.ledgerCounts(), { reserved: 0, charged: 1, refunded: 0 });
    } finally {
      await busy.close();
    }
  });

  test("504 extraction_timeout: the worker is killed at the budget, nothing charged, the pool keeps serving", async () => {
    const slowApi = await makeTestApi({ credits: 0, workers: 1, timeoutMs: 50 });
    try {
      // Warm the worker up until a small page fits the 50 ms budget (a cold worker on a busy machine may not).
      let warmups = 0;
      while ((await postExtract(slowApi, slowApi.primary.token, { html: articleHtml() })).statusCode !== 200) assert.ok(++warmups < 20);
      const before = slowApi.pool.threadIds();
      const timeoutsBefore = slowApi.pool.stats().timeouts;
      const res = await postExtract(slowApi, slowApi.primary.token, { html: heavyHtml() });
      assertProblem(res, 504, "extraction_timeout");
      assertAllowanceHeaders(res);
      assert.equal(res.headers["ratelimit"]?.toString().split(";")[1], "r=99", "the refunded unit shows as free again");
      assert.notDeepEqual(slowApi.pool.threadIds(), before, "the stuck worker was replaced");
      assert.equal(slowApi.pool.stats().timeouts, timeoutsBefore + 1);
      let after = 0;
      while ((await postExtract(slowApi, slowApi.primary.token, { html: articleHtml() })).statusCode !== 200) assert.ok(++after < 20, "the pool keeps serving");
      assert.deepEqual(await slowApi.store.ledgerCounts(), { reserved: 0, charged: 2, refunded: 1 + warmups + after });
    } finally {
      await slowApi.close();
    }
  });

  test("504 when a document takes its worker past its heap limit: that worker is replaced, nothing charged, the pool keeps serving", { timeout: 120_000 }, async () => {
    // A real worker with a 32 MiB heap limit (WORKER_HEAP_MB's floor): a small page fits, a
    // 2 MiB document of 25,000 blocks does not. Were the worker's death the process's, this
    // test process would die with it.
    const pool = new ExtractionPool({ workers: 1, queueLimit: 8, timeoutMs: 60_000, heapMb: 32 });
    const small = await makeTestApi({ credits: 0, pool });
    try {
      assert.equal((await postExtract(small, small.primary.token, { html: articleHtml() })).statusCode, 200);
      const before = pool.threadIds();
      const res = await postExtract(small, small.primary.token, { html: heavyHtml() });
      assertProblem(res, 504, "extraction_timeout");
      assert.match(problemOf(res).detail, /more memory than an extraction worker may use; nothing was charged/);
      assert.equal(res.headers["ratelimit"]?.toString().split(";")[1], "r=99", "the refunded unit shows as free again");
      assert.equal(pool.stats().outOfMemory, 1);
      assert.equal((await postExtract(small, small.primary.token, { html: articleHtml() })).statusCode, 200, "the pool keeps serving");
      assert.notDeepEqual(pool.threadIds(), before, "the worker was replaced");
      assert.deepEqual(await small.store.ledgerCounts(), { reserved: 0, charged: 2, refunded: 1 });
    } finally {
      await small.close();
      await pool.close();
    }
  });

  test("500 internal_error: the store is gone; no stack, no message leaked", async () => {
    const broken = await makeTestApi();
    await broken.store.close();
    const res = await postExtract(broken, broken.primary.token, { html: articleHtml() });
    assertProblem(res, 500, "internal_error");
    assert.doesNotMatch(res.body, /database|sqlite|connection/i);
    assert.ok(broken.logs.some((l) => l.includes('"level":50')), "the error is logged");
    await broken.app.close();
    await broken.pool.close();
  });
});

