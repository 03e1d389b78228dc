/**
 * prune/mail-headers: a mail archive's header block (every line a header field, one of
 * them the sender's "From:" with an address) and Hypermail's "Received on <date>" stamp
 * go from the message (heuristics/mail.ts). A line of prose that opens with "From:" is
 * no header block: every line must be a field, and the From field must give an address.
 */
import { MAIL_ADDRESS, MAIL_HEADER_FIELDS, MAIL_HEADER_LINE, MAIL_HEADERS, RECEIVED_STAMP } from "../heuristics/mail.js";
import { walkElements, type ElementNode } from "../dom/node.js";
import type { Trace } from "../trace.js";
import type { Measures } from "./measure.js";
import { blockLines } from "./signals/lines.js";

const STAGE = "prune";
const RULE = "prune/mail-headers";

export function dropMailHeaders(part: ElementNode, m: Measures, trace: Trace): void {
  const found: { el: ElementNode; why: string }[] = [];
  walkElements(part, (el) => {
    const chars = m.get(el)?.text ?? 0;
    if (chars === 0 || el === part || chars > MAIL_HEADERS.maxChars) return true;
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
