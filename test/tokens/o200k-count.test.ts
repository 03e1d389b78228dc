/**
 * The o200k counter (src/extract/tokens/) must give gpt-tokenizer's count for every text:
 * `countTokens(text, { disallowedSpecial: new Set() })` of gpt-tokenizer 4.0.0, the
 * source of truth. Checked on the text and Markdown of every page of two dev sets, on
 * random strings of every kind of character the pre-tokenizer treats apart, and on
 * hand-picked edge cases; the scanner's pieces against gpt-tokenizer's own regex; the
 * joined counts (countJoined) against counting the joined text; and that the random
 * strings would catch a class table with one bit wrong.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { extract } from "../../src/extract/index.js";
import { countWords } from "../../src/extract/chunks.js";
import { markdownToText } from "../../src/extract/markdown/index.js";
import { TOKENS } from "../../src/extract/heuristics/weights.js";
import { classBlock, DIGIT, LOWER, PREFIX, PUNCT, SPACE, UPPER } from "../../src/extract/tokens/o200k-classes.js";
import { clearPieceCache, counterState, countJoined, countO200k, countRange, type CountedRange } from "../../src/extract/tokens/o200k-count.js";
import { pieceEnd } from "../../src/extract/tokens/o200k-pieces.js";
import { sharedDir } from "../helpers/paths.js";
import { seededRandom } from "../helpers/random.js";

const require = createRequire(import.meta.url);
const gpt = require("gpt-tokenizer/encoding/o200k_base") as {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
  setMergeCacheSize(size: number): void;
};
const { O200K_TOKEN_SPLIT_REGEX } = require("gpt-tokenizer/encodingParams/constants") as { O200K_TOKEN_SPLIT_REGEX: RegExp };
const NO_SPECIAL = { disallowedSpecial: new Set<string>() };

/** gpt-tokenizer's own pieces of a text (its regex). */
function regexPieces(text: string): string[] {
  return Array.from(text.matchAll(O200K_TOKEN_SPLIT_REGEX), (m) => m[0]);
}

function scannerPieces(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; ) {
    const e = pieceEnd(text, i, text.length);
    assert.ok(e > i, "the scanner moves on");
    out.push(text.slice(i, e));
    i = e;
  }
  return out;
}

/**
 * gpt-tokenizer's count, with the one departure the counter makes: a piece (by
 * gpt-tokenizer's regex) over TOKENS.longPieceChars counted in slices of that length.
 * Without such a piece it is gpt-tokenizer's count of the whole text, and that is what
 * is asked (the long pieces would cost gpt-tokenizer seconds).
 */
function expectedCount(text: string): number {
  const pieces = regexPieces(text);
  if (pieces.every((p) => p.length <= TOKENS.longPieceChars)) return gpt.countTokens(text, NO_SPECIAL);
  let n = 0;
  for (const p of pieces) {
    if (p.length <= TOKENS.longPieceChars) n += gpt.countTokens(p, NO_SPECIAL);
    else {
      for (let a = 0; a < p.length; ) {
        let b = Math.min(p.length, a + TOKENS.longPieceChars);
        if (b < p.length && /[\udc00-\udfff]/.test(p[b]) && /[\ud800-\udbff]/.test(p[b - 1])) b--;
        n += gpt.countTokens(p.slice(a, b), NO_SPECIAL);
        a = b;
      }
    }
  }
  return n;
}

