import { test } from "node:test";
import assert from "node:assert/strict";
import { extract } from "../../src/extract/index.js";
import { isValidIsoOutput } from "../../src/extract/metadata/dates.js";
import { extractTitle } from "../../src/extract/metadata/title.js";
import { ld, meta, page, sourcesOf } from "./helpers.js";

// --- publishedAt ---------------------------------------------------------------------

test("published: JSON-LD datePublished beats dateModified and meta modified", () => {
  const m = meta(page(
    ld({ "@context": "https://schema.org", "@type": "NewsArticle", dateModified: "2024-03-02T10:00:00Z", datePublished: "2024-03-01T10:00:00Z" }) +
      `<meta property="article:modified_time" content="2024-03-05">`,
  ));
  assert.equal(m.publishedAt, "2024-03-01T10:00:00Z");
});

test("published: meta keys in order, the modified date only as a last resort", () => {
  assert.equal(meta(page(`<meta name="dc.date" content="2020-01-09"><meta property="article:published_time" content="2020-01-08T08:00:00+01:00">`)).publishedAt, "2020-01-08T08:00:00+01:00");
  assert.equal(meta(page(`<meta property="article:modified_time" content="2021-02-03">`)).publishedAt, "2021-02-03");
});

test("published: <time> near the headline, byline text, URL", () => {
  const body = `<header><h1>A headline</h1><p class="byline">By Jane Doe · <time datetime="2023-07-04T08:00:00-04:00">July 4</time></p></header><p>Text</p>`;
  assert.equal(meta(page("", body)).publishedAt, "2023-07-04T08:00:00-04:00");
  const textual = `<h1>Ein Titel</h1><div class="entry-meta">Veröffentlicht am 3. März 2022 von Max</div>`;
  assert.equal(meta(page("", textual)).publishedAt, "2022-03-03");
  assert.equal(meta(page("", "<h1>x</h1>"), { url: "https://blog.example.com/2019/10/21/slug/" }).publishedAt, "2019-10-21");
});

test("published: an <abbr>'s title holds its machine date, itemprop or not (classic Blogger)", () => {
  const body = `<h2 class="date-header"><span>Sunday, January 14, 2024</span></h2><h3 class="post-title">A headline</h3><div class="post-footer">Posted by Hank at <abbr class="published" itemprop="datePublished" title="2024-01-14T21:14:00-05:00">9:14 PM</abbr></div>`;
  assert.equal(meta(page("", body)).publishedAt, "2024-01-14T21:14:00-05:00");
});

test("published: a date-only answer takes the time of a source that states the same day", () => {
  const url = { url: "https://news.example.com/2024/03/18/ferries/" };
  const timed = (iso: string): string => `<h1>x</h1><p class="byline"><time datetime="${iso}">March 18</time></p>`;
  assert.equal(meta(page("", timed("2024-03-18T09:30:00-04:00")), url).publishedAt, "2024-03-18T09:30:00-04:00");
  // Another day is no time for this one: the URL's date stays as it is.
  assert.equal(meta(page("", timed("2024-03-20T09:30:00-04:00")), url).publishedAt, "2024-03-18");
});

test("published: an update date in the byline is skipped", () => {
  const body = `<h1>T</h1><div class="post-date">Updated: May 9, 2023</div><div class="date">Published May 2, 2023</div>`;
  assert.equal(meta(page("", body)).publishedAt, "2023-05-02");
});

test("published: a <time> labelled as an update is skipped, shown above the publication time (session 16)", () => {
  // CNN-style: "Updated" first, "Published" second, both <time>s with no class of their own.
  const body =
    `<h1>A headline</h1><div class="timestamps">` +
    `<div class="timestamp timestamp--updated">Updated <time datetime="2024-05-18T17:12:00-05:00">5:12 PM EST, May 18, 2024</time></div>` +
    `<div class="timestamp timestamp--published">Published <time datetime="2024-05-17T09:00:00-05:00">9:00 AM EST, May 17, 2024</time></div></div><p>Text</p>`;
  assert.equal(meta(page("", body)).publishedAt, "2024-05-17T09:00:00-05:00");
  // The label in an element of its own, with a colon.
  const spans = `<h1>A headline</h1><p><span>Aktualisiert am:</span> <time datetime="2024-05-18T17:12:00+02:00">18.05.2024</time> · <time datetime="2024-05-17T09:00:00+02:00">17.05.2024</time></p>`;
  assert.equal(meta(page("", spans)).publishedAt, "2024-05-17T09:00:00+02:00");
  // A <time> after other words is read as before.
  const plain = `<h1>A headline</h1><p>Posted <time datetime="2024-05-18T17:12:00+02:00">18.05.2024</time></p>`;
  assert.equal(meta(page("", plain)).publishedAt, "2024-05-18T17:12:00+02:00");
});

