/**
 * POST /v1/extract and the free routes through `app.inject()`: the happy path, what a
 * request is charged and when, the daily reset with an injected clock, GET /v1/usage,
 * the operator routes, the OpenAPI document and reference page, and the log lines.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { extract } from "../../src/extract/index.js";
import { articleHtml, bearer, makeTestApi, PARA, postExtract, type TestApi } from "../helpers/api.js";

describe("POST /v1/extract: happy path", () => {
  let api: TestApi;
  before(async () => {
    api = await makeTestApi({ credits: 2 });
  });
  after(() => api.close());

  test("200 with the extraction result, exactly what the library returns", async () => {
    const html = articleHtml("Rivers of the north run high this spring");
    const res = await postExtract(api, api.primary.token, { html, url: "https://news.example.com/2024/05/01/rivers", contentTypeHint: "news", languageHint: "en" });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers["content-type"], "application/json; charset=utf-8");
    const body = JSON.parse(res.body) as Record<string, unknown>;
    assert.deepEqual(body, extract(html, { url: "https://news.example.com/2024/05/01/rivers", contentTypeHint: "news", languageHint: "en" }));
    assert.equal(body.title, "Rivers of the north run high this spring");
    assert.ok(String(body.content).includes(`${PARA} Two.`));
    assert.ok(!String(body.content).includes("Copyright"));
    for (const v of Object.values(body)) assert.notEqual(v, null);
  });

  test("a gzip body gives the same result", async () => {
    const html = articleHtml("Compressed");
    const res = await postExtract(api, api.primary.token, gzipSync(JSON.stringify({ html })), { "content-encoding": "gzip" });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(JSON.parse(res.body), extract(html));
  });

  test("unknown extra fields are ignored; charset parameter accepted; html of exactly 2 MiB accepted", async () => {
    const pad = "<p>" + "a".repeat(2 * 1024 * 1024 - 7) + "</p>";
    assert.equal(Buffer.byteLength(pad), 2 * 1024 * 1024);
    const res = await postExtract(api, api.primary.token, { html: pad, future: { x: 1 } }, { "content-type": "application/json; charset=utf-8" });
    assert.equal(res.statusCode, 200);
  });

  test("a page with no content answers 200 with empty strings, never null", async () => {
    const res = await postExtract(api, api.primary.token, { html: "<html><body><nav><a href='/'>Home</a></nav></body></html>" });
    assert.equal(res.statusCode, 200);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    assert.equal(typeof body.title, "string");
    assert.equal(typeof body.content, "string");
  });
});

describe("accounting through the API", () => {
  test("each 200 is one ledger row keyed by its X-Request-Id, charged once handed over", async () => {
    const api = await makeTestApi();
    try {
      const res = await postExtract(api, api.primary.token, { html: articleHtml() });
      const id = String(res.headers["x-request-id"]);
      const entry = await api.store.getLedgerEntry(id);
      assert.equal(entry?.state, "charged");
      assert.equal(entry?.took, "free");
      assert.equal(entry?.tokenId, api.primary.id);
      assert.equal(res.headers["ratelimit"], `"daily";r=99;t=${14 * 3600}`);
    } finally {
      await api.close();
    }
  });

  test("100 free a day on the primary token, the 101st takes a credit, then 402; the next UTC day is free again", async () => {
    const api = await makeTestApi({ credits: 1 });
    try {
      const html = "<html><head><title>t</title></head><body><p>short page</p></body></html>";
      for (let i = 1; i <= 100; i++) {
        const res = await postExtract(api, api.primary.token, { html });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers["ratelimit"], `"daily";r=${100 - i};t=${14 * 3600}`);
        assert.equal(res.headers["x-credits-remaining"], "1");
      }
      const r101 = await postExtract(api, api.primary.token, { html });
      assert.equal(r101.statusCode, 200);
      assert.equal(r101.headers["x-credits-remaining"], "0");
      assert.equal((await api.store.getLedgerEntry(String(r101.headers["x-request-id"])))?.took, "credit");
      const r102 = await postExtract(api, api.primary.token, { html });
      assert.equal(r102.statusCode, 402);

      api.clock.set("2026-11-22T23:59:59Z");
      assert.equal((await postExtract(api, api.primary.token, { html })).statusCode, 402, "still day 1");
      api.clock.set("2026-11-23T00:00:00Z");
      const day2 = await postExtract(api, api.primary.token, { html });
      assert.equal(day2.statusCode, 200);
      assert.equal((await api.store.getLedgerEntry(String(day2.headers["x-request-id"])))?.took, "free");
      assert.equal(day2.headers["ratelimit"], `"daily";r=99;t=86400`);
      assert.deepEqual(await api.store.ledgerCounts(), { reserved: 0, charged: 102, refunded: 0 });
    } finally {
      await api.close();
    }
  });

  test("additional tokens use only credits, shared with the primary", async () => {
    const api = await makeTestApi({ credits: 2 });
    try {
      const a = await postExtract(api, api.additional.token, { html: articleHtml() });
      assert.equal(a.statusCode, 200);
      assert.equal(a.headers["ratelimit"], `"daily";r=0;t=${14 * 3600}`);
      assert.equal(a.headers["x-credits-remaining"], "1");
      assert.equal((await postExtract(api, api.additional.token, { html: articleHtml() })).statusCode, 200);
      assert.equal((await postExtract(api, api.additional.token, { html: articleHtml() })).statusCode, 402);
      assert.equal((await postExtract(api, api.primary.token, { html: articleHtml() })).statusCode, 200, "the primary still has its free units");
    } finally {
      await api.close();
    }
  });
});

describe("GET /v1/usage", () => {
  test("the token's allowance and the account's credits, free of charge", async () => {
    const api = await makeTestApi({ credits: 7 });
    try {
      await postExtract(api, api.primary.token, { html: articleHtml() });
      const res = await api.app.inject({ method: "GET", url: "/v1/usage", headers: bearer(api.primary.token) });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(JSON.parse(res.body), {
        token: { displayPrefix: api.primary.token.slice(0, 9), primary: true },
        day: "2026-11-22",
        freeAllowancePerDay: 100,
        freeUsedToday: 1,
        freeRemainingToday: 99,
        resetsAt: "2026-11-23T00:00:00Z",
        secondsToReset: 14 * 3600,
        credits: 7,
      });
      assert.equal(res.headers["ratelimit"], `"daily";r=99;t=${14 * 3600}`);
      const extra = JSON.parse((await api.app.inject({ method: "GET", url: "/v1/usage", headers: bearer(api.additional.token) })).body) as Record<string, unknown>;
      assert.equal(extra.freeAllowancePerDay, 0);
      assert.equal(extra.freeRemainingToday, 0);
      assert.deepEqual(await api.store.ledgerCounts(), { reserved: 0, charged: 1, refunded: 0 });
    } finally {
      await api.close();
    }
  });
});

/** STYLE habit 8: every authenticated route answers missing, bad and deactivated tokens alike. */
describe("common checks on every authenticated route", () => {
  const routes = [
    { method: "POST" as const, url: "/v1/extract", payload: JSON.stringify({ html: articleHtml() }) },
    { method: "GET" as const, url: "/v1/usage", payload: undefined },
  ];
  for (const route of routes) {
    test(`${route.method} ${route.url}: missing 401, invalid 401, deactivated 401, exhausted allowance`, async () => {
      const api = await makeTestApi({ credits: 0 });
      try {
        const call = (headers: Record<string, string>) =>
          api.app.inject({ method: route.method, url: route.url, headers: { "content-type": "application/json", ...headers }, payload: route.payload });
        const missing = await call({});
        assert.equal(missing.statusCode, 401);
        assert.equal(JSON.parse(missing.body).code, "missing_token");
        const bad = await call(bearer("ce_nope"));
        assert.equal(JSON.parse(bad.body).code, "invalid_token");
        const { deactivateTokenByValue } = await import("../../src/usage/accounts.js");
        await deactivateTokenByValue(api.store, api.additional.token);
        assert.equal(JSON.parse((await call(bearer(api.additional.token))).body).code, "invalid_token");
        // Exhausted: 100 free units used today.
        for (let i = 0; i < 100; i++) {
          await api.store.reserve({ requestId: `fill-${i}`, tokenId: api.primary.id, accountId: api.accountId, dayKey: api.clock.day(), isPrimary: true });
          await api.store.commit(`fill-${i}`);
        }
        const exhausted = await call(bearer(api.primary.token));
        if (route.url === "/v1/extract") assert.equal(JSON.parse(exhausted.body).code, "insufficient_credits");
        else assert.equal(exhausted.statusCode, 200, "usage stays readable when the allowance is used up");
        assert.equal(exhausted.headers["ratelimit"], `"daily";r=0;t=${14 * 3600}`);
      } finally {
        await api.close();
      }
    });
  }
});

