/**
 * Hostile input: every case must come back well-formed within a time guard, without
 * a crash or a stack overflow. The guard is against blow-ups (quadratic time,
 * recursion that follows nesting depth), not a speed test: it is generous because
 * the suite runs beside other test files on a small machine.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { extract, type ExtractOptions, type ExtractResult } from "../src/extract/index.js";
import { parseHtml, PARSES_NOFRAMES } from "../src/extract/dom/parse.js";
import type { ElementNode } from "../src/extract/dom/node.js";
import { projectRoot } from "./helpers/paths.js";

const TIME_GUARD_MS = 5000;
const MiB = 1024 * 1024;
const PARA = "This paragraph is long enough, with commas, to be scored as real article prose by the extractor.";
const ARTICLE = `<article><p>${PARA} One.</p><p>${PARA} Two.</p><p>${PARA} Three.</p></article>`;

/** NUL, or a surrogate half without its partner: not well-formed text. */
const MALFORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function assertWellFormed(r: ExtractResult): void {
  for (const [field, value] of Object.entries(r)) {
    if (typeof value === "string") assert.ok(!MALFORMED.test(value), `${field} holds a NUL or a lone surrogate`);
  }
}

/** Extract under the time guard and check the shape of the result. */
function guarded(html: string, options: ExtractOptions = {}): ExtractResult {
  const t0 = performance.now();
  const r = extract(html, options);
  const ms = performance.now() - t0;
  assert.ok(ms < TIME_GUARD_MS, `took ${Math.round(ms)} ms (guard: ${TIME_GUARD_MS} ms)`);
  assert.equal(typeof r.title, "string");
  assert.equal(typeof r.content, "string");
  assertWellFormed(r);
  return r;
}

const page = (body: string, head = "<title>Hostile</title>"): string =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

// --- depth ---------------------------------------------------------------------------

test("100,000 nested <div>s with text at the bottom", () => {
  const r = guarded(page("<div>".repeat(100_000) + "text at the bottom" + "</div>".repeat(100_000)));
  assert.match(r.content, /text at the bottom/);
});

test("100,000 nested <div>s after an article at a normal depth: the article is extracted", () => {
  const r = guarded(page(ARTICLE + "<div>".repeat(100_000) + "deep" + "</div>".repeat(100_000)));
  assert.match(r.content, /Two\./);
  assert.match(r.content, /Three\./);
});

test("100,000 nested <b>s", () => {
  const r = guarded(page(`<p>${"<b>".repeat(100_000)}${PARA}${"</b>".repeat(100_000)}</p>`));
  assert.match(r.content, /scored as real article prose/);
});

test("70,000 x <div><span><b> never closed", () => {
  const r = guarded(page("<div><span><b>".repeat(70_000) + PARA));
  assert.match(r.content, /scored as real article prose/);
});

test("20,000 x <p><b><i><table><tr><td><ul><li><p> never closed", () => {
  const r = guarded(page("<p><b><i><table><tr><td><ul><li><p>".repeat(20_000) + PARA));
  assert.match(r.content, /scored as real article prose/);
});

// Implied closes at the depth cap used to add one sibling per repetition, 512 levels
// down: 8.7 s for the list and 4.1 s for the table before the cap froze the stack.
test("50,000 x <ul><li> and 30,000 x <table><tr><td> never closed", () => {
  for (const unit of ["<ul><li>", "<table><tr><td>", "<dl><dd>", "<select><option>"]) {
    guarded(page(unit.repeat(50_000) + PARA));
  }
});

test("100,000 nested <a>s and <pre>s", () => {
  guarded(page("<a href='/x'>".repeat(100_000) + PARA));
  const r = guarded(page("<pre>".repeat(100_000) + PARA));
  assert.match(r.content, /scored as real article prose/);
});

test("100,000 unmatched close tags", () => {
  const r = guarded(page("</div></span></p></li></table>".repeat(20_000) + ARTICLE + "</b>".repeat(100_000)));
  assert.match(r.content, /One\./);
});

// --- width and size ------------------------------------------------------------------

