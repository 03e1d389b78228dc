#!/usr/bin/env node
/**
 * Development aid for body-gold sets: which rule (and, for class rules, which word) removed
 * text that the gold keeps, and which removed text the gold does not have, on the TUNE
 * part only (read tune pages, measure on check). Sums gold 4-token shingles lost per rule
 * (or per rule and word with --words) over the removals that stayed removed.
 * Usage: node scripts/dev/why-lost.mjs [--set dragnet-dev] [--rule ID] [--words] [--top N] [--show]
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

const args = process.argv.slice(2);
const opt = (f, d) => (args.includes(f) ? args[args.indexOf(f) + 1] : d);
const set = opt("--set", "dragnet-dev");
const onlyRule = opt("--rule", null);
const words = args.includes("--words");
const top = Number(opt("--top", "40"));
const show = args.includes("--show");

let drops = [];
const origDrop = Trace.prototype.drop;
Trace.prototype.drop = function (el, stage, rule, reason) {
  if (!el.dropped) drops.push({ el, rule, reason, text: normText(el) });
  return origDrop.call(this, el, stage, rule, reason);
};

const shingles = (tokens) => {
  const s = new Set();
  for (let i = 0; i + 4 <= tokens.length; i++) s.add(tokens.slice(i, i + 4).join(" "));
  return s;
};

const dir = path.join(shared, "data", set);
const agg = new Map();
for (const line of readFileSync(path.join(dir, "manifest.jsonl"), "utf8").split("\n")) {
  if (!line.trim()) continue;
  const d = JSON.parse(line);
  if (partOf(d) !== "tune" || typeof d.gold?.body !== "string") continue;
  let buf = readFileSync(path.join(dir, d.file));
  if (d.file.endsWith(".gz")) buf = gunzipSync(buf);
  drops = [];
  runPipeline(buf.toString("utf8"), { url: d.url ?? undefined });
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
