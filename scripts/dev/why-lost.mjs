#!/usr/bin/env node
/**
 * Development aid for body-gold sets: which rule (and, for class rules, which word) removed
 * text that the gold keeps, and which removed text the gold does not have, on the TUNE
 * part only (read tune pages, measure on check). Sums gold 4-token shingles lost per rule
 * (or per rule and word with --words) over the removals that stayed removed.
 * Usage: node scripts/dev/why-lost.mjs [--set dragnet-dev] [--rule ID] [--words] [--top N] [--show]
 */
import { pagesWithDrops, shingleSet as shingles, tokenize } from "./drops.mjs";

const args = process.argv.slice(2);
const opt = (f, d) => (args.includes(f) ? args[args.indexOf(f) + 1] : d);
const set = opt("--set", "dragnet-dev");
const onlyRule = opt("--rule", null);
const words = args.includes("--words");
const top = Number(opt("--top", "40"));
const show = args.includes("--show");

const agg = new Map();
for (const { doc: d, drops } of pagesWithDrops(set, "tune")) {
  const gold = shingles(tokenize(d.gold.body));
  for (const x of drops) {
    if (!x.el.dropped) continue; // revived by a later strategy
    if (onlyRule && x.rule !== onlyRule) continue;
    const sh = [...shingles(tokenize(x.text))];
    const lost = sh.filter((s) => gold.has(s)).length;
    const key = words ? `${x.rule} ${(x.reason.match(/word "([^"]+)"/) ?? ["", ""])[1]}` : x.rule;
    const a = agg.get(key) ?? { lost: 0, junk: 0, pages: new Set(), examples: [] };
    a.lost += lost;
    a.junk += sh.length - lost;
    a.pages.add(d.id);
    if (lost > 8 && a.examples.length < 5) a.examples.push(`${d.id} <${x.el.tag} class="${x.el.cls ?? ""}" id="${x.el.id ?? ""}"> lost ${lost}/${sh.length}: ${x.text.slice(0, 100)}`);
    agg.set(key, a);
  }
}
const rows = [...agg].sort((a, b) => b[1].lost - a[1].lost).slice(0, top);
for (const [k, a] of rows) {
  console.log(`${k}\tgold shingles lost ${a.lost}\tother shingles removed ${a.junk}\tpages ${a.pages.size}`);
  if (show) for (const e of a.examples) console.log(`    ${e}`);
}
