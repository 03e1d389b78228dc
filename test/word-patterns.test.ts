import { test } from "node:test";
import assert from "node:assert/strict";
import { seededRandom } from "./helpers/random.js";
import { isPictureCredit } from "../src/extract/stages/signals/credits.js";
import { isPlatformPromotion, namesPromotionPlatform } from "../src/extract/stages/signals/promotions.js";
import { CREDIT_MARKERS, MAX_LONG_PROMOTION_CHARS, PROMOTION_PLATFORMS } from "../src/extract/heuristics/boilerplate.js";

/**
 * isPictureCredit and namesPromotionPlatform (isPlatformPromotion's first test) find their words with the
 * boundary before each word checked by hand (signals/word-patterns.ts matchAfterBoundary); these are
 * the patterns as first written, with the boundary in the pattern, as the reference.
 */
const escapeRe = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CREDIT_REFERENCE = new RegExp(`(?:^|[^\\p{L}])(?:${CREDIT_MARKERS.map(escapeRe).join("|")})(?:$|[^\\p{L}])`, "iu");
const PLATFORM_REFERENCE = new RegExp(`(?<![\\p{L}\\d])(?:${PROMOTION_PLATFORMS.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "iu");

test("picture credits: a marker counts only as a word of its own", () => {
  assert.equal(isPictureCredit("Foto: Getty Images"), true);
  assert.equal(isPictureCredit("(REUTERS)"), true);
  assert.equal(isPictureCredit("© 2020"), true);
  assert.equal(isPictureCredit("Thinkstock photos"), true);
  assert.equal(isPictureCredit("the capable team"), false); // "pap", "epa" inside words
  assert.equal(isPictureCredit("xreuters"), false);
  assert.equal(isPictureCredit("𝐀afp"), false); // a letter beyond the BMP before the marker
  assert.equal(isPictureCredit("😀afp"), true); // a symbol beyond the BMP is no letter
});

/** Random texts of markers, platforms, letters and digits on either side, and characters beyond ASCII and the BMP. */
function randomTexts(count: number, words: readonly string[]): string[] {
  const pieces = [...words, ...words.map((w) => w.toUpperCase()), "x", "Ab", "9", "é", "ß", "𝐀", "😀", "\uD800", "\uDC00", " ", "-", "(", "/", ".", "K", "\u212A"];
  const next = seededRandom(11);
  const out: string[] = [];
  for (let n = 0; n < count; n++) {
    let text = "";
    const length = 1 + Math.floor(next() * 12);
    for (let k = 0; k < length; k++) text += pieces[Math.floor(next() * pieces.length)];
    out.push(text);
  }
  return out;
}

test("picture credits: the marker scan answers what the pattern with its boundary answers (random texts)", () => {
  let found = 0;
  for (const text of randomTexts(20_000, CREDIT_MARKERS)) {
    const expected = text.length <= 60 && CREDIT_REFERENCE.test(text);
    assert.equal(isPictureCredit(text), expected, JSON.stringify(text));
    if (expected) found++;
  }
  assert.ok(found > 1000, `only ${found} random texts hold a credit`);
});

test("platform names: the name scan answers what the look-behind pattern answers (random texts)", () => {
  let found = 0;
  for (const text of randomTexts(20_000, PROMOTION_PLATFORMS)) {
    const expected = PLATFORM_REFERENCE.test(text);
    assert.equal(namesPromotionPlatform(text), expected, JSON.stringify(text));
    if (expected) found++;
  }
  assert.ok(found > 1000, `only ${found} random texts name a platform`);
  assert.equal(isPlatformPromotion("Follow us on Twitter and Facebook"), true);
  assert.equal(isPlatformPromotion("Follow us on xTwitter and Facebookx"), false);
  assert.equal(isPlatformPromotion("Follow us on 9Twitter and Facebook9"), false);
  // A call to join a group on one platform, in Swahili and Malay (session 22); a sentence
  // that merely names a platform and a group does not open with the call.
  assert.equal(isPlatformPromotion("JIUNGE NA GROUP LETU LA WHATSAPP KUPATA HABARI ZA KANDA KILA SIKU. BOFYA HAPA"), true);
  assert.equal(isPlatformPromotion("Sertai saluran Telegram kami untuk berita terkini"), true);
  assert.equal(isPlatformPromotion("Polisi walisema kundi hilo liliwasiliana kupitia WhatsApp."), false);
});
