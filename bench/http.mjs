/**
 * `npm run bench:http`: the HTTP service under load, against the extraction it serves.
 *
 * 1. `ce batch` throughput, in process (runBatch from dist/, the same worker count), over
 *    the dev-set pages: the ceiling the service is compared with.
 * 2. The real server (`ce serve` as a child process, SQLite in a temporary folder, burst
 *    limit off, queue large enough that no request is turned away) loaded with autocannon
 *    at increasing concurrency, every connection cycling through the same pages:
 *    throughput (200s per second), p50/p99 latency, errors.
 * 3. Ratio: the best HTTP throughput / the batch throughput (target >= 0.8). Batch runs
 *    before and after the HTTP levels and the mean is used, since a shared machine's
 *    speed drifts; and both sides are also measured by CPU time (documents per CPU
 *    second of the whole process, worker threads included: /proc/PID/stat for the
 *    server, process.cpuUsage() for batch), which the load on other cores moves far less.
 * 4. Peak RSS of a fresh server loaded with ~2 MiB documents.
 *
 * The load generator runs on the same 2 cores as the server, as `ce batch`'s reader does;
 * the machine is shared and noisy, so compare figures within one run.
 *
 * Options: --limit N (trafilatura-dev pages, default 150; all readability-dev pages are
 * used), --workers N (default: cores), --duration S per level (10), --levels 1,4,8,16,32,
 * --big-duration S (10), --big-connections N (8), --gate (exit 1 when the ratio < 0.8),
 * --json FILE.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { loadPages, mib, parseArgs, root, statCpuMs, table } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2));
const workers = Number(args.workers ?? os.availableParallelism());
const duration = Number(args.duration ?? 10);
const levels = String(args.levels ?? "1,4,8,16,32").split(",").map(Number);
const bigDuration = Number(args["big-duration"] ?? 10);
const bigConnections = Number(args["big-connections"] ?? 8);
const TARGET_RATIO = 0.8;
const cli = path.join(root, "dist", "src", "cli", "main.js");

const pages = loadPages(["readability-dev", "trafilatura-dev"], { "trafilatura-dev": Number(args.limit ?? 150) });
const bodies = pages.map((p) => JSON.stringify({ html: p.html, url: p.url }));
const lines = pages.map((p) => JSON.stringify({ id: p.id, html: p.html, url: p.url }));
const say = (s) => process.stderr.write(s + "\n");
say(`${pages.length} pages, ${mib(pages.reduce((s, p) => s + p.bytes, 0)).toFixed(1)} MiB of HTML; ${workers} workers; node ${process.version}`);

/** `ce batch` in process: passes 2..R of the page set, after a first pass that warms the workers. */
async function batchThroughput(passes = 3) {
  const { runBatch } = await import(pathToFileURL(path.join(root, "dist", "src", "cli", "batch.js")).href);
  const input = Readable.from((function* () {
    for (let i = 0; i < passes; i++) for (const l of lines) yield l + "\n";
  })());
  let count = 0;
  let warmEnd = 0;
  const output = new Writable({
    write(chunk, _enc, cb) {
      count += chunk.toString().split("\n").filter(Boolean).length;
      if (warmEnd === 0 && count >= lines.length) warmEnd = performance.now();
      cb();
    },
  });
  let cpuAtWarmEnd = null;
  const poll = setInterval(() => {
    if (warmEnd !== 0 && cpuAtWarmEnd === null) cpuAtWarmEnd = process.cpuUsage();
  }, 1);
  await runBatch({ workers, input, output });
  clearInterval(poll);
  const end = performance.now();
  const cpu = process.cpuUsage(cpuAtWarmEnd ?? undefined);
  const timedDocs = count - lines.length;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { docs: timedDocs, seconds: (end - warmEnd) / 1000, docsPerS: timedDocs / ((end - warmEnd) / 1000), docsPerCpuS: timedDocs / cpuSeconds };
}

