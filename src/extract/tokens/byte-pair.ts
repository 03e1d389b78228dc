/**
 * The number of tokens byte-pair encoding makes of one piece's bytes, by tiktoken's rule
 * (which gpt-tokenizer follows): the bytes start as one part each; the adjacent pair of
 * parts whose joined bytes have the lowest rank in the vocabulary is merged, the leftmost
 * of equal ranks first, again and again until no adjacent pair's joined bytes are a
 * vocabulary entry; the parts left are the tokens. Written for this project (issue 17:
 * gpt-tokenizer's own merge decodes every candidate pair to a string, about 3 us a
 * character); test/tokens/o200k-count.test.ts checks it against gpt-tokenizer.
 *
 * Two ways to the same result: a short piece walks its parts (a list over its positions)
 * for the lowest rank at each merge (quadratic, but a word has a dozen bytes); a long
 * one keeps them in a linked list and its pairs in a heap ordered by (rank, position),
 * n log n: 300,000 spaces in one piece take a tenth of a second where gpt-tokenizer's
 * scan takes 55 s (o200k-count.ts slices pieces over TOKENS.exactPieceChars anyway).
 */
import * as ranks from "./rank-table.js";
import type { RankTable } from "./rank-table.js";

// Module-local copies: an imported binding is read through its module's cell, checked for
// initialization, at each use (the short merge took 1.15x the time with the imports;
// bench/README.md, issue 17, session 16).
const { NO_RANK, longRank, shortRank } = ranks;

/** Up to this many bytes a piece is merged by scanning (measured on pieces of Markdown: the two ways cost the same at about 96 bytes). */
const SHORT_PIECE_BYTES = 96;

/**
 * Scratch of the short merge. Parts are named by the position of their first byte: next[p]
 * is the next part's (n past the last), and pairRanks[p] the rank of part p joined with
 * the next (NO_RANK for the last part).
 */
const next = new Int32Array(SHORT_PIECE_BYTES);
const pairRanks = new Int32Array(SHORT_PIECE_BYTES);

/** Tokens of the byte-pair encoding of bytes[0, n) (n >= 1). */
export function countMerged(table: RankTable, bytes: Uint8Array, n: number): number {
  return n <= SHORT_PIECE_BYTES ? countShort(table, bytes, n) : countLong(table, bytes, n);
}

/**
 * The scan way: at each step the parts are walked in order for the lowest pair rank (the
 * leftmost of equal ones), the two parts become one, and the pairs it makes with its
 * neighbours are looked up, with the table's arrays in locals and its look-ups
 * (shortRank, longRank) called directly. The array of parts shifted down at each merge,
 * its look-ups through the table's rankOf, took 1.3-1.4x the time (bench/README.md,
 * issue 17, session 16).
 */
export function countShort(table: RankTable, bytes: Uint8Array, n: number): number {
  // gpt-tokenizer's look-up drops a byte order mark that starts a span (rankOf): only a
  // piece that holds one needs the quirk.
  if (holdsBom(bytes, n)) return countShortWithBom(table, bytes, n);
  const { pairs, short, long, filter, tails, maxLength } = table;
  for (let k = 0; k < n; k++) {
    next[k] = k + 1;
    pairRanks[k] = k + 1 < n ? pairs[(bytes[k] << 8) | bytes[k + 1]] : NO_RANK;
  }
  let parts = n;
  for (;;) {
    let lowest = NO_RANK;
    let p = -1;
    let o = -1;
    for (let k = 0, before = -1; k < n; before = k, k = next[k]) {
      if (pairRanks[k] < lowest) {
        lowest = pairRanks[k];
        p = k;
        o = before;
      }
    }
    if (p < 0) return parts;
    // Parts p and the next become one; r is the part after them, o the one before.
    const r = next[next[p]];
    next[p] = r;
    parts--;
    // A joined span is 3 bytes or more (two parts, one of them merged).
    if (r < n) {
      const length = next[r] - p;
      pairRanks[p] = length <= 4 ? shortRank(short, bytes, p, length) : length > maxLength ? NO_RANK : longRank(long, filter, tails, bytes, p, length);
    } else pairRanks[p] = NO_RANK;
    if (o >= 0) {
      const length = r - o;
      pairRanks[o] = length <= 4 ? shortRank(short, bytes, o, length) : length > maxLength ? NO_RANK : longRank(long, filter, tails, bytes, o, length);
    }
  }
}

