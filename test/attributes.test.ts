import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseHtml, SKIPS_DROPPED_VALUES } from "../src/extract/dom/parse.js";
import { findFirst, type ElementNode } from "../src/extract/dom/node.js";
import { ATTRIBUTE_MARKS, AUTHOR_PAGE_HREF, EXTRACTION_ATTRIBUTES, MARKDOWN_ATTRIBUTES, MARKDOWN_IMAGE_ATTRIBUTES } from "../src/extract/heuristics/attributes.js";
import { projectRoot } from "./helpers/paths.js";

const first = (html: string, tag: string, keep = true): ElementNode => {
  // As the text path parses (pipeline.ts): of the links' targets only an author page's is kept.
  const doc = parseHtml(html, keep ? { keepAttributes: EXTRACTION_ATTRIBUTES, keepLinkHrefIf: AUTHOR_PAGE_HREF } : {});
  const el = findFirst(doc.root, (e) => e.tag === tag);
  assert.ok(el, `no <${tag}>`);
  return el;
};

test("the extraction parse keeps only the attributes the stages read", () => {
  const a = first(`<a href="/x?a=1&amp;b=2" class="k&amp;l" data-track="1" title="T" rel="author">x</a>`, "a");
  // Class and id are fields only (ElementNode.cls and .id), never in the attribute object.
  assert.deepEqual({ ...a.attrs }, { rel: "author" });
  assert.equal(a.cls, "k&l");
  const d = first(`<div class="c" id="i" class="second">t</div>`, "div");
  assert.equal(d.attrs, first(`<p>t</p>`, "p").attrs, "an element with only a class and an id shares the empty attribute object");
  assert.deepEqual([d.cls, d.id], ["c", "i"]);
  // A link's target only when it is an author's page (the author source "author page link").
  assert.equal(first(`<a href="/authors/marta-okafor">Marta Okafor</a>`, "a").attrs["href"], "/authors/marta-okafor");
  assert.equal(first(`<a href="https://example.org/author/jane/">Jane</a>`, "a").attrs["href"], "https://example.org/author/jane/");
  assert.equal(first(`<a href="/authors/">All authors</a>`, "a").attrs["href"], undefined);
  assert.equal(first(`<a href="/blog/authoring-tips">Tips</a>`, "a").attrs["href"], undefined);
  // Kept on some tags only: href on <link>, name on <meta>, type on <script>.
  assert.equal(first(`<link rel="canonical" href="https://example.com/a">`, "link").attrs["href"], "https://example.com/a");
  assert.equal(first(`<meta name="author" content="Jane Doe">`, "meta").attrs["name"], "author");
  assert.equal(first(`<div name="x" hidden>t</div>`, "div").attrs["name"], undefined);
  assert.equal(first(`<div name="x" hidden>t</div>`, "div").attrs["hidden"], "");
  // An element with no kept attribute has none.
  assert.deepEqual({ ...first(`<img src="a.png" alt="A" width="10">`, "img").attrs }, {});
});

test("without the option every attribute is kept (the whole document, as a DOM holds it)", () => {
  const a = first(`<a href="/x?a=1&amp;b=2" class="k" data-track="1" class="second">x</a>`, "a", false);
  assert.deepEqual({ ...a.attrs }, { href: "/x?a=1&b=2", class: "k", "data-track": "1" });
  assert.equal(a.cls, "k");
});

/** Tags, kept attributes, marks and text of a tree, in document order. */
function shape(root: ElementNode, keep: (name: string, tag: string) => boolean): string[] {
  const out: string[] = [];
  const stack: (ElementNode | string)[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (typeof n === "string") {
      out.push(`text ${n}`);
      continue;
    }
    const attrs = Object.entries(n.attrs).filter(([name]) => keep(name, n.tag));
    out.push(`<${n.tag} ${JSON.stringify(attrs)} ${n.cls}|${n.id}|${n.attrMarks}>`);
    for (let i = n.children.length - 1; i >= 0; i--) {
      const k = n.children[i];
      stack.push(k.kind === 3 ? k.data : k);
    }
  }
  return out;
}

