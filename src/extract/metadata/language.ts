/**
 * language: the declared language (`<html lang>`, `content-language`, `og:locale`,
 * JSON-LD `inLanguage`) checked against detection on the extracted text (eld, chosen
 * in docs/metadata.md; run from a compact copy of its table, detector.ts). Detection
 * wins when it contradicts the declaration confidently on enough text; `languageHint`
 * is a prior that decides when the evidence is weak.
 */
import {
  CLOSE_LANGUAGES,
  DETECTION_MARGIN,
  DETECTION_SAMPLE_CHARS,
  FUNCTION_WORDS,
  FUNCTION_WORD_LEAD,
  FUNCTION_WORD_SHARE,
  ISO639_3_TO_1,
  LANGUAGE_PLACEHOLDERS,
  MIN_DETECTION_CHARS,
  MIN_FUNCTION_WORD_SAMPLE,
  MIN_UNDECLARED_CHARS,
} from "../heuristics/metadata.js";
import { DETECTOR_LANGUAGES, eldDetect, type EldResult } from "./detector.js";
import { firstString, rankedObjects } from "./jsonld.js";
import { isAsciiLetter } from "../dom/node.js";
import type { MetaSources } from "./sources.js";

/** BCP 47 / locale (`en-US`, `pt_BR`, `zh-Hant`, `ENG`) -> lowercase ISO 639-1 (or 639-3). */
export function normalizeLanguage(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const first = raw.trim().split(/[,;\s]/)[0].toLowerCase();
  if (LANGUAGE_PLACEHOLDERS.has(first)) return undefined;
  const primary = first.split(/[-_]/)[0];
  if (!/^[a-z]{2,3}$/.test(primary) || LANGUAGE_PLACEHOLDERS.has(primary)) return undefined;
  if (primary.length === 3) return ISO639_3_TO_1.get(primary) ?? primary;
  // Legacy codes still seen in the wild.
  if (primary === "iw") return "he";
  if (primary === "in") return "id";
  if (primary === "ji") return "yi";
  return primary;
}

export interface Detection {
  language: string;
  /** Top score divided by the runner-up's (Infinity when alone). */
  margin: number;
  /** Characters the detection was made on. */
  chars: number;
  /** Score per language (ISO 639-1), for the hint prior. */
  scores: Record<string, number>;
  top: number;
}

/**
 * A detection whose scores are read from eld only when asked: most pages need just the
 * language (it agrees with the declaration), and eld orders and scales all its scores
 * on every getScores() call.
 */
class EldDetection implements Detection {
  private byLanguage: Record<string, number> | undefined;
  /** The scores, highest first. */
  private ranked: number[] | undefined;

  constructor(
    readonly language: string,
    readonly chars: number,
    private readonly result: EldResult,
  ) {}

  get scores(): Record<string, number> {
    return (this.byLanguage ??= this.result.getScores());
  }

  get top(): number {
    return this.rankedScores()[0] ?? 0;
  }

  get margin(): number {
    const ranked = this.rankedScores();
    return ranked.length < 2 || ranked[1] <= 0 ? Infinity : ranked[0] / ranked[1];
  }

  private rankedScores(): number[] {
    return (this.ranked ??= Object.values(this.scores).sort((a, b) => b - a));
  }
}

/** The start of `text` that language checks read: at most DETECTION_SAMPLE_CHARS. */
const detectionSample = (text: string): string => (text.length > DETECTION_SAMPLE_CHARS ? text.slice(0, DETECTION_SAMPLE_CHARS) : text);

/** eld on at most DETECTION_SAMPLE_CHARS of `text`; undefined when it finds nothing. */
export function detectLanguage(text: string): Detection | undefined {
  const sample = detectionSample(text);
  if (sample.trim().length < 20) return undefined;
  const r = eldDetect(sample);
  if (r.language === "") return undefined;
  return new EldDetection(normalizeLanguage(r.language) ?? r.language, sample.length, r);
}

