/**
 * `npm run bench:memory`: what the service costs in memory and in start-up, measured as an
 * operator would (issue 18), optionally beside another build in the same run.
 *
 * For each build (this checkout's dist/, and `--baseline DIR`'s when given), alternating
 * build by build for `--rounds` rounds:
 *   1. `ce serve` as a child (SQLite in a temporary folder, WORKERS=2 unless --workers,
 *      every other setting at its default but BURST_PER_SECOND=0 and a queue that turns
 *      nothing away): time to its banner, then RSS after `--settle` seconds idle (VmRSS
 *      from /proc/PID/status: main thread and workers, everything the process holds).
 *   2. `--big` POST /v1/extract requests of ~2 MiB article documents (dev pages concatenated
 *      up to the 2 MiB limit, 8 distinct, as bench:http builds them) at `--concurrency` 8,
 *      after `--big-warmup` 8 untimed: the time they took, pages/s, and the process's
 *      peak RSS (VmHWM) at the end, which covers the whole run.
 *   3. `--passes` 2 passes over the 246 bench pages (readability-dev and the first 150 of
 *      trafilatura-dev) at the same concurrency: pages/s on ordinary pages, and VmHWM again.
 *   4. `ce batch --workers 2` (WORKERS' default here): wall time with no input at all, to its
 *      first answer for one small page, and for the 246 pages whole (start-up included).
 *
 * Throughput is compared as ratios of builds measured in the same run, round by round;
 * memory is what /proc says, which other load on the machine does not move.
 *
 *   npm run bench:memory                              # this build only
 *   node bench/memory.mjs --baseline /tmp/lean-base   # beside another checkout's dist/
 *   node bench/memory.mjs --rounds 3 --json /tmp/memory.json
 *   node bench/memory.mjs --passes 0 --no-batch       # the server and its ~2 MiB documents only
 *   WORKER_YOUNG_GENERATION_MB=96 node bench/memory.mjs   # any server setting, from the environment
 *   node bench/memory.mjs --baseline . --baseline-env WORKER_YOUNG_GENERATION_MB=192 --env WORKER_YOUNG_GENERATION_MB=48
 *                                                     # one build, two settings, alternated
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { loadPages, mib, parseArgs, root, statCpuMs, table } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2));
const workers = Number(args.workers ?? 2);
const rounds = Number(args.rounds ?? 2);
const concurrency = Number(args.concurrency ?? 8);
const bigCount = Number(args.big ?? 48);
const bigWarmup = Number(args["big-warmup"] ?? 8);
const passes = Number(args.passes ?? 2);
const settleS = Number(args.settle ?? 3);
const skipBatch = args["no-batch"] === true;
/** `--env A=1,B=2`: settings for this build's server and batch; `--baseline-env` the baseline's. */
const envOf = (spec) => Object.fromEntries(typeof spec === "string" ? spec.split(",").map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]) : []);
const builds = [{ name: "this build", root, env: envOf(args.env) }];
if (typeof args.baseline === "string") builds.unshift({ name: "baseline", root: path.resolve(args.baseline), env: envOf(args["baseline-env"]) });
const say = (s) => process.stderr.write(s + "\n");

const pages = loadPages(["readability-dev", "trafilatura-dev"], { "trafilatura-dev": 150 });
const pageBodies = pages.map((p) => JSON.stringify({ html: p.html, url: p.url }));
const batchLines = pages.map((p) => JSON.stringify({ id: p.id, html: p.html, url: p.url }) + "\n").join("");
// ~2 MiB documents, as bench:http builds them: dev pages concatenated up to just under the limit.
const bigBodies = [];
{
  const LIMIT = 2 * 1024 * 1024 - 1024;
  for (let start = 0; bigBodies.length < 8 && start < pages.length; start += 7) {
    let html = "";
    for (let i = start; i < pages.length && Buffer.byteLength(html) + pages[i].bytes < LIMIT; i++) html += pages[i].html;
    if (Buffer.byteLength(html) > LIMIT / 2) bigBodies.push(JSON.stringify({ html }));
  }
}
say(
  `${pages.length} pages; ${bigBodies.length} big documents, mean ${mib(bigBodies.reduce((s, b) => s + Buffer.byteLength(b), 0) / bigBodies.length).toFixed(2)} MiB; ` +
    `${workers} workers; ${concurrency} concurrent; node ${process.version}; load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`,
);

/** VmRSS / VmHWM of a process, MiB. */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

const cliOf = (build) => path.join(build.root, "dist", "src", "cli", "main.js");