test("published: an RDFa date property with its content on a body element (Drupal 7; session 16)", () => {
  const body = (extra = ""): string =>
    `<h1>A headline</h1><div class="submitted"><span property="dc:date dc:created" content="2024-05-12T10:21:45+02:00" datatype="xsd:dateTime">Publié le 12 mai 2024</span></div><p>Text</p>${extra}`;
  assert.equal(meta(page("", body())).publishedAt, "2024-05-12T10:21:45+02:00");
  // A comment's date, written the same way, is not the page's.
  const comment = `<div class="comment"><span property="dc:date dc:created" content="2024-05-10T08:00:00+02:00"></span></div>`;
  assert.equal(meta(page("", `<h1>A headline</h1><p>Text</p>${comment}`)).publishedAt, undefined);
  // Other RDFa properties are no dates.
  assert.equal(meta(page("", `<h1>A headline</h1><span property="dc:title" content="2024-05-10">x</span>`)).publishedAt, undefined);
});

test("published: a UTC timestamp on the neighbouring day yields to the page's own day", () => {
  const m = meta(page(`<meta property="article:published_time" content="2020-02-25T02:25:54Z">`), { url: "https://news.example.com/2020/02/24/story/" });
  assert.equal(m.publishedAt, "2020-02-24");
});

test("published: a timestamp with its own offset is on the page's clock already (issue 15)", () => {
  // The masthead's "today" is the neighbouring day: no reason to move a local timestamp.
  const body = `<div class="masthead"><time>Saturday, 19 October 2019</time></div><h1>A headline</h1><p>Text</p>`;
  const m = meta(page(ld({ "@context": "https://schema.org", "@type": "NewsArticle", datePublished: "2019-10-18T18:11:44+02:00" }), body));
  assert.equal(m.publishedAt, "2019-10-18T18:11:44+02:00");
});

test("published: a visible date that shows the metadata's day confirms it (issue 15)", () => {
  const teaser = (d: string, text: string): string => `<article><h3>Teaser</h3><time datetime="${d}">${text}</time></article>`;
  const body =
    `<div class="post-meta"><span class="post-date">31. Oktober 2023</span> · Von Team</div><h1>A headline</h1><p>Text</p>` +
    teaser("2019-10-21T10:03:38+02:00", "21.10.2019") + teaser("2023-09-26T13:09:38+02:00", "26.09.2023");
  const m = meta(page(ld({ "@context": "https://schema.org", "@type": "BlogPosting", datePublished: "2023-10-31T08:47:16+00:00" }), body));
  assert.equal(m.publishedAt, "2023-10-31T08:47:16Z");
});

test("published: an event's page gives its structured publication date, never the event's dates", () => {
  const event = (extra: Record<string, string>): string =>
    page(
      ld({ "@context": "https://schema.org", "@type": "MusicEvent", name: "Seven Rivers Quartet", startDate: "2024-06-14T19:30:00+01:00", ...extra }),
      `<h1>Seven Rivers Quartet</h1><p>Friday 14 June 2024, 7.30pm</p><p>Haydn, Britten and a new work in the main hall.</p>`,
    );
  assert.equal(meta(event({})).publishedAt, undefined);
  // The URL comes first in the cascade: it must not end the search for a structured date.
  assert.equal(meta(event({ datePublished: "2024-05-20" }), { url: "https://hall.example.org/events/seven-rivers/" }).publishedAt, "2024-05-20");
});

test("published: contradictory meta tags, future and zero dates never come out", () => {
  const m = meta(page(`<meta property="article:published_time" content="0000-00-00"><meta name="pubdate" content="2099-01-01"><meta name="date" content="2021-05-05">`));
  assert.equal(m.publishedAt, "2021-05-05");
  const none = meta(page(`<meta property="article:published_time" content="2099-01-01T00:00:00Z">`));
  assert.equal(none.publishedAt, undefined);
  assert.equal(Object.hasOwn(none, "publishedAt"), false, "omitted, not null");
});

// --- author ----------------------------------------------------------------------------

