/**
 * The one error catalogue of the HTTP API (DECISIONS.md, "Errors"). Handlers and hooks
 * throw `ApiError`s; the error handler in app.ts renders every one of them, and every
 * error Fastify or a plugin raises, as RFC 9457 `application/problem+json`:
 *
 *   { "type", "title", "status", "detail", "code", "requestId", "errors"? }
 *
 * `code` values are stable: clients branch on them. `type` is a URI naming the code,
 * resolvable in the API reference (/docs#errors).
 */
import { LIMIT_TEXT } from "./limits.js";

export const ERROR_CATALOGUE = {
  invalid_json: { status: 400, title: "Request body is not a JSON object" },
  validation_failed: { status: 400, title: "Request body failed validation" },
  missing_token: { status: 401, title: "API token missing" },
  invalid_token: { status: 401, title: "API token invalid" },
  insufficient_credits: { status: 402, title: "Free allowance used up and no credits left" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  payload_too_large: { status: 413, title: "Payload too large" },
  unsupported_media_type: { status: 415, title: "Unsupported media type" },
  rate_limited: { status: 429, title: "Too many requests" },
  overloaded: { status: 503, title: "Server overloaded" },
  extraction_timeout: { status: 504, title: "Extraction took too long" },
  internal_error: { status: 500, title: "Internal error" },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** One failed check of the request body: a JSON Pointer (RFC 6901) into it and why. */
export interface FieldError {
  readonly pointer: string;
  readonly detail: string;
}

export interface ApiErrorOptions {
  readonly errors?: readonly FieldError[];
  /** Extra response headers (Allow, Retry-After, WWW-Authenticate...). */
  readonly headers?: Readonly<Record<string, string>>;
}

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly errors: readonly FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    options: ApiErrorOptions = {},
  ) {
    super(`${code}: ${detail}`);
    this.status = ERROR_CATALOGUE[code].status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  requestId: string;
  errors?: FieldError[];
}

/** Where `type` points: the catalogue's section of the API reference page. */
export function problemType(code: ErrorCode): string {
  return `/docs#error-${code}`;
}

export function problemBody(err: ApiError, requestId: string): ProblemBody {
  const body: ProblemBody = {
    type: problemType(err.code),
    title: ERROR_CATALOGUE[err.code].title,
    status: err.status,
    detail: err.detail,
    code: err.code,
    requestId,
  };
  if (err.errors !== undefined) body.errors = [...err.errors];
  return body;
}

export const PROBLEM_CONTENT_TYPE = "application/problem+json; charset=utf-8";

/** RFC 6750 section 3: the challenge on every 401; `error=` only when a token was sent. */
export const AUTH_REALM = "content-extraction";
export function wwwAuthenticate(code: "missing_token" | "invalid_token"): string {
  return code === "invalid_token" ? `Bearer realm="${AUTH_REALM}", error="invalid_token"` : `Bearer realm="${AUTH_REALM}"`;
}

/**
 * Maps what Fastify itself throws (media type, limits) onto the catalogue. JSON is never
 * parsed by Fastify (app.ts keeps bodies as bytes; request-body.ts reads them), so no
 * JSON parse error comes from here.
 * Anything unknown is `internal_error`; its message is logged, never sent.
 */
export function fromFrameworkError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { code?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  switch (code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new ApiError("unsupported_media_type", "Content-Type must be application/json");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ApiError("payload_too_large", `request body over ${LIMIT_TEXT.body}`);
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ApiError("invalid_json", "request body length does not match Content-Length");
    case "FST_ERR_CTP_INVALID_TYPE":
    case "FST_ERR_CTP_INVALID_HEADER":
      return new ApiError("unsupported_media_type", "Content-Type header is not valid");
  }
  return new ApiError("internal_error", "the server failed to handle the request; it has been logged");
}