/** FUNCTION_WORDS' languages, in order, and each word's languages as bits of that order. */
const FUNCTION_WORD_LANGUAGES: readonly string[] = Object.keys(FUNCTION_WORDS);
const FUNCTION_WORD_BITS: ReadonlyMap<string, number> = (() => {
  const bits = new Map<string, number>();
  FUNCTION_WORD_LANGUAGES.forEach((lang, i) => {
    for (const w of FUNCTION_WORDS[lang].split(" ")) bits.set(w, (bits.get(w) ?? 0) | (1 << i));
  });
  return bits;
})();
const LETTER = /^\p{L}$/u;
/** The longest function word, in code units: a longer word is counted, never looked up. */
const MAX_FUNCTION_WORD_LENGTH = Math.max(...[...FUNCTION_WORD_BITS.keys()].map((w) => w.length));

/** How many code units the letter (`\p{L}`) at `i` of `s` takes, or 0 when no letter starts there. */
function letterAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 128) return isAsciiLetter(c) ? 1 : 0;
  const cp = s.codePointAt(i)!;
  return LETTER.test(String.fromCodePoint(cp)) ? (cp > 0xffff ? 2 : 1) : 0;
}

/**
 * The listed language (FUNCTION_WORDS) the text plainly reads as by its function words:
 * a good share of its words are that language's, and clearly more than any other listed
 * language's. Undefined for short texts and when no language stands out.
 */
export function functionWordsLanguage(text: string): string | undefined {
  const counts = new Array<number>(FUNCTION_WORD_LANGUAGES.length).fill(0);
  let words = 0;
  // Words are runs of letters (code points of \p{L}), read in place: only those short
  // enough to be a function word are cut out and looked up.
  const lower = text.toLowerCase();
  const n = lower.length;
  let i = 0;
  while (i < n) {
    let step = letterAt(lower, i);
    if (step === 0) {
      i++;
      continue;
    }
    const start = i;
    do i += step;
    while (i < n && (step = letterAt(lower, i)) !== 0);
    words++;
    if (i - start > MAX_FUNCTION_WORD_LENGTH) continue;
    const bits = FUNCTION_WORD_BITS.get(lower.slice(start, i));
    if (bits === undefined) continue;
    for (let k = 0; k < counts.length; k++) if ((bits & (1 << k)) !== 0) counts[k]++;
  }
  if (words < MIN_FUNCTION_WORD_SAMPLE) return undefined;
  let best = 0;
  for (let i = 1; i < counts.length; i++) if (counts[i] > counts[best]) best = i;
  let other = 0;
  for (let i = 0; i < counts.length; i++) if (i !== best && counts[i] > other) other = counts[i];
  // The lead (FUNCTION_WORD_LEAD > 1) makes the language that passes the unique highest count.
  return counts[best] >= FUNCTION_WORD_SHARE * words && counts[best] >= FUNCTION_WORD_LEAD * other ? FUNCTION_WORD_LANGUAGES[best] : undefined;
}

/** The text reads as the declared language by its function words (functionWordsLanguage); false for languages without a list. */
export function functionWordsConfirm(text: string, declared: string): boolean {
  return functionWordsLanguage(text) === declared;
}

/** Meta tags that declare the page's language, in order of trust (after `<html lang>`). */
const LANGUAGE_META_KEYS: readonly string[] = ["content-language", "og:locale", "language", "dc.language"];

export function declaredLanguage(s: MetaSources): string | undefined {
  const html = normalizeLanguage(s.htmlLang);
  if (html !== undefined) return html;
  for (const k of LANGUAGE_META_KEYS) {
    const n = normalizeLanguage(s.meta.get(k)?.[0]);
    if (n !== undefined) return n;
  }
  // JSON-LD last, and only read when nothing above declares a language.
  return normalizeLanguage(firstString(rankedObjects(s), ["inLanguage"]));
}

