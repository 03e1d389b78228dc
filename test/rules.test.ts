/**
 * Small pages, one per removal or keeping rule that the golden pages do not pin down.
 * Each case must fail if its rule is removed.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { extract } from "../src/extract/index.js";
import { pageHiddenSelectors, StyleSearch, STYLE_END, STYLE_START, styleEnd } from "../src/extract/stages/signals/page-styles.js";

const prose = (n: number): string =>
  Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1} of the article explains, at some length and with commas, what happened on the day and why it matters to the people involved.</p>`).join("");

const page = (article: string): string =>
  `<!doctype html><html><head><title>Headline - Site</title></head><body><nav><a href="/">Home</a> <a href="/a">Topics</a></nav><article>${article}</article><footer>© Site 2024</footer></body></html>`;

test("a byline line goes, a sentence that starts with a by-word stays", () => {
  const r = extract(page(`<p>By Jane Doe</p>${prose(3)}<p>By March, the figure had doubled.</p>`));
  assert.doesNotMatch(r.content, /Jane Doe/);
  assert.match(r.content, /By March, the figure had doubled\./);
});

test("picture credits go, captions stay", () => {
  const r = extract(page(`${prose(2)}<figure><img src="a.jpg"><figcaption>The harbour at dawn, before the ferries start.</figcaption><span>AFP / Marco Rossi</span></figure>${prose(2)}`));
  assert.match(r.content, /The harbour at dawn/);
  assert.doesNotMatch(r.content, /Marco Rossi/);
});

test("a date stamp alone goes, a table of dates stays", () => {
  const r = extract(page(`<div class="when">Dienstag, 4. Juni 2019</div>${prose(3)}<table><tr><th>Event</th><th>Date</th></tr><tr><td>Launch</td><td>04.06.2019</td></tr></table>`));
  assert.doesNotMatch(r.content, /Dienstag/);
  assert.match(r.content, /Launch\t04\.06\.2019/);
});

test("phrase/date-line: a date line with a 24-hour clock (\"Uhr\", \"à 07h47\", \"às 23h41\") or written-out connectives (\"17 de novembro de 2025\") goes; a counter and a time slot stay", () => {
  const lines = ["Stand: 17.03.2024, 10:05 Uhr", "19.10.2019 07:49 Uhr", "Publié le jeudi 24 décembre 2020 à 07h47", "17 de novembro de 2025 às 23h41"];
  const r = extract(page(`${lines.map((l) => `<div><small>${l}</small></div>`).join("")}${prose(2)}<p>Capítulo 3 de 12</p><p>Sprechstunde 14h00 à 15h30</p>${prose(1)}`));
  for (const l of lines) assert.ok(!r.content.includes(l), l);
  assert.match(r.content, /Capítulo 3 de 12/);
  assert.match(r.content, /14h00 à 15h30/);
});

test("phrase/recipe-taxonomy: a recipe card's course, cuisine and keyword lines go; the same words in the article's text stay", () => {
  const card = `<div class="tasty-recipes"><h2>Clafoutis</h2><ul class="ingredients"><li>500 g de cerises</li><li>3 oeufs</li></ul><div class="tasty-recipes-other-details"><ul><li class="category"><span>Catégorie\u00a0:</span> Dessert</li><li class="cuisine"><span>Cuisine\u00a0:</span> Française</li></ul></div><div class="tasty-recipes-keywords"><p><span>Mots-clés\u00a0:</span> clafoutis, cerises</p></div></div>`;
  const r = extract(page(`${prose(2)}<p>Cuisine: the French word for kitchen, and for what comes out of it, is the subject of this post.</p>${card}${prose(1)}`));
  assert.doesNotMatch(r.content, /Catégorie/);
  assert.doesNotMatch(r.content, /Mots-clés/);
  assert.match(r.content, /500 g de cerises/);
  assert.match(r.content, /Cuisine: the French word for kitchen/);
  const off = extract(page(`${prose(2)}${card}${prose(1)}`), { disableRules: ["phrase/recipe-taxonomy"] });
  assert.match(off.content, /Catégorie/);
});

test("phrase/donation-appeal: a box of one paragraph holding the pitch and the call goes; a paragraph of the story about a listener-supported station stays", () => {
  const box = `<div class="support-box"><p><strong>Deep Water Radio is listener-supported.</strong> If you enjoy the show, <a href="/support/">become a supporter</a> for ad-free episodes and a monthly bonus.</p></div>`;
  const story = `<p>The station has been listener-supported since 1974, when the council cut its grant, and its 3,000 members now pay for most of the news desk.</p>`;
  const r = extract(page(`${prose(2)}${story}${prose(1)}${box}`));
  assert.doesNotMatch(r.content, /become a supporter/);
  assert.match(r.content, /listener-supported since 1974/);
});

test("phrase/date-line: a published and an updated date in one line go, also past 80 characters; a sentence that opens with a label stays", () => {
  const pair = "Publicado em 17 de novembro de 2025 às 23h41 · Atualizado em 18 de novembro de 2025 às 10h05";
  const short = "Posted May 3, 2011 | Updated May 4, 2011";
  const said = "Updated on May 4, 2011 · the council's figures, which the mayor had promised in March, were late again.";
  const r = extract(page(`<p>${pair}</p><p>${short}</p>${prose(2)}<p>${said}</p>${prose(1)}`));
  assert.ok(!r.content.includes("Publicado em"));
  assert.ok(!r.content.includes("Posted May 3"));
  assert.match(r.content, /the council's figures/);
});

test("class/newsletter: a call-to-action box with nothing to act on (a warning) stays; one with its sign-up link goes", () => {
  const warning = `<div class="call-to-action" role="note"><p><strong>Warning</strong> If you let a property and do not register its supply, your council can stop you letting it.</p></div>`;
  const signup = `<div class="call-to-action"><p>Get our weekly letter with the best of the site.</p><a href="/signup">Sign up</a></div>`;
  const r = extract(page(`${prose(2)}${warning}${prose(1)}${signup}${prose(1)}`));
  assert.match(r.content, /Warning If you let a property/);
  assert.doesNotMatch(r.content, /weekly letter/);
});

test("prune/heading-over-nothing: a section of its heading over an empty chart goes; a section with a picture or text keeps its heading", () => {
  const empty = `<section class="item downloads_chart"><h2>Downloads</h2><div class="value"><canvas class="usageStatsGraph"></canvas><div class="usageStatsUnavailable"></div></div></section>`;
  const picture = `<section><h2>The map</h2><div><img src="/map.png" alt="Map of the district"></div></section>`;
  const r = extract(page(`${prose(2)}${empty}${picture}${prose(2)}`));
  assert.doesNotMatch(r.content, /Downloads/);
  assert.match(r.content, /The map/);
  const off = extract(page(`${prose(2)}${empty}${prose(2)}`), { disableRules: ["prune/heading-over-nothing"] });
  assert.match(off.content, /Downloads/);
});

test("phrase/byline: after a by-word that is also an article or preposition, a name's capital is read as written", () => {
  const fig = `<figure><img src="/a.jpg" alt=""><figcaption>De veerboot ligt aan de kade in Holwerd</figcaption></figure>`;
  const r = extract(page(`<p class="x">Von Anna Weber</p>${prose(2)}${fig}<p>Het is <em>de facto</em> een eiland zonder boot, zei de burgemeester tegen de verslaggevers op de kade.</p>${prose(1)}`));
  assert.match(r.content, /De veerboot ligt aan de kade in Holwerd/);
  assert.match(r.content, /Het is de facto een eiland/);
  assert.doesNotMatch(r.content, /Von Anna Weber/);
});

test("an outlet's picture credit in brackets leaves its caption; a bracketed wire credit line goes; a sentence about inputs stays", () => {
  const fig = `<figure><img src="/a.jpg" alt=""><figcaption>A Pink Line train during a trial run at Dairy Circle station. (Meridian Photo)</figcaption></figure>`;
  const r = extract(page(`${prose(2)}${fig}<p>The board said it had asked for inputs from PTI and from residents before the fares were set.</p>${prose(1)}<p>(With inputs from PTI)</p>`));
  assert.match(r.content, /Dairy Circle station\.\n/);
  assert.doesNotMatch(r.content, /Meridian Photo/);
  assert.doesNotMatch(r.content, /\(With inputs from PTI\)/);
  assert.match(r.content, /asked for inputs from PTI and from residents/);
});

test("phrase/caption-credit: a photographer's name in capitals glued to the caption's sentence goes; a caption in capitals stays", () => {
  const fig = (cap: string): string => `<figure><img src="/a.jpg" alt=""><figcaption>${cap}</figcaption></figure>`;
  const r = extract(page(`${prose(1)}${fig(`<span>Vista de la estación cerrada de Navaleno (Soria), el pasado marzo.</span><span>ÁLVARO RINCÓN</span>`)}${prose(1)}${fig(`<span>THE OLD STATION AT NAVALENO</span>`)}${prose(1)}`));
  assert.match(r.content, /el pasado marzo\.\n/);
  assert.doesNotMatch(r.content, /ÁLVARO/);
  assert.match(r.content, /THE OLD STATION AT NAVALENO/);
});

test("phrase/ad-label: a sponsor read's opening glued to a small letter is a word of a sentence ('sponsorship'); with the sponsor's name it goes", () => {
  const r = extract(page(`${prose(2)}<p>Thanks to our sponsorship programme, forty students travelled to the finals.</p><p>Thanks to our sponsor Tuincentrum de Groot for the plants.</p>${prose(1)}`));
  assert.match(r.content, /Thanks to our sponsorship programme/);
  assert.doesNotMatch(r.content, /Tuincentrum/);
});

test("a paragraph that is only a link to another story goes", () => {
  const r = extract(page(`${prose(2)}<p><a href="/other">Ten things you did not know about ferries</a></p>${prose(2)}`));
  assert.doesNotMatch(r.content, /Ten things/);
  assert.match(r.content, /Paragraph 2 of the article/);
});

test("a linked paragraph that ends as a statement is the writer's sentence and stays; a linked headline goes", () => {
  const r = extract(page(`${prose(2)}<p><a href="/part-1">The first part of this series is here.</a></p><p><a href="/other">Why ferries run late in winter?</a></p><p><a href="/more">Read more…</a></p><p><a href="/next">Next story.</a></p>${prose(2)}`));
  assert.match(r.content, /The first part of this series is here\./);
  assert.doesNotMatch(r.content, /Why ferries run late/);
  assert.doesNotMatch(r.content, /Read more/);
  assert.doesNotMatch(r.content, /Next story/);
});

test("a linked statement ending the article stays; a trailing linked headline and a 'Read also:' pointer go", () => {
  const r = extract(page(`${prose(3)}<p><a href="/gifs">You must know by now that there are animated GIFs of the whole episode, in a long and careful post of their own that ran on our other blog last week.</a></p><p><a href="/x">Read also: The ferry operators have answered every question we put to them.</a></p><p><a href="/y">Ten ferries that changed the harbour</a></p>`));
  assert.match(r.content, /animated GIFs of the whole episode/);
  assert.doesNotMatch(r.content, /Read also/);
  assert.doesNotMatch(r.content, /Ten ferries/);
});

test("'read also' lines and share prompts inside the article go", () => {
  const r = extract(page(`${prose(2)}<p><strong>Lea también:</strong> <a href="/x">Otra noticia del día</a></p><div>Share this article</div>${prose(2)}`));
  assert.doesNotMatch(r.content, /Lea también|Otra noticia|Share this/);
});

test("an article lead kept in the header outside the body block is included", () => {
  const html = `<html><body><article><header><h1>Headline</h1><p class="standfirst">The lead sentence sums up the whole story in a couple of lines for readers in a hurry.</p></header><div class="story-body">${prose(4)}</div></article></body></html>`;
  const r = extract(html);
  assert.match(r.content, /^The lead sentence sums up/);
});

test("a page that never closes <head> and has no <body> still yields its article", () => {
  const html = `<html><head><title>T</title><meta charset="utf-8"><div id="main">${prose(4)}</div>`;
  assert.match(extract(html).content, /Paragraph 4 of the article/);
});

test("a pasted document's </body></html> does not cut the article short", () => {
  const html = `<html><body><article>${prose(2)}<div class="embed"><html><body><p>Embedded widget text that is long enough to count as a paragraph here.</p></body></html></div>${prose(2).replace(/Paragraph/g, "Later paragraph")}</article></body></html>`;
  assert.match(extract(html).content, /Later paragraph 2/);
});

test("the permissive fallback recovers an article whose wrapper has a boilerplate class", () => {
  const html = `<html><body><div class="sidebar-layout comments-enabled"><p>${"Only this article text is on the page, and it must come back whole. ".repeat(6)}</p></div></body></html>`;
  assert.match(extract(html).content, /Only this article text/);
});

test("an unclosed <svg> icon does not swallow the article that follows it", () => {
  const html = `<html><body><div class="icon"><svg viewBox="0 0 10 10"><path d="M0 0"/></div><article>${prose(4)}</article></body></html>`;
  assert.match(extract(html).content, /Paragraph 4 of the article/);
});

test("svg, template and noscript text never reaches the content", () => {
  const html = page(`${prose(2)}<svg><title>Icon title</title><text>svg text</text></svg><template><p>Template text</p></template><noscript><p>Enable JavaScript to see comments</p></noscript>${prose(2)}`);
  assert.doesNotMatch(extract(html).content, /Icon title|svg text|Template text|Enable JavaScript/);
});

test("never/tag: a frameset page's frames go and its noframes text is the content; noembed text never is (session 19)", () => {
  const framed = `<html><head><title>Headline - Site</title></head><frameset cols="20%,80%"><frame src="menu.htm" name="menu"><frame src="main.htm" name="main"><noframes><body>${prose(3)}</body></noframes></frameset></html>`;
  assert.match(extract(framed).content, /^Paragraph 1 of the article[^]*Paragraph 3 of the article[^]*matters to the people involved\.$/);
  const inBody = page(`${prose(2)}<noframes><p>Noframes text, the page without frames, is readable text as well.</p></noframes><noembed><p>Noembed text</p></noembed>${prose(1)}`);
  const content = extract(inBody).content;
  assert.match(content, /Noframes text, the page without frames/);
  assert.doesNotMatch(content, /Noembed text|<p>/);
});

test("a number alone is a quantity, not a date line: recipe amounts stay", () => {
  const r = extract(page(`${prose(3)}<ul><li><span class="amount">300</span> <span class="unit">g</span> <span class="name">butter</span></li><li><span class="amount">6</span> <span class="name">eggs</span></li></ul>`));
  assert.match(r.content, /300 g butter/);
  assert.match(r.content, /^6 eggs$/m);
});

test("a heading's id is a slug of its text, not a boilerplate class", () => {
  const r = extract(page(`${prose(3)}<h2 id="what-comes-next-related-work">What comes next</h2>${prose(2)}`));
  assert.match(r.content, /What comes next/);
});

test("sections of the winner's template in other rows of the article join it", () => {
  // Each column also holds a picture, so the text block is not its column's only child.
  const row = (inner: string): string => `<div class="vc_row"><div class="vc_column"><div class="vc_column-inner">${inner}<div class="wpb_single_image"><img src="a.jpg"></div></div></div></div>`;
  const section = (html: string): string => `<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">${html}</div></div>`;
  const later = "<p>A later section of the same article, in a row of its own, carries on with the story for a few more sentences, with commas, so that it reads as prose and not as a teaser card, a button label or a picture caption.</p>";
  const r = extract(page(`<div class="sections">${row(section(prose(8)))}${row(`<a class="button" href="/buy">Buy now</a>`)}${row(section(later))}</div>`));
  assert.match(r.content, /A later section of the same article/);
});

test("a heading left at the end of the article with nothing after it goes; one followed by loose text stays", () => {
  const r = extract(page(`${prose(3)}<h3>More tours in the region</h3><ul><li><a href="/t1">Tour one</a></li><li><a href="/t2">Tour two</a></li></ul>`));
  assert.doesNotMatch(r.content, /More tours/);
  const loose = extract(page(`<div class="post-body">${prose(3)}<h3>What next?</h3>Next week the second part, with the wiring, the firmware and, at last, the first measurements.<br></div>`));
  assert.match(loose.content, /What next\?/);
});

test("a caption keeps its description and loses the credit at its end; '(c)' as a panel label is not a credit", () => {
  const r = extract(page(`${prose(2)}<figure><img src="a.jpg"><figcaption>The harbour at dawn, before the first ferries leave. | © Harbour Photo Agency</figcaption></figure><figure><img src="b.jpg"><figcaption>Figure 2: panels (a), (b) and (c) show the growth of the colony.</figcaption></figure>${prose(2)}`));
  assert.match(r.content, /^The harbour at dawn, before the first ferries leave\.$/m);
  assert.doesNotMatch(r.content, /Harbour Photo Agency/);
  assert.match(r.content, /panels \(a\), \(b\) and \(c\) show the growth of the colony\./);
});

test("the subtitle in the article's header is the lead; a byline line there is not", () => {
  const html = `<html><body><article><header><h1>Headline</h1><h2>The subtitle sums up the whole story in one sentence for readers in a hurry.</h2><p>By Jane Doe and John Smith, Staff Writers</p></header><div class="story">${prose(4)}</div></article></body></html>`;
  const r = extract(html);
  assert.match(r.content, /^The subtitle sums up the whole story/);
  assert.doesNotMatch(r.content, /Jane Doe/);
});

test("an ad label alone goes in other languages too", () => {
  const r = extract(page(`${prose(2)}<p>Reklama</p><p>Реклама</p>${prose(2)}`));
  assert.doesNotMatch(r.content, /Reklama|Реклама/);
});

test("a heading's permalink anchor (¶, #) goes; a heading that is a link stays", () => {
  const one = prose(1);
  const html = page(
    `<h2>Setting up<a class="headerlink" href="#setting-up" title="Permalink to this heading">¶</a></h2>${one}` +
      `<h2><a href="#next">#</a> Next steps</h2>${prose(2)}<h2><a href="/guide">The guide</a></h2>${prose(3)}`,
  );
  const content = extract(html).content;
  assert.match(content, /^Setting up\n\n/);
  assert.match(content, /\nNext steps\n/);
  assert.match(content, /\nThe guide\n/);
  assert.doesNotMatch(content, /[¶#]/);
});

test("code listings keep every token: a time, a date or a number in code is no time stamp", () => {
  const code = `<pre><code><span class="n">at</span> = <span class="s2">"02:30"</span>\n<span class="n">since</span> = <span class="s2">"2019-05-01"</span>\n<span class="mi">12</span></code></pre>`;
  const content = extract(page(`${prose(2)}${code}${prose(1)}`)).content;
  assert.match(content, /at = "02:30"\nsince = "2019-05-01"\n12/);
});

test("the article's heading is not repeated when the title is a short headline the page states", () => {
  // Two words, stated by the h1: the title loses "- tidepool" (issue 15), and the content drops the headline line.
  const html = `<!doctype html><html><head><title>Scheduling backups - tidepool</title></head><body><article><h1>Scheduling backups</h1>${prose(3)}</article></body></html>`;
  const r = extract(html);
  assert.equal(r.title, "Scheduling backups");
  assert.match(r.content, /^Paragraph 1 of the article/);
});

test("'follow us' and 'get our app' lines go; a sentence about two networks stays", () => {
  const html = page(
    `${prose(2)}<p>Follow The Ledger on Twitter and Instagram @ledger and on Facebook.</p>` +
      `<p>For the latest stories download our apps for iOS and Android.</p>` +
      `<p>Facebook and Instagram said on Monday that they would remove the posts within a day.</p>${prose(1)}`,
  );
  const content = extract(html).content;
  assert.doesNotMatch(content, /Follow The Ledger|download our apps/);
  assert.match(content, /Facebook and Instagram said on Monday/);
});

test("a membership prompt anywhere in a short block goes; the word in a sentence about members stays", () => {
  const content = extract(
    page(
      `${prose(2)}<p>El club cuenta ya con 4.000 miembros, y la directiva quiere llegar a 5.000 antes de fin de año.</p>` +
        `<div class="box-x1"><p>Hacemos periodismo desde hace 106 años. HAZTE MIEMBRO Y DISFRUTA DE BENEFICIOS EXCLUSIVOS</p></div>`,
    ),
  ).content;
  assert.doesNotMatch(content, /HAZTE MIEMBRO|Hacemos periodismo/);
  assert.match(content, /El club cuenta ya con 4\.000 miembros/);
});

test("the site's own channel beside one platform goes; a channel in the news stays", () => {
  const content = extract(
    page(
      `${prose(2)}<p>The ministry opened a YouTube channel for the hearings, and its Telegram channel now carries the daily schedule.</p>` +
        `<p>Our channel partners in the region reported higher sales in March than a year before.</p>` +
        `<p>¿Ya sabías que en Example.com tenemos canal de Telegram? Únete desde tu celular en este enlace.</p><p>¡Mira lo que tiene nuestro canal de YouTube!</p>`,
    ),
  ).content;
  assert.doesNotMatch(content, /tenemos canal|nuestro canal/);
  assert.match(content, /The ministry opened a YouTube channel/);
  assert.match(content, /Our channel partners/);
});

test("a longer 'follow us' line goes when it names three platforms; a long sentence about two stays", () => {
  const longPromo =
    "Follow The Ledger on Twitter and Instagram @ledger and on Facebook @TheLedger. Send us a message on WhatsApp at 555-0100 or email us at news@ledger.example or editors@ledger.example with your tips and photos.";
  const longProse =
    "Researchers who follow the spread of rumours on Twitter and on Facebook found that corrections travelled far more slowly than the claims they corrected, and that most readers never saw them at all, whichever network they used.";
  assert.ok(longPromo.length > 200 && longProse.length > 200, "both longer than a short promotion");
  const content = extract(page(`${prose(2)}<p>${longProse}</p><p>${longPromo}</p>`)).content;
  assert.doesNotMatch(content, /Follow The Ledger/);
  assert.match(content, /Researchers who follow the spread/);
});

test("CJK caption credits go, the description stays", () => {
  const fig = (caption: string): string => `<figure><img src="a.jpg" alt=""><figcaption>${caption}</figcaption></figure>`;
  const html = page(`${prose(2)}${fig("서울숲에서 시민들이 산책하고 있다. 사진=한빛일보 DB")}${fig("東京駅前の様子。写真：共同")}${fig("北京街头的自行车（图片来源：新华社）")}${prose(1)}`);
  const content = extract(html).content;
  assert.match(content, /서울숲에서 시민들이 산책하고 있다\.\n/);
  assert.match(content, /東京駅前の様子。\n/);
  assert.match(content, /北京街头的自行车\n/);
  assert.doesNotMatch(content, /사진=|写真|图片来源/);
});

test("an app shell with the article only in JSON-LD gets the articleBody as its content", () => {
  const body = "Tides are the rise and fall of sea levels caused by the Moon and the Sun.\\n\\nSpring tides happen when the Sun and Moon line up, and neap tides when they are at right angles.";
  const html = `<!doctype html><html><head><title>How tides work | Ocean Notes</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"How tides work","articleBody":"${body}"}</script></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>`;
  const r = extract(html);
  assert.equal(r.content, "Tides are the rise and fall of sea levels caused by the Moon and the Sun.\n\nSpring tides happen when the Sun and Moon line up, and neap tides when they are at right angles.");
  // With the article in the markup, the markup's text is the content, not the JSON-LD copy.
  const withMarkup = extract(html.replace('<div id="root"></div>', `<article>${prose(3)}</article>`));
  assert.match(withMarkup.content, /^Paragraph 1 of the article/);
});

test("a paper's access and citation counters go", () => {
  const html = page(`<div class="article-metrics"><span>2,341 Accesses</span><span>7 Citations</span><a href="/m">Metrics</a></div>${prose(3)}`);
  const content = extract(html).content;
  assert.match(content, /^Paragraph 1 of the article/);
  assert.doesNotMatch(content, /Accesses/);
});

test("the standfirst in the article's own header outside <article> is kept", () => {
  const html = `<!doctype html><html><head><title>Platters promise 80TB drives - Site</title></head><body><header class="site-header"><a href="/">Site</a><nav><a href="/a">A</a></nav></header><main><header id="content-header" class="article-header"><h1>Platters promise 80TB drives</h1><p>We are about to get 20 terabyte drives, and the path looks clear to 80TB.</p></header><article>${prose(3)}</article></main></body></html>`;
  assert.match(extract(html).content, /^We are about to get 20 terabyte drives, and the path looks clear to 80TB\.\n\nParagraph 1/);
});

test("an article's wrappers survive class words; a long comment written as <article> shields nothing", async () => {
  const { parseHtml } = await import("../src/extract/dom/parse.js");
  const { measure } = await import("../src/extract/stages/measure.js");
  const { removeStructuralBoilerplate } = await import("../src/extract/stages/clean.js");
  const { Trace } = await import("../src/extract/trace.js");
  const { findFirst } = await import("../src/extract/dom/node.js");
  /** Whether the element with class `cls` was removed by the structural rules. */
  const removed = (html: string, cls: string): boolean => {
    const doc = parseHtml(html);
    const body = findFirst(doc.root, (el) => el.tag === "body")!;
    // Found before the removal: the walkers skip removed elements.
    const el = findFirst(doc.root, (e) => e.attrs["class"] === cls);
    assert.ok(el !== null, cls);
    removeStructuralBoilerplate(body, measure(body), new Trace(false));
    return el.dropped;
  };
  const other = `<div class="more">${prose(4)}</div>`;
  // The layout wrapper around the article and its sidebar holds less than half the page's text.
  assert.equal(removed(`<body><div class="article-aside-bottom"><article>${prose(3)}</article><aside>Widgets</aside></div>${other}</body>`, "article-aside-bottom"), false);
  // A comment list whose one comment is an <article> with a fifth of the text still goes.
  assert.equal(removed(`<body><div class="post">${prose(1)}</div><div class="comments-area"><article>${prose(2)}</article></div>${other}</body>`, "comments-area"), true);
});

