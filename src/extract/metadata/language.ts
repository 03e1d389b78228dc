/**
 * language: the declared language (`<html lang>`, `content-language`, `og:locale`,
 * JSON-LD `inLanguage`) checked against detection on the extracted text (eld, chosen
 * in docs/metadata.md). Detection wins when it contradicts the declaration confidently
 * on enough text; `languageHint` is a prior that decides when the evidence is weak.
 */
import { eld } from "eld/extrasmall";
import {
  DETECTION_MARGIN,
  DETECTION_SAMPLE_CHARS,
  ISO639_3_TO_1,
  LANGUAGE_PLACEHOLDERS,
  MIN_DETECTION_CHARS,
  MIN_UNDECLARED_CHARS,
} from "../heuristics/metadata.js";
import { firstString, rankedObjects } from "./jsonld.js";
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

/** eld on at most DETECTION_SAMPLE_CHARS of `text`; undefined when it finds nothing. */
export function detectLanguage(text: string): Detection | undefined {
  const sample = text.length > DETECTION_SAMPLE_CHARS ? text.slice(0, DETECTION_SAMPLE_CHARS) : text;
  if (sample.trim().length < 20) return undefined;
  const r = eld.detect(sample);
  if (r.language === "") return undefined;
  const byLang = r.getScores();
  const scores = Object.values(byLang).sort((a, b) => b - a);
  const margin = scores.length < 2 || scores[1] <= 0 ? Infinity : scores[0] / scores[1];
  return { language: normalizeLanguage(r.language) ?? r.language, margin, chars: sample.length, scores: byLang, top: scores[0] ?? 0 };
}

export function declaredLanguage(s: MetaSources): string | undefined {
  const candidates = [
    s.htmlLang,
    s.meta.get("content-language")?.[0],
    s.meta.get("og:locale")?.[0],
    s.meta.get("language")?.[0],
    s.meta.get("dc.language")?.[0],
    firstString(rankedObjects(s), ["inLanguage"]),
  ];
  for (const c of candidates) {
    const n = normalizeLanguage(c);
    if (n !== undefined) return n;
  }
  return undefined;
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
 * 1. a confident detection on >= MIN_DETECTION_CHARS that contradicts the declaration wins,
 *    and so does a weaker detection that agrees with the hint;
 * 2. else the declaration;
 * 3. else a detection, unless it is weak and the hint scores close to it: then the hint;
 * 4. else the hint.
 */
export function extractLanguage(input: LanguageInput): LanguageResult | undefined {
  const declared = declaredLanguage(input.sources);
  const hint = normalizeLanguage(input.languageHint);
  const text = input.content;
  const detection = text.length >= 20 ? detectLanguage(text) : undefined;
  const confident = detection !== undefined && detection.chars >= MIN_DETECTION_CHARS && detection.margin >= DETECTION_MARGIN;
  if (declared !== undefined) {
    if (detection !== undefined && detection.language !== declared && detection.chars >= MIN_DETECTION_CHARS) {
      if (confident || detection.language === hint) return { value: detection.language, source: "detected" };
    }
    return { value: declared, source: "declared" };
  }
  if (detection !== undefined && detection.chars >= MIN_UNDECLARED_CHARS) {
    // The hint as a prior: it decides on short text and between close scores.
    if (hint !== undefined && hint !== detection.language && !confident) {
      const hintScore = detection.scores[hint] ?? 0;
      if (detection.chars < MIN_DETECTION_CHARS || hintScore * DETECTION_MARGIN >= detection.top) return { value: hint, source: "hint" };
    }
    return { value: detection.language, source: "detected" };
  }
  return hint === undefined ? undefined : { value: hint, source: "hint" };
}
