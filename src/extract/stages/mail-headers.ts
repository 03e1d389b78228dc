/**
 * prune/mail-headers: a mail archive's header block (every line a header field, one of
 * them the sender's "From:" with an address) and Hypermail's "Received on <date>" stamp
 * go from the message (heuristics/mail.ts). A line of prose that opens with "From:" is
 * no header block: every line must be a field, and the From field must give an address.
 */
import { MAIL_ADDRESS, MAIL_HEADER_FIELDS, MAIL_HEADER_LINE, MAIL_HEADERS, RECEIVED_STAMP } from "../heuristics/mail.js";
import { textPrefix, walkElements, type ElementNode } from "../dom/node.js";
import type { Trace } from "../trace.js";
import type { Measures } from "./measure.js";
import { blockLines } from "./signals/lines.js";

const STAGE = "prune";
const RULE = "prune/mail-headers";

/** Run only on a part with a text node for which `opensLikeFromOrStamp` holds (prune.ts PartCensus). */
export function dropMailHeaders(part: ElementNode, m: Measures, trace: Trace): void {
  const found: { el: ElementNode; why: string }[] = [];
  walkElements(part, (el) => {
    const chars = m.get(el)?.text ?? 0;
    if (chars === 0 || el === part || chars > MAIL_HEADERS.maxChars || !opensAsHeaderOrStamp(el)) return true;
    const lines = blockLines(el, MAIL_HEADERS.maxNodes);
    if (lines === null) return true;
    if (isHeaderBlock(lines)) {
      found.push({ el, why: "a mail archive's header fields" });
      return false;
    }
    if (lines.length === 1 && lines[0].length <= MAIL_HEADERS.maxStampChars && RECEIVED_STAMP.test(lines[0])) {
      found.push({ el, why: "a mail archive's received stamp" });
      return false;
    }
    return true;
  });
  for (const f of found) trace.drop(f.el, STAGE, RULE, f.why);
}

/**
 * Whether a text node opens with "From" or "Received on" (or has a line that does): a
 * header block has its From field, the stamp its words, each at the start of a text node
 * (the field's name in its own `<b>` or `<em>`, or opening the line). A part without such a
 * text node is passed over before any element is read (speed; prune.ts PartCensus asks it).
 */
export function opensLikeFromOrStamp(data: string): boolean {
  // Tried at the start and after each line feed (native searches), not at every character
  // as the unanchored pattern was (speed: every text node of the article is asked).
  FROM_OR_STAMP_AT.lastIndex = 0;
  if (FROM_OR_STAMP_AT.test(data)) return true;
  for (let at = data.indexOf("\n"); at >= 0; at = data.indexOf("\n", at + 1)) {
    FROM_OR_STAMP_AT.lastIndex = at + 1;
    if (FROM_OR_STAMP_AT.test(data)) return true;
  }
  return false;
}
/** "From" (as a word) or "Received on" at the start of a text node, or of a line in it: the pattern the two searches above answer. */
export const FROM_OR_STAMP = /(?:^|\n)\s*(?:from\b|received on\b)/i;
/** FROM_OR_STAMP's words where a text or a line starts, tried at one position (sticky). */
const FROM_OR_STAMP_AT = /\s*(?:from\b|received on\b)/iy;

/**
 * Whether the element's text opens as a header field ("From:", "Subject:") or the received
 * stamp: what both checks below need of its first line, read from a short prefix before
 * the lines are (speed: the walk visits every element with a little text).
 */
function opensAsHeaderOrStamp(el: ElementNode): boolean {
  const start = textPrefix(el, HEADER_PREFIX_CHARS);
  const field = MAIL_HEADER_LINE.exec(start);
  return (field !== null && MAIL_HEADER_FIELDS.has(field[1].toLowerCase())) || STAMP_START.test(start);
}
/** Enough of the text for the longest field name (15), its colon and a character of its value. */
const HEADER_PREFIX_CHARS = 24;
const STAMP_START = /^received on\b/i;

/** Every line a header field (MAIL_HEADER_FIELDS), one of them "From:" with an address. */
function isHeaderBlock(lines: readonly string[]): boolean {
  if (lines.length === 0 || lines.length > MAIL_HEADERS.maxLines) return false;
  let from = false;
  for (const line of lines) {
    const field = MAIL_HEADER_LINE.exec(line);
    if (field === null || !MAIL_HEADER_FIELDS.has(field[1].toLowerCase())) return false;
    if (field[1].toLowerCase() === "from" && MAIL_ADDRESS.test(line)) from = true;
  }
  return from;
}
