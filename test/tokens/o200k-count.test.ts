/**
 * The o200k counter (src/extract/tokens/) must give gpt-tokenizer's count for every text:
 * `countTokens(text, { disallowedSpecial: new Set() })` of gpt-tokenizer 4.0.0, the
 * source of truth. Checked on the text and Markdown of every page of two dev sets, on
 * random strings of every kind of character the pre-tokenizer treats apart, and on
 * hand-picked edge cases; the scanner's pieces against gpt-tokenizer's own regex; the
 * rank table against gpt-tokenizer's vocabulary and its look-up, entry by entry; the
 * byte-pair merge against gpt-tokenizer's on random bytes; the joined counts
 * (countJoined) against counting the joined text; and that the random strings would
 * catch a class table with one bit wrong.
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
import { countLong, countMerged, countShort } from "../../src/extract/tokens/byte-pair.js";
import { clearPieceCache, counterState, countJoined, countO200k, countRange, countWithin, PieceLog, type CountedRange } from "../../src/extract/tokens/o200k-count.js";
import { pieceEnd } from "../../src/extract/tokens/o200k-pieces.js";
import { NO_RANK, RankTable, encodeUtf8, isValidUtf8 } from "../../src/extract/tokens/rank-table.js";
import { sharedDir } from "../helpers/paths.js";
import { seededRandom } from "../helpers/random.js";

const require = createRequire(import.meta.url);
const gpt = require("gpt-tokenizer/encoding/o200k_base") as {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
  setMergeCacheSize(size: number): void;
};
const { O200K_TOKEN_SPLIT_REGEX } = require("gpt-tokenizer/encodingParams/constants") as { O200K_TOKEN_SPLIT_REGEX: RegExp };
const NO_SPECIAL = { disallowedSpecial: new Set<string>() };

/** gpt-tokenizer's internals the rank table and the merge are checked against (not its public API: these tests fail if they move). */
interface Core {
  bytePairStringRankEncoder: Map<string, number>;
  getBpeRankFromBytes(bytes: Uint8Array): number | undefined;
  bytePairMerge(bytes: Uint8Array): number[];
}
const core = (gpt as unknown as { default: { bytePairEncodingCoreProcessor: Core } }).default.bytePairEncodingCoreProcessor;
/** gpt-tokenizer's vocabulary as its encoding is built from it: rank r's entry, a string, or its bytes when they are no valid UTF-8. */
const rankList = (require("gpt-tokenizer/bpeRanks/o200k_base") as { default: Array<string | number[]> }).default;
const rankFile = readFileSync(require.resolve("gpt-tokenizer/data/o200k_base.tiktoken"));
const table = RankTable.fromTiktoken(rankFile)!;

/** An entry's bytes as gpt-tokenizer's list has them. */
function entryBytes(entry: string | number[]): Uint8Array {
  return typeof entry === "string" ? new TextEncoder().encode(entry) : Uint8Array.from(entry);
}

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

