#!/usr/bin/env node
/**
 * Speed of several built checkouts of the project side by side, in one run, stage by
 * stage (session 18: session 16's build, the branch before a change and after it):
 *
 *   node scripts/dev/compare-builds.mjs ROOT ROOT... [--rounds N] [--passes N]
 *
 * Each ROOT is a checkout whose dist/ is built (`git archive COMMIT | tar -x -C /tmp/x`,
 * a link to this checkout's node_modules, `npx tsc -p tsconfig.json`). bench:extract's
 * pages, warm-up and young generation: each build runs in a child process of its own,
 * three warm-up passes over trafilatura-dev pages 151-396, then `--passes` passes over the
 * 246 timed pages, each page's time its minimum over the passes (the least disturbed by
 * the host's other work), per stage as Trace.time reports it (bench/stages.mjs's way).
 * The builds run one after another, `--rounds` times, the order turned every round; a
 * figure is its median over the rounds. Compare the columns of one run only: this host's
 * speed moves by 2x from one minute to the next.
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPages, loadSet, tapStageTimes } from "../../bench/lib.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const child = option("--child", null);
const passes = Number(option("--passes", "5"));

if (child === null) {
  const roots = args.filter((a, i) => !a.startsWith("--") && !(i > 0 && args[i - 1].startsWith("--"))).map((r) => path.resolve(r));
  const rounds = Number(option("--rounds", "2"));
  const { SEMI_SPACE_MB } = await import(pathToFileURL(path.join(roots[0], "dist", "src", "extract", "worker-heap.js")).href);
  const flags = ["--expose-gc", `--max-semi-space-size=${SEMI_SPACE_MB}`];
  const runs = roots.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? roots.map((_, k) => k) : roots.map((_, k) => roots.length - 1 - k);
    for (const k of order) {
      const out = execFileSync(process.execPath, [...flags, fileURLToPath(import.meta.url), "--child", roots[k], "--passes", String(passes)], { encoding: "utf8", maxBuffer: 1 << 24 });
      runs[k].push(new Map(JSON.parse(out)));
      console.error(`round ${r + 1}: ${roots[k]} ${runs[k].at(-1).get("whole").toFixed(3)} ms/page (load ${loadavg()[0].toFixed(2)})`);
    }
  }
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2;
  };
  const stages = [...new Set(runs.flatMap((rs) => rs.flatMap((m) => [...m.keys()])))];
  const figure = (k, stage) => median(runs[k].map((m) => m.get(stage) ?? 0));
  stages.sort((a, b) => (a === "whole" ? -1 : b === "whole" ? 1 : figure(roots.length - 1, b) - figure(roots.length - 1, a)));
  console.log(`ms per page (each page's minimum over ${passes} passes, mean over pages; median over ${rounds} rounds); load at the end ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log(`| stage | ${roots.join(" | ")} |\n|---|${roots.map(() => "--:").join("|")}|`);
  for (const s of stages) console.log(`| ${s} | ${roots.map((_, k) => figure(k, s).toFixed(3)).join(" | ")} |`);
  console.log(`| whole, against the first | ${roots.map((_, k) => `${(figure(k, "whole") / figure(0, "whole")).toFixed(3)}x`).join(" | ")} |`);
  process.exit(0);
}

const dist = (file) => pathToFileURL(path.join(child, "dist", "src", "extract", file)).href;
const { Trace } = await import(dist("trace.js"));
const { extract } = await import(dist("index.js"));

/** The stage times of the call being timed (strategy names folded, as bench/stages.mjs does). */
const stageTap = tapStageTimes(Trace);

const pages = loadPages(undefined, { "trafilatura-dev": 150 });
const warmUp = loadSet("trafilatura-dev", pages.length, 150);
for (let pass = 0; pass < 3; pass++) for (const p of warmUp) extract(p.html, { url: p.url });
globalThis.gc();

const least = pages.map(() => new Map());
for (let pass = 0; pass < passes; pass++) {
  pages.forEach((p, i) => {
    stageTap.current = new Map();
    const t0 = performance.now();
    extract(p.html, { url: p.url });
    stageTap.current.set("whole", performance.now() - t0);
    for (const [k, v] of stageTap.current) least[i].set(k, Math.min(least[i].get(k) ?? Infinity, v));
    stageTap.current = null;
  });
}
const sums = new Map();
for (const m of least) for (const [k, v] of m) sums.set(k, (sums.get(k) ?? 0) + v / pages.length);
process.stdout.write(JSON.stringify([...sums]));
