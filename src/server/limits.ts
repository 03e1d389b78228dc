/**
 * Request limits of the HTTP API, each with where its number comes from. Operational
 * settings (port, workers, time budget, burst rate, queue) are in config.ts.
 */

const MiB = 1024 * 1024;

/** DECISIONS.md: "2MB" is 2 MiB of the UTF-8 encoded `html` value. Over it: 413. */
export const HTML_MAX_BYTES = 2 * MiB;
/** DECISIONS.md: the whole JSON body may be 8 MiB (JSON escaping inflates HTML), counted after gzip decoding. */
export const BODY_MAX_BYTES = 8 * MiB;
/** Time for a whole request to arrive (Node's requestTimeout): 8 MiB at 1 Mbit/s is 67 s. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** DECISIONS.md: `url` is an absolute http(s) URL of at most 2,048 characters. */
export const URL_MAX_CHARS = 2048;
/**
 * `languageHint` is a BCP 47 tag. The longest well-formed tags in practice stay under
 * 35 characters (RFC 5646 section 4.4.1 asks implementations to support at least 35).
 */
export const LANGUAGE_TAG_MAX_CHARS = 35;
/** DECISIONS.md: `contentTypeHint` is exactly one of these. */
export const CONTENT_TYPE_HINTS = ["article", "blog", "news"] as const;

/** Human wording of the limits, for error details and the API reference. */
export const LIMIT_TEXT = {
  html: "2 MiB (2,097,152 bytes of UTF-8)",
  body: "8 MiB (8,388,608 bytes, after gzip decoding)",
} as const;

/** Issue 17: `format` is exactly one of these (docs/markdown.md). */
export const OUTPUT_FORMATS = ["text", "markdown"] as const;
/**
 * Issue 17: `chunks.maxTokens` range. 64: below it a heading path and one sentence do not
 * fit; 8192: the context of the embedding models chunks are made for.
 */
export const CHUNK_MAX_TOKENS = { min: 64, max: 8192 } as const;
