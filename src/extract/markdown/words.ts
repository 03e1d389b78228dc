/**
 * Words of Markdown's text: exactly `countWords(markdownToText(markdown))` (words.ts,
 * strip.ts), without building the text or running strip.ts's patterns on most lines
 * (issue 17: chunking 100 KB under 5 ms; they cost a Markdown word count 0.8 of its
 * 1.0 ms). test/markdown/words.test.ts checks the equality on every dev page's Markdown
 * and on random lines of markup.
 *
 * What markdownToText does to a line changes its word count only where it removes a
 * letter, a digit or white space: a fenced block's opening line (its info string), a list
 * marker's number, a footnote definition's label, a table cell's `<br>`, a link's or
 * image's target, a code span's padding space. Everything else it removes (quote and
 * heading markers, indents, pipes, `*`, escaping backslashes, brackets, a line's closing
 * backslash, `---`) is neither: no run of characters between white space gains or loses
 * a letter or digit by it. So a line is read in place from where its line markup ends
 * (strip.ts's rules, in its order, by char codes); one holding `[` or a backtick goes
 * through inline()'s replacements as written below, on a copy of its characters; and the
 * rare line this does not cover (a character of the Private Use Area that inline() would
 * turn into ASCII, a table row with links, code or `<br>`) is handed to strip.ts itself.
 */
import { SPACE, classesOf } from "../tokens/o200k-classes.js";
import { WordCounter, countWords } from "../words.js";
import { markedLineText } from "./strip.js";

const GT = 0x3e;
const SP = 0x20;
const BACKTICK = 0x60;
const TILDE = 0x7e;
const PIPE = 0x7c;
const HASH = 0x23;
const DASH = 0x2d;
const DOT = 0x2e;
const COLON = 0x3a;
const BANG = 0x21;
const CARET = 0x5e;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const BACKSLASH = 0x5c;
const LESS = 0x3c;
/** strip.ts parks an escaped character at U+E000 + its code, and turns that range back into ASCII. */
const PARK = 0xe000;
const PARK_END = 0xe07f;

/** A line's first characters that some line markup starts with (strip.ts LINE_START_MARK). */
const LINE_START_MARK = new Uint8Array(128);
for (const c of "> `~|#-0123456789[") LINE_START_MARK[c.charCodeAt(0)] = 1;

/** The characters inline() replaces around words: `[` (links, images, footnotes) and the backtick (code). */
const INLINE_MARKS = "[`";