test("values of dropped attributes are skipped, and the tree is the full parse's, filtered", () => {
  // Installed on this htmlparser2 (its state names are internals; the version is pinned).
  assert.equal(SKIPS_DROPPED_VALUES, true);
  // Class and id are compared as the fields they are in both (shape's `cls|id`).
  const kept = (name: string, tag: string): boolean => {
    if (name === "class" || name === "id") return false;
    const tags = EXTRACTION_ATTRIBUTES.get(name);
    return tags !== undefined && (tags === null || tags.has(tag));
  };
  const cases = [
    // Entities, the other quote and markup inside dropped values; kept values beside them.
    `<a href="/x?a=1&amp;b=2&quot;" title='say "hi" &lt;b&gt;' class="k&amp;l" data-x="<p>not a tag</p>">link</a><p>after</p>`,
    `<img alt='it&#39;s' src="a>b.png" id="i&quot;d"><div style="display:none" data-json='{"a":"b"}'>hidden</div>`,
    // An empty value, an unquoted one, a value that runs to the end of the document.
    `<div data-e="" class=plain data-u=a&amp;b>t</div><span title="never closed>rest of the page`,
    `<p data-q='never closed>rest`,
    // Names in any case, and names beyond ASCII (the dotted capital I lower-cases to two characters).
    `<DIV CLASS="Up" Id="i" DATA-Ad-Slot="1" ROLE=main \u0130d="not an id" Hidden>x</DIV><META Name="author" CONTENT="A">`,
    // Raw text the extraction drops is jumped over to its end tag: near misses, any case,
    // `<` right before it, end tags of other raw-text elements inside, a title and JSON-LD read in full.
    `<script>if (a<b && c</d) x("</scr" + "ipt>"); y("</scripts>")<</SCRIPT ><p>one</p><style>a<b{}</style\t><p>two</p>`,
    `<title>A &amp; B</title><script type="application/ld+json">{"x":"</style>"}</script><STYLE>p:after{content:"</script>"}</StYlE/><p>three</p>`,
    `<svg><style>.a{}</style><path d="M0"/></svg><textarea>&lt;p&gt; </texta </textarea><p>four</p><xmp><b></xmp><p>five</p>`,
    `<p>before</p><script>never closed </scrip`,
    `<p>before</p><style>`,
    // Text and kept values are jumped over to their next `<`, `&` or quote (skipPlainText):
    // entities known, unknown, unterminated and bare, at the start and the end of a run,
    // text that runs to the end of the document, and an `&` there.
    `&amp;lead <p>a &amp; b &lt;c&gt; &#x26;&#38; &unknown; & ; &ampx &amp</p><p class="a&amp;b&quot;c &lt; d&" id='x&amp;"y'>&copy</p>tail & more`,
    `<div class="one&two" id=bare&amp;id>x&</div>text to the end &amp; beyond`,
    `<p>no markup after this &`,
    `<p class="value never closed &amp; <p>more text`,
    // Whole start and end tags in one turn (parse.ts readStartTag, readWholeEndTag), and each
    // way back to the base states: self-closing, unquoted and spaced values, a name with no
    // value before `>`, `/` and another name, a kept value with an entity, whitespace of
    // every kind, special names in any case, junk after an end tag's name, and each part of
    // a tag running to the end of the document.
    `<div\n\tclass = "a"\fid\r=\n'b' hidden data-x = y>t</div\t junk="1"><br/><img src="x" / alt=z><input disabled/><option selected>o</option>`,
    `<p class="a &amp; b" title="&quot;">x</p  ><SCRIPT src="s.js"></script><Style>p{}</STYLE><TiTlE>T</title><iFrame src="f"></iframe><nav>n</nav>`,
    `<p>a</p><div class="x" hidden`,
    `<p>a</p><div class="x" hidden   `,
    `<p>a</p><div class="x" data-a`,
    `<p>a</p><div class="x" data-a=`,
    `<p>a</p><div class="x"`,
    `<p>a</p><span`,
    `<p>a</p></span`,
    `<p>a</p></span class="x"`,
    `<p>a</p></p junk`,
    // A noframes holds markup (parse.ts HtmlTokenizer), its end tag any case, a noembed beside it raw text.
    `<frameset><frame src="a"><noframes><body class="b"><p id="n">six &amp; <b>seven</b></p></body></NoFrames ></frameset><noembed><p>raw</p></noembed><p>eight</p>`,
  ];
  for (const html of cases) {
    const filtered = parseHtml(html, { keepAttributes: EXTRACTION_ATTRIBUTES });
    const full = parseHtml(html);
    assert.deepEqual(shape(filtered.root, () => true), shape(full.root, kept), html);
    assert.deepEqual([filtered.titleText, filtered.jsonLd], [full.titleText, full.jsonLd], html);
  }
});

test("JSON-LD is still recognised by its type when attributes are filtered", () => {
  const doc = parseHtml(`<script type="application/ld+json">{"headline":"H"}</script><p>t</p>`, { keepAttributes: EXTRACTION_ATTRIBUTES });
  assert.deepEqual(doc.jsonLd, [`{"headline":"H"}`]);
});

