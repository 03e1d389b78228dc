import { test } from "node:test";
import assert from "node:assert/strict";
import { cleanAuthorNames } from "../../src/extract/metadata/author.js";
import { ld, meta, page } from "./helpers.js";
import { extract } from "../../src/extract/index.js";

test("author: a job title glued to the name is cut (issue 15)", () => {
  assert.deepEqual(cleanAuthorNames("Jane Doe Games Editor"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("By Jane Doe Senior Political Correspondent"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Max Muster Redakteur"), ["Max Muster"]);
  // Beside a name, a part that is only a job title names no one.
  assert.deepEqual(cleanAuthorNames("Jane Doe, Deputy Editor"), ["Jane Doe"]);
  // A name is never cut to one word, and a role alone is left as the page gives it.
  assert.deepEqual(cleanAuthorNames("Jane Editor"), ["Jane Editor"]);
  assert.deepEqual(cleanAuthorNames("Staff Writer"), ["Staff Writer"]);
});

test("author: a news agency yields to the reporter another source names (issue 15)", () => {
  const html = page(
    ld({ "@context": "https://schema.org", "@type": "NewsArticle", author: { "@type": "Person", name: "Reuters" } }),
    `<h1>A headline</h1><p class="byline">By Jane Doe</p><p>Text</p>`,
  );
  assert.equal(meta(html).author, "Jane Doe");
  // The agency alone is still the answer, and beside a person in one byline it stays.
  assert.equal(meta(page(ld({ "@context": "https://schema.org", "@type": "NewsArticle", author: "AFP" }), "<h1>A headline</h1>")).author, "AFP");
  assert.equal(meta(page(`<meta name="author" content="det/dpa">`, "<h1>A headline</h1>")).author, "det, dpa");
});

test("author: a news agency's span after the reporter's name is cut (session 16)", () => {
  const html = page("", `<h1>A headline</h1><div class="byline"><span class="byline__author">By Kari Lindqvist</span> <span class="byline__org">Reuters</span></div><p>Text</p>`);
  assert.equal(meta(html).author, "Kari Lindqvist");
  assert.deepEqual(cleanAuthorNames("Jane Doe The Associated Press"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Jane Doe AFP"), ["Jane Doe"]);
  // A short agency's name in lower case or in a name's case is a surname; one name word is no name to cut.
  assert.deepEqual(cleanAuthorNames("Maria Lusa"), ["Maria Lusa"]);
  assert.deepEqual(cleanAuthorNames("Reuters"), ["Reuters"]);
  // Written with a comma, the agency stays as the page writes it.
  assert.deepEqual(cleanAuthorNames("By Jane Doe, Reuters"), ["Jane Doe", "Reuters"]);
});

test("author: 'Submitted by' is a by-word; a place after the name is no second author (session 16)", () => {
  const html = page("", `<h2>Bara Brith</h2><p class="submitted">Submitted by Dorothy Pryce, Aberaeron &middot; Added 14 October 2008</p><p>Text</p>`);
  assert.equal(meta(html).author, "Dorothy Pryce");
  assert.deepEqual(cleanAuthorNames("Contributed by Jane Doe"), ["Jane Doe"]);
  // Two full names are two authors; an agency after a comma stays as written.
  assert.deepEqual(cleanAuthorNames("Jane Doe, John Roe"), ["Jane Doe", "John Roe"]);
  assert.deepEqual(cleanAuthorNames("Jane Doe, Reuters"), ["Jane Doe", "Reuters"]);
});

test("author: job titles and labels a byline runs into are cut (issue 15)", () => {
  // A trailing-noise cut at "Correspondent" used to leave "Chief Political" as a second name.
  assert.deepEqual(cleanAuthorNames("Jane Doe, Chief Political Correspondent, The Times"), ["Jane Doe"]);
  // "Editorial" was no rank, and as an organization word it rejected the whole name.
  assert.deepEqual(cleanAuthorNames("Jane Doe Editorial Director"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Jane Doe Editor-at-Large"), ["Jane Doe"]);
  // A time after "Published" is cut whole, so its digits no longer reject the name.
  assert.deepEqual(cleanAuthorNames("Jane Doe Published 12:30"), ["Jane Doe"]);
});

test("author: magazine credits name the writer (issue 15)", () => {
  assert.deepEqual(cleanAuthorNames("Words by Jane Doe | Photos by John Roe"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Written by Jane Doe | Photos by John Roe"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Story by Jane Doe"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Words and photos by Jane Doe"), ["Jane Doe"]);
  const html = page("", `<h1>A headline</h1><p>Words by <a href="/p/jd">Jane Doe</a> | Photos by John Roe</p><p>Text</p>`);
  assert.equal(meta(html).author, "Jane Doe");
});

test("author: a picture's JSON-LD author is not the article's (issue 15)", () => {
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "NewsArticle", headline: "A headline", author: { "@type": "Organization", name: "Example News" } },
      { "@type": "ImageObject", url: "https://news.example/lead.jpg", author: "Pat Lens, Example Photo Agency" },
    ],
  };
  assert.equal(meta(page(ld(graph), `<h1>A headline</h1><p>By Jane Doe</p><p>Text</p>`)).author, "Jane Doe");
  // A page that is the picture: its photographer is its author.
  const photo = { "@context": "https://schema.org", "@type": "ImageObject", author: { "@type": "Person", name: "Pat Lens" } };
  assert.equal(meta(page(ld(photo), `<h1>Dawn over the harbour</h1>`)).author, "Pat Lens");
});

test("author: a line whose by-word follows a date or a label is a byline (issue 15)", () => {
  assert.equal(meta(page("", `<h1>A headline</h1><p><span>06.11.2023 13:30 von Olga</span></p><p>Text</p>`)).author, "Olga");
  assert.equal(meta(page("", `<h1>A headline</h1><div class="entry-meta">March 3, 2024 by <a href="/a/jd">Jane Doe</a></div>`)).author, "Jane Doe");
  assert.equal(meta(page("", `<h1>Repotting</h1><p class="small">Culture notes, no. 12 &mdash; by Alan Whitcombe</p>`)).author, "Alan Whitcombe");
  // In a list a label and a by-line are a title and its author: a reading list, not a byline.
  assert.equal(meta(page("", `<h1>Summer reading</h1><ul><li>Moby Dick — by Herman Melville</li></ul>`)).author, undefined);
  // A date and a sentence are no byline.
  assert.equal(meta(page("", `<h1>A headline</h1><p>2024 was marked by Storms and floods across the region, the report says.</p>`)).author, undefined);
});

test("author: a date line's label before the dated byline is allowed (session 16)", () => {
  // Posterous and WordPress themes: "Posted May 3, 2011 by <a>Maren Holt</a>".
  assert.equal(meta(page("", `<h1>The swifts are back</h1><div class="post-meta"><span class="timestamp">Posted May 3, 2011 by <a href="/">Maren Holt</a></span></div><p>Text</p>`)).author, "Maren Holt");
  assert.equal(meta(page("", `<h1>A headline</h1><p>Posted on May 3, 2011 by Jane Doe</p><p>Text</p>`)).author, "Jane Doe");
  assert.equal(meta(page("", `<h1>A headline</h1><p>Updated: 03.05.2011 by <a href="/u/jd">Jane Doe</a></p><p>Text</p>`)).author, "Jane Doe");
  // A label, a date and a sentence are no byline.
  assert.equal(meta(page("", `<h1>A headline</h1><p>Posted May 3, 2011 by the members of the committee on Monday after a long and heated vote.</p>`)).author, undefined);
});

test("author: a by-word right before a marked name in a short paragraph names the author (session 16)", () => {
  // gatsby-starter-blog's bio under the post.
  const bio = `<h1>How we cut our CI</h1><p>Text of the post.</p><hr><footer><div class="bio"><p>Written by <strong>Noor Haddad</strong> who builds developer tools in Montréal. <a href="/m">You should follow them on Mastodon</a></p></div></footer>`;
  assert.equal(meta(page("", bio)).author, "Noor Haddad");
  assert.equal(meta(page("", `<h1>A headline</h1><p>Written by <b>Jane Doe</b>. She writes about birds.</p>`)).author, "Jane Doe");
  // A second name after the first is still read.
  assert.equal(meta(page("", `<h1>A headline</h1><p>By <a href="/a">Jane Doe</a> and <a href="/b">John Roe</a></p>`)).author, "Jane Doe, John Roe");
  // Not any sentence: the name must be marked and come right after the by-word.
  assert.equal(meta(page("", `<h1>A headline</h1><p>Written by the whole team of <strong>Noor Haddad</strong> who builds tools.</p>`)).author, undefined);
});

test("author: the story's own byline beats teasers' bylines farther down (issue 15)", () => {
  const body =
    `<h1>A headline</h1><p>Von Lisa Petrich</p><p>Text of the story.</p>` +
    `<section><h2>Mehr zum Thema</h2><article><h3>Another story</h3><span class="byline">Von Clara Müller</span></article>` +
    `<article><h3>A third story</h3><span class="byline">Von Hilde Butz</span></article></section>`;
  assert.equal(meta(page("", body)).author, "Lisa Petrich");
});

test("a sentence's full stop after the name is no part of it; an initial's and 'Jr.' are", () => {
  assert.deepEqual(cleanAuthorNames("Noor Haddad ."), ["Noor Haddad"]);
  assert.deepEqual(cleanAuthorNames("Noor Haddad."), ["Noor Haddad"]);
  assert.deepEqual(cleanAuthorNames("John Smith Jr."), ["John Smith Jr."]);
  assert.deepEqual(cleanAuthorNames("Mary J."), ["Mary J."]);
});

test("a personal site named after its owner gives the owner as author; a publication's name is still held back for the byline", () => {
  const body = "<p>" + "I read five good things this week, and here they are with a line on each one. ".repeat(3) + "</p>";
  const own = extract(`<html><head><title>Five things I read this week · Jonah Whitlock</title><meta name="author" content="Jonah Whitlock"><meta property="og:site_name" content="Jonah Whitlock"></head><body><article><h1>Five things I read this week</h1>${body}</article><section class="replies"><div class="h-cite"><a class="u-author h-card" href="https://rhodri.example/">Rhodri Evans</a> replied: great list.</div></section></body></html>`, { url: "https://jonahwhitlock.example/notes/five-things-31/" });
  assert.equal(own.author, "Jonah Whitlock");
  const paper = extract(`<html><head><title>Council votes to close pool - Dalesford Gazette</title><meta name="author" content="Dalesford Gazette"><meta property="og:site_name" content="Dalesford Gazette"></head><body><article><h1>Council votes to close pool</h1><p class="byline">By Tom Ashworth</p>${body}</article></body></html>`, { url: "https://dalesfordgazette.example/news/pool" });
  assert.equal(paper.author, "Tom Ashworth");
});

test("author: Movable Type's 'Posted by X at 03:45 PM in Category' and a job title 'of' something after the comma", () => {
  assert.deepEqual(cleanAuthorNames("Posted by Ellen Marsh at 03:45 PM in Field days"), ["Ellen Marsh"]);
  assert.deepEqual(cleanAuthorNames("By Ellen Marsh at 3.45pm"), ["Ellen Marsh"]);
  assert.deepEqual(cleanAuthorNames("By: Jake Morales, Assistant Director of Athletic Communications"), ["Jake Morales"]);
  assert.deepEqual(cleanAuthorNames("By Jake Morales, Director of Communications"), ["Jake Morales"]);
  // A second person after the comma is still an author.
  assert.deepEqual(cleanAuthorNames("By Jake Morales, Ellen Marsh"), ["Jake Morales", "Ellen Marsh"]);
});

test("author: the name on the post author's own comment (WordPress `bypostauthor`) when no byline names anyone (session 17)", () => {
  const comments = (inner: string): string =>
    `<ol class="commentlist"><li class="comment byuser comment-author-reader"><div class="comment-author vcard"><cite class="fn">Ola Reader</cite> <span class="says">says:</span></div><p>Lovely post.</p>` +
    `<ol class="children"><li class="comment byuser comment-author-jancak bypostauthor">${inner}<ol class="children"><li class="comment"><div class="comment-author vcard"><cite class="fn">Ola Reader</cite></div><p>Thanks!</p></li></ol></li></ol></li></ol>`;
  const body = (byline: string, inner: string): string =>
    `<article><h1>A headline</h1>${byline}<p>The text of the post, long enough to be one.</p></article>${comments(inner)}`;
  // The core walker's header: the name in `cite.fn`, "says:" beside it.
  assert.equal(meta(page("", body("", `<div class="comment-author vcard"><cite class="fn">Jana Cak</cite> <span class="says">says:</span></div><p>Thank you!</p>`))).author, "Jana Cak");
  // A theme that wraps the whole comment in `comment-author`: the `fn` inside, a login as it is written.
  assert.equal(meta(page("", body("", `<div class="comment-author vcard"><p>Thank you!</p><p><cite>Kommentar von <span class="fn">jancak</span> — 2019-01-01 @ 00:45</cite></p></div>`))).author, "jancak");
  // No `fn`: the `comment-author` element, its "sagt:" cut.
  assert.equal(meta(page("", body("", `<p class="comment-author">MikeNils sagt:</p><p>Danke!</p>`))).author, "MikeNils");
  // A byline comes first; a reader's comment alone names no one.
  assert.equal(meta(page("", body(`<p class="byline">By Lisa Petrich</p>`, `<div class="comment-author"><cite class="fn">Jana Cak</cite></div>`))).author, "Lisa Petrich");
  assert.equal(meta(page("", body("", "").replace(" bypostauthor", ""))).author, undefined);
});

test("author: a by-label alone in its wrapper takes the name from the wrapper's next sibling (session 18)", () => {
  // Framer's and Webflow's one-text containers: the avatar, "Written by" and the name in three sibling wrappers.
  const framer = `<h1>A headline</h1><div class="meta"><div class="f-0"><img src="a.jpg" alt=""></div><div class="f-1"><p class="framer-text">Written by</p></div><div class="f-2"><p class="framer-text">Jonas Lind</p></div></div><p>Text of the post.</p>`;
  assert.equal(meta(page("", framer)).author, "Jonas Lind");
  // Two wrappers deep.
  const deep = `<h1>A headline</h1><div><div><img src="a.jpg"></div><div><div><p>Written by</p></div></div><div>Jonas Lind</div></div><p>Text of the post.</p>`;
  assert.equal(meta(page("", deep)).author, "Jonas Lind");
  // A wrapper holding more than the label is no label's wrapper: nothing is read past it.
  const more = `<h1>A headline</h1><div><div><img src="a.jpg"></div><div><p>Written by</p><img src="x.png"></div><div>Jonas Lind</div></div><p>Text of the post.</p>`;
  assert.equal(meta(page("", more)).author, undefined);
  // A sentence after the label is no name.
  const sentence = `<h1>A headline</h1><div><div><img src="a.jpg"></div><div><p>Written by</p></div><div><p>the members of our committee after a long and heated vote on Monday.</p></div></div><p>Text of the post.</p>`;
  assert.equal(meta(page("", sentence)).author, undefined);
});

test("author: a link to the writer's page near the headline names the author (session 18)", () => {
  // An Astro/Tailwind blog: no by-word, class, rel or meta; only the link's target says it.
  const astro = `<h1>A headline</h1><div class="mt-6 flex"><img src="a.jpg" alt=""><div><p class="font-medium"><a href="/authors/marta-okafor">Marta Okafor</a></p><p><time datetime="2025-09-16">Sep 16, 2025</time></p></div></div><p>Text of the post.</p>`;
  assert.equal(meta(page("", astro)).author, "Marta Okafor");
  assert.equal(meta(page("", `<h1>A headline</h1><p><a href="https://example.org/author/kathrin/">Kathrin Bierling</a> · 21. Mai 2019</p><p>Text.</p>`)).author, "Kathrin Bierling");
  // A byline says more: it wins over the link.
  assert.equal(meta(page("", `<h1>A headline</h1><p><a href="/authors/ed">Ed Editor</a></p><p class="byline">By Jane Doe</p><p>Text.</p>`)).author, "Jane Doe");
  // Not the index of writers, not a deeper path, not a quoted person, not far below the headline.
  assert.equal(meta(page("", `<h1>A headline</h1><p><a href="/authors/">Our Authors</a></p><p>Text.</p>`)).author, undefined);
  assert.equal(meta(page("", `<h1>A headline</h1><p><a href="/author/jane/feed/">Jane Doe</a></p><p>Text.</p>`)).author, undefined);
  assert.equal(meta(page("", `<h1>A headline</h1><blockquote><p>We share.</p><p><a href="/author/ryan/">Ryan Merkley</a></p></blockquote><p>Text.</p>`)).author, undefined);
  const far = `<h1>A headline</h1>${"<p>Text of the post.</p>".repeat(45)}<ul class="teasers"><li><a href="/authors/tom-teaser">Tom Teaser</a></li></ul>`;
  assert.equal(meta(page("", far)).author, undefined);
});

test("author: reporters' cities, guest labels and the newsroom in other languages (session 18)", () => {
  // "in <City>" after a full name in a by-line is where the reporter files from.
  assert.deepEqual(cleanAuthorNames("By Marta Kowalczyk in Brussels and Daniel Osei in Washington"), ["Marta Kowalczyk", "Daniel Osei"]);
  assert.deepEqual(cleanAuthorNames("By Jennifer Rankin in New York City"), ["Jennifer Rankin"]);
  // Not without a by-word: a shop's meta author "Iberische Weine in Berlin" is the shop.
  assert.deepEqual(cleanAuthorNames("Iberische Weine in Berlin"), []);
  // A guest writer's label.
  assert.deepEqual(cleanAuthorNames("Guest author: Priya Raman"), ["Priya Raman"]);
  assert.deepEqual(cleanAuthorNames("Guest post by Priya Raman"), ["Priya Raman"]);
  const guest = `<h1>A headline</h1><div class="post-header_author-text"><div class="text-size-small">Guest author:</div><div class="text-weight-semibold">Priya Raman</div></div><p>Text of the post.</p>`;
  assert.equal(meta(page(ld({ "@context": "https://schema.org", "@type": "BlogPosting", author: { "@type": "Organization", name: "Routeline" } }), guest)).author, "Priya Raman");
  // The newsroom opening a value is the publisher, held back while a byline names reporters.
  const redaccion = page(`<meta name="author" content="Redacción Diario del Bajío">`, `<h1>A headline</h1><div class="autores">Por <a href="/a">María Fernanda López</a> y <a href="/b">Javier Ruiz Ortega</a></div><p>Texto.</p>`);
  assert.equal(meta(redaccion).author, "María Fernanda López, Javier Ruiz Ortega");
  // Alone, it is still given (the page names no one else).
  assert.equal(meta(page(`<meta name="author" content="Redazione">`, `<h1>A headline</h1><p>Testo.</p>`)).author, "Redazione");
  // A section's label in capitals after the preposition "de" is no byline.
  assert.equal(meta(page("", `<nav><span class="sectionName">DE INTERÉS</span></nav><h1>A headline</h1><p class="author">Redacción</p><p>Texto.</p>`)).author, "Redacción");
});

test("author: Drupal's dated bylines leave no weekday as a second author (session 18)", () => {
  assert.deepEqual(cleanAuthorNames("By Marta Kowalski, Fri, 03/14/2025 - 09:12"), ["Marta Kowalski"]);
  assert.deepEqual(cleanAuthorNames("Submitted by Marta Kowalski on Fri, 03/14/2025 - 09:12"), ["Marta Kowalski"]);
  assert.deepEqual(cleanAuthorNames("Posted by Jane Doe on March 3, 2024"), ["Jane Doe"]);
  // A weekday or month with no number after it is no date: a newspaper's name.
  assert.deepEqual(cleanAuthorNames("Glen Owen For The Mail On Sunday").length, 1);
  assert.match(cleanAuthorNames("Glen Owen For The Mail On Sunday")[0], /On Sunday$/);
});

test("author: a short label with a colon before the name, in any language, is cut; a contact's is not a writer's (session 18)", () => {
  assert.deepEqual(cleanAuthorNames("خبرنگار: سارا محمدی"), ["سارا محمدی"]);
  assert.deepEqual(cleanAuthorNames("Reporter: Jane Doe"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Penulis: Budi Santoso"), ["Budi Santoso"]);
  assert.deepEqual(cleanAuthorNames("Автор: Олена Ковальчук"), ["Олена Ковальчук"]);
  assert.deepEqual(cleanAuthorNames("Foto: Jane Doe"), []);
  assert.notDeepEqual(cleanAuthorNames("Kontakt: Jane Doe"), ["Jane Doe"]);
});

test("author: 'Created by', '作成者', 'Oleh' are by-words; a label is no name; a label inside a sentence credits a maker (session 20)", () => {
  // Confluence Cloud's page byline: "作成者: <a>name</a>" then the last update with its date (batch 29).
  const confluence = `<h1>リリース手順</h1><div class="css-byline"><span><img src="a.png" alt=""></span><span>作成者: <a href="/wiki/people/1">佐藤 健一</a></span><span>最終更新: 2025年3月12日</span><span>•</span><span>3 分で読める</span></div><p>本文。</p>`;
  assert.equal(meta(page("", confluence)).author, "佐藤 健一");
  assert.deepEqual(cleanAuthorNames("作成者：佐藤 健一"), ["佐藤 健一"]);
  assert.deepEqual(cleanAuthorNames("Created by Jane Doe, last modified on Mar 12, 2025"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Jane Doe Aktualisiert: 12.03.2025"), ["Jane Doe"]);
  // Malay and Indonesian "Oleh" (batch 30), from a line and from an author-classed element.
  assert.equal(meta(page("", `<h1>Banjir di Kelantan</h1><div class="penulis">Oleh <a href="/penulis/nurul">Nurul Ain Ismail</a></div><p>Teks berita.</p>`)).author, "Nurul Ain Ismail");
  assert.deepEqual(cleanAuthorNames("Oleh Nurul Ain Ismail"), ["Nurul Ain Ismail"]);
  // "oleh karena itu" (therefore) is no byline.
  assert.equal(meta(page("", `<h1>Judul</h1><p>oleh karena itu kami menunda acara.</p>`)).author, undefined);
  // A contributors row's label, the names only in its avatars (Document360, batch 29).
  assert.equal(meta(page("", `<h1>Configurer</h1><div class="contributors"><span class="contributors-label">Contributeurs</span><img src="a.png" alt="Claire Bernard"></div><p>Texte.</p>`)).author, undefined);
  // A Chinese reporter's role before the name.
  assert.deepEqual(cleanAuthorNames("作者： 记者王敬照"), ["王敬照"]);
  // A theme's footer credit: the label follows a word in its sentence.
  assert.equal(meta(page("", `<h1>A post</h1><p>Text.</p><p>Layout<em> created by</em> <a href="http://t.example/">Blogger Templates</a></p>`)).author, undefined);
});

test("author and date: reviewers and review dates are customers', and an offer page (lodging, app, course, business) reads only what its publisher states (session 20)", () => {
  const reviews = `<section class="object-section reviews" id="bewertungen"><h2>Bewertungen</h2><article class="review"><header><strong class="review-author">Familie Otte</strong> <span class="review-date">12.08.2024</span></header><p>Sehr schön.</p></article></section>`;
  // A listing with no schema.org type: the review list's names and dates are not the page's (batch 28).
  const plain = page("", `<h1>Ferienwohnung Seeblick</h1><p>Helle Wohnung am See.</p>${reviews}`);
  assert.equal(meta(plain).author, undefined);
  assert.equal(meta(plain).publishedAt, undefined);
  // schema.org's itemprop="review" and a testimonial's footer.
  assert.equal(meta(page("", `<h1>Ein Produkt</h1><p>Text.</p><div itemprop="review" itemscope itemtype="https://schema.org/Review"><span class="author">Sabine K.</span><p>Gut.</p></div>`)).author, undefined);
  assert.equal(meta(page("", `<h1>SQL for Analysts</h1><p>Text.</p><blockquote class="testimonial"><p>Great.</p><footer class="testimonial__author">Priya S., marketing</footer></blockquote>`)).author, undefined);
  // A review article's own wrapper and hReview's "reviewer" still hold the writer's byline.
  assert.equal(meta(page("", `<article class="review"><h1>Test: a robot vacuum</h1><p class="byline">By Jane Doe</p><p>Text.</p></article>`)).author, "Jane Doe");
  assert.equal(meta(page("", `<h1>A story</h1><div class="byline reviewer vcard"><span class="author fn">Sam Laird</span></div><p>Text.</p>`)).author, "Sam Laird");
  // A WordPress post filed under a "reviews" category is the post, not a review of it.
  assert.equal(meta(page("", `<article class="post category-reviews tag-testimonials"><h1>A story</h1><p class="byline">By Jane Doe</p><p>Text.</p></article>`)).author, "Jane Doe");
  // An app's listing (SoftwareApplication): the first review's date is no publication date.
  const app = page(
    ld({ "@context": "https://schema.org", "@type": "SoftwareApplication", name: "Feirinha", author: { "@type": "Person", name: "Quitanda Labs" } }),
    `<h1>Feirinha</h1><p>Lista de compras.</p><div class="x1"><div class="x2">Ana Souza</div><span class="x3">3 de novembro de 2024</span><p>Muito bom.</p></div>`,
  );
  assert.equal(meta(app).publishedAt, undefined);
  assert.equal(meta(app).author, "Quitanda Labs");
  for (const type of ["VacationRental", "Course", "Restaurant", "BikeStore", "LegalService"]) {
    const offer = page(ld({ "@context": "https://schema.org", "@type": type, name: "X" }), `<h1>X</h1><p>Text.</p><div class="meta"><span class="author">Familie Otte</span> <span class="date">12.08.2024</span></div>`);
    assert.equal(meta(offer).author, undefined, type);
    assert.equal(meta(offer).publishedAt, undefined, type);
  }
});

test("author: job titles a byline runs into, in more forms (session 21)", () => {
  // Desks of review, shopping and company-blog newsrooms before the job's head word.
  assert.deepEqual(cleanAuthorNames("Jane Doe Reviews Editor"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Jane Doe Community Manager"), ["Jane Doe"]);
  // A name's span and a title's span with no space between them.
  assert.deepEqual(cleanAuthorNames("Jane DoeGames Editor"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Jane McDonald"), ["Jane McDonald"]);
  // A title ends at "at", "of", "bei": what follows is where it is held.
  assert.deepEqual(cleanAuthorNames("Jane Doe Tech Reporter at The Daily Ledger"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Jane Doe Head of Content"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Max Muster Redakteur bei der Lahn-Post"), ["Max Muster"]);
  // German compounds of a desk and a job.
  assert.deepEqual(cleanAuthorNames("Anna Berg Wissenschaftsjournalistin"), ["Anna Berg"]);
  // After "Name, Title" comes the employer, not a second author.
  assert.deepEqual(cleanAuthorNames("Karl Schmidt, Software Engineer, Maps Platform"), ["Karl Schmidt"]);
  // Session 23: a job title after the comma with its product's or team's words before the head word.
  assert.deepEqual(cleanAuthorNames("Posted by Dan Friedman, AdWords Product Manager"), ["Dan Friedman"]);
  assert.deepEqual(cleanAuthorNames("Posted by crumb_and_coffee"), ["crumb_and_coffee"]);
  assert.deepEqual(cleanAuthorNames("Researched and written by Joan Pettifer, March 2001."), ["Joan Pettifer"]);
  // A post's categories after "in"; reporters' places stay readable.
  assert.deepEqual(cleanAuthorNames("Posted by Jane Doe in Recipes, Baking, Bread"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("By Marta Kowalczyk in Brussels and Daniel Osei in Washington"), ["Marta Kowalczyk", "Daniel Osei"]);
  // Surnames that are job words in other compounds stay; a phrase is not cut to a name.
  assert.deepEqual(cleanAuthorNames("Anna Maria Leiter"), ["Anna Maria Leiter"]);
  assert.deepEqual(cleanAuthorNames("Más del autor"), []);
});

test("author: a piece's kind, a possessive or a newsroom job before the name (session 21)", () => {
  assert.deepEqual(cleanAuthorNames("Analysis by Jane Doe"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Blog Beitrag von Jane Doe"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Une analyse de Marie Dupont"), ["Marie Dupont"]);
  assert.deepEqual(cleanAuthorNames("Von unserem Redakteur Max Muster"), ["Max Muster"]);
  assert.deepEqual(cleanAuthorNames("Von unserem freien Mitarbeiter Max Muster"), ["Max Muster"]);
  assert.deepEqual(cleanAuthorNames("By our Washington correspondent Jane Doe"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("By Staff Writer Jane Doe"), ["Jane Doe"]);
  // A wire story's editor is no writer.
  assert.deepEqual(cleanAuthorNames("Reporting by Jane Doe; Editing by John Roe"), ["Jane Doe"]);
  // Name particles are no by-words here; titles that are part of how a page names a person stay.
  assert.deepEqual(cleanAuthorNames("Walter von Aachen"), ["Walter von Aachen"]);
  assert.deepEqual(cleanAuthorNames("Professor Jane Doe"), ["Professor Jane Doe"]);
  // A capitalised by-word after a date and a bar.
  assert.deepEqual(cleanAuthorNames("March 3, 2021 | By Jane Doe"), ["Jane Doe"]);
  const html = page("", `<h1>A headline</h1><p>Von unserem Redakteur Max Muster</p><p>Text</p>`);
  assert.equal(meta(html).author, "Max Muster");
});

test("author: co-authors' elements in one byline are read together (session 21)", () => {
  const html = page(
    "",
    `<h1>A headline</h1><p>By <a rel="author" href="/a/jd">Jane Doe</a>, <a rel="author" href="/a/jr">John Roe</a></p><p>Text</p>` +
      `<ul><li><a href="/x">Another story</a> <a rel="author" href="/a/ac">Amy Chen</a></li><li><a href="/y">More</a> <a rel="author" href="/a/bo">Ben Ode</a></li></ul>`,
  );
  assert.equal(meta(html).author, "Jane Doe, John Roe");
  // Teasers' bylines in their own list items are no co-authors.
  const teasers = page("", `<h1>A headline</h1><p>Text</p><ul><li><a rel="author" href="/a/ac">Amy Chen</a></li><li><a rel="author" href="/a/bo">Ben Ode</a></li></ul>`);
  assert.equal(meta(teasers).author, "Amy Chen");
});

test("author: a team, a desk or a bureau is held back like the publisher (session 21)", () => {
  const html = page(
    ld({ "@context": "https://schema.org", "@type": "BlogPosting", author: { "@type": "Person", name: "Web Desk" } }),
    `<h1>A headline</h1><p class="byline">By Jane Doe</p><p>Text</p>`,
  );
  assert.equal(meta(html).author, "Jane Doe");
  // A login form's label is no name.
  assert.deepEqual(cleanAuthorNames("Benutzername"), []);
});

test("author: a value two sources state is the last resort (session 21)", () => {
  const signed = page(
    ld({ "@context": "https://schema.org", "@type": "NewsArticle", author: { "@type": "Person", name: "Staff and wire reports" } }),
    `<h1>A headline</h1><div class="byline">By Staff and wire reports</div><p>Text</p>`,
  );
  assert.equal(meta(signed).author, "Staff and wire reports");
  // Once is not enough, and noise is never given.
  const once = page(ld({ "@context": "https://schema.org", "@type": "NewsArticle", author: { "@type": "Person", name: "Staff and wire reports" } }), `<h1>A headline</h1><p>Text</p>`);
  assert.equal(meta(once).author, undefined);
  const noise = page(`<meta name="author" content="Unknown">`, `<h1>A headline</h1><div class="byline">Unknown</div><p>Text</p>`);
  assert.equal(meta(noise).author, undefined);
});

test("author: one JSON-LD author is completed by the co-authors' elements of the byline (session 21)", () => {
  const html = page(
    ld({ "@context": "https://schema.org", "@type": "NewsArticle", author: { "@type": "Person", name: "Jane Doe" } }),
    `<h1>A headline</h1><p><span itemprop="author">Jane Doe</span> <span itemprop="author">John Roe</span></p><p>Text</p>`,
  );
  assert.equal(meta(html).author, "Jane Doe, John Roe");
});

test("author: forum logins, with digits at the end or underscores, stay as written (session 22)", () => {
  assert.deepEqual(cleanAuthorNames("Beitrag von r23 » 21.01.2009, 05:42"), ["r23"]);
  assert.deepEqual(cleanAuthorNames("kestrel_ops"), ["kestrel_ops"]);
  assert.deepEqual(cleanAuthorNames("mike_84"), ["mike_84"]);
  // Still no name: a version, a code in capitals, a date.
  assert.deepEqual(cleanAuthorNames("v2"), []);
  assert.deepEqual(cleanAuthorNames("AB12"), []);
  assert.deepEqual(cleanAuthorNames("12.03.2021"), []);
  // A login of a name's words joined by dots is read as words (a fuller source names the person).
  assert.deepEqual(cleanAuthorNames("edilson.la.rosa"), []);
});

test("author: a name the JSON-LD types as an organization is held back like an agency (session 22)", () => {
  const html = page(
    `<meta name="author" content="Continental Press">` + ld({ "@context": "https://schema.org", "@type": "NewsArticle", author: { "@type": "Organization", name: "Continental Press" } }),
    `<h1>A headline</h1><p class="byline">By Tomás Reyes | Continental Press</p><p>Text</p>`,
  );
  assert.equal(meta(html).author, "Tomás Reyes");
  // Alone, the organization is still the answer.
  assert.equal(meta(page(`<meta name="author" content="Continental Press">` + ld({ "@context": "https://schema.org", "@type": "NewsArticle", author: { "@type": "Organization", name: "Continental Press" } }), "<h1>A headline</h1>")).author, "Continental Press");
});

test("author: a news agency in capitals beside a person stays; a site's agency code goes (session 22)", () => {
  assert.deepEqual(cleanAuthorNames("Von Anna Berg, AFP"), ["Anna Berg", "AFP"]);
  assert.deepEqual(cleanAuthorNames("Peter Maahn/SP-X"), ["Peter Maahn"]);
});

test("author: a comma list of authors each linked to an author page completes the JSON-LD's one author (session 24)", () => {
  const byline = (b: string): string => `<h1>A headline</h1><h4 class="gh-article-author-name">${b}</h4><p>Text of the post, long enough to be read as one.</p>`;
  const head = ld({ "@context": "https://schema.org", "@type": "Article", author: { "@type": "Person", name: "Ines Calloway" } });
  assert.equal(meta(page(head, byline(`<a href="/author/ines/">Ines Calloway</a>, <a href="/author/theo/">Theo Marsh</a>`))).author, "Ines Calloway, Theo Marsh");
  // A name and a role after a comma, no author page for the role: the JSON-LD's one author.
  assert.equal(meta(page(head, byline(`<a href="/author/ines/">Ines Calloway</a>, Senior Staff Writer`))).author, "Ines Calloway");
});

test("author: a software project's role under the name is cut (session 24)", () => {
  assert.deepEqual(cleanAuthorNames("Ingrid Solvang Maintainer"), ["Ingrid Solvang"]);
  assert.deepEqual(cleanAuthorNames("Ingrid Solvang, Core Developer"), ["Ingrid Solvang"]);
});