/** What the random strings are made of: each kind of character the pre-tokenizer treats apart. */
const ATOMS: readonly string[] = [
  // letters: ASCII, Latin accents, Lt, Lm, Lo (CJK, kana, Hangul, Thai), Greek, Cyrillic, math letters (astral)
  "a", "b", "z", "Q", "Z", "é", "È", "ß", "ñ", "Ø", "ǅ", "ǈ", "ᾈ", "ʰ", "ˆ", "々", "中", "文", "あ", "ア", "한", "ก", "ไ", "α", "Ω", "ж", "Д", "𝐀", "𝐚", "𠀀",
  // combining marks (Mn, Mc) and marks in scripts
  "\u0301", "\u0308", "\u0327", "\u093f", "\u0e31", "\u20dd",
  // digits and other numbers, astral digits
  "0", "7", "9", "123", "4567", "٣", "۵", "५", "０", "Ⅻ", "½", "²", "𝟘",
  // emoji and symbols (astral pairs, modifiers, joiners), lone surrogates
  "😀", "👍🏽", "👨\u200d👩", "🇫🇷", "\ud83d", "\ude00", "©", "™", "€", "±", "→",
  // contractions and apostrophes
  "'", "'s", "'S", "'t", "'re", "'RE", "'ll", "'Ll", "'ve", "'d", "'M", "’", "’s", "`",
  // white space: spaces, tabs, line breaks, CRLF, Unicode spaces, spaces before line breaks
  " ", " ", "  ", "   ", "\t", "\n", "\n\n", "\r\n", "\r", " \n", "  \n", "\t\n", "\u00a0", "\u3000", "\u2028", "\u2003", "\u000b", "\f", "\u200b", "\ufeff",
  // punctuation runs, slashes, markup
  ".", ",", "!", "?", "...", "/", "//", "-", "--", "_", "(", ")", "[", "]", "{", "}", "\"", "<", ">", "|", "#", "##", "*", "**", "$", "%", "&", "@", "\\", ":", ";", "=", "+",
  // special-token text, counted as the text it is
  "<|endoftext|>", "<|im_start|>", "<|fim_prefix|>",
  // words
  " the", " The", "don", "HTTP", "https://", "example.com", "iPhone", "McDonald", "naïve", "café", "日本語",
  // controls
  "\u0000", "\u0007", "\u007f", "\u0085",
];

/** Random code points from these ranges too, so that no class is only the atoms' (assigned and unassigned alike). */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], [0x80, 0x24f], [0x250, 0x36f], [0x370, 0x52f], [0x590, 0x6ff], [0x900, 0x9ff], [0xe00, 0xe7f],
  [0x1100, 0x11ff], [0x1d00, 0x1fff], [0x2000, 0x2bff], [0x3000, 0x30ff], [0x4e00, 0x4eff], [0xa000, 0xa6ff],
  [0xac00, 0xacff], [0xd800, 0xdfff], [0xe000, 0xe0ff], [0xfb00, 0xffff], [0x10000, 0x107ff], [0x1d400, 0x1d7ff],
  [0x1f000, 0x1faff], [0x20000, 0x200ff], [0xe0000, 0xe01ef], [0x10fff0, 0x10ffff],
];

function randomString(random: () => number, maxLength: number): string {
  const length = Math.floor(random() * maxLength);
  let s = "";
  for (let i = 0; i < length; i++) {
    if (random() < 0.8) s += ATOMS[Math.floor(random() * ATOMS.length)];
    else {
      const [lo, hi] = RANGES[Math.floor(random() * RANGES.length)];
      s += String.fromCodePoint(lo + Math.floor(random() * (hi - lo + 1)));
    }
  }
  return s;
}

/** The first random string (seeded) on which the scanner or the count disagrees with gpt-tokenizer, or null. */
function firstMismatch(seed: number, strings: number, maxLength: number, counts: boolean): string | null {
  const random = seededRandom(seed);
  for (let n = 0; n < strings; n++) {
    const s = randomString(random, maxLength);
    let pieces: string[];
    try {
      pieces = scannerPieces(s);
    } catch {
      return s; // a scanner that stops moving
    }
    if (JSON.stringify(pieces) !== JSON.stringify(regexPieces(s))) return s;
    if (counts && countO200k(s) !== expectedCount(s)) return s;
  }
  return null;
}

test("the counter uses gpt-tokenizer's own vocabulary map, and every ASCII character is one token", () => {
  assert.equal(counterState().vocabularyShared, true, "gpt-tokenizer's internals moved: every piece now goes the slow way");
  for (let c = 0; c < 0x80; c++) assert.equal(gpt.countTokens(String.fromCharCode(c), NO_SPECIAL), 1);
});

test("pieces and counts equal gpt-tokenizer's on random strings of every kind of character", () => {
  clearPieceCache();
  const bad = firstMismatch(17, 6000, 40, true);
  assert.equal(bad, null, `mismatch on ${JSON.stringify(bad)}`);
  // Longer strings: runs long enough to cross the pieces' edges many times, with the caches warm.
  const bad2 = firstMismatch(29, 300, 400, true);
  assert.equal(bad2, null, `mismatch on ${JSON.stringify(bad2)}`);
});

