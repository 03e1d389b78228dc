#!/usr/bin/env node
/**
 * `npm run eval`: score `ce batch` on every dev set under ../shared/data (every folder
 * with a manifest.jsonl) with ../shared/eval/run.mjs, on its tune part, its check part
 * and the whole set; print the figures side by side and write them into README.md
 * between the `eval:start` / `eval:end` markers.
 * `ce batch` runs once per set, over the whole set (`run.mjs --out preds.jsonl`); the
 * tune and check figures are scored again from the saved predictions (`run.mjs --pred
 * --part tune|check`), which costs no extraction.
 * `npm run eval:gate` (--gate): the same, then fail (exit 1) when a check figure falls
 * under its floor in eval-floors.json or the combined figure under its own; see
 * scripts/eval-gate.mjs for the rule and README.md "Quality".
 *
 * Options:
 *   --gate          check the floors (README.md is then left alone)
 *   --raise         lift the combined floor in eval-floors.json when today's figure is
 *                   higher; give floors by the rule to sets and figures that have none
 *   --write-floors  rewrite every floor in eval-floors.json by the rule from this run
 *                   (a deliberate re-base, e.g. after a gold fix; the diff is the review)
 *   --no-readme     do not write README.md
 *   --set NAME      only this set (repeatable); README.md is then left alone
 *   --keep DIR      keep the predictions and run.mjs summaries in DIR
 */
import { spawnSync, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkGate, combinedOf, floorsFrom, raiseFloors, setResult } from "./eval-gate.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = path.resolve(root, "..", "shared");
const dataDir = path.join(shared, "data");
const runner = path.join(shared, "eval", "run.mjs");
const cli = path.join(root, "dist", "src", "cli", "main.js");
const floorsFile = path.join(root, "eval-floors.json");

/** Written at the head of eval-floors.json: what the numbers are and where they come from. */
const FLOORS_COMMENT = [
  "Quality gate (npm run eval:gate, part of npm test). Floors guard the CHECK part of every set (run.mjs --part check).",
  "Per figure: floor = check figure - one bootstrap standard deviation of it (body: run.mjs's *_std; snippets, meta: scripts/eval-gate.mjs over the per-document scores, 1000 resamples, seed 0; 1/n where the std is 0), rounded down to 3 decimals. 'check', 'std' and 'n' are the figures the floor came from; 'origin' the run.",
  "combined: the mean check F1 of every body- and snippet-scored set ('members'); it may not fall: floor = its value rounded down to 3 decimals. `npm run eval -- --raise` lifts it when it rises, gives floors by the rule to new sets and figures, and re-bases the combined figure when its members change (a new body or snippet set); it lowers no other floor.",
  "maxErrors: documents answered with an error or not at all, whole set. `npm run eval -- --write-floors` rewrites every floor by the rule (a deliberate re-base; say why in the commit).",
];

const args = process.argv.slice(2);
const gate = args.includes("--gate");
const raise = args.includes("--raise");
const writeFloors = args.includes("--write-floors");
const only = args.flatMap((a, i) => (a === "--set" ? [args[i + 1]] : []));
const writeReadme = !args.includes("--no-readme") && !gate && only.length === 0;
const keepIdx = args.indexOf("--keep");
const keep = keepIdx >= 0 ? args[keepIdx + 1] : null;
const outDir = keep ?? mkdtempSync(path.join(tmpdir(), "ce-eval-"));
mkdirSync(outDir, { recursive: true });

if (!existsSync(cli)) {
  console.error("eval: dist/ is missing; run `npm run build` first");
  process.exit(2);
}
if ((raise || writeFloors) && only.length > 0) {
  console.error("eval: --raise and --write-floors need every set (no --set)");
  process.exit(2);
}

const sets = readdirSync(dataDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(dataDir, d.name, "manifest.jsonl")))
  .map((d) => d.name)
  .sort();
for (const name of only) {
  if (!sets.includes(name)) {
    console.error(`eval: no set ${name} under ${dataDir} (sets: ${sets.join(", ")})`);
    process.exit(2);
  }
}

