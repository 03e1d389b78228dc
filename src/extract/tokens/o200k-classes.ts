/**
 * The character classes of o200k_base's pre-tokenizer, one bit each, for the scanner in
 * o200k-pieces.ts.
 *
 * gpt-tokenizer 4.0.0 (src/encodingParams/constants.ts) splits text with
 *
 *   [^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?
 *  |[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:...))?
 *  |\p{N}{1,3}
 *  | ?[^\s\p{L}\p{N}]+[\r\n/]*
 *  |\s*[\r\n]+
 *  |\s+(?!\S)
 *  |\s+
 *
 * (flags `gu`: code points, a surrogate pair is one character, a lone surrogate is one
 * too). Each bit below is one of the bracketed classes, copied character for character
 * and tested per code point with V8's own regex engine, so the table agrees with the
 * regex on every code point by construction, for whatever Unicode version this Node has.
 * Nothing here is hand-listed.
 */

/** `[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]`: may stand in a word's leading (upper-case) part. */
export const UPPER = 1;
/** `[\p{Ll}\p{Lm}\p{Lo}\p{M}]`: may stand in a word's trailing (lower-case) part. */
export const LOWER = 2;
/** `[^\r\n\p{L}\p{N}]`: may be the one character before a word (a space, a quote, a tab). */
export const PREFIX = 4;
/** `\p{N}`: digits, taken three at a time. */
export const DIGIT = 8;
/** `[^\s\p{L}\p{N}]`: punctuation and symbols (and marks, lone surrogates), taken as a run. */
export const PUNCT = 16;
/** `\s`: white space. */
export const SPACE = 32;
/** `[\r\n]`: a line break, which ends a white-space piece and follows a punctuation run. */
export const NEWLINE = 64;
/** `[\p{L}\p{N}]`: not o200k's; the word count's letter-or-digit test (chunks.ts countWords). */
export const WORDISH = 128;

/** Each bit and the class (as in the o200k pattern) that defines it. */
const CLASSES: ReadonlyArray<readonly [bit: number, re: RegExp]> = [
  [UPPER, /^[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]$/u],
  [LOWER, /^[\p{Ll}\p{Lm}\p{Lo}\p{M}]$/u],
  [PREFIX, /^[^\r\n\p{L}\p{N}]$/u],
  [DIGIT, /^\p{N}$/u],
  [PUNCT, /^[^\s\p{L}\p{N}]$/u],
  [SPACE, /^\s$/u],
  [NEWLINE, /^[\r\n]$/u],
  [WORDISH, /^[\p{L}\p{N}]$/u],
];

/** The bits of one code point, from the regexes. */
export function classesByRegex(cp: number): number {
  const ch = String.fromCodePoint(cp);
  let bits = 0;
  for (const [bit, re] of CLASSES) if (re.test(ch)) bits |= bit;
  return bits;
}

/**
 * Code points are looked up in blocks of 256, each built on first use: a page in one
 * script touches a handful of blocks (a block costs 2,048 regex tests, ~0.2 ms), and the
 * whole of Unicode would be 1.1 MB and a second of tests that no page needs.
 */
const BLOCK_BITS = 8;
const blocks: Array<Uint8Array | undefined> = new Array<Uint8Array | undefined>(0x110000 >> BLOCK_BITS);

function buildBlock(index: number): Uint8Array {
  const block = new Uint8Array(1 << BLOCK_BITS);
  const base = index << BLOCK_BITS;
  for (let i = 0; i < block.length; i++) block[i] = classesByRegex(base + i);
  return block;
}

/** ASCII, read directly by the scanner's fast path. */
export const ASCII: Uint8Array = (blocks[0] = buildBlock(0));

/** The bits of any code point (0..0x10FFFF; a lone surrogate is its own code point). */
export function classesOf(cp: number): number {
  if (cp < 0x80) return ASCII[cp];
  const i = cp >> BLOCK_BITS;
  const block = blocks[i] ?? (blocks[i] = buildBlock(i));
  return block[cp & 0xff];
}

/** The block holding a code point's bits, as the scanner reads it (tests break a bit on purpose to show that they would notice). */
export function classBlock(cp: number): Uint8Array {
  classesOf(cp);
  return blocks[cp >> BLOCK_BITS]!;
}
