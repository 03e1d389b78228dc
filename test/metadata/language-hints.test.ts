import { test } from "node:test";
import assert from "node:assert/strict";
import { seededRandom } from "../helpers/random.js";
import { functionWordsConfirm, functionWordsLanguage, normalizeLanguage } from "../../src/extract/metadata/language.js";
import { FUNCTION_WORDS, FUNCTION_WORD_LEAD, FUNCTION_WORD_SHARE, MIN_FUNCTION_WORD_SAMPLE } from "../../src/extract/heuristics/metadata.js";
import { meta, page } from "./helpers.js";

const GERMAN =
  "Die Bundesregierung hat am Mittwoch beschlossen, dass die Förderung für den Ausbau der Windenergie an Land deutlich erhöht wird. " +
  "Nach Angaben des Ministeriums sollen damit in den kommenden Jahren mehr Anlagen gebaut werden, als bisher geplant war. " +
  "Kritiker bemängeln jedoch, dass die Genehmigungsverfahren weiterhin viel zu lange dauern.";
const ENGLISH =
  "The government decided on Wednesday that support for onshore wind power will be increased significantly. " +
  "According to the ministry, more turbines are to be built in the coming years than had been planned so far. " +
  "Critics, however, complain that the approval procedures still take far too long.";

test("language codes are normalized to lowercase ISO 639-1", () => {
  assert.equal(normalizeLanguage("en-US"), "en");
  assert.equal(normalizeLanguage("pt_BR"), "pt");
  assert.equal(normalizeLanguage("zh-Hant"), "zh");
  assert.equal(normalizeLanguage("DEU"), "de");
  assert.equal(normalizeLanguage("x-default"), undefined);
  assert.equal(normalizeLanguage("lan"), undefined);
  assert.equal(normalizeLanguage("12"), undefined);
});

test("language: the declaration holds when detection agrees or has too little text", () => {
  assert.equal(meta(page("", "", 'lang="en-GB"'), {}, ENGLISH).language, "en");
  assert.equal(meta(page("", "", 'lang="de"'), {}, "Kurz.").language, "de");
});

test("language: a confident detection on enough text overrides a wrong declaration", () => {
  assert.equal(meta(page("", "", 'lang="en"'), {}, GERMAN).language, "de");
});

test("language: og:locale and content-language are declarations too", () => {
  assert.equal(meta(page(`<meta property="og:locale" content="fr_FR">`)).language, "fr");
  assert.equal(meta(page(`<meta http-equiv="content-language" content="nl">`)).language, "nl");
});

test("languageHint: a prior when nothing is declared and the text is short", () => {
  // "Ja." is too short for any detector: without a hint nothing is claimed.
  assert.equal(meta(page(""), {}, "").language, undefined);
  assert.equal(meta(page(""), { languageHint: "pt-BR" }, "").language, "pt");
  assert.equal(meta(page(""), { languageHint: "de" }, "Ein kurzer Satz hier.").language, "de");
});

test("languageHint: a wrong hint never overrides strong evidence", () => {
  assert.equal(meta(page(""), { languageHint: "fr" }, GERMAN).language, "de");
  assert.equal(meta(page("", "", 'lang="en"'), { languageHint: "fr" }, ENGLISH).language, "en");
});

test("contentTypeHint news: the dated byline is preferred to the URL date", () => {
  const html = page("", `<h1>Headline</h1><div class="byline">By Jane Doe, March 3, 2022</div>`);
  const url = "https://news.example.com/2022/03/01/story";
  assert.equal(meta(html, { url }).publishedAt, "2022-03-01");
  assert.equal(meta(html, { url, contentTypeHint: "news" }).publishedAt, "2022-03-03");
  // A wrong hint degrades gracefully: still a valid date from the same page.
  assert.equal(meta(html, { url, contentTypeHint: "blog" }).publishedAt, "2022-03-01");
});

test("language: function words confirm a declaration without the detector, and only the declared language's", () => {
  assert.equal(functionWordsConfirm(ENGLISH, "en"), true);
  assert.equal(functionWordsConfirm(GERMAN, "de"), true);
  // German text under lang="en" is not confirmed: the detector is asked and overrides it (test above).
  assert.equal(functionWordsConfirm(GERMAN, "en"), false);
  assert.equal(functionWordsConfirm(ENGLISH, "de"), false);
  // Too few words to say, and languages without a word list: the detector decides.
  assert.equal(functionWordsConfirm("The end of the line.", "en"), false);
  assert.equal(functionWordsConfirm(ENGLISH, "sv"), false);
});

