#!/usr/bin/env node
/**
 * Development aid: for trafilatura-dev "without" snippets that survive extraction,
 * print the innermost element holding each and its ancestors' class/id.
 * Usage: node scripts/dev/why-kept.mjs [--id FILE-SUBSTRING]
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { extract } from "../../dist/src/extract/index.js";
import { parseHtml } from "../../dist/src/extract/dom/parse.js";
import { normText, walkElements } from "../../dist/src/extract/dom/node.js";
import { partOf } from "../../../shared/eval/run.mjs";

const dataset = path.resolve("../shared/data/trafilatura-dev");
const args = process.argv.slice(2);
const only = args.includes("--id") ? args[args.indexOf("--id") + 1] : null;
const norm = (s) => s.replace(/\s+/g, " ").trim();
const label = (el) => `${el.tag}${el.attrs.id ? "#" + el.attrs.id : ""}${el.attrs.class ? "." + el.attrs.class.trim().split(/\s+/).join(".") : ""}`;
let n = 0;
for (const line of readFileSync(path.join(dataset, "manifest.jsonl"), "utf8").split("\n")) {
  if (!line) continue;
  const d = JSON.parse(line);
  if (only && !d.file.includes(only)) continue;
  // Tune pages only: check pages are measured, never read.
  if (partOf(d) !== "tune") continue;
  const html = gunzipSync(readFileSync(path.join(dataset, d.file))).toString("utf8");
  const content = norm(extract(html, { url: d.url ?? undefined }).content);
  const kept = (d.gold.without ?? []).filter((s) => content.includes(norm(s)));
  if (kept.length === 0) continue;
  const doc = parseHtml(html);
  for (const s of kept) {
    const ns = norm(s);
    let inner = null;
    walkElements(doc.root, (el) => {
      if (!normText(el).includes(ns)) return false;
      inner = el;
      return true;
    });
    const chain = [];
    for (let p = inner; p && chain.length < 6; p = p.parent) chain.push(label(p).slice(0, 60));
    console.log(`${++n}\t${d.file}\t"${ns.slice(0, 50)}"\n\t\t${chain.join(" < ")}`);
  }
}
