/**
 * The built `ce` tool, run as a child process: extract (file, stdin, --json,
 * --debug, usage errors) and batch (ids, bad lines, workers, streaming).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { PassThrough, Readable } from "node:stream";
import { runBatch } from "../src/cli/batch.js";
import { extract } from "../src/extract/index.js";
import { cliPath } from "./helpers/paths.js";

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function ce(args: readonly string[], input?: string): Run {
  const r = spawnSync(process.execPath, [cliPath, ...args], { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const PARA = "This paragraph is long enough, with commas, to be scored as real article prose by the extractor.";

function articlePage(n: number): string {
  return (
    `<!doctype html><html><head><title>Story ${n} | Example News</title><script>var tracker = "TRACKER";</script></head>` +
    `<body><nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sport">Sport</a></nav>` +
    `<article><h1>Story ${n}</h1><p>${PARA} Number ${n}.</p><p>${PARA} Again, ${n}.</p><p>${PARA} Last.</p></article>` +
    `<footer>Copyright 2024 Example News. All rights reserved.</footer></body></html>`
  );
}

/** A temporary folder for the test's files, removed afterwards. */
function withTempDir(fn: (dir: string) => void): void {
  const dir = mkdtempSync(path.join(tmpdir(), "ce-cli-"));
  try {
    fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- ce extract ----------------------------------------------------------------------

test("ce extract FILE prints the content", () => {
  withTempDir((dir) => {
    const file = path.join(dir, "page.html");
    writeFileSync(file, articlePage(1));
    const r = ce(["extract", file]);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, extract(articlePage(1)).content + "\n");
    assert.match(r.stdout, /Number 1\./);
    assert.doesNotMatch(r.stdout, /TRACKER/);
  });
});

test("ce extract - reads stdin, and so does ce extract without FILE", () => {
  const expected = extract(articlePage(2)).content + "\n";
  for (const args of [["extract", "-"], ["extract"]]) {
    const r = ce(args, articlePage(2));
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, expected, args.join(" "));
  }
});

test("ce extract --json prints one JSON object with title and content strings", () => {
  const url = "https://news.example.com/2024/05/17/story-3";
  const r = ce(["extract", "-", "--json", "--url", url, "--content-type", "news", "--language", "en"], articlePage(3));
  assert.equal(r.status, 0, r.stderr);
  const out: unknown = JSON.parse(r.stdout);
  assert.ok(typeof out === "object" && out !== null && !Array.isArray(out));
  const rec = out as Record<string, unknown>;
  assert.equal(typeof rec["title"], "string");
  assert.equal(typeof rec["content"], "string");
  assert.deepEqual(rec, { ...extract(articlePage(3), { url, contentTypeHint: "news", languageHint: "en" }) });
});

test("ce extract --debug prints a JSON trace of removals and timings on stderr", () => {
  const r = ce(["extract", "-", "--debug"], articlePage(4));
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, extract(articlePage(4)).content + "\n", "stdout is unchanged by --debug");
  const trace: unknown = JSON.parse(r.stderr);
  assert.ok(typeof trace === "object" && trace !== null);
  const { removals, timings } = trace as { removals: unknown; timings: unknown };
  assert.ok(Array.isArray(removals) && removals.length > 0, "the nav, script and footer were removed");
  for (const removal of removals) {
    for (const key of ["stage", "rule", "reason", "tag", "textPreview"]) {
      assert.equal(typeof (removal as Record<string, unknown>)[key], "string", `removal.${key}: ${JSON.stringify(removal)}`);
    }
  }
  assert.ok(
    removals.some((x) => (x as Record<string, unknown>)["tag"] === "nav"),
    "the <nav> removal is explained",
  );
  assert.ok(Array.isArray(timings) && timings.length > 0);
  for (const t of timings) {
    const timing = t as Record<string, unknown>;
    assert.equal(typeof timing["stage"], "string");
    assert.ok(typeof timing["ms"] === "number" && timing["ms"] >= 0);
  }
});

