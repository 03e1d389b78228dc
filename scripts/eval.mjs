#!/usr/bin/env node
/**
 * `npm run eval`: score `ce batch` on every dev set under ../shared/data with
 * ../shared/eval/run.mjs, print the figures and write them into README.md between
 * the `eval:start` / `eval:end` markers.
 * `npm run eval:gate` (--gate): the same, then fail (exit 1) when a figure falls
 * below its floor in eval-floors.json. Floors only ever go up.
 *
 * Options: --gate, --no-readme, --set NAME (repeatable), --keep DIR (keep summaries).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = path.resolve(root, "..", "shared");
const runner = path.join(shared, "eval", "run.mjs");
const cli = path.join(root, "dist", "src", "cli", "main.js");

/** Which figures each set reports; `floor` keys are the ones eval-floors.json may pin. */
const SETS = [
  {
    name: "trafilatura-dev",
    figures: (m) => ({ "snippets.f1": m.snippets?.f1, "snippets.precision": m.snippets?.precision, "snippets.recall": m.snippets?.recall }),
  },
  {
    name: "readability-dev",
    figures: (m) => ({
      "body.f1": m.body?.f1, "body.precision": m.body?.precision, "body.recall": m.body?.recall,
      "meta.title": m.meta?.title?.accuracy, "meta.author": m.meta?.author?.accuracy,
      "meta.publishedAt": m.meta?.publishedAt?.accuracy, "meta.language": m.meta?.language?.accuracy,
      "meta.excerpt": m.meta?.excerpt?.mean_token_f1,
    }),
  },
  { name: "dates-dev", figures: (m) => ({ "meta.publishedAt": m.meta?.publishedAt?.accuracy }) },
  { name: "authors-dev", figures: (m) => ({ "meta.author": m.meta?.author?.accuracy }) },
];

const args = process.argv.slice(2);
const gate = args.includes("--gate");
const writeReadme = !args.includes("--no-readme") && !gate;
const only = args.flatMap((a, i) => (a === "--set" ? [args[i + 1]] : []));
const keepIdx = args.indexOf("--keep");
const outDir = keepIdx >= 0 ? args[keepIdx + 1] : mkdtempSync(path.join(tmpdir(), "ce-eval-"));
mkdirSync(outDir, { recursive: true });

if (!existsSync(cli)) {
  console.error("eval: dist/ is missing; run `npm run build` first");
  process.exit(2);
}

const results = [];
let failed = false;
for (const set of SETS) {
  if (only.length > 0 && !only.includes(set.name)) continue;
  const dataset = path.join(shared, "data", set.name);
  if (!existsSync(path.join(dataset, "manifest.jsonl"))) {
    console.error(`eval: ${dataset} not found`);
    process.exit(2);
  }
  const summary = path.join(outDir, `${set.name}.json`);
  const run = spawnSync(
    process.execPath,
    [runner, "--dataset", dataset, "--cmd", `"${process.execPath}" "${cli}" batch`, "--json", summary, "--timeout", "600"],
    { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
  process.stdout.write(run.stdout);
  if (run.status !== 0) {
    console.error(`eval: ${set.name}: run.mjs exited ${run.status}`);
    failed = true;
    continue;
  }
  const s = JSON.parse(readFileSync(summary, "utf8"));
  const errors = s.predictions.error + s.predictions.missing;
  results.push({ set: set.name, docs: s.docs, docsPerS: s.timing.docs_per_s, errors, figures: set.figures(s.metrics) });
}

const fmt = (v) => (typeof v === "number" ? v.toFixed(3) : "n/a");

function table() {
  const lines = ["| set | docs | figure | value |", "|---|---|---|---|"];
  for (const r of results) {
    for (const [k, v] of Object.entries(r.figures)) lines.push(`| ${r.set} | ${r.docs} | ${k} | ${fmt(v)} |`);
    lines.push(`| ${r.set} | ${r.docs} | documents with an error or no answer | ${r.errors} |`);
  }
  return lines.join("\n");
}

console.log("\n" + table());

if (writeReadme && only.length === 0 && !failed) {
  const readme = path.join(root, "README.md");
  const text = readFileSync(readme, "utf8");
  const start = "<!-- eval:start -->";
  const end = "<!-- eval:end -->";
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) {
    const stamp = new Date().toISOString().slice(0, 10);
    const block = `${start}\nMeasured ${stamp} with \`npm run eval\` (\`ce batch\`, all cores):\n\n${table()}\n${end}`;
    writeFileSync(readme, text.slice(0, i) + block + text.slice(j + end.length));
    console.log("\nREADME.md figures updated.");
  }
}

if (gate) {
  const floors = JSON.parse(readFileSync(path.join(root, "eval-floors.json"), "utf8"));
  for (const r of results) {
    const setFloors = floors[r.set] ?? {};
    for (const [k, floor] of Object.entries(setFloors)) {
      if (k === "maxErrors") {
        if (r.errors > floor) {
          console.error(`GATE FAIL ${r.set}: ${r.errors} documents with an error (allowed ${floor})`);
          failed = true;
        }
        continue;
      }
      const v = r.figures[k];
      if (typeof v !== "number" || v < floor) {
        console.error(`GATE FAIL ${r.set} ${k}: ${fmt(v)} < floor ${floor}`);
        failed = true;
      } else console.log(`gate ok   ${r.set} ${k}: ${fmt(v)} >= ${floor}`);
    }
  }
}
process.exit(failed ? 1 : 0);