test("a figure's footer is its notes and stays; a page footer class elsewhere in the article goes", () => {
  const table = `<table><tr><th>Measure</th><th>Peak</th></tr><tr><td>Chloride</td><td>412</td></tr><tr><td>Cladocera</td><td>9.4</td></tr></table>`;
  const r = extract(page(`${prose(2)}<figure><figcaption>Table 1 Chloride at the peak</figcaption>${table}<div class="table-footer"><p>Medians with interquartile ranges in brackets</p></div></figure>${prose(2)}<div class="post-footer">Filed under Ponds</div>`));
  assert.match(r.content, /Medians with interquartile ranges in brackets/);
  assert.doesNotMatch(r.content, /Filed under Ponds/);
});

test("figures with a percent or currency sign are no date lines; a code listing's line numbers go", () => {
  const r = extract(page(`${prose(2)}<p>6.1%</p>${prose(1)}<p>€1,084</p>${prose(1)}<table class="lntable"><tr><td><pre><code>1\n2</code></pre></td><td><pre><code>x := 1\ny := 2</code></pre></td></tr></table>${prose(1)}`));
  assert.match(r.content, /^6\.1%$/m);
  assert.match(r.content, /^€1,084$/m);
  assert.match(r.content, /^x := 1\ny := 2$/m);
  assert.doesNotMatch(r.content, /^1$/m);
});

test("a paragraph that is only a bare web address is a cited source and stays", () => {
  const r = extract(page(`${prose(2)}<p>The project's data are published on its site:</p><p><a href="http://www.example.org/data">www.example.org/data</a></p>${prose(2)}`));
  assert.match(r.content, /www\.example\.org\/data/);
});

test("prune/comments-heading: replies after a comments heading go, with no comments wrapper around them", () => {
  const replies = `<h2 id="comments">Comments</h2><div id="c169900"><p>Lovely post, I will try this pattern over the weekend with some leftover wool.</p><p class="posted">Posted by: Sally at September 11, 2012 6:32 PM</p></div><div id="c169901"><p>Same weather here in the valley; the nights never cool down any more.</p><p class="posted">Posted by: Ann at September 11, 2012 7:02 PM</p></div>`;
  const html = `<html><head><title>Knitting in the heat</title></head><body><div class="content"><h3>Knitting in the heat</h3>${prose(4)}<p>Posted by laurie at September 10, 2012 9:01 AM</p>${replies}</div></body></html>`;
  const r = extract(html);
  assert.match(r.content, /Paragraph 4 of the article/);
  assert.doesNotMatch(r.content, /leftover wool|cool down/);
  const off = extract(html, { disableRules: ["prune/comments-heading"] });
  assert.match(off.content, /leftover wool/);
});

test("prune/comments-heading: '3 Responses to' ends the article; a tutorial's 'Comments' section stays", () => {
  const blog = extract(page(`${prose(3)}<h3>3 Responses to “Strawberry cake”</h3><ol><li><p>Kristina said: I made this for my sister and it was gone within the hour, thank you!</p></li></ol>`));
  assert.doesNotMatch(blog.content, /Kristina|Responses to/);
  const tutorial = extract(page(`${prose(3)}<h2>Comments</h2><p>A comment starts with a hash sign and runs to the end of the line; the interpreter ignores it completely.</p><pre><code># this line is ignored</code></pre><h2>Variables</h2>${prose(1)}`));
  assert.match(tutorial.content, /A comment starts with a hash sign/);
  assert.match(tutorial.content, /Variables/);
});

test("a documentation generator's doc comments and code signatures stay; a reader's comments and a forum signature go", () => {
  const member = (name: string, sig: string, doc: string): string =>
    `<section class="tsd-panel tsd-member"><h3>${name}</h3><div class="tsd-signature">${sig}</div><div class="tsd-comment tsd-typography"><p>${doc}</p></div></section>`;
  const r = extract(page(
    `<section class="tsd-panel tsd-comment"><div class="tsd-comment"><p>Decides whether a failed request is tried again, and how long to wait before the next attempt, for every client.</p></div></section>` +
      member("maxAttempts", "maxAttempts: number", "The number of attempts this policy allows, after defaults are applied.") +
      member("execute", "execute&lt;T&gt;(task, signal?): Promise&lt;T&gt;", "Runs the task until it resolves, the attempts run out, or the signal is aborted.") +
      prose(2),
  ));
  assert.match(r.content, /Decides whether a failed request/);
  assert.match(r.content, /maxAttempts: number/);
  assert.match(r.content, /execute<T>\(task, signal\?\): Promise<T>/);
  assert.match(r.content, /Runs the task until it resolves/);

  const blog = extract(page(
    `${prose(3)}<div class="comment"><p>Great write-up, this finally explains why my build kept failing last week on the CI box.</p><span class="comment-author">Sam</span> <time datetime="2024-05-01">May 1, 2024</time></div>` +
      `<div class="post"><p>${"Forum post text that is long enough to be the post. ".repeat(4)}</p><div class="signature">Sent from my phone, please excuse the typos</div></div>`,
  ));
  assert.doesNotMatch(blog.content, /Great write-up/);
  assert.doesNotMatch(blog.content, /Sent from my phone/);
});

test("a version number alone is no date line", async () => {
  const { isDateOnlyText } = await import("../src/extract/stages/signals/dates.js");
  for (const v of ["2.0.0", "1.10.3", "v3.2.1", "10.4.1"]) assert.equal(isDateOnlyText(v), false, v);
  for (const d of ["01.02.2024", "1.2.24", "2024.1.5", "15.03.2024 10:30"]) assert.equal(isDateOnlyText(d), true, d);
});

test("numbers without a date's shape are results, not date lines (session 18)", async () => {
  const { isDateOnlyText } = await import("../src/extract/stages/signals/dates.js");
  for (const v of ["(7043, 21)", "[1] 48213", "0.427", "3 – 1", "0.5", "1.5", "Out[2]: (7043, 21)"]) assert.equal(isDateOnlyText(v), false, v);
  // Session 23: a range of two decimals (a pH, a size) is no date; a date joins its numbers with one separator.
  for (const v of ["6.5-7.5", "2.5/3.5"]) assert.equal(isDateOnlyText(v), false, v);
  // "Out" is Portuguese October: with a day and a year it is still a date.
  assert.equal(isDateOnlyText("12 out 2024"), true);
  for (const d of ["2024-03-15", "3/15/24", "03/2024", "12.03.", "10:30", "2024/03/15 10:30:12"]) assert.equal(isDateOnlyText(d), true, d);
  // A notebook's output cell: the shape of a data frame under the code that printed it.
  const out = extract(page(`${prose(3)}<div class="jp-Cell"><div class="jp-InputArea"><pre>df.shape</pre></div><div class="jp-OutputArea-output"><pre>(7043, 21)</pre></div></div>${prose(2)}`));
  assert.match(out.content, /\(7043, 21\)/);
});

test("a thread page whose posts are all comment items: the first is the post, the replies go", () => {
  const item = (who: string, text: string, extra = ""): string =>
    `<div class="TimelineItem${extra}"><div class="timeline-comment-group"><div class="timeline-comment comment"><div class="timeline-comment-header">${who} commented <time datetime="2024-05-14T09:12:44Z">May 14, 2024</time></div><table><tr><td class="comment-body">${text}</td></tr></table></div></div></div>`;
  const html = `<!doctype html><html><head><title>Watch mode rebuilds twice · Issue #12 · acme/kiln</title></head><body><header><a href="/">Home</a></header><main><h1>Watch mode rebuilds twice #12</h1><div class="discussion">` +
    item("kmorrow", `<p>When I save a file from Vim the site is rebuilt twice in a row, which doubles the wait before the browser reloads on a big site.</p><pre><code>$ kiln serve --watch</code></pre>`, " pt-0") +
    `<div class="js-timeline-item">${item("ornella", "<p>Thanks for the detailed report, I can reproduce it on Linux with the probe file Vim writes before saving.</p>")}</div>` +
    `<div class="js-timeline-item">${item("kmorrow", "<p>Here you go, the log with the inotify events from the watcher is attached below for you.</p>")}</div>` +
    `</div></main><footer>© Acme</footer></body></html>`;
  const r = extract(html);
  assert.match(r.content, /rebuilt twice in a row/);
  assert.match(r.content, /\$ kiln serve --watch/);
  assert.doesNotMatch(r.content, /Thanks for the detailed report/);
  assert.doesNotMatch(r.content, /Here you go/);
  assert.doesNotMatch(r.content, /commented/);
});

test("'read also' and live-blog badges in more languages: Polish 'Zobacz także', Spanish 'Fijado'; a Polish 'Fot.' credit", () => {
  const r = extract(page(`<div class="pinned"><span>Fijado</span></div>${prose(2)}<p><strong>ZOBACZ TAKŻE:</strong> <a href="/x">Nad Bałtykiem ruszył sezon kąpielowy</a></p><figure><img src="a.jpg"><figcaption><span>Ratownicy na jeziorze Niegocin w Giżycku.</span> <span class="source">Fot. PAI/Tomasz Waszczuk</span></figcaption></figure>${prose(2)}`));
  assert.doesNotMatch(r.content, /Fijado|ZOBACZ|Waszczuk/);
  assert.match(r.content, /Ratownicy na jeziorze Niegocin w Giżycku\./);
});

test("a wire service's copyright line under the story goes; a sentence about rights in the article stays", () => {
  const r = extract(page(`${prose(3)}<p><em>Copyright 2024 KVTR-TV. All rights reserved. This material may not be published, broadcast, rewritten, or redistributed.</em></p>`));
  assert.doesNotMatch(r.content, /All rights reserved/);
  const long = `The label argued in court that it had reserved all rights to the recordings, but the judge found that the 1998 contract, signed before streaming existed, said nothing about online distribution, and ruled for the band on every count.`;
  const kept = extract(page(`${prose(2)}<p>${long} All rights reserved, it claimed, meant every future format; the court disagreed at length and with some irritation, quoting the contract's own definitions of "recording", "format" and "distribution" back to the label's lawyers.</p>${prose(1)}`));
  assert.match(kept.content, /All rights reserved, it claimed/);
});

test("a pull quote goes with its attribution (<cite> inside, or a figcaption beside it in its figure); a quote said once stays with its speaker", () => {
  const said = `<p>“We want every lead line out of the ground,” said Denise Farrow, the director. “But we can’t dig on private property without your signature.”</p>`;
  const withCite = extract(page(`${prose(2)}${said}<figure class="wp-block-pullquote"><blockquote><p>“We can’t dig on private property without your signature.”</p><cite>Denise Farrow, water authority</cite></blockquote></figure>${prose(2)}`));
  assert.doesNotMatch(withCite.content, /water authority/);
  assert.equal(withCite.content.match(/without your signature/g)?.length, 1);
  const beside = extract(page(`${prose(2)}${said}<figure class="c-pullquote"><blockquote><p>“We can’t dig on private property without your signature.”</p></blockquote><figcaption>Denise Farrow, water authority</figcaption></figure>${prose(2)}`));
  assert.doesNotMatch(beside.content, /water authority/);
  assert.equal(beside.content.match(/without your signature/g)?.length, 1);
  const once = extract(page(`${prose(2)}<figure><blockquote><p>“Crews will be on every street of the east side before the first frost, and we will not leave a single line behind.”</p></blockquote><figcaption>Denise Farrow, water authority</figcaption></figure>${prose(2)}`));
  assert.match(once.content, /before the first frost/);
  assert.match(once.content, /water authority/);
});

