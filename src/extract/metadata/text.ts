/**
 * Text hygiene shared by the metadata fields. The extraction's tree keeps NULs and lone
 * surrogate halves as the page wrote them (dom/parse.ts `keepMalformedText`), and JSON-LD
 * strings decode `\u0000` and lone surrogate escapes as written: such text is not
 * well-formed and must not reach the response (test/hostile.test.ts).
 */
import { wellFormed } from "../dom/parse.js";

/** C0 controls but NUL (made U+FFFD first), tab, line feed and carriage return; DEL. */
const CONTROLS = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * `s` well-formed, as the content is (NULs and lone surrogate halves read as U+FFFD, what
 * a decoder gives for bytes that are no text), and without other control characters.
 */
export function metadataText(s: string): string {
  return wellFormed(s).replace(CONTROLS, "");
}

/**
 * Letters and digits only, lower-cased: the key two names of one headline meet on
 * ("Retrying failed tasks¶" and "Retrying failed tasks", a JSON-LD event's name and the
 * page's `<h1>`).
 */
export const headlineKey = (v: string): string => v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
