#!/usr/bin/env node
/**
 * Issue 17: the Markdown is the same selection as the text. For every dev set under
 * ../shared/data, extract each page twice in this process (`format: "text"` and
 * `format: "markdown"`), strip the Markdown back to text (markdownToText, the library's
 * own stripper), score both with ../shared/eval/run.mjs --pred and print the figures side
 * by side. The gate: body F1 (and snippet F1 where a set has snippets) within 0.002 of
 * the text's on every set; exit 1 otherwise.
 *
 *   npm run build && node scripts/dev/markdown-vs-text.mjs [--set NAME]... [--keep DIR]
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, existsSync, writeFileSync, mkdirSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const { extract, markdownToText } = await import(path.join(root, "dist", "src", "extract", "index.js"));
const dataDir = path.resolve(root, "..", "shared", "data");
const runner = path.resolve(root, "..", "shared", "eval", "run.mjs");
const args = process.argv.slice(2);
const only = args.flatMap((a, i) => (a === "--set" ? [args[i + 1]] : []));
const keepIdx = args.indexOf("--keep");
const outDir = keepIdx >= 0 ? args[keepIdx + 1] : mkdtempSync(path.join(tmpdir(), "ce-md-vs-text-"));
mkdirSync(outDir, { recursive: true });
const TOLERANCE = 0.002;

/** The figures compared: body F1, and each snippet figure run.mjs reports. */
function figures(summary) {
  const out = {};
  const m = summary.metrics ?? {};
  if (m.body && typeof m.body.f1 === "number") out["body F1"] = m.body.f1;
  // Metadata (the sets without body or snippet gold: authors-dev, dates-dev): it must not move at all.
  for (const [field, v] of Object.entries(m.meta ?? {})) {
    if (typeof v !== "object" || v === null) continue;
    const figure = v.accuracy ?? v.mean_token_f1;
    if (typeof figure === "number" && v.n > 0) out[`meta ${field}`] = figure;
  }
  for (const [k, v] of Object.entries(m)) {
    if (k === "body" || k === "meta" || typeof v !== "object" || v === null) continue;
    for (const [name, val] of Object.entries(v)) if (typeof val === "number" && /f1|accuracy|recall|precision/.test(name) && !/_std$/.test(name)) out[`${k} ${name}`] = val;
  }
  return out;
}

let failed = false;
const sets = readdirSync(dataDir).filter((d) => existsSync(path.join(dataDir, d, "manifest.jsonl")) && (only.length === 0 || only.includes(d))).sort();
for (const set of sets) {
  const lines = readFileSync(path.join(dataDir, set, "manifest.jsonl"), "utf8").split("\n").filter((l) => l.trim() !== "");
  const text = [];
  const md = [];
  for (const line of lines) {
    const doc = JSON.parse(line);
    const html = gunzipSync(readFileSync(path.join(dataDir, set, doc.file))).toString("utf8").replace(/^\uFEFF/, "");
    const opts = doc.url ? { url: doc.url } : {};
    const t = extract(html, opts);
    const m = extract(html, { ...opts, format: "markdown" });
    text.push(JSON.stringify({ id: doc.id, ...t }));
    md.push(JSON.stringify({ id: doc.id, ...m, content: markdownToText(m.content) }));
  }
  const score = (name, preds) => {
    const file = path.join(outDir, `${set}.${name}.jsonl`);
    writeFileSync(file, preds.join("\n") + "\n");
    const json = path.join(outDir, `${set}.${name}.json`);
    const r = spawnSync(process.execPath, [runner, "--dataset", path.join(dataDir, set), "--pred", file, "--json", json, "--bootstrap", "0"], { stdio: ["ignore", "ignore", "inherit"] });
    if (r.status !== 0) throw new Error(`run.mjs failed on ${set} (${name})`);
    return figures(JSON.parse(readFileSync(json, "utf8")));
  };
  const a = score("text", text);
  const b = score("markdown", md);
  for (const key of Object.keys(a)) {
    const diff = (b[key] ?? 0) - a[key];
    const bad = key.includes("F1") || key.includes("f1") ? Math.abs(diff) > TOLERANCE : false;
    if (bad) failed = true;
    console.log(`${set.padEnd(16)} ${key.padEnd(28)} text ${a[key].toFixed(4)}  markdown ${(b[key] ?? NaN).toFixed(4)}  diff ${diff >= 0 ? "+" : ""}${diff.toFixed(4)}${bad ? "  OVER 0.002" : ""}`);
  }
}
console.log(`predictions and summaries in ${outDir}`);
process.exit(failed ? 1 : 0);
