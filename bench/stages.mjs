/**
 * Where extract()'s time goes, stage by stage, in the bench's conditions or with warm
 * caches (a diagnostic for bench/README.md; bench:extract is the benchmark).
 *
 *   npm run build && node bench/stages.mjs [--mode cold|warm] [--rounds N]
 *
 * cold: as bench:extract times a page: every page once per round, 246 pages apart, so
 *       its HTML and tree are no longer in the processor's caches; each page's median
 *       over the rounds, per stage.
 * warm: every page twice in a row and the second run timed, as an interleaved A/B of two
 *       builds sees it; each page's minimum over the rounds.
 *
 * extract() and the bare parseHtml each run in a child process of their own, as in
 * bench:extract, with the extraction workers' young generation (worker-heap.ts): in one
 * process the bare parse's full trees change how V8 places the extractor's objects
 * (both got slower).
 *
 * Stage times are the pipeline's own (Trace.time, the figures `debug.timings` reports);
 * this script wraps that method to add them up without the debug trace's other work.
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPages, loadSet, root, tapStageTimes } from "./lib.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const mode = option("--mode", "cold");
const rounds = Number(option("--rounds", "5"));
if (mode !== "cold" && mode !== "warm") throw new Error(`--mode must be cold or warm, not ${mode}`);
const child = option("--child", null);

const dist = (file) => pathToFileURL(path.join(root, "dist", "src", "extract", file)).href;

if (child === null) {
  const { SEMI_SPACE_MB } = await import(dist("worker-heap.js"));
  const v8Flags = ["--expose-gc", `--max-semi-space-size=${SEMI_SPACE_MB}`];
  /** One child's per-stage figures (ms per page). */
  const run = (what) =>
    new Map(
      JSON.parse(
        execFileSync(process.execPath, [...v8Flags, fileURLToPath(import.meta.url), "--child", what, "--mode", mode, "--rounds", String(rounds)], {
          encoding: "utf8",
          maxBuffer: 1 << 20,
        }),
      ),
    );
  const ex = run("extract");
  const bare = run("parse").get("whole");
  const pick = mode === "cold" ? "each page's median" : "each page's minimum";
  console.log(`mode ${mode}, ${rounds} rounds, ${v8Flags.join(" ")}; ms per page (${pick}); load at the end ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log("| stage | ms |\n|---|--:|");
  for (const [k, v] of [...ex].filter(([k]) => k !== "whole").sort((a, b) => b[1] - a[1])) console.log(`| ${k} | ${v.toFixed(3)} |`);
  console.log(`| whole extract() | ${ex.get("whole").toFixed(3)} |`);
  console.log(`| bare parseHtml | ${bare.toFixed(3)} |`);
  console.log(`bare parseHtml / extract(): ${(bare / ex.get("whole")).toFixed(3)}`);
  process.exit(0);
}
if (typeof globalThis.gc !== "function") throw new Error("run with node --expose-gc");

const { Trace } = await import(dist("trace.js"));
const { extract } = await import(dist("index.js"));
const { parseHtml } = await import(dist("dom/parse.js"));

/** The stage times of the extract() call being timed (strategy names folded: "strict:measure" -> "measure"). */
const stageTap = tapStageTimes(Trace);

const pages = loadPages(undefined, { "trafilatura-dev": 150 });
const warmUp = loadSet("trafilatura-dev", pages.length, 150);
const timedFn = child === "parse" ? (p) => parseHtml(p.html) : (p) => extract(p.html, { url: p.url });

// The same warm-up as bench:extract's children: 3 passes over pages that are not timed.
for (let pass = 0; pass < 3; pass++) for (const p of warmUp) timedFn(p);
globalThis.gc();

/** One timed run: the stage times and the whole call's, in ms. */
function timed(fn, p) {
  stageTap.current = new Map();
  const t0 = performance.now();
  fn(p);
  stageTap.current.set("whole", performance.now() - t0);
  const out = stageTap.current;
  stageTap.current = null;
  return out;
}

/** Per page, per stage: every round's time. */
function measure(fn) {
  const perPage = pages.map(() => []);
  for (let r = 0; r < rounds; r++) {
    pages.forEach((p, i) => {
      if (mode === "warm") fn(p);
      perPage[i].push(timed(fn, p));
    });
  }
  return perPage;
}

const pick = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return mode === "cold" ? s[Math.floor(s.length / 2)] : s[0];
};
/** Mean over pages of each page's median (cold) or minimum (warm), per stage. */
function summarise(perPage) {
  const stages = new Set();
  for (const runs of perPage) for (const run of runs) for (const k of run.keys()) stages.add(k);
  const out = new Map();
  for (const k of stages) {
    let sum = 0;
    for (const runs of perPage) sum += pick(runs.map((run) => run.get(k) ?? 0));
    out.set(k, sum / pages.length);
  }
  return out;
}

process.stdout.write(JSON.stringify([...summarise(measure(timedFn))]));
