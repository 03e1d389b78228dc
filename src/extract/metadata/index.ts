/**
 * The optional response fields (excerpt, author, publishedAt, language), each an
 * ordered cascade of sources in its own file. Title lives in title.ts because the body
 * stages use it. Every field is left out when unknown (never null, never "").
 */
import type { ExtractOptions, ExtractResult } from "../types.js";
import { extractAuthor } from "./author.js";
import { extractExcerpt } from "./excerpt.js";
import { chooseLanguage, declaredLanguage } from "./language.js";
import { extractPublished } from "./published.js";
import { isArticleLike, typesOf } from "./jsonld.js";
import { OFFER_PAGE_TYPES, OFFER_TYPE_SUFFIX } from "../heuristics/metadata.js";
import { TextWindows, type MetaSources } from "./sources.js";
import { metadataText } from "./text.js";
import { urlParts } from "./url.js";

export interface MetadataInput {
  sources: MetaSources;
  /** The extracted main text (excerpt fallback, language detection). */
  content: string;
  options: ExtractOptions;
  /** The chosen title (an excerpt that only repeats it is skipped). */
  title?: string;
  /** Clock for "never in the future" (tests inject one). */
  now?: Date;
}

export type MetadataFields = Pick<ExtractResult, "excerpt" | "author" | "publishedAt" | "language">;

/** English outside the US writes day-first (huffingtonpost.co.uk declares plain "en"). */
const DAY_FIRST_ENGLISH = /^en[-_](?:gb|au|nz|ie|in|za)/;
const DAY_FIRST_HOSTS = /\.(?:uk|au|nz|ie|in|za)$/;

/** Numeric dates (`03/04/2021`) are month-first only on (US) English pages. */
function dayFirst(s: MetaSources, declared: string | undefined, hint: string | undefined, url: string | undefined): boolean {
  const locale = [s.htmlLang, s.meta.get("og:locale")?.[0] ?? "", hint ?? ""].map((x) => x.toLowerCase());
  if (declared !== "en" && !(declared === undefined && (hint ?? "").toLowerCase().startsWith("en"))) return true;
  if (locale.some((l) => DAY_FIRST_ENGLISH.test(l))) return true;
  for (const u of [url, s.canonicalUrl]) {
    if (u === undefined || u === "") continue;
    const host = urlParts(u)?.hostname;
    if (host !== undefined && DAY_FIRST_HOSTS.test(host)) return true;
  }
  return false;
}

/** og:type values of a shop's product page (`product`, `product.item`, `og:product`). */
const PRODUCT_OG_TYPE = /^(?:og:)?product\b/i;

/**
 * A shop's product page, or another page that offers something (a holiday flat, an app,
 * a course, a restaurant: OFFER_PAGE_TYPES): declared so (og:type, or a JSON-LD object of
 * such a type and no article). No one signs it; the names and dates in its markup are its
 * reviews' ("Sabine K., verifizierter Kauf", "02.03.2024"), so only what the publisher
 * states (JSON-LD, meta tags, the URL) is read for author and date.
 */
export function isProductPage(s: MetaSources): boolean {
  if (s.meta.get("og:type")?.some((t) => PRODUCT_OG_TYPE.test(t.trim())) === true) return true;
  return s.jsonLd.some((o) => typesOf(o).some(isOfferType)) && !s.jsonLd.some(isArticleLike);
}
const isOfferType = (t: string): boolean => OFFER_PAGE_TYPES.has(t) || OFFER_TYPE_SUFFIX.test(t);

/** The sources without what the page's markup and text say (bylines, date elements, text windows). */
function structuredOnly(s: MetaSources): MetaSources {
  return { ...s, bylines: [], dates: [], text: new TextWindows([], -1) };
}

export function extractMetadata(input: MetadataInput): MetadataFields {
  const { content, options } = input;
  const sources = isProductPage(input.sources) ? structuredOnly(input.sources) : input.sources;
  const out: MetadataFields = {};
  const url = options.url;
  const excerpt = extractExcerpt({ sources, content, title: input.title ?? "" });
  const cleanExcerpt = excerpt === undefined ? "" : metadataText(excerpt).trim();
  if (cleanExcerpt !== "") out.excerpt = cleanExcerpt;
  const author = extractAuthor({
    sources,
    url,
    contentTypeHint: options.contentTypeHint,
    // A shop's product page ends with its reviews: its text signs nothing (isProductPage).
    content: sources === input.sources ? content : undefined,
  });
  const cleanAuthor = author === undefined ? "" : metadataText(author.value).trim();
  if (cleanAuthor !== "") out.author = cleanAuthor;
  // Read once: the date order and the language field both start from it.
  const declared = declaredLanguage(sources);
  const ctx = { now: input.now ?? new Date(), dayFirst: dayFirst(sources, declared, options.languageHint, url) };
  const published = extractPublished({ sources, url, contentTypeHint: options.contentTypeHint, ctx });
  if (published !== undefined) out.publishedAt = published.value;
  const language = chooseLanguage(declared, content, options.languageHint);
  if (language !== undefined) out.language = language.value;
  return out;
}
