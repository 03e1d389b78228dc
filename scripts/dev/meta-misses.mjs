#!/usr/bin/env node
/**
 * Development aid for metadata sets: the TUNE pages whose title, author or date we get
 * wrong, with the gold value beside ours (check pages are measured, never listed: with
 * --part check it prints the accuracy only).
 *
 *   npm run build && node scripts/dev/meta-misses.mjs --set authors-dev --field author [--part tune]
 *
 * field: title | author | publishedAt (the gold keys are title, byline, publishedTime).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : dflt; };
const set = opt("set", "authors-dev");
const field = opt("field", "author");
const part = opt("part", "tune");
const goldKey = { title: "title", author: "byline", publishedAt: "publishedTime" }[field];
if (!goldKey) { console.error(`unknown field ${field}`); process.exit(2); }

const dataset = join(root, "..", "shared", "data", set);
const dir = mkdtempSync(join(tmpdir(), "meta-misses-"));
const preds = join(dir, "preds.jsonl");
const summary = join(dir, "summary.json");
execFileSync(process.execPath, [join(root, "..", "shared", "eval", "run.mjs"), "--dataset", dataset, "--part", part,
  "--cmd", `"${process.execPath}" "${join(root, "dist", "src", "cli", "main.js")}" batch`, "--out", preds, "--json", summary],
  { stdio: ["ignore", "ignore", "inherit"], maxBuffer: 1 << 28 });

const perDoc = JSON.parse(readFileSync(summary, "utf8")).per_doc;
const scored = perDoc.filter((d) => typeof d.meta?.[field] === "number");
const right = scored.filter((d) => d.meta[field] === 1).length;
console.log(`${set} ${part} ${field}: ${right}/${scored.length} = ${(right / Math.max(1, scored.length)).toFixed(3)}`);
if (part !== "tune") process.exit(0);

const gold = new Map(readFileSync(join(dataset, "manifest.jsonl"), "utf8").split("\n").filter(Boolean)
  .map((l) => JSON.parse(l)).map((m) => [m.id, m.gold?.meta?.[goldKey] ?? m.gold?.[goldKey] ?? null]));
const ours = new Map(readFileSync(preds, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).map((p) => [p.id, p[field] ?? null]));
for (const d of scored) {
  if (d.meta[field] === 1) continue;
  console.log(`${d.id}\n  gold: ${JSON.stringify(gold.get(d.id))}\n  ours: ${JSON.stringify(ours.get(d.id))}`);
}
