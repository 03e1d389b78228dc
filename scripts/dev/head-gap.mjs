#!/usr/bin/env node
/**
 * Development aid for dragnet-style body gold (the headline, byline and date lines on top
 * of the text): how much of the mean body recall the head of the gold costs, which the
 * content contract keeps out on purpose (README "What content holds": the headline is the
 * `title` field, bylines and dates are metadata). contract-gap.mjs counts only what a
 * contract rule removed; a headline or byline that was never selected is counted here.
 * Reads the predictions of an eval run (`node scripts/eval.mjs --set SET --keep DIR`) and
 * prints, per part, the mean recall as run.mjs measures it, then with the gold's lines
 * equal to our title left out, then with the gold's leading short lines left out (up to
 * four lines under 100 characters that do not end like a sentence: headline, kicker,
 * byline, date). Aggregate figures only: check pages are measured, never read.
 * Usage: node scripts/dev/head-gap.mjs --pred DIR/dragnet-dev.preds.jsonl [--set dragnet-dev]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const shared = path.resolve(root, "..", "shared");
const { tokenize, partOf, shingleMatching } = await import(path.join(shared, "eval", "run.mjs"));

const args = process.argv.slice(2);
const opt = (f, d) => (args.includes(f) ? args[args.indexOf(f) + 1] : d);
const set = opt("--set", "dragnet-dev");
const predFile = opt("--pred", null);
if (predFile === null) {
  console.error("usage: node scripts/dev/head-gap.mjs --pred DIR/SET.preds.jsonl [--set SET]");
  process.exit(2);
}
/** Leading gold lines read as the head at most, and what makes a line too long for one. */
const MAX_HEAD_LINES = 4;
const MAX_HEAD_LINE_CHARS = 100;
const SENTENCE_END = /[.!?]["”’)]?$/;

const preds = new Map();
for (const l of readFileSync(predFile, "utf8").split("\n")) {
  if (!l.trim()) continue;
  const d = JSON.parse(l);
  preds.set(d.id, d);
}
const words = (s) => tokenize(s).join(" ").toLowerCase();
/** run.mjs's per-document recall, or null when the gold has no shingle. */
function recall(gold, pred) {
  const [tp, fp, fn] = shingleMatching(tokenize(gold), tokenize(pred));
  if (tp + fn === 0) return null;
  return fp === 0 && fn === 0 ? 1 : tp / (tp + fn);
}
for (const part of ["tune", "check"]) {
  let n = 0;
  const sums = [0, 0, 0];
  for (const line of readFileSync(path.join(shared, "data", set, "manifest.jsonl"), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line);
    if (partOf(doc) !== part || typeof doc.gold?.body !== "string") continue;
    const p = preds.get(doc.id);
    if (p === undefined) continue;
    const pred = p.content ?? "";
    const all = recall(doc.gold.body, pred);
    if (all === null) continue;
    const lines = doc.gold.body.split("\n");
    const title = words(p.title ?? "");
    const noTitle = lines.filter((l) => title === "" || words(l) !== title).join("\n");
    let head = 0;
    while (head < lines.length && head < MAX_HEAD_LINES && lines[head].length < MAX_HEAD_LINE_CHARS && !SENTENCE_END.test(lines[head].trim())) head++;
    const noHead = lines.slice(head).join("\n");
    n++;
    sums[0] += all;
    sums[1] += recall(noTitle, pred) ?? all;
    sums[2] += recall(noHead, pred) ?? all;
  }
  const f = (x) => (x / n).toFixed(4);
  console.log(`${set} ${part}: ${n} pages`);
  console.log(`  mean recall                                  ${f(sums[0])}`);
  console.log(`  the headline line (= our title) left out     ${f(sums[1])}`);
  console.log(`  the leading short lines left out             ${f(sums[2])}`);
}
