#!/usr/bin/env node
/**
 * Paired A/B speed of two (or more) built checkouts in ONE process (session 24):
 *
 *   node --expose-gc scripts/dev/pair-bench.mjs ROOT_A ROOT_B [ROOT...] [--passes N]
 *
 * compare-builds.mjs runs each build in a child of its own, one after another, so a burst of
 * the host's other work lands on one build only. Here every page is extracted by every build
 * in turn (the order turned from page to page and pass to pass), so the host's load falls on
 * all builds alike and a difference of a few per cent shows. bench:extract's pages and
 * warm-up (the 246 timed pages; three warm-up passes over trafilatura-dev pages 151-396), the
 * extraction workers' semi-space size (the script starts itself again with it when not
 * given). Times are process CPU (`process.cpuUsage`), per stage as Trace.time reports it;
 * each page's figure is its minimum over the passes, then the mean over pages. Prints ms per
 * page per stage for each build and each build's ratio to the first.
 *
 * The ROOTs must be distinct paths (`git archive COMMIT | tar -x -C /tmp/x`, a link to this
 * checkout's node_modules, `npx tsc -p tsconfig.json`): a module is loaded once per path.
 * The builds share one heap, so a build that allocates more also slows the GC the others see
 * a little: the whole-extract ratio understates a GC saving rather than overstating it.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadPages, loadSet } from "../../bench/lib.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const passes = Number(option("--passes", "6"));
const roots = args.filter((a, i) => !a.startsWith("--") && !(i > 0 && args[i - 1].startsWith("--"))).map((r) => path.resolve(r));
if (roots.length < 2 || new Set(roots).size !== roots.length) {
  console.error("usage: node --expose-gc scripts/dev/pair-bench.mjs ROOT_A ROOT_B [ROOT...] [--passes N] (distinct roots)");
  process.exit(2);
}

const distUrl = (root, file) => pathToFileURL(path.join(root, "dist", "src", "extract", file)).href;

// The extraction workers' young generation, as bench:extract and compare-builds run with.
if (!process.execArgv.some((f) => f.startsWith("--max-semi-space-size")) || typeof globalThis.gc !== "function") {
  const { SEMI_SPACE_MB } = await import(distUrl(roots[0], "worker-heap.js"));
  const flags = ["--expose-gc", `--max-semi-space-size=${SEMI_SPACE_MB}`];
  const r = spawnSync(process.execPath, [...flags, fileURLToPath(import.meta.url), ...args], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Each build: its extract() and the stage times of the call being timed. */
const builds = [];
for (const root of roots) {
  const { Trace } = await import(distUrl(root, "trace.js"));
  const { extract } = await import(distUrl(root, "index.js"));
  const build = { root, extract, current: null };
  const timeStage = Trace.prototype.time;
  Trace.prototype.time = function (stage, fn) {
    const t0 = cpuMs();
    const result = timeStage.call(this, stage, fn);
    if (build.current !== null) {
      const key = stage.replace(/^(strict|keep-classes|permissive):/, "");
      build.current.set(key, (build.current.get(key) ?? 0) + cpuMs() - t0);
    }
    return result;
  };
  builds.push(build);
}

const pages = loadPages(undefined, { "trafilatura-dev": 150 });
const warmUp = loadSet("trafilatura-dev", pages.length, 150);
for (let pass = 0; pass < 3; pass++) for (const p of warmUp) for (const b of builds) b.extract(p.html, { url: p.url });
globalThis.gc();

const least = builds.map(() => pages.map(() => new Map()));
for (let pass = 0; pass < passes; pass++) {
  pages.forEach((p, i) => {
    const forward = (i + pass) % 2 === 0;
    for (let j = 0; j < builds.length; j++) {
      const k = forward ? j : builds.length - 1 - j;
      const b = builds[k];
      b.current = new Map();
      const t0 = cpuMs();
      b.extract(p.html, { url: p.url });
      b.current.set("whole", cpuMs() - t0);
      for (const [s, v] of b.current) least[k][i].set(s, Math.min(least[k][i].get(s) ?? Infinity, v));
      b.current = null;
    }
  });
}

const sums = least.map((perPage) => {
  const m = new Map();
  for (const l of perPage) for (const [s, v] of l) m.set(s, (m.get(s) ?? 0) + v / pages.length);
  return m;
});
const stages = [...sums[0].keys()].sort((a, b) => (a === "whole" ? -1 : b === "whole" ? 1 : sums[0].get(b) - sums[0].get(a)));
console.log(`CPU ms per page (each page's minimum over ${passes} passes, paired in one process, ${pages.length} pages)`);
console.log(`| stage | ${roots.join(" | ")} | ${roots.slice(1).map((_, k) => `#${k + 2} / #1`).join(" | ")} |`);
console.log(`|---|${roots.map(() => "--:").join("|")}|${roots.slice(1).map(() => "--:").join("|")}|`);
for (const s of stages) {
  const base = sums[0].get(s) ?? 0;
  const cells = sums.map((m) => (m.get(s) ?? 0).toFixed(3));
  const ratios = sums.slice(1).map((m) => `${((m.get(s) ?? 0) / base).toFixed(3)}x`);
  console.log(`| ${s} | ${cells.join(" | ")} | ${ratios.join(" | ")} |`);
}
