/**
 * Shared helpers for the benchmarks in bench/: load the dev sets' pages into memory,
 * summarise per-document timings, format figures. Plain JS so a benchmark never
 * depends on a build other than the one it measures.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const dataDir = path.resolve(root, "..", "shared", "data");

/** The article-page dev sets every benchmark runs over, in this order. */
export const DEFAULT_SETS = ["readability-dev", "trafilatura-dev"];

/**
 * The first `limit` pages of a dev set (all when limit is null), gunzipped and decoded
 * as UTF-8 (the sets are stored that way), in manifest order so every process that
 * asks for the same limit gets the same pages.
 * @returns {{id: string, set: string, url: string | undefined, html: string, bytes: number}[]}
 */
export function loadSet(name, limit = null, offset = 0) {
  const dir = path.join(dataDir, name);
  const lines = readFileSync(path.join(dir, "manifest.jsonl"), "utf8").split("\n").filter((l) => l.trim() !== "");
  const rows = limit == null ? lines.slice(offset) : lines.slice(offset, offset + limit);
  return rows.map((line) => {
    const entry = JSON.parse(line);
    const buf = gunzipSync(readFileSync(path.join(dir, entry.file)));
    return { id: `${name}/${entry.id}`, set: name, url: entry.url ?? undefined, html: buf.toString("utf8"), bytes: buf.length };
  });
}

/** Pages of several sets; `limits` maps set name to its limit (missing: all pages). */
export function loadPages(sets = DEFAULT_SETS, limits = {}) {
  return sets.flatMap((name) => loadSet(name, limits[name] ?? null));
}

/** Nearest-rank percentile of an ascending array (p in 0..100). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** docs/s, mean, median, p90, p99 and max over per-document milliseconds. */
export function summarize(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const total = sorted.reduce((s, v) => s + v, 0);
  return {
    docs: sorted.length,
    totalMs: total,
    docsPerS: sorted.length === 0 ? NaN : sorted.length / (total / 1000),
    meanMs: sorted.length === 0 ? NaN : total / sorted.length,
    medianMs: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length === 0 ? NaN : sorted[sorted.length - 1],
  };
}

export const mib = (bytes) => bytes / (1024 * 1024);

/** Fixed-width plain-text table: `rows` are arrays of cells, first row the header. */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) => r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** Parse `--name value` / `--flag` arguments into an object (values stay strings). */
export function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) continue;
    const key = a.slice(2);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith("--")) out[key] = true;
    else {
      out[key] = next;
      i++;
    }
  }
  return out;
}

/**
 * CPU milliseconds the main thread has used (Linux /proc, 10 ms ticks), or null elsewhere.
 * Unlike process.cpuUsage() it leaves out V8's GC helper threads, and unlike the wall
 * clock it leaves out time spent waiting for a core other processes hold.
 */
export function mainThreadCpuMs() {
  try {
    return statCpuMs(`/proc/self/task/${process.pid}/stat`);
  } catch {
    return null;
  }
}

/** User + system CPU milliseconds from a Linux `/proc/.../stat` file (a process: all its threads). */
export function statCpuMs(statPath) {
  const stat = readFileSync(statPath, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** USER_HZ: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS = 100;

/**
 * Wraps `Trace.prototype.time` (of the build under test) so that each stage's time is added
 * to the map `tap.current` while one is set (strategy names folded: "strict:measure" ->
 * "measure"). bench/stages.mjs and scripts/dev/compare-builds.mjs time stages so.
 */
export function tapStageTimes(Trace) {
  const tap = { current: null };
  const timeStage = Trace.prototype.time;
  Trace.prototype.time = function (stage, fn) {
    const t0 = performance.now();
    const result = timeStage.call(this, stage, fn);
    if (tap.current !== null) {
      const key = stage.replace(/^(strict|keep-classes|permissive):/, "");
      tap.current.set(key, (tap.current.get(key) ?? 0) + performance.now() - t0);
    }
    return result;
  };
  return tap;
}
