/**
 * o200k_base token counts, the same numbers as gpt-tokenizer 4.0.0's
 * `countTokens(text, { disallowedSpecial: new Set() })`, at a fraction of its cost
 * (issue 17: chunking 100 KB under 5 ms; docs/chunks.md, Tokens).
 *
 * gpt-tokenizer stays the source of truth and its vocabulary the data. Its count is: cut
 * the text with o200k's regex into pieces; a piece that is one vocabulary entry is one
 * token; any other piece is as many tokens as its byte-pair encoding gives. This file
 * does the same in the same order, faster where it is safe to:
 *  - the cut is o200k-pieces.ts's scanner (the regex alone costs gpt-tokenizer a third
 *    of its time), proved equal to the regex by test/tokens/o200k-count.test.ts;
 *  - "is one vocabulary entry" is a lookup in gpt-tokenizer's own map of its vocabulary
 *    (no copy: the map is megabytes);
 *  - any other piece is counted by gpt-tokenizer's `countTokens` on that piece alone
 *    (which cuts it back into that same one piece), and its count is cached.
 *
 * Special-token text (`<|endoftext|>`) is ordinary text here, as it is for gpt-tokenizer
 * with `disallowedSpecial` empty and nothing allowed. The one departure: a piece longer
 * than TOKENS.longPieceChars is counted in slices (an estimate; see there).
 */
import { createRequire } from "node:module";
import { TOKENS } from "../heuristics/weights.js";
import { SPACE, classesOf } from "./o200k-classes.js";
import { pieceEnd } from "./o200k-pieces.js";
import { PieceTable, pieceHash } from "./piece-table.js";

interface Encoding {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
  setMergeCacheSize(size: number): void;
}

interface Loaded {
  encoding: Encoding;
  /** gpt-tokenizer's map from a vocabulary entry (valid UTF-8, as a string) to its rank; null if its internals moved. */
  vocabulary: ReadonlyMap<string, number> | null;
  /** Every piece's count lately (vocabulary entries too), read from the text in place. */
  recent: PieceTable;
}

/** Special-token text is counted as the text it is, never refused. */
const NO_SPECIAL = { disallowedSpecial: new Set<string>() };

/**
 * Loaded on the first count: the vocabulary is megabytes, and most requests (and the
 * CLI, the server's start) never count a token.
 */
let loaded: Loaded | null = null;

function load(): Loaded {
  const module = createRequire(import.meta.url)("gpt-tokenizer/encoding/o200k_base") as Encoding & { default?: unknown };
  // gpt-tokenizer memoizes every encoded piece (up to 100,000, each an array, each key a
  // slice that keeps its whole document alive): the cache below does that job for the
  // pieces this file asks about, bounded, and nothing else in the project encodes.
  module.setMergeCacheSize(0);
  return { encoding: module, vocabulary: vocabularyOf(module.default), recent: new PieceTable(TOKENS.recentPieceBits, TOKENS.pieceCacheChars) };
}

/**
 * gpt-tokenizer's string-to-rank map (`GptEncoding.bytePairEncodingCoreProcessor
 * .bytePairStringRankEncoder`, private in its types): the very map its own count looks
 * each piece up in. Without it (a later version), every piece goes the slow, exact way;
 * a test fails so that the change is seen.
 */
function vocabularyOf(api: unknown): ReadonlyMap<string, number> | null {
  const core = (api as { bytePairEncodingCoreProcessor?: { bytePairStringRankEncoder?: unknown } } | undefined)?.bytePairEncodingCoreProcessor;
  const map = core?.bytePairStringRankEncoder;
  return map instanceof Map ? (map as ReadonlyMap<string, number>) : null;
}

/**
 * Counts of pieces that are not one vocabulary entry: two generations, the younger
 * replacing the older when it holds TOKENS.pieceCacheEntries pieces or
 * TOKENS.pieceCacheChars characters, so memory is bounded whatever the pieces' lengths,
 * and a piece in use keeps its place.
 */
