#!/usr/bin/env node
/**
 * `npm run bench:chunks`: the cost of `chunks` (issue 17) on 100 KB of content, and what
 * the token counter holds in memory; optionally beside another build in the same run.
 *
 * The content is real: the Markdown blocks of readability-dev pages (whole bodies, no
 * selection, so that there is enough of it), joined until there are 100,000 characters,
 * and the same read back as text. Timed: contentExtras (chunks.ts), i.e. splitting into
 * units, counting each unit's tokens, packing, the exact count of every chunk, the whole
 * content's `tokens` and `wordCount`, as a request with `chunks` pays for it.
 *
 * The counts are cached across calls (this build: the piece caches of
 * src/extract/tokens/o200k-count.ts; a build before it: gpt-tokenizer's merge cache), so
 * each content is timed three ways:
 *   warm   the same content again: every piece's count is cached (a worker re-reading a page);
 *   other  caches emptied, then filled by ~300 KB of other pages' content (trafilatura-dev
 *          bodies, untimed), then this content once: the steady state of a worker that has
 *          read other pages, with this page's rarer words still to count;
 *   cold   caches emptied: a worker's first document (gpt-tokenizer's byte-pair encoding
 *          of every piece that is no vocabulary entry).
 * With `--baseline DIR` (another checkout, built, with its own copy of gpt-tokenizer in
 * DIR/node_modules: one shared copy would share the cache setting) both builds are timed
 * run by run, alternating, and compared as ratios of their medians. Beside the baseline
 * part of its garbage is collected in this build's time (the text warm median is 2.0 ms
 * alone and 3-5 ms beside it; a gc() before each run was tried and made every run
 * slower, 4.9 -> 8.4 ms): the ratios are conservative, the figures without --baseline
 * are this build's own.
 *
 * Memory: for each build a child process (with --expose-gc) reports heap used and RSS after
 * loading chunks.js, after the first count (gpt-tokenizer's vocabulary), and after
 * `extract()` with chunks over 246 bench pages in both formats (the caches as a worker has
 * them), each after gc(); and the first count's time (what a new worker's first request
 * with chunks pays) and the typed arrays' memory after it (outside the heap).
 *
 * Before any timing, --warmup N (10) untimed rounds of every content in every state let V8
 * compile what each state runs.
 *
 *   npm run build && node bench/chunks.mjs [--runs N] [--warmup N] [--max-tokens N] [--baseline DIR] [--no-memory]
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadPages, loadSet, mib, parseArgs, root, table } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2));
if (typeof args["memory-of"] === "string") {
  await memoryChild(path.resolve(args["memory-of"]));
  process.exit(0);
}
const runs = Number(args.runs ?? 30);
const maxTokens = Number(args["max-tokens"] ?? 512);

/** A build's chunking and its cache controls. */
async function loadBuild(name, buildRoot) {
  const file = (p) => path.join(buildRoot, "dist", "src", "extract", p);
  const { contentExtras } = await import(pathToFileURL(file("chunks.js")).href);
  let counter = null;
  try {
    counter = await import(pathToFileURL(file("tokens/o200k-count.js")).href);
  } catch {
    // A build before the fast counter: gpt-tokenizer's own merge cache is the cache.
  }
  const gptTokenizer = createRequire(file("chunks.js")).resolve("gpt-tokenizer/encoding/o200k_base");
  // Loaded only for a build that counts through it: this one reads gpt-tokenizer's rank file alone.
  const tokenizer = counter === null ? createRequire(file("chunks.js"))("gpt-tokenizer/encoding/o200k_base") : null;
  const clear = counter !== null ? () => counter.clearPieceCache() : () => tokenizer.clearMergeCache();
  return { name, contentExtras, clear, gptTokenizer };
}

const builds = [];
if (typeof args.baseline === "string") builds.push(await loadBuild("baseline", path.resolve(args.baseline)));
builds.push(await loadBuild("this build", root));
if (builds.length === 2 && builds[0].gptTokenizer === builds[1].gptTokenizer) {
  console.error(`warning: both builds load ${builds[0].gptTokenizer}: one cache for both; give the baseline its own copy`);
}

const dist = (p) => import(pathToFileURL(path.join(root, "dist", "src", "extract", p)).href);
const { parseHtml } = await dist("dom/parse.js");
const { findFirst } = await dist("dom/node.js");
const { MARKDOWN_ATTRIBUTES } = await dist("heuristics/attributes.js");
const { renderMarkdownBlocks } = await dist("markdown/render.js");
const { markdownToText } = await dist("markdown/strip.js");

/** Markdown blocks of the pages' whole bodies, in order, until `target` characters. */
function bodyBlocks(pages, target) {
  const blocks = [];
  let chars = 0;
  for (const page of pages) {
    const doc = parseHtml(page.html, { keepAttributes: MARKDOWN_ATTRIBUTES, dropLayoutWhitespace: true });
    const body = findFirst(doc.root, (el) => el.tag === "body") ?? doc.root;
    for (const b of renderMarkdownBlocks([body], { links: true, images: false, base: null })) {
      if (chars >= target) break;
      blocks.push(b);
      chars += b.markdown.length + 2;
    }
    if (chars >= target) break;
  }
  return blocks;
}

const blocks = bodyBlocks(loadSet("readability-dev", null, 0), 100_000);
const markdown = blocks.map((b) => b.markdown).join("\n\n");
const text = markdownToText(markdown);
const otherMarkdown = bodyBlocks(loadSet("trafilatura-dev", null, 0), 300_000)
  .map((b) => b.markdown)
  .join("\n\n");
