#!/usr/bin/env node
/**
 * `format: "markdown"` against `format: "text"` in one process, the two alternating page by
 * page over the bench pages (all of readability-dev, the first 150 of trafilatura-dev),
 * several passes: a ratio the machine's load moves far less than bench:extract's
 * separate children (issue 17's target: at most 1.3x).
 *
 *   npm run build && node bench/markdown-vs-text-speed.mjs [--passes N]
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadSet, parseArgs, root } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2));
const passes = Number(args.passes ?? 4);
const { extract } = await import(pathToFileURL(path.join(root, "dist", "src", "extract", "index.js")).href);
const pages = [...loadSet("readability-dev"), ...loadSet("trafilatura-dev", 150)];
for (let pass = 0; pass < passes; pass++) {
  let text = 0;
  let markdown = 0;
  for (const p of pages) {
    const t0 = performance.now();
    extract(p.html, { url: p.url });
    const t1 = performance.now();
    extract(p.html, { url: p.url, format: "markdown" });
    const t2 = performance.now();
    text += t1 - t0;
    markdown += t2 - t1;
  }
  console.log(`pass ${pass}${pass === 0 ? " (warm-up)" : ""}: text ${text.toFixed(0)} ms, markdown ${markdown.toFixed(0)} ms, markdown/text ${(markdown / text).toFixed(2)}x`);
}