test("a notice the selection took as a part of its own is judged like a block inside the article", () => {
  const html = `<!doctype html><html><head><title>Headline - Site</title></head><body><nav><a href="/">Home</a></nav><main><div class="story"><article class="body">${prose(4)}</article><div class="statement">Copyright 2024 KVTR-TV. All rights reserved.</div></div><div class="related"><a href="/x">Other</a></div></main></body></html>`;
  const r = extract(html);
  assert.match(r.content, /Paragraph 4 of the article/);
  assert.doesNotMatch(r.content, /All rights reserved/);
});

test("a bold label standing over a paragraph is kept as a heading; a bold fragment over a link is not", () => {
  const body = `<div><b>About the company</b></div><div>Larchmont Robotics builds autonomous carts that move materials around factories and warehouses across the continent.</div>`;
  const r = extract(page(`${prose(2)}${body}${prose(2)}`));
  assert.match(r.content, /^About the company$/m);
  const teaser = extract(page(`${prose(2)}<div><b>Sponsored</b></div><div><a href="/x">A teaser headline that links to another story somewhere else on this site</a></div>${prose(2)}`));
  assert.doesNotMatch(teaser.content, /Sponsored/);
});

test("a removed block between two loose runs of text leaves them on lines of their own (text and Markdown)", () => {
  const html = page(`${prose(2)}<div>Startseite &gt; Texte &gt; Winterwandern<div class="share-buttons">Share</div>Geschrieben am 14. Februar 2004 von Hans-Peter, der gern wandert.</div>${prose(2)}`);
  assert.doesNotMatch(extract(html).content, /WinterwandernGeschrieben/);
  assert.doesNotMatch(extract(html, { format: "markdown" }).content, /WinterwandernGeschrieben/);
});

test("a date line with its label goes in several languages; a sentence that opens with the label stays", () => {
  for (const line of ["Geschrieben am 14. Februar 2004", "Publié le 3 mars 2024", "Published on March 3, 2024", "投稿日：2024年3月3日"]) {
    assert.doesNotMatch(extract(page(`<p>${line}</p>${prose(3)}`)).content, new RegExp(line.slice(0, 10)));
  }
  assert.match(extract(page(`<p>Published on March 3, 2024, the report found that prices rose.</p>${prose(3)}`)).content, /the report found/);
});

test("a mail archive's message, one <pre> under a few header lines, is the article without the archive's links", () => {
  const message = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of the reply explains what the rsync flags do on a flaky link.`).join("\n");
  const html = `<html><head><title>[list] Re: rsync</title></head><body><h1>[list] Re: rsync</h1><b>Marguerite Okonjo</b> <a href="mailto:x">m.okonjo at example.com</a><br><i>Thu Mar 14 09:27:51 UTC 2013</i><p><ul><li>Previous message: <a href="1.html">[list] rsync</a></li><li>Next message: <a href="3.html">[list] firmware</a></li></ul><hr><pre>${message}</pre><hr><a href="/listinfo">More information about the list</a></body></html>`;
  const r = extract(html);
  assert.match(r.content, /Line 12 of the reply/);
  assert.doesNotMatch(r.content, /Previous message|More information|Marguerite/);
});

test("a forum thread laid out in tables (phpBB 2's postbody rows): the opening post once, without the replies", () => {
  const row = (who: string, text: string): string =>
    `<tr><td class="row1"><span class="name"><b>${who}</b></span><br><span class="postdetails">Joined: 03 Feb 2005<br>Posts: 187</span></td><td class="row1"><table><tr><td><span class="postdetails">Posted: Tue Mar 14, 2006 9:12 pm</span></td></tr><tr><td colspan="2"><span class="postbody">${text}</span></td></tr></table></td></tr>`;
  const html = `<html><head><title>Board :: View topic - Drip irrigation</title></head><body><table class="forumline">` +
    row("rosamari", "Hello all,<br><br>This year I built three raised beds on the terrace and put in drip irrigation with a tap timer, and the first bed is always flooded while the last one dries out.<ul><li>16 mm pipe</li><li>4 l/h drippers</li></ul>Thanks in advance.") +
    row("javi_riegos", "That is pressure loss, plain and simple: with 16 mm pipe and ordinary drippers the first ones take nearly all the flow.") +
    row("la_tomatera", "I would fit pressure-compensating drippers of 2 l/h and water for 35 minutes instead, they cost a little more.") +
    `</table></body></html>`;
  const r = extract(html);
  assert.match(r.content, /the first bed is always flooded/);
  assert.equal(r.content.match(/Thanks in advance/g)?.length, 1);
  assert.doesNotMatch(r.content, /pressure loss|pressure-compensating|Joined|Posted:/);
});

test("a date inside a sentence stays (an inline date with words beside it is no date line); a date alone on its line goes", () => {
  const r = extract(page(`${prose(2)}<p>DRAMMEN, Norway, <span class="xn-chron">March 4, 2025</span> /NewswireHub/ -- The council said on <span>March 5, 2025</span> that it would act.</p><p><span>March 4, 2025</span></p>${prose(2)}`));
  assert.match(r.content, /DRAMMEN, Norway, March 4, 2025 \/NewswireHub\//);
  assert.match(r.content, /said on March 5, 2025 that/);
  assert.doesNotMatch(r.content, /^March 4, 2025$/m);
});

test("an embedded gist (GitHub's code view: line-number and code cells) is a code block with its indentation, in text and Markdown", () => {
  const row = (n: number, code: string): string => `<tr><td id="L${n}" class="blob-num js-line-number" data-line-number="${n}"></td><td id="LC${n}" class="blob-code blob-code-inner js-file-line">${code}</td></tr>`;
  const gist = `<div class="gist"><div class="gist-file"><div class="gist-data"><table class="highlight tab-size js-file-line-container"><tbody>${row(1, `<span class="pl-k">function</span> <span class="pl-en">f</span>() {`)}${row(2, `  <span class="pl-k">return</span> 1;`)}${row(3, "}")}</tbody></table></div></div></div>`;
  const html = page(`${prose(2)}${gist}${prose(2)}`);
  assert.match(extract(html).content, /\nfunction f\(\) \{\n  return 1;\n\}\n/);
  assert.match(extract(html, { format: "markdown" }).content, /```\nfunction f\(\) \{\n  return 1;\n\}\n```/);
});

test("a code tab's label after its radio input is interface; a label with no control before it stays", () => {
  const tabs = `<div class="sd-tab-set"><input checked id="t0" name="s0" type="radio"><label class="sd-tab-label" for="t0">pip</label><div class="sd-tab-content"><pre>pip install quillmark</pre></div><input id="t1" name="s0" type="radio"><label class="sd-tab-label" for="t1">Poetry</label><div class="sd-tab-content"><pre>poetry add quillmark</pre></div></div>`;
  const r = extract(page(`${prose(2)}${tabs}${prose(2)}`));
  assert.match(r.content, /poetry add quillmark/);
  assert.doesNotMatch(r.content, /^pip$|^Poetry$/m);
  const alone = extract(page(`${prose(2)}<p><label>Note:</label> the installer needs network access on its first run, and only then.</p>${prose(2)}`));
  assert.match(alone.content, /Note: the installer/);
});

test("a short post under its permalink headline is the article, not the blog's longer 'about me' box (prune/link-heavy, select/headlined-short-post)", () => {
  const html = `<html><head><title>Paper cranes on the windowsill - Folded Things</title></head><body>
<div id="header"><a href="/">Folded Things</a></div>
<div id="main"><div class="post">
  <div class="meta"><a href="/paper-cranes#notes">0 comments</a> July 16th, 3:05pm</div>
  <h2><a href="/paper-cranes" rel="permalink">Paper cranes on the windowsill</a></h2>
  <div class="content"><div class="gallery"><a href="/img/cranes.jpg"><img src="/img/cranes.jpg" alt=""></a></div>
  <div class="source">via <a href="https://example.org/cranes">example.org</a></div>
  <p>A thousand of them, one a day.</p></div>
</div></div>
<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar"><div class="profile"><h3>About me</h3><p>I teach design at a small college, fold paper in the evenings and write about the things people make with their hands, from origami and bookbinding to furniture built from pallets and the odd kite. Here I share and celebrate the work of others, with a link to every maker.</p></div>
<div class="widget"><h3>Archive</h3><ul><li><a href="/2012/07">July (39)</a></li><li><a href="/2012/06">June (1)</a></li></ul></div></div>
</body></html>`;
  const r = extract(html);
  assert.match(r.content, /A thousand of them, one a day\./);
  assert.doesNotMatch(r.content, /I teach design|Archive|July \(39\)/);
});

test("paragraphs wrapped one by one in a paywall's subscriber-only divs (TownNews BLOX) are the story, not a subscription prompt", () => {
  const wrapped = (text: string): string => `<div class="subscriber-only"><p>${text}</p></div>`;
  const html = `<!DOCTYPE html><html lang="en"><head><title>Water advisory lifted</title></head><body><article><h1>Water advisory lifted</h1>
<p>CARVER CITY — The advisory covered the whole North Side pressure zone, which serves about 4,100 homes and businesses.</p>
${wrapped("The boil-water advisory for about 4,100 homes and businesses on the North Side was lifted Thursday afternoon, two days after a water main split under Ridgeway Avenue.")}
${wrapped("Public Works Director Alana Brooks said two rounds of samples taken Wednesday and Thursday came back clean from the state laboratory.")}
${wrapped("The city will not charge residents for the water used to flush their lines. Credits will appear on March bills automatically.")}
</article></body></html>`;
  const r = extract(html);
  assert.match(r.content, /two days after a water main split/);
  assert.match(r.content, /Credits will appear on March bills/);
});

test("a post's date lines go: a <time> alone in its list item, a date with its reading time, an update label whose date went; a labelled date in an event's facts stays", () => {
  const meta = `<ul class="list-inline"><li><time datetime="2025-02-20" class="tnt-date asset-date text-muted">Feb 20, 2025</time></li><li><span class="text-muted">Updated <time class="tnt-date">Feb 21, 2025</time></span></li></ul><p>March 11, 2025 · 6 min read</p>`;
  const r = extract(page(`${meta}${prose(3)}`));
  assert.doesNotMatch(r.content, /Feb 20|Updated|min read/);
  const facts = extract(page(`${prose(2)}<ul><li><span class="label">Date:</span> <time datetime="2024-08-17">Saturday 17 August 2024</time></li><li><span class="label">Venue:</span> Saltworks Quay</li></ul>${prose(1)}`));
  assert.match(facts.content, /Date: Saturday 17 August 2024/);
  const inline = extract(page(`${prose(2)}<p>Geschrieben am <a href="/2020/01/23"><time>23. Januar 2020</time></a> in Allgemeines, mit vielen Worten über den Tag und das Wetter.</p>${prose(1)}`));
  assert.match(inline.content, /am 23\. Januar 2020 in Allgemeines/);
});

test("an agency's name alone in a figure ('getty') is its credit; 'Getty' alone outside a figure stays", () => {
  const r = extract(page(`${prose(2)}<figure><img src="/a.jpg" alt=""><figcaption><p>The harbour at dawn, before the ferries start.</p><small>getty</small></figcaption></figure>${prose(2)}`));
  assert.match(r.content, /The harbour at dawn/);
  assert.doesNotMatch(r.content, /^getty$/m);
  const name = extract(page(`${prose(2)}<ul><li>Getty</li><li>Huntington</li></ul>${prose(2)}`));
  assert.match(name.content, /^Getty$/m);
});

test("the lead picture in a wrapper between the dek and the body keeps its caption, without its credit", () => {
  const html = `<!doctype html><html><head><title>FAA Proposes Recurring Fan Blade Checks - Trade</title></head><body><nav><a href="/">Home</a></nav><main><div class="ArticleBase-Header"><h1>FAA Proposes Recurring Fan Blade Checks</h1><p class="ArticleBase-HeaderSummary">The proposed directive would turn a one-time check into ultrasonic inspections every 1,600 cycles.</p></div>
<div class="ArticleBase-FeaturedImage"><figure class="ContentImage"><img src="/fan.jpg" alt=""><figcaption><span class="ContentImage-CaptionText">A technician inspects the fan of an engine at a shop in Dallas.</span><span class="ContentImage-Credit">Credit: Aerovance</span></figcaption></figure></div>
<div class="ArticleBase-BodyContent">${prose(4)}</div></main><footer>© Trade</footer></body></html>`;
  const r = extract(html);
  assert.match(r.content, /A technician inspects the fan/);
  assert.doesNotMatch(r.content, /Aerovance/);
});

test("a short dek that reads as a sentence is the lead; a short kicker label is not", () => {
  const html = (dek: string): string => `<!doctype html><html><head><title>Shade plants that thrive - Garden</title></head><body><nav><a href="/">Home</a></nav><article><header><h1>Shade plants that thrive</h1><h2 class="article-subheading">${dek}</h2></header><div class="article-body">${prose(4)}</div></article></body></html>`;
  assert.match(extract(html("No direct sun? No problem.")).content, /^No direct sun\? No problem\./);
  assert.doesNotMatch(extract(html("Gardening and outdoor living")).content, /Gardening and outdoor/);
});

test("a live blog's notice that it has ended goes; a post that mentions an ended live stream stays", () => {
  const r = extract(page(`<p class="status">This live blog has ended.</p>${prose(3)}<p>The council said its own live stream had ended at 11pm, after the vote, and that a recording would follow.</p>`));
  assert.doesNotMatch(r.content, /This live blog has ended/);
  assert.match(r.content, /live stream had ended at 11pm/);
});

test("Drupal's 'Submitted by Name on date' is a byline; a sentence that starts with 'By the' and goes on past a date is not", () => {
  const r = extract(page(`<div class="meta submitted"><span>Submitted by <span class="username">Ruth Calloway</span> on Tue, 03/12/2013 - 14:22</span></div>${prose(3)}<div>By the members of the committee on Monday who wanted to say more</div>`));
  assert.doesNotMatch(r.content, /Submitted by/);
  assert.match(r.content, /By the members of the committee on Monday/);
});

test("a label set inline over the headline ('Press release' in a span) goes with the headline; a newsroom's news-alerts box goes", () => {
  const html = `<!doctype html><html><head><title>Norrland Outdoor to repair worn jackets in every store - Norrland</title></head><body><main><article><div class="press-release__header"><ol class="breadcrumbs"><li><a href="/newsroom">Newsroom</a></li><li><a href="/newsroom/press-releases">Press releases</a></li></ol><span class="press-release__type">Press release</span><h1>Norrland Outdoor to repair worn jackets in every store</h1></div><div class="press-release__body">${prose(4)}</div><section class="news-alerts"><h2>Get news alerts</h2><p>Receive Norrland Outdoor press releases by email as soon as they are published.</p></section></article></main></body></html>`;
  const r = extract(html);
  assert.doesNotMatch(r.content, /^Press release$/m);
  assert.doesNotMatch(r.content, /news alerts|Receive Norrland/);
});

test("text written straight into a post's body beside its pictures' wrappers (Blogger's div.separator) is scored as the paragraph it is", () => {
  const picture = (n: number): string => `<div class="separator" style="clear: both; text-align: center;"><a href="/img${n}.jpg"><img src="/img${n}-s.jpg"></a></div><br>`;
  const post =
    `<div class="post hentry"><h3 class="post-title"><a href="/2012/10/wood-stove.html">Restoring a cast iron stove</a></h3>` +
    `<div class="post-body entry-content"><p>${picture(1)}${picture(2)}` +
    `We found the old stove behind the barn, rusted through in places, and spent the whole of October taking it apart, bolt by bolt, with a tin of penetrating oil. ` +
    `The firebox was cracked, so a welder in town brazed it for us, and the rest came back with a wire brush, stove black and a lot of patience.<br><br>` +
    `It heats the workshop now, and the kettle on top is always warm by the time the first coffee is due.</p><div style="clear: both;"></div></div></div>`;
  const about =
    `<div class="widget Text" id="Text1"><p>Maker and tinkerer with two dogs and more tools than sense, writing about what I build.</p></div>`;
  const html = `<!doctype html><html><head><title>Restoring a cast iron stove</title></head><body><div id="main">${post}</div><div id="side">${about}</div></body></html>`;
  const r = extract(html);
  assert.match(r.content, /We found the old stove behind the barn/);
  assert.match(r.content, /the kettle on top is always warm/);
  assert.doesNotMatch(r.content, /more tools than sense/);
});

test("a comment thread longer than its post is no page wrapper: it goes in the strict strategy too; a wrapper with a comment word that holds the headline stays", () => {
  const comment = (i: number): string =>
    `<dt><a href="#c${i}">${i}.</a> Reader ${i} - August 8, 2012</dt><dd><p>Comment number ${i}: I watched it twice, and honestly, it made my whole week, thanks for posting the videos, both of them.</p></dd>`;
  const thread = `<div id="comments"><h2>Comments</h2><dl>${Array.from({ length: 9 }, (_, i) => comment(i + 1)).join("")}</dl></div>`;
  const post = `<h2>Shatner throws the first pitch</h2><p>Over the weekend the Dodgers held a "Star Trek Night", and William Shatner threw out the first pitch, to the theme tune on the ballpark's organ.</p><p>Here is video of the fireworks show that followed, with Star Trek music and scenes played on the big screen.</p>`;
  const html = (wrapperClass: string): string =>
    `<!doctype html><html><head><title>Shatner throws the first pitch - Trek News</title></head><body><div id="wrapper" class="${wrapperClass}"><div id="content">${post}${thread}</div></div></body></html>`;
  const r = extract(html("page"));
  assert.match(r.content, /William Shatner threw out the first pitch/);
  assert.doesNotMatch(r.content, /Comment number/);
  // A page wrapper whose class names comments (a theme's `has-comments`) holds the headline: not a comment section.
  assert.match(extract(html("has-comments")).content, /William Shatner threw out the first pitch/);
});

