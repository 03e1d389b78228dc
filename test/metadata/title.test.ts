import { test } from "node:test";
import assert from "node:assert/strict";
import { extractTitle } from "../../src/extract/metadata/title.js";
import { sourcesOf } from "./helpers.js";

const titleOf = (head: string, body: string, url?: string): string =>
  extractTitle(sourcesOf(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`), url);

test("title: a short headline the page states in its <h1> loses the site's name (issue 15)", () => {
  assert.equal(titleOf("<title>Hello | Site</title>", "<h1>Hello</h1>"), "Hello");
  assert.equal(titleOf("<title>Retrying failed tasks — taskferry 2.4 documentation</title>", "<h1>Retrying failed tasks<a>¶</a></h1>"), "Retrying failed tasks");
});

test("title: without the page's word, a short cut headline keeps the whole <title> (Readability's rule)", () => {
  assert.equal(titleOf("<title>Hello | Site</title>", "<h1>Something else</h1>"), "Hello | Site");
  assert.equal(titleOf("<title>Base URL test</title>", "<h1>Lorem</h1>"), "Base URL test");
});

test("title: a site's logo in an <h1> is not the headline", () => {
  assert.equal(titleOf("<title>Acme | Spring sale</title>", "<h1>Acme</h1>", "https://acme.com/sale"), "Spring sale");
});
