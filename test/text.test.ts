import { test } from "node:test";
import assert from "node:assert/strict";
import { extract } from "../src/extract/index.js";

const wrap = (body: string): string => `<!doctype html><html><head><title>T</title></head><body><article>${body}</article></body></html>`;
const para = "This paragraph is long enough, with commas, to be scored as real article prose by the extractor.";

test("paragraphs are separated by one blank line", () => {
  const r = extract(wrap(`<p>${para} One.</p><p>${para} Two.</p>`));
  assert.equal(r.content, `${para} One.\n\n${para} Two.`);
});

test("inline tags neither glue words nor add spaces before punctuation", () => {
  const r = extract(wrap(`<p>${para} It was <b>very</b><i>good</i>, <a href="#">really</a>.</p><p>${para}</p>`));
  assert.match(r.content, /It was verygood, really\./);
});

test("list items and table rows are on their own lines, cells tab-separated", () => {
  const r = extract(wrap(`<p>${para}</p><ul><li>first item</li><li>second item</li></ul><table><tr><th>Name</th><th>Value</th></tr><tr><td>a</td><td>1</td></tr></table><p>${para}</p>`));
  assert.match(r.content, /first item\nsecond item/);
  assert.match(r.content, /Name\tValue\na\t1/);
});

test("a row's empty last cells keep their places up to the table's last filled column", () => {
  const table = `<table><tr><th>Week</th><th>Topic</th><th>Reading</th></tr><tr><td>1</td><td>Intro</td><td></td></tr><tr><td></td><td>Break</td><td></td></tr></table>`;
  const r = extract(wrap(`<p>${para}</p>${table}<p>${para} After.</p>`));
  assert.match(r.content, /\nWeek\tTopic\tReading\n1\tIntro\t\n\tBreak\t\n/);
  // A layout row's spacer cells after its text: no row of the table fills them.
  const layout = extract(wrap(`<p>${para}</p><table><tr><td>${para} Left.</td><td></td><td>&nbsp;</td></tr><tr><td>${para} Right.</td><td>&nbsp;</td><td></td></tr></table><p>${para} After.</p>`));
  assert.match(layout.content, /Left\.\n/);
  assert.match(layout.content, /Right\.\n/);
});

test("pre keeps its whitespace and entities are decoded", () => {
  const r = extract(wrap(`<p>${para}</p><pre><code>if (a &lt; b) {\n    return  1;\n}</code></pre><p>${para} &amp; more</p>`));
  assert.match(r.content, /if \(a < b\) \{\n {4}return {2}1;\n\}/);
  assert.match(r.content, /& more/);
});

test("an element styled white-space: pre keeps its whitespace; pre-wrap does not", () => {
  const code = `<div class="code" style="font-family:monospace;white-space:pre;">psql "$URL" &lt;&lt;'SQL'\n  ALTER ROLE app;\nSQL</div>`;
  const r = extract(wrap(`<p>${para}</p>${code}<p>${para}</p>`));
  assert.match(r.content, /psql "\$URL" <<'SQL'\n {2}ALTER ROLE app;\nSQL/);
  const wrapped = extract(wrap(`<p>${para}</p><div style="white-space:pre-wrap">\n    <span>indented   source text, long enough to stay in the article</span>\n</div><p>${para}</p>`));
  assert.match(wrapped.content, /\n\nindented source text, long enough to stay in the article\n\n/);
});

test("no-break spaces collapse like spaces and never start a line", () => {
  const r = extract(wrap(`<p>&nbsp;&nbsp;31.01.2016&nbsp;&nbsp;&nbsp;Hardware notes: ${para}</p><p>${para}</p>`));
  assert.match(r.content, /^31\.01\.2016 Hardware notes:/);
});

test("a cell's one block joins its row: <td><p>...</p></td> rows stay one line each", () => {
  // docutils and many CMSs wrap every cell's text in a <p>.
  const table = `<table><thead><tr><th><p>Strategy</p></th><th><p>Delay</p></th></tr></thead><tbody><tr><td><p>fixed</p></td><td><p>the same delay</p></td></tr><tr><td><p>linear</p></td><td><p>delay × n</p></td></tr></tbody></table>`;
  const r = extract(wrap(`<p>${para}</p>${table}<p>${para} After.</p>`));
  assert.match(r.content, new RegExp(`${para}\\n\\nStrategy\\tDelay\\nfixed\\tthe same delay\\nlinear\\tdelay × n\\n\\n${para} After\\.`));
});

