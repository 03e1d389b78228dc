/**
 * The Markdown renderer (docs/markdown.md), construct by construct, on real parses of
 * small documents: every convention and every escaping and safety rule.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseHtml } from "../../src/extract/dom/parse.js";
import { findFirst } from "../../src/extract/dom/node.js";
import { MARKDOWN_IMAGE_ATTRIBUTES } from "../../src/extract/heuristics/attributes.js";
import { renderText } from "../../src/extract/stages/text.js";
import { renderMarkdownBlocks } from "../../src/extract/markdown/render.js";
import { documentBase } from "../../src/extract/markdown/url.js";
import { escapeText, escapeLineStart } from "../../src/extract/markdown/escape.js";
import { markdownToText } from "../../src/extract/markdown/strip.js";
import { extract } from "../../src/extract/index.js";

interface Options {
  links?: boolean;
  images?: boolean;
  url?: string;
}

/** The body of `html` as Markdown, rendered as the pipeline renders it (after renderText). */
function md(html: string, o: Options = {}): string {
  const doc = parseHtml(html, { keepAttributes: MARKDOWN_IMAGE_ATTRIBUTES, dropLayoutWhitespace: true });
  const body = findFirst(doc.root, (el) => el.tag === "body") ?? doc.root;
  renderText([body]);
  const blocks = renderMarkdownBlocks([body], { links: o.links ?? true, images: o.images ?? false, base: documentBase(undefined, o.url ?? "https://example.com/dir/page.html") });
  return blocks.map((b) => b.markdown).join("\n\n");
}

test("headings keep their level; empty ones go; a trailing # is escaped", () => {
  assert.equal(md("<h2>Install</h2><p>x</p><h3>On <em>Linux</em></h3><h4> </h4>"), "## Install\n\nx\n\n### On *Linux*");
  assert.equal(md("<h2>C #</h2>"), "## C \\#");
});

test("paragraphs, <br> as a backslash hard break, two <br> as a new paragraph", () => {
  assert.equal(md("<p>one<br>two</p>"), "one\\\ntwo");
  assert.equal(md("<p>one<br><br>two</p>"), "one\n\ntwo");
  assert.equal(md("<p><br>one<br></p>"), "one");
  assert.equal(md("<div>loose text <span>in a div</span><p>then a paragraph</p>and after</div>"), "loose text in a div\n\nthen a paragraph\n\nand after");
});

test("emphasis and strong: whitespace moved outside, empty dropped, never doubled", () => {
  assert.equal(md("<p>a<b> bold </b>b <i>it</i> <strong><em>both</em></strong></p>"), "a **bold** b *it* ***both***");
  assert.equal(md("<p>x<b> </b>y<em></em>z</p>"), "x y z".replace(" z", "z"));
  assert.equal(md("<p><b>a <b>b</b> c</b></p>"), "**a b c**");
});

test("inline code: a longer fence around backticks, padded at the edges, never escaped", () => {
  assert.equal(md("<p><code>a*b_c</code></p>"), "`a*b_c`");
  assert.equal(md("<p><code>a`b</code></p>"), "``a`b``");
  assert.equal(md("<p><code>`x</code></p>"), "`` `x ``");
  assert.equal(md("<p><kbd>Ctrl</kbd>+<kbd>C</kbd></p>"), "`Ctrl`+`C`");
});

test("block quotes, nested; a paragraph break inside as a bare >", () => {
  assert.equal(md("<blockquote><p>one</p><p>two</p></blockquote>"), "> one\n>\n> two");
  assert.equal(md("<blockquote><p>out</p><blockquote><p>in</p></blockquote></blockquote>"), "> out\n>\n> > in");
});

test("lists: - and numbers, start kept, nested indented by the marker width", () => {
  assert.equal(md("<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>"), "- a\n- b\n  - c");
  assert.equal(md('<ol start="9"><li>nine</li><li>ten<ol><li>x</li></ol></li><li>eleven</li></ol>'), "9. nine\n10. ten\n    1. x\n11. eleven");
  assert.equal(md("<ol><li><p>para one</p><p>para two</p></li></ol>"), "1. para one\n\n   para two");
  assert.equal(md("<ul><li></li><li>only</li></ul>"), "- only");
  // An ordered list that does not start at 1 cannot interrupt a paragraph: a blank line before it.
  assert.equal(md('<ul><li>a<ol start="3"><li>c</li></ol></li></ul>'), "- a\n\n  3. c");
});