function admin(build, db, argv) {
  const r = spawnSync(process.execPath, [cliOf(build), "admin", ...argv, "--json"], { env: { ...process.env, DATABASE_URL: db }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`ce admin ${argv.join(" ")}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function startServer(build, db) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [cliOf(build), "serve"], {
    env: { ...process.env, ...build.env, DATABASE_URL: db, PORT: "0", WORKERS: String(workers), BURST_PER_SECOND: "0", QUEUE_LIMIT: "100000", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr.setEncoding("utf8").on("data", (d) => (err += d));
  while (!/Stop with Ctrl-C/.test(err)) {
    if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const startS = (performance.now() - t0) / 1000;
  const url = new URL(/listening on (http:\/\/\S+)/.exec(err)[1]);
  return { child, url, startS, banner: err, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url, token, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: "/v1/extract", method: "POST", agent, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** `count` requests, bodies in turn, `concurrency` at a time: seconds taken and status counts. */
async function stream(url, token, bodies, count) {
  let next = 0;
  const statuses = {};
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const status = await post(url, token, bodies[i % bodies.length]);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - t0) / 1000, statuses };
}

/** `ce batch --workers N` with `input` on stdin: seconds to the first answer line and to exit. */
function batch(build, input) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [cliOf(build), "batch", "--workers", String(workers)], { env: { ...process.env, ...build.env }, stdio: ["pipe", "pipe", "pipe"] });
    let first = null;
    let lines = 0;
    child.stdout.on("data", (d) => {
      first ??= (performance.now() - t0) / 1000;
      lines += d.toString().split("\n").length - 1;
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve({ firstS: first, totalS: (performance.now() - t0) / 1000, lines }) : reject(new Error(`ce batch exited ${code}`))));
    child.stdin.end(input);
  });
}

const SMALL_PAGE = JSON.stringify({ id: "one", html: "<html><head><title>One</title></head><body><article><p>A small page, answered first.</p></article></body></html>" }) + "\n";

async function measure(build) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ce-bench-memory-"));
  try {
    const db = path.join(dir, "ce.sqlite");
    const { accountId, primaryToken } = admin(build, db, ["account", "create", "--email", "bench@example.com"]);
    admin(build, db, ["credits", "grant", "--account", String(accountId), "--amount", "100000000"]);
    const server = await startServer(build, db);
    const banner = server.banner.split("\n").filter((l) => /worker|memory|ceiling/i.test(l)).map((l) => l.trim());
    await new Promise((r) => setTimeout(r, settleS * 1000));
    const idle = rssOf(server.child.pid);
    await stream(server.url, primaryToken, bigBodies, bigWarmup);
    const cpu = () => statCpuMs(`/proc/${server.child.pid}/stat`) / 1000;
    const cpu0 = cpu();
    const big = await stream(server.url, primaryToken, bigBodies, bigCount);
    const cpu1 = cpu();
    const afterBig = rssOf(server.child.pid);
    const small = await stream(server.url, primaryToken, pageBodies, pageBodies.length * passes);
    const cpu2 = cpu();
    const afterPages = rssOf(server.child.pid);
    await server.stop();
    const skipped = { firstS: NaN, totalS: NaN, lines: NaN };
    const none = skipBatch ? skipped : await batch(build, "");
    const one = skipBatch ? skipped : await batch(build, SMALL_PAGE);
    const whole = skipBatch ? skipped : await batch(build, batchLines);
    return {
      startS: server.startS,
      banner,
      idleRss: idle.rss,
      bigSeconds: big.seconds,
      bigPerS: bigCount / big.seconds,
      bigPerCpuS: bigCount / (cpu1 - cpu0),
      bigStatuses: big.statuses,
      bigPeak: afterBig.peak,
      rssAfterBig: afterBig.rss,
      pagesPerS: passes === 0 ? NaN : (pageBodies.length * passes) / small.seconds,
      pagesPerCpuS: passes === 0 ? NaN : (pageBodies.length * passes) / (cpu2 - cpu1),
      pageStatuses: small.statuses,
      peak: afterPages.peak,
      rssAfterPages: afterPages.rss,
      batchNoInputS: none.totalS,
      batchFirstAnswerS: one.firstS,
      batchOneS: one.totalS,
      batchWholeS: whole.totalS,
      batchDocsPerS: whole.lines / whole.totalS,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = Object.fromEntries(builds.map((b) => [b.name, []]));
for (let r = 0; r < rounds; r++) {
  for (const build of r % 2 === 0 ? builds : [...builds].reverse()) {
    say(`round ${r + 1}, ${build.name} (${build.root}${Object.keys(build.env).length > 0 ? ` ${JSON.stringify(build.env)}` : ""}) ...`);
    const m = await measure(build);
    results[build.name].push(m);
    say(
      `  start ${m.startS.toFixed(2)} s, idle RSS ${m.idleRss.toFixed(0)} MiB; ${bigCount} big docs ${m.bigSeconds.toFixed(2)} s (${JSON.stringify(m.bigStatuses)}), peak ${m.bigPeak.toFixed(0)} MiB; ` +
        `(${m.bigPerCpuS.toFixed(2)} per CPU s); pages ${m.pagesPerS.toFixed(1)}/s (${m.pagesPerCpuS.toFixed(1)} per CPU s) (${JSON.stringify(m.pageStatuses)}), peak ${m.peak.toFixed(0)} MiB; ` +
        `batch: no input ${m.batchNoInputS.toFixed(2)} s, first answer ${m.batchFirstAnswerS.toFixed(2)} s, 246 pages ${m.batchWholeS.toFixed(2)} s (${m.batchDocsPerS.toFixed(1)} docs/s)`,
    );
    if (m.banner.length > 0) say(`  banner: ${m.banner.join(" | ")}`);
  }
}
agent.destroy();

const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
const max = (xs) => Math.max(...xs);
const fmt = (xs, d = 0) => xs.map((x) => x.toFixed(d)).join(" / ");
const rows = [["figure (per round)", ...builds.map((b) => b.name)]];
const add = (label, f) => rows.push([label, ...builds.map((b) => f(results[b.name]))]);
add("ce serve start to banner, s", (ms) => fmt(ms.map((m) => m.startS), 2));
add("idle RSS, MiB", (ms) => fmt(ms.map((m) => m.idleRss)));
add(`peak RSS (VmHWM) after ${bigCount} ~2 MiB docs, MiB`, (ms) => fmt(ms.map((m) => m.bigPeak)));
add(`${bigCount} ~2 MiB docs took, s`, (ms) => fmt(ms.map((m) => m.bigSeconds), 2));
add("  the same, per CPU second of the server", (ms) => fmt(ms.map((m) => m.bigPerCpuS), 2));
add("RSS after them, MiB", (ms) => fmt(ms.map((m) => m.rssAfterBig)));
add(`bench pages/s (${pages.length} x ${passes})`, (ms) => fmt(ms.map((m) => m.pagesPerS), 1));
add("  the same, per CPU second of the server", (ms) => fmt(ms.map((m) => m.pagesPerCpuS), 1));
add("peak RSS after the pages too, MiB", (ms) => fmt(ms.map((m) => m.peak)));
add("ce batch, no input: exit, s", (ms) => fmt(ms.map((m) => m.batchNoInputS), 2));
add("ce batch, one page: first answer, s", (ms) => fmt(ms.map((m) => m.batchFirstAnswerS), 2));
add(`ce batch, ${pages.length} pages: whole process docs/s`, (ms) => fmt(ms.map((m) => m.batchDocsPerS), 1));
console.log("\n" + table(rows));

if (builds.length === 2) {
  const [base, ours] = builds.map((b) => results[b.name]);
  const ratio = (f) => ours.map((m, i) => f(m) / f(base[i]));
  console.log(`\nthis build / baseline, round by round (throughput: above 1 is faster):`);
  console.log(`  ~2 MiB docs per second: ${fmt(ratio((m) => m.bigPerS), 3)} (mean ${mean(ratio((m) => m.bigPerS)).toFixed(3)})`);
  console.log(`  ~2 MiB docs per CPU second: ${fmt(ratio((m) => m.bigPerCpuS), 3)} (mean ${mean(ratio((m) => m.bigPerCpuS)).toFixed(3)})`);
  console.log(`  bench pages per second: ${fmt(ratio((m) => m.pagesPerS), 3)} (mean ${mean(ratio((m) => m.pagesPerS)).toFixed(3)})`);
  console.log(`  bench pages per CPU second: ${fmt(ratio((m) => m.pagesPerCpuS), 3)} (mean ${mean(ratio((m) => m.pagesPerCpuS)).toFixed(3)})`);
  console.log(`  ce batch whole-process docs/s: ${fmt(ratio((m) => m.batchDocsPerS), 3)} (mean ${mean(ratio((m) => m.batchDocsPerS)).toFixed(3)})`);
}

// Issue 18's targets, for this build.
const ours = results["this build"];
const verdicts = [
  [max(ours.map((m) => m.idleRss)) <= 160, `idle RSS ${fmt(ours.map((m) => m.idleRss))} MiB (target <= 160)`],
  [max(ours.map((m) => m.bigPeak)) <= 400, `peak RSS under ~2 MiB documents ${fmt(ours.map((m) => m.bigPeak))} MiB (target <= 400)`],
  ...(skipBatch ? [] : [[max(ours.map((m) => m.batchFirstAnswerS)) <= 0.3, `ce batch first answer ${fmt(ours.map((m) => m.batchFirstAnswerS), 2)} s (target <= 0.3)`]]),
];
console.log("");
for (const [ok, text] of verdicts) console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
if (typeof args.json === "string") writeFileSync(args.json, JSON.stringify({ at: new Date().toISOString(), node: process.version, workers, concurrency, bigCount, builds, results }, null, 2));