export interface LanguageInput {
  sources: MetaSources;
  content: string;
  languageHint?: string;
}

export interface LanguageResult {
  value: string;
  source: "declared" | "detected" | "hint";
}

/**
 * 1. a confident detection on >= MIN_DETECTION_CHARS that contradicts the declaration wins
 *    when the declared language is one the detector knows, and any detection that agrees
 *    with the hint wins;
 * 2. else the declaration;
 * 3. else a detection, unless it is weak and the hint scores close to it: then the hint;
 * 4. else the hint.
 */
export function extractLanguage(input: LanguageInput): LanguageResult | undefined {
  return chooseLanguage(declaredLanguage(input.sources), input.content, input.languageHint);
}

/** The two languages are one of CLOSE_LANGUAGES' groups (a detection does not tell them apart). */
function areClose(a: string, b: string): boolean {
  return CLOSE_LANGUAGES.some((group) => group.includes(a) && group.includes(b));
}

/** extractLanguage for a caller that already knows the declared language (extractMetadata also needs it for dates). */
export function chooseLanguage(declared: string | undefined, text: string, languageHint: string | undefined): LanguageResult | undefined {
  const hint = normalizeLanguage(languageHint);
  // eld is the costliest step of the metadata: it runs only on text long enough for
  // its answer to count (below these lengths every branch below ignores it).
  const sampleChars = Math.min(text.length, DETECTION_SAMPLE_CHARS);
  const counts = sampleChars >= (declared === undefined ? MIN_UNDECLARED_CHARS : MIN_DETECTION_CHARS);
  // A text whose function words are plainly the declared language's cannot overturn the
  // declaration (rule 1 needs a confident contradiction): eld is not asked. With a hint
  // for another language it is, since rule 1 also weighs a weak detection of the hint.
  if (declared !== undefined && counts && (hint === undefined || hint === declared)) {
    if (functionWordsConfirm(detectionSample(text), declared)) return { value: declared, source: "declared" };
  }
  // Nothing declared: a text whose function words are plainly one listed language's is
  // that language (eld agrees on every such dev page; docs/metadata.md), unless a hint
  // for another language asks for eld's scores (rule 3 weighs them).
  if (declared === undefined && counts) {
    const byWords = functionWordsLanguage(detectionSample(text));
    if (byWords !== undefined && (hint === undefined || hint === byWords)) return { value: byWords, source: "detected" };
  }
  const detection = text.length >= 20 && counts ? detectLanguage(text) : undefined;
  // A function, so that eld's scores are read only when a decision needs the margin.
  const confident = (d: Detection): boolean => d.chars >= MIN_DETECTION_CHARS && d.margin >= DETECTION_MARGIN;
  if (declared !== undefined) {
    if (detection !== undefined && detection.language !== declared && detection.chars >= MIN_DETECTION_CHARS && !areClose(detection.language, declared)) {
      // A declared language the detector does not know (DETECTOR_LANGUAGES) is never
      // what it answers, so its confidence says nothing against the declaration: a
      // Swahili page declared `sw` is read as Tagalog, confidently (batch 30). Only a
      // detection the caller's hint agrees with overturns such a declaration.
      if (detection.language === hint || (confident(detection) && DETECTOR_LANGUAGES.has(declared))) return { value: detection.language, source: "detected" };
    }
    return { value: declared, source: "declared" };
  }
  if (detection !== undefined && detection.chars >= MIN_UNDECLARED_CHARS) {
    // The hint as a prior: it decides on short text and between close scores.
    if (hint !== undefined && hint !== detection.language && !confident(detection)) {
      const hintScore = detection.scores[hint] ?? 0;
      if (detection.chars < MIN_DETECTION_CHARS || hintScore * DETECTION_MARGIN >= detection.top) return { value: hint, source: "hint" };
    }
    return { value: detection.language, source: "detected" };
  }
  return hint === undefined ? undefined : { value: hint, source: "hint" };
}
