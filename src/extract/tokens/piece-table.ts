/**
 * The counts of the pieces seen lately, found from the text's characters without slicing
 * it: an open-addressing hash table in typed arrays, small enough to stay in the
 * processor's cache, whose keys are copied into a pool of characters (no string is made,
 * and no key keeps a page alive).
 *
 * Why not a Map: the 22,000 pieces of 100 KB of prose, each sliced, hashed and looked up
 * in gpt-tokenizer's map of its 200,000-entry vocabulary (megabytes: a cache miss or
 * more each), made a count 3.0-3.4 ms; through this table, which answers the ~5,600
 * distinct pieces of those 100 KB from a few hundred kilobytes, 1.4-1.5 ms (the scan
 * itself 0.8). Keys as characters rather than strings: a key of 13 characters or more
 * had to be copied out of its page (a slice is a view that keeps the page alive), which
 * with the slices and their garbage was a tenth of a cold count.
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

/** A slot's key is (start in the pool << KEY_LENGTH_BITS) | length. */
const KEY_LENGTH_BITS = 8;
/** The longest piece the table keeps (the caller counts longer ones each time). */
export const MAX_KEPT_PIECE = (1 << KEY_LENGTH_BITS) - 1;

/** A slot is four numbers, one 16-byte run (a probe reads one cache line): the piece's hash, its count (0: an empty slot), its key, and room. */
const SLOT_WORDS = 4;

export class PieceTable {
  private readonly mask: number;
  private readonly slots: Int32Array;
  private readonly pool: Uint16Array;
  private used = 0;
  private chars = 0;

  constructor(bits: number, maxChars: number) {
    this.mask = (1 << bits) - 1;
    this.slots = new Int32Array(SLOT_WORDS << bits);
    this.pool = new Uint16Array(maxChars);
  }

  /** The count of text[i, e) (its hash `h`), or 0 when it is not in the table. */
  get(text: string, i: number, e: number, h: number): number {
    const length = e - i;
    for (let slot = (h ^ (h >>> 15)) & this.mask; ; slot = (slot + 1) & this.mask) {
      const at = SLOT_WORDS * slot;
      const n = this.slots[at + 1];
      if (n === 0) return 0;
      if (this.slots[at] !== h) continue;
      const key = this.slots[at + 2];
      if ((key & MAX_KEPT_PIECE) !== length) continue;
      const from = key >>> KEY_LENGTH_BITS;
      let k = 0;
      while (k < length && this.pool[from + k] === text.charCodeAt(i + k)) k++;
      if (k === length) return n;
    }
  }

  /** Keeps `n` (>= 1) as the count of text[i, e) (hash `h`, not in the table, at most MAX_KEPT_PIECE characters). */
  set(text: string, i: number, e: number, h: number, n: number): void {
    const length = e - i;
    if (this.used * 2 > this.mask || this.chars + length > this.pool.length) this.clear();
    let slot = (h ^ (h >>> 15)) & this.mask;
    while (this.slots[SLOT_WORDS * slot + 1] !== 0) slot = (slot + 1) & this.mask;
    const from = this.chars;
    for (let k = 0; k < length; k++) this.pool[from + k] = text.charCodeAt(i + k);
    const at = SLOT_WORDS * slot;
    this.slots[at] = h;
    this.slots[at + 1] = n;
    this.slots[at + 2] = (from << KEY_LENGTH_BITS) | length;
    this.used++;
    this.chars += length;
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
