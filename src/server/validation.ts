/**
 * Field checks shared by the request readers: the page URL rule, and turning a schema
 * validator's findings (routes whose bodies Fastify validates) into the `errors` list of
 * a 400 `validation_failed` answer. The extraction body is read by request-body.ts.
 */
import type { FieldError } from "./errors.js";

/** The parts of an ajv error this reads. */
export interface AjvErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

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
      detail = e.message ?? "is not valid";
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
