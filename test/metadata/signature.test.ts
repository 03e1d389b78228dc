import { test } from "node:test";
import assert from "node:assert/strict";
import { extract } from "../../src/extract/index.js";
import { cleanAuthorNames } from "../../src/extract/metadata/author.js";
import { signatureCandidates } from "../../src/extract/metadata/signature.js";
import { meta, page } from "./helpers.js";

const PROSE = "Der Stadtrat hat am Montag beschlossen, die Brücke im Frühjahr zu sanieren.";

test("sign-off: a labelled line anywhere in the text names the author (session 16)", () => {
  const text = `${PROSE}\n\nQuelle: © www.juragentur.de\n\nAutor: Rechtsanwalt Sebastian Einbock\n\nNewsletter`;
  assert.deepEqual(signatureCandidates(text), [["Rechtsanwalt Sebastian Einbock"]]);
  assert.equal(meta(page("", "<h1>A headline</h1>"), {}, text).author, "Sebastian Einbock");
  // The next credit on the line ends the name.
  assert.deepEqual(signatureCandidates("Text: Fabian Dittmann, Illustration: Adriaan Prent"), [["Fabian Dittmann"]]);
  // A long line is a sentence that starts with the word, not a label.
  assert.deepEqual(signatureCandidates(`Text: ${PROSE} ${PROSE}`), []);
});

test("sign-off: the name that ends the text, alone, over its date, or in brackets (session 16)", () => {
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nMarina Mucha`), [["Marina Mucha"]]);
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nBenni\n10. September 2017`), [["Benni"]]);
  assert.deepEqual(signatureCandidates(`${PROSE} (Christian P. Stadtfeld) +++`.replace(PROSE, `${PROSE}\n\nDie Lage bleibt spannend.`)), [["Christian P. Stadtfeld"]]);
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nDr. Tim Loppe`), [["Dr. Tim Loppe"]]);
});

test("sign-off: headings, words of the text and lists are no signature (session 16)", () => {
  // A section heading whose list was removed ends the text.
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nSimilar Articles`, ["Similar Articles"]), []);
  // The text writes its words in lower case: a link or a heading, not a name.
  assert.deepEqual(signatureCandidates(`Get the software updater now.\n\nDownload Software Updater`), []);
  // Not after a sentence: a list or a table's last line.
  assert.deepEqual(signatureCandidates(`Blessing, 816 Seiten\n\nInteressante Artikel`), []);
  // One word alone is no sign-off without its date.
  assert.deepEqual(signatureCandidates(`${PROSE}\n\nBenni`), []);
});

test("sign-off: the last source, after every element that names someone (session 16)", () => {
  const html = page("", `<h1>A headline</h1><p class="byline">Von Lisa Petrich</p><p>${PROSE}</p><p>Marina Mucha</p>`);
  assert.equal(extract(html).author, "Lisa Petrich");
  const signed = page("", `<h1>A headline</h1><p>${PROSE}</p><p>${PROSE}</p><p><strong>Marina Mucha</strong></p>`);
  assert.equal(extract(signed).author, "Marina Mucha");
});

test("author: a profession written as a title before the name is cut (session 16)", () => {
  assert.deepEqual(cleanAuthorNames("Rechtsanwalt Sebastian Einbock"), ["Sebastian Einbock"]);
  // Academic titles are part of the name as pages write it.
  assert.deepEqual(cleanAuthorNames("Dr. Tim Loppe"), ["Dr. Tim Loppe"]);
  // A surname after the title alone is left as it is.
  assert.deepEqual(cleanAuthorNames("Pfarrer Weber"), ["Pfarrer Weber"]);
});

test("author: the copyright holder, a person the page also names after a by-word, when nothing else names anyone (session 22)", () => {
  const body = (note: string, footer: string): string =>
    page("", `<h1>A headline</h1><p>${PROSE}</p><p>${note}</p><footer><span>${footer}</span></footer>`);
  const note = "You're reading the web version of a weekly letter by Claire Lemoine.";
  assert.equal(meta(body(note, "© 2025 Claire Lemoine")).author, "Claire Lemoine");
  assert.equal(meta(body(note, "Copyright 2019-2025 Claire Lemoine. All rights reserved.")).author, "Claire Lemoine");
  // Not named as a writer anywhere else: a company or a site holds most copyrights.
  assert.equal(meta(body(PROSE, "© 2025 Claire Lemoine")).author, undefined);
  // Not a person's name: a company's, or the reservation itself.
  assert.equal(meta(body("A letter by Lemoine Media GmbH.", "© 2025 Lemoine Media GmbH")).author, undefined);
  assert.equal(meta(body(note, "© 2025 All Rights Reserved")).author, undefined);
  // The holder does not end the line: a business's address, phone and shop software follow
  // (the text windows read "Powered by <a>Claire Lemoine</a>" there: the link's text after the line's).
  assert.equal(meta(body(PROSE, 'Copyright © 2025 <a href="/">Claire Lemoine</a>, Upper Lyde Farm · Tel. 01432 000 418<br>Powered by <a href="/x">osCommerce</a>')).author, undefined);
});
