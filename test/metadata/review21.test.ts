import { test } from "node:test";
import assert from "node:assert/strict";
import { cleanAuthorNames } from "../../src/extract/metadata/author.js";
import { parseDateText } from "../../src/extract/metadata/dates.js";
import { meta, page } from "./helpers.js";

// Review of session 21's metadata changes: each input is one the reviewer found failing.

test("published: a label after a date claims it only when no date follows the label (review 21, 1)", () => {
  const body = `<h1>Fork seals</h1><div class="post">Posted: 14.10.2020 Joined: 18.09.2008 Text of the post.</div>`;
  assert.equal(meta(page("", body)).publishedAt, "2020-10-14");
  // The label with its date after it, inside one element: still the member's date.
  const dd = `<h1>Fork seals</h1><dd class="date"><strong>Joined:</strong> 18.09.2008</dd><p class="date">21.01.2009</p>`;
  assert.equal(meta(page("", dd)).publishedAt, "2009-01-21");
});

test("author: a job title ends its own author's part only (review 21, 2)", () => {
  assert.deepEqual(cleanAuthorNames("Jane Doe, Senior Editor; John Roe, Staff Writer"), ["Jane Doe", "John Roe"]);
  assert.deepEqual(cleanAuthorNames("Maria Lopez, Director of Communications, and Tom Roe"), ["Maria Lopez", "Tom Roe"]);
});

test("author: surnames that are role nouns are kept (review 21, 3)", () => {
  assert.deepEqual(cleanAuthorNames("Jane Doe and Tom Lawyer"), ["Jane Doe", "Tom Lawyer"]);
  assert.deepEqual(cleanAuthorNames("Jane Doe, Tom Curator"), ["Jane Doe", "Tom Curator"]);
  assert.deepEqual(cleanAuthorNames("Anna Maria Schleiter"), ["Anna Maria Schleiter"]);
  assert.deepEqual(cleanAuthorNames("Hans Peter Fürsprecher"), ["Hans Peter Fürsprecher"]);
  // The comma form still drops the title, and a long compound is still a role.
  assert.deepEqual(cleanAuthorNames("Jane Doe, Lawyer"), ["Jane Doe"]);
  assert.deepEqual(cleanAuthorNames("Max Muster Pressesprecher"), ["Max Muster"]);
});

test("published: a tooltip does not bring back a date its text labels as another's (review 21, 4)", () => {
  const body = `<h1>Fork seals</h1><span class="date" title="2008-09-18">Joined: 18.09.2008</span>`;
  assert.equal(meta(page("", body)).publishedAt, undefined);
});

test("author: rel=author links are one byline only when separators join them (review 21, 5)", () => {
  const box =
    `<h1>T</h1><div class="authors"><a rel="author" href="/u/tom">Tom Roe</a> <img src="a.png" alt=""> Writes on cars.` +
    ` <a rel="author" href="/u/ann">Ann Lee</a> <img src="b.png" alt=""> Writes on food. <a rel="author" href="/u/bob">Bob Poe</a></div>`;
  assert.equal(meta(page("", box)).author, "Tom Roe");
  const byline = `<h1>T</h1><p>By <a rel="author" href="/u/tom">Tom Roe</a>, <a rel="author" href="/u/ann">Ann Lee</a> and <a rel="author" href="/u/bob">Bob Poe</a></p>`;
  assert.equal(meta(page("", byline)).author, "Tom Roe, Ann Lee, Bob Poe");
  // Each name's handle in parentheses beside it (a news site's byline) still joins them.
  const handles = `<h1>T</h1><p>By <a rel="author" href="/u/tom">TOM ROE</a> (<a href="https://x.example/tomroe">@tomroe</a>) and <a rel="author" href="/u/ann">ANN LEE</a> (<a href="https://x.example/annlee">@annlee</a>)</p>`;
  // (Names set in capitals are written as names since session 25: capitalsAsWritten.)
  assert.equal(meta(page("", handles)).author, "Tom Roe, Ann Lee");
});

test("word lists: the languages their comments claim (review 21, 8)", () => {
  assert.deepEqual(cleanAuthorNames("Uma análise de Ana Costa"), ["Ana Costa"]);
  assert.deepEqual(cleanAuthorNames("Texte et photos par Marie Dupont"), ["Marie Dupont"]);
  assert.deepEqual(cleanAuthorNames("Von unserem Korrespondenten Max Muster"), ["Max Muster"]);
  assert.deepEqual(cleanAuthorNames("Ana Ruiz Redactora de Cultura"), ["Ana Ruiz"]);
  const pl = `<h1>Temat</h1><dd><strong>Dołączył(a):</strong> 18.09.2008</dd><p class="date">21.01.2009</p>`;
  assert.equal(meta(page("", pl)).publishedAt, "2009-01-21");
  const ru = `<p class="time">Текущее время: 14.10.2020</p><h1>Тема</h1><p>21.01.2009</p>`;
  assert.equal(meta(page("", ru)).publishedAt, "2009-01-21");
});

test("dates: Thai digits with a Buddhist-era year (review 21, 8)", () => {
  const ctx = { now: new Date("2024-06-15T12:00:00Z"), dayFirst: true };
  assert.equal(parseDateText("๑๔/๐๓/๒๕๖๔", ctx)[0]?.iso, "2021-03-14");
  assert.equal(parseDateText("๑๔/๐๓/๒๐๒๑", ctx)[0]?.iso, "2021-03-14");
});
