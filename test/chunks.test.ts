/**
 * Chunks (issue 17, docs/chunks.md): within budget, covering `content` exactly once in
 * order, never cutting a fence or a table row unless one block alone is over the budget,
 * heading paths right on nested sections, in both formats.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { extract, type Chunk, type ExtractResult } from "../src/extract/index.js";
import { countTokens } from "../src/extract/chunks.js";

const P = (n: number, topic: string): string =>
  `<p>${Array.from({ length: n }, (_, i) => `Sentence ${i + 1} about ${topic}, with enough words to read as prose.`).join(" ")}</p>`;

const CODE = Array.from({ length: 6 }, (_, i) => `x${i} = f(${i})  # step ${i}`).join("\n");
const ROWS = Array.from({ length: 8 }, (_, i) => `<tr><td>row ${i}</td><td>${i * 7} kg</td><td>note ${i}</td></tr>`).join("");

const DOC =
  `<html><head><title>Guide to things</title></head><body><article><h1>Guide to things</h1>` +
  P(4, "the intro") +
  `<h2>Alpha</h2>${P(3, "alpha")}<h3>Alpha one</h3>${P(6, "alpha one")}<pre><code class="language-py">${CODE}\n\n${CODE}</code></pre>` +
  `<h3>Alpha two</h3>${P(2, "alpha two")}<table><tr><th>Name</th><th>Weight</th><th>Note</th></tr>${ROWS}</table>` +
  `<h2>Beta</h2>${P(5, "beta")}<ul><li>one</li><li>two<ul><li>two a</li></ul></li></ul>` +
  `<h4>Deep</h4>${P(2, "deep")}<h2>Gamma</h2>${P(1, "gamma")}` +
  `</article></body></html>`;

function checkCover(r: ExtractResult, max: number): Chunk[] {
  const chunks = r.chunks ?? [];
  assert.ok(chunks.length > 0);
  let pos = 0;
  for (const c of chunks) {
    assert.ok(c.tokens <= max, `chunk over budget: ${c.tokens} > ${max}`);
    // A sum of the parts' counts: never below the count of the text in one piece.
    assert.ok(c.tokens >= countTokens(c.text) && c.tokens <= countTokens(c.text) * 1.1 + 3, `tokens ${c.tokens} against ${countTokens(c.text)}`);
    assert.ok(c.start >= pos && c.end > c.start, "in order, not overlapping");
    assert.equal(r.content.slice(pos, c.start).trim(), "", "nothing but whitespace between chunks");
    assert.ok(c.text.endsWith(r.content.slice(c.start, c.end)), "text ends with the slice it covers");
    pos = c.end;
  }
  assert.equal(r.content.slice(pos).trim(), "", "the chunks reach the end");
  return chunks;
}

/** [start, end) of each fenced block in Markdown content. */
function fences(content: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /^```[^\n]*\n[\s\S]*?\n```$/gm;
  for (let m = re.exec(content); m !== null; m = re.exec(content)) out.push([m.index, m.index + m[0].length]);
  return out;
}

test("markdown chunks: within budget, covering content once, fences and tables whole, heading paths nested", () => {
  for (const max of [64, 128, 256, 1024]) {
    const r = extract(DOC, { format: "markdown", chunks: { maxTokens: max } });
    const chunks = checkCover(r, max);
    const codeTokens = countTokens(r.content.slice(...fences(r.content)[0]));
    for (const [fs, fe] of fences(r.content)) {
      if (codeTokens > max - 20) continue;
      for (const c of chunks) assert.ok(c.end <= fs || c.start >= fe || (c.start <= fs && c.end >= fe), `fence cut at budget ${max}`);
    }
    // No chunk boundary falls inside a table row.
    for (const c of chunks) {
      for (const at of [c.start, c.end]) {
        const lineStart = r.content.lastIndexOf("\n", at - 1) + 1;
        if (!r.content.startsWith("|", lineStart)) continue;
        const lineEnd = r.content.indexOf("\n", lineStart);
        assert.ok(at === lineStart || at === (lineEnd < 0 ? r.content.length : lineEnd), "a table row is cut");
      }
    }
  }
  const r = extract(DOC, { format: "markdown", chunks: { maxTokens: 1024 } });
  const paths = (r.chunks ?? []).map((c) => c.headingPath.join(" > "));
  assert.deepEqual(paths, ["", "Alpha", "Alpha > Alpha one", "Alpha > Alpha two", "Beta", "Beta > Deep", "Gamma"]);
  const deep = (r.chunks ?? [])[5];
  // The path is repeated: the outer heading line before the chunk's own.
  assert.ok(deep.text.startsWith("## Beta\n\n#### Deep\n\n"));
  assert.ok(r.content.slice(deep.start).startsWith("#### Deep"));
  assert.equal((r.chunks ?? [])[0].headingPath.length, 0, "the title is no heading of the path");
});