test("author: JSON-LD string, object, array and @graph", () => {
  const a = (author: unknown): string | undefined => meta(page(ld({ "@context": "https://schema.org", "@type": "Article", author }))).author;
  assert.equal(a("Jane Doe"), "Jane Doe");
  assert.equal(a({ "@type": "Person", name: "Jane Doe" }), "Jane Doe");
  assert.equal(a([{ name: "Jane Doe" }, { name: "John Roe" }]), "Jane Doe, John Roe");
  const graph = meta(page(ld({ "@context": "https://schema.org", "@graph": [{ "@type": "WebSite", name: "Site" }, { "@type": "BlogPosting", author: { name: "Ann Lee" } }] })));
  assert.equal(graph.author, "Ann Lee");
  // A WebPage whose mainEntity is the article (scholarly publishers).
  const main = meta(page(ld({ "@context": "https://schema.org", "@type": "WebPage", mainEntity: { "@type": "ScholarlyArticle", author: [{ "@type": "Person", name: "Hannah K. Ostrowski" }, { "@type": "Person", name: "Daniel Mbeki" }] } })));
  assert.equal(main.author, "Hannah K. Ostrowski, Daniel Mbeki");
});

test("author: scholarly citation_author tags written 'Last, First' read as names", () => {
  const m = meta(page(`<meta name="citation_author" content="Ostrowski, Hannah K."><meta name="citation_author" content="Fernández-Ortega, Lucía">`));
  assert.equal(m.author, "Hannah K. Ostrowski, Lucía Fernández-Ortega");
  assert.equal(meta(page(`<meta name="citation_author" content="Daniel Mbeki">`)).author, "Daniel Mbeki");
});

test("author: a Dublin Core creator written 'Last, First' reads as a name; a company's legal form is not a first name", () => {
  assert.equal(meta(page(`<meta name="DC.creator" content="Marsh, Helena">`)).author, "Helena Marsh");
  assert.equal(meta(page(`<meta name="dcterms.creator" content="Brandt, Johanna">`)).author, "Johanna Brandt");
  assert.notEqual(meta(page(`<meta name="DC.creator" content="Acme, Inc.">`)).author, "Inc. Acme");
});

test("author: meta author beats byline elements; article:author URLs are skipped", () => {
  const body = `<h1>T</h1><span class="byline">By Someone Else</span>`;
  assert.equal(meta(page(`<meta name="author" content="Jane Doe">`, body)).author, "Jane Doe");
  assert.equal(meta(page(`<meta property="article:author" content="https://facebook.com/jane">`, body)).author, "Someone Else");
});

test("author: by-words in several languages are removed, dates cut off", () => {
  const by = (line: string): string | undefined => meta(page("", `<h1>Titel</h1><div class="author">${line}</div>`)).author;
  assert.equal(by("By Jane Doe"), "Jane Doe");
  assert.equal(by("Von Max Mustermann"), "Max Mustermann");
  assert.equal(by("Par Jean Dupont"), "Jean Dupont");
  assert.equal(by("Por María García"), "María García");
  assert.equal(by("Di Mario Rossi"), "Mario Rossi");
  assert.equal(by("Door Jan de Vries"), "Jan de Vries");
  assert.equal(by("by Lucas Nolan 22 Dec 2016"), "Lucas Nolan");
  assert.equal(by("Max Mustermann | 3. März 2022"), "Max Mustermann");
  // A date label written with a colon goes with its date.
  assert.equal(by("Reuters Updated: January 16, 2020"), "Reuters");
  assert.equal(by("Jane Doe Aktualisiert: 3. März 2022"), "Jane Doe");
  assert.equal(by("Last Updated: January 7, 2025"), undefined);
});

test("author: itemprop=author with a nested name, rel=author links", () => {
  assert.equal(meta(page("", `<h1>T</h1><div itemprop="author" itemscope><span itemprop="name">Ann Lee</span> <span>Editor at large</span></div>`)).author, "Ann Lee");
  assert.equal(meta(page("", `<h1>T</h1><p>Posted by <a rel="author" href="/u/ann">Ann Lee</a></p>`)).author, "Ann Lee");
});

test("author: noise, handles, URLs and dates are never authors", () => {
  for (const v of ["admin", "Staff", "@janedoe", "https://example.com/jane", "2021-05-05", "Foto: dpa", "By"]) {
    const m = meta(page(`<meta name="author" content="${v}">`));
    assert.equal(m.author, undefined, v);
  }
});