test("a list standing in a list before any item is that list, not an item holding it", () => {
  assert.equal(md("<ul><ul><li>a</li><li>b</li></ul></ul><p>x</p>"), "- a\n- b\n\nx");
  assert.equal(md("<ul><li>a</li><ul><li>b</li></ul></ul>"), "- a\n  - b");
});

test("a heading inside a list item is the item's text", () => {
  assert.equal(md("<ul><li><h3>Title</h3><p>body</p></li></ul>"), "- Title\n\n  body");
});

test("code blocks: fenced, byte-exact, with the language the page names", () => {
  const code = "def f(x):\n\treturn x * 2  \n\n# done";
  assert.equal(md(`<pre><code class="language-python">${code}\n</code></pre>`), "```python\n" + code + "\n```");
  assert.equal(md(`<pre class="lang-js">let a = 1;</pre>`), "```js\nlet a = 1;\n```");
  assert.equal(md(`<div class="highlight highlight-source-rust"><pre>fn main() {}</pre></div>`), "```rust\nfn main() {}\n```");
  assert.equal(md(`<pre data-lang="Go">x</pre>`), "```go\nx\n```");
  assert.equal(md(`<div class="highlight-default"><pre>x</pre></div>`), "```\nx\n```");
  assert.equal(md(`<pre>a &lt;b&gt; &amp; c<br>next</pre>`), "```\na <b> & c\nnext\n```");
  // Backtick runs in the code: a longer fence.
  assert.equal(md("<pre>```\ninner\n```</pre>"), "````\n```\ninner\n```\n````");
  // The newline right after <pre> is not content (dropped once, by renderText).
  assert.equal(md("<pre>\n\nx</pre>"), "```\n\nx\n```");
  assert.equal(md("<ul><li>run:<pre>a\nb</pre></li></ul>"), "- run:\n\n  ```\n  a\n  b\n  ```");
  // A code viewer's line per block (Expressive Code's div.ec-line, a list of prefixed lines):
  // one line each, as in the text output; the source's newline between blocks is that line.
  assert.equal(md(`<pre><code><div class="ec-line">type B struct {</div><div class="ec-line">\tts []int64</div><div class="ec-line">}</div></code></pre>`), "```\ntype B struct {\n\tts []int64\n}\n```");
  assert.equal(md(`<pre><code><ul><li>sudo apt update</li>\n<li>sudo apt install caddy</li>\n</ul></code></pre>`), "```\nsudo apt update\nsudo apt install caddy\n```");
});

test("data tables: GFM with the first row as header, pipes escaped, <br> in cells, spans left empty", () => {
  const html = `<table><tr><th>Name</th><th>Value</th><th>Note</th></tr>
    <tr><td>a|b</td><td rowspan="2">1<br>2</td><td>x</td></tr>
    <tr><td colspan="1">c</td><td>y</td></tr>
    <tr><td colspan="2"><b>wide</b></td><td><code>p|q</code></td></tr></table>`;
  assert.equal(
    md(html),
    ["| Name | Value | Note |", "| --- | --- | --- |", "| a\\|b | 1<br>2 | x |", "| c |  | y |", "| **wide** |  | `p\\|q` |"].join("\n"),
  );
  // Short rows are padded; a caption is a paragraph before the table; empty rows go.
  assert.equal(md("<table><caption>Cap</caption><tr><td>a</td><td>b</td></tr><tr><td></td><td></td></tr><tr><td>c</td></tr></table>"), "Cap\n\n| a | b |\n| --- | --- |\n| c |  |");
  // A block with no words in a cell (a sortable header's icon, Confluence's empty `figure`) is no second block of the cell.
  const sortIcon = '<figure class="sort"><div role="presentation"><div class="icon"></div></div></figure>';
  assert.equal(md(`<table><tr><th><p>Step</p>${sortIcon}</th><th><p>State</p>${sortIcon}</th></tr><tr><td><p>Freeze</p></td><td><p>Done</p></td></tr></table>`), "| Step | State |\n| --- | --- |\n| Freeze | Done |");
  // colspan 1000 is capped.
  assert.ok(md('<table><tr><td colspan="1000">a</td></tr><tr><td>b</td><td>c</td></tr></table>').split("\n")[0].split("|").length <= 66);
});

