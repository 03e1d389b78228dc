/**
 * Text hygiene shared by the metadata fields. JSON-LD strings decode `\u0000` and lone
 * surrogate escapes as written; such text is not well-formed and must not reach the
 * response (test/hostile.test.ts).
 */
const MALFORMED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `s` without control characters and lone surrogate halves. */
export function wellFormed(s: string): string {
  return s.replace(MALFORMED, "");
}