/** ASCII punctuation, which a backslash escapes (strip.ts ESCAPED: `[!-/:-@[-\`{-~]`). */
const isEscapable = (c: number): boolean => (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** Scratch for a line that goes through inline(): its characters (grown for a longer line). */
const scratch = { units: new Uint16Array(1024) };

/** Words of `countWords(markdownToText(markdown))`, for Markdown written by render.ts. */
export function markdownWordCount(markdown: string): number {
  const words = new WordCounter();
  /** The open fence's character and length; 0 outside a fenced block. */
  let fenceChar = 0;
  let fenceLength = 0;
  for (let a = 0; a <= markdown.length; ) {
    let b = markdown.indexOf("\n", a);
    if (b < 0) b = markdown.length;
    if (a < b) {
      if (fenceChar !== 0) {
        // Inside a fence every line is its text (less quote markers), but the closing one.
        const p = afterQuoteMarkers(markdown, a, b);
        if (closesFence(markdown, p, b, fenceChar, fenceLength)) fenceChar = 0;
        else words.add(markdown, p, b);
      } else {
        const first = markdown.charCodeAt(a);
        if (first < 128 && LINE_START_MARK[first] === 1) {
          const fence = lineWords(markdown, a, b, words);
          if (fence !== 0) {
            fenceChar = fence & 0xffff;
            fenceLength = fence >>> 16;
          }
        } else inlineWords(markdown, a, b, a, b, words);
      }
    }
    words.endRun();
    a = b + 1;
  }
  return words.words;
}

/** Where `^(?:>(?: |$))+` ends from `a`. */
function afterQuoteMarkers(md: string, a: number, b: number): number {
  let p = a;
  while (p < b && md.charCodeAt(p) === GT) {
    if (p + 1 === b) return b;
    if (md.charCodeAt(p + 1) !== SP) break;
    p += 2;
  }
  return p;
}

/** End of the run of `c` from `p` (before b). */
function runEnd(md: string, p: number, b: number, c: number): number {
  while (p < b && md.charCodeAt(p) === c) p++;
  return p;
}

/** md[p, b) is a closing fence: `^ *` and a run of at least fenceLength of the fence's character, then only white space (strip.ts: m[1].startsWith(fence) && line.trim() === m[1]). */
function closesFence(md: string, p: number, b: number, fenceChar: number, fenceLength: number): boolean {
  const q = runEnd(md, p, b, SP);
  const r = runEnd(md, q, b, fenceChar);
  if (r - q < fenceLength) return false;
  for (let k = r; k < b; k++) if ((classesOf(md.charCodeAt(k)) & SPACE) === 0) return false;
  return true;
}

/**
 * A line (not in a fenced block) that starts with a character of line markup, by
 * strip.ts's markedLineText in its order. Returns a fence it opens, as
 * (length << 16) | char, else 0.
 */
function lineWords(md: string, a: number, b: number, words: WordCounter): number {
  let p = md.charCodeAt(a) === GT ? afterQuoteMarkers(md, a, b) : a;
  // `^ *(\`{3,}|~{3,})`: the line opens a fence, and is no text.
  p = runEnd(md, p, b, SP);
  const c = md.charCodeAt(p);
  if (c === BACKTICK || c === TILDE) {
    const r = runEnd(md, p, b, c);
    if (r - p >= 3) return ((r - p) << 16) | c;
  }
  if (c === PIPE && p + 1 <= b - 1 && md.charCodeAt(b - 1) === PIPE) {
    // A table row: cells between ` | `, each through inline(), `<br>` a line break. With
    // none of those marks its words are the line's (pipes and a delimiter row have none).
    for (let k = p; k < b; k++) {
      const u = md.charCodeAt(k);
      if (u === OPEN_BRACKET || u === BACKTICK || u === LESS || (u >= PARK && u <= PARK_END)) {
        words.words += countWords(markedLineText(md.slice(a, b), { fence: null }) ?? "");
        return 0;
      }
    }
    words.add(md, p, b);
    return 0;
  }
  if (c === HASH) {
    // `^#{1,6} `: a heading's marker (and then no list marker).
    const r = runEnd(md, p, b, HASH);
    if (r - p <= 6 && md.charCodeAt(r) === SP && r < b) p = r + 1;
  } else if (c === DASH || isDigit(c)) p = afterListMarkers(md, p, b);
  if (md.charCodeAt(p) === OPEN_BRACKET && md.charCodeAt(p + 1) === CARET && p + 1 < b) p = afterFootnoteLabel(md, p, b);
  inlineWords(md, a, b, p, b, words);
  return 0;
}

/** Where `^(?:(?:- |\d{1,9}\. ) *)+` ends from p (p when it does not match). */
function afterListMarkers(md: string, p: number, b: number): number {
  for (;;) {
    let q: number;
    if (md.charCodeAt(p) === DASH && p + 1 < b && md.charCodeAt(p + 1) === SP) q = p + 2;
    else {
      let d = p;
      while (d < b && d - p < 10 && isDigit(md.charCodeAt(d))) d++;
      const n = d - p;
      if (n < 1 || n > 9 || d + 1 >= b || md.charCodeAt(d) !== DOT || md.charCodeAt(d + 1) !== SP) return p;
      q = d + 2;
    }
    p = runEnd(md, q, b, SP);
  }
}

/** Where `^\[\^[^\]]+\]: ` ends from p (md[p, p + 2) is `[^`; p when it does not match). */
function afterFootnoteLabel(md: string, p: number, b: number): number {
  let j = p + 2;
  while (j < b && md.charCodeAt(j) !== CLOSE_BRACKET) j++;
  if (j > p + 2 && j + 2 < b && md.charCodeAt(j + 1) === COLON && md.charCodeAt(j + 2) === SP) return j + 3;
  return p;
}

/**
 * The words of md[p, e) as inline() leaves them (less a closing backslash), the line
 * being md[a, b). Read in place when it holds no `[` or backtick (all inline() does then
 * is drop backslashes and asterisks).
 */
function inlineWords(md: string, a: number, b: number, p: number, e: number, words: WordCounter): void {
  if (e > p && md.charCodeAt(e - 1) === BACKSLASH) e--;
  const before = words.words;
  // All inline() does to a line without them is drop backslashes and asterisks; and no
  // replacement starts before the first of them, so that far the line is read in place.
  const s = words.addUntil(INLINE_MARKS, md, p, e);
  if (s === e) return;
  // A parked character turns into ASCII, perhaps a letter: strip.ts says which.
  for (let k = s; k < e; k++) {
    const c = md.charCodeAt(k);
    if (c >= PARK && c <= PARK_END) {
      words.words = before + countWords(markedLineText(md.slice(a, b), { fence: null }) ?? "");
      return;
    }
  }
  // The rest is copied from the mark on, with the `!` of an image before it and the
  // backslashes before those (escapes pair up from the first backslash of a run: two
  // before a `[` leave it a bracket, one or three do not). A character read in both parts
  // is one of those, neither white space nor a letter or digit: reading it twice counts nothing.
  let from = s;
  if (from > p && md.charCodeAt(from - 1) === BANG) from--;
  while (from > p && md.charCodeAt(from - 1) === BACKSLASH) from--;
  const units = parkEscapes(md, from, e);
  let m = parked.length;
  // `!\[([^\]]*)\]\([^)]*\)` -> $1, then `\[\^([^\]]+)\]` -> $1, then `\[([^\]]*)\]\([^)]*\)` -> $1,
  // then `` `+ ?([^`]*?) ?`+ `` -> $1 (a pass that could match nothing is skipped).
  if ((parked.marks & IMAGE) !== 0) m = replaceBracketed(units, m, true, false);
  // An image replaced can leave a `[` before a `^` (`[![](x)^1]`): the footnote pass then runs too.
  if ((parked.marks & (FOOTNOTE | IMAGE)) !== 0) m = replaceBracketed(units, m, false, true);
  if ((parked.marks & BRACKET) !== 0) m = replaceBracketed(units, m, false, false);
  if ((parked.marks & TICK) !== 0) m = replaceCode(units, m);
  words.addUnits(units, 0, m);
}

/** What parkEscapes copied last: its length, and which of inline()'s replacements it may need. */
const parked = { length: 0, marks: 0 };
const BRACKET = 1;
const IMAGE = 2;
const FOOTNOTE = 4;
const TICK = 8;

/**
 * md[p, e) copied into the scratch, each backslash-escaped punctuation mark parked as
 * one character (ESCAPED); the scratch, with `parked` telling its length and marks.
 */
function parkEscapes(md: string, p: number, e: number): Uint16Array {
  if (scratch.units.length < e - p) scratch.units = new Uint16Array(2 * (e - p));
  const units = scratch.units;
  let m = 0;
  let marks = 0;
  for (let k = p; k < e; k++) {
    const c = md.charCodeAt(k);
    if (c === BACKSLASH && k + 1 < e && isEscapable(md.charCodeAt(k + 1))) {
      units[m++] = PARK + md.charCodeAt(++k);
      continue;
    }
    if (c === OPEN_BRACKET) {
      marks |= BRACKET;
      if (m > 0 && units[m - 1] === BANG) marks |= IMAGE;
      if (k + 1 < e && md.charCodeAt(k + 1) === CARET) marks |= FOOTNOTE;
    } else if (c === BACKTICK) marks |= TICK;
    units[m++] = c;
  }
  parked.length = m;
  parked.marks = marks;
  return units;
}

/** The first index >= from of `c` in units[0, m), or m. */
function indexOf(units: Uint16Array, c: number, from: number, m: number): number {
  while (from < m && units[from] !== c) from++;
  return from;
}

/**
 * One of inline()'s three bracket replacements, each as its global regex does it
 * (leftmost match first, the scan going on after it): an image (`image`), a footnote
 * reference (`footnote`) or a link. After the escapes are parked no backslash stands
 * before a `]`, so the link pattern's `(?:[^\]]|\\\])*` is `[^\]]*`: each group ends at
 * the first `]`, each target at the first `)`. In place: what is kept is copied down to `w` (never past
 * what is still to read). The first `]` (and `)`) found from one start is the first
 * from every later start before it: each is searched for once, the pass stays linear.
 */
function replaceBracketed(units: Uint16Array, m: number, image: boolean, footnote: boolean): number {
  let w = 0;
  let r = 0;
  /** The first `]` at or after some start <= the current one, and the first `)` after a `](` likewise. */
  let close = -1;
  let paren = -1;
  while (r < m) {
    const c = units[r];
    if (image ? c === BANG && r + 1 < m && units[r + 1] === OPEN_BRACKET : c === OPEN_BRACKET && (!footnote || (r + 1 < m && units[r + 1] === CARET))) {
      const from = image || footnote ? r + 2 : r + 1;
      if (close < from) close = indexOf(units, CLOSE_BRACKET, from, m);
      const j = close;
      if (footnote) {
        if (j < m && j > from) {
          for (let k = from; k < j; k++) units[w++] = units[k];
          r = j + 1;
          continue;
        }
      } else if (j + 1 < m && units[j + 1] === OPEN_PAREN) {
        if (paren < j + 2) paren = indexOf(units, CLOSE_PAREN, j + 2, m);
        const k = paren;
        if (k < m) {
          for (let t = from; t < j; t++) units[w++] = units[t];
          r = k + 1;
          continue;
        }
      }
    }
    units[w++] = units[r++];
  }
  return w;
}

/**
 * inline()'s code spans, `` `+ ?([^`]*?) ?`+ `` -> $1, as the regex matches: a run of
 * backticks, and if another backtick follows anywhere, what lies between (less one space
 * at each end) up to the next run, whole; if none follows, a run of two or more alone
 * (the regex gives its last backtick to the closing `+), and a single one is left.
 */
function replaceCode(units: Uint16Array, m: number): number {
  let w = 0;
  let r = 0;
  while (r < m) {
    if (units[r] !== BACKTICK) {
      units[w++] = units[r++];
      continue;
    }
    let open = r;
    while (open < m && units[open] === BACKTICK) open++;
    const t = indexOf(units, BACKTICK, open, m);
    if (t < m) {
      let from = open;
      if (units[from] === SP && from < t) from++;
      let to = t;
      if (to - 1 >= from && units[to - 1] === SP) to--;
      for (let k = from; k < to; k++) units[w++] = units[k];
      r = t;
      while (r < m && units[r] === BACKTICK) r++;
    } else if (open - r >= 2) r = open;
    else {
      // No backtick after this one: nothing more to replace.
      while (r < m) units[w++] = units[r++];
    }
  }
  return w;
}