test("layout tables are not tables: one column, a cell of blocks, a nested table", () => {
  assert.equal(md("<table><tr><td><p>one</p><p>two</p></td><td>side</td></tr></table>"), "one\n\ntwo\n\nside");
  assert.equal(md("<table><tr><td>only cell</td></tr><tr><td>second</td></tr></table>"), "only cell\n\nsecond");
  assert.equal(md("<table><tr><td><table><tr><td>a</td><td>b</td></tr></table></td><td>c</td></tr></table>"), "| a | b |\n| --- | --- |\n\nc");
});

test("links: absolute against url or <base href>; unsafe schemes and fragments keep the text", () => {
  assert.equal(md('<p><a href="/x?a=1&amp;b=(2)">one</a> <a href="rel/y">two</a></p>'), "[one](https://example.com/x?a=1&b=%282%29) [two](https://example.com/dir/rel/y)");
  for (const bad of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " java\tscript:alert(1)", "data:text/html,<b>x</b>", "vbscript:msgbox(1)", "file:///etc/passwd", "#top", ""]) {
    assert.equal(md(`<p><a href="${bad}">text</a></p>`), "text", bad);
  }
  assert.equal(md('<p><a href="mailto:a@b.c">mail</a></p>'), "[mail](mailto:a@b.c)");
  assert.equal(md('<p><a href="https://e.com/a b">sp</a></p>'), "[sp](https://e.com/a%20b)");
  assert.equal(md('<p><a href="/x"> padded </a>end</p>'), "[padded](https://example.com/x) end");
  assert.equal(md('<p><a href="/x"></a>empty</p>'), "empty");
  assert.equal(md('<p><a href="/x">t</a></p>', { links: false }), "t");
  // No base at all: a relative link keeps its text, an absolute one its URL.
  const doc = parseHtml('<p><a href="rel">r</a> <a href="https://a.org/">abs</a></p>', { keepAttributes: MARKDOWN_IMAGE_ATTRIBUTES });
  const blocks = renderMarkdownBlocks([doc.root], { links: true, images: false, base: null });
  assert.equal(blocks.map((b) => b.markdown).join(""), "r [abs](https://a.org/)");
  // <base href> wins over url, itself resolved against url.
  const r = extract(`<html><head><base href="/base/"><title>T</title></head><body><article><p>${"Long enough text for an article. ".repeat(20)}<a href="p">link</a></p></article></body></html>`, { url: "https://site.org/a/b", format: "markdown" });
  assert.match(r.content, /\[link\]\(https:\/\/site\.org\/base\/p\)/);
});

test("images only with images: true, as ![alt](absolute url); unsafe sources dropped", () => {
  const html = '<p>see <img src="/i.png" alt="A [chart]"> and <img src="data:image/png;base64,xx"> and <img data-src="/lazy.png" src="data:x" alt="L"></p>';
  assert.equal(md(html), "see and and");
  assert.equal(md(html, { images: true }), "see ![A \\[chart\\]](https://example.com/i.png) and and ![L](https://example.com/lazy.png)");
  assert.equal(md('<p><a href="/big.png"><img src="/small.png" alt="s"></a></p>', { images: true }), "[![s](https://example.com/small.png)](https://example.com/big.png)");
  assert.equal(md('<figure><img src="/f.png" alt="f"><figcaption>The <em>caption</em></figcaption></figure>', { images: true }), "![f](https://example.com/f.png)\n\nThe *caption*");
});

test("footnotes: [^n] references and [^n]: definitions, back links dropped", () => {
  const html = `<p>Claim<sup><a href="#fn1" id="r1">1</a></sup> and another<sup><a href="#fn2">[2]</a></sup>.</p>
    <ol class="footnotes"><li id="fn1">First note. <a href="#r1">↩</a></li><li id="fn2"><p>Second <em>note</em>.</p></li></ol>`;
  assert.equal(md(html), "Claim[^1] and another[^2].\n\n[^1]: First note.\n\n[^2]: Second *note*.");
  // Wikipedia: the back links are letters pointing at the references' `sup` ids, after a caret.
  const wiki = `<p>Fact.<sup id="cite_ref-a_1-0" class="reference"><a href="#cite_note-a-1">[1]</a></sup> Again.<sup id="cite_ref-a_1-1" class="reference"><a href="#cite_note-a-1">[1]</a></sup></p>
    <ol class="references"><li id="cite_note-a-1"><span class="mw-cite-backlink">^ <a href="#cite_ref-a_1-0"><sup><i><b>a</b></i></sup></a> <a href="#cite_ref-a_1-1"><sup><i><b>b</b></i></sup></a></span> <span class="reference-text">Source, p. 4.</span></li></ol>`;
  assert.equal(md(wiki), "Fact.[^1] Again.[^1]\n\n[^1]: Source, p. 4.");
  // A fragment link that is no footnote (a table of contents) keeps its text; a reference to a missing target too.
  assert.equal(md('<p><a href="#intro">Introduction</a> x<sup><a href="#nowhere">3</a></sup></p>'), "Introduction x3");
});