test("a credit glued to a caption's full stop in an element of its own goes; a caption's second sentence after a space stays", () => {
  const fig = (caption: string): string => `<figure><img src="a.jpg" alt=""><figcaption>${caption}</figcaption></figure>`;
  const r = extract(page(`${prose(2)}${fig(`<span>An idle irrigation rig near Lamesa, where wells have dropped since 2019.</span><span><span>Credit...</span><span>Mark Feeney for The Daily Ledger</span></span>`)}${prose(1)}${fig(`<span>Open water has replaced marsh near Lake Hermitage.</span><span>Ana Ruiz / The Bayou Ledger</span>`)}${prose(1)}${fig(`<span>The old ferry pier at low tide.</span> <span>Harbour Board</span>`)}${prose(1)}`));
  assert.match(r.content, /wells have dropped since 2019\.\n/);
  assert.match(r.content, /marsh near Lake Hermitage\.\n/);
  assert.doesNotMatch(r.content, /Feeney|Ana Ruiz/);
  // A space before it: part of the caption's prose, whatever its shape.
  assert.match(r.content, /The old ferry pier at low tide\. Harbour Board/);
});

test("a reader-revenue appeal box goes; a paragraph of a story that links 'Donate' stays", () => {
  const appeal = `<div class="dcr-1x"><h2>Before you move on, a quick question</h2><p>Millions read us without paying a penny. We are reader-funded, with no billionaire owner.</p><div><a href="/contribute">Support us →</a></div></div>`;
  const charity = `<p>The shelter asks for your support through the winter; its volunteers cook for sixty people a night. <a href="https://shelter.example/give">Donate</a></p>`;
  const r = extract(page(`${prose(2)}${appeal}${prose(2)}${charity}${prose(1)}`));
  assert.doesNotMatch(r.content, /quick question|reader-funded|Support us/);
  assert.match(r.content, /asks for your support through the winter/);
  assert.match(r.content, /Paragraph 2 of the article/);
});

test("an accordion's question in a <button> inside its heading is kept; other buttons go", () => {
  const item = (q: string, a: string): string =>
    `<div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" aria-expanded="false">${q}</button></h2><div class="accordion-collapse collapse"><div class="accordion-body"><p>${a}</p></div></div></div>`;
  const r = extract(page(`${prose(1)}<div class="accordion">${item("Can I load a card online?", "Yes, through the app or the website, and the money is on the card within ten minutes of the payment.")}${item("What if my card is lost?", "Register it first: a registered card can be blocked and its balance moved to a new one for a small fee.")}</div><p><button type="button">Print this page</button></p>${prose(1)}`));
  assert.match(r.content, /Can I load a card online\?\n+Yes, through the app/);
  assert.match(r.content, /What if my card is lost\?/);
  assert.doesNotMatch(r.content, /Print this page/);
});

test("a CSS framework's text utility (text-muted, text-sm) names no content: the feedback box goes", () => {
  const r = extract(page(`${prose(3)}<div class="border-top mt-5 small text-muted" id="page-feedback"><p>Was this page helpful?</p><p>Tell us what we can do better.</p></div><div class="entry-content text-sm"><p>The rest of the article, in a block whose utility class names no content and whose other class does, goes on with commas for a while.</p></div>`));
  assert.doesNotMatch(r.content, /helpful|do better/);
  assert.match(r.content, /The rest of the article/);
});

test("a public-service page's 'Page last reviewed: <date>' line goes", () => {
  const r = extract(page(`${prose(3)}<p>Page last reviewed: February 2, 2024</p><p>Reviewed on their merits, the claims were all upheld.</p>`));
  assert.doesNotMatch(r.content, /last reviewed/);
  assert.match(r.content, /Reviewed on their merits/);
});

test("a block theme's query loop of other posts after the post goes (WordPress's wp-block-query, wp-block-post-template)", () => {
  const para = (n: number): string => `<p>Paragraph ${n} of the story says what the selectmen decided about the library roof on Tuesday.</p>`;
  const post = (title: string, excerpt: string): string =>
    `<li class="wp-block-post"><h2 class="wp-block-post-title"><a href="/x">${title}</a></h2><div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">${excerpt}</p></div></li>`;
  const loop = (wrap: boolean): string => {
    const list = `<ul class="wp-block-post-template">${post("School bus routes change", "Two routes on the east side of town will be combined this year because the district could hire only five drivers for six buses, and pick-up times move earlier.")}${post("Quarry Road paving", "The state told the town its paving grant will not be released until after the fiscal year closes, so repaving Quarry Road is on hold until April.")}</ul>`;
    return `<div class="wp-block-group"><h2>More posts</h2>${wrap ? `<div class="wp-block-query">${list}</div>` : list}</div>`;
  };
  for (const wrap of [true, false]) {
    const r = extract(`<html><head><title>Library roof</title></head><body><main><h1>Library roof</h1><div class="entry-content wp-block-post-content">${[1, 2, 3, 4, 5].map(para).join("")}</div>${loop(wrap)}</main></body></html>`);
    assert.doesNotMatch(r.content, /More posts|Two routes|paving grant/);
    assert.match(r.content, /Paragraph 5 of the story/);
  }
});

test("a publication's bracketed [pdf] link stays; a page's 'Download PDF' button goes", () => {
  const pub = (title: string): string => `<li><b>${title}</b>. With A. Author. <em>SODA 2024</em>. [<a href="/papers/x.pdf">pdf</a>] [<a href="https://arxiv.example.org/abs/1">arXiv</a>]</li>`;
  const r = extract(page(`${prose(2)}<ul>${pub("Faster dynamic shortest paths")}${pub("Planar flows in near-linear time")}</ul><p><a href="/article.pdf">Download PDF</a></p>${prose(1)}`));
  assert.match(r.content, /SODA 2024\. \[pdf\] \[arXiv\]/);
  assert.doesNotMatch(r.content, /\[\]|Download PDF/);
});

test("a paragraph that is only a link to a document ('(PDF, 412 KB)') stays; a link to another story goes", () => {
  const r = extract(page(`${prose(2)}<p><a href="/forms/fl-3200.pdf">Form FL-3200, Application for Commercial Filming Permit (PDF, 412 KB)</a></p><p><a href="/news/other">Ten things you did not know about ferries</a></p>${prose(1)}`));
  assert.match(r.content, /Form FL-3200, Application for Commercial Filming Permit \(PDF, 412 KB\)/);
  assert.doesNotMatch(r.content, /Ten things/);
});

test("a span named an aside inside a heading's text stays; an aside box goes", () => {
  const r = extract(page(`${prose(2)}<h2>Nutrition <span class="heading-aside">(per serving)</span></h2><p>Each serving has about 310 calories, most of them from the butter and the sugar in the crust, as the label explains.</p><div class="aside-box"><p>Sign up for our weekly recipes.</p></div>${prose(1)}`));
  assert.match(r.content, /Nutrition \(per serving\)/);
});

