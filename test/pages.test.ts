/**
 * Golden page cases (test/pages/README.md): one folder per case, `source.html` in,
 * `expected.txt` (exact content), `expected.md` (exact content with `format: "markdown"`,
 * docs/markdown.md) and `expected-metadata.json` (title, and where a case states them
 * author, publishedAt and language; optional url and Markdown options passed to `extract`)
 * out. Expected files are written by hand; `UPDATE_GOLDEN=1` rewrites the expected.txt
 * and expected.md of existing cases only, so a new case can never be created silently
 * from whatever the extractor happens to return.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { extract } from "../src/extract/index.js";
import { pagesDir } from "./helpers/paths.js";

const UPDATE = process.env.UPDATE_GOLDEN === "1";

interface ExpectedMetadata {
  title?: string;
  /** Compared exactly when present (`null`: the field must be left out). */
  author?: string | null;
  publishedAt?: string | null;
  language?: string | null;

  /** Input, not expectation: the page's address, passed as `options.url`. */
  url?: string;
  /** Input: the Markdown options of expected.md (`{"images": true}`, `{"links": false}`); defaults otherwise. */
  markdown?: { links?: boolean; images?: boolean };
}

/** Metadata fields a case may state besides the title. */
const CHECKED_FIELDS = ["author", "publishedAt", "language"] as const;

