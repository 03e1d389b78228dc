/**
 * The structure score of `npm run eval:markdown` (scripts/eval-markdown-metrics.mjs),
 * tested on tiny fabricated Markdown so that a broken metric is known to fail without
 * running either extractor.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "./helpers/paths.js";

type Score = number | null;
interface PageScores { headings: Score; lists: Score; tables: Score; code: Score; codeLang: Score; links: Score }
interface Structure {
  headings: string[];
  listItems: string[];
  cells: string[];
  code: { text: string; lang: string | null }[];
  links: string[];
}
interface MetricsModule {
  structureOf(markdown: string): Structure;
  multisetF1(predicted: string[], gold: string[]): number;
  sequenceF1(predicted: string[], gold: string[]): number;
  lcsLength(a: string[], b: string[]): number;
  codeScores(predicted: Structure["code"], gold: Structure["code"]): { exact: Score; lang: Score };
  scorePage(gold: Structure, output: string | null): PageScores;
  meanOf(pages: PageScores[], key: keyof PageScores): { mean: number | null; pages: number };
}

const m = (await import(pathToFileURL(path.join(projectRoot, "scripts", "eval-markdown-metrics.mjs")).href)) as MetricsModule;
const near = (a: number | null, b: number) => assert.ok(a !== null && Math.abs(a - b) < 1e-9, `${a} != ${b}`);

test("headings: level and text, markup and spelling of the heading ignored", () => {
  const s = m.structureOf("# One\n\nText\n\nTwo *b*\n---\n\n### Three `x`\n");
  assert.deepEqual(s.headings, ["1\u0000One", "2\u0000Two b", "3\u0000Three x"]);
});

test("heading F1 is order-aware: a swapped pair loses one match", () => {
  near(m.sequenceF1(["a", "b", "c"], ["a", "b", "c"]), 1);
  assert.equal(m.lcsLength(["a", "c", "b"], ["a", "b", "c"]), 2);
  near(m.sequenceF1(["a", "c", "b"], ["a", "b", "c"]), 2 / 3);
  // A wrong level is a different heading.
  const gold = m.structureOf("## A\n\n## B\n").headings;
  const got = m.structureOf("## A\n\n### B\n").headings;
  near(m.sequenceF1(got, gold), 0.5);
});

test("list items carry their nesting depth and their own text only", () => {
  const s = m.structureOf("- a\n  1. b **bold**\n     - c\n- d\n");
  assert.deepEqual(s.listItems, ["1\u0000a", "2\u0000b bold", "3\u0000c", "1\u0000d"]);
  // The same items flattened to one level match only the top-level ones.
  const flat = m.structureOf("- a\n- b bold\n- c\n- d\n");
  near(m.multisetF1(flat.listItems, s.listItems), 0.5);
});

test("table cells: row, column and text; empty cells are not items", () => {
  const s = m.structureOf("| h1 | h2 |\n| --- | --- |\n| *x* |  |\n| y \\| z | w |\n");
  assert.deepEqual(s.cells, ["0\u00000\u0000h1", "0\u00001\u0000h2", "1\u00000\u0000x", "2\u00000\u0000y | z", "2\u00001\u0000w"]);
  // A cell moved one column to the right no longer matches.
  const shifted = m.structureOf("| h1 | h2 |\n| --- | --- |\n|  | x |\n| y \\| z | w |\n");
  near(m.multisetF1(shifted.cells, s.cells), 0.8);
});

test("a table flattened to text scores no cell", () => {
  const gold = m.structureOf("| a | b |\n| --- | --- |\n| 1 | 2 |\n");
  const scores = m.scorePage(gold, "a b\n\n1 2\n");
  assert.equal(scores.tables, 0);
});

test("code blocks: byte-exact text and language, each output block used once", () => {
  const gold = m.structureOf("```python\nx = 1\n\n\ny = 2\n```\n\n```\nplain\n```\n");
  assert.deepEqual(gold.code, [{ text: "x = 1\n\n\ny = 2", lang: "python" }, { text: "plain", lang: null }]);
  // Indented code parses to the same text; one blank line lost is a miss.
  const got = m.structureOf("    x = 1\n    \n    y = 2\n\n```js\nplain\n```\n");
  assert.deepEqual(m.codeScores(got.code, gold.code), { exact: 0.5, lang: 0 });
  const twice = m.structureOf("```\nplain\n```\n");
  assert.deepEqual(m.codeScores([...twice.code, ...twice.code], [twice.code[0]]), { exact: 1, lang: 1 });
  assert.deepEqual(m.codeScores(got.code, []), { exact: null, lang: null });
});

test("links: text and target both count; empty-text links and images are not links", () => {
  const s = m.structureOf("See [the *docs*](https://a.example/d) and [x](/rel).\n\n[![logo](https://a.example/l.png)](https://a.example/)\n");
  assert.deepEqual(s.links, ["the docs\u0000https://a.example/d", "x\u0000/rel"]);
  const wrongTarget = m.structureOf("See [the docs](https://a.example/other).\n");
  near(m.multisetF1(wrongTarget.links, s.links), 0);
});

test("multiset F1 counts duplicates once per occurrence", () => {
  near(m.multisetF1(["a", "a", "b"], ["a", "b", "b"]), 2 / 3);
  near(m.multisetF1([], []), 1);
  near(m.multisetF1(["a"], []), 0);
});

test("a page scores null where neither side has the kind, 0 everywhere the gold has it when the output is empty", () => {
  const gold = m.structureOf("## H\n\n- item\n\n[l](https://x.example/)\n");
  const empty = m.scorePage(gold, null);
  assert.deepEqual(empty, { headings: 0, lists: 0, tables: null, code: null, codeLang: null, links: 0 });
  const perfect = m.scorePage(gold, "## H\n\n* item\n\n[l](https://x.example/)\n");
  assert.deepEqual(perfect, { headings: 1, lists: 1, tables: null, code: null, codeLang: null, links: 1 });
  // An invented table on a page without one is a false positive: 0, counted.
  assert.equal(m.scorePage(gold, "| a |\n| --- |\n").tables, 0);
});

test("means leave out pages where a metric does not apply", () => {
  const pages: PageScores[] = [
    { headings: 1, lists: null, tables: null, code: 0.5, codeLang: 0, links: 1 },
    { headings: 0, lists: 1, tables: null, code: null, codeLang: null, links: 0.5 },
  ];
  assert.deepEqual(m.meanOf(pages, "headings"), { mean: 0.5, pages: 2 });
  assert.deepEqual(m.meanOf(pages, "lists"), { mean: 1, pages: 1 });
  assert.deepEqual(m.meanOf(pages, "tables"), { mean: null, pages: 0 });
  assert.deepEqual(m.meanOf(pages, "code"), { mean: 0.5, pages: 1 });
});
