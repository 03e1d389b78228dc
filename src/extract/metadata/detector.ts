/**
 * eld's language detection (eld 2.1.0, `extrasmall` table; Apache-2.0, Copyright 2023-2025
 * Nito T.M., npmjs.com/package/eld), read from a compact copy of its table
 * (eld-table.ts, written by scripts/eld-table.mjs). The steps and their numbers are eld's
 * own, in its order (src/languageDetector.js and src/LanguageResult.js there), so every
 * result is eld's: test/metadata/detector.test.ts checks it against eld itself.
 *
 * Why not eld itself: its table is one object literal that costs every thread importing
 * it about 80 MiB of RSS and 1.0-1.5 s on a busy 2-core host (issue 18; bench/README.md
 * "Where the memory and the start-up went"). Here the table is two strings, and the
 * lookup map is built the first time a thread detects (about 12 MiB, 0.1 s): a server's
 * main thread and a worker that never detects never pay for it.
 */
import { ELD_DICTIONARY, ELD_LANGUAGES, ELD_NGRAMS, ELD_PAIR_OFFSET, ELD_PAIRS, ELD_SEPARATORS } from "./eld-table.js";

/**
 * The languages eld can answer with (ISO 639-1, from its table: 60 in eld 2.1's
 * `extrasmall`, no Swahili, Indonesian, Hausa, Zulu, Somali, Welsh, ...). A declaration
 * of any other language is one the detector can neither confirm nor contradict: it only
 * ever names the nearest language it knows (Swahili reads as Tagalog).
 */
export const DETECTOR_LANGUAGES: ReadonlySet<string> = new Set(ELD_LANGUAGES);

/** eld reads the first 1,000 characters of its input. */
const MAX_INPUT_CHARS = 1000;
/** eld's words are cut to 70 bytes for n-grams. */
const MAX_WORD_BYTES = 70;
/** eld stops at the first space after 350 bytes, or after any character past 380. */
const CUT_AFTER_BYTES = 350;
const ENFORCE_CUT_AFTER_BYTES = 380;
/** eld's table stores each score minus 53 ("to reduce DB size"); it is added back per n-gram. */
const BASE_NGRAM_SCORE = 53;
/** eld's scale for its 0-1 scores ("handpicked"). */
const SCORE_SCALE = 25;

export interface EldResult {
  /** ISO 639-1 code, or "" when nothing was found. */
  readonly language: string;
  /** Scores by language, highest first (eld's `getScores()`). */
  getScores(): Record<string, number>;
}

/** n-gram -> index in ELD_PAIRS of its count; built on the first detection in this thread. */
let table: Map<string, number> | undefined;

function ngramTable(): Map<string, number> {
  if (table !== undefined) return table;
  const map = new Map<string, number>();
  let at = 0;
  let start = 0;
  for (;;) {
    const end = ELD_NGRAMS.indexOf("\n", start);
    map.set(ELD_NGRAMS.slice(start, end === -1 ? undefined : end), at);
    at += 1 + 2 * (ELD_PAIRS.charCodeAt(at) - ELD_PAIR_OFFSET);
    if (end === -1) break;
    start = end + 1;
  }
  return (table = map);
}

/** eld's `detect(text)` with its defaults (no subset, no text clean-up). */
export function eldDetect(input: string): EldResult {
  const text = input.substring(0, MAX_INPUT_CHARS);
  const ngrams = byteNgrams(utf8Words(text.replace(ELD_SEPARATORS, " ").trim().toLowerCase()));
  const scores = languageScores(ngrams);
  const best = maxLanguage(scores);
  if (best === -1) return new Result("", [], 0);
  return new Result(ELD_LANGUAGES[best], scores, ngrams.size);
}