describe("operator routes, reference and logs", () => {
  let api: TestApi;
  before(async () => {
    api = await makeTestApi();
  });
  after(() => api.close());

  test("GET /healthz and /readyz", async () => {
    const health = await api.app.inject({ method: "GET", url: "/healthz" });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(JSON.parse(health.body), { status: "ok" });
    assert.ok(health.headers["x-request-id"]);
    const ready = await api.app.inject({ method: "GET", url: "/readyz" });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(JSON.parse(ready.body), { status: "ready", store: "ok", workers: 1 });
  });

  test("GET /readyz is 503 when the store is unreachable", async () => {
    const broken = await makeTestApi();
    await broken.store.close();
    const res = await broken.app.inject({ method: "GET", url: "/readyz" });
    assert.equal(res.statusCode, 503);
    assert.equal(JSON.parse(res.body).store, "unreachable");
    await broken.app.close();
    await broken.pool.close();
  });

  test("GET /metrics: requests by route and status, extraction histogram, queue depth, charged requests", async () => {
    await postExtract(api, api.primary.token, { html: articleHtml() });
    await postExtract(api, null, { html: articleHtml() });
    const res = await api.app.inject({ method: "GET", url: "/metrics" });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers["content-type"]), /^text\/plain/);
    assert.match(res.body, /ce_http_requests_total\{route="\/v1\/extract",method="POST",status="200"\} 1/);
    assert.match(res.body, /ce_http_requests_total\{route="\/v1\/extract",method="POST",status="401"\} 1/);
    assert.match(res.body, /ce_extraction_duration_seconds_count 1/);
    assert.match(res.body, /ce_extraction_queue_depth 0/);
    assert.match(res.body, /ce_charged_requests_total\{kind="free"\} 1/);
  });

  test("GET /openapi.json is generated from the route schemas", async () => {
    const res = await api.app.inject({ method: "GET", url: "/openapi.json" });
    assert.equal(res.statusCode, 200);
    const doc = JSON.parse(res.body) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> }; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
    };
    assert.match(doc.openapi, /^3\./);
    const op = doc.paths["/v1/extract"]?.post;
    assert.ok(op);
    for (const status of ["200", "400", "401", "402", "413", "415", "429", "500", "503", "504"]) assert.ok(op.responses[status], `documents ${status}`);
    assert.deepEqual(doc.components.schemas.ExtractRequest?.required, ["html"]);
    assert.ok(doc.components.schemas.Problem?.properties?.code);
    assert.ok(doc.paths["/v1/usage"]?.get);
    assert.equal(doc.paths["/v1/extract"]?.get, undefined, "405 routes are hidden");
  });

  test("GET /docs is an HTML reference with every error code", async () => {
    const res = await api.app.inject({ method: "GET", url: "/docs" });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers["content-type"]), /^text\/html/);
    for (const code of ["invalid_json", "validation_failed", "payload_too_large", "extraction_timeout"]) assert.ok(res.body.includes(`id="error-${code}"`));
    assert.ok(res.body.includes("POST /v1/extract"));
    assert.ok(res.body.includes("<code>html</code>"));
  });

  test("one JSON log line per request, never the token or the HTML", async () => {
    const marker = "UNIQUE-HTML-MARKER-4417";
    const before = api.logs.length;
    await postExtract(api, api.primary.token, { html: articleHtml(marker) });
    await postExtract(api, api.primary.token, "{broken");
    const lines = api.logs.slice(before);
    assert.equal(lines.length, 2);
    const all = lines.join("");
    assert.ok(!all.includes(api.primary.token), "no token");
    assert.ok(!all.includes(api.primary.token.slice(3)), "no token body");
    assert.ok(!all.includes(marker), "no HTML");
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    assert.equal(first.status, 200);
    assert.equal(first.route, "/v1/extract");
    assert.equal(first.token, api.primary.token.slice(0, 9));
    assert.equal(typeof first.reqId, "string");
    assert.equal(typeof first.durationMs, "number");
    assert.ok((first.htmlBytes as number) > 100);
    assert.equal(first.charged, "free");
    assert.equal((JSON.parse(lines[1]!) as Record<string, unknown>).code, "invalid_json");
  });
});
