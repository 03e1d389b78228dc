/**
 * publishedAt: an ordered cascade of sources, the first that yields a valid date wins.
 * Structured statements of publication come first, then the URL, then what the page
 * shows near its headline; a modification date is the last resort ("published beats
 * modified"). dates.ts turns each raw value into ISO 8601 or rejects it.
 */
import {
  MODIFIED_JSON_LD_KEYS,
  MODIFIED_META_KEYS,
  PUBLISHED_JSON_LD_KEYS,
  PUBLISHED_META_KEYS,
  UPDATED_TEXT_WORDS,
} from "../heuristics/metadata.js";
import { dateFromUrl, parseDateText, parseStructuredDate, type DateContext, type ParsedDate } from "./dates.js";
import { firstString, rankedObjects } from "./jsonld.js";
import type { DateCandidate, MetaSources } from "./sources.js";
import type { ContentTypeHint } from "../types.js";

export interface PublishedInput {
  sources: MetaSources;
  url?: string;
  contentTypeHint?: ContentTypeHint;
  ctx: DateContext;
}

interface DateSource {
  name: string;
  find: (input: PublishedInput) => ParsedDate | undefined;
}

const UPDATED = new RegExp(`(?:${UPDATED_TEXT_WORDS.join("|")})`, "i");
const UPDATED_CLASS = /updat|modif/;

function fromMeta(keys: readonly string[]) {
  return ({ sources, ctx }: PublishedInput): ParsedDate | undefined => {
    for (const k of keys) {
      for (const v of sources.meta.get(k) ?? []) {
        const d = parseStructuredDate(v, ctx);
        if (d) return d;
      }
    }
    return undefined;
  };
}

function fromJsonLd(keys: readonly string[]) {
  return ({ sources, ctx }: PublishedInput): ParsedDate | undefined => {
    const v = firstString(rankedObjects(sources), keys);
    return v === undefined ? undefined : parseStructuredDate(v, ctx);
  };
}

/** The date a candidate element states: its machine value first, else its text. */
function candidateDate(c: DateCandidate, ctx: DateContext): ParsedDate | undefined {
  if (c.machine !== undefined && c.machine !== "") {
    const d = parseStructuredDate(c.machine, ctx);
    if (d) return d;
  }
  if (c.text === "" || UPDATED_CLASS.test(c.classId)) return undefined;
  // "Published 3 May, updated 5 May": keep the text before an update word.
  const upd = UPDATED.exec(c.text);
  const text = upd && upd.index > 0 ? c.text.slice(0, upd.index) : upd ? "" : c.text;
  return parseDateText(text, ctx)[0];
}

/** Candidates ordered by distance to the headline (after it first), within a window. */
function nearHeadline(s: MetaSources, pred: (c: DateCandidate) => boolean): DateCandidate[] {
  const h = s.h1Order;
  const picked = s.dates.filter(pred);
  if (h < 0) return picked;
  return [...picked].sort((a, b) => distance(a.order, h) - distance(b.order, h));
}

/** Elements after the headline are bylines; before it, usually the page header. */
const distance = (order: number, h: number): number => (order >= h ? order - h : (h - order) * 3);

function fromCandidates(pred: (c: DateCandidate) => boolean) {
  return ({ sources, ctx }: PublishedInput): ParsedDate | undefined => {
    for (const c of nearHeadline(sources, pred)) {
      const d = candidateDate(c, ctx);
      if (d) return d;
    }
    return undefined;
  };
}

function fromUrl({ sources, url, ctx }: PublishedInput): ParsedDate | undefined {
  for (const u of [url, sources.canonicalUrl, sources.meta.get("og:url")?.[0]]) {
    if (u === undefined || u === "") continue;
    const d = dateFromUrl(u, ctx);
    if (d) return d;
  }
  return undefined;
}

const STRUCTURED: readonly DateSource[] = [
  { name: "json-ld datePublished", find: fromJsonLd(PUBLISHED_JSON_LD_KEYS) },
  { name: "meta published", find: fromMeta(PUBLISHED_META_KEYS) },
  { name: "itemprop datePublished", find: fromCandidates((c) => c.kind === "itemprop") },
  { name: "time pubdate/published", find: fromCandidates((c) => c.kind === "time" && c.published) },
];
const URL_SOURCE: DateSource = { name: "url", find: fromUrl };
const PAGE: readonly DateSource[] = [
  { name: "time near headline", find: fromCandidates((c) => c.kind === "time" && !UPDATED_CLASS.test(c.classId)) },
  { name: "byline date text", find: fromCandidates((c) => c.kind === "class") },
];
const MODIFIED: readonly DateSource[] = [
  { name: "json-ld dateModified", find: fromJsonLd(MODIFIED_JSON_LD_KEYS) },
  { name: "meta modified", find: fromMeta(MODIFIED_META_KEYS) },
];

/**
 * The cascade. `news` trusts the dated byline before the URL (news URLs carry ids that
 * look like dates less often than section paths do, and their bylines are dated);
 * the other kinds trust the URL first (blog permalinks `/2024/05/01/slug`).
 */
export function cascadeFor(hint: ContentTypeHint | undefined): readonly DateSource[] {
  if (hint === "news") return [...STRUCTURED, ...PAGE, URL_SOURCE, ...MODIFIED];
  return [...STRUCTURED, URL_SOURCE, ...PAGE, ...MODIFIED];
}

export interface PublishedResult {
  value: string;
  source: string;
}

export function extractPublished(input: PublishedInput): PublishedResult | undefined {
  for (const src of cascadeFor(input.contentTypeHint)) {
    const d = src.find(input);
    if (d) return { value: d.iso, source: src.name };
  }
  return undefined;
}