test("a call to join a community on one platform goes; a sentence about a WhatsApp group stays", () => {
  const r = extract(page(`${prose(2)}<p>Join the Bristol Evening Star WhatsApp community for the latest news here</p><p>Parents set up a WhatsApp group last spring to share lifts to the school, and it now has ninety members.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /Join the Bristol/);
  assert.match(r.content, /Parents set up a WhatsApp group/);
});

test("a newsletter archive's div.email-body is the letter, not an e-mail share button", () => {
  const r = extract(`<html><head><title>Issue 42 - The Weekly Kiln</title></head><body><main><h1>Issue 42</h1><div class="email-body"><div class="email-body-content">${prose(3)}</div></div><p>You are reading the web version of this letter.</p></main></body></html>`);
  assert.match(r.content, /Paragraph 3 of the article/);
});

test("a date line with a 12-hour clock ('Published Nov. 19, 2025 at 2:47 p.m. EST') and a date with its reading time and no separator go", () => {
  const r = extract(page(`<p>Published Nov. 19, 2025 at 2:47 p.m. EST</p><p>Nov. 20, 2025, 9:05 AM</p><p>Sep 16, 2025 5 min read</p>${prose(3)}<p>Meet at 2:47 p.m. by the north gate.</p>`));
  assert.doesNotMatch(r.content, /Nov\. 19|Nov\. 20|min read/);
  assert.match(r.content, /Meet at 2:47 p\.m\. by the north gate\./);
});

test("an interface word written as a link inside a sentence ('on Facebook', 'the PDF', 'my previous post') stays; the same words as a row of buttons, or alone on their line, go", () => {
  const r = extract(
    page(
      `${prose(2)}<p>A few readers on <a href="https://facebook.com/x">Facebook</a> asked for the recipe, so here it is (download the <a href="/r.pdf">PDF</a>), and my <a href="/prev">previous post</a> has the rest.</p>` +
        `<p>Share: <a href="/f">Facebook</a> | <a href="/t">Twitter</a></p><p>The full report, in one file:<br><a href="/r2.pdf">PDF</a></p>${prose(2)}`,
    ),
  );
  assert.match(r.content, /A few readers on Facebook asked for the recipe, so here it is \(download the PDF\), and my previous post has the rest\./);
  assert.doesNotMatch(r.content, /Twitter/);
  assert.match(r.content, /^Share: \|$/m);
  assert.match(r.content, /^The full report, in one file:$/m);
  assert.doesNotMatch(r.content, /^PDF$/m);
});

test("a page region that shares only a layout class with the article ('container') does not join it as a sibling of the same template", () => {
  const header =
    `<section class="container"><div class="brand">Dazed Digital, a magazine of fashion, art and music, since 1991.</div>` +
    `<ul><li><a href="/a">Most Viewed</a></li><li><a href="/b">Latest Contributors</a></li><li><a href="/c">Blog Posts</a></li><li><a href="/d">The Latest Issue</a></li></ul>` +
    `<p>Issue 215, on sale now: the new aesthetic, with an interview, a shoot and more.</p></section>`;
  const html = `<!doctype html><html><head><title>The new aesthetic - Dazed</title></head><body>${header}<section class="container"><h1>The new aesthetic</h1>${prose(5)}</section></body></html>`;
  const r = extract(html);
  assert.match(r.content, /Paragraph 5 of the article/);
  assert.doesNotMatch(r.content, /Most Viewed|Dazed Digital, a magazine/);
});

test("a long code listing's highlighted lines are never judged by the phrase rules: a console table's rows and a number stay", () => {
  const rows = Array.from({ length: 40 }, (_, i) => `<span class="go">2020-08-01 18:${String(i).padStart(2, "0")}:00+00 │ 400 │ ${i * 3}</span>`).join("\n");
  const listing =
    `<div class="highlight"><pre><span class="k">SELECT</span> <span class="n">n</span> <span class="k">NOT</span> <span class="k">BETWEEN</span> <span class="mf">0.5</span> <span class="k">AND</span> <span class="n">upper_bound</span> <span class="k">FROM</span> <span class="n">series</span>;\n` +
    `<span class="go">period │ status_code │ entries</span>\n${rows}\n<span class="go">Share</span></pre></div>`;
  const r = extract(page(`${prose(2)}${listing}${prose(2)}`));
  assert.match(r.content, /NOT BETWEEN 0\.5 AND upper_bound/);
  assert.match(r.content, /^2020-08-01 18:05:00\+00 │ 400 │ 15$/m);
  assert.match(r.content, /^Share$/m);
});

test("a block hidden by a utility class (hidden, d-none) goes: a second copy of the story, a script-revealed line; a class that shows it on wider screens, a tab panel and the page frame stay", () => {
  const story = `<h1>Geithner urges quick action</h1>${prose(3)}`;
  const html =
    `<!doctype html><html><head><title>Geithner urges quick action - Paper</title></head><body><article>` +
    `<div class="story variant-a">${story}<span class="hidden">Continue reading the main story</span><p>The closing paragraph of the story says what comes next, and when the vote is due.</p>` +
    `<div class="d-none d-md-block"><p>A note shown on desktop screens only, written in a sentence of its own.</p></div>` +
    `<div role="tablist"><button role="tab">Python</button></div><div role="tabpanel" class="p-4 hidden"><p>The Python version of the sample, behind a tab that has not been clicked.</p></div></div>` +
    `<div class="story variant-b hidden"><p>Available to subscribers: the excerpt of the same story, printed for another audience.</p>${prose(3)}</div>` +
    `</article></body></html>`;
  const r = extract(html);
  assert.match(r.content, /The closing paragraph of the story/);
  assert.doesNotMatch(r.content, /Continue reading the main story|Available to subscribers/);
  assert.equal(r.content.match(/Paragraph 1 of the article/g)?.length, 1);
  assert.match(r.content, /A note shown on desktop screens only/);
  assert.match(r.content, /The Python version of the sample/);
  // A page that fades in from `<body class="hidden">` is still the page.
  assert.match(extract(html.replace("<body>", '<body class="hidden">')).content, /The closing paragraph of the story/);
});

test("what the page's own style block hides (display:none on a class or an id) goes; a class a media query or a more specific rule shows again, and a print-only rule, leave their blocks", () => {
  const style =
    `<style>/* theme */ .ssr-hide{display:none} #promo { display: none !important; } .desktop{display:none} @media screen and (min-width: 800px){.desktop{display:block}} ` +
    `@media print{.noprint{display:none}} .post-note{display:none} .single .post-note{display:block} .lead{display:flex}</style>`;
  const html =
    `<!doctype html><html><head><title>Headline - Site</title>${style}</head><body class="single"><article>${prose(2)}` +
    `<div class="slide ssr-hide"><p>A hidden slide that script shows one at a time, with a sentence of its own.</p></div>` +
    `<div id="promo"><p>Subscribe today and save forty percent on your first year of the magazine.</p></div>` +
    `<div class="desktop"><p>A note the desktop layout shows beside the story, in a sentence of its own.</p></div>` +
    `<div class="noprint"><p>A note that only the printed page leaves out, in a sentence of its own.</p></div>` +
    `<div class="post-note"><p>A note the single-post template shows again, in a sentence of its own.</p></div>${prose(2)}</article></body></html>`;
  const r = extract(html);
  assert.doesNotMatch(r.content, /A hidden slide|Subscribe today/);
  assert.match(r.content, /A note the desktop layout shows/);
  assert.match(r.content, /A note that only the printed page leaves out/);
  assert.match(r.content, /A note the single-post template shows again/);
});

test("a rail of teasers beside the story (divs of headline links with a line each, no paragraph) is no section of a split article; a section written without <p> still joins", () => {
  const teaser = (i: number): string =>
    `<div class="box"><div><a href="/story-${i}">Story number ${i} of the day in a headline</a></div><div class="stamp">updated 10:0${i} AM EST Wed November 7 2012</div><div>A line of summary for story ${i} which says what happened and to whom it happened.</div></div>`;
  const rail = `<div class="column-b">${Array.from({ length: 6 }, (_, i) => teaser(i + 1)).join("")}</div>`;
  const html = (second: string): string =>
    `<!doctype html><html><head><title>Headline - Site</title></head><body><div id="page"><div class="story-left">${prose(12)}</div>${second}</div></body></html>`;
  const r = extract(html(rail));
  assert.match(r.content, /Paragraph 12 of the article/);
  assert.doesNotMatch(r.content, /A line of summary for story/);
  const section = `<div class="more">${Array.from({ length: 5 }, (_, i) => `The second part of the story goes on, line ${i + 1}, with what the witnesses said later in the day.<br>`).join("")}</div>`;
  assert.match(extract(html(section)).content, /The second part of the story goes on, line 5/);
});

test("a list the model adds before the body comes whole, not as its first item (model/block-add)", () => {
  const html = `<html><head><title>How to price</title></head><body><main><div><h1>How to price</h1><ul><li>Charge for the thing that grows with the value your customer gets, not for seats by default.</li><li>Three tiers are enough. Name them for who they are for.</li><li>Raise prices for new customers first, and give existing ones a year's notice.</li></ul><div class="mdx"><p>Most early-stage SaaS companies set their first prices by looking at two competitors and picking a number in between. That is not a terrible start.</p><p>This guide is for founders and product leads at B2B companies between their first ten customers and their first few hundred. It covers the three decisions that matter most.</p><h2>Pick a value metric</h2><p>A value metric is the unit you charge for. For a payroll product it might be employees paid; for an invoicing tool, invoices sent.</p></div></div></main></body></html>`;
  const r = extract(html);
  // Kept whole or left whole: never the first item without its siblings.
  const first = /Charge for the thing/.test(r.content);
  assert.equal(/Three tiers are enough/.test(r.content), first);
  assert.equal(/Raise prices for new customers/.test(r.content), first);
  assert.match(r.content, /A value metric is the unit you charge for/);
});

test("a photographer and outlet around a slash, in an element of its own after the caption's sentence, go; names in the caption's sentence stay", () => {
  const fig = (caption: string): string => `<figure><img src="a.jpg" alt=""><figcaption>${caption}</figcaption></figure>`;
  const r = extract(page(`${prose(2)}${fig(`<span>Cars line Front Street on a Tuesday afternoon.</span> <span>Marco Ruiz / The Coastline Ledger</span>`)}${prose(1)}${fig(`From left: <b>Ana Ruiz / Tom Lee</b>`)}${prose(1)}`));
  assert.match(r.content, /Cars line Front Street on a Tuesday afternoon\.\n/);
  assert.doesNotMatch(r.content, /Marco Ruiz/);
  assert.match(r.content, /From left: Ana Ruiz \/ Tom Lee/);
});

test("a code block's file-name title over its listing goes, short or long; a sentence naming a file stays", () => {
  const block = (title: string): string =>
    `<div class="code-block"><div class="filename"><span>${title}</span></div><div class="controls"><button>Copy</button></div><pre><code>export const load = () =&gt; ({ ok: true });</code></pre></div>`;
  const r = extract(page(`${prose(2)}${block("src/routes/upload/+page.server.js")}${prose(1)}${block("db.ts")}<p>Then edit config/settings.yaml.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /\+page\.server\.js|^db\.ts$/m);
  assert.match(r.content, /export const load/);
  assert.match(r.content, /Then edit config\/settings\.yaml\./);
});

test("a live blog's entries, each with its reporter, are no forum replies; a quote's attribution stays (session 18)", () => {
  const entry = (who: string, text: string): string =>
    `<article class="lb-post"><div class="lb-post-date">13:12</div><div class="lb-author"><div class="lb-author__name">${who}</div></div><div class="lb-post-content"><p>${text}</p></div></article>`;
  const entries = entry("Freya Isbister", "The rocket cleared the tower at 13:10 and the crowd on the hill cheered as it climbed.") +
    entry("Tom Halcrow", "Ground control confirmed a nominal first stage burn and separation two minutes into the flight.") +
    entry("Freya Isbister", "Local schools had a half day so that pupils could watch the launch from the harbour wall.");
  // By its class: the thread's container names a live blog.
  const byClass = extract(page(`${prose(1)}<div class="lb-posts">${entries}</div>`));
  assert.match(byClass.content, /nominal first stage/);
  assert.match(byClass.content, /half day/);
  // By the page's JSON-LD, whatever the classes.
  const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LiveBlogPosting","headline":"A headline"}</script>`;
  const byLd = extract(page(`${prose(1)}<div class="updates">${entries.replaceAll("lb-", "x-")}</div>`).replace("</head>", `${ld}</head>`));
  assert.match(byLd.content, /nominal first stage/);
  // A thread without either still keeps its opening post only.
  const thread = extract(page(`${prose(1)}<div class="updates">${entries.replaceAll("lb-", "x-")}</div>`));
  assert.doesNotMatch(thread.content, /nominal first stage/);
  // A quote's attribution classed as an author, inside the blockquote.
  const quote = extract(page(`${prose(2)}<blockquote class="lb-quote"><p>We have waited thirty years for this.</p><cite class="lb-quote__author">Ina Mouat, 82, watching from the hall</cite></blockquote>${prose(1)}`));
  assert.match(quote.content, /Ina Mouat, 82/);
});

test("prose whose links are words of its sentences is no link list (prune/link-heavy): a front-page post with linked pictures stays; a one-line credit with links and a row of links still go", () => {
  const post =
    `<div><p>The next day we made two more landings on the peninsula itself. <a href="/p1">Delphin took us over in the zodiac</a> to the first landing at Waterboat Point, where two researchers once spent a year in a shelter. <a href="/p2">The penguins there</a> did not mind us at all and <a href="/p3">the chicks were out</a> in force.</p>` +
    `<span><a href="/more">Continue reading "Continental Landings"</a></span></div>`;
  const credit = `<div>Powered by <a href="/mt">Movable Type</a>. Photo at top by <a href="/gs">Geoffrey Stone</a>.</div>`;
  const row = `<div><a href="/a">Archives</a> | <a href="/b">Categories</a> | <a href="/c">Recent entries</a> and more</div>`;
  const r = extract(page(`${prose(3)}${post}${credit}${row}`));
  assert.match(r.content, /Delphin took us over in the zodiac to the first landing/);
  assert.match(r.content, /did not mind us at all/);
  assert.doesNotMatch(r.content, /Powered by/);
  assert.doesNotMatch(r.content, /Recent entries/);
});

test("structure/role: a callout with role=alert inside the article stays (session 18)", () => {
  const r = extract(page(`${prose(3)}<div class="alert alert-warning" role="alert"><p>Note: the 2.x firmware must be installed before you pair the sensor, or the pairing will fail silently.</p></div>${prose(3)}`));
  assert.match(r.content, /firmware must be installed before you pair/);
  // Other landmark roles still go.
  const nav = extract(page(`${prose(3)}<div role="navigation"><a href="/a">Section A</a> <a href="/b">Section B</a> <span>More sections here</span></div>${prose(3)}`));
  assert.doesNotMatch(nav.content, /More sections here/);
});

test("class/post-dates: a date labelling a list item's sentence is the entry's, not the post's (session 18)", () => {
  const item = (when: string, what: string): string => `<li class="Timeline_item"><time class="Timeline_date" datetime="2007">${when}</time> <span class="Timeline_text">${what}</span></li>`;
  const r = extract(page(`${prose(3)}<ol class="Timeline">${item("1915", "New South Wales, Victoria and South Australia sign the River Murray Waters Agreement, the first attempt to share the river.")}${item("November 2012", "The Basin Plan becomes law.")}</ol>${prose(1)}`));
  assert.match(r.content, /1915 New South Wales/);
  assert.match(r.content, /November 2012 The Basin Plan becomes law\./);
  // A byline row's date beside a name stays metadata.
  const meta = extract(page(`<ul class="meta"><li><span class="date">March 3, 2024</span> by Jane Doe in News</li></ul>${prose(3)}`));
  assert.doesNotMatch(meta.content, /March 3, 2024/);
});

test("never/input-form: a form to fill in goes; a page wrapped in one form and a one-box form stay (session 18)", () => {
  const fields = ["First Name", "Last Name", "Email", "Phone", "Resume/CV", "LinkedIn Profile"].map((f) => `<label>${f} *</label><input type="text">`).join("");
  const apply = extract(page(`${prose(3)}<form id="application_form"><h2>Apply for this Job</h2>${fields}<button>Submit Application</button></form>`));
  assert.doesNotMatch(apply.content, /Apply for this Job|Resume\/CV/);
  assert.match(apply.content, /Paragraph 3 of the article/);
  // ASP.NET WebForms: the whole page in one form, with its controls; the text stays.
  const webforms = extract(`<!doctype html><html><head><title>Headline - Site</title></head><body><form id="aspnetForm"><input type="hidden"><input type="hidden"><input type="text"><article>${prose(6)}</article></form></body></html>`);
  assert.match(webforms.content, /Paragraph 6 of the article/);
  // A newsletter box's one field is no form to fill in by this rule (other rules judge it).
  const search = extract(page(`${prose(3)}<form><p>Sign in to comment on this article and join the discussion with other readers.</p><input type="text"><button>Go</button></form>`));
  assert.match(search.content, /Sign in to comment/);
});

test("phrase/byline: a by-word with a colon before a full name is a byline; 'BY: Namensnennung' is not (session 18)", () => {
  const r = extract(page(`<p><strong>Por: Andrea Carolina Rueda Villamizar</strong></p><p>Published by: Shikha Pandey</p><p>Published by: शिखा पांडेय</p>${prose(3)}<ul><li>BY: Namensnennung</li><li>NC: Nicht kommerziell</li></ul>`));
  assert.doesNotMatch(r.content, /Andrea Carolina|Shikha Pandey|शिखा/);
  assert.match(r.content, /BY: Namensnennung/);
});

test("phrase/short-prefix: 'read also' lines in Rioplatense Spanish, Persian, Hindi and Arabic (session 18)", () => {
  for (const label of ["Mirá también", "بیشتر بخوانید:", "यह भी पढ़ें:", "اقرأ أيضا:"]) {
    const r = extract(page(`${prose(2)}<p><strong>${label}</strong> <a href="/x">Another story from this week</a></p>${prose(2)}`));
    assert.doesNotMatch(r.content, /Another story from this week/, label);
  }
});

test("class/comments: an obituary's guestbook (tribute wall, condolences) is its comment section (session 18)", () => {
  const post = (who: string): string => `<div class="tribute-post"><span class="tribute-post__author">${who}</span><p>Harold was a kind neighbour and a patient teacher; our thoughts are with the family.</p></div>`;
  const r = extract(page(`${prose(3)}<section id="tribute-wall" class="tribute-wall"><h2>Tribute Wall</h2>${post("Gary Olson")}${post("Linda Pederson")}</section>`));
  assert.doesNotMatch(r.content, /kind neighbour|Tribute Wall/);
  assert.equal(r.author, undefined);
});

test("phrase/notice: the request to report errors with Ctrl+Enter goes in any language; a tutorial's Ctrl+Enter stays (session 18)", () => {
  const r = extract(page(`${prose(3)}<p>Якщо ви помітили помилку, виділіть її мишкою та натисніть Ctrl+Enter.</p><p>Нашли ошибку? Выделите её и нажмите Ctrl+Enter</p>`));
  assert.doesNotMatch(r.content, /Ctrl\+Enter/);
  const tutorial = extract(page(`${prose(3)}<p>To run the cell, press Ctrl+Enter.</p>${prose(1)}`));
  assert.match(tutorial.content, /press Ctrl\+Enter/);
});

test("phrase/promotion: a promotion written in a div without block children goes as a paragraph would (session 18)", () => {
  const r = extract(page(`${prose(3)}<div class="code-block"><div class="wa-channel-box"><strong>Join The Lagos Courier's WhatsApp Channel</strong> for breaking news and updates. <a href="https://whatsapp.com/channel/x">Click here to join</a></div></div>${prose(1)}`));
  assert.doesNotMatch(r.content, /WhatsApp Channel/);
});

test("a fact box among the body's paragraphs stays without an <article>; a sidebar <aside> still goes", () => {
  const body = `<div class="article-body">${prose(2)}<aside class="FactBox_factbox__x1"><h3>The basin in numbers</h3><dl><dt>Area</dt><dd>1,059,000 square kilometres</dd></dl></aside>${prose(2)}</div>`;
  const html = `<!doctype html><html><head><title>Headline - Site</title></head><body><nav><a href="/">Home</a></nav><main>${body}</main><aside class="sidebar"><h3>Most read</h3><p>Ferry timetable changes for the summer season.</p></aside><footer>© Site 2024</footer></body></html>`;
  const r = extract(html);
  assert.match(r.content, /The basin in numbers/);
  assert.match(r.content, /1,059,000 square kilometres/);
  assert.doesNotMatch(r.content, /Most read/);
});

test("a recipe card's labelled times stay; a 'Topics' label over topic links and a code block's 'Output' label go", () => {
  const card = `<div class="recipe-details"><div class="recipe-details__item"><div class="recipe-details__label">Prep Time:</div><div class="recipe-details__value">15 mins</div></div><div class="recipe-details__item"><div class="recipe-details__label">Servings:</div><div class="recipe-details__value">8</div></div></div>`;
  const topics = `<div class="submeta"><span class="submeta__label">Topics</span><ul class="submeta__links"><li><a href="/t/a">Baking</a></li><li><a href="/t/b">Pies</a></li></ul></div>`;
  const code = `<div class="code-label">Output</div><pre><code>total 0\ndrwxr-xr-x 2 root root 40 Jan 1 00:00 .</code></pre>`;
  const r = extract(page(`${prose(2)}${card}${prose(2)}${code}${topics}`));
  assert.match(r.content, /Prep Time:\n+15 mins/);
  assert.match(r.content, /Servings:\n+8\n/);
  assert.doesNotMatch(r.content, /Topics/);
  assert.doesNotMatch(r.content, /^Output$/m);
});

test("a title in italics that opens with a by-word stays inside its sentence; a byline line still goes", () => {
  const r = extract(page(`<p>By Jane Doe</p>${prose(2)}<p>Vier keer per jaar verschijnt <i>De Vlietbode</i>, ons tijdschrift, and English is a <i>de facto</i> official language; <em>By Night in Chile</em> is a novel.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /Jane Doe/);
  assert.match(r.content, /verschijnt De Vlietbode, ons tijdschrift/);
  assert.match(r.content, /a de facto official language; By Night in Chile is a novel\./);
});

test("a 'cite this article' box goes, as a group or as a heading with its citation; a section about citing stays", () => {
  const box = `<div class="wp-block-group como-citar"><h3>Cómo citar este informe</h3><p>Fundación Cauce (2026). <em>Agua que no llega</em>. Ciudad de México.</p></div>`;
  const bare = `<h2>Cite this article</h2><p>Doe, J. (2024). Ferries at dawn. <em>Harbour Review</em>, 12(3), 45–67.</p>`;
  const r = extract(page(`${prose(3)}${box}${prose(1)}${bare}`));
  assert.doesNotMatch(r.content, /Cómo citar|Fundación Cauce \(2026\)/);
  assert.doesNotMatch(r.content, /Cite this article|Harbour Review/);
  assert.match(r.content, /Paragraph 3 of the article/);
});

test("a Japanese record date line with its label goes", () => {
  const r = extract(page(`<p>発行日: 2026/11/10</p><p>受付日：2026/02/03</p>${prose(3)}`));
  assert.doesNotMatch(r.content, /発行日|受付日/);
  assert.match(r.content, /Paragraph 1/);
});

test("a print-edition line at the end of the article goes; a sentence about an issue stays", () => {
  const r = extract(page(`${prose(3)}<p>The Winter 2026 issue of the magazine sold out in a week.</p><p><em>A version of this article appears in print on Nov. 23, 2026, Section A, Page 12 of the New York edition with the headline: Bell Weather.</em></p>`));
  assert.doesNotMatch(r.content, /appears in print/);
  assert.match(r.content, /sold out in a week\./);
});

/** An article whose first paragraph opens with `opening`, then "ferry to the island …". */
const dropCapPage = (opening: string): string =>
  page(`<h1>The Island Ferry</h1><p>${opening} ferry to the island runs twice a day in winter, and on the morning we crossed the sea was flat and grey as slate.</p>${prose(3)}`);

test("never/hidden, never/visually-hidden: an accessible drop cap (aria-hidden letter, screen-reader letter) reads once", () => {
  const r = extract(dropCapPage(`<span class="dropcap" aria-hidden="true">T</span><span class="visually-hidden">T</span>he`));
  assert.match(r.content, /^The ferry to the island/m);
});

test("never/hidden: an aria-hidden drop cap without a screen-reader copy stays, glued to its word", () => {
  const r = extract(dropCapPage(`<span class="dropcap" aria-hidden="true">T</span>he`));
  assert.match(r.content, /^The ferry to the island/m);
});

test("never/visually-hidden: the first word for screen readers beside its aria-hidden visual copy stays once", () => {
  const r = extract(dropCapPage(`<span class="sr-only">The</span><span aria-hidden="true"><span class="dropcap">T</span>he</span>`));
  assert.match(r.content, /^The ferry to the island/m);
});

test("never/hidden, never/visually-hidden: icons, icon ligatures and screen-reader labels beside them still go", () => {
  const link = `<a href="https://example.org/report">the full report<span class="sr-only">(opens in new tab)</span><span aria-hidden="true" class="icon">↗</span></a>`;
  const ligature = `<span class="material-icons" aria-hidden="true">schedule</span>Schedule`;
  const letterIcon = `<span aria-hidden="true">x</span><span class="visually-hidden">Close</span>`;
  const r = extract(page(`${prose(2)}<p>The council published ${link} on Monday, with every figure.</p><p>${ligature} changes for the summer season are listed below, as every year. ${letterIcon}</p>${prose(2)}`));
  assert.doesNotMatch(r.content, /opens in new tab|↗|schedule ?Schedule|Close|year\. x/);
  assert.match(r.content, /published the full report on Monday/);
  assert.match(r.content, /^Schedule changes for the summer season/m);
});

test("prune/pull-quote: a pull quote written as a div or p with its class goes when the text repeats it; one the text does not repeat stays", () => {
  const said = "The river came back faster than anyone at the agency had dared to predict.";
  const r = extract(page(`${prose(2)}<div class="pullquote">${said}</div><p>By spring, she said, ${said.toLowerCase()}</p><p class="exergue">A line the article never says again, kept as the writer set it.</p>${prose(1)}`));
  assert.equal(r.content.split("had dared to predict").length - 1, 1);
  assert.match(r.content, /A line the article never says again/);
});

test("a section divider in a wrapper (<div><hr></div>) is written as --- in Markdown", () => {
  const r = extract(page(`${prose(2)}<div><hr></div>${prose(2)}`), { format: "markdown" });
  assert.match(r.content, /\n---\n/);
});

test("select/lead-figure: the feature image that ends the article's header keeps its caption", () => {
  const html = `<html><head><title>Headline - Site</title></head><body><nav><a href="/">Home</a></nav><main><article><header><h1>Headline</h1><p class="excerpt">A standfirst of the article that says what the story is about in one long sentence.</p><figure class="article-image"><img src="a.jpg"><figcaption>The bookbinder at her sewing frame in the workshop.</figcaption></figure></header><section class="gh-content">${prose(4)}</section></article></main></body></html>`;
  const r = extract(html);
  assert.match(r.content, /The bookbinder at her sewing frame/);
  assert.match(r.content, /Paragraph 4 of the article/);
});

test("select/lead-figure: a header written as a div, its feature image nested at its end, keeps the caption; a sidebar block ending with a picture gives none", () => {
  const header = `<div class="post-header"><div class="post-header-inner"><h1>Headline</h1><h2 class="post-subtitle">A subtitle of the article that says what the story is about in one sentence.</h2><div class="single-featured"><figure><img src="a.jpg"><figcaption>The first tram on the rebuilt line on Monday morning.</figcaption></figure></div></div></div>`;
  const r = extract(`<html><head><title>Headline - Site</title></head><body><nav><a href="/">Home</a></nav><main><article>${header}<div class="entry-content">${prose(4)}</div></article></main></body></html>`);
  assert.match(r.content, /The first tram on the rebuilt line/);
  assert.match(r.content, /Paragraph 4 of the article/);
  const promo = `<div class="promo"><p>Our shop sells prints of the photographs in this magazine.</p><div><figure><img src="b.jpg"><figcaption>A print of the harbour at night, framed in oak.</figcaption></figure></div></div>`;
  const r2 = extract(`<html><head><title>Headline - Site</title></head><body><main><article><h1>Headline</h1>${promo}<div class="entry-content">${prose(4)}</div></article></main></body></html>`);
  assert.doesNotMatch(r2.content, /A print of the harbour at night/);
});

test("select/lead-figure-further: the lead picture before the body's wrapper and a byline row keeps its caption; a paragraph between them stops the search", () => {
  const fig = `<div class="media"><figure><img src="a.jpg"><figcaption><span>Volunteers bagging seed at low tide in 2021.</span></figcaption></figure></div>`;
  const meta = `<div class="meta"><span>Tue 3 Sep 2024 06.00 BST</span> <a href="#comments">212</a></div>`;
  const html = (between: string): string => `<html><head><title>Headline - Site</title></head><body><main><article><div class="hd"><h1>Headline</h1></div>${fig}${between}<div class="bd"><div id="maincontent">${prose(4)}</div></div></article></main></body></html>`;
  const r = extract(html(meta));
  assert.match(r.content, /Volunteers bagging seed at low tide/);
  assert.match(r.content, /Paragraph 4 of the article/);
  const off = extract(html(meta), { disableRules: ["select/lead-figure-further"] });
  assert.doesNotMatch(off.content, /Volunteers bagging seed/);
  const r2 = extract(html(`<div class="c7"><p>The survey team counted seedlings along forty transects, twice a year, from small boats.</p></div>`));
  assert.doesNotMatch(r2.content, /Volunteers bagging seed/);
});

test("select/header-figure: the hero picture in the article's header, above the headline, keeps its caption; a caption that is only a credit gives none", () => {
  const html = (caption: string): string => `<html><head><title>The last furnace - Site</title></head><body><main><article><header><figure><img src="a.jpg"><figcaption>${caption}</figcaption></figure><h1>The last furnace</h1><div class="standfirst"><p>For 140 years, one family made glass by hand in the middle of a northern town.</p></div></header><div class="body">${prose(4)}</div></article></main></body></html>`;
  const r = extract(html("Dennis Hollin gathers molten glass from the furnace on his last day."));
  assert.match(r.content, /^Dennis Hollin gathers molten glass[^\n]*\n\nFor 140 years/);
  const off = extract(html("Dennis Hollin gathers molten glass from the furnace on his last day."), { disableRules: ["select/header-figure"] });
  assert.doesNotMatch(off.content, /Dennis Hollin gathers/);
  const credit = extract(html("Credit...Rich Pedroncelli/Associated Press"));
  assert.doesNotMatch(credit.content, /Pedroncelli/);
});

test("select/fill-between: a picture written as divs (img, then a caption block) keeps its caption between two parts and before the body", () => {
  const photo = (caption: string): string => `<div class="article-photo"><img src="a.jpg" alt=""><div class="photo-desc">${caption}</div></div>`;
  const head = `<h1>Headline</h1><div class="article-info"><span class="author">Autor: <a href="/a/">Jana Nová</a></span></div>`;
  const before = extract(`<html><head><title>Headline - Site</title></head><body><div class="main-col"><div class="article">${head}${photo("The new cycle path runs along the top of the flood dyke.")}<div class="article-text">${prose(4)}</div></div></div></body></html>`);
  assert.match(before.content, /The new cycle path runs along the top/);
  assert.match(before.content, /Paragraph 4 of the article/);
  const between = extract(page(`<div class="text">${prose(3)}</div>${photo("The mayor signs the contract with the builder on Monday.")}<div class="text">${prose(3)}</div>`));
  assert.match(between.content, /The mayor signs the contract/);
  const credit = extract(page(`<div class="text">${prose(3)}</div>${photo("Photo: AP")}<div class="text">${prose(3)}</div>`));
  assert.doesNotMatch(credit.content, /Photo: AP/);
});

test("phrase/byline: a Japanese bracketed credit line goes; a bracketed sentence stays", () => {
  const r = extract(page(`${prose(3)}<p>（取材・文：佐藤彩　撮影：高木潤）</p><p>（この記事は2026年に書かれた）</p>`));
  assert.doesNotMatch(r.content, /取材・文/);
  assert.match(r.content, /この記事は2026年に書かれた/);
});

test("structure/tag: a key points box set as an <aside> inside the article stays", () => {
  const r = extract(page(`<aside class="article-summary"><h2>Key points</h2><ul><li>The bridge reopens on Monday after repairs.</li><li>Buses return to their usual routes.</li></ul></aside>${prose(3)}`));
  assert.match(r.content, /Key points/);
  assert.match(r.content, /The bridge reopens on Monday/);
});

test("prune/little-text: a one-sentence paragraph in its own block wrapper stays; a 'Share.' wrapper goes", () => {
  const r = extract(page(`${prose(2)}<div class="block"><p>Nobody was injured.</p></div><div class="block"><p>Share.</p></div>${prose(2)}`));
  assert.match(r.content, /^Nobody was injured\.$/m);
  assert.doesNotMatch(r.content, /^Share\.$/m);
});

test("prune/little-text: a short block among prose blocks of its own shape stays inside the run; at the run's end or of another shape it goes", () => {
  const block = (text: string): string => `<div data-block="true"><div class="public-DraftStyleDefault-block">${text}</div></div>`;
  const para = (i: number): string => block(`<span>Paragraph ${i} of the story, written in the editor as a block of its own, says what the council decided and when.</span>`);
  const spacer = block(`<span><br></span>`);
  const body = [para(1), spacer, para(2), spacer, block(`<span style="font-weight:bold">The price: like the bus</span>`), para(3), `<div class="tools">Council edition</div>`, para(4), spacer, block(`<span>Haifa desk</span>`)].join("");
  const r = extract(page(`<div class="article-body">${body}</div>`));
  assert.match(r.content, /^The price: like the bus$/m);
  assert.match(r.content, /Paragraph 4 of the story/);
  assert.doesNotMatch(r.content, /Council edition/);
  assert.doesNotMatch(r.content, /Haifa desk/);
});

test("prune/little-text: a section break set as a glyph in a block between paragraphs stays; an icon font's glyph or a mark at the end goes", () => {
  const r = extract(page(`${prose(2)}<div class="section-break" role="separator"><span>❦</span></div>${prose(1)}<div class="icon"><span>\uE80A</span></div>${prose(1)}<div class="coda">→</div>`));
  assert.match(r.content, /^❦$/m);
  assert.doesNotMatch(r.content, /\uE80A/);
  assert.doesNotMatch(r.content, /→/);
});

test("prune/link-heavy: a photo with a short caption beside a Pinterest button keeps its caption; the button goes", () => {
  const fig = `<figure class="wp-block-image"><img src="hamnoy.jpg" alt=""><a class="pin-button" href="https://www.pinterest.com/pin/create/button/?url=x">Save</a><figcaption>Hamnøy</figcaption></figure>`;
  const r = extract(page(`${prose(2)}${fig}${prose(2)}`));
  assert.match(r.content, /^Hamnøy$/m);
  assert.doesNotMatch(r.content, /^Save$/m);
});

test("phrase/code-language: a code block's language label beside its listing goes; the word in a sentence or a heading stays", () => {
  const block = `<div class="language-ts"><button class="copy"></button><span class="lang">ts</span><pre><code>const a = 1;\nexport default a;</code></pre></div>`;
  const after = `<div class="wp-block-code"><pre><code>SELECT 1;</code></pre><span style="display:flex">SQL</span></div>`;
  const r = extract(page(`${prose(2)}${block}<h2>Python</h2><p>We rewrote the SQL layer in TypeScript.</p>${after}${prose(1)}`));
  assert.doesNotMatch(r.content, /^ts$/m);
  assert.doesNotMatch(r.content, /^SQL$/m);
  assert.match(r.content, /^Python$/m);
  assert.match(r.content, /const a = 1;\nexport default a;/);
  assert.match(r.content, /^SELECT 1;$/m);
});

test("class words do not cut a row out of a data table (a league table's tr.promotion); a layout row still goes", () => {
  const rows = ["Be Quick", "Brummen", "Eefde", "Voorst"].map((t, i) => `<tr${i === 0 ? ' class="promotion"' : ""}><td>${i + 1}</td><td>${t}</td><td>12</td><td>${29 - 3 * i}</td></tr>`).join("");
  const r = extract(page(`${prose(2)}<table><thead><tr><th>#</th><th>Club</th><th>P</th><th>Pts</th></tr></thead><tbody>${rows}</tbody></table>${prose(1)}`));
  assert.match(r.content, /^1\tBe Quick\t12\t29$/m);
  assert.match(r.content, /^2\tBrummen\t12\t26$/m);
});

test("phrase/paid-link-button: a rel=sponsored button alone on its line goes; a sponsored link in a sentence stays, even at its end", () => {
  const entry = (n: number): string => `<div class="entry"><h3>${n}. Album ${n}</h3><p>A quiet, lovely record about leaving a seaside town, built on brushed drums and pedal steel number ${n}.</p><a class="btn" href="/go/${n}" rel="sponsored nofollow">Listen</a></div>`;
  const r = extract(page(`${prose(1)}${entry(1)}${entry(2)}<p>Tickets are on sale now: hier geht's <a href="/go/t" rel="sponsored">zu allen Ticketpreisen</a>.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /^Listen$/m);
  assert.match(r.content, /zu allen Ticketpreisen\./);
  assert.match(r.content, /pedal steel number 2\./);
});

test("phrase/date-line: the German 'as of' line 'Stand: <date>' goes; a sentence about the Stand stays", () => {
  const r = extract(page(`${prose(2)}<p>Stand: 28.10.2026</p><p>Der Stand der Bauarbeiten am 28.10.2026 war besser als erwartet, sagte die Sprecherin.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /^Stand: 28\.10\.2026$/m);
  assert.match(r.content, /Der Stand der Bauarbeiten/);
});

test("phrase/date-line: a span of clock times is a schedule's slot and stays; one clock time alone still goes", () => {
  const r = extract(page(`<p>10:45</p>${prose(2)}<h3>Programa</h3><p>09:30 – 10:15</p><p>Inauguración de las jornadas y bienvenida a los asistentes del congreso.</p><p>14h00 à 15h30</p><p>Atelier pratique sur les archives municipales et leur numérisation.</p>${prose(1)}`));
  assert.match(r.content, /^09:30 – 10:15$/m);
  assert.match(r.content, /^14h00 à 15h30$/m);
  assert.doesNotMatch(r.content, /^10:45$/m);
});

test("class words do not empty a data table's cells (Confluence's span.date-node); a one-row table of links is no data table", () => {
  const rows = ["18 March 2025", "25 March 2025", "1 April 2025"].map((d, i) => `<tr><td>Step ${i + 1}</td><td><span class="dateView-content-wrap"><span class="date-node">${d}</span></span></td></tr>`).join("");
  const html = page(`${prose(2)}<table><thead><tr><th>Task</th><th>Date</th></tr></thead><tbody>${rows}</tbody></table>${prose(1)}<table class="pagenav"><tr><th class="pagenav_prev"><a href="/p">&lt; Prev</a></th><th class="pagenav_next"><a href="/n">Next &gt;</a></th></tr></table>`);
  const r = extract(html);
  assert.match(r.content, /^Step 1\t18 March 2025$/m);
  assert.doesNotMatch(r.content, /Prev/);
});

test("class/navigation: a restaurant's menu (no links, no controls) is the page's text; a navigation menu of links still goes", () => {
  const dish = (name: string, what: string, price: number): string => `<li class="fdm-item"><p class="fdm-item-title">${name}</p><p class="fdm-item-content">${what}</p><p class="fdm-item-price">€${price}</p></li>`;
  const html = page(`<p>Notre carte change au fil des arrivages du marché, juste en face. Tout est fait maison, du pain aux glaces.</p><section id="menu"><h2>Entrées</h2><ul class="fdm-menu">${dish("Œuf parfait", "crème de cèpes, lard fumé de Bigorre, pain grillé", 11)}${dish("Huîtres du bassin", "par six, vinaigrette à l'échalote et pain de seigle", 15)}${dish("Velouté de potimarron", "noisettes torréfiées, huile de sauge", 9)}</ul></section><div class="menu-footer"><ul><li><a href="/">Accueil</a></li><li><a href="/carte">La carte</a></li><li><a href="/contact">Contact</a></li></ul></div>`);
  const r = extract(html);
  assert.match(r.content, /^Huîtres du bassin$/m);
  assert.match(r.content, /^€15$/m);
  assert.doesNotMatch(r.content, /Accueil/);
});

test("phrase/short-prefix: a teaser written as one link alone on its line goes whole, label and headline ('Läs mer:', 'Read more:')", () => {
  const teaser = (label: string, title: string): string => `<a class="teaser" href="/x"><span class="teaser__label">${label}</span> <span class="teaser__title">${title}</span></a>`;
  const r = extract(page(`${prose(2)}${teaser("Läs mer:", "Ny bro till Hemsö utreds igen")}${prose(1)}${teaser("Read more:", "The ferry company orders twelve electric ferries")}${prose(1)}<p>The council said you can read more: <a href="/r">the report on the bridge</a> is online.</p>`));
  assert.doesNotMatch(r.content, /Hemsö|twelve electric ferries/);
  assert.match(r.content, /the report on the bridge is online/);
});

test("class/cookie: a consent banner goes even when its id names text ('cn-notice-text'); a Romanian notice goes by its words", () => {
  const r = extract(page(`<div class="cookie-notice-container" id="cn-notice-text">Consent is asked for the site's analytics and advertising partners before any tracking starts on your device.</div>${prose(3)}<p>Folosim cookie-uri pentru a vă oferi cea mai bună experiență pe site-ul nostru.</p>`));
  assert.doesNotMatch(r.content, /Consent is asked|Folosim/);
  assert.match(r.content, /Paragraph 3 of the article/);
});

test("MathML: a formula reads once, as its TeX when the page gives it; no annotation or invisible operator is text", () => {
  const withTex = `<math alttext="d(v)=\\min_{u}\\,d(u)" display="block"><semantics><mrow><mi>d</mi><mo>&#x2062;</mo><mi>v</mi></mrow><annotation-xml encoding="MathML-Content"><ci>𝑑</ci></annotation-xml><annotation encoding="application/x-tex">d(v)=\\min_{u}\\,d(u)</annotation></semantics></math>`;
  const without = `<math><semantics><mrow><mi>f</mi><mo>&#x2061;</mo><mo>(</mo><mi>x</mi><mo>)</mo></mrow><annotation-xml encoding="MathML-Content"><apply><ci>f</ci></apply></annotation-xml></semantics></math>`;
  const r = extract(page(`${prose(2)}<p>The label is ${withTex} for every vertex.</p><p>We write ${without} for the cost.</p>${prose(1)}`));
  assert.match(r.content, /The label is d\(v\)=\\min_\{u\}\\,d\(u\) for every vertex\./);
  assert.match(r.content, /We write f\(x\) for the cost\./);
});

test("phrase/prefix: a newsletter's e-mail furniture goes (forwarded-mail prompt, why you get it, the issue's sponsor line); phrase/date-line leaves a table's 'Datum' header cell", () => {
  const cell = (t: string): string => `<td><p>${t}</p></td>`;
  const rows = [["So., 13. April", "10 Uhr", "Palmsonntag"], ["So., 20. April", "6 Uhr", "Osternacht"]].map((r) => `<tr>${r.map(cell).join("")}</tr>`).join("");
  const r = extract(page(`<p>Forwarded this email? Subscribe here for the weekly issue.</p>${prose(2)}<p>This issue is supported by Stour Valley Credit Union. Saving for a heat pump? Their green home loan has no fee.</p>${prose(1)}<table><tr>${cell("Datum")}${cell("Uhrzeit")}${cell("Gottesdienst")}</tr>${rows}</table><p>Vous avez reçu cet e-mail car vous vous êtes inscrit à la newsletter.</p>`));
  assert.doesNotMatch(r.content, /Forwarded this email|Credit Union|Vous avez reçu/);
  assert.match(r.content, /^Datum\tUhrzeit\tGottesdienst$/m);
});

test("phrase/date-line and phrase/prefix: Spanish 'Última modificación:' line and a Turkish column disclaimer go", () => {
  const r = extract(page(`${prose(3)}<p>Última modificación: martes, 4 de febrero de 2025, 09:41</p><p>Köşe yazılarındaki görüşler yazarına aittir, gazetenin yayın politikasını yansıtmayabilir.</p>`));
  assert.doesNotMatch(r.content, /Última modificación|Köşe yazılarındaki/);
});

test("select/definition-groups: a dl whose pairs sit in divs is one list, not a candidate per pair (a short FAQ page stays whole)", () => {
  const html = `<!doctype html><html><head><title>Pricing</title></head><body><h1>Pricing</h1><p>Every plan includes unlimited forms, SSL on every submission and GDPR-ready storage. Pay only for the people who build forms, never for those who fill them in.</p><h2>FAQ</h2><dl><div><dt>Who counts as a seat?</dt><dd>Anyone who can create or edit forms in your workspace.</dd></div><div><dt>Can we pay by invoice?</dt><dd>Yes, on the Business plan with a yearly contract.</dd></div></dl></body></html>`;
  const r = extract(html);
  assert.match(r.content, /^Every plan includes unlimited forms/);
  assert.match(r.content, /^Who counts as a seat\?$/m);
  assert.match(r.content, /^Can we pay by invoice\?$/m);
});

test("prune/little-text: a CJK character counts double (CONDITIONAL.cjkCharWeight): an 18-character Japanese task stays, a 9-character prompt still goes", () => {
  const jaProse = (n: number): string => Array.from({ length: n }, (_, i) => `<p>第${i + 1}段落では、リリース前の準備について、担当者と期日を含めて詳しく説明します。作業の順番も大切です。</p>`).join("");
  const r = extract(page(`${jaProse(2)}<div class="tasks"><div>リリースブランチを作成して保護設定を有効にする</div><div>バージョン番号とビルド番号を更新する</div></div><div>ログインして続ける</div>${jaProse(1)}`));
  assert.match(r.content, /^バージョン番号とビルド番号を更新する$/m);
  assert.doesNotMatch(r.content, /ログインして続ける/);
});

test("never/disclosure-title: an expand's title in a <button aria-expanded> before its panel stays; a one-word toggle and a plain button still go", () => {
  const expand = `<div class="expand"><button aria-expanded="false"><span>When the review is rejected</span></button><div class="expand-content"><p>Share the reason with the team and resubmit with a new build number if the code has to change.</p></div></div>`;
  const toggle = `<div><button aria-expanded="false">Details</button><div><p>The toggle above opens this block, which holds a sentence of its own words.</p></div></div>`;
  const r = extract(page(`${prose(2)}${expand}<button>Subscribe now please</button>${toggle}${prose(1)}`));
  assert.match(r.content, /^When the review is rejected$/m);
  assert.doesNotMatch(r.content, /Subscribe now/);
  assert.doesNotMatch(r.content, /^Details$/m);
});

test("phrase/date-line: a newsletter issue's number-and-date line goes; a dated sentence and an ISO stamp after words stay put", () => {
  const r = extract(page(`<p>Issue #88 · August 14, 2025</p><p>Nieuwsbrief nr. 4 · 3 april 2025</p>${prose(3)}<p>Chapter 3 - May 4, 2025 was the day the bridge reopened to traffic after the long works.</p>`));
  assert.doesNotMatch(r.content, /Issue #88|Nieuwsbrief nr\. 4/);
  assert.match(r.content, /Chapter 3 - May 4, 2025 was the day/);
});

test("phrase/date-line: a newsletter's name and its date ('Club newsletter · March 12, 2025') go; a sentence naming a newsletter stays", () => {
  const r = extract(page(`<p>Club newsletter · March 12, 2025</p><p>Weekly digest | 3 April 2025</p>${prose(3)}<p>The newsletter - March 12, 2025 issue - went to four hundred members of the club by post and by mail.</p>`));
  assert.doesNotMatch(r.content, /Club newsletter ·|Weekly digest \|/);
  assert.match(r.content, /The newsletter - March 12, 2025 issue - went/);
});

test("phrase/ad-label: a newsletter's sponsor card opening 'Met dank aan onze sponsor' goes whole; a sentence thanking a sponsor later on stays", () => {
  const r = extract(page(`${prose(2)}<div><strong>Met dank aan onze sponsor</strong><br>Tuincentrum Overbeek geeft leden het hele voorjaar 10% korting op zaden.<br><br><a href="https://shop.example/">Bekijk de aanbiedingen</a></div>${prose(1)}<p>We ended the season with thanks to our sponsor and to every volunteer who kept the gardens open all summer long.</p>`));
  assert.doesNotMatch(r.content, /Met dank aan onze sponsor|Tuincentrum|Bekijk de aanbiedingen/);
  assert.match(r.content, /We ended the season with thanks to our sponsor/);
});

test("phrase/interface-text: a blog's 'Comments are closed.' line goes; a sentence about closed comments stays", () => {
  const r = extract(page(`${prose(3)}<p class="nocomments">Comments are closed.</p><p>Kommentare sind geschlossen.</p><p>Comments are closed on this page because the thread drew abuse, the editor wrote on Friday.</p>`));
  assert.doesNotMatch(r.content, /^Comments are closed\.$/m);
  assert.doesNotMatch(r.content, /Kommentare sind geschlossen/);
  assert.match(r.content, /Comments are closed on this page because/);
});

test("class/newsletter: a newsletter's referral box ('Share The Soil Report', its pitch, 'Click to share') goes; the letter's closing and name over one <br> stay as its last lines", () => {
  const blocks = [1, 2, 3].map((i) => `<div class="blk"><p>Paragraph ${i} of the letter says, at some length and with commas, what grew this week and why it matters to the garden.</p></div>`).join("");
  const r = extract(page(`${blocks}<div class="blk"><p>Until next week,<br>Priya</p></div><div class="blk"><div class="referral"><p><strong>Share The Soil Report</strong></p><p>Know a gardener who'd like this? Forward it, or send them your link and earn a seed-packet bundle after three sign-ups.</p><p><a href="/subscribe?ref=x">Click to share</a></p></div></div>`));
  assert.doesNotMatch(r.content, /Share The Soil Report|Know a gardener|Click to share/);
  assert.match(r.content, /Until next week,\nPriya$/);
});

test("phrase/date-line: a code forge's release stamp ('released this <date>', 'N commits to main since this release') goes; a sentence opening 'Released this week' stays", () => {
  const r = extract(page(`<h2>Lanyard 3.1.0</h2><p><span>released this <time datetime="2024-09-03">2024-09-03 16:45:12 +02:00</time></span> <span><a href="/compare/v3.1.0...main">14 commits</a> to main since this release</span></p>${prose(3)}<p>Released this week, the new version brings SMTP alerts to every monitor.</p>`));
  assert.doesNotMatch(r.content, /released this 2024|since this release/);
  assert.match(r.content, /Released this week, the new version/);
});

test("phrase/promotion: 'Follow us' beside one platform goes ('Suivez-nous sur Instagram @handle'); a sentence naming one platform stays", () => {
  const r = extract(page(`${prose(3)}<p>Suivez-nous sur Instagram @bistrotlescapucins</p><p>The chef posts the menu on Instagram every morning before the market opens, he said.</p>`));
  assert.doesNotMatch(r.content, /Suivez-nous/);
  assert.match(r.content, /The chef posts the menu on Instagram/);
});

test("phrase/booking-call: a 'Book a table' box with its 'Book now' button goes; a sentence about booking with a link stays", () => {
  const box = `<div><div><h2>Book a table</h2><p>Online at any hour, or by phone during opening hours.</p></div><div><a href="https://bookings.example/r/1">Book now</a></div></div>`;
  const r = extract(page(`${prose(3)}${box}<p>We tried to book a table twice in March, and the second time the <a href="https://bookings.example/r/1">booking page</a> worked.</p>`));
  assert.doesNotMatch(r.content, /Book a table|Online at any hour|Book now/);
  assert.match(r.content, /We tried to book a table twice/);
});

test("class words: a link inside a sentence is a word of it whatever its class (an affiliate link, a pop-up gloss); a classed box on its own line still goes", () => {
  const r = extract(page(`${prose(2)}<p>My <a href="https://shop.example/dp/1" class="affiliate-link" rel="sponsored">cast-iron skillet</a> cost less than a dinner out, and once the <a href="#g" class="popup">seasoning</a> builds up eggs slide off it.</p><div class="affiliate-box"><a href="https://shop.example/dp/1">Our pick: the skillet, 29 euros at the shop</a></div>${prose(1)}`));
  assert.match(r.content, /My cast-iron skillet cost less than a dinner out, and once the seasoning builds up/);
  assert.doesNotMatch(r.content, /Our pick/);
  // An ad or a share widget set inline is no word of the sentence, nor is interface text.
  const inline = extract(page(`${prose(2)}<p>The council met on Monday <span class="advertisement">ADVERTISEMENT Continue reading below</span> and voted to close the bridge <span class="share-tweet">Click to Tweet</span> for repairs, <a href="/nl" class="newsletter-link">Sign up for our newsletter</a> said the mayor.</p>${prose(1)}`));
  assert.match(inline.content, /The council met on Monday/);
  assert.doesNotMatch(inline.content, /ADVERTISEMENT|Click to Tweet|Sign up for our newsletter/);
});

test("select/layout-cell: a table layout's content cell keeps its short lists and headings beside the boxed prose; the next column stays out", () => {
  const nav = `<td width="150"><a href="/">Home</a><br><a href="/buy">Buyers</a><br><a href="/sell">Sellers</a><br><a href="/contact">Contact</a></td>`;
  const box = `<table border="1"><tr><td><p><b>Most homeowners are unhappy with their agent</b></p></td></tr><tr><td>${prose(3)}</td></tr></table>`;
  const content = `<td><h2>Time to sell your home?</h2><p><b>Your home will sell</b></p><ul><li>Fast</li><li>For top dollar</li><li>With the least hassle</li></ul><p><b>Because of our:</b></p><ol><li>Team system</li><li>Consumer programs</li></ol><div align="center">${box}</div></td>`;
  const side = `<td width="160"><p>Call our office today for a free market analysis of your house and street.</p></td>`;
  const html = `<html><head><title>Sellers - Realty</title></head><body><table><tr>${nav}${content}${side}</tr></table></body></html>`;
  const r = extract(html);
  assert.match(r.content, /With the least hassle/);
  assert.match(r.content, /Team system/);
  assert.match(r.content, /Most homeowners are unhappy/);
  assert.match(r.content, /Paragraph 3 of the article/);
  assert.doesNotMatch(r.content, /free market analysis/);
  assert.doesNotMatch(r.content, /Buyers/);
  const without = extract(html, { disableRules: ["select/layout-cell"] });
  assert.doesNotMatch(without.content, /With the least hassle/);
});

test("select/lead-after-headline: a standfirst set inline right after the headline (<h1>, <br>, <font>) is the lead; a byline there is not", () => {
  const body = `<div id="ArticleBody">${prose(4)}</div>`;
  const html = (after: string): string =>
    `<html><head><title>On a wing and a prayer | Features</title></head><body><div id="nav"><a href="/">Home</a> <a href="/film">Film</a></div><div id="Article"><h1>On a wing and a prayer</h1><br><br>${after}<br><br>${body}</div></body></html>`;
  const r = extract(html(`<font face="arial" size="3">Using amateur actors and a frightened chicken, the film exposes the violent truth of life in the slums</font>`));
  assert.match(r.content, /Using amateur actors and a frightened chicken/);
  assert.match(r.content, /Paragraph 4 of the article/);
  const byline = extract(html(`<font size="2">By Walter Salles, film director</font>`));
  assert.doesNotMatch(byline.content, /Walter Salles/);
  const without = extract(html(`<font face="arial" size="3">Using amateur actors and a frightened chicken, the film exposes the violent truth of life in the slums</font>`), { disableRules: ["select/lead-after-headline"] });
  assert.doesNotMatch(without.content, /Using amateur actors/);
});

test("never/page-style finds the <style> start tags its pattern defines (StyleSearch against STYLE_START)", () => {
  const cases = [
    "", "<style>", "<STYLE media=print>a{}</style>", "<StYlE\n>", "<styles>", "<style-x>", "<style_>", "<style9>", "<style", "<style id=a",
    "<s<style>", "<<style>>", "<sTyLe/><Style >", "<script>'<style>'</script><style>", "<\u017Ftyle>", "<s\u212Ayle>", "<stylé>", "<style\u00e9>",
    "x<span><s>struck</s><section><STYLE type=text/css>.a{}</STYLE><sup>1</sup><style>b{}</style>",
    "<style>a</style><style>b</style><style>c</style>", "<style>no end but > later <style>",
  ];
  for (const html of cases) {
    const want: number[] = [];
    STYLE_START.lastIndex = 0;
    for (let m = STYLE_START.exec(html); m !== null; m = STYLE_START.exec(html)) want.push(m.index + m[0].length);
    const got: number[] = [];
    const search = new StyleSearch(html);
    for (let at = search.startEnd(0); at >= 0; at = search.startEnd(at)) got.push(at);
    assert.deepEqual(got, want, JSON.stringify(html));
  }
});

test("never/page-style finds the </style> end tags its pattern defines (styleEnd against STYLE_END)", () => {
  const cases = [
    "", "</style>", "</STYLE >", "</StYlE\n\t>", "</styles>", "</style", "</style x>", "<</style>>", "</ style>", "</\u017Ftyle>", "</s\u212Ayle>",
    "a{}</sty</style>", "x</p></style\u00a0>", "</style\u2028>", "</style/>", "b{} </Style></style>",
  ];
  for (const html of cases) {
    for (let from = 0; from <= html.length; from++) {
      STYLE_END.lastIndex = from;
      const m = STYLE_END.exec(html);
      const want = m === null ? null : { start: m.index, end: m.index + m[0].length };
      assert.deepEqual(styleEnd(html, from), want, `${JSON.stringify(html)} from ${from}`);
    }
  }
});

test("never/signup-box: an e-mail sign-up card goes with its heading and pitch; a form in a long block leaves the block", () => {
  const card = `<div class="card"><h4>Get local news delivered to your inbox!</h4><p>Subscribe to our Daily Headlines newsletter.</p><form><input type="email" placeholder="Email"><button>Sign up!</button></form></div>`;
  const r = extract(page(`${prose(3)}${card}${prose(1)}`));
  assert.match(r.content, /Paragraph 3 of the article/);
  assert.doesNotMatch(r.content, /Get local news|Daily Headlines/);
  // An older form names its field instead of typing it.
  const named = extract(page(`${prose(3)}<div><p>Our weekly letter, free.</p><form><input type="text" name="EMAIL"><input type="submit" value="Go"></form></div>`));
  assert.doesNotMatch(named.content, /Our weekly letter/);
  // The box around the form is no pitch when it holds the article: the article stays.
  const long = extract(page(`<div>${prose(3)}<form><input type="email"><button>Join</button></form></div>`));
  assert.match(long.content, /Paragraph 3 of the article/);
  const without = extract(page(`${prose(3)}${card}${prose(1)}`), { disableRules: ["never/signup-box", "class/newsletter"] });
  assert.match(without.content, /Daily Headlines/);
});


test("never/page-style reads the rules between braces: at-rule statements, at-rule blocks, stray braces", () => {
  const hidden = (css: string): string[] | null => {
    const h = pageHiddenSelectors(`<html><head><style>${css}</style></head><body></body></html>`);
    return h === null ? null : [...[...h.classes].map((c) => "." + c), ...[...h.ids].map((i) => "#" + i)];
  };
  // `@import …;` and `@charset …;` end at their semicolon: the rule after them is read.
  assert.deepEqual(hidden('@charset "utf-8"; @import url(a.css); .promo { display: none }'), [".promo"]);
  // Inside an at-rule's block: not hidden for every reader.
  assert.deepEqual(hidden("@media print { .noprint { display:none } } #ad{display:none}"), ["#ad"]);
  // Shown again by a later rule (its last compound), inside a media query too.
  assert.deepEqual(hidden(".a,.b{display:none} @media (min-width: 40em) { .x .a { display: block } }"), [".b"]);
  // A stray `}` closes nothing and the next rule is read; a rule without its `}` ends the reading.
  assert.deepEqual(hidden("} .c{display:none} .d{display:none"), [".c"]);
  assert.equal(hidden(".e{color:red} /* .f{display:none} */"), null);
});

test("phrase/callout-icon: a callout's emoji icon opening its box goes; an emoji in a sentence and a section break between paragraphs stay", () => {
  const callout = `<div class="callout"><span class="callout__icon"><span role="img" aria-label="bulb">💡</span></span><div class="callout__body"><p>Keep the first reply short and name the next step in it.</p></div></div>`;
  const heading = `<blockquote class="callout"><h3><span class="callout-icon">🚧</span><p>Cursors expire after a day</p></h3><p>Start again from the first page when a cursor has expired.</p></blockquote>`;
  const r = extract(page(`${prose(1)}${callout}${prose(1)}${heading}<p>We cheered 🎉 when the last test passed at midnight.</p>${prose(1)}<p>❦</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /^💡$/m);
  assert.doesNotMatch(r.content, /^🚧$/m);
  assert.match(r.content, /Keep the first reply short/);
  assert.match(r.content, /^Cursors expire after a day$/m);
  assert.match(r.content, /We cheered 🎉 when/);
  assert.match(r.content, /^❦$/m);
});

test("class/podcast: a video player's own lines (JW Player's jw-title, Video.js's countdown) go; a two-letter atomic class 'jw' is no player", () => {
  const jw = `<div class="jwplayer jw-reset"><div class="jw-title">Board approves later start for high schools</div><div class="jw-controls"><span class="jw-text-duration">2:18</span></div></div>`;
  const vjs = `<div class="video-player-container"><div class="vjs-autoplay-countdown"><span>The video will start in</span> <span class="countdown">8</span></div></div>`;
  const atomic = `<p class="jl gd jw">Add arguments to the command that starts the server before you profile it.</p>`;
  const r = extract(page(`${prose(1)}${jw}${prose(1)}${vjs}${atomic}${prose(1)}`));
  assert.doesNotMatch(r.content, /Board approves later start/);
  assert.doesNotMatch(r.content, /The video will start in/);
  assert.match(r.content, /Add arguments to the command/);
});

test("phrase/short-prefix: a video teaser's 'Watch:' title goes; a sentence opening with 'Watch' stays", () => {
  const r = extract(page(`${prose(1)}<div class="c-video"><h4 class="c-video__title">Watch: Drone footage of the bridge after the flood</h4></div><p>Watch the river gauge at the bridge for the next two days, engineers told the county board on Monday evening.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /Drone footage/);
  assert.match(r.content, /^Watch the river gauge/m);
});

test("phrase/short-prefix: an illustration credit alone and a next page's 'Continue reading:' link line go; a sentence about an illustration stays", () => {
  const r = extract(page(`<figure><img src="/a.jpg" alt="bells"><figcaption><span>Illustration by Marta Solano</span></figcaption></figure>${prose(2)}<p>The illustration by the monk shows the tower as it stood before the fire of 1721, with its wooden spire.</p><p class="next">Continue reading: <a href="?page=2">How a house floats »</a></p>`));
  assert.doesNotMatch(r.content, /Marta Solano/);
  assert.doesNotMatch(r.content, /How a house floats/);
  assert.match(r.content, /The illustration by the monk shows/);
});

test("phrase/interface-text: a shop's stock line ('12 in stock', 'Out of stock') goes; a sentence about stock stays", () => {
  const r = extract(page(`<p class="price">€24.00</p><p class="stock in-stock">12 in stock</p><p>Out of stock</p>${prose(2)}<p>We keep 12 in stock at the workshop and make more to order in about two weeks.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /^12 in stock$/m);
  assert.doesNotMatch(r.content, /^Out of stock$/m);
  assert.match(r.content, /We keep 12 in stock at the workshop/);
});

test("phrase/interface-text: a Persian agency's end mark 'انتهای پیام/' goes; a sentence with the words stays", () => {
  const fa = (n: number): string => `<p>شاخص کیفیت هوای تهران از ابتدای آذر تاکنون تنها یک روز در وضعیت قابل قبول بوده است و کارشناسان هشدار داده‌اند شماره ${n}.</p>`;
  const r = extract(`<html lang="fa"><head><title>هوا</title></head><body><article>${fa(1)}${fa(2)}<p>انتهای پیام/</p></article></body></html>`);
  assert.doesNotMatch(r.content, /انتهای پیام/);
  assert.match(r.content, /شماره 2\./);
});

test("prune/in-page-toc: a list of links to the text's own headings goes with its short heading; links to other pages and a list with words stay", () => {
  const sec = (id: string, n: number): string => `<h2 id="${id}">Section ${id}</h2><p>This is a long paragraph of prose number ${n} that tells the reader about the county's roads, bridges and the money spent on them this year.</p>`;
  const toc = `<h2>In this issue</h2><ul><li><a href="#grants">Section grants</a></li><li><a href="#library">Section library</a></li><li><a href="#kerbs">Section kerbs</a></li></ul>`;
  const notes = `<ul><li><a href="#grants">Grants</a> reopen on Monday with a bigger fund for heat pumps.</li><li><a href="#library">The library</a> moves to the old bank in the spring.</li><li><a href="#kerbs">Kerbs</a> on Mill Street are finished at last.</li></ul>`;
  for (const format of ["text", "markdown"] as const) {
    const r = extract(page(`${prose(1)}${toc}${notes}${sec("grants", 1)}${sec("library", 2)}${sec("kerbs", 3)}`), { format });
    assert.doesNotMatch(r.content, /In this issue/);
    assert.match(r.content, /reopen on Monday/);
    assert.equal(r.content.match(/Section library/g)?.length, 1);
  }
});

test("phrase/notice and phrase/short-prefix: a blogger's affiliate note and a 'pin this for later' call go; a sentence about pins stays", () => {
  const r = extract(page(`${prose(1)}<p><em>Note: the links below are affiliate links, which means I earn a small commission. Thank you for supporting this little blog!</em></p>${prose(1)}<p><strong>Don’t forget to pin this for later!</strong></p><p>We pin this dough flat with a rolling pin before cutting the ornaments, so it bakes evenly in the oven.</p>${prose(1)}`));
  assert.doesNotMatch(r.content, /affiliate links/);
  assert.doesNotMatch(r.content, /forget to pin/);
  assert.match(r.content, /We pin this dough flat/);
});

test("class/post-tags: a Spanish or Italian byline block classed 'firma' goes with its place and dates", () => {
  const r = extract(page(`<div class="noticia__firma"><span class="noticia__autor">Lucía Arias</span> <span class="noticia__lugar">Villablino</span> <time datetime="2022-01-18T12:05:31+01:00">18/01/2022 - 12:05 h.</time> <span>Actualizado: 18/01/2022 - 12:31 h.</span></div>${prose(2)}`));
  assert.doesNotMatch(r.content, /Villablino/);
});

test("phrase/mail-footer: a newsletter mail's footer (social links, postal address, unsubscribe link) goes whole; a sentence about unsubscribing stays", () => {
  const footer = `<div class="ck-section"><div class="ck-inner-section"><p><a href="https://x.example/l">X</a> · <a href="https://instagram.example/l">Instagram</a> · <a href="https://linkedin.example/l">LinkedIn</a></p><p>Lucía Ferrer · Calle del Pez 14, 3.º B · 28004 Madrid</p><p><a href="https://unsubscribe.example/a1">Darse de baja</a> · <a href="https://prefs.example/a1">Actualizar tu perfil</a></p></div></div>`;
  const r = extract(page(`${prose(2)}<p>If the weekly mail is too much, you can <a href="/help/unsubscribe">unsubscribe</a> from the settings page in two clicks.</p>${footer}`));
  assert.doesNotMatch(r.content, /Calle del Pez/);
  assert.doesNotMatch(r.content, /^X · ·$/m);
  assert.match(r.content, /you can unsubscribe from the settings page/);
});

test("phrase/short-prefix: a 'Contributing:' credit line goes; a sentence about contributing stays", () => {
  const r = extract(page(`${prose(2)}<p>Contributing to the fund were three parishes and the levee district, which paid a third of the cost.</p><p><em>Contributing: The Associated Press</em></p>`));
  assert.doesNotMatch(r.content, /Contributing: The Associated Press/);
  assert.match(r.content, /^Contributing to the fund/m);
});

test("phrase/promotion: a writer's own sentence in the first person about platforms stays; the site's call to follow goes", () => {
  const own = `<p>On Instagram and Twitter, I post the sketches I never finish, and the odd photo of the studio cat. Join the fun:</p>`;
  const site = `<p>Follow us on Facebook and Twitter for more stories like this one.</p>`;
  const r = extract(page(`${prose(3)}${own}${site}`));
  assert.match(r.content, /I post the sketches I never finish/);
  assert.doesNotMatch(r.content, /Follow us on Facebook/);
});

test("phrase/promotion: a Thai call to add the site's LINE account goes; a Thai sentence stays", () => {
  const th = (n: number): string => `<p>ข้อควรระวังคือถนนขึ้นพระธาตุแช่แห้งมีช่วงที่เป็นเนินชัน ถ้าไม่ถนัดขี่มอเตอร์ไซค์แนะนำให้เหมารถสองแถวจากตลาดแทน ราคาไปกลับประมาณ ${n}00 บาท</p>`;
  const r = extract(`<html lang="th"><head><title>น่าน</title></head><body><article>${th(1)}${th(2)}<div class="line-oa-box"><p>อยากได้แผนเที่ยวแบบนี้ส่งตรงถึงมือถือ? แอดไลน์ <strong>@tiewpai</strong> ได้เลย</p></div>${th(3)}</article></body></html>`);
  assert.doesNotMatch(r.content, /แอดไลน์/);
  assert.match(r.content, /ประมาณ 300 บาท/);
});

test("phrase/short-prefix: a newsroom's call for readers' tips and pictures goes; a sentence about a reader's video stays", () => {
  const r = extract(page(`${prose(2)}<p>A viewer sent a video of the flooded underpass to the station on Monday, and the city closed the road an hour later.</p><p><i>Do you have a photo or video of a breaking news story? <a href="/news/submit/">Send it to us here</a> with a brief explanation.</i></p><p>Have a news tip? Email tips@station.example.</p>`));
  assert.doesNotMatch(r.content, /breaking news story/);
  assert.doesNotMatch(r.content, /Have a news tip/);
  assert.match(r.content, /A viewer sent a video/);
});

test("class/page-chrome: a masthead block inside the <article> holding its <h1> is the article's header (its dek stays); the site's masthead goes", () => {
  const html = `<html><head><title>Cass County schools will start later next fall</title></head><body>
<div class="masthead"><a href="/">Otter Valley Record</a> <a href="/news/">News</a> <a href="/sports/">Sports</a></div>
<article><header><div class="asset-masthead"><h1>Cass County schools will start later next fall</h1>
<h2 class="subhead">Middle and high school classes will begin at 8:35 a.m. in August, a change the board tied to student sleep research.</h2></div></header>
<div class="asset-content">${prose(4)}</div></article></body></html>`;
  const r = extract(html);
  assert.match(r.content, /^Middle and high school classes will begin/m);
  assert.doesNotMatch(r.content, /Otter Valley Record/);
});

test("class/announcement-bar: a short announcement bar goes; a long block classed announcement (a press page's text) stays", () => {
  const bar = `<div class="sqs-announcement-bar"><div class="sqs-announcement-bar-content"><p>Spring open studio: April 13–14, 10am–4pm. <a href="/open-studio">Details</a></p></div></div>`;
  const body = `<div class="announcement-body"><p>The museum announces that its east wing reopens on 1 March after two years of work on the roof, the climate control and the lighting of the galleries.</p><p>The collection of prints returns to its rooms, with forty sheets that have not been shown since 1998, and a new room for the drawings of the founder.</p></div>`;
  const r = extract(page(`${bar}${body}${prose(1)}`));
  assert.doesNotMatch(r.content, /Spring open studio/);
  assert.match(r.content, /The museum announces/);
});

test("phrase/byline: an agency's sign-off with its desk codes after it goes; a name with a party in brackets stays", () => {
  const pl = (n: number): string => `<p>Według danych policji w ubiegłym roku na jeziorach województwa doszło do ${n}12 wypadków z udziałem jednostek pływających, a ratownicy apelują o ostrożność.</p>`;
  const r = extract(`<html lang="pl"><head><title>Mazury</title></head><body><article>${pl(1)}<p>Anna Kowalska (PSL)</p>${pl(2)}<p>Jan Nowicki (PAP)</p><p>jn/ mhr/</p></article></body></html>`);
  assert.doesNotMatch(r.content, /Jan Nowicki/);
  assert.doesNotMatch(r.content, /jn\/ mhr\//);
  assert.match(r.content, /^Anna Kowalska \(PSL\)$/m);
});

test("phrase/byline: editors' initials closing a story go ('dr/rmg', '(rdh/idn)'); 'and/or' inside a sentence stays", () => {
  const r = extract(page(`${prose(2)}<p>Applicants may send the form by post and/or by e-mail before the end of the month, the office said.</p><p>dr/rmg</p>`));
  assert.doesNotMatch(r.content, /dr\/rmg/);
  assert.match(r.content, /by post and\/or by e-mail/);
  const id = extract(page(`${prose(2)}<p>(rdh/idn)</p>`));
  assert.doesNotMatch(id.content, /rdh\/idn/);
});

test("phrase/interface-text: a press release's end mark ('###', '-30-', 'ENDS') goes; a heading '#3' stays", () => {
  for (const mark of ["###", "# # #", "-30-", "ENDS", "- Ends -"]) {
    const r = extract(page(`${prose(3)}<p>${mark}</p>`));
    assert.equal(r.content.split("\n").some((l) => l.trim() === mark), false, mark);
  }
  const r = extract(page(`${prose(2)}<h2>#3</h2>${prose(2)}`));
  assert.match(r.content, /^#3$/m);
});

test("prune/wire-tail: the wires' '___' rule and the credit under it go; a correction under it stays", () => {
  const r = extract(page(`${prose(3)}<p>___</p><p>This version corrects the spelling of the region to Tuva.</p><p><em>Writer Rui Almeida in Lisbon contributed to this report.</em></p>`));
  assert.doesNotMatch(r.content, /^_+$/m);
  assert.doesNotMatch(r.content, /contributed to this report/);
  assert.match(r.content, /This version corrects the spelling/);
});

test("phrase/caption-credit: a caption that is only its credit-classed name goes; a credit span holding a description stays", () => {
  const fig = (cap: string): string => `<figure><img src="/p.jpg" alt=""><figcaption><span class="figure-article-caption-owner">${cap}</span></figcaption></figure>`;
  const r = extract(page(`${prose(1)}${fig("Dotdash Meredith Food Studios")}${prose(1)}${fig("Week in the field, July 13th, 2012, on the dunes (Photo credit: Jane Doe)")}${prose(1)}`));
  assert.doesNotMatch(r.content, /Dotdash Meredith/);
  assert.match(r.content, /Week in the field/);
});

test("phrase/caption-credit-own-element: a labelled credit in a span of its own after the caption's sentence goes; the description stays", () => {
  const fig = (cap: string): string => `<figure><img src="/p.jpg" alt=""><figcaption>${cap}</figcaption></figure>`;
  const r = extract(page(`${prose(1)}${fig(`<span class="x1">Volunteers bagging seed at low tide in 2021.</span> <span class="x2">Photograph: Lena Ashby/The Meridian</span>`)}${prose(1)}`));
  assert.match(r.content, /Volunteers bagging seed at low tide in 2021\./);
  assert.doesNotMatch(r.content, /Lena Ashby/);
  const off = extract(page(`${prose(1)}${fig(`<span class="x1">Volunteers bagging seed at low tide in 2021.</span> <span class="x2">Photograph: Lena Ashby/The Meridian</span>`)}${prose(1)}`), { disableRules: ["phrase/caption-credit-own-element"] });
  assert.match(off.content, /Lena Ashby/);
});

test("phrase/gallery-counter: a slideshow's header (title and '1 de 3') goes, its captions stay; a counter outside a slideshow stays", () => {
  const gallery = `<div class="gallery"><div class="gallery__header"><span class="gallery__title">Veja imagens da chuva de granizo</span> <span class="gallery__counter">1 de 3</span></div><ul class="gallery__slides"><li><img src="/g1.jpg" alt=""><p class="gallery__caption">Carros cobertos de gelo em estacionamento de supermercado</p></li><li><img src="/g2.jpg" alt=""><p class="gallery__caption">Árvore caída bloqueia a avenida no sentido ABC</p></li></ul></div>`;
  const r = extract(page(`${prose(1)}${gallery}${prose(1)}<div class="score"><span>Final result of the cup match</span> <span>2 of 3</span></div>${prose(1)}`));
  assert.doesNotMatch(r.content, /Veja imagens/);
  assert.match(r.content, /Carros cobertos de gelo/);
  assert.match(r.content, /Final result of the cup match 2 of 3/);
});

test("phrase/embed-source: a host name alone right after an embedded player goes; a bare address in the text stays", () => {
  const embed = `<p><iframe src="https://www.youtube.com/embed/abc"></iframe><cite class="embed-citation"><a href="https://www.youtube.com/watch?v=abc">www.youtube.com</a></cite></p>`;
  const cited = `<p>The full report is published at <a href="https://www.example.org/">www.example.org</a> and runs to forty pages, the board said on Monday.</p>`;
  const r = extract(page(`${prose(1)}${embed}${cited}${prose(1)}`));
  assert.doesNotMatch(r.content, /www\.youtube\.com/);
  assert.match(r.content, /published at www\.example\.org and runs/);
});

test("class/poll: a reader poll set into the story goes with its label and question", () => {
  const poll = `<div class="poll"><div class="poll__header"><span class="poll__label">Poll</span><h3 class="poll__question">Should the council close small village schools?</h3></div><form><label><input type="radio" name="p" value="1"> Yes</label><button>Vote</button></form></div>`;
  const r = extract(page(`${prose(1)}${poll}${prose(1)}`));
  assert.doesNotMatch(r.content, /village schools/);
  assert.match(r.content, /Paragraph 1/);
});

test("class/poll: an election story's poll-results section, longer than a widget, stays", () => {
  const results = `<div class="poll-results"><h2>What the polls say</h2><p>Three polls published this week put the governing party between 31 and 34 per cent, two points down on the spring, while the opposition has gained ground in every region but the north.</p><p>The pollsters warn that a fifth of voters remain undecided, far more than at the same point before the last election, and that turnout among the young is the largest unknown.</p><p>Campaign managers on both sides said the numbers would shape where the leaders travel in the final fortnight.</p><table><tr><th>Pollster</th><th>Governing</th><th>Opposition</th></tr><tr><td>North Research</td><td>33</td><td>30</td></tr><tr><td>Civic Panel</td><td>31</td><td>32</td></tr></table></div>`;
  const r = extract(page(`${prose(1)}${results}${prose(1)}`));
  assert.match(r.content, /fifth of voters remain undecided/);
  assert.match(r.content, /North Research/);
});

test("phrase/paragraph-permalink: a pilcrow linking to its own paragraph goes; a symbol inside the sentence or linking elsewhere stays", () => {
  const r = extract(page(`<p id="s-1">The first paragraph of the draft states the problem at some length, with commas. <a href="#s-1" class="pilcrow">¶</a></p>${prose(3)}<p>See <a href="https://example.org/rfc">§</a> 4 of the earlier memo, which sets out the rules.</p>`));
  assert.match(r.content, /with commas\.$/m);
  assert.doesNotMatch(r.content, /¶/);
  assert.match(r.content, /See § 4 of the earlier memo/);
});

test("phrase/print-page-number: a digitized book's page number in the margin goes; a bracketed page reference in the sentence stays", () => {
  const r = extract(page(`<p><span class="pagenum"><a id="Page_57">[Pg 57]</a></span>It was upon the fourteenth of November that the wind backed into the north and began to rise, for I shall want you to <span class="pagenum">[Pg 58]</span>mind the lamp.</p>${prose(3)}<p>The editor notes [p. 12] of the first edition differs.</p>`));
  assert.match(r.content, /^It was upon the fourteenth/m);
  assert.match(r.content, /want you to mind the lamp/);
  assert.match(r.content, /notes \[p\. 12\] of the first/);
});

test("phrase/newsletter-promo: a paragraph pitching the newsletter and ending with its sign-up link goes; a sentence about a newsletter with a link inside it stays", () => {
  const r = extract(page(`${prose(2)}<p>The Commodities Briefing newsletter brings you the day's key prices before the market opens. <a href="/newsletters/commodities">Sign up here.</a></p>${prose(2)}<p>The council's <a href="/news">newsletter</a> reported the vote a week later, and residents wrote in.</p>`));
  assert.doesNotMatch(r.content, /Sign up here/);
  assert.match(r.content, /council's newsletter reported the vote/);
});

test("phrase/trial-offer: a product's sign-up card among the blocks goes; a paragraph about a free trial stays", () => {
  const r = extract(page(`${prose(2)}<div class="card"><div><p>New to Tallyboard?</p><p>Try every feature free for 14 days. No credit card needed.</p></div><a href="/signup">Start free trial</a></div>${prose(2)}<p>We also lengthened the free trial for teams to 30 days after feedback from schools.</p>`));
  assert.doesNotMatch(r.content, /New to Tallyboard|Start free trial/);
  assert.match(r.content, /lengthened the free trial/);
});

test("prune/link-heavy: a 'See also' section's list of links stays; a list of links without that heading in the body goes", () => {
  const r = extract(page(`${prose(4)}<section><h2 id="see_also"><a href="#see_also">See also</a></h2><div class="section-content"><ul><li><a href="/docs/find">Array.prototype.find()</a></li><li><a href="/docs/findLastIndex">Array.prototype.findLastIndex()</a></li></ul></div></section>`));
  assert.match(r.content, /See also\n\nArray\.prototype\.find\(\)\nArray\.prototype\.findLastIndex\(\)/);
});

test("the census's text-node gates answer as read in full (speed: prune.ts PartCensus asks them of every text node)", async () => {
  const { opensLikeContactLabel, opensLikeContactLabelInFull } = await import("../src/extract/stages/contacts.js");
  const { opensLikeFromOrStamp, FROM_OR_STAMP } = await import("../src/extract/stages/mail-headers.js");
  const pieces = [" ", "\n", "\t", "\u00a0", "\u3000", "[", "【", "Media", "media ", "Press", "contacts", "Kontakt", "investor", "From", "from:", "FROM ", "fromage", "Received on", "received", " on", "a", "Z", "x", "1", ":", "お問い合わせ先", "问", "新闻联络", "é", "İ", "K"];
  let seed = 11;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let n = 0; n < 30000; n++) {
    let s = "";
    const len = next() % 8;
    for (let i = 0; i < len; i++) s += pieces[next() % pieces.length];
    assert.equal(opensLikeContactLabel(s), opensLikeContactLabelInFull(s), JSON.stringify(s));
    assert.equal(opensLikeFromOrStamp(s), FROM_OR_STAMP.test(s), JSON.stringify(s));
  }
});

test("measure counts a whitespace run as one character and every comma (speed: runs found without match arrays)", async () => {
  const { parseHtml } = await import("../src/extract/dom/parse.js");
  const { measure } = await import("../src/extract/stages/measure.js");
  const pieces = [" ", "  ", "\t", "\n", "\r", "\u00a0", "\u000b", "\f", "a", "b", ",", "，", "、", "،", "\u2003", "x y"];
  let seed = 5;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let n = 0; n < 5000; n++) {
    let s = "";
    const len = next() % 12;
    for (let i = 0; i < len; i++) s += pieces[next() % pieces.length];
    const doc = parseHtml(`<pre>${s.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</pre>`);
    const pre = doc.root.children[0];
    assert.ok(pre.kind === 1);
    const text = pre.children.map((k) => (k.kind === 3 ? k.data : "")).join("");
    const got = measure(doc.root).get(pre)!;
    assert.equal(got.text, text.replace(/[\t-\r \u00a0]{2,}/g, " ").length, JSON.stringify(s));
    assert.equal(got.commas, (text.match(/[,\uff0c\u3001\u060c]/g) ?? []).length, JSON.stringify(s));
  }
});
