#!/usr/bin/env node
/**
 * Development aid for body-gold sets: where the gold shingles we miss are, on the TUNE part
 * (aggregates only with --part check). Each missed gold 4-token shingle is put in one bin:
 * removed by a rule (and stayed removed), elsewhere in the page's text but not selected,
 * or not in the page's text at all (hidden, scripted, or tokenized differently).
 * Usage: node scripts/dev/miss-where.mjs [--set dragnet-dev] [--part tune] [--top N]
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pagesWithDrops, shingleSet, tokenize } from "./drops.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const { parseHtml } = await import(path.join(root, "dist/src/extract/dom/parse.js"));
const { normText } = await import(path.join(root, "dist/src/extract/dom/node.js"));

const args = process.argv.slice(2);
const opt = (f, d) => (args.includes(f) ? args[args.indexOf(f) + 1] : d);
const set = opt("--set", "dragnet-dev");
const part = opt("--part", "tune");
const top = Number(opt("--top", "25"));
const showId = part === "tune" ? opt("--show", null) : null;
const minRun = Number(opt("--min-run", "1"));
const bin = opt("--bin", "unselected");
const bins = { rule: 0, unselected: 0, absent: 0 };
const perPage = [];
let pages = 0;
for (const { doc, html, result, drops } of pagesWithDrops(set, part)) {
  pages++;
  const gold = shingleSet(tokenize(doc.gold.body));
  if (gold.size === 0) continue;
  const pred = shingleSet(tokenize(result.content ?? ""));
  const removed = new Set();
  for (const x of drops) if (x.el.dropped) for (const s of shingleSet(tokenize(x.text))) removed.add(s);
  const page = shingleSet(tokenize(normText(parseHtml(html).root)));
  const b = { rule: 0, unselected: 0, absent: 0 };
  for (const s of gold) {
    if (pred.has(s)) continue;
    if (removed.has(s)) b.rule++;
    else if (page.has(s)) b.unselected++;
    else b.absent++;
  }
  for (const k of Object.keys(b)) bins[k] += b[k] / gold.size;
  perPage.push({ id: doc.id, ...b, gold: gold.size });
  if (showId === doc.id || (showId === "all" && b.unselected >= 12)) {
    // The gold's runs of unselected shingles, as text.
    const t = tokenize(doc.gold.body);
    let run = [];
    const flush = () => { if (run.length >= minRun) console.log(`  [${bin} ${doc.id}] ${run.join(" ")}`); run = []; };
    for (let i = 0; i + 4 <= t.length; i++) {
      const s = t.slice(i, i + 4).join(" ");
      if (!pred.has(s) && !removed.has(s) && (bin === "absent" ? !page.has(s) : page.has(s))) run.push(run.length ? t[i + 3] : s);
      else flush();
    }
    flush();
  }
}
console.log(`${set} ${part}: ${pages} pages; mean share of gold shingles missed, by where they are`);
for (const [k, v] of Object.entries(bins)) console.log(`  ${k}\t${(v / pages).toFixed(4)}`);
if (part === "tune") {
  perPage.sort((a, b) => b.unselected / b.gold - a.unselected / a.gold);
  for (const p of perPage.slice(0, top)) console.log(`${p.id}\tunselected ${p.unselected}/${p.gold}\trule ${p.rule}\tabsent ${p.absent}`);
}
