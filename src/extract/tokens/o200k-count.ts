/**
 * o200k_base token counts, the same numbers as gpt-tokenizer 4.0.0's
 * `countTokens(text, { disallowedSpecial: new Set() })`, at a fraction of its cost
 * (issue 17: chunking 100 KB under 5 ms; docs/chunks.md, Tokens).
 *
 * gpt-tokenizer stays the source of truth and its vocabulary the data. Its count is: cut
 * the text with o200k's regex into pieces; a piece that is one vocabulary entry is one
 * token; any other piece is as many tokens as its byte-pair encoding gives. This file
 * does the same in the same order, faster:
 *  - the cut is o200k-pieces.ts's scanner (the regex alone costs gpt-tokenizer a third
 *    of its time), proved equal to the regex by test/tokens/o200k-count.test.ts;
 *  - a piece's UTF-8 bytes are looked up in rank-table.ts, gpt-tokenizer's own rank file
 *    made into a hash table over byte spans, and merged by byte-pair.ts (tiktoken's rule,
 *    written here; gpt-tokenizer's merge decodes every pair it weighs to a string);
 *  - every recent piece's count is kept (piece-table.ts) and read from the text in place.
 *
 * Special-token text (`<|endoftext|>`) is ordinary text here, as it is for gpt-tokenizer
 * with `disallowedSpecial` empty and nothing allowed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { TOKENS } from "../heuristics/weights.js";
import * as bytePair from "./byte-pair.js";
import { SPACE, classesOf } from "./o200k-classes.js";
import * as pieces from "./o200k-pieces.js";
import { PieceTable } from "./piece-table.js";
import * as rankTable from "./rank-table.js";
import type { RankTable } from "./rank-table.js";

// Module-local copies of what every piece uses: an imported binding is read through its
// module's cell, checked for initialization, at each use (bench/README.md, issue 17,
// session 16).
const { countMerged } = bytePair;
const { pieceEnd } = pieces;
const { encodeUtf8 } = rankTable;
const CACHED_PIECE_CHARS = TOKENS.cachedPieceChars;

interface Encoding {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
  setMergeCacheSize(size: number): void;
}

interface Loaded {
  /** The vocabulary by byte spans; null if gpt-tokenizer's rank file was not found (a later version), and then: */
  ranks: RankTable | null;
  /** ...gpt-tokenizer's own count of each piece (exact, slow). */
  encoding: Encoding | null;
  /** Every piece's count lately, read from the text in place. */
  recent: PieceTable;
  /**
   * The count of every piece of two ASCII characters, by (first << 7) | second: 1 when its
   * two bytes are an entry, else 2 (two bytes that are no entry merge no further). A
   * sixth of the pieces of prose and Markdown (`, `, `.\n`, ` a`), answered from 16 KiB
   * without the recent pieces' hash; null without the rank table.
   */
  asciiPairs: Uint8Array | null;
}

const require = createRequire(import.meta.url);

/** Special-token text is counted as the text it is, never refused. */
const NO_SPECIAL = { disallowedSpecial: new Set<string>() };

/**
 * Loaded on the first count: the vocabulary is megabytes, and most requests (and the
 * CLI, the server's start) never count a token.
 */
let loaded: Loaded | null = null;

function load(): Loaded {
  const recent = new PieceTable(TOKENS.recentPieceBits, TOKENS.pieceCacheChars);
  const ranks = loadRanks();
  if (ranks !== null) {
    const asciiPairs = new Uint8Array(1 << 14);
    for (let c = 0; c < 0x80; c++) for (let d = 0; d < 0x80; d++) asciiPairs[(c << 7) | d] = ranks.pairRank(c, d) !== rankTable.NO_RANK ? 1 : 2;
    return { ranks, encoding: null, recent, asciiPairs };
  }
  const encoding = require("gpt-tokenizer/encoding/o200k_base") as Encoding;
  // gpt-tokenizer memoizes every encoded piece (up to 100,000, each key a slice that keeps
  // its whole document alive): the recent-pieces table does that job here, bounded.
  encoding.setMergeCacheSize(0);
  return { ranks: null, encoding, recent, asciiPairs: null };
}

/**
 * The rank table of gpt-tokenizer's o200k rank file (rank-table.ts), or null if the
 * file is gone or has another form (a later version): every piece then goes through
 * gpt-tokenizer's `countTokens`, exact and slow, and a test fails so that it is seen.
 */
function loadRanks(): RankTable | null {
  let file: Uint8Array;
  try {
    file = readFileSync(require.resolve("gpt-tokenizer/data/o200k_base.tiktoken"));
  } catch {
    return null;
  }
  return rankTable.RankTable.fromTiktoken(file);
}

/**
 * A piece's UTF-8 (3 bytes a UTF-16 unit at most, and 8 more that the rank table may
 * read past its end); a piece longer than it fits gets its own.
 */
const scratch = new Uint8Array(3 * 1024 + 8);

/** Tokens of the piece text[i, e), counted afresh. */
function countNew(lib: Loaded, text: string, i: number, e: number): number {
  if (lib.ranks === null) return lib.encoding!.countTokens(text.slice(i, e), NO_SPECIAL);
  const bytes = 3 * (e - i) + 8 <= scratch.length ? scratch : new Uint8Array(3 * (e - i) + 8);
  const n = encodeUtf8(text, i, e, bytes, 0);
  // One vocabulary entry is one token. gpt-tokenizer asks its string map, where a piece
  // holding a lone surrogate is never found (the bytes would hold U+FFFD instead).
  if (lib.ranks.isStringEntry(bytes, 0, n) && (n === e - i || isWellFormed(text, i, e))) return 1;
  return countMerged(lib.ranks, bytes, n);
}