/** gpt-tokenizer's count: what the counter must give for every text. */
function expectedCount(text: string): number {
  return gpt.countTokens(text, NO_SPECIAL);
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

test("the counter uses gpt-tokenizer's rank file, and every ASCII character is one token", () => {
  assert.equal(counterState().ranksFound, true, "gpt-tokenizer's rank file moved or changed form: every piece now goes the slow way");
  for (let c = 0; c < 0x80; c++) assert.equal(gpt.countTokens(String.fromCharCode(c), NO_SPECIAL), 1);
});

test("the rank file is, byte for byte, the vocabulary gpt-tokenizer's encoding is built from", () => {
  // The same entries in the same order, and gpt-tokenizer keeps an entry as a string
  // exactly when its bytes are valid UTF-8 not starting with a byte order mark (what
  // rank-table.ts's look-ups assume).
  assert.equal(rankList.length, 199_998);
  const lines = rankFile.toString("latin1").trimEnd().split("\n");
  assert.equal(lines.length, rankList.length);
  for (let r = 0; r < rankList.length; r++) {
    const [base64, rank] = lines[r].split(" ");
    const bytes = entryBytes(rankList[r]);
    assert.equal(Number(rank), r);
    assert.ok(Buffer.from(base64, "base64").equals(bytes), `rank ${r}`);
    const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    assert.equal(typeof rankList[r] === "string", isValidUtf8(bytes, 0, bytes.length) && !bom, `rank ${r} ${JSON.stringify(rankList[r])}`);
  }
  // A file of another form is refused (and the counter falls back to gpt-tokenizer's count).
  for (const bad of ["IQ== 0\nIg== 2\n", "IQ== 0\nI!== 1\n", "IQ== 0\n\nIg== 1\n", "IQ== x\n", " 0\n"]) {
    assert.equal(RankTable.fromTiktoken(Buffer.from(bad)), null, JSON.stringify(bad));
  }
  assert.notEqual(RankTable.fromTiktoken(Buffer.from("IQ== 0\nIg== 1\n")), null);
});

test("the rank table answers as gpt-tokenizer's look-ups, on every entry and on spans around byte order marks", () => {
  let quirks = 0;
  for (let r = 0; r < rankList.length; r++) {
    const bytes = entryBytes(rankList[r]);
    // A merge's look-up (getBpeRankFromBytes): the entry's own rank, but for the nine
    // entries that start with a byte order mark, which gpt-tokenizer never finds.
    const expected = core.getBpeRankFromBytes(bytes) ?? NO_RANK;
    if (expected !== r) quirks++;
    assert.equal(table.rankOf(bytes, 0, bytes.length), expected, `rank ${r} ${JSON.stringify(rankList[r])}`);
    // A whole piece's look-up (the string map; a piece's bytes are valid UTF-8).
    if (typeof rankList[r] === "string") assert.equal(table.isStringEntry(bytes, 0, bytes.length), core.bytePairStringRankEncoder.has(rankList[r] as string));
    else if (isValidUtf8(bytes, 0, bytes.length)) assert.equal(table.isStringEntry(bytes, 0, bytes.length), false, `rank ${r}`);
  }
  assert.equal(quirks, 9, "the entries gpt-tokenizer cannot find by their bytes");
  // Spans that are no entry, some made of entries with byte order marks around them.
  const random = seededRandom(3);
  const bom = [0xef, 0xbb, 0xbf];
  for (let n = 0; n < 20_000; n++) {
    const parts: number[] = [];
    for (let k = 1 + Math.floor(random() * 3); k > 0; k--) {
      const x = random();
      if (x < 0.3) parts.push(...bom);
      else if (x < 0.8) parts.push(...entryBytes(rankList[Math.floor(random() * rankList.length)]));
      else parts.push(Math.floor(random() * 256));
    }
    const bytes = Uint8Array.from(parts);
    const a = Math.floor(random() * Math.min(4, bytes.length));
    const b = a + 1 + Math.floor(random() * (bytes.length - a));
    assert.equal(table.rankOf(bytes, a, b), core.getBpeRankFromBytes(bytes.subarray(a, b)) ?? NO_RANK, `${Array.from(bytes.subarray(a, b))}`);
  }
});

test("the byte-pair merge gives gpt-tokenizer's number of tokens, both ways, on random bytes", () => {
  const random = seededRandom(11);
  // Bytes of text (words, CJK, emoji, white space), entries glued together, and any bytes at all (invalid UTF-8).
  const texts = ["the", " quick", "Brown", "ing", "中文", "😀", "\u00e9", " ", "\n", "\t", "\ufeff", "://", "==", "0x", "42"];
  for (let n = 0; n < 8000; n++) {
    const parts: number[] = [];
    const length = 1 + Math.floor(random() * (n < 7500 ? 24 : 400));
    while (parts.length < length) {
      const x = random();
      if (x < 0.4) parts.push(...new TextEncoder().encode(texts[Math.floor(random() * texts.length)]));
      else if (x < 0.7) parts.push(...entryBytes(rankList[Math.floor(random() * rankList.length)]));
      else parts.push(Math.floor(random() * 256));
    }
    const bytes = Uint8Array.from(parts);
    const expected = core.bytePairMerge(bytes).length;
    assert.equal(countMerged(table, bytes, bytes.length), expected, `${Array.from(bytes)}`);
    assert.equal(countLong(table, bytes, bytes.length), expected, `the heap way: ${Array.from(bytes)}`);
    if (bytes.length <= 96) assert.equal(countShort(table, bytes, bytes.length), expected, `the scan: ${Array.from(bytes)}`);
  }
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
    // Byte order marks (white space to the regex; gpt-tokenizer's look-up drops one that starts a span) and U+FFFD, which a lone surrogate's bytes are.
    "\ufeff", "\ufeffusing", "\ufeffUsing", " \ufeff\n", "\ufeff\n", "\ufeff\n\n", "\ufeff\ufeff", "\ufeff\ufeff\ufeff x", "x\ufeff", "\ufeff// comment", "\ufeff😀", "\ufeff中文",
    "\ufffd", "\ufffd\ufffd", "\ud83d\ufffd", "\ufffd\ud83d", "x\ud800y", "\udfff\udfff",
  ];
  for (const s of cases) {
    assert.deepEqual(scannerPieces(s), regexPieces(s), JSON.stringify(s));
    assert.equal(countO200k(s), gpt.countTokens(s, NO_SPECIAL), JSON.stringify(s));
  }
});

