import { test } from "node:test";
import assert from "node:assert/strict";
import { cleanAuthorNames } from "../../src/extract/metadata/author.js";
import { ld, meta, page } from "./helpers.js";

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