test("author: the site name yields to any person the page names, and is only a last resort", () => {
  const head = `<meta property="og:site_name" content="Example News"><meta name="author" content="Example News">`;
  assert.equal(meta(page(head, `<h1>T</h1><span class="byline">By Jane Doe</span>`)).author, "Jane Doe");
  assert.equal(meta(page(head, `<h1>T</h1>`)).author, "Example News");
  // "Rob Picheta, CNN" on cnn.com: the site part is dropped, the person kept.
  assert.equal(meta(page(`<meta name="author" content="Rob Picheta, CNN">`), { url: "https://edition.cnn.com/x" }).author, "Rob Picheta");
});

test("author: a first name alone is completed from another source", () => {
  const m = meta(page(`<meta name="author" content="Nils">`, `<h1>T</h1><div class="author-name">Nils Pickert</div>`));
  assert.equal(m.author, "Nils Pickert");
});

test("author: comment authors are not the article's", () => {
  const body = `<h1>T</h1><p>Text.</p><div class="comments"><span class="comment-author">Troll</span><span class="author">Troll Two</span></div>`;
  assert.equal(meta(page("", body)).author, undefined);
});

test("author: an account widget's placeholder is no author", () => {
  // bbc's `<span id="idcta-username">Sign in</span>`, wapo's `<span class="username">Username</span>`.
  for (const placeholder of ["Sign in", "Username", "Log in", "Anmelden", "Mon compte"]) {
    const body = `<header><a href="/login"><span class="username">${placeholder}</span></a></header><h1>T</h1><p>Text.</p>`;
    assert.equal(meta(page("", body)).author, undefined, placeholder);
  }
  const withByline = `<header><span id="idcta-username">Sign in</span></header><h1>T</h1><p class="byline">By Erin Cunningham</p>`;
  assert.equal(meta(page("", withByline)).author, "Erin Cunningham");
});

test("author: code listings and library-identifier boxes hold no bylines", () => {
  const code = `<h1>T</h1><pre><span class="k">SELECT</span> * <span class="k">ORDER</span> <span class="k">BY</span> <span class="n">period</span></pre>`;
  assert.equal(meta(page("", code)).author, undefined);
  const wiki = `<h1>T</h1><p>Text.</p><div class="navbox authority-control"><a href="/wiki/Help:Authority_control">Authority control</a></div>`;
  assert.equal(meta(page("", wiki)).author, undefined);
});

test("author: a reporter element, and the reporter's title after a Korean name", () => {
  assert.equal(meta(page("", `<h1>T</h1><div class="article_info"><span class="reporter">김지현 기자</span></div><p>Text.</p>`)).author, "김지현");
  assert.equal(meta(page("", `<h1>T</h1><span class="reporter">Jane Doe</span><p>Text.</p>`)).author, "Jane Doe");
});

test("author: a by-word that is an everyday word needs a capitalised name after it", () => {
  const line = (text: string): string | undefined => meta(page("", `<h1>T</h1><p>Text.</p><ul><li>${text}</li></ul>`)).author;
  assert.equal(line("de facto official language"), undefined);
  assert.equal(line("Interview at-a-glance"), undefined);
  assert.equal(line("Über den Verein"), undefined);
  assert.equal(line("Text vergrößern"), undefined);
  // After an author label a small letter is a handle; a capital after a weak by-word is a name.
  assert.equal(line("Verfasst von: mitundvoneinander"), "mitundvoneinander");
  assert.equal(line("Text von Christian Seiler"), "Christian Seiler");
});

test("author: a label behind a vertical bar, for screen readers, before the name's own element", () => {
  const body = `<h1>T</h1><div class="meta"><span class="screen-reader-text">| By </span> <span>Cara Stiles</span> | <time>April 13, 2020</time></div><p>Text.</p>`;
  assert.equal(meta(page("", body)).author, "Cara Stiles");
});

test("author: a picture's credit is no author, even marked itemprop=creator", () => {
  const figure = `<figure><img src="neon.jpg"><figcaption><span itemprop="caption">The Moulin Rouge in Paris</span> <span itemprop="creator">Benoit Tessier/Reuters</span></figcaption></figure>`;
  assert.equal(meta(page(`<meta property="author" content="Sarah Archer">`, `<h1>T</h1>${figure}<p>Text.</p>`)).author, "Sarah Archer");
  assert.equal(meta(page("", `<h1>T</h1><div class="photo-credit"><span class="author">Jane Photographer</span></div><p>Text.</p>`)).author, undefined);
  // A story's credits box names its authors ("credit" alone is no picture credit).
  assert.equal(meta(page("", `<h1>T</h1><p>Text.</p><div class="credits-credit"><div class="credits-credit-text author">Sven Michaelsen</div></div>`)).author, "Sven Michaelsen");
});

