import { test } from "node:test";
import assert from "node:assert/strict";
import { page, sourcesOf } from "./helpers.js";

test("sources: a plain data object, with no accessors or closures of its own", () => {
  // An object literal with getters gets a hidden class of its own per page, in the old
  // generation; once dead, that class kept the getters' scope (and the whole page tree)
  // alive through every minor collection until the next full one (see TextWindows).
  const s = sourcesOf(page("", `<h1>A headline</h1><p>By Jane Doe, March 3, 2022</p><p>Body text.</p>`));
  for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(s))) {
    assert.equal(d.get, undefined, `${key} is an accessor`);
    assert.notEqual(typeof d.value, "function", `${key} is a function`);
  }
  // The text windows still answer, each joined on first read.
  assert.equal(s.text.afterHeadline(), "A headline By Jane Doe, March 3, 2022 Body text.");
  assert.equal(s.text.start(), "A headline By Jane Doe, March 3, 2022 Body text.");
  assert.equal(s.text.beforeHeadline(), "");
});

test("sources: a reply's author in a replies section is no byline of the page (session 16)", () => {
  // IndieWeb webmentions: each reply an h-cite with its u-author h-card, in a `replies` section.
  const webmention = page("", `<h1>Five things I read</h1><p>Text of the post.</p><section class="replies"><div class="h-cite"><a class="u-author h-card" href="https://rhodri.example/">Rhodri Evans</a> replied: great list.</div></section>`);
  assert.deepEqual(sourcesOf(webmention).bylines.filter((c) => c.kind !== "by-line"), []);
  // An h-cite anywhere, a p-author or rel=author inside it.
  const cited = page("", `<h1>A reply</h1><div class="h-cite u-in-reply-to"><span class="p-author h-card">Ann Lee</span><a rel="author" href="/ann">Ann Lee</a></div><p>Text.</p>`);
  assert.deepEqual(sourcesOf(cited).bylines, []);
  // Posterous's "responses".
  const responses = page("", `<h1>A post</h1><p>Text.</p><div id="responses"><div class="response"><span class="author">Kit Moore</span></div></div>`);
  assert.deepEqual(sourcesOf(responses).bylines, []);
  // The post's own author is still read.
  const own = page("", `<h1>A post</h1><p class="byline">By <a class="p-author h-card" rel="author" href="/">Jonah Whitlock</a></p><section class="replies"><p>No replies yet.</p></section>`);
  assert.ok(sourcesOf(own).bylines.some((c) => c.text.includes("Jonah Whitlock")));
});

test("sources: without an <h1>, the <h2> the title states is the headline; a banner's date is marked (session 21)", () => {
  const html =
    `<html><head><title>Kolumne: Vorhang auf – kleine Bühnen</title></head><body>` +
    `<header><nav><time datetime="2024-03-15T09:41:07+01:00">Freitag, 15. März 2024</time></nav></header>` +
    `<h2>Teaser heading</h2><h2 itemprop="name">Kolumne: Vorhang auf – kleine Bühnen</h2><p class="date">14. März 2024</p></body></html>`;
  const s = sourcesOf(html);
  assert.ok(s.headlineOrder > 0);
  assert.ok(s.text.afterHeadline().startsWith("Kolumne: Vorhang auf"));
  const masthead = s.dates.find((d) => d.kind === "time");
  assert.equal(masthead?.banner, true);
  assert.notEqual(s.dates.find((d) => d.kind === "class")?.banner, true);
  // A header after the headline (Drupal's node header of byline and date) is the article's.
  const drupal = sourcesOf(`<html><body><h1>Title of the node</h1><article><header><time datetime="2024-03-14T09:12:44-05:00">March 14</time></header></article></body></html>`);
  assert.notEqual(drupal.dates[0]?.banner, true);
  // A short <h2> ("News") is no headline.
  assert.equal(sourcesOf(`<html><head><title>News</title></head><body><h2>News</h2></body></html>`).headlineOrder, -1);
});
