import { test } from "node:test";
import assert from "node:assert/strict";
import { extract } from "../src/extract/index.js";

const wrap = (body: string): string => `<!doctype html><html><head><title>T</title></head><body><article>${body}</article></body></html>`;
const para = "This paragraph is long enough, with commas, to be scored as real article prose by the extractor.";

test("paragraphs are separated by one blank line", () => {
  const r = extract(wrap(`<p>${para} One.</p><p>${para} Two.</p>`));
  assert.equal(r.content, `${para} One.\n\n${para} Two.`);
});

test("inline tags neither glue words nor add spaces before punctuation", () => {
  const r = extract(wrap(`<p>${para} It was <b>very</b><i>good</i>, <a href="#">really</a>.</p><p>${para}</p>`));
  assert.match(r.content, /It was verygood, really\./);
});

test("list items and table rows are on their own lines, cells tab-separated", () => {
  const r = extract(wrap(`<p>${para}</p><ul><li>first item</li><li>second item</li></ul><table><tr><th>Name</th><th>Value</th></tr><tr><td>a</td><td>1</td></tr></table><p>${para}</p>`));
  assert.match(r.content, /first item\nsecond item/);
  assert.match(r.content, /Name\tValue\na\t1/);
});

test("pre keeps its whitespace and entities are decoded", () => {
  const r = extract(wrap(`<p>${para}</p><pre><code>if (a &lt; b) {\n    return  1;\n}</code></pre><p>${para} &amp; more</p>`));
  assert.match(r.content, /if \(a < b\) \{\n {4}return {2}1;\n\}/);
  assert.match(r.content, /& more/);
});

test("no-break spaces collapse like spaces and never start a line", () => {
  const r = extract(wrap(`<p>&nbsp;&nbsp;31.01.2016&nbsp;&nbsp;&nbsp;Hardware notes: ${para}</p><p>${para}</p>`));
  assert.match(r.content, /^31\.01\.2016 Hardware notes:/);
});