test("a block with no words in a cell (a sort icon's empty figure) does not split the row", () => {
  const sortIcon = '<figure class="sort"><div role="presentation"><div class="icon"></div></div></figure>';
  const table = `<table><tr><th><p>Step</p>${sortIcon}</th><th><p>State</p>${sortIcon}</th></tr><tr><td><p>Freeze</p></td><td><p>Done</p></td></tr></table>`;
  const r = extract(wrap(`<p>${para}</p>${table}<p>${para} After.</p>`));
  assert.match(r.content, /\n\nStep\tState\nFreeze\tDone\n\n/);
});

test("a layout cell's paragraphs, a nested table and a code listing in a cell keep their breaks", () => {
  const layout = extract(wrap(`<table><tr><td><p>${para} One.</p><p>${para} Two.</p></td></tr></table>`));
  assert.equal(layout.content, `${para} One.\n\n${para} Two.`);
  const nested = extract(wrap(`<p>${para}</p><table><tr><td><table><tr><td>Tal</td><td>2</td></tr></table></td><td><table><tr><td>By lines</td><td>7</td></tr></table></td></tr></table>`));
  assert.match(nested.content, /Tal\t2\n\nBy lines\t7/);
  // Pygments: line numbers in one cell, the code in the next; the code's first line is not indented by a tab.
  const code = extract(wrap(`<p>${para}</p><table class="highlighttable"><tr><td class="linenos"><pre>1\n2</pre></td><td class="code"><div class="highlight"><pre>import os\nprint(os.sep)</pre></div></td></tr></table>`));
  assert.match(code.content, /(^|\n)import os\nprint\(os\.sep\)/);
});

test("a dl's lines follow one another, its groups wrapped in divs or not", () => {
  const plain = extract(wrap(`<p>${para}</p><dl><dt>Who counts as a seat?</dt><dd>Anyone who edits forms.</dd><dt>Invoice?</dt><dd>Yes, yearly.</dd></dl>`));
  const grouped = extract(wrap(`<p>${para}</p><dl><div><dt>Who counts as a seat?</dt><dd>Anyone who edits forms.</dd></div><div><dt>Invoice?</dt><dd>Yes, yearly.</dd></div></dl>`));
  assert.match(plain.content, /\n\nWho counts as a seat\?\nAnyone who edits forms\.\nInvoice\?\nYes, yearly\.$/);
  assert.equal(grouped.content, plain.content);
});

test("empty first cells do not swallow the break before the table", () => {
  const r = extract(wrap(`<p>${para} Intro:</p><table><tr><th><p></p></th><th><p>Before</p></th><th><p>After</p></th></tr><tr><td>app</td><td>10 MB</td><td>2 MB</td></tr></table>`));
  assert.match(r.content, /Intro:\n\n\t?Before\tAfter\napp\t10 MB\t2 MB/);
});

test("a run of <br>s makes one blank line at most; inside pre every newline stays", () => {
  const r = extract(wrap(`<div>${para} One.<br><br><br><br>${para} Two.<br>${para} Three.</div><pre>a\n\n\n\nb</pre>`));
  assert.match(r.content, new RegExp(`${para} One\\.\\n\\n${para} Two\\.\\n${para} Three\\.`));
  assert.match(r.content, /a\n\n\n\nb/);
});

