/**
 * gpt-tokenizer's o200k vocabulary as a map from byte spans to ranks, in typed arrays:
 * the rank of bytes[a, b) is found without building a string or an array for it, which
 * is what makes our byte-pair merge (byte-pair.ts) cheap. Built once, on the first count,
 * from the rank file gpt-tokenizer ships (`gpt-tokenizer/data/o200k_base.tiktoken`: a line
 * "<the entry's bytes in base64> <rank>" for each rank in order), byte for byte the list
 * its encoding is built from (test/tokens/o200k-count.test.ts compares every entry). The
 * file is read rather than that list because the list is a 2.4 MB JavaScript module of
 * 200,000 strings, about 270 ms to load and 6 MiB of heap: reading and parsing the file
 * and building the tables takes about 100 ms, and the tables live in 3.6 MiB of typed
 * arrays outside the heap (bench/README.md, issue 17).
 *
 * The two look-ups answer as gpt-tokenizer's answer, quirk included. gpt-tokenizer keeps
 * an entry as a string when its bytes are valid UTF-8 (as numbers when not), and looks up
 * a span of valid UTF-8 as the string a TextDecoder makes of it, which drops a leading
 * byte order mark (EF BB BF). So a span that starts with one has the rank of the span
 * without it, and the nine entries that start with one are kept as bytes and never found.
 * The test checks every entry, such spans and such pieces against gpt-tokenizer.
 */

/**
 * The tables, by the key's length (a look-up is mostly a wait for memory: a new document
 * asks ~13,000 spans of 3 bytes or more, and the tables leave the processor's caches
 * between documents; measured on this host, a random read costs ~5 ns within 1 MiB, ~25
 * ns within 6 MiB and ~140 ns beyond 8 MiB, so the tables are kept small and one read
 * answers most look-ups):
 *  - 1 and 2 bytes: direct tables (every byte is an entry; 4,653 pairs in 2^16 slots).
 *  - 3 and 4 bytes (44,351 entries, two spans in three that a merge asks): open
 *    addressing in 2^16 slots of two numbers, 512 KiB: the key's bytes, and
 *    (length << LENGTH_SHIFT) | (rank + 1), 0 for an empty slot. No filter in front: an
 *    absent key is answered by the slots read (one cache line mostly) as cheaply.
 *  - 5 bytes or more (151,000): 3 * 2^16 slots of three numbers, 2.25 MiB at a load of
 *    0.77: the key's first four bytes, its next four (zero beyond the key), and
 *    (length << LENGTH_SHIFT) | v, where v is rank + 1 for a key of up to 8 bytes, matched
 *    in its slot alone (two keys in three), and for a longer one 1 + where its record
 *    starts in `tails`: its rank (3 bytes), then its bytes from the ninth on. A Bloom
 *    filter in front (256 KiB) answers most spans that are no entry (half of a merge's
 *    long spans) without reading a slot. (Tried: whole pieces, two in three of them
 *    entries, asked without the filter: a page not seen took 1.03-1.12x the time.)
 * 3.6 MiB in all, against 5.4 MiB in the layout before (one table for 1-4 bytes, 2^18
 * long slots, tail offsets by rank): the same speed within the noise, 1.8 MiB less
 * (bench/README.md, issue 17).
 */
const SHORT_BITS = 16;
const SHORT_MASK = (1 << SHORT_BITS) - 1;
const LONG_SLOTS = 3 << 16;
const LENGTH_SHIFT = 19;
const VALUE_MASK = (1 << LENGTH_SHIFT) - 1;
/** A long key's slot: its hash's top bits, scaled to LONG_SLOTS (a table of any size, not only a power of two). */
const LONG_SCALE = LONG_SLOTS / 2 ** 32;
/** The Bloom filter's word of a hash: its bits 10 to 25 (bits 0-9 choose the two bits in the word). */
const FILTER_SHIFT = 10;
const FILTER_MASK = (1 << 16) - 1;
/** No rank: higher than every rank, so that a merge's "lowest rank" needs no test for it. */
export const NO_RANK = 0x7fffffff;