/** The words of `str` as strings of eld's byte dictionary, one character per UTF-8 byte (eld's strToUtf8Bytes). */
function utf8Words(str: string): string[] {
  const d = ELD_DICTIONARY;
  let encoded = "";
  const words: string[] = [];
  let countBytes = 0;
  for (let i = 0; i < str.length; i++) {
    let code = str.charCodeAt(i);
    if (code < 0x80) {
      if (code === 32) {
        if (encoded !== "") {
          words.push(encoded);
          encoded = "";
        }
        if (countBytes > CUT_AFTER_BYTES) break;
      } else {
        encoded += str[i];
      }
      countBytes++;
    } else if (code < 0x800) {
      encoded += d[0xc0 | (code >> 6)] + d[0x80 | (code & 0x3f)];
      countBytes += 2;
    } else if (code < 0xd800 || code >= 0xe000) {
      encoded += d[0xe0 | (code >> 12)] + d[0x80 | ((code >> 6) & 0x3f)] + d[0x80 | (code & 0x3f)];
      countBytes += 3;
    } else {
      // A surrogate pair (eld reads the next unit whatever it is).
      i++;
      code = 0x10000 + (((code & 0x3ff) << 10) | (str.charCodeAt(i) & 0x3ff));
      encoded += d[0xf0 | (code >> 18)] + d[0x80 | ((code >> 12) & 0x3f)] + d[0x80 | ((code >> 6) & 0x3f)] + d[0x80 | (code & 0x3f)];
      countBytes += 4;
    }
    if (countBytes > ENFORCE_CUT_AFTER_BYTES) break;
  }
  if (encoded !== "") words.push(encoded);
  return words;
}

/** eld's getByteNgrams: 4-byte n-grams at a stride of 3, a word's first marked by a leading space, its last by a trailing one. */
function byteNgrams(words: readonly string[]): Set<string> {
  const ngrams = new Set<string>();
  for (const word of words) {
    const len = Math.min(word.length, MAX_WORD_BYTES);
    let j = 0;
    for (; j + 4 < len; j += 3) ngrams.add((j === 0 ? " " : "") + word.substring(j, j + 4));
    ngrams.add((j === 0 ? " " : "") + word.substring(len !== 3 ? len - 4 : 0) + " ");
  }
  return ngrams;
}

/** eld's calculateScores: per language, the sum over the text's n-grams of their scores (integers, so the order of the sums does not matter). */
function languageScores(ngrams: ReadonlySet<string>): number[] {
  const map = ngramTable();
  const scores = new Array<number>(ELD_LANGUAGES.length).fill(0);
  for (const ngram of ngrams) {
    const at = map.get(ngram);
    if (at === undefined) continue;
    const count = ELD_PAIRS.charCodeAt(at) - ELD_PAIR_OFFSET;
    for (let k = 0; k < count; k++) {
      const lang = ELD_PAIRS.charCodeAt(at + 1 + 2 * k) - ELD_PAIR_OFFSET;
      scores[lang] += ELD_PAIRS.charCodeAt(at + 2 + 2 * k) - ELD_PAIR_OFFSET + BASE_NGRAM_SCORE;
    }
  }
  return scores;
}

/** eld's getMaxLang: the first language with the highest positive score, -1 for none. */
function maxLanguage(scores: readonly number[]): number {
  let best = -1;
  let max = 0;
  for (let i = 0; i < scores.length; i++) {
    if (scores[i] > 0 && scores[i] > max) {
      max = scores[i];
      best = i;
    }
  }
  return best;
}

/** eld's LanguageResult (the parts this project reads). */
class Result implements EldResult {
  constructor(
    readonly language: string,
    private readonly raw: readonly number[],
    private readonly ngramCount: number,
  ) {}

  /** eld's orderAndScale then getScores: score / (score + 25) per language, highest first (a stable sort: ties by index). */
  getScores(): Record<string, number> {
    const ranked: [number, number][] = [];
    for (let lang = 0; lang < this.raw.length; lang++) {
      if (this.raw[lang] > 0) {
        const ngramScore = this.raw[lang] / this.ngramCount;
        ranked.push([lang, ngramScore / (ngramScore + SCORE_SCALE)]);
      }
    }
    ranked.sort((a, b) => b[1] - a[1]);
    const scores: Record<string, number> = {};
    for (const [lang, score] of ranked) scores[ELD_LANGUAGES[lang]] = score;
    return scores;
  }
}