test("the random strings catch a class table with one bit wrong", () => {
  // Each mutation clears one class bit of one code point, as a wrong table would have it.
  const mutations: ReadonlyArray<readonly [string, number]> = [
    ["é", LOWER], ["ǅ", UPPER], ["ʰ", LOWER], ["中", LOWER], ["\u0301", UPPER], ["٣", DIGIT],
    ["\u3000", SPACE], ["'", PREFIX], ["€", PUNCT], ["\u00a0", PREFIX],
  ];
  for (const [ch, bit] of mutations) {
    const cp = ch.codePointAt(0)!;
    const block = classBlock(cp);
    const saved = block[cp & 0xff];
    assert.notEqual(saved & bit, 0, `${JSON.stringify(ch)} has the bit to clear`);
    block[cp & 0xff] = saved & ~bit;
    try {
      assert.notEqual(firstMismatch(17, 6000, 40, false), null, `a table without bit ${bit} on ${JSON.stringify(ch)} goes unnoticed`);
    } finally {
      block[cp & 0xff] = saved;
    }
  }
  assert.equal(firstMismatch(17, 300, 40, false), null, "the table is whole again");
});

test("hand-picked edge cases count as gpt-tokenizer counts them", () => {
  const cases = [
    "", " ", "  ", "\n", "\r\n", "\n\n\n", " \n ", "a", "A", "é", "don't", "DON'T", "Don'T", "'s", "'S", "we're", "they'll", "it's's", "o'clock",
    "'", "''", "'''s", "x'", "x'l", "x'L", "x'v", "1", "12", "123", "1234", "1234567", "1,234.56", "٣٣٣٣", "𝟘𝟙𝟚𝟛", "Ⅻ2", "a1b2",
    "hello world", "hello  world", "hello   world   ", "hello\tworld", "hello \nworld", "hello\n  world", "end.", "end.\n\n", "end.\n\nnext",
    ":\n\n// comment", "a/b/c", "path/to/file.txt", "https://example.com/a?b=c&d=e#f", "<|endoftext|>", "x<|endoftext|>y", "<|im_start|>user\nhi<|im_end|>",
    "中A", "A中", "中文Abc", "ABC", "ABCdef", "abcDEF", "ǅungla", "ǅ", "ʰʰA", "x\u0301", "\u0301x", " \u0301", "\u0301\u0301", "ก\u0e31", "नमस्ते",
    "😀", "😀😀", "👍🏽", " 😀", "a😀b", "\ud83d", "\ude00", "\ude00\ud83d", "a\ud83d", "\ud83dx", "🇫🇷🇩🇪", "\u00a0x", "\u3000x", "\u2028", "x\u2029y",
    "   \t\n\t   x", "x   \n", "\r\n\r\n", "\r\r\n", "!!!\n\n\n", " !!!", "  !!!", "\t!!!", "\"Quoted\"", "(parens)", "[link](url)", "**bold**",
    "The quick brown fox jumps over the lazy dog.", "Ünïcödé wörds àré fïné", "日本語のテキストです。", "한국어 텍스트", "Привет, мир!",
    "a".repeat(199), "a".repeat(200), " " + "a".repeat(199), "\t".repeat(200), "!".repeat(200),
  ];
  for (const s of cases) {
    assert.deepEqual(scannerPieces(s), regexPieces(s), JSON.stringify(s));
    assert.equal(countO200k(s), gpt.countTokens(s, NO_SPECIAL), JSON.stringify(s));
  }
});

test("a piece over TOKENS.longPieceChars is counted in slices, in bounded time", () => {
  const limit = TOKENS.longPieceChars;
  for (const s of ["a".repeat(limit + 1), "b".repeat(limit * 3 + 7), "😀".repeat(limit), `x${" ".repeat(limit * 2)}y`, "中".repeat(limit + 50)]) {
    assert.equal(countO200k(s), expectedCount(s), JSON.stringify(s.slice(0, 20)));
  }
  // Hostile pages (test/hostile.test.ts): one piece of 300,000 characters would take
  // gpt-tokenizer minutes; the slices take milliseconds.
  for (const s of ["a".repeat(300_000), " ".repeat(300_000) + "a", "`".repeat(300_000), "😀".repeat(150_000)]) {
    const t0 = performance.now();
    const n = countO200k(s);
    assert.ok(n > 0 && performance.now() - t0 < 5000, `${n} tokens in ${performance.now() - t0} ms`);
  }
});

