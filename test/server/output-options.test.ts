/**
 * Issue 17 over HTTP: `format`, `links`, `images`, `chunks`, `stats` answer what the
 * library answers, the default answer is unchanged, and a request is one unit whatever
 * its options. (Bad values: test/server/errors.test.ts, the validation_failed table.)
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { extract } from "../../src/extract/index.js";
import { makeTestApi, PARA, postExtract, type TestApi } from "../helpers/api.js";

const HTML =
  `<!doctype html><html lang="en"><head><title>Structured story | Example</title></head><body><article>` +
  `<h1>Structured story</h1><p>${PARA} One with <a href="/more">a link</a>.</p>` +
  `<h2>Details</h2><p>${PARA} Two.</p><ul><li>first point</li><li>second point</li></ul>` +
  `<pre><code class="language-js">console.log("hi");</code></pre><p>${PARA} Three <img src="/i.png" alt="pic">.</p>` +
  `</article></body></html>`;
const URL = "https://news.example.com/story";

describe("POST /v1/extract with issue 17's output options", () => {
  let api: TestApi;
  before(async () => {
    api = await makeTestApi({ credits: 0 });
  });
  after(() => api.close());

  const post = async (extra: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const res = await postExtract(api, api.primary.token, { html: HTML, url: URL, ...extra });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    return JSON.parse(res.body) as Record<string, unknown>;
  };

  test("no option, and format text: today's answer, without chunks, tokens or wordCount", async () => {
    const plain = await post({});
    assert.deepEqual(plain, extract(HTML, { url: URL }));
    assert.deepEqual(await post({ format: "text" }), plain);
    assert.deepEqual(Object.keys(plain).filter((k) => ["chunks", "tokens", "wordCount"].includes(k)), []);
  });

  test("format markdown: the library's Markdown, links absolute, images only when asked", async () => {
    const md = await post({ format: "markdown" });
    assert.deepEqual(md, extract(HTML, { url: URL, format: "markdown" }));
    const content = String(md.content);
    assert.match(content, /\[a link\]\(https:\/\/news\.example\.com\/more\)/);
    assert.match(content, /^## Details$/m);
    assert.match(content, /^- first point$/m);
    assert.match(content, /^```js\nconsole\.log\("hi"\);\n```$/m);
    assert.doesNotMatch(content, /!\[/);
    assert.match(String((await post({ format: "markdown", images: true })).content), /!\[pic\]\(https:\/\/news\.example\.com\/i\.png\)/);
    assert.doesNotMatch(String((await post({ format: "markdown", links: false })).content), /\]\(/);
  });

  test("chunks and stats", async () => {
    const body = await post({ format: "markdown", chunks: { maxTokens: 64 } });
    const chunks = body.chunks as Array<{ text: string; headingPath: string[]; tokens: number; start: number; end: number }>;
    assert.ok(Array.isArray(chunks) && chunks.length > 1);
    for (const c of chunks) assert.ok(c.tokens <= 64 && c.tokens > 0);
    assert.ok(chunks.some((c) => c.headingPath.join("/") === "Details"));
    assert.equal(typeof body.tokens, "number");
    assert.equal(typeof body.wordCount, "number");
    const stats = await post({ stats: true });
    assert.equal(stats.chunks, undefined);
    assert.equal(typeof stats.tokens, "number");
    assert.ok(Number(stats.wordCount) > 50);
  });

  test("each request is one unit, whatever its options", async () => {
    const before = await api.store.freeUsedOn(api.accountId, api.clock.day());
    await post({ format: "markdown", images: true, chunks: { maxTokens: 512 }, stats: true });
    assert.equal(await api.store.freeUsedOn(api.accountId, api.clock.day()), before + 1);
  });
});
