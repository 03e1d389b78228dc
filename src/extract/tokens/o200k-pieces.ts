/**
 * o200k_base's pre-tokenizer as a scanner over char codes: `pieceEnd(text, i, end)` is
 * where the piece that starts at `i` ends, exactly where gpt-tokenizer's regex match
 * starting at `i` ends (o200k-classes.ts has the regex). The regex costs 6-8 ms per
 * 100 KB in V8 (bench/README.md, issue 17); this reads each character about once, with
 * no allocation.
 *
 * The alternatives are tried in the regex's order; each comment says what the regex's
 * backtracking amounts to. `end` is where the text ends for the scan (counting a range
 * of a larger string without slicing it): nothing at or after it is read.
 */
import * as classes from "./o200k-classes.js";

// Module-local copies of what the scan reads on every character: an imported binding is
// read through its module's cell, checked for initialization, at each use (the scan took
// 1.07-1.10x the time with the imports; bench/README.md, issue 17, session 16).
const { ASCII, DIGIT, LOWER, NEWLINE, PREFIX, PUNCT, SPACE, UPPER, classesOf } = classes;

/** The code point at `i`: a surrogate pair read whole, a lone surrogate as itself. */
function codePointAt(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

/** UTF-16 units of a code point. */
function width(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}

function classesAt(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  return c < 0x80 ? ASCII[c] : classesOf(codePointAt(text, i, end));
}

/** End of the run of characters from `i` that all have `bit`. */
function runEnd(text: string, i: number, end: number, bit: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((ASCII[c] & bit) === 0) break;
      i++;
    } else {
      const cp = codePointAt(text, i, end);
      if ((classesOf(cp) & bit) === 0) break;
      i += width(cp);
    }
  }
  return i;
}

/**
 * `[UPPER]*[LOWER]+` from `j`, or -1. Greedy: UPPER takes its whole run; if LOWER goes
 * on after it, LOWER takes its whole run. If not, the regex gives UPPER's run back one
 * character at a time until LOWER can take one: the match ends after the run's last
 * character that is also LOWER (Lm, Lo, M are both), e.g. "中A" matches "中" alone.
 */
function upperThenLower(text: string, j: number, end: number): number {
  let k = j;
  let afterLastLower = -1;
  while (k < end) {
    const cp = codePointAt(text, k, end);
    const bits = cp < 0x80 ? ASCII[cp] : classesOf(cp);
    if ((bits & UPPER) === 0) break;
    k += width(cp);
    if ((bits & LOWER) !== 0) afterLastLower = k;
  }
  if (k < end && (classesAt(text, k, end) & LOWER) !== 0) return runEnd(text, k, end, LOWER);
  return afterLastLower;
}

/** `[UPPER]+[LOWER]*` from `j`, or -1. Both greedy, LOWER may be empty: no backtracking matters. */
function upperPlusLower(text: string, j: number, end: number): number {
  const k = runEnd(text, j, end, UPPER);
  return k === j ? -1 : runEnd(text, k, end, LOWER);
}

/** The optional `'s 'd 'm 't 'll 've 're` (ASCII apostrophe, either case per letter) after a word ending at `e`. */
function withContraction(text: string, e: number, end: number): number {
  if (e + 1 >= end || text.charCodeAt(e) !== 0x27) return e;
  const a = text.charCodeAt(e + 1) | 0x20;
  if (a === 0x73 || a === 0x64 || a === 0x6d || a === 0x74) return e + 2; // s d m t
  if (e + 2 >= end) return e;
  const b = text.charCodeAt(e + 2) | 0x20;
  if ((a === 0x6c && b === 0x6c) || (a === 0x76 && b === 0x65) || (a === 0x72 && b === 0x65)) return e + 3; // ll ve re
  return e;
}

/** `[PUNCT]+[\r\n/]*` from `j` (PUNCT known at `j`). */
function punctuationRun(text: string, j: number, end: number): number {
  let k = runEnd(text, j, end, PUNCT);
  for (let c = text.charCodeAt(k); k < end && (c === 0x0d || c === 0x0a || c === 0x2f); c = text.charCodeAt(++k));
  return k;
}