test("definition lists: terms in strong, definitions as paragraphs; hr as a thematic break between blocks", () => {
  assert.equal(md("<dl><dt>Term</dt><dd>Meaning</dd></dl>"), "**Term**\n\nMeaning");
  // HTML allows a `div` around each group (Tailwind UI's FAQ): its terms are terms all the same.
  assert.equal(md("<dl><div><dt>Term</dt><dd>Meaning</dd></div><div><dt>Other</dt><dd>More</dd></div></dl>"), "**Term**\n\nMeaning\n\n**Other**\n\nMore");
  assert.equal(md("<hr><p>a</p><hr><hr><p>b</p><hr>"), "a\n\n---\n\nb");
});

test("no raw HTML passes: markup-like text is escaped, comments and scripts never appear", () => {
  const out = md("<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;x &lt;!-- c --&gt; a &lt; b</p><!-- hidden --><script>evil()</script>");
  assert.equal(out, "\\<script>alert(1)\\</script> \\<b>x \\<!-- c --> a < b");
  assert.doesNotMatch(out, /evil|hidden/);
  // A `<` ending its text node may open a tag with the next node's text: a signature's spans.
  assert.equal(md("<p>Returns Promise<span>&lt;</span><span>T</span><span>&gt;</span></p>"), "Returns Promise\\<T>");
});

test("escaping inline: only where the meaning would change", () => {
  assert.equal(escapeText("2 * 3 = 6, snake_case, *stars*, _under_", false), "2 * 3 = 6, snake_case, \\*stars\\*, \\_under\\_");
  assert.equal(escapeText("[link](x) `code` C:\\Users \\*", false), "\\[link\\](x) \\`code\\` C:\\Users \\\\*".replace("\\\\*", "\\\\\\*"));
  assert.equal(escapeText("a < b, <div>, </p>, <!x, &amp; &#38; & so", false), "a < b, \\<div>, \\</p>, \\<!x, \\&amp; \\&#38; & so");
  assert.equal(escapeText("a|b", false), "a|b");
  assert.equal(escapeText("a|b", true), "a\\|b");
  // Ordinary prose is left alone.
  const prose = "It's 5 p.m. (really!) - see e.g. page #4 + notes; 100% sure? Yes: #1 ~ ok.";
  assert.equal(escapeText(prose, false), prose);
});

test("escaping at line starts: headings, quotes, bullets, ordered markers, fences, setext lines", () => {
  assert.equal(escapeLineStart("# not a heading"), "\\# not a heading");
  assert.equal(escapeLineStart("#hashtag"), "#hashtag");
  assert.equal(escapeLineStart("> not a quote"), "\\> not a quote");
  assert.equal(escapeLineStart("- not an item"), "\\- not an item");
  assert.equal(escapeLineStart("+ not an item"), "\\+ not an item");
  assert.equal(escapeLineStart("1. not an item"), "1\\. not an item");
  assert.equal(escapeLineStart("2024. A year"), "2024\\. A year");
  assert.equal(escapeLineStart("3) no"), "3\\) no");
  assert.equal(escapeLineStart("1.5 million"), "1.5 million");
  assert.equal(escapeLineStart("==="), "\\===");
  assert.equal(escapeLineStart("---"), "\\---");
  assert.equal(escapeLineStart("~~~"), "\\~~~");
  assert.equal(escapeLineStart("-1 degrees"), "-1 degrees");
  assert.equal(md("<p>1. first<br>- second<br># third</p>"), "1\\. first\\\n\\- second\\\n\\# third");
});