test("author: a byline completes the chosen name with full names only, not with a job title", () => {
  const jsonLd = ld({ "@type": "BlogPosting", author: [{ "@type": "Person", name: "Daniel Kahn Gillmor" }] });
  const byline = `<h1>T</h1><p class="byline">By <a href="/bio/dkg">Daniel Kahn Gillmor</a>, Senior Staff Technologist, ACLU Speech, Privacy, and Technology Project</p>`;
  assert.equal(meta(page(jsonLd, byline)).author, "Daniel Kahn Gillmor");
  const two = `<h1>T</h1><p class="byline">By Rudolf Fischer and Simon Kohler</p>`;
  assert.equal(meta(page(ld({ "@type": "Article", author: { name: "Rudolf Fischer" } }), two)).author, "Rudolf Fischer, Simon Kohler");
});

test("author: a role in lower case after the name ends the byline, prose does not", () => {
  const line = (text: string): string | undefined => meta(page("", `<h1>T</h1><p>${text}</p><p>Body text.</p>`)).author;
  assert.equal(line("Written by Lena Marsh, head trainer · 3 March 2024"), "Lena Marsh");
  assert.equal(line("By Lena Marsh, contributing editor"), "Lena Marsh");
  // A lower-case part in the middle is no role: the whole string is not a byline.
  assert.equal(meta(page(`<meta name="author" content="GIROMATCH, Frankfurt a. M., Germany">`)).author, undefined);
});

// --- excerpt ---------------------------------------------------------------------------

test("excerpt: the description cascade, then the first paragraph, cut at a word", () => {
  const d = "A description that tells what the article is about, in one sentence.";
  assert.equal(meta(page(`<meta name="description" content="Site slogan that is long enough"><meta property="og:description" content="${d}">`)).excerpt, d);
  const long = "word ".repeat(200).trim();
  const e = meta(page(""), {}, `${long}\n\nSecond paragraph.`).excerpt!;
  assert.ok(e.length <= 301, `length ${e.length}`);
  assert.match(e, /word…$/);
  assert.equal(meta(page(""), {}, "").excerpt, undefined);
});

test("excerpt: HTML inside a JSON-LD description is removed", () => {
  const m = meta(page(ld({ "@context": "https://schema.org", "@type": "Article", description: "<p>Hello <b>bold</b> &amp; world, this is the summary.</p>" })));
  assert.equal(m.excerpt, "Hello bold & world, this is the summary.");
});

// --- title -----------------------------------------------------------------------------

test("title: JSON-LD, then og:title, then <title> without the site name", () => {
  const s = (head: string, title = "The real headline of this story - Example Site"): string => extractTitle(sourcesOf(`<html><head><title>${title}</title>${head}</head><body><h1>x</h1></body></html>`));
  assert.equal(s(ld({ "@context": "https://schema.org", "@type": "NewsArticle", headline: "From JSON-LD" }) + `<meta property="og:title" content="From OG">`), "From JSON-LD");
  assert.equal(s(`<meta property="og:title" content="From OG">`), "From OG");
  assert.equal(s(""), "The real headline of this story");
  // Readability's rule: a cut that leaves four words or fewer keeps the whole <title>.
  assert.equal(s("", "Short headline - Example Site"), "Short headline - Example Site");
  assert.equal(s("", "Site Name | A headline of several words"), "A headline of several words");
});

// --- robustness --------------------------------------------------------------------------

test("broken JSON-LD never crashes and never leaks", () => {
  const blocks = [
    `<script type="application/ld+json">{"@type": "Article", "author": "Jane",}</script>`,
    `<script type="application/ld+json">[[{"@graph": [null, 1, "x", {"@type": ["Article", 3], "datePublished": 17, "author": [null, {"name": 5}]}]}]]</script>`,
    `<script type="application/ld+json">{"@context": {"@vocab": 3}, "@type": {"x": 1}, "author": {"name": ["A", {"b": 1}]}}</script>`,
    `<script type="application/ld+json">{"@type":"Article","headline":"${"x".repeat(1_200_000)}"}</script>`,
    `<script type="application/ld+json">{"@type":"Article","author":"<a href='/x'>Jane &amp; John</a>","datePublished":"not a date"}</script>`,
    `<script type="application/ld+json"><!--{"@type":"Article","datePublished":"2020-02-02"}--></script>`,
  ];
  const m = meta(page(blocks.join("")));
  if (m.publishedAt !== undefined) assert.ok(isValidIsoOutput(m.publishedAt));
  assert.equal(m.publishedAt, "2020-02-02");
  for (const v of Object.values(m)) assert.ok(typeof v === "string" && v !== "");
});