test("long pieces count as gpt-tokenizer counts them, and a hostile one in bounded time", () => {
  const random = seededRandom(13);
  const letters = Array.from({ length: 3000 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join("");
  const cjk = Array.from({ length: 1500 }, () => String.fromCharCode(0x4e00 + Math.floor(random() * 20000))).join("");
  for (const s of ["a".repeat(201), "b".repeat(607), "😀".repeat(400), `x${" ".repeat(2000)}y`, "中".repeat(1250), "\t".repeat(999), " ".repeat(2500), letters, ` ${letters}`, cjk, "!".repeat(1500), "\ufeff".repeat(300)]) {
    assert.equal(countO200k(s), expectedCount(s), JSON.stringify(s.slice(0, 20)));
  }
  // Over TOKENS.exactPieceChars a piece is counted in slices of that length (exactly each).
  const limit = TOKENS.exactPieceChars;
  // (The last a single piece whose slice boundary falls inside a surrogate pair.)
  for (const s of [letters.repeat(7), "😀".repeat(limit), `!${"😀".repeat(limit)}`]) {
    assert.equal(pieceEnd(s, 0, s.length), s.length, "one piece");
    let slices = 0;
    for (let a = 0; a < s.length; ) {
      let b = Math.min(s.length, a + limit);
      if (b < s.length && /[\udc00-\udfff]/.test(s[b]) && /[\ud800-\udbff]/.test(s[b - 1])) b--;
      slices += countO200k(s.slice(a, b));
      a = b;
    }
    assert.ok(s.length > limit);
    assert.equal(countO200k(s), slices, JSON.stringify(s.slice(0, 20)));
  }
  // Hostile pages (test/hostile.test.ts): one piece of 300,000 characters would take
  // gpt-tokenizer minutes (its merge is quadratic); the heap merge takes milliseconds.
  for (const s of ["a".repeat(300_000), " ".repeat(300_000) + "a", "`".repeat(300_000), "😀".repeat(150_000), letters.repeat(100)]) {
    const t0 = performance.now();
    const n = countO200k(s);
    assert.ok(n > 0 && performance.now() - t0 < 5000, `${n} tokens in ${performance.now() - t0} ms`);
  }
});

test("text never seen counts as gpt-tokenizer's encode gives it, the caches emptied before each", () => {
  const encode = (gpt as unknown as { encode(text: string, options: { disallowedSpecial: Set<string> }): number[] }).encode;
  // Every piece of two ASCII characters (answered from a table of its own) and of three.
  const ascii = Array.from({ length: 95 }, (_, k) => String.fromCharCode(32 + k)).concat(["\t", "\n", "\r", "\u0000", "\u007f"]);
  let pairs = "";
  for (const x of ascii) for (const y of ascii) pairs += `${x}${y}\n`;
  clearPieceCache();
  assert.equal(countO200k(pairs), encode(pairs, NO_SPECIAL).length, "two-character pieces");
  // Words never seen: random letters of several scripts, with the marks of Markdown and
  // URLs around them (pieces that are no entry, merged by our byte-pair merge), bytes of
  // byte order marks included, each text counted with the caches emptied.
  const random = seededRandom(41);
  const alphabets = ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "áčďéěíňóřšťúůýž", "абвгдежзийклмнопрст", "αβγδεζηθικλμ", "中文日本語한국어", "0123456789", "\ufeff"];
  const marks = [" ", " ", " ", "\n", "\n\n", "](", "](https://", "/", ".", "-", "_", "**", "`", "#", ":", "?", "=", "&", "(", ")", "[", "'s", "\u00a0", "😀"];
  for (let n = 0; n < 400; n++) {
    let s = "";
    for (let w = 2 + Math.floor(random() * 60); w > 0; w--) {
      const alphabet = alphabets[Math.floor(random() * (random() < 0.7 ? 2 : alphabets.length))];
      for (let k = 1 + Math.floor(random() * 14); k > 0; k--) s += alphabet[Math.floor(random() * alphabet.length)];
      s += marks[Math.floor(random() * marks.length)];
    }
    clearPieceCache();
    assert.equal(countO200k(s), encode(s, NO_SPECIAL).length, JSON.stringify(s));
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

test("a part of a counted range, read from its pieces (countWithin), counts as the string it is", () => {
  const random = seededRandom(43);
  const separators = ["\n", "\n\n", "\n\n\n", "\r\n"];
  let read = 0;
  for (let n = 0; n < 1500; n++) {
    // A block of lines (some starting with "//", which a punctuation run before the break takes), counted with a log.
    const lines: string[] = [];
    for (let k = 1 + Math.floor(random() * 6); k > 0; k--) {
      let line = randomString(random, 14);
      if (random() < 0.15) line = `//${line}`;
      lines.push(line);
    }
    let text = "x\n\n";
    const bounds: Array<[number, number]> = [];
    for (const line of lines) {
      if (bounds.length > 0) text += separators[Math.floor(random() * separators.length)];
      bounds.push([text.length, text.length + line.length]);
      text += line;
    }
    const blockEnd = text.length;
    text += "\n\nafter";
    const log = new PieceLog();
    countRange(text, 0, 1, log);
    const block = countRange(text, bounds[0][0], blockEnd, log);
    assert.equal(block.tokens, gpt.countTokens(text.slice(bounds[0][0], blockEnd), NO_SPECIAL));
    for (const [a, b] of bounds) {
      const expected = countRange(text, a, b);
      const within = countWithin(text, log, a, b);
      if (within === null) continue; // not at a piece boundary, or not before white space: the caller counts it
      read++;
      assert.deepEqual(within, expected, JSON.stringify(text.slice(a, b)));
    }
  }
  assert.ok(read > 3000, `${read} lines read from the log`);
});

test("the caches stay bounded", () => {
  const random = seededRandom(5);
  for (let n = 0; n < 40_000; n++) countO200k(` ${randomString(random, 6)}zq${n.toString(36)}`);
  const state = counterState();
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