test("wide subtrees under deep nesting: 500 divs over 100,000 <br>s, 200,000 empty <p>s, 200,000 <p></p>x", () => {
  // Each ancestor used to re-read the whole subtree looking for a short phrase, byline or date (depth x width).
  for (const body of [
    "<div>".repeat(500) + "<br>".repeat(100_000) + "short text",
    "<div>".repeat(500) + "<p></p>".repeat(200_000),
    "<div>".repeat(500) + "<p></p>x".repeat(200_000),
  ]) {
    assertWellFormed(guarded(page(body)));
  }
});

test("2 MiB in one text node", () => {
  const r = guarded(page(`<p>${"word ".repeat((2 * MiB) / 5)}</p>`));
  assert.ok(r.content.length > MiB, `content is ${r.content.length} chars`);
});

test("2 MiB in one text node without any whitespace", () => {
  const r = guarded(page(`<p>${"x".repeat(2 * MiB)}</p>`));
  assert.equal(r.content.length, 2 * MiB);
});

test("50,000 attributes on one element", () => {
  const attrs = Array.from({ length: 50_000 }, (_, i) => `data-a${i}="v${i}"`).join(" ");
  const r = guarded(page(`<div ${attrs}>${ARTICLE}</div>`));
  assert.match(r.content, /One\./);
});

test("a 2 MiB attribute value", () => {
  const r = guarded(page(`<div data-blob="${"q".repeat(2 * MiB)}">${ARTICLE}</div><a href="/${"z".repeat(2 * MiB)}">x</a>`));
  assert.match(r.content, /One\./);
  assert.doesNotMatch(r.content, /qqqq|zzzz/);
});

test("100,000 sibling <p>s", () => {
  // 100,000 is enough to catch a quadratic pass (10^10 steps) and, at about 15 µs a
  // block, leaves the guard room on a loaded 2-core host (200,000 took 4-10 s there).
  const body = Array.from({ length: 100_000 }, (_, i) => `<p>p${i}, text</p>`).join("");
  const r = guarded(page(body));
  assert.match(r.content, /^p0, text\n\np1, text/);
  assert.match(r.content, /p99999, text$/);
});

test("100,000 <h2>s repeating the title in one parent: the label over each dropped headline is looked for among a bounded number of siblings", () => {
  // prune/label-over-headline read every sibling before each headline it dropped: a minute.
  const r = guarded(page(`${ARTICLE}<div>${"<h2>Hostile</h2>".repeat(100_000)}</div>`));
  assert.match(r.content, /Three\./);
});

test("neighbour tests stay linear: 50,000 label divs, fact-box asides, 'cite this' headings or pull quotes in one parent", () => {
  // Each is a test of an element's neighbours (prune/little-text's labelled datum,
  // structure/tag's fact box, prune/cite-box, prune/pull-quote): read among all the
  // siblings for each of them it was quadratic (the label divs took a minute).
  for (const one of ['<div class="label">a</div>', '<aside class="factbox">a</aside>', "<h2>Cite this article</h2>", '<div class="pullquote">q</div>']) {
    const r = guarded(page(`${ARTICLE}<div>${one.repeat(50_000)}</div>`));
    assert.match(r.content, /One\./);
  }
});

test("20,000 distinct block quotes and pull quotes: prune/pull-quote compares a handful, not each with the whole text", () => {
  const quotes = Array.from({ length: 20_000 }, (_, i) => `<blockquote>these words are long enough to be read as a quote, number ${i}</blockquote>`).join("");
  const r = guarded(page(`${ARTICLE}<div>${quotes}</div>`));
  assert.match(r.content, /number 19999/);
});

// --- raw text and odd documents -------------------------------------------------------

test("a 2 MiB inline script never reaches the content", () => {
  const script = `var s = "<p>SCRIPTTEXT</p>"; document.write(s);\n`.repeat((2 * MiB) / 48);
  const r = guarded(page(`${ARTICLE}<script>${script}</script><p>after the script</p>`));
  assert.match(r.content, /One\./);
  assert.doesNotMatch(r.content, /SCRIPTTEXT|document\.write/);
});

test("<plaintext> swallows the rest of the page without breaking what came before", () => {
  const r = guarded(page(`${ARTICLE}<plaintext><p>not a tag</p></body></html>`));
  assert.match(r.content, /One\./);
  guarded("<plaintext>" + "<div>".repeat(10_000));
});