test("whole pages with hostile metadata extract without throwing", () => {
  const html = page(
    `<meta name="author" content=""><meta name="author"><meta property="article:published_time" content="${"9".repeat(5000)}">` +
      `<script type="application/ld+json">${"[".repeat(5000)}</script>`,
    `<h1>T</h1>${'<span class="author">x</span>'.repeat(5000)}<time datetime="garbage">yesterday</time>`,
  );
  const r = extract(html);
  for (const k of ["excerpt", "author", "publishedAt", "language"] as const) {
    if (Object.hasOwn(r, k)) assert.ok(typeof r[k] === "string" && r[k] !== "", k);
  }
  if (r.publishedAt) assert.ok(isValidIsoOutput(r.publishedAt));
});

test("title: the site's own name goes, from whichever source the title came", () => {
  const t = (head: string, url?: string): string => extractTitle(sourcesOf(`<html><head>${head}</head><body><h1>x</h1></body></html>`), url);
  const og = (v: string): string => `<meta property="og:title" content="${v}">`;
  assert.equal(t(og("Your rescue dog’s first two weeks | Bramble &amp; Bark") + `<meta property="og:site_name" content="Bramble &amp; Bark">`), "Your rescue dog’s first two weeks");
  // Known from the host, before the headline, and short headlines too (the site is named, so the cut is sure).
  assert.equal(t(og("eHow | How to Build a Terrarium"), "https://www.ehow.com/how_1.html"), "How to Build a Terrarium");
  assert.equal(t(og("What we do - Creative Commons") + ld({ "@type": "WebSite", name: "Creative Commons" })), "What we do");
  // A part that names no known site is the headline's own.
  assert.equal(t(og("Plejaden, M45 - Abenteuer Astronomie"), "https://example.org/x"), "Plejaden, M45 - Abenteuer Astronomie");
  // Nothing but the site's name: it stays.
  assert.equal(t(og("Example | Example"), "https://example.org/"), "Example | Example");
});

test("title: a hyphen inside a word is no site-name separator", () => {
  // Cut at " – ", "Old-school page" has two words: the whole title stays (Readability's rule), not "school page – My Site".
  assert.equal(extractTitle(sourcesOf(page("").replace("<title>A headline | Site</title>", "<title>Old-school page – My Site</title>"))), "Old-school page – My Site");
});

test("published: a labelled date anywhere on the page, the label a word of its own (a letter beyond the BMP counts as a letter)", () => {
  // Past the first 3,000 characters the page-text fallback reads: only the labelled-date search finds it.
  const filler = `<p>${"Lorem ipsum dolor sit amet. ".repeat(150)}</p>`;
  const dated = (before: string): string | undefined => meta(page("", `${filler}<p>${before}Datum: 31.03.2021</p>`)).publishedAt;
  assert.equal(dated(""), "2021-03-31");
  assert.equal(dated("Info | "), "2021-03-31");
  assert.equal(dated("😀"), "2021-03-31"); // a symbol beyond the BMP
  assert.equal(dated("x"), undefined); // "xDatum" is no label
  assert.equal(dated("𝐀"), undefined); // nor is "𝐀Datum": 𝐀 is a letter
});

test("publishedAt: a quoted message's 'On <date>, X wrote:' is not the page's date; a date span's tooltip is", () => {
  const body = (when: string): string =>
    `<html><head><title>Re: drop the 32-bit builds</title></head><body><article><h1>Re: drop the 32-bit builds</h1>${when}` +
    `<p>On Tue, 14 May 2024 at 18:03, Yusuf Demir wrote:</p><blockquote><p>I would like to drop the old builds in the next major release, since nobody tests them.</p></blockquote>` +
    `<p>Agreed on the principle, but we should announce it one release ahead so that packagers have time to react and plan.</p></article></body></html>`;
  assert.equal(extract(body("")).publishedAt, undefined);
  assert.equal(extract(body(`<span class="email-date" title="Wednesday, 15 May 2024 10:42:07">15 May 10:42</span>`)).publishedAt, "2024-05-15");
});