test("a chunk after the first of its section repeats the whole path", () => {
  const r = extract(DOC, { format: "markdown", chunks: { maxTokens: 64 } });
  const alphaOne = (r.chunks ?? []).filter((c) => c.headingPath.join(">") === "Alpha>Alpha one");
  assert.ok(alphaOne.length > 1);
  assert.ok(alphaOne[0].text.startsWith("## Alpha\n\n### Alpha one\n\nSentence"));
  for (const c of alphaOne.slice(1)) assert.ok(c.text.startsWith("## Alpha\n\n### Alpha one\n\n"), c.text.slice(0, 60));
});

test("one block alone over the budget is cut at line boundaries", () => {
  const lines = Array.from({ length: 200 }, (_, i) => `value_${i} = transform(value_${i - 1}, factor=${i})`).join("\n");
  const html = `<html><body><article>${P(3, "code")}<h2>Listing</h2><pre>${lines}</pre>${P(2, "after")}</article></body></html>`;
  for (const format of ["markdown", "text"] as const) {
    const r = extract(html, { format, chunks: { maxTokens: 128 } });
    const chunks = checkCover(r, 128);
    const inCode = chunks.filter((c) => /value_1\d\d =/.test(c.text));
    assert.ok(inCode.length > 1, `${format}: the listing is split`);
    for (const c of inCode) {
      assert.ok(r.content[c.start - 1] === "\n", `${format}: a piece starts at a line start`);
      assert.ok(c.end === r.content.length || r.content[c.end] === "\n", `${format}: a piece ends at a line end`);
      assert.deepEqual(c.headingPath, ["Listing"]);
    }
  }
});

test("one paragraph over the budget is cut between sentences", () => {
  const r = extract(`<html><body><article>${P(60, "one long paragraph")}</article></body></html>`, { chunks: { maxTokens: 64 } });
  const chunks = checkCover(r, 64);
  assert.ok(chunks.length > 5);
  for (const c of chunks.slice(0, -1)) assert.match(c.text, /\.$/, "ends at a sentence end");
});

test("text chunks: headings found from the render, code with blank lines kept whole", () => {
  const r = extract(DOC, { chunks: { maxTokens: 1024 } });
  checkCover(r, 1024);
  assert.equal(r.content, extract(DOC).content, "chunks change nothing in content");
  const paths = (r.chunks ?? []).map((c) => c.headingPath.join(" > "));
  assert.deepEqual(paths, ["", "Alpha", "Alpha > Alpha one", "Alpha > Alpha two", "Beta", "Beta > Deep", "Gamma"]);
  assert.ok((r.chunks ?? [])[5].text.startsWith("Beta\n\nDeep\n\n"));
  const small = extract(DOC, { chunks: { maxTokens: 256 } });
  checkCover(small, 256);
  const codeStart = small.content.indexOf("x0 = f(0)");
  const codeEnd = small.content.lastIndexOf("step 5") + 6;
  const holding = (small.chunks ?? []).filter((c) => c.end > codeStart && c.start < codeEnd);
  assert.ok(countTokens(small.content.slice(codeStart, codeEnd)) < 200);
  assert.equal(holding.length, 1, "the code block (with a blank line inside) is in one chunk");
});

test("tokens and wordCount with stats or chunks, not otherwise", () => {
  const plain = extract(DOC);
  assert.equal(plain.tokens, undefined);
  assert.equal(plain.wordCount, undefined);
  const stats = extract(DOC, { stats: true });
  assert.equal(stats.tokens, countTokens(stats.content));
  assert.equal(stats.chunks, undefined);
  const md = extract(DOC, { format: "markdown", stats: true });
  assert.equal(md.wordCount, stats.wordCount, "Markdown words are counted without the markup");
  assert.equal(countTokens("<|endoftext|>") > 1, true, "special-token text is ordinary text");
});

test("an empty page gives no chunks and zero counts", () => {
  const r = extract("<html><body></body></html>", { format: "markdown", chunks: { maxTokens: 64 } });
  assert.deepEqual(r.chunks, []);
  assert.equal(r.tokens, 0);
  assert.equal(r.wordCount, 0);
});