const caseNames: string[] = readdirSync(pagesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** The file's text with one trailing newline removed (files end with a newline by convention). */
function readExpected(file: string): string {
  const text = readFileSync(file, "utf8");
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}

function readMetadata(dir: string): ExpectedMetadata {
  const file = path.join(dir, "expected-metadata.json");
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected a JSON object`);
  }
  const obj = parsed as Record<string, unknown>;
  const meta: ExpectedMetadata = {};
  if (typeof obj.title === "string") meta.title = obj.title;
  for (const key of CHECKED_FIELDS) {
    const v = obj[key];
    if (v !== undefined && v !== null && typeof v !== "string") throw new Error(`${file}: ${key} must be a string or null`);
    if (v !== undefined) meta[key] = v;
  }
  if (typeof obj.url === "string") meta.url = obj.url;
  const md = obj.markdown;
  if (md !== undefined) {
    if (typeof md !== "object" || md === null || Array.isArray(md)) throw new Error(`${file}: markdown must be an object`);
    const { links, images } = md as Record<string, unknown>;
    if ((links !== undefined && typeof links !== "boolean") || (images !== undefined && typeof images !== "boolean")) {
      throw new Error(`${file}: markdown.links and markdown.images must be booleans`);
    }
    meta.markdown = { ...(links !== undefined ? { links } : {}), ...(images !== undefined ? { images } : {}) };
  }
  return meta;
}

/** A line made readable in a failure message: tabs shown, long lines cut. */
function show(line: string | undefined): string {
  if (line === undefined) return "(end of text)";
  const visible = line.replace(/\t/g, "\u2192");
  return JSON.stringify(visible.length > 140 ? `${visible.slice(0, 137)}...` : visible);
}

/** Longest-common-subsequence line diff: which expected lines are missing, which output lines are extra. */
function lineDiff(expected: readonly string[], actual: readonly string[]): { missing: string[]; extra: string[] } {
  const n = expected.length;
  const m = actual.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = expected[i] === actual[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const missing: string[] = [];
  const extra: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (expected[i] === actual[j]) {
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      missing.push(`${i + 1}: ${show(expected[i])}`);
      i++;
    } else {
      extra.push(`${j + 1}: ${show(actual[j])}`);
      j++;
    }
  }
  for (; i < n; i++) missing.push(`${i + 1}: ${show(expected[i])}`);
  for (; j < m; j++) extra.push(`${j + 1}: ${show(actual[j])}`);
  return { missing, extra };
}

const MAX_LISTED = 12;

/** A failure whose message is the whole report: no stack trace, which would only hide the diff. */
class GoldenMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GoldenMismatch";
    this.stack = `${this.name}: ${message}`;
  }
}

function listed(label: string, lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  const head = lines.slice(0, MAX_LISTED).map((l) => `    ${l}`);
  const more = lines.length > MAX_LISTED ? [`    ... and ${lines.length - MAX_LISTED} more`] : [];
  return [`  ${label} (${lines.length}):`, ...head, ...more];
}

function describeMismatch(name: string, expected: string, actual: string, file = "expected.txt"): string {
  const exp = expected.split("\n");
  const act = actual.split("\n");
  let first = 0;
  while (first < exp.length && first < act.length && exp[first] === act[first]) first++;
  const { missing, extra } = lineDiff(exp, act);
  return [
    `content of ${name} differs from ${file} (expected ${exp.length} lines, got ${act.length})`,
    `  first difference at line ${first + 1}:`,
    `    expected ${show(exp[first])}`,
    `    actual   ${show(act[first])}`,
    ...listed(`missing (line of ${file}: text not in output)`, missing),
    ...listed(`extra (line of output: text not in ${file})`, extra),
    `  (UPDATE_GOLDEN=1 rewrites ${file}, only after checking the output by hand)`,
  ].join("\n");
}

test("every page case folder has source.html, expected.txt and expected.md", () => {
  assert.ok(caseNames.length > 0, `no case folders under ${pagesDir}`);
  const incomplete = caseNames.filter((name) => ["source.html", "expected.txt", "expected.md"].some((f) => !existsSync(path.join(pagesDir, name, f))));
  assert.deepEqual(incomplete, [], "case folders missing source.html, expected.txt or expected.md");
});

for (const name of caseNames) {
  test(`page ${name}`, () => {
    const dir = path.join(pagesDir, name);
    const sourceFile = path.join(dir, "source.html");
    const expectedFile = path.join(dir, "expected.txt");
    assert.ok(existsSync(sourceFile), `${name}: source.html is missing`);
    // Never created from the extractor's output, even with UPDATE_GOLDEN: write it by hand.
    assert.ok(existsSync(expectedFile), `${name}: expected.txt is missing (write it by hand; UPDATE_GOLDEN only rewrites existing files)`);

    const meta = readMetadata(dir);
    const html = readFileSync(sourceFile, "utf8");
    const result = extract(html, meta.url === undefined ? {} : { url: meta.url });

    // Content and title are both checked before failing, so one run shows every problem of a case.
    const problems: string[] = [];
    if (UPDATE) {
      writeFileSync(expectedFile, `${result.content}\n`);
    } else {
      const expected = readExpected(expectedFile);
      if (result.content !== expected) problems.push(describeMismatch(name, expected, result.content));
    }
    // The same page as Markdown (docs/markdown.md): the same selection, so the same title.
    const markdownFile = path.join(dir, "expected.md");
    assert.ok(existsSync(markdownFile), `${name}: expected.md is missing (write it by hand; UPDATE_GOLDEN only rewrites existing files)`);
    const markdown = extract(html, { ...(meta.url === undefined ? {} : { url: meta.url }), ...meta.markdown, format: "markdown" });
    if (UPDATE) {
      writeFileSync(markdownFile, `${markdown.content}\n`);
    } else {
      const expected = readExpected(markdownFile);
      if (markdown.content !== expected) problems.push(describeMismatch(name, expected, markdown.content, "expected.md"));
    }
    if (markdown.title !== result.title) problems.push(`title of ${name} differs between the formats: ${JSON.stringify(markdown.title)}`);
    if (meta.title !== undefined && result.title !== meta.title) {
      problems.push(`title of ${name}: expected ${JSON.stringify(meta.title)}, got ${JSON.stringify(result.title)}`);
    }
    for (const key of CHECKED_FIELDS) {
      const want = meta[key];
      if (want === undefined) continue;
      const got = result[key] ?? null;
      if (got !== want) problems.push(`${key} of ${name}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
    if (problems.length > 0) throw new GoldenMismatch(problems.join("\n"));
  });
}