test("publishedAt: a UTC timestamp is written on the page's clock when another source states the same instant on another day (session 17)", () => {
  const head = (meta: string): string =>
    ld({ "@context": "https://schema.org", "@type": "NewsArticle", headline: "A headline", datePublished: "2024-03-15T03:30:00Z" }) + meta;
  const body = `<h1>A headline</h1><p class="byline">By Dana Whitfield · Updated 2 hours ago</p><p>The text.</p>`;
  // The meta tag writes the same instant at -04:00: Thursday evening, not Friday.
  assert.equal(meta(page(head(`<meta property="article:published_time" content="2024-03-14T23:30:00-04:00">`), body)).publishedAt, "2024-03-14T23:30:00-04:00");
  // The same day either way: the UTC form stays.
  assert.equal(meta(page(head(`<meta property="article:published_time" content="2024-03-15T05:30:00+02:00">`), body)).publishedAt, "2024-03-15T03:30:00Z");
  // Another instant is no restatement.
  assert.equal(meta(page(head(`<meta property="article:published_time" content="2024-03-14T22:00:00-04:00">`), body)).publishedAt, "2024-03-15T03:30:00Z");
});

test("published: a <time> in an <aside> or <nav> is another page's date; update labels of more languages (session 18)", () => {
  // The story's date is text only; the "most read" aside has machine dates.
  const aside = `<h1>A headline</h1><p class="date">Publicerad 14 november 2023</p><p>Text of the story.</p><aside><h2>Mest läst</h2><ul><li><time datetime="2023-11-27T07:10:00+01:00">07:10</time> Another story</li></ul></aside>`;
  assert.equal(meta(page("", aside)).publishedAt, "2023-11-14");
  const nav = `<nav><a href="/x"><time datetime="2023-11-27T07:10:00+01:00">07:10</time> Latest</a></nav><h1>A headline</h1><p class="date">Published 14 November 2023</p><p>Text.</p>`;
  assert.equal(meta(page("", nav)).publishedAt, "2023-11-14");
  // The story's own <time> still counts.
  assert.equal(meta(page("", `<h1>A headline</h1><p><time datetime="2023-11-14T09:00:00+01:00">14 Nov</time></p><p>Text.</p>`)).publishedAt, "2023-11-14T09:00:00+01:00");
  // "Uppdaterad" (sv), "Aktualizacja" (pl), "最終更新日" (ja) before the publication date are update labels.
  assert.equal(meta(page("", `<h1>A headline</h1><p class="date">Uppdaterad 15 november 2023 · Publicerad 14 november 2023</p><p>Text.</p>`)).publishedAt, "2023-11-14");
  assert.equal(meta(page("", `<h1>A headline</h1><p class="date">Aktualizacja: 15.11.2023 · Publikacja: 14.11.2023</p><p>Tekst.</p>`)).publishedAt, "2023-11-14");
});

test("author: an organization as JSON-LD creator (a museum object's manufactory) is no author; a person is", () => {
  const org = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"VisualArtwork","name":"Walzenkrug","creator":{"@type":"Organization","name":"Crailsheimer Fayencemanufaktur"}}</script>`;
  assert.equal(meta(page(org, `<h1>Walzenkrug</h1>`)).author, undefined);
  const person = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"CreativeWork","name":"Notes","creator":{"@type":"Person","name":"Ann Lee"}}</script>`;
  assert.equal(meta(page(person, `<h1>Notes</h1>`)).author, "Ann Lee");
});

test("publishedAt: a date written in Arabic-Indic, Persian or full-width digits is read", () => {
  assert.equal(meta(page(`<meta property="article:published_time" content="٢٠٢٣-٠٣-١٥">`, `<h1>T</h1>`)).publishedAt, "2023-03-15");
  assert.equal(meta(page(`<meta property="article:published_time" content="۲۰۲۳-۰۳-۱۵">`, `<h1>T</h1>`)).publishedAt, "2023-03-15");
  assert.equal(meta(page(`<meta property="article:published_time" content="２０２３-０３-１５">`, `<h1>T</h1>`)).publishedAt, "2023-03-15");
});