test("markdownToText reads back what the renderer wrote", () => {
  const out = md('<h2>T</h2><p>a <b>b</b> <a href="/x">c</a> 1 * 2</p><ul><li>i</li></ul><pre>x  y</pre><table><tr><td>p</td><td>q|r</td></tr></table><blockquote><p>q</p></blockquote>');
  assert.equal(markdownToText(out), "T\n\na b c 1 * 2\n\ni\n\nx  y\n\np\tq|r\n\nq");
});

test("format markdown end to end: the same title and metadata, links on by default, the title not repeated", () => {
  const html = `<html><head><title>The Headline - Site</title></head><body><nav><a href="/">Home</a> <a href="/a">About</a></nav><article>
    <h1>The Headline</h1><p>${"A sentence of the article body that is long enough. ".repeat(12)}<a href="https://a.org/x">a link</a>.</p>
    <h2>Section</h2><p>${"More text in the second section of this article. ".repeat(8)}</p></article><footer>© Site</footer></body></html>`;
  const text = extract(html);
  const markdown = extract(html, { format: "markdown" });
  assert.equal(markdown.title, text.title);
  assert.equal(markdown.excerpt, text.excerpt);
  assert.doesNotMatch(markdown.content, /The Headline/);
  assert.match(markdown.content, /^A sentence/);
  assert.match(markdown.content, /\[a link\]\(https:\/\/a\.org\/x\)/);
  assert.match(markdown.content, /\n\n## Section\n\n/);
  assert.equal(markdownToText(markdown.content), text.content);
  assert.equal(extract(html, { format: "markdown", links: false }).content.includes("]("), false);
  // The text path is untouched by the Markdown options.
  assert.deepEqual(extract(html, { links: false, images: true }), text);
});

test("the text path's cuts are mirrored line by line: a title list item, a menu line in a paragraph", () => {
  const body = "A sentence of the article body that is long enough to be kept by every strategy. ".repeat(10);
  // The title as the first item of a table of contents: the item goes, its children move up.
  const toc = `<html><head><title>Guide</title></head><body><div id="content"><ul><li>Guide<ul><li>Part one</li><li>Part two</li></ul></li></ul><p>${body}</p></div></body></html>`;
  const t = extract(toc);
  const m = extract(toc, { format: "markdown" });
  assert.ok(t.content.startsWith("Part one\nPart two\n\n"), t.content.slice(0, 40));
  assert.ok(m.content.startsWith("- Part one\n- Part two\n\n"), m.content.slice(0, 40));
  assert.equal(markdownToText(m.content), t.content);
  // A menu written as text on the first <br> line of a paragraph.
  const menu = `<html><body><div><p>Home | News | Sport | Contact<br>${body}</p><p>${body}</p></div></body></html>`;
  const tm = extract(menu);
  const mm = extract(menu, { format: "markdown" });
  assert.ok(!tm.content.includes("Home |"));
  assert.ok(!mm.content.includes("Home |"), mm.content.slice(0, 60));
  assert.equal(markdownToText(mm.content), tm.content);
});

test("the JSON-LD articleBody fallback is escaped Markdown paragraphs", () => {
  const article = "# Not a heading, but text. The body of the story is long enough to be the article itself here. ".repeat(6);
  const html = `<html><head><title>T</title><script type="application/ld+json">${JSON.stringify({ "@type": "NewsArticle", headline: "T", articleBody: `${article}\n\n*stars* and 1. more` })}</script></head><body><div id="app"></div></body></html>`;
  const t = extract(html);
  const m = extract(html, { format: "markdown" });
  assert.ok(t.content.startsWith("# Not a heading"));
  assert.ok(m.content.startsWith("\\# Not a heading"), m.content.slice(0, 30));
  assert.match(m.content, /\n\n\\\*stars\\\* and 1\. more$/);
  assert.equal(markdownToText(m.content), t.content);
});

test("footnotes whose id is on the note's own number link (Substack): the block around it is the note", () => {
  const html = `<p>The warehouse was warm.<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a> Then it was not.</p>
    <div class="footnote"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number">1</a><div class="footnote-content"><p>One kit had a best-before date two years away.</p></div></div>`;
  assert.equal(md(html), "The warehouse was warm.[^1] Then it was not.\n\n[^1]: One kit had a best-before date two years away.");
});
