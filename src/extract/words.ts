/**
 * Word counts (issue 17's `wordCount`): runs between whitespace that hold a letter or a
 * digit, i.e. `text.split(/\s+/)` and `/[\p{L}\p{N}]/u` on each part, without the array
 * of parts. A run of Chinese or Japanese without spaces is one word.
 *
 * The classes are the tokenizer's (tokens/o200k-classes.ts: SPACE is `\s`, WORDISH is
 * `[\p{L}\p{N}]`), read per character without a branch on the run's state: a word ends
 * at every few characters of prose, and a branch taken that often is mispredicted often
 * (the branching loop cost 4-5 ns a character, bench/README.md, issue 17).
 */
import { ASCII, SPACE, WORDISH, classesOf } from "./tokens/o200k-classes.js";

/** Of an ASCII character: 1 white space, 2 letter or digit, 0 neither; plus STOP for a character addUntil() stops at. */
const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = wordClass(ASCII[c]);
const STOP = 4;
/** The Private Use Area characters addUntil() always stops at (markdown/words.ts: strip.ts parks escapes there). */
const STOP_FROM = 0xe000;
const STOP_TO = 0xe07f;

function wordClass(bits: number): number {
  return (bits & SPACE) !== 0 ? 1 : (bits & WORDISH) !== 0 ? 2 : 0;
}

/**
 * A count in progress over pieces of text read one after another as if joined (the
 * Markdown word count feeds a line in parts: what its markup leaves).
 */
export class WordCounter {
  words = 0;
  /** 1 while inside a run that has been counted. */
  private counted = 0;

  /** Reads text[start, end). */
  add(text: string, start: number, end: number): void {
    let n = 0;
    let counted = this.counted;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      let k: number;
      if (c < 0x80) k = ASCII_WORD[c];
      else {
        let cp = c;
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
          const d = text.charCodeAt(i + 1);
          if (d >= 0xdc00 && d <= 0xdfff) {
            cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
            i++;
          }
        }
        k = wordClass(classesOf(cp));
      }
      const wordish = k >> 1;
      n += wordish & (counted ^ 1);
      counted = (counted | wordish) & ((k & 1) ^ 1);
    }
    this.words += n;
    this.counted = counted;
  }

  /**
   * Reads text[start, end) up to its first character of `stops` (ASCII characters) or of
   * U+E000 to U+E07F, and returns where that is (end when there is none): one pass for a
   * line without markup, and for the part of a line before its first mark
   * (markdown/words.ts).
   */
  addUntil(stops: string, text: string, start: number, end: number): number {
    if (stops !== this.stopChars) this.setStops(stops);
    const table = this.table;
    let n = 0;
    let counted = this.counted;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      let k: number;
      if (c < 0x80) {
        k = table[c];
        if (k >= STOP) {
          this.words += n;
          this.counted = counted;
          return i;
        }
      } else {
        if (c >= STOP_FROM && c <= STOP_TO) {
          this.words += n;
          this.counted = counted;
          return i;
        }
        let cp = c;
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
          const d = text.charCodeAt(i + 1);
          if (d >= 0xdc00 && d <= 0xdfff) {
            cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
            i++;
          }
        }
        k = wordClass(classesOf(cp));
      }
      const wordish = k >> 1;
      n += wordish & (counted ^ 1);
      counted = (counted | wordish) & ((k & 1) ^ 1);
    }
    this.words += n;
    this.counted = counted;
    return end;
  }

  private stopChars = "";
  private table = ASCII_WORD;

  private setStops(stops: string): void {
    this.table = ASCII_WORD.slice();
    for (const ch of stops) this.table[ch.charCodeAt(0)] |= STOP;
    this.stopChars = stops;
  }

  /** Reads units[start, end) (UTF-16 code units, as a string's). */
  addUnits(units: Uint16Array, start: number, end: number): void {
    let n = 0;
    let counted = this.counted;
    for (let i = start; i < end; i++) {
      const c = units[i];
      let k: number;
      if (c < 0x80) k = ASCII_WORD[c];
      else {
        let cp = c;
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
          const d = units[i + 1];
          if (d >= 0xdc00 && d <= 0xdfff) {
            cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
            i++;
          }
        }
        k = wordClass(classesOf(cp));
      }
      const wordish = k >> 1;
      n += wordish & (counted ^ 1);
      counted = (counted | wordish) & ((k & 1) ^ 1);
    }
    this.words += n;
    this.counted = counted;
  }

  /** A line break: the run being read ends. */
  endRun(): void {
    this.counted = 0;
  }
}

/** Words of text[start, end). */
export function countWordsIn(text: string, start: number, end: number): number {
  const counter = new WordCounter();
  counter.add(text, start, end);
  return counter.words;
}

/** Words of a text. */
export function countWords(text: string): number {
  return countWordsIn(text, 0, text.length);
}
