/**
 * Issue 17 on the command line: `ce extract` and `ce batch` with --format, --no-links,
 * --images, --chunk-tokens, --stats; `ce batch` progress on a terminal, silence elsewhere.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { PassThrough, Readable } from "node:stream";
import { runBatch } from "../src/cli/batch.js";
import { BatchProgress, formatElapsed } from "../src/cli/progress.js";
import { extract } from "../src/extract/index.js";
import { cliPath } from "./helpers/paths.js";

const PARA = "This paragraph is long enough, with commas, to be scored as real article prose by the extractor.";
const PAGE =
  `<!doctype html><html><head><title>Story | Example</title></head><body><article><h1>Story</h1>` +
  `<p>${PARA} <a href="https://example.com/a">Link</a>.</p><h2>Part two</h2><p>${PARA} Two.</p><p>${PARA} <img src="https://example.com/i.png" alt="I"></p></article></body></html>`;

function ce(args: readonly string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cliPath, ...args], { input, encoding: "utf8", timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

test("ce extract --format markdown prints the library's Markdown; --no-links and --images shape it", () => {
  const r = ce(["extract", "-", "--format", "markdown"], PAGE);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, extract(PAGE, { format: "markdown" }).content + "\n");
  assert.match(r.stdout, /^## Part two$/m);
  assert.match(r.stdout, /\[Link\]\(https:\/\/example\.com\/a\)/);
  assert.doesNotMatch(ce(["extract", "-", "--format", "markdown", "--no-links"], PAGE).stdout, /\]\(/);
  assert.match(ce(["extract", "-", "--format", "markdown", "--images"], PAGE).stdout, /!\[I\]\(https:\/\/example\.com\/i\.png\)/);
});

test("ce extract --chunk-tokens and --stats add chunks, tokens and wordCount to --json", () => {
  const r = ce(["extract", "-", "--format", "markdown", "--chunk-tokens", "64", "--json"], PAGE);
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout) as Record<string, unknown>;
  assert.deepEqual(out, JSON.parse(JSON.stringify(extract(PAGE, { format: "markdown", chunks: { maxTokens: 64 } }))));
  assert.ok(Array.isArray(out.chunks) && out.chunks.length > 1);
  const stats = JSON.parse(ce(["extract", "-", "--stats", "--json"], PAGE).stdout) as Record<string, unknown>;
  assert.equal(typeof stats.tokens, "number");
  assert.equal(typeof stats.wordCount, "number");
  assert.equal(stats.chunks, undefined);
});

test("bad output options are usage errors (exit 2), and the help names them", () => {
  for (const args of [["--format", "html"], ["--chunk-tokens", "10"], ["--chunk-tokens", "9000"], ["--chunk-tokens", "12.5"], ["--chunk-tokens", "x"]]) {
    const r = ce(["extract", "-", ...args], PAGE);
    assert.equal(r.status, 2, args.join(" "));
    assert.match(r.stderr, /Usage:/);
  }
  assert.equal(ce(["batch", "--format", "pdf"], "").status, 2);
  const help = ce(["--help"]).stdout;
  for (const flag of ["--format text|markdown", "--chunk-tokens N", "--no-links", "--images", "--stats"]) assert.ok(help.includes(flag), flag);
  assert.match(help, /ce extract page\.html --format markdown --chunk-tokens 512/);
});

test("ce batch --format markdown --chunk-tokens: every record has Markdown and chunks", () => {
  const lines = [1, 2, 3].map((i) => JSON.stringify({ id: `d${i}`, html: PAGE, url: `https://example.com/${i}` }));
  const r = ce(["batch", "--workers", "1", "--format", "markdown", "--chunk-tokens", "128"], lines.join("\n") + "\n");
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stderr, "", "stderr is not a terminal here: no progress");
  const records = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.equal(records.length, 3);
  for (const rec of records) {
    assert.match(String(rec.content), /^## Part two$/m);
    assert.ok(Array.isArray(rec.chunks));
  }
});

/** A stream that says it is a terminal, keeping what is written. */
class FakeTerminal {
  isTTY = true;
  readonly writes: string[] = [];
  write(chunk: string): boolean {
    this.writes.push(chunk);
    return true;
  }
}

test("ce batch progress: a redrawn line and a summary on a terminal, with documents, rate, errors and elapsed", async () => {
  const term = new FakeTerminal();
  const lines = [JSON.stringify({ id: 1, html: PAGE }), "not json", JSON.stringify({ id: 3, html: PAGE })];
  const output = new PassThrough();
  output.resume();
  await runBatch({ workers: 1, input: Readable.from([lines.join("\n")]), output, progress: term });
  assert.ok(term.writes.length >= 1);
  for (const w of term.writes) assert.ok(w.startsWith("\r\x1b[K"), "each draw returns to the line's start and clears it");
  const summary = term.writes[term.writes.length - 1];
  assert.match(summary, /^\r\x1b\[Kce batch: 3 documents, [\d.]+ docs\/s, 1 error, [\d.]+s elapsed \(finished\)\n$/);
  assert.equal(term.writes.slice(0, -1).join("").includes("\n"), false, "the progress line never scrolls");
});

test("ce batch progress is silent on a stream that is not a terminal", async () => {
  const pipe = new FakeTerminal();
  pipe.isTTY = false;
  const output = new PassThrough();
  output.resume();
  await runBatch({ workers: 1, input: Readable.from([JSON.stringify({ id: 1, html: PAGE })]), output, progress: pipe });
  assert.deepEqual(pipe.writes, []);
});

test("progress redraws at most every 100 ms; elapsed is written for people", () => {
  const term = new FakeTerminal();
  let now = 0;
  const p = new BatchProgress(term, () => now);
  for (let i = 0; i < 50; i++) {
    now += 10;
    p.record(`{"id":${i},"title":"t","content":"c"}`);
  }
  assert.equal(term.writes.length, 5);
  p.record('{"id":"x\\"y","error":"boom"}');
  p.finish();
  assert.match(term.writes[term.writes.length - 1], /51 documents, 102\.0 docs\/s, 1 error, 0\.5s elapsed/);
  assert.equal(formatElapsed(42), "42.0s");
  assert.equal(formatElapsed(185), "3m05s");
  assert.equal(formatElapsed(3723), "1h02m03s");
});