class PieceCounts {
  private young = new Map<string, number>();
  private youngChars = 0;
  private old = new Map<string, number>();

  get(piece: string): number | undefined {
    const n = this.young.get(piece);
    if (n !== undefined) return n;
    const m = this.old.get(piece);
    if (m !== undefined) this.set(piece, m);
    return m;
  }

  set(piece: string, n: number): void {
    if (this.young.size >= TOKENS.pieceCacheEntries || this.youngChars >= TOKENS.pieceCacheChars) {
      this.old = this.young;
      this.young = new Map();
      this.youngChars = 0;
    }
    this.young.set(piece, n);
    this.youngChars += piece.length;
  }

  clear(): void {
    this.young = new Map();
    this.youngChars = 0;
    this.old = new Map();
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
}

const pieceCounts = new PieceCounts();

/**
 * A copy of `s` that holds none of the string it was sliced from: V8 keeps a slice of 13
 * or more characters as a view into its parent, and a cached key must not keep a whole
 * page alive.
 */
function ownCopy(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, "utf16le").toString("utf16le");
}

/** Tokens of a string that is one piece (or a slice of a long one; never itself a slice, see ownCopy). */
function countPiece(lib: Loaded, piece: string): number {
  if (lib.vocabulary?.has(piece) === true) return 1;
  let n = pieceCounts.get(piece);
  if (n === undefined) {
    n = lib.encoding.countTokens(piece, NO_SPECIAL);
    pieceCounts.set(piece, n);
  }
  return n;
}

/** Tokens of the piece text[i, e). */
function countPieceAt(lib: Loaded, text: string, i: number, e: number): number {
  // Every ASCII character is a token of its own (the 128 first byte tokens).
  if (e - i === 1 && text.charCodeAt(i) < 0x80) return 1;
  if (e - i > TOKENS.longPieceChars) return countLongPiece(lib, text, i, e);
  const h = pieceHash(text, i, e);
  let n = lib.recent.get(text, i, e, h);
  if (n === 0) {
    const piece = ownCopy(text.slice(i, e));
    n = countPiece(lib, piece);
    lib.recent.set(piece, h, n);
  }
  return n;
}

