// Session 25 (metadata helper): fresh golden cases' general patterns, as small pages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { extractTitle } from "../../src/extract/metadata/title.js";
import { signatureCandidates } from "../../src/extract/metadata/signature.js";
import { meta, page, sourcesOf } from "./helpers.js";

const PROSE = "Have a lovely weekend, and thank you as always for your support.";
const titleOf = (head: string, body: string, url?: string): string =>
  extractTitle(sourcesOf(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`), url);

test("sign-off: a letter's close names its writer: valediction, name, role", () => {
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nBest wishes,\nJoanna Okafor\nHeadteacher`), [["Joanna Okafor"]]);
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nMit freundlichen Grüßen\nAnna Berg`), [["Anna Berg"]]);
  // The valediction as its own paragraph over the name's.
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nYours sincerely,\n\nDavid Mensah\nChair of Governors`), [["David Mensah"]]);
  // No valediction: a name under a role and a school is no letter's sign-off.
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nDiary dates\nJoanna Okafor\nHeadteacher`), []);
  // More than two lines under the name: an address block, not a signature.
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nKind regards,\nJoanna Okafor\nHeadteacher\nOakfield Primary\nTel 01234 567890`), []);
});

test("author: 'Authored by', 'Speech given by' and 'Review by' lines name the writer", () => {
  const body = (line: string): string => `<h1>A headline</h1><div class="meta">${line}</div><p>Text of the page, long enough to be read as one.</p>`;
  assert.equal(meta(page("", body(`<span>Authored by <a href="/p/1">Kestrel Moyo</a></span>`))).author, "Kestrel Moyo");
  assert.equal(meta(page("", body(`<div>Speech given by <a href="/people/lm">Lena Marwick</a>, Deputy Governor for Monetary Policy</div>`))).author, "Lena Marwick");
  assert.equal(meta(page("", body(`<span>Review by <a href="/ivy/">Ivy Calder</a></span>`))).author, "Ivy Calder");
});

test("publishedAt: a review's 'Watched' date, stars between, is not the page's date", () => {
  const html = page("", `<h1>A headline</h1><p class="view-date">Watched <span class="rating">★★★★</span> <a>02</a> <a>Jan</a> <a>2024</a></p><p>Text of the review, long enough.</p>`);
  assert.equal(meta(html).publishedAt, undefined);
  const visit = page("", `<h1>A headline</h1><p class="review-date">Date of visit: March 2024</p><p>Text of the review.</p>`);
  assert.equal(meta(visit).publishedAt, undefined);
});

test("author: one `<meta name=author>` per author gives them all", () => {
  const html = page(`<meta name="author" content="Ingrid Solberg"><meta name="author" content="Tomasz Wrona">`, "<h1>A headline</h1>");
  assert.equal(meta(html).author, "Ingrid Solberg, Tomasz Wrona");
  // The same name twice is one author.
  const twice = page(`<meta name="author" content="Ingrid Solberg"><meta name="author" content="Ingrid Solberg">`, "<h1>A headline</h1>");
  assert.equal(meta(twice).author, "Ingrid Solberg");
});

test("title: the <h1>'s first part of a title that ends with the site's name, however short", () => {
  assert.equal(
    titleOf(`<title>Array.prototype.findLast() - JavaScript | Webdocs</title><meta property="og:title" content="Array.prototype.findLast() - JavaScript | Webdocs">`, "<h1>Array.prototype.findLast()</h1>", "https://webdocs.dev/en-US/docs/x"),
    "Array.prototype.findLast()",
  );
  // No site's name at the end: a logo <h1> shorter than the rest stays no headline.
  assert.equal(titleOf("<title>Acme | Spring sale</title>", "<h1>Acme</h1>", "https://acme.com/sale"), "Spring sale");
});

test("author: a record table's row header labels the writer (a Polish BIP page's metryczka)", () => {
  const body = `<h1>Ogłoszenie</h1><p>Treść ogłoszenia, dość długa, by była tekstem strony.</p><table class="metryczka"><tr><th>Wytworzył:</th><td>Katarzyna Wilk (Wydział Spraw Społecznych)</td></tr><tr><th>Opublikował:</th><td>Piotr Zając</td></tr></table>`;
  assert.equal(meta(page("", body)).author, "Katarzyna Wilk");
  const en = `<h1>Notice</h1><p>Text of the notice, long enough to be read as one.</p><table><tr><th>Author:</th><td>Jane Doe</td></tr></table>`;
  assert.equal(meta(page("", en)).author, "Jane Doe");
});

test("publishedAt: Baidu's cambrian JSON-LD pubDate and ELI's publication date are publication dates", () => {
  const baidu = page(`<script type="application/ld+json">{"@context":"https://ziyuan.baidu.com/contexts/cambrian.jsonld","@id":"https://blog.example.cn/a/1","pubDate":"2024-04-06T21:48:10","upDate":"2024-04-07T10:15:36"}</script>`, `<h1>标题</h1><span class="time">已于 2024-04-07 10:15:36 修改</span><p>正文。</p>`);
  assert.equal(meta(baidu).publishedAt, "2024-04-06");
  const eli = page(`<meta property="eli:date_document" content="2024-03-03"><meta property="eli:date_publication" content="2024-03-05">`, `<h1>Regulation (EU) 2024/412</h1><p>of 3 March 2024 on something</p>`);
  assert.equal(meta(eli).publishedAt, "2024-03-05");
});

test("author: a Chinese blog's nickname element names the writer", () => {
  const html = page("", `<h1>标题</h1><div class="bar-content"><a class="follow-nickName" href="/lin_yuhang">林宇航</a></div><p>正文内容。</p>`);
  assert.equal(meta(html).author, "林宇航");
});