test("language: an undeclared page whose function words are plainly one language's is that language, without the detector", () => {
  assert.equal(functionWordsLanguage(ENGLISH), "en");
  assert.equal(functionWordsLanguage(GERMAN), "de");
  assert.equal(functionWordsLanguage("The end of the line."), undefined);
  assert.equal(meta(page(""), {}, GERMAN).language, "de");
  assert.equal(meta(page(""), {}, ENGLISH).language, "en");
  // A hint for another language still asks the detector, which the German text overrules.
  assert.equal(meta(page(""), { languageHint: "en" }, GERMAN).language, "de");
});

/** functionWordsLanguage as first written: the lower-cased text split on runs of non-letters. */
function referenceLanguage(text: string): string | undefined {
  const langs = Object.keys(FUNCTION_WORDS);
  const counts = langs.map(() => 0);
  let words = 0;
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (w === "") continue;
    words++;
    langs.forEach((l, i) => {
      if (FUNCTION_WORDS[l].split(" ").includes(w)) counts[i]++;
    });
  }
  if (words < MIN_FUNCTION_WORD_SAMPLE) return undefined;
  const found = langs.filter((_, i) => counts[i] >= FUNCTION_WORD_SHARE * words && counts.every((c, j) => j === i || counts[i] >= FUNCTION_WORD_LEAD * c));
  return found[0];
}

test("language: function words are read in place as the split on non-letters reads them (random texts)", () => {
  // Words of several lists, letters beyond ASCII and beyond the BMP (𝐀 is a letter, 😀 is
  // not), the dotted capital I (two characters in lower case), lone surrogates.
  const pieces = [
    ..."the of and der die und le la de que il het een".split(" "),
    "Über", "été", "İstanbul", "a𝐀b", "😀", "x\uD800y", "\uDC00", "ß", "Ǆ", "-", " ", ", ", ".\n", "123", "ABC", "l'été", "word",
  ];
  const next = seededRandom(7);
  for (let n = 0; n < 3000; n++) {
    let text = "";
    const count = Math.floor(next() * 80);
    for (let k = 0; k < count; k++) text += pieces[Math.floor(next() * pieces.length)] + (next() < 0.6 ? " " : "");
    assert.equal(functionWordsLanguage(text), referenceLanguage(text), JSON.stringify(text));
  }
});

test("language: with a hint for another language the detector is still asked", () => {
  // Confirmed by its function words, English under lang="en" stays English with a German hint too.
  assert.equal(meta(page("", "", 'lang="en"'), { languageHint: "de" }, ENGLISH).language, "en");
  assert.equal(meta(page("", "", 'lang="en"'), { languageHint: "de" }, GERMAN).language, "de");
});

// Swahili, a language eld does not know: it reads this as Tagalog, confidently (batch 30).
const SWAHILI =
  "Wakulima wa kahawa wilayani humo wameanza kupokea malipo ya awali ya msimu huu baada ya bei katika mnada kupanda hadi shilingi elfu sita kwa kilo. " +
  "Mwenyekiti wa chama cha ushirika alisema wanachama wamepokea fedha zao kupitia akaunti za benki na simu za mkononi ndani ya siku saba. " +
  "Hata hivyo, wakulima wamelalamikia mizani ya zamani inayotumika katika vituo vya kukusanyia kahawa.";

test("language: a declared language the detector does not know stays, unless the hint names the detection", () => {
  assert.equal(meta(page("", "", 'lang="sw"'), {}, SWAHILI).language, "sw");
  assert.equal(meta(page("", "", 'lang="sw-TZ"'), {}, SWAHILI).language, "sw");
  // A language the detector knows is still overturned by a confident contradiction.
  assert.equal(meta(page("", "", 'lang="en"'), {}, GERMAN).language, "de");
  // The caller's hint agreeing with the detection still tips the conflict.
  assert.equal(meta(page("", "", 'lang="sw"'), { languageHint: "de" }, GERMAN).language, "de");
});
