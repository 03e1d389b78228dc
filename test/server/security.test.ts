/**
 * Security-minded checks on the API: ids the client cannot choose, JSON that tries
 * prototype poisoning, hostile HTML through the whole stack, and nothing secret in
 * answers or logs.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { articleHtml, bearer, makeTestApi, postExtract, type TestApi } from "../helpers/api.js";

describe("security", () => {
  let api: TestApi;
  before(async () => {
    api = await makeTestApi({ credits: 0 });
  });
  after(() => api.close());

  test("a client-sent X-Request-Id is ignored: ids key the ledger and are the server's", async () => {
    const chosen = "00000000-0000-4000-8000-000000000000";
    const a = await postExtract(api, api.primary.token, { html: articleHtml() }, { "x-request-id": chosen });
    const b = await postExtract(api, api.primary.token, { html: articleHtml() }, { "x-request-id": chosen });
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.notEqual(a.headers["x-request-id"], chosen);
    assert.notEqual(a.headers["x-request-id"], b.headers["x-request-id"]);
    assert.equal(await api.store.getLedgerEntry(chosen), null);
  });

  test("__proto__ and constructor keys in the body are inert", async () => {
    const body = `{"html": ${JSON.stringify(articleHtml())}, "__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`;
    const res = await postExtract(api, api.primary.token, body);
    assert.equal(res.statusCode, 200);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const nested = await postExtract(api, api.primary.token, `{"html": {"__proto__": {"length": 5}}}`);
    assert.equal(nested.statusCode, 400);
    assert.equal(JSON.parse(nested.body).code, "validation_failed");
  });

  test("hostile HTML through the API: 100,000 nested divs and 50,000 attributes answer 200", async () => {
    const deep = `<html><body>${"<div>".repeat(100_000)}<p>deep text</p>${"</div>".repeat(100_000)}</body></html>`;
    const attrs = `<html><body><div ${Array.from({ length: 50_000 }, (_, i) => `a${i}="${i}"`).join(" ")}><p>attributes</p></div></body></html>`;
    for (const html of [deep, attrs]) {
      const res = await postExtract(api, api.primary.token, { html });
      assert.equal(res.statusCode, 200);
      assert.equal(typeof JSON.parse(res.body).content, "string");
    }
  });

  test("tokens are compared by hash: a token differing in case is invalid", async () => {
    const t = api.primary.token;
    const flipped = t.slice(0, 3) + (t[3] === t[3]!.toUpperCase() ? t[3]!.toLowerCase() : t[3]!.toUpperCase()) + t.slice(4);
    if (flipped !== t) {
      const res = await postExtract(api, flipped, { html: articleHtml() });
      assert.equal(res.statusCode, 401);
      assert.equal(JSON.parse(res.body).code, "invalid_token");
    }
  });

  test("no answer or log line ever contains the token", async () => {
    const before = api.logs.length;
    const answers = [
      await postExtract(api, api.primary.token, { html: articleHtml() }),
      await postExtract(api, api.primary.token, "{oops"),
      await api.app.inject({ method: "GET", url: "/v1/usage", headers: bearer(api.primary.token) }),
      await api.app.inject({ method: "GET", url: "/nowhere", headers: bearer(api.primary.token) }),
    ];
    for (const res of answers) {
      assert.ok(!res.body.includes(api.primary.token));
      assert.ok(!JSON.stringify(res.headers).includes(api.primary.token));
    }
    assert.ok(!api.logs.slice(before).join("").includes(api.primary.token.slice(9)));
  });
});
