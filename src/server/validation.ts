/**
 * Turns the schema validator's findings into the `errors` list of a 400
 * `validation_failed` answer: a JSON Pointer into the body and a sentence a person can
 * act on, field by field.
 */
import type { FieldError } from "./errors.js";
import { CONTENT_TYPE_HINTS, URL_MAX_CHARS } from "./limits.js";

/** The parts of an ajv error this reads. */
export interface AjvErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

const FIELD_DETAIL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "/html": {
    type: "must be a string of HTML",
    minLength: "must not be empty",
    pattern: "must not be empty or whitespace only",
  },
  "/url": {
    type: "must be a string",
    maxLength: `must be at most ${URL_MAX_CHARS} characters`,
    pattern: "must be an absolute http or https URL",
  },
  "/contentTypeHint": {
    type: "must be a string",
    enum: `must be one of ${CONTENT_TYPE_HINTS.join(", ")}`,
  },
  "/languageHint": {
    type: "must be a string",
    pattern: "must be a BCP 47 language tag such as en, pt-BR or zh-Hant",
    maxLength: "must be a BCP 47 language tag such as en, pt-BR or zh-Hant",
  },
};

export function fieldErrorsFromAjv(errors: readonly AjvErrorLike[]): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    let pointer = e.instancePath;
    let detail: string;
    if (e.keyword === "required" && typeof e.params.missingProperty === "string") {
      pointer = `${pointer}/${e.params.missingProperty}`;
      detail = "is required";
    } else {
      detail = FIELD_DETAIL[pointer]?.[e.keyword] ?? e.message ?? "is not valid";
    }
    // One finding per field: "" fails both minLength and the non-whitespace pattern.
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    out.push({ pointer, detail });
  }
  return out;
}

/** DECISIONS.md: `url` is an absolute http or https URL. The schema checks type and length. */
export function checkPageUrl(url: string | undefined): FieldError | null {
  if (url === undefined) return null;
  const bad: FieldError = { pointer: "/url", detail: "must be an absolute http or https URL" };
  // `new URL` also accepts "http:example.com"; the absolute form has the two slashes.
  if (!/^https?:\/\//i.test(url)) return bad;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return bad;
  }
  return parsed.hostname === "" ? bad : null;
}