/** run.mjs with these arguments; its summary (--json) or null when it did not score. */
function runMjs(extra, summary, { echo }) {
  const run = spawnSync(process.execPath, [runner, ...extra, "--json", summary], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (echo) process.stdout.write(run.stdout);
  // exit 1: scored, but the command failed (its errors and missing answers are counted)
  if (run.status !== 0 && run.status !== 1) return { status: run.status, summary: null };
  return { status: run.status, summary: JSON.parse(readFileSync(summary, "utf8")) };
}

const results = [];
let failed = false;
const t0 = Date.now();
for (const name of sets) {
  if (only.length > 0 && !only.includes(name)) continue;
  const dataset = path.join(dataDir, name);
  const preds = path.join(outDir, `${name}.preds.jsonl`);
  const whole = runMjs(
    ["--dataset", dataset, "--cmd", `"${process.execPath}" "${cli}" batch`, "--out", preds, "--timeout", "600"],
    path.join(outDir, `${name}.whole.json`),
    { echo: true },
  );
  if (whole.status !== 0) {
    console.error(`eval: ${name}: run.mjs exited ${whole.status}`);
    failed = true;
  }
  if (!whole.summary) continue;
  const parts = { whole: whole.summary };
  for (const part of ["tune", "check"]) {
    // the floors need the bootstrap std of check figures only
    const bootstrap = part === "check" ? [] : ["--bootstrap", "0"];
    const r = runMjs(["--dataset", dataset, "--pred", preds, "--part", part, ...bootstrap], path.join(outDir, `${name}.${part}.json`), { echo: false });
    if (!r.summary) {
      console.error(`eval: ${name} --part ${part}: run.mjs exited ${r.status}`);
      failed = true;
    }
    parts[part] = r.summary;
  }
  if (parts.tune && parts.check) results.push(setResult(name, parts));
  console.log("");
}
const seconds = (Date.now() - t0) / 1000;

const fmt = (v) => (typeof v === "number" ? v.toFixed(3) : "–");

/** Markdown table: every figure of every set on tune, check and whole. */
function table() {
  const lines = ["| set | figure | tune | check | whole |", "|---|---|---|---|---|"];
  for (const r of results) {
    const { tune, check, whole } = r.parts;
    lines.push(`| ${r.set} | documents | ${tune.docs} | ${check.docs} | ${whole.docs} |`);
    for (const f of whole.figures) {
      const at = (p) => fmt(p.figures.find((g) => g.key === f.key)?.value);
      lines.push(`| ${r.set} | ${f.label} | ${at(tune)} | ${at(check)} | ${at(whole)} |`);
    }
    lines.push(`| ${r.set} | errors (error or no answer) | ${tune.errors} | ${check.errors} | ${whole.errors} |`);
    lines.push(`| ${r.set} | docs/s (\`ce batch\`, whole set) | | | ${typeof r.docsPerS === "number" ? r.docsPerS.toFixed(1) : "–"} |`);
  }
  return lines.join("\n");
}

function combinedLine() {
  const c = combinedOf(results);
  return `Combined figure (mean check F1 of ${c.members.join(", ")}): ${fmt(c.value)}`;
}

console.log(table());
console.log(`\n${combinedLine()}`);
console.log(`eval: ${results.length} sets in ${seconds.toFixed(0)} s`);

const complete = only.length === 0 && results.length === sets.length;
if (writeReadme && complete && !failed) {
  const readme = path.join(root, "README.md");
  const text = readFileSync(readme, "utf8");
  const start = "<!-- eval:start -->";
  const end = "<!-- eval:end -->";
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) {
    const stamp = new Date().toISOString().slice(0, 10);
    const block = `${start}\nMeasured ${stamp} with \`npm run eval\` (\`ce batch\`, all cores; tune and check as \`run.mjs --part\` splits them; docs/s vary with the machine's load):\n\n${table()}\n\n${combinedLine()}.\n${end}`;
    writeFileSync(readme, text.slice(0, i) + block + text.slice(j + end.length));
    console.log("\nREADME.md figures updated.");
  }
}

if ((raise || writeFloors) && (failed || !complete)) {
  console.error("eval: floors not written (a set failed or was not run)");
  finish(1);
}
if (raise || writeFloors) {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    /* not a git checkout */
  }
  const origin = `npm run eval, ${new Date().toISOString().slice(0, 10)}, commit ${commit}`;
  const old = existsSync(floorsFile) ? JSON.parse(readFileSync(floorsFile, "utf8")) : {};
  let floors;
  if (writeFloors || !old.sets) {
    floors = floorsFrom(results, origin);
    console.log("\neval-floors.json: every floor written by the rule from this run");
  } else {
    const raised = raiseFloors(old, results, origin);
    floors = raised.floors;
    console.log(`\neval-floors.json: ${raised.notes.join("; ")}`);
  }
  const { $comment, ...rest } = floors;
  writeFileSync(floorsFile, `${JSON.stringify({ $comment: FLOORS_COMMENT, ...rest }, null, 2)}\n`);
}

if (gate) {
  const floors = JSON.parse(readFileSync(floorsFile, "utf8"));
  const verdict = checkGate(results, floors, { complete });
  console.log("");
  for (const l of verdict.lines) (l.ok ? console.log : console.error)(`${l.ok ? "gate ok  " : "GATE FAIL"} ${l.text}`);
  if (!verdict.ok) failed = true;
}
finish(failed ? 1 : 0);

function finish(code) {
  if (!keep) rmSync(outDir, { recursive: true, force: true });
  process.exit(code);
}
