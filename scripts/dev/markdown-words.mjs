#!/usr/bin/env node
/**
 * The Markdown word count read in place (src/extract/markdown/words.ts) against the words
 * of markdownToText's text, on the Markdown of every page of every dev set in
 * ../shared/data (with and without images): prints the pages that differ and their
 * number (0 expected). A check of equality, not a tuning set. About a minute.
 *
 *   npm run build && node scripts/dev/markdown-words.mjs
 */
import path from "node:path";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const dist = (p) => import(pathToFileURL(path.join(root, "dist/src/extract", p)).href);
const { extract } = await dist("index.js");
const { markdownToText } = await dist("markdown/strip.js");
const { markdownWordCount } = await dist("markdown/words.js");
const { countWords } = await dist("words.js");
const data = path.resolve(root, "..", "shared", "data");
let pages = 0, bad = 0, t0 = performance.now();
for (const set of readdirSync(data)) {
  const mf = path.join(data, set, "manifest.jsonl");
  if (!existsSync(mf)) continue;
  for (const line of readFileSync(mf, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const e = JSON.parse(line);
    const html = gunzipSync(readFileSync(path.join(data, set, e.file))).toString("utf8");
    for (const images of [false, true]) {
      const r = extract(html, { format: "markdown", url: e.url ?? undefined, images });
      const a = markdownWordCount(r.content), b = countWords(markdownToText(r.content));
      if (a !== b) { bad++; if (bad < 10) console.log(set, e.id, images, a, b); }
    }
    pages++;
  }
}
console.log("pages", pages, "bad", bad, ((performance.now() - t0) / 1000).toFixed(1), "s");
