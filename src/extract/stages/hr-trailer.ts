/**
 * prune/hr-trailer: a hand-written page's sign-off under its last horizontal rule. Pages
 * written by hand (personal homepages, course pages, a society's or a village's history
 * pages, 1995-2010) end their text with an `<hr>` and a few short lines in small print,
 * each ended by a `<br>`: the page's stamp ("Last updated 14 March 2001", "Last modified:
 * Mon Apr 22 …", "Laatst bijgewerkt: 3 maart 2005"), a visitor counter ("You are visitor
 * number" and its image), the maintainer's name and address, a line of links back. No
 * element holds one of those lines (they are loose text in a `<font>`), so the phrase
 * rules, which read elements, never see them. The rule reads the rule's following
 * siblings as lines and drops them with the rule when they are few and short and one of
 * them opens as the page's stamp or its counter; nothing with text may follow them in the
 * part (a rule between two sections of the text is no sign-off).
 */
import { childIndex, walkElements, type ElementNode } from "../dom/node.js";
import { HR_TRAILER } from "../heuristics/weights.js";
import type { Trace } from "../trace.js";
import { subtractFromAncestors, textSiblingsAfter, type Measures } from "./measure.js";
import { blockLines } from "./signals/lines.js";

const STAGE = "prune";
const RULE = "prune/hr-trailer";

/**
 * The opening of a page's update stamp or visitor counter, in the languages of the
 * hand-written pages we met (en, de, nl, fr, es, it, pt): the words that make the trailer
 * a sign-off rather than the text's last section.
 */
const STAMP_OR_COUNTER =
  /^(?:(?:this )?page (?:was )?last (?:updated|modified|changed|revised)|last (?:updated|modified|changed|revised|update)\b|(?:this page was |page )?updated(?: on)?:?\s*\d|you are (?:visitor|guest)(?: number| no\.?| #)?|visitors? since|hits? since|(?:zuletzt|letzte) (?:aktualisiert|geändert|änderung|aktualisierung)|stand:\s*\d|sie sind (?:der )?besucher|laatst (?:bijgewerkt|gewijzigd)|u bent bezoeker|dernière (?:mise à jour|modification)|mis à jour le|vous êtes le visiteur|última (?:actualización|modificación|atualização)|ultimo aggiornamento|eres el visitante|sei il visitatore)/i;

export function dropHrTrailer(part: ElementNode, m: Measures, trace: Trace): void {
  const rules: ElementNode[] = [];
  walkElements(part, (el) => {
    if (el.tag === "hr") rules.push(el);
    return true;
  });
  const hr = rules.length > 0 ? rules[rules.length - 1] : null;
  if (hr === null || hr.parent === null || !nothingAfter(hr.parent, part, m)) return;
  // Loose text right after the rule cannot be dropped alone, so there must be none (the
  // trailer is wrapped in a `<font>` or a `<p>`).
  const after = textSiblingsAfter(hr, m);
  if (after === null) return;
  const lines: string[] = [];
  for (const k of after) {
    const kl = blockLines(k, HR_TRAILER.maxNodes);
    if (kl === null) return;
    lines.push(...kl);
    if (lines.length > HR_TRAILER.maxLines) return;
  }
  if (after.length === 0 || !isSignOff(lines)) return;
  for (const el of [hr, ...after]) {
    trace.drop(el, STAGE, RULE, "a hand-written page's sign-off under its last rule (update stamp, counter)");
    subtractFromAncestors(m, el);
  }
}

/**
 * The same sign-off set apart from the text as a block of its own, the last of the
 * selection's parts: a `<center>` after the article's table holding the counter, the
 * stamp and the browser advice, which joined the selection as a sibling of prose. Only
 * a part after another one: a page that is nothing but such lines keeps them.
 */
export function dropSignOffPart(parts: readonly ElementNode[], m: Measures, trace: Trace): void {
  if (parts.length < 2) return;
  const last = parts[parts.length - 1];
  if (last.dropped || (m.get(last)?.text ?? 0) === 0) return;
  const lines = blockLines(last, HR_TRAILER.maxNodes);
  if (lines === null || lines.length > HR_TRAILER.maxLines || !isSignOff(lines)) return;
  trace.drop(last, STAGE, RULE, "a hand-written page's sign-off after its text (update stamp, counter)");
  subtractFromAncestors(m, last);
}

/** A few short lines, one of them the page's update stamp or its visitor counter. */
function isSignOff(lines: readonly string[]): boolean {
  if (lines.length === 0 || lines.length > HR_TRAILER.maxLines) return false;
  let chars = 0;
  for (const l of lines) {
    if (l.length > HR_TRAILER.maxLineChars) return false;
    chars += l.length;
  }
  return chars <= HR_TRAILER.maxChars && lines.some((l) => STAMP_OR_COUNTER.test(l));
}

/** Whether nothing with text follows `el` inside `part` (its later siblings and theirs up to the part). */
function nothingAfter(el: ElementNode, part: ElementNode, m: Measures): boolean {
  for (let n: ElementNode | null = el; n !== null && n !== part; n = n.parent) {
    const p: ElementNode | null = n.parent;
    if (p === null) return false;
    const kids = p.children;
    for (let i = childIndex(n) + 1; i < kids.length; i++) {
      const k = kids[i];
      if (k.kind === 3 && k.data.trim() !== "") return false;
      if (k.kind === 1 && !k.dropped && (m.get(k)?.text ?? 0) > 0) return false;
    }
  }
  return true;
}