/**
 * White space from `i` (SPACE known at `i`; every \s character is one UTF-16 unit).
 * `\s*[\r\n]+`: if the run holds a line break, the piece ends after its last one.
 * `\s+(?!\S)`: else the whole run at the text's end, or the run less its last character
 * (left to prefix the word after it). `\s+`: else the one character.
 */
function whiteSpace(text: string, i: number, end: number): number {
  let k = i;
  let afterLastNewline = -1;
  while (k < end) {
    const c = text.charCodeAt(k);
    const bits = c < 0x80 ? ASCII[c] : classesOf(c);
    if ((bits & SPACE) === 0) break;
    k++;
    if ((bits & NEWLINE) !== 0) afterLastNewline = k;
  }
  if (afterLastNewline >= 0) return afterLastNewline;
  if (k === end) return end;
  return k - i >= 2 ? k - 1 : k;
}

/** End of the o200k piece that starts at `i` (i < end). */
export function pieceEnd(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) {
    const e = asciiWordEnd(text, i, end, c);
    if (e >= 0) return e;
  }
  return anyPieceEnd(text, i, end);
}

const isAsciiUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const isAsciiLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;

/**
 * The common piece, an ASCII word with or without one ASCII character before it (" the",
 * "(Paris", "don't"), or -1 to leave the decision to anyPieceEnd. ASCII capitals are
 * UPPER only and small letters LOWER only, so alternatives 1 and 2 agree here: capitals,
 * then small letters, then a contraction. Only when the character after the letters is
 * ASCII too (or the end): a letter or mark beyond ASCII could go on with the word.
 */
function asciiWordEnd(text: string, i: number, end: number, c: number): number {
  let j = i;
  if ((ASCII[c] & PREFIX) !== 0) j = i + 1;
  else if (!isAsciiUpper(c) && !isAsciiLower(c)) return -1;
  let k = j;
  while (k < end && isAsciiUpper(text.charCodeAt(k))) k++;
  while (k < end && isAsciiLower(text.charCodeAt(k))) k++;
  if (k === j || (k < end && text.charCodeAt(k) >= 0x80)) return -1;
  return withContraction(text, k, end);
}

/** End of the piece at `i`, any character: the regex's alternatives in order. */
function anyPieceEnd(text: string, i: number, end: number): number {
  const cp = codePointAt(text, i, end);
  const bits = cp < 0x80 ? ASCII[cp] : classesOf(cp);
  const next = i + width(cp);
  // Alternative 1, `PREFIX? UPPER* LOWER+ contraction?`: with the prefix first, then without.
  let e = -1;
  if ((bits & PREFIX) !== 0 && next < end) e = upperThenLower(text, next, end);
  if (e < 0 && (bits & (UPPER | LOWER)) !== 0) e = upperThenLower(text, i, end);
  // Alternative 2, `PREFIX? UPPER+ LOWER* contraction?`: the same order.
  if (e < 0 && (bits & PREFIX) !== 0 && next < end) e = upperPlusLower(text, next, end);
  if (e < 0 && (bits & UPPER) !== 0) e = upperPlusLower(text, i, end);
  if (e >= 0) return withContraction(text, e, end);
  // Alternative 3, `\p{N}{1,3}`.
  if ((bits & DIGIT) !== 0) {
    let k = next;
    for (let n = 1; n < 3 && k < end; n++) {
      const d = codePointAt(text, k, end);
      if (((d < 0x80 ? ASCII[d] : classesOf(d)) & DIGIT) === 0) break;
      k += width(d);
    }
    return k;
  }
  // Alternative 4, ` ?PUNCT+[\r\n/]*`: the space only when punctuation follows it.
  if (cp === 0x20 && next < end && (classesAt(text, next, end) & PUNCT) !== 0) return punctuationRun(text, next, end);
  if ((bits & PUNCT) !== 0) return punctuationRun(text, i, end);
  // Every character is a letter (alternatives 1-2), a digit, PUNCT or white space.
  return whiteSpace(text, i, end);
}
