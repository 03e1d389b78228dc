/**
 * The counts of the pieces seen lately, found from the text's characters without slicing
 * it: an open-addressing hash table in typed arrays, small enough to stay in the
 * processor's cache, whose keys are kept in their slot (a short piece of Latin script) or
 * copied into a pool of characters (no string is made, and no key keeps a page alive).
 *
 * Why not a Map: the 22,000 pieces of 100 KB of prose, each sliced, hashed and looked up
 * in gpt-tokenizer's map of its 200,000-entry vocabulary (megabytes: a cache miss or
 * more each), made a count 3.0-3.4 ms; through this table, which answers the ~5,600
 * distinct pieces of those 100 KB from a few hundred kilobytes, 1.4-1.5 ms (the scan
 * itself 0.8). Keys as characters rather than strings: a key of 13 characters or more
 * had to be copied out of its page (a slice is a view that keeps the page alive), which
 * with the slices and their garbage was a tenth of a cold count.
 *
 * A key in its slot (issue 17, chunking 100 KB under 5 ms): the look-up of a warm piece
 * reads one slot, where a pooled key took the slot, a hash loop and a read of the pool
 * (a warm count of 100 KB of Markdown 0.90x the time, bench/README.md).
 *
 * Bounded: when half its slots are taken, or its pool of characters is full, it is
 * emptied (the pieces are counted again, which refills it); a probe never runs long.
 */

/** FNV-1a over the UTF-16 units of text[i, e). */
export function pieceHash(text: string, i: number, e: number): number {
  let h = 0x811c9dc5;
  for (let k = i; k < e; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h;
}

/** The longest piece the table keeps (the caller counts longer ones each time). */
export const MAX_KEPT_PIECE = 255;

/**
 * A slot is four numbers, one 16-byte run (a probe reads one cache line): the key, in
 * two forms, and meta = (count << 9) | (inline << 8) | length, 0 for an empty slot.
 * Inline: a piece of at most INLINE_CHARS characters, all below U+0100 (the words,
 * number groups and punctuation of Latin-script text: nine pieces in ten), is its own
 * key, a character a byte in the three numbers, so a look-up reads one slot and nothing
 * else. Otherwise: its hash, where its characters start in the pool, and room.
 */
const SLOT_WORDS = 4;
const INLINE_CHARS = 12;
const INLINE = 1 << 8;

export class PieceTable {
  private readonly mask: number;
  private readonly slots: Int32Array;
  private readonly pool: Uint16Array;
  private used = 0;
  private chars = 0;
  /** The key of the piece get() was last asked about, for set(): its words or hash, and inline or not. */
  private k0 = 0;
  private k1 = 0;
  private k2 = 0;
  private inline = 0;

  constructor(bits: number, maxChars: number) {
    this.mask = (1 << bits) - 1;
    this.slots = new Int32Array(SLOT_WORDS << bits);
    this.pool = new Uint16Array(maxChars);
  }

  /** The count of text[i, e) (at most MAX_KEPT_PIECE characters), or 0 when it is not in the table. */
  get(text: string, i: number, e: number): number {
    const length = e - i;
    if (length <= INLINE_CHARS) {
      let k0 = 0;
      let k1 = 0;
      let k2 = 0;
      let wide = 0;
      for (let k = 0; k < length; k++) {
        const c = text.charCodeAt(i + k);
        wide |= c;
        if (k < 4) k0 |= c << (k << 3);
        else if (k < 8) k1 |= c << ((k - 4) << 3);
        else k2 |= c << ((k - 8) << 3);
      }
      if (wide < 0x100) {
        this.k0 = k0;
        this.k1 = k1;
        this.k2 = k2;
        this.inline = INLINE;
        const meta = INLINE | length;
        for (let slot = inlineSlot(k0, k1, k2, length) & this.mask; ; slot = (slot + 1) & this.mask) {
          const at = SLOT_WORDS * slot;
          const m = this.slots[at + 3];
          if (m === 0) return 0;
          if ((m & 0x1ff) === meta && this.slots[at] === k0 && this.slots[at + 1] === k1 && this.slots[at + 2] === k2) return m >>> 9;
        }
      }
    }
    const h = pieceHash(text, i, e);
    this.k0 = h;
    this.inline = 0;
    for (let slot = (h ^ (h >>> 15)) & this.mask; ; slot = (slot + 1) & this.mask) {
      const at = SLOT_WORDS * slot;
      const m = this.slots[at + 3];
      if (m === 0) return 0;
      if ((m & 0x1ff) !== length || this.slots[at] !== h) continue;
      const from = this.slots[at + 1];
      let k = 0;
      while (k < length && this.pool[from + k] === text.charCodeAt(i + k)) k++;
      if (k === length) return m >>> 9;
    }
  }

  /** Keeps `n` (>= 1) as the count of text[i, e), the piece get() was last asked about and did not find. */
  set(text: string, i: number, e: number, n: number): void {
    const length = e - i;
    if (this.used * 2 > this.mask || this.chars + length > this.pool.length) this.clear();
    const inline = this.inline;
    let slot = (inline !== 0 ? inlineSlot(this.k0, this.k1, this.k2, length) : this.k0 ^ (this.k0 >>> 15)) & this.mask;
    while (this.slots[SLOT_WORDS * slot + 3] !== 0) slot = (slot + 1) & this.mask;
    const at = SLOT_WORDS * slot;
    this.slots[at] = this.k0;
    if (inline !== 0) {
      this.slots[at + 1] = this.k1;
      this.slots[at + 2] = this.k2;
    } else {
      const from = this.chars;
      for (let k = 0; k < length; k++) this.pool[from + k] = text.charCodeAt(i + k);
      this.slots[at + 1] = from;
      this.chars += length;
    }
    this.slots[at + 3] = (n << 9) | inline | length;
    this.used++;
  }

  clear(): void {
    this.slots.fill(0);
    this.used = 0;
    this.chars = 0;
  }

  get size(): number {
    return this.used;
  }
}

/** An inline key's slot (before the mask): its words mixed (murmur3's constants). */
function inlineSlot(k0: number, k1: number, k2: number, length: number): number {
  let h = k0 ^ Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2 ^ length, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  return h ^ (h >>> 13);
}