/**
 * The key's first four bytes, bytes[a, a + 4) little-endian, those at or past the key's
 * end (a + length) masked to zero. Read whole, four loads and no loop: a look-up's cost
 * was mostly a byte loop. The array must have 8 readable bytes from `a` (the callers'
 * buffers keep that much room past a piece; past an array's end a read is undefined, and
 * masked to zero all the same, only slower).
 */
function lowWord(bytes: Uint8Array, a: number, length: number): number {
  const w = bytes[a] | (bytes[a + 1] << 8) | (bytes[a + 2] << 16) | (bytes[a + 3] << 24);
  return length >= 4 ? w : w & ((1 << (length << 3)) - 1);
}

/** The key's next four bytes, bytes[a + 4, a + 8), as lowWord has them (zero for a key of 4 bytes or fewer). */
function highWord(bytes: Uint8Array, a: number, length: number): number {
  if (length <= 4) return 0;
  const w = bytes[a + 4] | (bytes[a + 5] << 8) | (bytes[a + 6] << 16) | (bytes[a + 7] << 24);
  return length >= 8 ? w : w & ((1 << ((length - 4) << 3)) - 1);
}

/** A short key's slot (3 or 4 bytes): Fibonacci hashing, the product's top bits. */
function shortSlot(lo: number, length: number): number {
  return Math.imul(lo ^ (length << 30), 0x9e3779b1) >>> (32 - SHORT_BITS);
}

