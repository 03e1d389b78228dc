/**
 * What the development aids that study removals share (why-lost.mjs, contract-gap.mjs):
 * every body-gold page of a set's part run through the pipeline with each removal
 * recorded (the element, its rule, its reason and its text at the time), and 4-token
 * shingle sets as the body metric counts them.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const shared = path.resolve(root, "..", "shared");
const { Trace } = await import(path.join(root, "dist/src/extract/trace.js"));
const { runPipeline } = await import(path.join(root, "dist/src/extract/pipeline.js"));
const { normText } = await import(path.join(root, "dist/src/extract/dom/node.js"));
const { tokenize, partOf } = await import(path.join(shared, "eval", "run.mjs"));

export { tokenize };

let recorded = [];
const originalDrop = Trace.prototype.drop;
Trace.prototype.drop = function (el, stage, rule, reason) {
  if (!el.dropped) recorded.push({ el, rule, reason, text: normText(el) });
  return originalDrop.call(this, el, stage, rule, reason);
};

/**
 * Each page of `set` with body gold in `part` ("tune", "check", or "whole"): its manifest
 * entry, the pipeline's result, and the removals made on the way. A removal whose
 * element is no longer `dropped` was undone by a later strategy.
 */
export function* pagesWithDrops(set, part) {
  const dir = path.join(shared, "data", set);
  for (const line of readFileSync(path.join(dir, "manifest.jsonl"), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line);
    if ((part !== "whole" && partOf(doc) !== part) || typeof doc.gold?.body !== "string") continue;
    let buf = readFileSync(path.join(dir, doc.file));
    if (doc.file.endsWith(".gz")) buf = gunzipSync(buf);
    recorded = [];
    const html = buf.toString("utf8");
    const { result } = runPipeline(html, { url: doc.url ?? undefined });
    yield { doc, html, result, drops: recorded };
  }
}

/** The set of 4-token shingles; with `short`, a text under 4 tokens is one shorter shingle (as run.mjs counts it). */
export function shingleSet(tokens, { short = false } = {}) {
  const s = new Set();
  for (let i = 0; i + 4 <= tokens.length; i++) s.add(tokens.slice(i, i + 4).join(" "));
  if (short && tokens.length > 0 && tokens.length < 4) s.add(tokens.join(" "));
  return s;
}
