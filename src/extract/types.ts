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
  /** `"text"` (default): plain text; `"markdown"`: CommonMark + GFM tables (docs/markdown.md). */
  format?: OutputFormat;
  /** Markdown only: links as `[text](url)` (default true); false keeps their text. */
  links?: boolean;
  /** Markdown only: images as `![alt](url)` (default false). */
  images?: boolean;
  /** Split `content` into heading-aware chunks of at most `maxTokens` tokens (64..8192; docs/chunks.md). */
  chunks?: { maxTokens: number };
  /** Add `tokens` and `wordCount` (also added when `chunks` is asked for). */
  stats?: boolean;
}

export type OutputFormat = "text" | "markdown";

/** One piece of `content` (docs/chunks.md). */
export interface Chunk {
  /** The chunk's text: its heading lines (when the slice does not start with them), then content.slice(start, end). */
  text: string;
  /** The headings the chunk stands under, outermost first (the title not included). */
  headingPath: string[];
  /** Tokens of `text` (o200k_base). */
  tokens: number;
  /** UTF-16 offsets into `content`: the chunk covers content.slice(start, end). */
  start: number;
  end: number;
}

/** Response fields per ../shared/spec/DECISIONS.md: optional fields are omitted when unknown. */
export interface ExtractResult {
  title: string;
  content: string;
  excerpt?: string;
  author?: string;
  publishedAt?: string;
  language?: string;
  /** With `chunks`. */
  chunks?: Chunk[];
  /** With `chunks` or `stats`: tokens of the whole `content` (o200k_base). */
  tokens?: number;
  /** With `chunks` or `stats`: words of the content's text. */
  wordCount?: number;
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