function admin(db, argv) {
  const r = spawnSync(process.execPath, [cli, "admin", ...argv, "--json"], { env: { ...process.env, DATABASE_URL: db }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`ce admin ${argv.join(" ")}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function startServer(db) {
  const child = spawn(process.execPath, [cli, "serve"], {
    env: { ...process.env, DATABASE_URL: db, PORT: "0", WORKERS: String(workers), BURST_PER_SECOND: "0", QUEUE_LIMIT: "100000", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr.setEncoding("utf8").on("data", (d) => (err += d));
  while (!/Stop with Ctrl-C/.test(err)) {
    if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const url = /listening on (http:\/\/\S+)/.exec(err)[1];
  return { child, url, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}

/** CPU seconds a process has used, all its threads (Linux /proc). */
const cpuSecondsOf = (pid) => statCpuMs(`/proc/${pid}/stat`) / 1000;

/** VmRSS / VmHWM (peak) of a process, MiB (Linux). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

function load(url, token, connections, seconds, requestBodies) {
  const requests = requestBodies.map((body) => ({ method: "POST", path: "/v1/extract", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body }));
  return autocannon({ url, connections, duration: seconds, requests, timeout: 60 });
}

const dir = mkdtempSync(path.join(os.tmpdir(), "ce-bench-http-"));
const results = { at: new Date().toISOString(), node: process.version, workers, pages: pages.length, levels: [] };
try {
  say("ce batch (in process), 3 passes, the first one warm-up ...");
  const batchBefore = await batchThroughput();
  say(`  ${batchBefore.docsPerS.toFixed(1)} docs/s, ${batchBefore.docsPerCpuS.toFixed(1)} docs per CPU second`);

  const db = path.join(dir, "ce.sqlite");
  const { accountId, primaryToken } = admin(db, ["account", "create", "--email", "bench@example.com"]);
  admin(db, ["credits", "grant", "--account", String(accountId), "--amount", "100000000"]);
  let server = await startServer(db);
  say(`server ${server.url}; warm-up 3 s ...`);
  await load(server.url, primaryToken, 4, 3, bodies);
  for (const c of levels) {
    const cpu0 = cpuSecondsOf(server.child.pid);
    const r = await load(server.url, primaryToken, c, duration, bodies);
    const cpu = cpuSecondsOf(server.child.pid) - cpu0;
    const ok = r["2xx"];
    const row = {
      connections: c,
      okPerS: ok / r.duration,
      okPerCpuS: ok / cpu,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
    results.levels.push(row);
    say(`  ${c} connections: ${row.okPerS.toFixed(1)} req/s, ${row.okPerCpuS.toFixed(1)} per CPU second, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}, errors ${row.errors}`);
  }
  results.rssAfterLoad = rssOf(server.child.pid);
  await server.stop();
  say("ce batch again ...");
  const batchAfter = await batchThroughput();
  say(`  ${batchAfter.docsPerS.toFixed(1)} docs/s, ${batchAfter.docsPerCpuS.toFixed(1)} docs per CPU second`);
  results.batchRuns = [batchBefore, batchAfter];
  results.batch = {
    docsPerS: (batchBefore.docsPerS + batchAfter.docsPerS) / 2,
    docsPerCpuS: (batchBefore.docsPerCpuS + batchAfter.docsPerCpuS) / 2,
    docs: batchBefore.docs + batchAfter.docs,
  };
  for (const row of results.levels) {
    row.ratio = row.okPerS / results.batch.docsPerS;
    row.cpuRatio = row.okPerCpuS / results.batch.docsPerCpuS;
  }

  // Peak RSS with ~2 MiB documents: several dev pages concatenated up to just under the limit.
  const big = [];
  const LIMIT = 2 * 1024 * 1024 - 1024;
  for (let start = 0; big.length < 8 && start < pages.length; start += 7) {
    let html = "";
    for (let i = start; i < pages.length && Buffer.byteLength(html) + pages[i].bytes < LIMIT; i++) html += pages[i].html;
    if (Buffer.byteLength(html) > LIMIT / 2) big.push(JSON.stringify({ html }));
  }
  server = await startServer(db);
  const idle = rssOf(server.child.pid);
  const r = await load(server.url, primaryToken, bigConnections, bigDuration, big);
  const peak = rssOf(server.child.pid);
  results.big = {
    documents: big.length,
    meanMiB: big.reduce((s, b) => s + Buffer.byteLength(b), 0) / big.length / 1024 / 1024,
    connections: bigConnections,
    okPerS: r["2xx"] / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    idleRssMiB: idle.rss,
    peakRssMiB: peak.peak,
  };
  await server.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const best = results.levels.reduce((a, b) => (b.okPerS > a.okPerS ? b : a));
results.bestRatio = best.okPerS / results.batch.docsPerS;
const bestCpu = results.levels.reduce((a, b) => (b.cpuRatio > a.cpuRatio ? b : a));
results.bestCpuRatio = bestCpu.cpuRatio;
console.log(
  `\nce batch in process (${workers} workers, mean of a run before and after the HTTP levels): ` +
    `${results.batchRuns.map((b) => b.docsPerS.toFixed(1)).join(" / ")} docs/s, ` +
    `${results.batchRuns.map((b) => b.docsPerCpuS.toFixed(1)).join(" / ")} docs per CPU second\n`,
);
console.log(
  table([
    ["connections", "req/s (200)", "p50 ms", "p99 ms", "non-2xx", "errors", "ratio to batch", "per CPU s", "CPU ratio to batch"],
    ...results.levels.map((l) => [l.connections, l.okPerS.toFixed(1), l.p50Ms, l.p99Ms, l.non2xx, l.errors, l.ratio.toFixed(2), l.okPerCpuS.toFixed(1), l.cpuRatio.toFixed(2)]),
  ]),
);
const b = results.big;
console.log(
  `\n~2 MiB documents (${b.documents} distinct, mean ${b.meanMiB.toFixed(2)} MiB body), ${b.connections} connections, ${bigDuration} s: ` +
    `${b.okPerS.toFixed(1)} req/s, p50 ${b.p50Ms} ms, p99 ${b.p99Ms} ms, non-2xx ${b.non2xx}, errors ${b.errors}; ` +
    `server RSS idle ${b.idleRssMiB.toFixed(0)} MiB, peak ${b.peakRssMiB.toFixed(0)} MiB`,
);
const verdict = results.bestRatio >= TARGET_RATIO ? "PASS" : "FAIL";
console.log(`\n${verdict}: best HTTP throughput / ce batch = ${results.bestRatio.toFixed(2)} (target >= ${TARGET_RATIO}) at ${best.connections} connections`);
console.log(`CPU time: best HTTP requests per CPU second / ce batch documents per CPU second = ${results.bestCpuRatio.toFixed(2)} at ${bestCpu.connections} connections`);
console.log(`load average at end: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
if (args.json) writeFileSync(String(args.json), JSON.stringify(results, null, 2));
if (args.gate && verdict === "FAIL") process.exit(1);