/** Every file under src/extract, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(path.join(dir, d.name)) : d.name.endsWith(".ts") ? [path.join(dir, d.name)] : [],
  );
}

test("every attribute the extraction code looks up is one the extraction parse keeps", () => {
  // The ways src/extract reads an attribute: attrs["name"], Object.hasOwn(el.attrs, "name"),
  // and `name === "x"` in the loops over an element's attributes.
  const patterns = [/attrs\["([^"]+)"\]/g, /hasOwn\([\w.]*attrs, "([^"]+)"\)/g, /(?<!typeof )\bname === "([a-z][a-z:-]*)"/g];
  const read = new Set<string>();
  // The Markdown renderer (src/extract/markdown/) reads a Markdown parse (MARKDOWN_*_ATTRIBUTES, checked below).
  const readByMarkdown = new Set<string>();
  for (const file of sources(path.join(projectRoot, "src", "extract"))) {
    const code = readFileSync(file, "utf8");
    const into = file.includes(`${path.sep}markdown${path.sep}`) ? readByMarkdown : read;
    for (const p of patterns) for (const m of code.matchAll(p)) into.add(m[1]);
  }
  for (const name of ["href", "src", "alt", "start", "colspan"]) assert.ok(readByMarkdown.has(name), `scan missed ${name} in markdown/`);
  assert.deepEqual([...readByMarkdown].filter((name) => !MARKDOWN_IMAGE_ATTRIBUTES.has(name)), [], "add these to MARKDOWN_ATTRIBUTES");
  // The Markdown sets keep everything the extraction keeps: the selection reads the same tree.
  for (const [name, tags] of EXTRACTION_ATTRIBUTES) {
    const md = MARKDOWN_ATTRIBUTES.get(name);
    assert.ok(md !== undefined && (md === null || (tags !== null && [...tags].every((t) => md.has(t)))), `MARKDOWN_ATTRIBUTES lost ${name}`);
  }
  // Attributes the per-element rules ask about through ElementNode.attrMarks are read
  // too: the parse marks them only when it keeps them.
  for (const name of ATTRIBUTE_MARKS.keys()) read.add(name);
  // The scan must see the reads this test exists for (a pattern that stopped matching would pass vacuously).
  for (const name of ["class", "id", "role", "itemprop", "datetime", "hidden", "style", "type", "aria-hidden"]) assert.ok(read.has(name), `scan missed ${name}`);
  const missing = [...read].filter((name) => !EXTRACTION_ATTRIBUTES.has(name));
  assert.deepEqual(missing, [], "add these to src/extract/heuristics/attributes.ts");
});

test("the parse marks the attributes the per-element rules ask about, filtered or not", () => {
  for (const keep of [undefined, EXTRACTION_ATTRIBUTES]) {
    const doc = parseHtml(`<div role="main" itemprop="articleBody" hidden aria-hidden="true" style="x" rel="author" property="dc:date" data-ad-slot="1" class="c" id="i">t</div><p>u</p>`, keep === undefined ? {} : { keepAttributes: keep });
    const div = doc.root.children[0];
    assert.ok(div !== undefined && div.kind === 1);
    const all = [...new Set(ATTRIBUTE_MARKS.values())].reduce((a, b) => a | b, 0);
    assert.equal(div.attrMarks, all);
    assert.equal(div.cls, "c");
    assert.equal(div.id, "i");
    const p = doc.root.children[1];
    assert.ok(p !== undefined && p.kind === 1);
    assert.equal(p.attrMarks, 0);
    assert.equal(p.cls, undefined);
  }
});

test("tag names are read in any case: a known tag's one string, any other name lower-cased", () => {
  const tags = (html: string): string[] => {
    const out: string[] = [];
    const stack: ElementNode[] = [parseHtml(html, { keepAttributes: EXTRACTION_ATTRIBUTES }).root];
    while (stack.length > 0) {
      const el = stack.pop()!;
      out.push(el.tag);
      for (let i = el.children.length - 1; i >= 0; i--) {
        const k = el.children[i];
        if (k.kind === 1) stack.push(k);
      }
    }
    return out;
  };
  // A tag name starts with an ASCII letter (else it is text); after it, the Kelvin sign
  // lower-cases to `k` (`<lin\u212A>` is a link) and the dotted capital I to `i` and a
  // combining dot (no known tag).
  assert.deepEqual(tags(`<DIV><dIv>x</DiV></div><My-Widget>y</MY-WIDGET><SPAN>s</sPaN><lin\u212A rel="x"><d\u0130v>i</d\u0130v><H2>h</h2><hx>z</hx>`), [
    "#document", "div", "div", "my-widget", "span", "link", "di\u0307v", "h2", "hx",
  ]);
});