/** A piece over TOKENS.longPieceChars, in slices of that length, never between the halves of a surrogate pair. */
function countLongPiece(lib: Loaded, text: string, i: number, e: number): number {
  let n = 0;
  for (let a = i; a < e; ) {
    let b = Math.min(e, a + TOKENS.longPieceChars);
    if (b < e && isLowSurrogate(text.charCodeAt(b)) && isHighSurrogate(text.charCodeAt(b - 1))) b--;
    n += countPiece(lib, ownCopy(text.slice(a, b)));
    a = b;
  }
  return n;
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** A range's count, with what `countJoined` needs to join it to the next range. */
export interface RangeCount {
  tokens: number;
  /** Where the range's last piece starts (the range's start when it is empty). */
  lastPieceStart: number;
  /** That piece's tokens (0 when the range is empty). */
  lastPieceTokens: number;
}

/** Tokens of text[start, end), as if it were a string of its own (no slice is made). */
export function countRange(text: string, start: number, end: number): RangeCount {
  // Nothing to count loads nothing (an empty page asks for its counts too).
  if (start >= end) return { tokens: 0, lastPieceStart: start, lastPieceTokens: 0 };
  const lib = (loaded ??= load());
  let tokens = 0;
  let lastPieceStart = start;
  let lastPieceTokens = 0;
  for (let i = start; i < end; ) {
    const e = pieceEnd(text, i, end);
    lastPieceTokens = countPieceAt(lib, text, i, e);
    lastPieceStart = i;
    tokens += lastPieceTokens;
    i = e;
  }
  return { tokens, lastPieceStart, lastPieceTokens };
}

/** o200k_base tokens of `text`: gpt-tokenizer's `countTokens(text, { disallowedSpecial: new Set() })`. */
export function countO200k(text: string): number {
  return countRange(text, 0, text.length).tokens;
}

/** A range of a text and its count as a string of its own (countRange). */
export interface CountedRange {
  start: number;
  end: number;
  count: RangeCount;
}

/**
 * Tokens of text[first part's start, last part's end) from the counts of its parts, when
 * white space separates them (Markdown blocks joined by "\n\n", paragraphs between blank
 * lines, lines, sentences): the exact count of that text as one string, without counting
 * the parts again. Anything else is counted whole.
 *
 * Why it is exact. The regex has no look-behind: a piece depends only on the text from
 * its start on. A part's pieces counted alone can differ from the joined text's only
 * where the scan reads past the part's end, where the joined text has white space and
 * the part alone has nothing. White space is no letter, digit or punctuation: it stops
 * those runs as the end does, and fails a contraction; it differs from the end only by
 * going on with a white-space run and after a punctuation run (`[\r\n/]*`). A part that
 * does not end in white space has no white-space run reaching its end, and a punctuation
 * run that does is its last piece. So every piece of such a part but the last is a piece
 * of the joined text. From the last piece's start the joined text is scanned again, and
 * the next part as it reads alone, each ahead of the other in turn, to the first place
 * where both have a piece boundary (mostly the next part's start; `:\n\n//` is one piece
 * and meets the next part after its `//`): from there the next part reads as it reads
 * alone, its last piece excepted. The pieces scanned replace the ones they cover.
 * The result joins on as a part of its own (its last piece is the last part's).
 */
export function countJoined(text: string, parts: readonly CountedRange[]): RangeCount {
  if (parts.length === 0) return { tokens: 0, lastPieceStart: 0, lastPieceTokens: 0 };
  const start = parts[0].start;
  const end = parts[parts.length - 1].end;
  const lib = (loaded ??= load());
  let tokens = 0;
  for (let p = 0; p + 1 < parts.length; p++) {
    const a = parts[p];
    const b = parts[p + 1];
    if (!joinable(text, a, b)) return countRange(text, start, end);
    tokens += a.count.tokens - a.count.lastPieceTokens;
    let joined = a.count.lastPieceStart;
    let alone = b.start;
    while (joined !== alone) {
      if (joined < alone) {
        const e = pieceEnd(text, joined, end);
        tokens += countPieceAt(lib, text, joined, e);
        joined = e;
      } else {
        // Past the next part's last piece the next join would start too late: count whole.
        if (alone >= b.count.lastPieceStart) return countRange(text, start, end);
        const e = pieceEnd(text, alone, b.end);
        tokens -= countPieceAt(lib, text, alone, e);
        alone = e;
      }
    }
    if (joined > b.count.lastPieceStart) return countRange(text, start, end);
  }
  // The joined text's last piece is the last part's: every join met it at or before its start.
  const { count } = parts[parts.length - 1];
  return { tokens: tokens + count.tokens, lastPieceStart: count.lastPieceStart, lastPieceTokens: count.lastPieceTokens };
}

/** Two non-empty parts in order, the first not ending in white space, white space right after it. */
function joinable(text: string, a: CountedRange, b: CountedRange): boolean {
  return a.end > a.start && b.start > a.end && b.end > b.start && !isWhiteSpace(text.charCodeAt(a.end - 1)) && isWhiteSpace(text.charCodeAt(a.end));
}

/** `\s` (every white-space character is one UTF-16 unit; a lone surrogate is none). */
function isWhiteSpace(c: number): boolean {
  return (classesOf(c) & SPACE) !== 0;
}

/** Forgets the cached counts (benchmarks' cold runs, tests). */
export function clearPieceCache(): void {
  pieceCounts.clear();
  loaded?.recent.clear();
}

/** Pieces whose count is cached, and whether gpt-tokenizer's vocabulary map was found (tests). */
export function counterState(): { cachedPieces: number; recentPieces: number; vocabularyShared: boolean } {
  const lib = (loaded ??= load());
  return { cachedPieces: pieceCounts.size, recentPieces: lib.recent.size, vocabularyShared: lib.vocabulary !== null };
}
