/**
 * JSON schemas of the routes, which @fastify/swagger turns into /openapi.json. The
 * extraction body is not validated against `extractRequestSchema` by Fastify: the worker
 * applies the same rules to the raw bytes (request-body.ts), plus what a schema cannot
 * say well (byte size of `html`, a parseable absolute URL).
 */
import { ERROR_CATALOGUE, ERROR_CODES } from "./errors.js";
import { CHUNK_MAX_TOKENS, CONTENT_TYPE_HINTS, LANGUAGE_TAG_MAX_CHARS, OUTPUT_FORMATS, URL_MAX_CHARS } from "./limits.js";

/** BCP 47 shape (RFC 5646): letters, then subtags of 1-8 letters/digits, hyphen-separated. */
export const LANGUAGE_TAG_PATTERN = "^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$";

export const extractRequestSchema = {
  $id: "ExtractRequest",
  type: "object",
  required: ["html"],
  properties: {
    html: {
      type: "string",
      // Empty and whitespace-only both fail this (DECISIONS.md: whitespace-only counts as empty).
      pattern: "\\S",
      description: "Raw HTML source of the whole page. At most 2 MiB (2,097,152 bytes) of UTF-8; not empty or whitespace-only.",
    },
    url: {
      type: "string",
      maxLength: URL_MAX_CHARS,
      // Documents the scheme rule; request-body.ts also requires a parseable URL with a host.
      pattern: "^[Hh][Tt][Tt][Pp][Ss]?://",
      description: "Absolute http(s) URL of the page, at most 2,048 characters. Used for labelling and for dates found in it; never fetched.",
    },
    contentTypeHint: {
      type: "string",
      enum: [...CONTENT_TYPE_HINTS],
      description: "`news` prefers a dated byline to a date in the URL; `article` and `blog` change nothing today (docs/metadata.md).",
    },
    languageHint: {
      type: "string",
      maxLength: LANGUAGE_TAG_MAX_CHARS,
      pattern: LANGUAGE_TAG_PATTERN,
      description: "BCP 47 language tag (`en`, `pt-BR`, `zh-Hant`), case-insensitive: a prior for language detection that never overrides clear evidence in the text.",
    },
    format: {
      type: "string",
      enum: [...OUTPUT_FORMATS],
      default: "text",
      description: "`text` (default): `content` is plain text. `markdown`: CommonMark with GFM pipe tables, the same selection dressed as Markdown (docs/markdown.md).",
    },
    links: {
      type: "boolean",
      default: true,
      description: "Markdown only: links as `[text](absolute URL)`, resolved against `<base href>` or `url`; `false` keeps their text only. Unsafe schemes (`javascript:`, `data:`) always keep the text only.",
    },
    images: {
      type: "boolean",
      default: false,
      description: "Markdown only: `true` writes images as `![alt](absolute URL)`.",
    },
    chunks: {
      type: "object",
      required: ["maxTokens"],
      properties: {
        maxTokens: {
          type: "integer",
          minimum: CHUNK_MAX_TOKENS.min,
          maximum: CHUNK_MAX_TOKENS.max,
          description: "Token budget of each chunk (o200k_base, gpt-tokenizer 4.0.0), heading lines included.",
        },
      },
      description: "Adds `chunks`: `content` split at block boundaries under its headings (docs/chunks.md). Also adds `tokens` and `wordCount`.",
    },
    stats: { type: "boolean", default: false, description: "`true` adds `tokens` and `wordCount`." },
  },
  // Unknown fields are ignored (forward compatible), not removed or refused.
  additionalProperties: true,
} as const;

