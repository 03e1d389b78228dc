/**
 * An element's role and hidden state: ARIA landmark roles that are page structure or
 * name the article (heuristics/boilerplate.ts), and elements hidden from every reader.
 */
import type { ElementNode } from "../../dom/node.js";
import { BOILERPLATE_ROLES, CONTENT_ROLES } from "../../heuristics/boilerplate.js";
import { MARK_ARIA_HIDDEN, MARK_HIDDEN, MARK_STYLE } from "../../heuristics/attributes.js";

/** A `role` value as the role lists are written: trimmed, lower-cased ("" when absent). */
export function roleValue(role: string | undefined): string {
  return role === undefined ? "" : role.trim().toLowerCase();
}

/** A landmark role that is page structure (`navigation`, `banner`, ...); `role` as roleValue gives it. */
export function isBoilerplateRole(role: string): boolean {
  return BOILERPLATE_ROLES.has(role);
}

/** A role that names the article (`main`, `article`); `role` as roleValue gives it. */
export function isContentRole(role: string): boolean {
  return CONTENT_ROLES.has(role);
}

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Hidden from every reader: `hidden`, `aria-hidden="true"`, inline display:none / visibility:hidden. */
export function isHidden(el: ElementNode): boolean {
  // Most elements have none of the three attributes (ElementNode.attrMarks says so).
  const marks = el.attrMarks;
  if ((marks & (MARK_HIDDEN | MARK_ARIA_HIDDEN | MARK_STYLE)) === 0) return false;
  if ((marks & MARK_HIDDEN) !== 0) return true;
  if ((marks & MARK_ARIA_HIDDEN) !== 0 && el.attrs["aria-hidden"] === "true") return true;
  return (marks & MARK_STYLE) !== 0 && HIDDEN_STYLE.test(el.attrs["style"] ?? "");
}

/**
 * Hidden from screen readers only: `aria-hidden="true"` with no `hidden` attribute and no
 * inline display:none. Every sighted reader sees it (a drop cap's big letter, an icon).
 */
export function isOnlyAriaHidden(el: ElementNode): boolean {
  const marks = el.attrMarks;
  if ((marks & MARK_ARIA_HIDDEN) === 0 || el.attrs["aria-hidden"] !== "true" || (marks & MARK_HIDDEN) !== 0) return false;
  return (marks & MARK_STYLE) === 0 || !HIDDEN_STYLE.test(el.attrs["style"] ?? "");
}
