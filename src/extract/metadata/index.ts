/**
 * The optional response fields (excerpt, author, publishedAt, language), each an
 * ordered cascade of sources. Title lives in title.ts because the body stages use it.
 */
import type { ExtractOptions, ExtractResult } from "../types.js";
import type { MetaSources } from "./sources.js";

export interface MetadataInput {
  sources: MetaSources;
  /** The extracted main text (excerpt fallback, language detection). */
  content: string;
  options: ExtractOptions;
}

export type MetadataFields = Pick<ExtractResult, "excerpt" | "author" | "publishedAt" | "language">;

/** Fields that could not be determined are left out (never null, never ""). */
export function extractMetadata(_input: MetadataInput): MetadataFields {
  return {};
}