const otherText = markdownToText(otherMarkdown);

const MODES = ["warm", "other", "cold"];
const options = { chunks: { maxTokens } };

/**
 * Untimed rounds of every content and state first, so that V8 has compiled the code
 * each state runs before any of it is timed (a worker serving requests has). Without
 * them the first state timed, warm Markdown, paid the compilation: its runs went from
 * 17 ms down to 5.5 ms over the first ten (2026-11-27, session of issue 17's merge).
 */
const warmup = Number(args.warmup ?? 10);
for (let i = 0; i < warmup; i++) {
  for (const b of builds) {
    for (const [content, format, other] of [[markdown, "markdown", otherMarkdown], [text, "text", otherText]]) {
      b.clear();
      b.contentExtras(other, format, [], { stats: true });
      b.contentExtras(content, format, blocks, options);
      b.clear();
      b.contentExtras(content, format, blocks, options);
    }
  }
}

/** Medians (ms) by build and mode, runs alternating between builds. */
function time(content, format, other) {
  const ms = new Map(builds.map((b) => [b.name, Object.fromEntries(MODES.map((m) => [m, []]))]));
  const results = new Map();
  for (const mode of MODES) {
    for (let i = 0; i < runs + 3; i++) {
      for (const b of builds) {
        if (mode === "other") {
          b.clear();
          b.contentExtras(other, format, [], { stats: true });
        } else if (mode === "cold") b.clear();
        const t0 = performance.now();
        const r = b.contentExtras(content, format, blocks, options);
        const t = performance.now() - t0;
        if (i >= 3) ms.get(b.name)[mode].push(t);
        results.set(b.name, r);
      }
    }
  }
  const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  return builds.map((b) => {
    const r = results.get(b.name);
    return { build: b.name, chunks: r.chunks.length, tokens: r.tokens, words: r.wordCount, ...Object.fromEntries(MODES.map((m) => [m, median(ms.get(b.name)[m])])) };
  });
}

console.log(`bench:chunks  ${new Date().toISOString()}  node ${process.version}; maxTokens ${maxTokens}; ${warmup} untimed rounds of all, then ${runs} runs per mode (after 3 untimed), medians; load ${(await import("node:os")).loadavg().map((l) => l.toFixed(2)).join(" ")}`);
const rows = [["content", "build", "chunks", "tokens", "words", ...MODES.map((m) => `${m} ms`)]];
const ratios = [];
for (const [label, content, format, other] of [
  [`markdown, ${markdown.length} chars`, markdown, "markdown", otherMarkdown],
  [`text, ${text.length} chars`, text, "text", otherText],
]) {
  const res = time(content, format, other);
  for (const r of res) rows.push([label, r.build, r.chunks, r.tokens, r.words, ...MODES.map((m) => r[m].toFixed(2))]);
  if (res.length === 2) ratios.push(`${format}: this build / baseline ${MODES.map((m) => `${m} ${(res[1][m] / res[0][m]).toFixed(3)}x`).join(", ")}`);
}
console.log(table(rows));
for (const line of ratios) console.log(line);

if (args["no-memory"] !== true) {
  const memRows = [["build", "first count", "heap after import", "after first count", "after 246 pages x 2 formats", "of which count caches", "array buffers after first count", "RSS after import", "after first count", "after pages"]];
  for (const b of builds) {
    const buildRoot = b.name === "baseline" ? path.resolve(args.baseline) : root;
    const child = spawnSync(process.execPath, ["--expose-gc", path.join(root, "bench", "chunks.mjs"), "--memory-of", buildRoot], { encoding: "utf8", maxBuffer: 1 << 20 });
    if (child.status !== 0) throw new Error(child.stderr);
    const m = JSON.parse(child.stdout);
    const figures = ["heapImport", "heapLoaded", "heapPages", "caches", "buffersLoaded", "rssImport", "rssLoaded", "rssPages"].map((k) => `${mib(m[k]).toFixed(1)} MiB`);
    memRows.push([b.name, `${m.firstCountMs.toFixed(0)} ms`, ...figures]);
  }
  console.log(table(memRows));
  console.log("(array buffers: typed arrays' memory, outside the heap; this build's rank table is there)");
}

/** Child: memory of a build's counter as a worker holds it (JSON on stdout). */
async function memoryChild(buildRoot) {
  const at = () => {
    globalThis.gc();
    globalThis.gc();
    const u = process.memoryUsage();
    return [u.heapUsed, u.rss, u.arrayBuffers];
  };
  const ex = await import(pathToFileURL(path.join(buildRoot, "dist", "src", "extract", "index.js")).href);
  const { countTokens } = await import(pathToFileURL(path.join(buildRoot, "dist", "src", "extract", "chunks.js")).href);
  const pages = loadPages(["readability-dev", "trafilatura-dev"], { "trafilatura-dev": 150 });
  const [heapImport, rssImport] = at();
  const t0 = performance.now();
  countTokens("the first count loads the vocabulary");
  const firstCountMs = performance.now() - t0;
  const [heapLoaded, rssLoaded, buffersLoaded] = at();
  const { clear } = await loadBuild("", buildRoot);
  for (const p of pages) for (const format of ["text", "markdown"]) ex.extract(p.html, { url: p.url, format, chunks: { maxTokens: 512 } });
  const [heapPages, rssPages] = at();
  clear();
  const caches = heapPages - at()[0];
  process.stdout.write(JSON.stringify({ firstCountMs, heapImport, heapLoaded, heapPages, caches, buffersLoaded, rssImport, rssLoaded, rssPages }));
}