/** countShort for a piece that holds a byte order mark's bytes, every look-up through rankOf (gpt-tokenizer's quirk). */
function countShortWithBom(table: RankTable, bytes: Uint8Array, n: number): number {
  for (let k = 0; k < n; k++) {
    next[k] = k + 1;
    pairRanks[k] = k + 1 < n ? table.pairRank(bytes[k], bytes[k + 1]) : NO_RANK;
  }
  let parts = n;
  for (;;) {
    let lowest = NO_RANK;
    let p = -1;
    let o = -1;
    for (let k = 0, before = -1; k < n; before = k, k = next[k]) {
      if (pairRanks[k] < lowest) {
        lowest = pairRanks[k];
        p = k;
        o = before;
      }
    }
    if (p < 0) return parts;
    const r = next[next[p]];
    next[p] = r;
    parts--;
    pairRanks[p] = r < n ? table.rankOf(bytes, p, next[r]) : NO_RANK;
    if (o >= 0) pairRanks[o] = table.rankOf(bytes, o, r);
  }
}

/** bytes[0, n) holds a byte order mark's bytes (EF BB BF). */
function holdsBom(bytes: Uint8Array, n: number): boolean {
  for (let k = 0; k + 2 < n; k++) if (bytes[k] === 0xef && bytes[k + 1] === 0xbb && bytes[k + 2] === 0xbf) return true;
  return false;
}

function joinedRank(table: RankTable, bytes: Uint8Array, a: number, b: number): number {
  return b - a > table.maxLength ? NO_RANK : table.rankOf(bytes, a, b);
}

/** 2^32: a heap key is rank * 2^32 + the pair's position, exact in a double. */
const POSITION_SPAN = 2 ** 32;

/**
 * The heap way. A part is named by the position of its first byte; next[p] is the next
 * part's (n past the last), prev[p] the previous part's, pairRank[p] the rank of part p
 * joined with the next (NO_RANK if none, or if p is no part any more). The heap holds a
 * key for every pair when it was formed; a key whose rank is no longer its part's
 * pairRank is stale and skipped. A key whose rank still is names the current pair at that
 * position with that rank, so the lowest current key is the pair the scan would merge:
 * lowest rank, then leftmost.
 */
export function countLong(table: RankTable, bytes: Uint8Array, n: number): number {
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const pairRank = new Int32Array(n);
  const heap = new MinHeap(n);
  for (let p = 0; p < n; p++) {
    next[p] = p + 1;
    prev[p] = p - 1;
    pairRank[p] = p + 1 < n ? table.pairRank(bytes[p], bytes[p + 1]) : NO_RANK;
    if (pairRank[p] !== NO_RANK) heap.push(pairRank[p] * POSITION_SPAN + p);
  }
  let parts = n;
  while (heap.size > 0) {
    const key = heap.pop();
    const rank = Math.floor(key / POSITION_SPAN);
    const p = key - rank * POSITION_SPAN;
    if (pairRank[p] !== rank) continue;
    const q = next[p];
    const r = next[q];
    next[p] = r;
    if (r < n) prev[r] = p;
    pairRank[q] = NO_RANK;
    parts--;
    pairRank[p] = r < n ? joinedRank(table, bytes, p, next[r]) : NO_RANK;
    if (pairRank[p] !== NO_RANK) heap.push(pairRank[p] * POSITION_SPAN + p);
    const o = prev[p];
    if (o >= 0) {
      pairRank[o] = joinedRank(table, bytes, o, r);
      if (pairRank[o] !== NO_RANK) heap.push(pairRank[o] * POSITION_SPAN + o);
    }
  }
  return parts;
}

/** A binary min-heap of doubles, growing as needed. */
class MinHeap {
  private keys: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(16, capacity));
  }

  push(key: number): void {
    if (this.size === this.keys.length) {
      const bigger = new Float64Array(this.keys.length * 2);
      bigger.set(this.keys);
      this.keys = bigger;
    }
    const keys = this.keys;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[i] = keys[parent];
      i = parent;
    }
    keys[i] = key;
  }

  pop(): number {
    const keys = this.keys;
    const top = keys[0];
    const last = keys[--this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && keys[child + 1] < keys[child]) child++;
      if (keys[child] >= last) break;
      keys[i] = keys[child];
      i = child;
    }
    keys[i] = last;
    return top;
  }
}
