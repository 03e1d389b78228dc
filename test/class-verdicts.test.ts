import { test } from "node:test";
import assert from "node:assert/strict";
import { classValueReadings, classWordList, hasAnyClassWord, hasClassWord } from "../src/extract/stages/signals/class-words.js";
import { ElementNode } from "../src/extract/dom/node.js";
import { BOILERPLATE_WORDS, CONTENT_WORDS, LEAD_WORDS } from "../src/extract/heuristics/boilerplate.js";

/** The words the stages ask hasClassWord about, and one no value has. */
const ASKED_WORDS = ["caption", "post", "author", "postprofile", "username", "creator", "hentry", "header", "head", "article", "zzz"];

/**
 * Both readings of `value` as a class and as an id (verdict, lead, hasClassWord): the
 * in-place one must equal the one by tokens.
 */
function assertSame(value: string, k = 0): void {
  const word = ASKED_WORDS[k % ASKED_WORDS.length];
  for (const isClass of [true, false]) {
    const { inPlace, byTokens } = classValueReadings(value, isClass, word);
    if (inPlace === undefined) continue; // beyond ASCII: the token reading is the only one
    assert.deepEqual(inPlace, byTokens, `${JSON.stringify(value)} as ${isClass ? "class" : "id"}, word ${word}`);
  }
}

test("a class value read in place gives the verdict its tokens give", () => {
  const cases = [
    "", "  ", "nav", "main-nav", "navBar", "NAVbar", "mainMenu", "relatedPosts_box", "sr-only",
    "footer-bottom text-center", "entry-content print-only", "article-content sticky-sidebar",
    "hentry category-news tag-cookies", "comment-content", "post-1234 content", "a1Footer",
    "share-button goog-inline-block", "content share", "lead intro", "x\tnav\ncontent",
    "portlet adcontainer-portlet body_sky_left", "social-card page-card", "post-author", "PostAuthor",
    "user-name", "userName", "entry-header", "articleHead", "figure-caption", "hentry", "standfirst", "Lead-in",
    // "with": the words after it name what the element goes with, not the element
    "anchor anchorWithStickyNavbar_LWe7", "layout with-sidebar", "page-with-comments", "withSidebar", "sidebar-with",
    "foo with", "WITH-nav", "withwith-nav", "wit-nav", "withe-nav", "post-with-author", "nav with", "content-with-ad share",
    // the other state words (session 18): "no", "has", "without"
    "dataTable no-footer", "noFooter", "no-footer-nav", "has-sidebar", "hasSidebar", "without-header", "nos-footer", "hash-nav", "footer-no",
    // a compound that is a content word of its own, beside its words' groups
    "author-note", "authors-note", "authorNote", "author-note-box", "note-author", "author note", "entry-author-note",
  ];
  cases.forEach((v, k) => ASKED_WORDS.forEach((_, j) => assertSame(v, k + j)));
});

test("the words after \"with\" in a token do not name the element", () => {
  const verdict = (v: string) => classValueReadings(v, true, "post");
  assert.equal(verdict("anchor anchorWithStickyNavbar_LWe7").byTokens.verdict.boilerplate, null);
  assert.equal(verdict("layout with-sidebar").byTokens.verdict.boilerplate, null);
  assert.equal(verdict("sidebar-with").byTokens.verdict.boilerplate?.word, "sidebar");
  assert.equal(verdict("page-with-post").byTokens.hasWord, false);
  // DataTables' `no-footer` on a table without `<tfoot>`, a theme's `has-sidebar` wrapper (session 18).
  assert.equal(verdict("dataTable no-footer").byTokens.verdict.boilerplate, null);
  assert.equal(verdict("site-content has-sidebar").byTokens.verdict.boilerplate, null);
  assert.equal(verdict("footer-no").byTokens.verdict.boilerplate?.word, "footer");
  assert.equal(verdict("hash-nav").byTokens.verdict.boilerplate?.word, "nav");
});

test("a token that runs together into a content word is content, whatever its words name", () => {
  const verdict = (v: string) => classValueReadings(v, true, "post");
  assert.equal(verdict("author-note").byTokens.verdict.boilerplate, null);
  assert.equal(verdict("author-note").byTokens.verdict.content, true);
  assert.equal(verdict("author-bio").byTokens.verdict.boilerplate?.word, "author");
  assert.equal(verdict("note-author").byTokens.verdict.boilerplate?.word, "author");
});

test("random values built from the list words read the same both ways", () => {
  const words = [
    ...BOILERPLATE_WORDS.flatMap((g) => [...g.exact, ...g.prefix]),
    ...CONTENT_WORDS.exact, ...CONTENT_WORDS.prefix, ...LEAD_WORDS.exact, ...LEAD_WORDS.prefix,
    "x", "2b", "box", "item", "wrap", "with", "With", "wit", ...ASKED_WORDS,
  ];
  const cases = [(w: string) => w, (w: string) => w.toUpperCase(), (w: string) => w[0].toUpperCase() + w.slice(1), (w: string) => w.slice(0, 2)];
  const separators = ["", "", "-", "_", " ", "  ", ".", ":", "\t", "/"];
  let seed = 11;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 16) % n;
  };
  for (let k = 0; k < 20_000; k++) {
    let v = "";
    for (let j = 1 + next(5); j > 0; j--) v += cases[next(cases.length)](words[next(words.length)]) + separators[next(separators.length)];
    assertSame(v, k);
  }
});

test("a word list's cached answer is hasClassWord's for some word of the list", () => {
  const list = classWordList(["credit", "byline", "by-line", "caption", "head"]);
  const values = ["photo-credit", "PhotoCredit", "credits", "byline", "by-line", "bylineWrap", "figure__caption x", "with-caption", "article-head", "heading", "Ｃredit", "k\u212Aredit", ""];
  for (const value of values) {
    const el = new ElementNode("div", {});
    el.cls = value;
    const want = list.words.some((w) => hasClassWord(el, w));
    // Twice: computed, then from the cache.
    assert.equal(hasAnyClassWord(el, list), want, value);
    assert.equal(hasAnyClassWord(el, list), want, value);
  }
  assert.equal(hasAnyClassWord(new ElementNode("div", {}), list), false);
});

test("a word list read in one pass (its trie) answers as hasClassWord word by word, on random values", () => {
  const listWords = ["credit", "credits", "byline", "by-line", "caption", "head", "header", "post", "author", "no", "with", "pullquote", "label", "x1"];
  const parts = [...listWords, "photo", "Credit", "BYLINE", "wrap", "with", "has", "no", "k\u212Aredit", "Ｃ", "2b", "Head", "er"];
  const separators = ["", "", "-", "_", " ", "  ", ".", "\t", "/"];
  let seed = 7;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 16) % n;
  };
  for (let k = 0; k < 5_000; k++) {
    let v = "";
    for (let j = 1 + next(5); j > 0; j--) v += parts[next(parts.length)] + separators[next(separators.length)];
    // A fresh list of a few of the words each time: nothing cached.
    const words = listWords.filter(() => next(3) === 0);
    const list = classWordList(words);
    const el = new ElementNode("div", {});
    el.cls = v;
    assert.equal(hasAnyClassWord(el, list), words.some((w) => hasClassWord(el, w)), `${JSON.stringify(v)} against ${words.join(",")}`);
  }
});
