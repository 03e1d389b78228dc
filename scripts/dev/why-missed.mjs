#!/usr/bin/env node
/**
 * Development aid: for trafilatura-dev documents, which removal rule took each missed
 * "with" snippet, and whether "without" snippets survived. Aggregates by rule. Tune
 * pages only (the check part is for measuring, not for reading).
 * Usage: node scripts/dev/why-missed.mjs [--limit N] [--show RULE]
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { Trace } from "../../dist/src/extract/trace.js";
import { runPipeline } from "../../dist/src/extract/pipeline.js";
import { normText } from "../../dist/src/extract/dom/node.js";
import { partOf } from "../../../shared/eval/run.mjs";

const dataset = path.resolve("../shared/data/trafilatura-dev");
const args = process.argv.slice(2);
const show = args.includes("--show") ? args[args.indexOf("--show") + 1] : null;
const only = args.includes("--id") ? args[args.indexOf("--id") + 1] : null;

let current = [];
const origDrop = Trace.prototype.drop;
Trace.prototype.drop = function (el, stage, rule, reason) {
  if (!el.dropped) {
    const text = normText(el);
    current.push({ key: `${stage}/${rule}/${reason.replace(/\(word.*\)/, "").trim()}`, word: reason, text, tag: el.tag, cls: (el.attrs.class ?? "") + "#" + (el.attrs.id ?? "") });
  }
  return origDrop.call(this, el, stage, rule, reason);
};
const origUndo = Trace.prototype.undoTo;
Trace.prototype.undoTo = function (mark) {
  current = current.slice(0, 0);
  return origUndo.call(this, mark);
};

const norm = (s) => s.replace(/\s+/g, " ").trim();
import { parseHtml } from "../../dist/src/extract/dom/parse.js";
import { walkElements, describeElement } from "../../dist/src/extract/dom/node.js";
function chainOf(html, ns) {
  const doc = parseHtml(html);
  let inner = null;
  walkElements(doc.root, (el) => {
    if (!normText(el).includes(ns.slice(0, 40))) return false;
    inner = el;
    return true;
  });
  const chain = [];
  for (let p = inner; p && chain.length < 7; p = p.parent) chain.push(describeElement(p).slice(0, 50));
  return chain.join(" < ");
}
const agg = new Map();
let missing = 0, unexplained = 0;
for (const line of readFileSync(path.join(dataset, "manifest.jsonl"), "utf8").split("\n")) {
  if (!line) continue;
  const d = JSON.parse(line);
  if (only && !d.file.includes(only)) continue;
  // Tune pages only: the check part is for measuring, not for reading.
  if (partOf(d) !== "tune") continue;
  const html = gunzipSync(readFileSync(path.join(dataset, d.file))).toString("utf8");
  current = [];
  const out = runPipeline(html, { url: d.url ?? undefined, debug: true });
  const content = norm(out.result.content);
  for (const s of d.gold.with ?? []) {
    const ns = norm(s);
    if (content.includes(ns)) continue;
    missing++;
    const hit = current.find((r) => norm(r.text).includes(ns.slice(0, 40)));
    const key = hit ? hit.key : "not removed (not selected)";
    if (!hit) {
      unexplained++;
      if (args.includes("--unselected")) console.log(`${d.file}\tselected ${out.debug.selected.join(" + ")}\t[${out.debug.strategy}]\n\tmissing "${ns.slice(0, 50)}"\n\tin ${chainOf(html, ns)}`);
    }
    const list = agg.get(key) ?? [];
    list.push({ file: d.file, snippet: ns.slice(0, 60), word: hit?.word, tag: hit?.tag, cls: hit?.cls });
    agg.set(key, list);
  }
}
console.log(`missed snippets: ${missing}, not removed but not selected: ${unexplained}`);
for (const [k, v] of [...agg].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${v.length}\t${k}`);
  if (show && k.includes(show)) for (const x of v) console.log(`\t${x.file}\t<${x.tag} ${x.cls}> ${x.word}\t${x.snippet}`);
}