test("whitespace before a <br> ends no line with a space; inside pre every space stays", () => {
  // Hypermail and hand-written pages put each `<br>` on the next line: `line⏎<br />`.
  const lines = extract(wrap(`<div>${para} One, the line goes on \n<br />\n${para} Two, <em>emphasis ending in a space </em>\n<br>\n${para} Three&nbsp;<br>${para} Four.</div>`));
  assert.equal(lines.content, `${para} One, the line goes on\n${para} Two, emphasis ending in a space\n${para} Three\n${para} Four.`);
  assert.doesNotMatch(lines.content, / \n/);
  // A line that is only a space before its `<br>` adds no space either, and the words around a lone space still part.
  const gap = extract(wrap(`<p>${para} Alpha <b>beta</b> <br> <i>gamma</i> delta.</p>`));
  assert.match(gap.content, /Alpha beta\ngamma delta\./);
  // Preformatted text keeps its trailing spaces, before a newline or before a `<br>` inside it.
  const pre = extract(wrap(`<p>${para}</p><pre>kept  \nkept\t<br>end </pre><p>${para}</p>`));
  assert.match(pre.content, /kept {2}\nkept\t\nend /);
});

test("a <noframes> is a block: its text never runs into the text beside it", () => {
  const r = extract(wrap(`<div>${para} Before<noframes>${para} Inside, <b>bold</b></noframes>after ${para}</div>`));
  assert.equal(r.content, `${para} Before\n\n${para} Inside, bold\n\nafter ${para}`);
});

test("menu and footer lines written as text go from either end; the title goes with the short lines above it", async () => {
  const { dropLeadingTitle, trimMenuLines } = await import("../src/extract/stages/text.js");
  assert.equal(trimMenuLines(`Home | Links | Guestbook\n\n${para}\n\nLast updated 2009 | Webmaster: Tom | Visitors: 4512`), para);
  // Two items are no menu, and neither is a line whose items are sentences.
  assert.equal(trimMenuLines(`Pros | Cons\n\n${para}`), `Pros | Cons\n\n${para}`);
  const long = `${para} | ${para} | ${para}`;
  assert.equal(trimMenuLines(`${para}\n\n${long}`), `${para}\n\n${long}`);
  // A line of labelled values is a fact line (a recipe card's nutrition), not a menu.
  const facts = "Calories: 268kcal | Carbohydrates: 38g | Protein: 4g | Fat: 12g";
  assert.equal(trimMenuLines(`${para}\n\n${facts}`), `${para}\n\n${facts}`);
  // Labelled values that are no quantities (a phone number, a date) still make a footer line.
  assert.equal(trimMenuLines(`${para}\n\nPhone: 555-1234 | Fax: 555-5678 | Mail: info@example.org`), para);
  assert.equal(trimMenuLines(`${para}\n\nPosted: 12.03.2021 | Comments: 5 | Views: 123`), para);
  assert.equal(dropLeadingTitle(`Contents\n\nOur village fair\n\n${para}`, "Our village fair"), para);
  // A sentence above the title line is the article's: nothing is dropped.
  const withSentence = `It rained all morning.\n\nOur village fair\n\n${para}`;
  assert.equal(dropLeadingTitle(withSentence, "Our village fair"), withSentence);
});

test("the extraction's parse leaves out layout whitespace only: blocks, not inline runs, pre or no-break spaces", async () => {
  const { parseHtml } = await import("../src/extract/dom/parse.js");
  const { rawText, textPrefix } = await import("../src/extract/dom/node.js");
  const html = `<div>\n  <p>a <b>b</b> <i>c</i> </p>\n  <span>d</span>\n  <p>e</p>\n  <pre> x \n  y </pre>\n  <p>&nbsp;</p>\n</div>`;
  const lean = parseHtml(html, { dropLayoutWhitespace: true });
  const full = parseHtml(html);
  const div = (d: typeof lean): NonNullable<ReturnType<typeof lean.root.children.find>> => d.root.children.find((k) => k.kind === 1 && k.tag === "div")!;
  const leanDiv = div(lean);
  const fullDiv = div(full);
  assert.ok(leanDiv.kind === 1 && fullDiv.kind === 1);
  // Between and around the blocks (also after the inline <span>, before a block): gone,
  // each remembered as the one character the measures counted for it.
  assert.equal(fullDiv.children.filter((k) => k.kind === 3).length, 6);
  assert.equal(leanDiv.children.filter((k) => k.kind === 3).length, 0);
  assert.equal(leanDiv.layoutSpaces, 6);
  // Inline whitespace, preformatted whitespace and a no-break space stay.
  assert.equal(rawText(leanDiv).includes("a b c"), true);
  assert.equal(rawText(leanDiv).includes(" x \n  y "), true);
  assert.equal(rawText(leanDiv).includes("\u00a0"), true);
  // The text helpers and the output read the same with and without the option.
  assert.equal(textPrefix(leanDiv, 200), textPrefix(fullDiv, 200));
  const page = (body: string): string => `<html><head><title>T</title></head><body><article>${body}</article></body></html>`;
  const body = `<h2>Head</h2>\n<p>${para}</p>\n<ul>\n <li>one</li>\n <li><b>two</b> <i>three</i></li>\n</ul>\n<p>${para} <a href="#">link</a> </p>\n`;
  assert.equal(extract(page(body)).content, `Head\n\n${para}\n\none\ntwo three\n\n${para} link`);
});

