/**
 * Picture credits: a short line naming a picture agency or licence, the credit at the
 * end of a caption ("... | © Augusta", "... (REUTERS/Denis Balibouse)"), and such a
 * credit set in an element of its own. The cleaning cuts them; a caption keeps its
 * description.
 */
import { AGENCY_NAMES_ALONE, CAPTION_CREDIT_LABELS, CREDIT_MARKERS } from "../../heuristics/boilerplate.js";
import { escapeRe, matchAfterBoundary } from "./word-patterns.js";
import type { ElementNode } from "../../dom/node.js";
import { insideFigure } from "./structure.js";

/**
 * A credit marker (CREDIT_MARKERS) followed by the end or by a character that is no
 * letter; matchAfterBoundary checks the character before it.
 */
const CREDIT_RE = new RegExp(`(?:${CREDIT_MARKERS.map(escapeRe).join("|")})(?:$|[^\\p{L}])`, "giu");
const LETTER = /^\p{L}$/u;

/** A short line naming a picture agency or licence: a picture credit. */
export function isPictureCredit(text: string): boolean {
  return text.length <= 60 && matchAfterBoundary(text, CREDIT_RE, LETTER);
}

const AGENCY_ALONE: ReadonlySet<string> = new Set(AGENCY_NAMES_ALONE);
/** Figure levels looked up from an agency's name alone (`small` in `figcaption` in `figure`). */
const MAX_FIGURE_DEPTH = 4;

/** An agency's short name alone ("getty", AGENCY_NAMES_ALONE) in an element inside a `<figure>`. */
export function isAgencyAloneInFigure(el: ElementNode, text: string): boolean {
  return text.length <= 14 && AGENCY_ALONE.has(text.trim().toLowerCase()) && insideFigure(el, MAX_FIGURE_DEPTH);
}

/**
 * A label that ends in a letter must end a word there ("copyright", not "copyrighted");
 * "(c)" must be followed by a name or a year ("(c) Reuters", not "panels (a) to (c) show").
 */
function labelPattern(w: string): string {
  return /\p{L}$/u.test(w) ? `${escapeRe(w)}(?!\\p{L})` : escapeRe(w);
}
/** After "(c)": a name or a year (tested without the `i` flag, under which \p{Lu} matches any letter). */
const NAME_OR_YEAR = /^\s*[\p{Lu}\p{Nd}]/u;
/** A credit label after a separator ("... gesegnet. | © Augusta ...", "... Winter. Foto: iStock ..."). */
const CAPTION_CREDIT_LABEL = new RegExp(`(?:^|[\\s|–—/(（。-])(?:${CAPTION_CREDIT_LABELS.map(labelPattern).join("|")})`, "iu");
/** An agency in parentheses at the end: "... Premio Nobel de la Paz (REUTERS/Denis Balibouse)". */
const CAPTION_CREDIT_AGENCY = new RegExp(
  `\\((?:[^()]*[^\\p{L}])?(?:${CREDIT_MARKERS.map(escapeRe).join("|")})(?![\\p{L}])[^()]*\\)\\s*$`,
  "iu",
);
/** A photographer and an outlet: capitalised words on both sides of a slash ("Tom Reyes / Lakeshore Tribune"). */
const NAME_SLASH_OUTLET_PATTERN = String.raw`\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}\s*\/\s*\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,4}`;
/** The same in parentheses at the end: "... in August. (Tom Reyes / Lakeshore Tribune)", nothing else in them. */
const CAPTION_CREDIT_NAME_SLASH_OUTLET = new RegExp(String.raw`\(${NAME_SLASH_OUTLET_PATTERN}\)\s*$`, "u");
/**
 * An outlet's or a source's picture in parentheses at the end: "… at Dairy Circle station.
 * (Meridian Photo)", "(File Photo)", "(Family Photos)": Indian and other English-language
 * portals credit so. One to three capitalised words and the picture word, nothing else.
 */