/** A long key's hash from its first words and length (murmur3's finalizer over them). */
function longHash(lo: number, hi: number, length: number): number {
  let h = lo ^ Math.imul(hi, 0x9e3779b1) ^ Math.imul(length, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A long key's first slot: the hash's top bits (its bits 10-25 choose the filter word; the overlap only costs the filter a little). */
function longSlot(h: number): number {
  return Math.floor((h >>> 0) * LONG_SCALE);
}

export class RankTable {
  // Readable for the short merge (byte-pair.ts), which calls shortRank and longRank on
  // them directly; nothing else uses them.
  /** Rank of every byte. */
  private readonly bytes1 = new Int32Array(256).fill(NO_RANK);
  /** Rank of every two-byte span, by (first << 8 | second): also the first look-ups of every merge. */
  readonly pairs = new Int32Array(1 << 16).fill(NO_RANK);
  readonly short = new Int32Array(2 << SHORT_BITS);
  /** Two bits of one 32-bit word per long key, 2^21 bits: 1 span in ~50 that is no entry gets through. */
  readonly filter = new Int32Array(FILTER_MASK + 1);
  readonly long = new Int32Array(3 * LONG_SLOTS);
  /** Keys longer than 8 bytes: rank (3 bytes, little-endian), then the bytes from the ninth on. */
  readonly tails: Uint8Array;
  /** The longest entry, in bytes: a longer span has no rank, unlooked. */
  readonly maxLength: number;

  /** Rank r's bytes are pool[offsets[r], offsets[r + 1]) (pool with 8 bytes of room after the last). */
  constructor(pool: Uint8Array, offsets: Int32Array) {
    const ranks = offsets.length - 1;
    let tailBytes = 0;
    let maxLength = 0;
    for (let r = 0; r < ranks; r++) {
      const length = offsets[r + 1] - offsets[r];
      maxLength = Math.max(maxLength, length);
      if (length > 8) tailBytes += 3 + length - 8;
    }
    this.maxLength = maxLength;
    this.tails = new Uint8Array(tailBytes);
    // In rank order: as in gpt-tokenizer's map, a later entry with the same bytes would
    // win (o200k has none).
    for (let r = 0, used = 0; r < ranks; r++) {
      const a = offsets[r];
      const b = offsets[r + 1];
      const length = b - a;
      if (length === 1) this.bytes1[pool[a]] = r;
      else if (length === 2) this.pairs[(pool[a] << 8) | pool[a + 1]] = r;
      else if (length <= 4) {
        const lo = lowWord(pool, a, length);
        const at = 2 * this.findShort(lo, length);
        this.short[at] = lo;
        this.short[at + 1] = (length << LENGTH_SHIFT) | (r + 1);
      } else {
        const lo = lowWord(pool, a, length);
        const hi = highWord(pool, a, length);
        const h = longHash(lo, hi, length);
        const at = 3 * this.findLong(pool, a, b, lo, hi, h);
        let value = r + 1;
        if (length > 8) {
          value = used + 1;
          this.tails[used] = r & 0xff;
          this.tails[used + 1] = (r >>> 8) & 0xff;
          this.tails[used + 2] = r >>> 16;
          for (let k = a + 8; k < b; k++) this.tails[used + 3 + k - (a + 8)] = pool[k];
          used += 3 + length - 8;
        }
        this.long[at] = lo;
        this.long[at + 1] = hi;
        this.long[at + 2] = (length << LENGTH_SHIFT) | value;
        this.filter[(h >>> FILTER_SHIFT) & FILTER_MASK] |= (1 << (h & 31)) | (1 << ((h >>> 5) & 31));
      }
    }
  }

  /** The table of a tiktoken rank file, or null if `file` is not one (blank lines, ranks out of order, bad base64). */
  static fromTiktoken(file: Uint8Array): RankTable | null {
    const parsed = parseTiktoken(file);
    return parsed === null ? null : new RankTable(parsed.pool, parsed.offsets);
  }

  /** The short table's slot of the key `lo` of `length` (3 or 4) bytes, or of the empty slot where it would go. */
  private findShort(lo: number, length: number): number {
    const meta = length << LENGTH_SHIFT;
    for (let slot = shortSlot(lo, length); ; slot = (slot + 1) & SHORT_MASK) {
      const m = this.short[2 * slot + 1];
      if (m === 0 || (this.short[2 * slot] === lo && (m & ~VALUE_MASK) === meta)) return slot;
    }
  }

  /** The long table's slot of the key bytes[a, b) (5..maxLength bytes; words lo, hi; hash h), or of the empty slot where it would go. */
  private findLong(bytes: Uint8Array, a: number, b: number, lo: number, hi: number, h: number): number {
    const length = b - a;
    for (let slot = longSlot(h); ; slot = slot + 1 === LONG_SLOTS ? 0 : slot + 1) {
      const at = 3 * slot;
      const meta = this.long[at + 2];
      if (meta === 0) return slot;
      if (this.long[at] === lo && this.long[at + 1] === hi && meta >>> LENGTH_SHIFT === length && (length <= 8 || this.sameTail((meta & VALUE_MASK) - 1, bytes, a, b))) return slot;
    }
  }

  /** The record at `tails[at]` holds bytes[a + 8, b) (its key's length is b - a). */
  private sameTail(at: number, bytes: Uint8Array, a: number, b: number): boolean {
    const o = at + 3 - (a + 8);
    for (let k = a + 8; k < b; k++) if (this.tails[o + k] !== bytes[k]) return false;
    return true;
  }

  /**
   * The rank of the entry whose bytes are exactly bytes[a, b), or NO_RANK (no byte order
   * mark quirk: rankOf's). The look-up every piece makes, written as small functions over
   * the typed arrays passed in, which V8 inlines (the method before, through findShort,
   * findLong, lowWord and highWord, took 2-4 times as long with the tables in cache:
   * 20-80 ns a look-up against 10-34; bench/README.md, issue 17, session 16).
   */
  spanRank(bytes: Uint8Array, a: number, b: number): number {
    const length = b - a;
    if (length <= 4) {
      if (length === 2) return this.pairs[(bytes[a] << 8) | bytes[a + 1]];
      if (length === 1) return this.bytes1[bytes[a]];
      return length <= 0 ? NO_RANK : shortRank(this.short, bytes, a, length);
    }
    return length > this.maxLength ? NO_RANK : longRank(this.long, this.filter, this.tails, bytes, a, length);
  }

  /** gpt-tokenizer's rank of bytes[a, b) (`getBpeRankFromBytes`), or NO_RANK: what a merge asks. */
  rankOf(bytes: Uint8Array, a: number, b: number): number {
    if (bytes[a] === 0xef && startsWithBom(bytes, a, b) && isValidUtf8(bytes, a, b)) {
      // TextDecoder drops the byte order mark, and what is left is looked up among the
      // entries kept as strings (it is valid UTF-8): so not one that starts with another.
      return startsWithBom(bytes, a + 3, b) ? NO_RANK : this.spanRank(bytes, a + 3, b);
    }
    return this.spanRank(bytes, a, b);
  }

  /**
   * Whether the UTF-8 of a piece, bytes[a, b) (valid UTF-8), is one entry kept as a
   * string: gpt-tokenizer looks a piece up in its map of those (a piece holding a lone
   * surrogate is the caller's: the map never holds it, whatever its bytes).
   */
  isStringEntry(bytes: Uint8Array, a: number, b: number): boolean {
    return !startsWithBom(bytes, a, b) && this.spanRank(bytes, a, b) !== NO_RANK;
  }

  /** Rank of the two-byte span (x, y), or NO_RANK (the first look-ups of a merge). */
  pairRank(x: number, y: number): number {
    return this.pairs[(x << 8) | y];
  }

  /** Bytes the table holds (its memory, for the benchmarks). */
  get byteSize(): number {
    return this.bytes1.byteLength + this.pairs.byteLength + this.short.byteLength + this.filter.byteLength + this.long.byteLength + this.tails.byteLength;
  }
}

/** The rank of the key bytes[a, a + length) (3 or 4 bytes) in the short table, or NO_RANK. */
export function shortRank(short: Int32Array, bytes: Uint8Array, a: number, length: number): number {
  let lo = bytes[a] | (bytes[a + 1] << 8) | (bytes[a + 2] << 16);
  if (length === 4) lo |= bytes[a + 3] << 24;
  const meta = length << LENGTH_SHIFT;
  for (let slot = shortSlot(lo, length); ; slot = (slot + 1) & SHORT_MASK) {
    const m = short[2 * slot + 1];
    if (m === 0) return NO_RANK;
    if (short[2 * slot] === lo && (m & ~VALUE_MASK) === meta) return (m & VALUE_MASK) - 1;
  }
}

/** The rank of the key bytes[a, a + length) (5..maxLength bytes) in the long table behind its filter, or NO_RANK (bytes has 8 readable bytes from a). */
export function longRank(long: Int32Array, filter: Int32Array, tails: Uint8Array, bytes: Uint8Array, a: number, length: number): number {
  const lo = bytes[a] | (bytes[a + 1] << 8) | (bytes[a + 2] << 16) | (bytes[a + 3] << 24);
  let hi = bytes[a + 4] | (bytes[a + 5] << 8) | (bytes[a + 6] << 16) | (bytes[a + 7] << 24);
  if (length < 8) hi &= (1 << ((length - 4) << 3)) - 1;
  const h = longHash(lo, hi, length);
  const word = filter[(h >>> FILTER_SHIFT) & FILTER_MASK];
  if (((word >>> (h & 31)) & (word >>> ((h >>> 5) & 31)) & 1) === 0) return NO_RANK;
  for (let slot = longSlot(h); ; slot = slot + 1 === LONG_SLOTS ? 0 : slot + 1) {
    const at = 3 * slot;
    const meta = long[at + 2];
    if (meta === 0) return NO_RANK;
    if (long[at] !== lo || long[at + 1] !== hi || meta >>> LENGTH_SHIFT !== length) continue;
    const value = (meta & VALUE_MASK) - 1;
    if (length <= 8) return value;
    // The record: rank (3 bytes), then the key's bytes from the ninth on.
    const o = value + 3 - (a + 8);
    const b = a + length;
    let k = a + 8;
    while (k < b && tails[o + k] === bytes[k]) k++;
    if (k === b) return tails[value] | (tails[value + 1] << 8) | (tails[value + 2] << 16);
  }
}

function startsWithBom(bytes: Uint8Array, a: number, b: number): boolean {
  return b - a >= 3 && bytes[a] === 0xef && bytes[a + 1] === 0xbb && bytes[a + 2] === 0xbf;
}

/** Base64 digits' values (-1: no digit). */
const BASE64 = new Int8Array(128).fill(-1);
for (const [i, c] of [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].entries()) BASE64[c.charCodeAt(0)] = i;

/** A tiktoken rank file's entries: rank r's bytes at pool[offsets[r], offsets[r + 1]). */
function parseTiktoken(file: Uint8Array): { pool: Uint8Array; offsets: Int32Array } | null {
  let lines = 0;
  for (let k = 0; k < file.length; k++) if (file[k] === 0x0a) lines++;
  if (file.length > 0 && file[file.length - 1] !== 0x0a) lines++;
  const pool = new Uint8Array(Math.ceil((file.length * 3) / 4) + 8);
  const offsets = new Int32Array(lines + 1);
  let used = 0;
  let k = 0;
  for (let rank = 0; rank < lines; rank++) {
    offsets[rank] = used;
    // The base64 digits, four at a time, up to the space.
    let bits = 0;
    let digits = 0;
    for (; k < file.length && file[k] !== 0x20; k++) {
      const c = file[k];
      if (c === 0x3d) continue; // "=" padding
      const v = c < 128 ? BASE64[c] : -1;
      if (v < 0) return null;
      bits = (bits << 6) | v;
      if (++digits === 4) {
        pool[used++] = bits >> 16;
        pool[used++] = (bits >> 8) & 0xff;
        pool[used++] = bits & 0xff;
        bits = 0;
        digits = 0;
      }
    }
    if (digits === 1) return null;
    if (digits === 2) pool[used++] = bits >> 4;
    if (digits === 3) {
      pool[used++] = bits >> 10;
      pool[used++] = (bits >> 2) & 0xff;
    }
    // The rank, which must be the line's number.
    let n = 0;
    let read = 0;
    for (k++; k < file.length && file[k] !== 0x0a; k++, read++) {
      const d = file[k] - 0x30;
      if (d < 0 || d > 9) return null;
      n = n * 10 + d;
    }
    k++;
    if (read === 0 || n !== rank || used === offsets[rank]) return null;
  }
  offsets[lines] = used;
  // Room for the last entry's eight-byte read (lowWord).
  return { pool: pool.slice(0, used + 8), offsets };
}

/**
 * UTF-8 of text[i, e) into out from `at` (room for 3 bytes a unit is the caller's); the
 * new end. A lone surrogate becomes U+FFFD (EF BF BD), as TextEncoder, which gpt-tokenizer
 * encodes a piece with, makes it.
 */
export function encodeUtf8(text: string, i: number, e: number, out: Uint8Array, at: number): number {
  for (let k = i; k < e; k++) {
    let c = text.charCodeAt(k);
    if (c < 0x80) {
      out[at++] = c;
      continue;
    }
    if (c < 0x800) {
      out[at++] = 0xc0 | (c >> 6);
      out[at++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = k + 1 < e ? text.charCodeAt(k + 1) : 0;
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        out[at++] = 0xf0 | (cp >> 18);
        out[at++] = 0x80 | ((cp >> 12) & 0x3f);
        out[at++] = 0x80 | ((cp >> 6) & 0x3f);
        out[at++] = 0x80 | (cp & 0x3f);
        k++;
        continue;
      }
      c = 0xfffd;
    }
    out[at++] = 0xe0 | (c >> 12);
    out[at++] = 0x80 | ((c >> 6) & 0x3f);
    out[at++] = 0x80 | (c & 0x3f);
  }
  return at;
}

/** Whether bytes[a, b) are valid UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF; what gpt-tokenizer decodes as a string). */
export function isValidUtf8(bytes: ArrayLike<number>, a: number, b: number): boolean {
  for (let k = a; k < b; ) {
    const x = bytes[k];
    if (x < 0x80) {
      k++;
      continue;
    }
    // The sequence's length from its lead byte (C0, C1 and F5..FF lead nothing valid).
    const n = x >= 0xc2 && x <= 0xdf ? 2 : x >= 0xe0 && x <= 0xef ? 3 : x >= 0xf0 && x <= 0xf4 ? 4 : 0;
    if (n === 0) return false;
    let cp = x & (0xff >> (n + 1));
    if (k + n > b) return false;
    for (let j = 1; j < n; j++) {
      const y = bytes[k + j];
      if ((y & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (y & 0x3f);
    }
    if ((n === 3 && cp < 0x800) || (n === 4 && cp < 0x10000) || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return false;
    k += n;
  }
  return true;
}