test("textPrefix starts a block's text with a space, whitespace between the tags or not", async () => {
  const { parseHtml } = await import("../src/extract/dom/parse.js");
  const { textPrefix } = await import("../src/extract/dom/node.js");
  for (const html of ["<div><p>Photo</p><figcaption>Credit Jane Doe</figcaption></div>", "<div>\n<p>Photo</p>\n<figcaption>Credit Jane Doe</figcaption>\n</div>"]) {
    const div = parseHtml(html, { dropLayoutWhitespace: true }).root.children[0];
    assert.ok(div !== undefined && div.kind === 1);
    assert.equal(textPrefix(div, 100), "Photo Credit Jane Doe", html);
  }
});

test("an ideographic space opening a line is a paragraph's indent and goes; inside a line it stays", () => {
  const ja = "金沢港に十五日朝、今季初めてとなる大型クルーズ船が寄港し、乗客の多くはバスやタクシーで市内の名所を訪れた。";
  const r = extract(wrap(`<p>\u3000${ja}</p><p>\u3000\u3000${ja}</p><p>${ja}\u3000${ja}</p>`));
  assert.equal(r.content, `${ja}\n\n${ja}\n\n${ja}\u3000${ja}`);
});

test("a footnote's own number linking back to its reference opens the note in Markdown only: the text leaves it out, the reference's number stays", () => {
  const prose = "<p>Paragraph of the article that explains, at some length and with commas, what happened and why it matters to people.</p>";
  const html = `<html><head><title>T</title></head><body><article>${prose}<p>The starter was dried slowly.<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a> By then it was weak.</p>${prose}<div class="footnote"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number">1</a><div class="footnote-content"><p>One kit had a best-before date two years away.</p></div></div></article></body></html>`;
  const text = extract(html).content;
  assert.match(text, /slowly\.1 By then/);
  assert.match(text, /\n\nOne kit had a best-before date two years away\.$/);
  assert.doesNotMatch(text, /^1$/m);
  assert.match(extract(html, { format: "markdown" }).content, /\[\^1\]: One kit had/);
});

test("comparableText reads as its regular expression does (speed: a table in place of the pattern)", async () => {
  const { comparableText, comparableTextByPattern } = await import("../src/extract/stages/text.js");
  // Spacing, punctuation and symbols of several scripts, pairs beyond the plane, lone halves, case that changes length.
  const alphabet = [" ", "\t", "\n", "\u00a0", "\u3000", "\ufeff", "a", "Z", "é", "İ", "ß", "1", ".", ",", "-", "—", "'", "’", "«", "$", "€", "+", "|", "、", "。", "字", "😀", "𝐀", "\ud83d", "\ude00", "ﬁ", "\u0000", "\u00ad", "\u200b"];
  let seed = 7;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let n = 0; n < 20000; n++) {
    let s = "";
    const len = next() % 14;
    for (let i = 0; i < len; i++) s += alphabet[next() % alphabet.length];
    assert.equal(comparableText(s), comparableTextByPattern(s), JSON.stringify(s));
  }
  for (const s of ["", " ", "Hello, World!", "  leading and trailing  ", "Ünïcödé — «quotes» ... 😀 end"]) assert.equal(comparableText(s), comparableTextByPattern(s));
});
