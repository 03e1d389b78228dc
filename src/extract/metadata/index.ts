/**
 * The optional response fields (excerpt, author, publishedAt, language), each an
 * ordered cascade of sources in its own file. Title lives in title.ts because the body
 * stages use it. Every field is left out when unknown (never null, never "").
 */
import type { ExtractOptions, ExtractResult } from "../types.js";
import { extractAuthor } from "./author.js";
import { extractExcerpt } from "./excerpt.js";
import { extractLanguage, declaredLanguage } from "./language.js";
import { extractPublished } from "./published.js";
import type { MetaSources } from "./sources.js";

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

/** Numeric dates (`03/04/2021`) are month-first only on US-English pages. */
function dayFirst(s: MetaSources, hint: string | undefined): boolean {
  const raw = (s.htmlLang || hint || "").toLowerCase();
  if (raw === "en-us" || raw === "en_us") return false;
  return declaredLanguage(s) !== "en" || raw.startsWith("en-gb") || raw.startsWith("en-au") || raw.startsWith("en-in");
}

export function extractMetadata(input: MetadataInput): MetadataFields {
  const { sources, content, options } = input;
  const out: MetadataFields = {};
  const url = options.url;
  const excerpt = extractExcerpt({ sources, content, title: input.title ?? "" });
  if (excerpt !== undefined && excerpt !== "") out.excerpt = excerpt;
  const author = extractAuthor({ sources, url, contentTypeHint: options.contentTypeHint });
  if (author !== undefined) out.author = author.value;
  const ctx = { now: input.now ?? new Date(), dayFirst: dayFirst(sources, options.languageHint) };
  const published = extractPublished({ sources, url, contentTypeHint: options.contentTypeHint, ctx });
  if (published !== undefined) out.publishedAt = published.value;
  const language = extractLanguage({ sources, content, languageHint: options.languageHint });
  if (language !== undefined) out.language = language.value;
  return out;
}