test("a range counts as the string it is, and joined ranges as their joined text", () => {
  const random = seededRandom(41);
  const separators = ["\n\n", "\n", "\n\n\n", " ", "  ", "\r\n", " \n", "\t", "\n "];
  for (let n = 0; n < 1500; n++) {
    // Parts that mostly end in something other than white space (those that do are counted whole).
    const parts: string[] = [];
    const count = 1 + Math.floor(random() * 6);
    for (let k = 0; k < count; k++) {
      let p = randomString(random, 12);
      if (p === "" || (random() < 0.8 && /\s$/.test(p))) p += ATOMS[Math.floor(random() * 60)];
      if (random() < 0.15) p = `//${p}`;
      parts.push(p);
    }
    let text = "";
    const ranges: CountedRange[] = [];
    for (const p of parts) {
      if (text !== "") text += separators[Math.floor(random() * separators.length)];
      ranges.push({ start: text.length, end: text.length + p.length, count: { tokens: 0, lastPieceStart: 0, lastPieceTokens: 0 } });
      text += p;
    }
    for (const r of ranges) {
      r.count = countRange(text, r.start, r.end);
      assert.equal(r.count.tokens, gpt.countTokens(text.slice(r.start, r.end), NO_SPECIAL), JSON.stringify(text.slice(r.start, r.end)));
    }
    const whole = gpt.countTokens(text.slice(ranges[0].start, ranges[ranges.length - 1].end), NO_SPECIAL);
    assert.equal(countJoined(text, ranges).tokens, whole, JSON.stringify(text));
    // A joined result joins on as a part of its own.
    if (ranges.length >= 3) {
      const head = { start: ranges[0].start, end: ranges[1].end, count: countJoined(text, ranges.slice(0, 2)) };
      assert.equal(countJoined(text, [head, ...ranges.slice(2)]).tokens, whole, JSON.stringify(text));
    }
  }
});

test("the caches stay bounded", () => {
  const random = seededRandom(5);
  for (let n = 0; n < 40_000; n++) countO200k(` ${randomString(random, 6)}zq${n.toString(36)}`);
  const state = counterState();
  assert.ok(state.cachedPieces <= 2 * TOKENS.pieceCacheEntries, `${state.cachedPieces} cached counts`);
  assert.ok(state.recentPieces <= 2 ** (TOKENS.recentPieceBits - 1), `${state.recentPieces} recent pieces`);
});

test("countWords is the whitespace split's runs that hold a letter or digit", () => {
  const random = seededRandom(7);
  for (let n = 0; n < 3000; n++) {
    const s = randomString(random, 30);
    let expected = 0;
    for (const w of s.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(w)) expected++;
    assert.equal(countWords(s), expected, JSON.stringify(s));
  }
});

test("counts equal gpt-tokenizer's on the text and Markdown of every readability-dev and cleaneval-dev page", () => {
  // The reference counts of whole pages, with gpt-tokenizer's memo of encoded pieces on
  // (the counter switches it off for itself; it changes no count, only the time).
  countO200k("load the counter first");
  gpt.setMergeCacheSize(100_000);
  let pages = 0;
  for (const set of ["readability-dev", "cleaneval-dev"]) {
    const dir = path.join(sharedDir, "data", set);
    if (!existsSync(path.join(dir, "manifest.jsonl"))) continue;
    for (const line of readFileSync(path.join(dir, "manifest.jsonl"), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const entry = JSON.parse(line) as { id: string; file: string; url?: string | null };
      const html = gunzipSync(readFileSync(path.join(dir, entry.file))).toString("utf8");
      for (const format of ["text", "markdown"] as const) {
        // chunks: the whole content's count is then joined from its blocks' counts.
        const r = extract(html, { format, url: entry.url ?? undefined, chunks: { maxTokens: 256 } });
        const expected = expectedCount(r.content);
        assert.equal(countO200k(r.content), expected, `${set}/${entry.id} ${format}`);
        assert.equal(r.tokens, expected, `${set}/${entry.id} ${format}: joined from the blocks`);
        if (format === "markdown") assert.equal(r.wordCount, countWords(markdownToText(r.content)), `${set}/${entry.id}: Markdown words`);
      }
      pages++;
    }
  }
  gpt.setMergeCacheSize(0);
  if (pages === 0) console.log("no dev pages under ../shared/data: only the random strings were checked");
});
