#!/usr/bin/env node
/**
 * `npm run bench:chunks`: the cost of `chunks` (issue 17) on 100 KB of content.
 *
 * The content is real: the Markdown blocks of readability-dev pages (whole bodies, no
 * selection, so that there is enough of it), joined until there are 100,000 characters,
 * and the same read back as text. Timed: contentExtras (chunks.ts), i.e. splitting into
 * units, counting each unit's tokens, packing, the exact count of every chunk, the whole
 * content's `tokens` and `wordCount`, as a request with `chunks` pays for it.
 *
 * gpt-tokenizer keeps a merge cache across calls: "cold" clears it before each run (a
 * worker's first document of a kind), "warm" runs the same content again (the cache holds
 * its words: the steady state of a worker on one site or language).
 *
 *   npm run build && node bench/chunks.mjs [--runs N] [--max-tokens N]
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadSet, parseArgs, root } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.runs ?? 30);
const maxTokens = Number(args["max-tokens"] ?? 512);
const dist = (p) => import(pathToFileURL(path.join(root, "dist", "src", "extract", p)).href);
const { parseHtml } = await dist("dom/parse.js");
const { findFirst } = await dist("dom/node.js");
const { MARKDOWN_ATTRIBUTES } = await dist("heuristics/attributes.js");
const { renderMarkdownBlocks } = await dist("markdown/render.js");
const { markdownToText } = await dist("markdown/strip.js");
const { contentExtras, countTokens } = await dist("chunks.js");
const tokenizer = createRequire(path.join(root, "dist", "src", "extract", "chunks.js"))("gpt-tokenizer/encoding/o200k_base");

const TARGET_CHARS = 100_000;
const blocks = [];
let chars = 0;
for (const page of loadSet("readability-dev", null, 0)) {
  const doc = parseHtml(page.html, { keepAttributes: MARKDOWN_ATTRIBUTES, dropLayoutWhitespace: true });
  const body = findFirst(doc.root, (el) => el.tag === "body") ?? doc.root;
  for (const b of renderMarkdownBlocks([body], { links: true, images: false, base: null })) {
    if (chars >= TARGET_CHARS) break;
    blocks.push(b);
    chars += b.markdown.length + 2;
  }
  if (chars >= TARGET_CHARS) break;
}
const markdown = blocks.map((b) => b.markdown).join("\n\n");
const text = markdownToText(markdown);

function time(label, content, format, cold) {
  const options = { chunks: { maxTokens } };
  const ms = [];
  let last;
  for (let i = 0; i < runs + 3; i++) {
    if (cold) tokenizer.clearMergeCache();
    const t0 = performance.now();
    last = contentExtras(content, format, blocks, options);
    if (i >= 3) ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  console.log(`${label.padEnd(34)} ${String(content.length).padStart(7)} chars  ${String(last.chunks.length).padStart(4)} chunks  ${String(last.tokens).padStart(6)} tokens  median ${median.toFixed(2)} ms  min ${ms[0].toFixed(2)} ms`);
}

console.log(`bench:chunks  ${new Date().toISOString()}  node ${process.version}; maxTokens ${maxTokens}; ${runs} runs (after 3 untimed), medians`);
countTokens("warm the module");
time("markdown, tokenizer cache warm", markdown, "markdown", false);
time("markdown, tokenizer cache cleared", markdown, "markdown", true);
time("text, tokenizer cache warm", text, "text", false);
time("text, tokenizer cache cleared", text, "text", true);
// What the tokenizer alone costs on the same content: the whole once, and every block once
// (the floor of any chunker that counts its blocks; contentExtras does both).
const t0 = performance.now();
for (let i = 0; i < runs; i++) countTokens(markdown);
console.log(`${"countTokens(whole markdown), warm".padEnd(34)} ${((performance.now() - t0) / runs).toFixed(2)} ms per count`);
const t1 = performance.now();
for (let i = 0; i < runs; i++) for (const b of blocks) countTokens(b.markdown);
console.log(`${"countTokens(each block), warm".padEnd(34)} ${((performance.now() - t1) / runs).toFixed(2)} ms per pass`);