export const extractResponseSchema = {
  $id: "ExtractResponse",
  type: "object",
  required: ["title", "content"],
  properties: {
    title: { type: "string", description: "The headline; empty string when none was found." },
    content: {
      type: "string",
      description: "Main content as plain text: blocks separated by one blank line, list items and table rows on their own lines (cells tab-separated), code whitespace kept. With `format: markdown`, CommonMark + GFM tables (docs/markdown.md). Empty string when nothing was found.",
    },
    excerpt: { type: "string", description: "One or two sentences, at most ~300 characters. Omitted when unknown." },
    author: { type: "string", description: "Author name(s). Omitted when unknown." },
    publishedAt: {
      type: "string",
      description: "RFC 3339 date-time (`2024-05-01T09:30:00Z`, or with its offset), or a date `2024-05-01` when the page gives no time. Omitted when unknown.",
    },
    language: { type: "string", description: "ISO 639-1 code where one exists (`en`), else ISO 639-3. Omitted when unknown." },
    chunks: {
      type: "array",
      description: "With `chunks` in the request: pieces of `content` in order, each at most `maxTokens` tokens (docs/chunks.md).",
      items: {
        type: "object",
        required: ["text", "headingPath", "tokens", "start", "end"],
        properties: {
          text: { type: "string", description: "The chunk's heading lines (those of its path the slice does not start with), a blank line, then `content.slice(start, end)`." },
          headingPath: { type: "array", items: { type: "string" }, description: "Texts of the headings the chunk stands under, outermost first; the title is not one of them." },
          tokens: { type: "integer", description: "Tokens of `text` (o200k_base)." },
          start: { type: "integer", description: "Offset into `content` (UTF-16 code units, as JavaScript strings count) where the chunk's slice starts." },
          end: { type: "integer", description: "Offset into `content` where the slice ends (exclusive)." },
        },
      },
    },
    tokens: { type: "integer", description: "With `chunks` or `stats`: tokens of the whole `content` (o200k_base)." },
    wordCount: { type: "integer", description: "With `chunks` or `stats`: words of the content's text (runs between whitespace holding a letter or digit; Markdown is counted without its markup)." },
  },
} as const;

export const problemSchema = {
  $id: "Problem",
  type: "object",
  required: ["type", "title", "status", "detail", "code", "requestId"],
  properties: {
    type: { type: "string", description: "URI of the error's description in the API reference." },
    title: { type: "string" },
    status: { type: "integer" },
    detail: { type: "string", description: "What was wrong with this request." },
    code: { type: "string", enum: ERROR_CODES, description: "Stable machine-readable code." },
    requestId: { type: "string", description: "Same as the X-Request-Id header." },
    errors: {
      type: "array",
      description: "Validation failures: where (JSON Pointer into the body) and why.",
      items: {
        type: "object",
        required: ["pointer", "detail"],
        properties: { pointer: { type: "string" }, detail: { type: "string" } },
      },
    },
  },
} as const;

export const usageResponseSchema = {
  $id: "Usage",
  type: "object",
  required: ["token", "day", "freeAllowancePerDay", "freeUsedToday", "freeRemainingToday", "resetsAt", "secondsToReset", "credits"],
  properties: {
    token: {
      type: "object",
      required: ["displayPrefix", "primary"],
      properties: { displayPrefix: { type: "string" }, primary: { type: "boolean" } },
    },
    day: { type: "string", description: "The UTC day the free count is kept for, YYYY-MM-DD." },
    freeAllowancePerDay: { type: "integer", description: "100 on the primary token, 0 on additional tokens." },
    freeUsedToday: { type: "integer", description: "Free requests the account has used today (they are all the primary token's)." },
    freeRemainingToday: { type: "integer", description: "Free requests this token has left today." },
    resetsAt: { type: "string", description: "Next 00:00 UTC, RFC 3339." },
    secondsToReset: { type: "integer" },
    credits: { type: "integer", description: "The account's credit balance, shared by all its tokens." },
  },
} as const;

/** Headers documented on authenticated responses. */
export const allowanceHeaderDocs = {
  "X-Request-Id": { description: "Identifies this request (also in error bodies and logs).", schema: { type: "string" } },
  "RateLimit-Policy": { description: '`"daily";q=100;w=86400`: the free daily allowance.', schema: { type: "string" } },
  RateLimit: { description: '`"daily";r=<free requests left today>;t=<seconds to 00:00 UTC>`.', schema: { type: "string" } },
  "X-Credits-Remaining": { description: "The account's credit balance.", schema: { type: "string" } },
} as const;

type ProblemResponse = { description: string; content: { "application/problem+json": { schema: { $ref: string } } } };

/** Error responses of a route for the OpenAPI document, each listing the catalogue codes it carries. */
export function problemResponses(statuses: readonly number[]): Record<string, ProblemResponse> {
  const out: Record<string, ProblemResponse> = {};
  for (const status of statuses) {
    const codes = ERROR_CODES.filter((code) => ERROR_CATALOGUE[code].status === status).map((code) => `\`${code}\``);
    out[String(status)] = { description: codes.join(", "), content: { "application/problem+json": { schema: { $ref: "Problem#" } } } };
  }
  return out;
}