test("usage errors exit 2 with the usage text", () => {
  const cases: ReadonlyArray<readonly string[]> = [
    ["extract", "-", "--content-type", "recipe"],
    ["extract", "-", "--no-such-option"],
    ["extract", "a.html", "b.html"],
    ["frobnicate"],
    ["batch", "--workers", "0"],
    ["batch", "--workers", "two"],
  ];
  for (const args of cases) {
    const r = ce(args, "");
    assert.equal(r.status, 2, `ce ${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr, /Usage:\n\s+ce extract/, args.join(" "));
    assert.equal(r.stdout, "", args.join(" "));
  }
});

test("a missing FILE is an error, not a usage error", () => {
  const r = ce(["extract", path.join(tmpdir(), "ce-no-such-file.html")]);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /ENOENT/);
});

test("ce with no command prints the usage and succeeds", () => {
  const r = ce([]);
  assert.equal(r.status, 0);
  assert.match(r.stdout, /Usage:/);
});

// --- ce batch ------------------------------------------------------------------------

type Record_ = Record<string, unknown>;

function parseLines(stdout: string): Record_[] {
  return stdout
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record_);
}

function mixedBatch(): { lines: string[]; okIds: string[] } {
  const lines: string[] = [];
  const okIds: string[] = [];
  for (let i = 0; i < 18; i++) {
    const id = `doc-${i}`;
    okIds.push(id);
    const html = i % 3 === 0 ? articlePage(i) : i % 3 === 1 ? `<p>${PARA} ${i}</p>` : "";
    lines.push(JSON.stringify({ id, html, url: `https://example.com/${i}` }));
  }
  lines.splice(5, 0, '{"id": "broken", "html": "<p>never closed');
  lines.splice(11, 0, JSON.stringify({ id: "not-html", html: 5 }));
  return { lines, okIds };
}

function checkMixedAnswers(out: Record_[], okIds: readonly string[]): void {
  assert.equal(out.length, okIds.length + 2, "one answer per line");
  const byId = new Map(out.map((r) => [r["id"], r]));
  assert.equal(byId.size, out.length, "ids are not repeated");
  for (const id of okIds) {
    const r = byId.get(id);
    assert.ok(r !== undefined, `an answer for ${id}`);
    assert.equal(typeof r["title"], "string", id);
    assert.equal(typeof r["content"], "string", id);
    assert.equal(r["error"], undefined, id);
  }
  for (const id of ["broken", "not-html"]) {
    const r = byId.get(id);
    assert.ok(r !== undefined, `an answer for ${id}`);
    assert.equal(typeof r["error"], "string", id);
    assert.equal(r["content"], undefined, id);
  }
  assert.equal(byId.get("doc-0")?.["content"], extract(articlePage(0), { url: "https://example.com/0" }).content);
}

test("ce batch answers every line with its id; bad lines give error records", () => {
  const { lines, okIds } = mixedBatch();
  const r = ce(["batch"], lines.join("\n") + "\n");
  assert.equal(r.status, 0, r.stderr);
  checkMixedAnswers(parseLines(r.stdout), okIds);
});

test("ce batch --workers 1", () => {
  const { lines, okIds } = mixedBatch();
  const r = ce(["batch", "--workers", "1"], lines.join("\r\n"));
  assert.equal(r.status, 0, r.stderr);
  checkMixedAnswers(parseLines(r.stdout), okIds);
});

test("ce batch: lines that are JSON but not objects, and blank lines", () => {
  const r = ce(["batch", "--workers", "1"], ['5', "null", "[]", "", "   ", JSON.stringify({ id: 1, html: "<p>x</p>" })].join("\n"));
  assert.equal(r.status, 0, r.stderr);
  const out = parseLines(r.stdout);
  assert.equal(out.length, 4, "blank lines are skipped, every other line is answered");
  assert.equal(out.filter((x) => typeof x["error"] === "string").length, 3);
  assert.ok(out.some((x) => x["id"] === 1 && x["content"] === "x"));
});

/**
 * Streams 2,000 documents: the first ones must be answered while stdin is still
 * open (an implementation that read everything first would never answer them), then
 * every id must come back exactly once.
 */
test("ce batch streams 2,000 documents", { timeout: 120_000 }, async () => {
  const total = 2000;
  const early = 10;
  const child = spawn(process.execPath, [cliPath, "batch", "--workers", "2"], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));

  const seen = new Map<string, number>();
  let answeredEarly!: () => void;
  const earlyAnswers = new Promise<void>((resolve) => (answeredEarly = resolve));
  const reading = (async () => {
    for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      const rec = JSON.parse(line) as Record_;
      assert.equal(typeof rec["content"], "string", line.slice(0, 200));
      const id = String(rec["id"]);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (seen.size === early) answeredEarly();
    }
  })();

  const send = async (from: number, to: number): Promise<void> => {
    for (let i = from; i < to; i++) {
      const line = JSON.stringify({ id: `s${i}`, html: `<html><body><p>Document ${i}: ${PARA}</p></body></html>` }) + "\n";
      if (!child.stdin.write(line)) await new Promise<void>((resolve) => child.stdin.once("drain", () => resolve()));
    }
  };
  await send(0, early);
  await earlyAnswers;
  await send(early, total);
  child.stdin.end();

  await reading;
  assert.equal(await exited, 0, stderr);
  assert.equal(seen.size, total, "every id came back");
  for (const [id, count] of seen) assert.equal(count, 1, `${id} answered once`);
});

test("runBatch: a document over the time limit gets an error record and the batch goes on", { timeout: 60_000 }, async () => {
  // 1 ms is shorter than any answer (a worker takes far longer to start), so every
  // line times out: each must still be answered, and the batch must end.
  const lines = ["a", "b", "c"].map((id) => JSON.stringify({ id, html: `<p>${PARA}</p>` }));
  const output = new PassThrough();
  let written = "";
  output.setEncoding("utf8").on("data", (d: string) => (written += d));
  await runBatch({ workers: 1, input: Readable.from([lines.join("\n")]), output, taskTimeoutMs: 1 });
  const out = parseLines(written);
  assert.deepEqual(out.map((r) => r["id"]).sort(), ["a", "b", "c"]);
  for (const r of out) assert.equal(r["error"], "no answer within 1 ms");
});
