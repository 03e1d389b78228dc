import type { Removal, StageTiming } from "./trace.js";

export type ContentTypeHint = "article" | "blog" | "news";

export interface ExtractOptions {
  /** Page URL: labelling, and dates or site hints found in it. Never fetched. */
  url?: string;
  contentTypeHint?: ContentTypeHint;
  /** BCP 47 tag, a prior for language detection. */
  languageHint?: string;
  /** Let the learned block model revise the article (docs/model.md); the default is in model/index.ts. */
  blockModel?: boolean;
  /** Record the removal trace and per-stage timings (costs time). */
  debug?: boolean;
  /**
   * Rule ids (rules.ts) to switch off, for measuring what each rule is worth
   * (scripts/dev/ablate.mjs). Not part of the API: an unknown id throws a TypeError.
   */
  disableRules?: readonly string[];
}

/** Response fields per ../shared/spec/DECISIONS.md: optional fields are omitted when unknown. */
export interface ExtractResult {
  title: string;
  content: string;
  excerpt?: string;
  author?: string;
  publishedAt?: string;
  language?: string;
}

export interface ExtractDebug {
  strategy: string;
  /** The blocks the article was read from, as `tag#id.class` labels. */
  selected: string[];
  /** Every strategy tried, in order, with what it selected and how much text it gave. */
  attempts: Array<{ strategy: string; selected: string[]; chars: number }>;
  removals: Removal[];
  timings: StageTiming[];
}

export interface ExtractOutput {
  result: ExtractResult;
  debug?: ExtractDebug;
}