/** text[i, e) holds no lone surrogate. */
function isWellFormed(text: string, i: number, e: number): boolean {
  for (let k = i; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c > 0xdbff || k + 1 >= e) return false;
    const d = text.charCodeAt(++k);
    if (d < 0xdc00 || d > 0xdfff) return false;
  }
  return true;
}

/** Tokens of the piece text[i, e). */
function countPieceAt(lib: Loaded, text: string, i: number, e: number): number {
  if (e - i <= 2) {
    const c = text.charCodeAt(i);
    // Every ASCII character is a token of its own (the 128 first byte tokens).
    if (e - i === 1) {
      if (c < 0x80) return 1;
    } else {
      const d = text.charCodeAt(i + 1);
      if ((c | d) < 0x80 && lib.asciiPairs !== null) return lib.asciiPairs[(c << 7) | d];
    }
  }
  if (e - i > CACHED_PIECE_CHARS) return countLongPiece(lib, text, i, e);
  let n = lib.recent.get(text, i, e);
  if (n === 0) {
    n = countNew(lib, text, i, e);
    lib.recent.set(text, i, e, n);
  }
  return n;
}

/**
 * A piece too long to keep: counted each time, exactly up to TOKENS.exactPieceChars
 * characters, in slices of that length beyond (never between the halves of a surrogate
 * pair; only a hostile page has such a piece).
 */
function countLongPiece(lib: Loaded, text: string, i: number, e: number): number {
  let n = 0;
  for (let a = i; a < e; ) {
    let b = Math.min(e, a + TOKENS.exactPieceChars);
    if (b < e && isLowSurrogate(text.charCodeAt(b)) && isHighSurrogate(text.charCodeAt(b - 1))) b--;
    n += countNew(lib, text, a, b);
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

/**
 * The pieces of ranges counted (countRange with a log), in order: where each starts and
 * ends and its tokens. countWithin reads a part of such a range from it without scanning
 * it again (chunks.ts: the lines of a block over the budget).
 */
export class PieceLog {
  // 1,024 to start, doubled as needed (100 KB of content has some 20,000 pieces, the units logged part of them).
  starts: Int32Array<ArrayBuffer> = new Int32Array(1024);
  ends: Int32Array<ArrayBuffer> = new Int32Array(1024);
  tokens: Int32Array<ArrayBuffer> = new Int32Array(1024);
  size = 0;

  push(start: number, end: number, tokens: number): void {
    if (this.size === this.starts.length) {
      const grow = (a: Int32Array): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(2 * a.length);
        b.set(a);
        return b;
      };
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
      this.tokens = grow(this.tokens);
    }
    this.starts[this.size] = start;
    this.ends[this.size] = end;
    this.tokens[this.size++] = tokens;
  }

  /** Empties the log for another content, its arrays kept unless they grew past `keep` entries. */
  reset(keep: number): void {
    this.size = 0;
    if (this.starts.length > keep) {
      this.starts = new Int32Array(1024);
      this.ends = new Int32Array(1024);
      this.tokens = new Int32Array(1024);
    }
  }
}

/** Tokens of text[start, end), as if it were a string of its own (no slice is made); its pieces added to `log` if one is given. */
export function countRange(text: string, start: number, end: number, log?: PieceLog): RangeCount {
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
    if (log !== undefined) log.push(i, e, lastPieceTokens);
    i = e;
  }
  return { tokens, lastPieceStart, lastPieceTokens };
}

/**
 * countRange(text, a, b) from the pieces of a range counted before that holds [a, b),
 * when one of them starts at `a` (else null: count it). Those that end by `b` are the
 * pieces of text[a, b) alone (the regex has no look-behind, and the white space after `b`
 * ends every piece as the end of the text would: countJoined says why); from the first
 * that goes on past `b`, text[a, b) is scanned to its end.
 */
export function countWithin(text: string, log: PieceLog, a: number, b: number): RangeCount | null {
  if (a >= b || b >= text.length || !isWhiteSpace(text.charCodeAt(b))) return null;
  const { starts, ends, tokens } = log;
  // The piece that starts at a, by bisection (the log is in order).
  let lo = 0;
  let hi = log.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] < a) lo = mid + 1;
    else hi = mid;
  }
  if (lo === log.size || starts[lo] !== a) return null;
  let sum = 0;
  let j = lo;
  for (; j < log.size && ends[j] <= b; j++) {
    // Pieces of one range follow each other without a gap: a gap is another range's.
    if (j > lo && starts[j] !== ends[j - 1]) return null;
    sum += tokens[j];
  }
  if (j > lo && ends[j - 1] === b) return { tokens: sum, lastPieceStart: starts[j - 1], lastPieceTokens: tokens[j - 1] };
  if (j === log.size || (j > lo && starts[j] !== ends[j - 1])) return null;
  const rest = countRange(text, starts[j], b);
  return { tokens: sum + rest.tokens, lastPieceStart: rest.lastPieceStart, lastPieceTokens: rest.lastPieceTokens };
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
  loaded?.recent.clear();
}

/** Pieces whose count is kept, whether gpt-tokenizer's rank file was found, and the rank table's bytes (tests, benchmarks). */
export function counterState(): { recentPieces: number; ranksFound: boolean; rankTableBytes: number } {
  const lib = (loaded ??= load());
  return { recentPieces: lib.recent.size, ranksFound: lib.ranks !== null, rankTableBytes: lib.ranks?.byteSize ?? 0 };
}