test("NUL bytes and lone surrogates never reach the output", () => {
  const bad = "a\u0000b\uD800c\uDFFFd\uDBFF";
  const r = guarded(
    `<html lang="en\u0000"><head><title>T${bad}</title>` +
      `<meta property="og:title" content="O${bad}&#0;&#xD800;">` +
      `<meta name="author" content="A${bad}"><meta name="description" content="D${bad}">` +
      `</head><body><h1>H${bad}&#0;</h1><article><p class="x${bad}">${PARA} ${bad} &#0;&#xD800;&#xDFFF;&#55296;</p>` +
      `<p>${PARA}\u0000\u0000</p><p>${PARA} \uD83D</p></article></body></html>`,
  );
  assert.match(r.content, /scored as real article prose/);
  // Read as a decoder reads bytes that are no text: U+FFFD, in the content and the metadata alike.
  assert.match(r.content, /a\uFFFDb\uFFFDc\uFFFDd\uFFFD/);
  assert.match(r.author ?? "", /^Aa\uFFFDb\uFFFDc\uFFFDd\uFFFD$/);
  // A valid pair must survive the cleaning.
  assert.match(guarded(page(`<p>${PARA} \uD83D\uDE00</p>`)).content, /\uD83D\uDE00/);
});

// JSON.parse turns the escapes `\u0000` and a lone `\udc00` into the very characters
// the parser replaces in markup: the metadata fields must clean them again.
test("NUL and lone surrogates escaped in JSON-LD never reach the output", () => {
  guarded(
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"H\\u0000\\ud800x",` +
      `"author":{"@type":"Person","name":"N\\udc00 Smith"},"description":"D\\u0000"}</script>${ARTICLE}`,
  );
});

test("empty, comment-only and whitespace-only documents give empty content", () => {
  for (const html of ["", "<!-- only a comment -->", "<!-- a --><!-- b -->\n", "   \n\t  \r\n ", "<html><body>  \n </body></html>"]) {
    assert.equal(guarded(html).content, "", JSON.stringify(html));
  }
});

test("a document that is only a <frameset>", () => {
  guarded(`<html><head><title>Frames</title></head><frameset cols="50%,50%"><frame src="a.html"><frame src="b.html"><noframes>No frames</noframes></frameset></html>`);
  guarded(`<frameset>`.repeat(10_000));
});

test("a frameset page's <noframes> is its content, parsed as markup, wherever it stands", () => {
  // Browsers read noframes as raw text; its markup is the page framed sites gave browsers without frames.
  assert.equal(PARSES_NOFRAMES, true);
  const frames = `<frameset cols="180,*"><frame src="menu.htm"><frame src="main.htm">`;
  const body = `<body bgcolor="#ffffff"><h2>Welcome</h2><p>${PARA} One.</p><p>${PARA} Two.</p></body>`;
  const pages = {
    "inside the frameset": `<html><head><title>T</title></head>${frames}<noframes>${body}</noframes></frameset></html>`,
    "after the frameset": `<html><head><title>T</title></head>${frames}</frameset><noframes>${body}</noframes></html>`,
    "in a plain body": `<html><head><title>T</title></head><body><noframes><p>${PARA} One.</p><p>${PARA} Two.</p></noframes></body></html>`,
    "in nested framesets, frames after it": `<frameset rows="80,*"><frame src="top.htm">${frames}<noframes>${body}</noframes><frame src="x.htm"></frameset><frame src="y.htm"></frameset>`,
  };
  for (const [where, html] of Object.entries(pages)) {
    const r = guarded(html);
    assert.match(r.content, new RegExp(`${PARA} One\\.\\n\\n${PARA} Two\\.$`), where);
    assert.doesNotMatch(r.content, /<|bgcolor/, where);
  }
  // The frames stay out, the `<body>` inside is no element: the markup parses as the tree of the content.
  const doc = parseHtml(pages["inside the frameset"]);
  const tags: string[] = [];
  const walk = (el: ElementNode): void => {
    tags.push(el.tag);
    for (const k of el.children) if (k.kind === 1) walk(k);
  };
  walk(doc.root);
  assert.deepEqual(tags, ["#document", "html", "head", "title", "frameset", "frame", "frame", "noframes", "h2", "p", "p"]);
});

test("framesets and noframes nested 100,000 deep, and noframes after 10,000 open framesets, parse in linear time", () => {
  const deep = guarded(`${"<frameset><frame><noframes>".repeat(100_000)}<p>${PARA}</p>`);
  assert.match(deep.content, /scored as real article prose/);
  guarded(`${"<noframes><body>".repeat(100_000)}<p>${PARA}</p>${"</noframes>".repeat(100_000)}`);
  const late = guarded(`${"<frameset>".repeat(10_000)}<noframes>${ARTICLE}</noframes>`);
  assert.match(late.content, /Three\./);
  guarded(`<noframes>${"<div>".repeat(100_000)}deep`);
});

test("a fragment without html, head or body: the paragraphs are the content", () => {
  const r = guarded(`<p>${PARA} One.</p><p>${PARA} Two.</p>`);
  assert.equal(r.content, `${PARA} One.\n\n${PARA} Two.`);
});

test("tag and attribute names that are Object.prototype members", () => {
  for (const name of ["constructor", "tostring", "valueof", "hasownproperty", "prototype"]) {
    const r = guarded(page(`<${name} ${name}="x" class="${name}" constructor="c"><p>${PARA} One.</p><p>${PARA} Two.</p></${name}>`));
    assert.match(r.content, /Two\./, name);
  }
});

test("plain text without any markup", () => {
  const r = guarded(PARA);
  assert.equal(r.content, PARA);
});

// --- issue 17: Markdown and chunks on the same hostile shapes -----------------------------

test("format markdown with chunks on deep nesting, deep inline markup, deep lists and tables", () => {
  const md: ExtractOptions = { format: "markdown", images: true, chunks: { maxTokens: 64 }, stats: true };
  const cases = [
    page("<div>".repeat(100_000) + "text at the bottom" + "</div>".repeat(100_000)),
    page(`<p>${"<b><i><a href='/x'>".repeat(30_000)}${PARA}</p>`),
    page("<ul><li>item ".repeat(20_000) + PARA),
    page("<blockquote><ol><li>".repeat(10_000) + PARA),
    page("<p><b><i><table><tr><td><ul><li><p>".repeat(20_000) + PARA),
    page(`<table>${"<tr><td colspan='99999' rowspan='99999'>x</td><td>y</td></tr>".repeat(5_000)}</table>`),
    page(`<pre>${"\`".repeat(100_000)}</pre><p>${"a".repeat(300_000)}</p>`),
  ];
  for (const html of cases) {
    const r = guarded(html, md);
    assert.ok(Array.isArray(r.chunks));
    for (const c of r.chunks ?? []) assert.ok(c.tokens <= 64);
  }
});

// --- no recursion that follows depth ------------------------------------------------------

/**
 * Functions in the extraction core allowed to call themselves: each has a depth
 * bound of its own, which `guard` must still find in its source.
 */
const RECURSION_ALLOWED: ReadonlyArray<{ file: string; name: string; guard: RegExp; why: string }> = [
  { file: "metadata/sources.ts", name: "flattenJsonLd", guard: /depth\s*>\s*4\b/, why: "JSON-LD @graph flattening, depth-limited to 4" },
  { file: "metadata/jsonld.ts", name: "namesOf", guard: /depth\s*>\s*3\b/, why: "JSON-LD author names, depth-limited to 3" },
];

/**
 * Functions that guard a recursion by a depth counter: every other function of the file on
 * a cycle through them is bounded by their guard. The check removes them from the call
 * graph and finds no cycle left.
 */
const GUARDED_ENTRIES: ReadonlyArray<{ file: string; names: readonly string[]; guard: RegExp; why: string }> = [
  {
    file: "markdown/render.ts",
    names: ["block", "inline"],
    guard: /this\.depth\s*>=\s*MARKDOWN_MAX_DEPTH/,
    why: "the Markdown renderer: every block and inline level enters through these, bounded by MARKDOWN_MAX_DEPTH (above the parse's MAX_TREE_DEPTH)",
  },
];

interface FunctionInfo {
  name: string;
  text: string;
  calls: Set<string>;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const d = pending.pop()!;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) pending.push(p);
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) out.push(p);
    }
  }
  return out.sort();
}

/** Name of a function-like node: declarations, methods, and functions assigned to a const. */
function functionName(node: ts.Node): string | null {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name !== undefined) {
    return node.name.getText();
  }
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent)) {
    return node.parent.name.getText();
  }
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isPropertyAssignment(node.parent)) {
    return node.parent.name.getText();
  }
  return null;
}

/** Names called in `body`: `f(...)` and `this.f(...)` (a call on another object is never a self-call). */
function calledNames(body: ts.Node): Set<string> {
  const names = new Set<string>();
  const pending: ts.Node[] = [body];
  while (pending.length > 0) {
    const n = pending.pop()!;
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const callee = n.expression;
      if (ts.isIdentifier(callee)) names.add(callee.text);
      else if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) {
        names.add(callee.name.text);
      }
    }
    n.forEachChild((c) => {
      pending.push(c);
    });
  }
  return names;
}

function functionsOf(fileName: string, source: string): FunctionInfo[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const out: FunctionInfo[] = [];
  const pending: ts.Node[] = [sf];
  while (pending.length > 0) {
    const n = pending.pop()!;
    const name = functionName(n);
    if (name !== null && ts.isFunctionLike(n)) out.push({ name, text: n.getText(sf), calls: calledNames(n) });
    n.forEachChild((c) => {
      pending.push(c);
    });
  }
  return out;
}

/** Functions of one file on a call cycle within that file (direct or mutual recursion). */
function recursiveFunctions(fns: readonly FunctionInfo[]): Set<string> {
  const byName = new Map<string, FunctionInfo[]>();
  for (const f of fns) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  const recursive = new Set<string>();
  for (const start of byName.keys()) {
    // Can `start` reach itself through calls to functions of this file?
    const seen = new Set<string>();
    const pending = [start];
    while (pending.length > 0 && !recursive.has(start)) {
      const name = pending.pop()!;
      for (const f of byName.get(name) ?? []) {
        for (const callee of f.calls) {
          if (callee === start) recursive.add(start);
          else if (byName.has(callee) && !seen.has(callee)) {
            seen.add(callee);
            pending.push(callee);
          }
        }
      }
    }
  }
  return recursive;
}

test("the extraction core has no recursion that grows with depth", () => {
  const root = path.join(projectRoot, "src", "extract");
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const all = functionsOf(file, readFileSync(file, "utf8"));
    const guarded = GUARDED_ENTRIES.filter((g) => g.file === rel).flatMap((g) => g.names.map((name) => ({ name, guard: g.guard, why: g.why })));
    for (const g of guarded) {
      const text = all.filter((f) => f.name === g.name).map((f) => f.text).join("\n");
      assert.match(text, g.guard, `${rel}: ${g.name} lost its depth guard (${g.why})`);
    }
    // A guarded entry is a leaf of the call graph: what recurses only through it is bounded by it.
    const fns = all.filter((f) => !guarded.some((g) => g.name === f.name));
    for (const name of recursiveFunctions(fns)) {
      const allowed = RECURSION_ALLOWED.find((a) => a.file === rel && a.name === name);
      if (allowed === undefined) {
        found.push(`${rel}: ${name}`);
        continue;
      }
      const text = fns.filter((f) => f.name === name).map((f) => f.text).join("\n");
      assert.match(text, allowed.guard, `${rel}: ${name} lost its depth bound (${allowed.why})`);
    }
  }
  assert.deepEqual(found, [], "recursive functions: make them iterative, or bound their depth and list them in RECURSION_ALLOWED");
});

test("the recursion check finds direct and mutual recursion", () => {
  const src = `
    function walk(n) { for (const c of n.children) walk(c); }
    const even = (n) => n === 0 || odd(n - 1);
    const odd = (n) => n !== 0 && even(n - 1);
    class T { visit(n) { this.visit(n.next); } leaf() { return 1; } }
    function flat(n) { const s = [n]; while (s.length) s.pop(); }`;
  assert.deepEqual([...recursiveFunctions(functionsOf("example.ts", src))].sort(), ["even", "odd", "visit", "walk"]);
});
