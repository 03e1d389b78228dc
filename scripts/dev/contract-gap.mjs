#!/usr/bin/env node
/**
 * Development aid for body-gold sets: how much of the recall we miss is text our contract
 * excludes on purpose (SPEC.md 1.3: comments and replies, the headline, bylines and dates)
 * while the set's gold keeps it. For each page it takes the gold 4-token shingles missing
 * from our content and counts those that sit in elements removed by a contract rule
 * (CONTRACT_RULES below) or in the title. Prints, per part, the mean recall as measured
 * (sets of shingles, so close to but not exactly run.mjs's figure) and the mean recall
 * with those shingles left out of the gold. Aggregate figures only: reading check pages
 * stays off limits.
 * Usage: node scripts/dev/contract-gap.mjs [--set dragnet-dev] [--part tune|check|whole]
 */
import { pagesWithDrops, shingleSet, tokenize } from "./drops.mjs";

/** Rules that remove what SPEC.md 1.3 keeps out of `content`: comments, the headline, bylines, dates. */
const CONTRACT_RULES = new Set(["class/comments", "prune/heading-repeats-title", "phrase/byline", "class/post-dates", "phrase/date-line"]);

const args = process.argv.slice(2);
const opt = (f, d) => (args.includes(f) ? args[args.indexOf(f) + 1] : d);
const set = opt("--set", "dragnet-dev");
const part = opt("--part", "tune");

let n = 0, recall = 0, adjusted = 0, pagesWithGap = 0;
const byRule = new Map();
const shingles = (tokens) => shingleSet(tokens, { short: true });
for (const { doc: d, result, drops } of pagesWithDrops(set, part)) {
  const gold = shingles(tokenize(d.gold.body));
  if (gold.size === 0) continue;
  const pred = shingles(tokenize(result.content));
  const missing = new Set([...gold].filter((s) => !pred.has(s)));
  const excluded = new Set();
  for (const s of shingles(tokenize(result.title ?? ""))) if (missing.has(s)) excluded.add(s);
  for (const x of drops) {
    if (!x.el.dropped || !CONTRACT_RULES.has(x.rule)) continue;
    let c = 0;
    for (const s of shingles(tokenize(x.text))) if (missing.has(s) && !excluded.has(s)) { excluded.add(s); c++; }
    byRule.set(x.rule, (byRule.get(x.rule) ?? 0) + c / gold.size);
  }
  const hit = gold.size - missing.size;
  n++;
  recall += hit / gold.size;
  adjusted += gold.size - excluded.size > 0 ? hit / (gold.size - excluded.size) : 1;
  if (excluded.size / gold.size > 0.05) pagesWithGap++;
}
console.log(`${set} ${part}: ${n} pages`);
console.log(`  mean recall (shingle sets)                 ${(recall / n).toFixed(3)}`);
console.log(`  mean recall, contract-excluded text left out ${(adjusted / n).toFixed(3)}`);
console.log(`  pages where such text is over 5% of the gold: ${pagesWithGap}`);
for (const [r, v] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${r.padEnd(30)} ${(v / n).toFixed(4)} of mean recall`);