const CAPTION_CREDIT_OUTLET_PICTURE = /\((?:\p{Lu}[\p{L}'’.&-]*\s+){1,3}(?:[Pp]hotos?|[Pp]hotograph|[Ii]mage|[Pp]ic)\)\s*$/u;
/** Longest credit cut from a caption: a label and a name or two, never a sentence of the description. */
const MAX_CAPTION_CREDIT_CHARS = 80;

/**
 * Where the picture credit at the end of a caption's text starts, or -1: a credit
 * label or a parenthesised agency after some description, running to the end.
 */
export function captionCreditStart(text: string): number {
  let label = CAPTION_CREDIT_LABEL.exec(text);
  if (label !== null && label[0].trim().toLowerCase() === "(c)" && !NAME_OR_YEAR.test(text.slice(label.index + label[0].length))) label = null;
  // A separator before the label stays with the description, an opening parenthesis goes with the credit.
  let start = label === null ? -1 : label.index + (/^[\s|–—/。-]/u.test(label[0]) ? 1 : 0);
  if (start < 0) {
    const agency = CAPTION_CREDIT_AGENCY.exec(text) ?? CAPTION_CREDIT_NAME_SLASH_OUTLET.exec(text) ?? CAPTION_CREDIT_OUTLET_PICTURE.exec(text);
    if (agency !== null) start = agency.index;
  }
  if (start <= 0 || text.length - start > MAX_CAPTION_CREDIT_CHARS) return -1;
  // The credit follows a description, not a word or two of it.
  return /\p{L}{2}/u.test(text.slice(0, start)) ? start : -1;
}

/**
 * The whole text is a parenthesised credit ("(Tom Reyes / Lakeshore Tribune)", "(REUTERS/
 * Denis Balibouse)"): a caption's credit set in an element of its own after the description.
 */
export function isParenthesisedCredit(text: string): boolean {
  const t = text.trim();
  if (!t.startsWith("(") || t.length > MAX_CAPTION_CREDIT_CHARS) return false;
  const m = CAPTION_CREDIT_AGENCY.exec(t) ?? CAPTION_CREDIT_NAME_SLASH_OUTLET.exec(t);
  return m !== null && m.index === 0;
}

/** A photographer and an outlet around a slash, and nothing else: "Ana Ruiz / The Bayou Ledger". */
const NAME_SLASH_OUTLET = new RegExp(`^${NAME_SLASH_OUTLET_PATTERN}$`, "u");
/**
 * A credit written without parentheses, as an element of its own set apart from the
 * description by style alone: a credit word and no letter after it ("Credit...Mark Feeney
 * for The Daily Ledger", "Photo: …"), a photographer and an outlet on either side of a
 * slash ("Ana Ruiz / The Bayou Ledger"), or a photographer "for" an outlet.
 */
const GLUED_CREDIT_SHAPES: readonly RegExp[] = [
  /^(?:credits?|photo|photograph|image|illustration|picture)(?![\p{L}])/iu,
  NAME_SLASH_OUTLET,
  // A photographer's name in capitals, two to four words ("…el pasado marzo.ÁLVARO RINCÓN":
  // Spanish and Latin American dailies set the credit so, in a span of its own).
  /^\p{Lu}[\p{Lu}'’.-]+(?:\s+\p{Lu}[\p{Lu}'’.-]+){1,3}$/u,
  /^\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){1,3}\s+for\s+(?:the\s+)?\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,4}$/u,
];

/**
 * The text of a caption's last element, glued to a description that ends a sentence
 * (clean.ts gluedCaptionEnd), is its picture credit: short, and of a credit's shape.
 */
export function isGluedCaptionCredit(text: string): boolean {
  const t = text.trim();
  return t.length <= MAX_CAPTION_CREDIT_CHARS && GLUED_CREDIT_SHAPES.some((re) => re.test(t));
}

/**
 * The whole text is a credit that opens with its label or has a credit's shape ("Photograph:
 * Lena Ashby/The Meridian", "Foto: dpa", "Credit...Mark Feeney"): short, a label first.
 */
export function isLabelledCredit(text: string): boolean {
  const t = text.trim();
  if (t.length > MAX_CAPTION_CREDIT_CHARS) return false;
  if (isGluedCaptionCredit(t)) return true;
  const label = CAPTION_CREDIT_LABEL.exec(t);
  return label !== null && label.index === 0 && label[0].trim().toLowerCase() !== "(c)";
}

/** The whole text is a photographer and an outlet around a slash, without brackets ("Marco Ruiz / The Coastline Ledger"). */
export function isSlashCredit(text: string): boolean {
  const t = text.trim();
  return t.length <= MAX_CAPTION_CREDIT_CHARS && NAME_SLASH_OUTLET.test(t);
}

/** A credit label closing a text, nothing after it but spaces ("… sáng 26/11. Ảnh: ", "… downtown. Photo by "). */
const CAPTION_CREDIT_LABEL_AT_END = new RegExp(`(?:^|[\\s|–—/(（。-])(?:${CAPTION_CREDIT_LABELS.map(labelPattern).join("|")})\\s*$`, "iu");

/**
 * Where a credit label that closes a caption's text before its last element starts, or
 * -1: "… sáng 26/11. Ảnh: <em>Giang Huy</em>", "… at dawn. Photo: <a>Lena Ashby</a>":
 * the label is the description's last text and the name is set in an element of its
 * own. As captionCreditStart, a description of its own must come first.
 */
export function captionCreditLabelAtEnd(text: string): number {
  const offset = Math.max(0, text.length - MAX_LABEL_TAIL_CHARS);
  const tail = text.slice(offset);
  const label = CAPTION_CREDIT_LABEL_AT_END.exec(tail);
  if (label === null || label[0].trim().toLowerCase() === "(c)") return -1;
  const start = offset + label.index + (/^[\s|–—/。-]/u.test(label[0]) ? 1 : 0);
  return start > 0 && /\p{L}{2}/u.test(text.slice(0, start)) ? start : -1;
}
/** The longest label with its separator and spaces ("photograph by "): only the text's end is searched. */
const MAX_LABEL_TAIL_CHARS = 40;
