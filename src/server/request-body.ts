/**
 * Reading an extraction request body: bytes -> JSON -> a checked `ExtractRequest`, or
 * the catalogue error that describes what is wrong. Pure and synchronous; it runs in the
 * extraction worker (extract-worker.ts), so the event loop never decodes or parses a
 * multi-megabyte body. The checks are the ones `extractRequestSchema` (schemas.ts)
 * documents in /openapi.json; test/server/errors.test.ts sends a real request for each.
 *
 * Order: not JSON or not an object -> invalid_json; `html` over 2 MiB -> payload_too_large
 * (an oversized document is never reported as a validation failure); then every field
 * at once -> validation_failed with one pointer per field.
 */
import type { ContentTypeHint, OutputFormat } from "../extract/index.js";
import type { FieldError } from "./errors.js";
import { CHUNK_MAX_TOKENS, CONTENT_TYPE_HINTS, HTML_MAX_BYTES, LANGUAGE_TAG_MAX_CHARS, LIMIT_TEXT, OUTPUT_FORMATS, URL_MAX_CHARS } from "./limits.js";
import { LANGUAGE_TAG_PATTERN } from "./schemas.js";
import { checkPageUrl } from "./validation.js";

export interface ExtractRequest {
  readonly html: string;
  readonly url?: string;
  readonly contentTypeHint?: ContentTypeHint;
  readonly languageHint?: string;
  readonly format?: OutputFormat;
  readonly links?: boolean;
  readonly images?: boolean;
  readonly chunks?: { readonly maxTokens: number };
  readonly stats?: boolean;
}

export type BodyVerdict =
  | { readonly ok: true; readonly request: ExtractRequest; readonly htmlBytes: number }
  | {
      readonly ok: false;
      readonly code: "invalid_json" | "validation_failed" | "payload_too_large";
      readonly detail: string;
      readonly errors?: readonly FieldError[];
      readonly htmlBytes: number;
    };

const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);
const NOT_BLANK = /\S/;
const HINTS: ReadonlySet<string> = new Set(CONTENT_TYPE_HINTS);
const FORMATS: ReadonlySet<string> = new Set(OUTPUT_FORMATS);
const TAG_DETAIL = "must be a BCP 47 language tag such as en, pt-BR or zh-Hant";

const fail = (code: "invalid_json" | "validation_failed" | "payload_too_large", detail: string, htmlBytes = 0, errors?: FieldError[]): BodyVerdict => ({
  ok: false,
  code,
  detail,
  htmlBytes,
  ...(errors !== undefined ? { errors } : {}),
});

export function readExtractRequest(bytes: Uint8Array): BodyVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail("invalid_json", text.trim() === "" ? "request body is empty; send a JSON object with an html field" : "request body is not valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return fail("invalid_json", "request body must be a JSON object with an html field");
  // Own properties only: a "__proto__" key is an ordinary own key after JSON.parse and is never read.
  const fields = body as Record<string, unknown>;
  const own = (key: string): unknown => (Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined);
  const html = own("html");
  const htmlBytes = typeof html === "string" ? Buffer.byteLength(html, "utf8") : 0;
  if (htmlBytes > HTML_MAX_BYTES) return fail("payload_too_large", `html is ${htmlBytes} bytes; the limit is ${LIMIT_TEXT.html}`, htmlBytes);

  const errors: FieldError[] = [];
  if (html === undefined) errors.push({ pointer: "/html", detail: "is required" });
  else if (typeof html !== "string") errors.push({ pointer: "/html", detail: "must be a string of HTML" });
  else if (!NOT_BLANK.test(html)) errors.push({ pointer: "/html", detail: "must not be empty or whitespace only" });

  const url = own("url");
  if (url !== undefined) {
    if (typeof url !== "string") errors.push({ pointer: "/url", detail: "must be a string" });
    else if (url.length > URL_MAX_CHARS) errors.push({ pointer: "/url", detail: `must be at most ${URL_MAX_CHARS} characters` });
    else {
      const bad = checkPageUrl(url);
      if (bad !== null) errors.push(bad);
    }
  }
  const hint = own("contentTypeHint");
  if (hint !== undefined) {
    if (typeof hint !== "string") errors.push({ pointer: "/contentTypeHint", detail: "must be a string" });
    else if (!HINTS.has(hint)) errors.push({ pointer: "/contentTypeHint", detail: `must be one of ${CONTENT_TYPE_HINTS.join(", ")}` });
  }
  const lang = own("languageHint");
  if (lang !== undefined) {
    if (typeof lang !== "string") errors.push({ pointer: "/languageHint", detail: "must be a string" });
    else if (lang.length > LANGUAGE_TAG_MAX_CHARS || !LANGUAGE_TAG.test(lang)) errors.push({ pointer: "/languageHint", detail: TAG_DETAIL });
  }
  const format = own("format");
  if (format !== undefined) {
    if (typeof format !== "string") errors.push({ pointer: "/format", detail: "must be a string" });
    else if (!FORMATS.has(format)) errors.push({ pointer: "/format", detail: `must be one of ${OUTPUT_FORMATS.join(", ")}` });
  }
  const flags = { links: own("links"), images: own("images"), stats: own("stats") };
  for (const [name, value] of Object.entries(flags)) {
    if (value !== undefined && typeof value !== "boolean") errors.push({ pointer: `/${name}`, detail: "must be true or false" });
  }
  const chunks = own("chunks");
  let maxTokens: number | undefined;
  if (chunks !== undefined) {
    if (typeof chunks !== "object" || chunks === null || Array.isArray(chunks)) {
      errors.push({ pointer: "/chunks", detail: "must be an object such as {\"maxTokens\": 512}" });
    } else {
      const raw = Object.prototype.hasOwnProperty.call(chunks, "maxTokens") ? (chunks as Record<string, unknown>).maxTokens : undefined;
      const range = `${CHUNK_MAX_TOKENS.min}..${CHUNK_MAX_TOKENS.max}`;
      if (raw === undefined) errors.push({ pointer: "/chunks/maxTokens", detail: `is required (an integer ${range})` });
      else if (typeof raw !== "number" || !Number.isInteger(raw)) errors.push({ pointer: "/chunks/maxTokens", detail: `must be an integer ${range}` });
      else if (raw < CHUNK_MAX_TOKENS.min || raw > CHUNK_MAX_TOKENS.max) errors.push({ pointer: "/chunks/maxTokens", detail: `must be within ${range}` });
      else maxTokens = raw;
    }
  }
  if (errors.length > 0) {
    return fail("validation_failed", errors.map((e) => `${e.pointer}: ${e.detail}`).join("; "), htmlBytes, errors);
  }
  return {
    ok: true,
    htmlBytes,
    request: {
      html: html as string,
      ...(url !== undefined ? { url: url as string } : {}),
      ...(hint !== undefined ? { contentTypeHint: hint as ContentTypeHint } : {}),
      ...(lang !== undefined ? { languageHint: lang as string } : {}),
      ...(format !== undefined ? { format: format as OutputFormat } : {}),
      ...(flags.links !== undefined ? { links: flags.links as boolean } : {}),
      ...(flags.images !== undefined ? { images: flags.images as boolean } : {}),
      ...(maxTokens !== undefined ? { chunks: { maxTokens } } : {}),
      ...(flags.stats !== undefined ? { stats: flags.stats as boolean } : {}),
    },
  };
}