test("author: Arabic, Persian and Russian by-words before a name", () => {
  assert.equal(meta(page("", `<h1>T</h1><div class="byline">بقلم أحمد سالم</div>`)).author, "أحمد سالم");
  assert.equal(meta(page("", `<h1>T</h1><div class="byline">توسط مریم رضایی</div>`)).author, "مریم رضایی");
  assert.equal(meta(page("", `<h1>T</h1><p class="byline">Автор: Анна Петрова</p>`)).author, "Анна Петрова");
});

test("published: a UTC timestamp moves only to a day some time zone gives it (session 21)", () => {
  // 12:32 UTC is 6 June from UTC-12 to UTC+11: the previous day under the headline is a teaser's.
  const body = `<h1>A headline</h1><div class="field-datetime">05/06/2024 - 15:10</div><a href="/other">Another story</a><p>Text</p>`;
  const m = meta(page(`<meta property="article:published_time" content="2024-06-06T12:32:58+00:00">`, body));
  assert.equal(m.publishedAt, "2024-06-06T12:32:58Z");
  // 02:25 UTC is the previous day west of UTC-02:25: the URL's day stays the page's.
  const late = meta(page(`<meta property="article:published_time" content="2024-06-06T02:25:54Z">`), { url: "https://news.example.com/2024/06/05/story/" });
  assert.equal(late.publishedAt, "2024-06-05");
  // 22:10 UTC is the next day east of UTC+01:50.
  const east = meta(page(`<meta property="article:published_time" content="2024-06-06T22:10:00Z">`, `<h1>A headline</h1><p class="date">7. Juni 2024</p><p>Text</p>`));
  assert.equal(east.publishedAt, "2024-06-07");
});

test("published: a URL's date contradicted by the structured date and the date shown (session 21)", () => {
  const head = ld({ "@context": "https://schema.org", "@type": "NewsArticle", datePublished: "2024-05-09T10:04:04Z" });
  const url = "https://news.example.com/local/2024/05/08/board-delays-vote_story.html";
  const shown = meta(page(head, `<h1>A headline</h1><div class="display-date">May 9, 2024 at 6:04 a.m. EDT</div><p>Text</p>`), { url });
  assert.equal(shown.publishedAt, "2024-05-09T10:04:04Z");
  // The structured date alone, or a <time> that repeats it, does not overturn the URL.
  assert.equal(meta(page(head, `<h1>A headline</h1><p>Text</p>`), { url }).publishedAt, "2024-05-08");
  const repeated = meta(page(head, `<h1>A headline</h1><time datetime="2024-05-09T10:04:04Z">8 May</time><p>Text</p>`), { url });
  assert.equal(repeated.publishedAt, "2024-05-08");
});

test("published: a forum's clock line and a member's sign-up date are not the page's date (session 21)", () => {
  const body =
    `<p class="right time">It is currently Mon Oct 14, 2024 12:18 pm</p><h2 class="topic-title">Fork seals</h2>` +
    `<dl class="postprofile"><dd class="profile-joined"><strong>Joined:</strong> Thu Sep 18, 2008 5:56 am</dd></dl>` +
    `<p class="author">by <a>greg</a> » Wed Jan 21, 2009 5:42 am</p><div class="content">Text of the post.</div>`;
  assert.equal(meta(page(`<title>Fork seals - Riders</title>`, body)).publishedAt, "2009-01-21");
  const de = `<div class="time">Aktuelle Zeit: 14.10.2020, 12:18</div><h1>Thema</h1><dd><strong>Registriert:</strong> 18.09.2008, 05:56</dd><p>21.01.2009, 05:42</p><p>Text</p>`;
  assert.equal(meta(page(de)).publishedAt, "2009-01-21");
});

test("published: a date right above the headline when none follows it closely (session 21)", () => {
  const story = "<p>" + "Der Verein hat einen Nachfolger gefunden und einen Vertrag über drei Jahre geschlossen. ".repeat(6) + "</p>";
  const body = `<div class="kopf">02.02.2024 10:16 Uhr - 1. Bundesliga</div><h1>Neuer Kreisläufer</h1>${story}<ul><li>30.01.2024 - Heimsieg</li></ul>`;
  assert.equal(meta(page(body)).publishedAt, "2024-02-02");
  // A date within the headline's first lines still comes first.
  const near = `<div class="kopf">02.02.2024 - 1. Bundesliga</div><h1>Neuer Kreisläufer</h1><p>Von Jan Berg, 03.02.2024</p>${story}`;
  assert.equal(meta(page(near)).publishedAt, "2024-02-03");
});
