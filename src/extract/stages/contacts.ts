/**
 * prune/contact-card: a press release's contact block. Its label (a heading or a bold line:
 * "Media contact", "Contacts", "Pressekontakt", 「お問い合わせ先」) and the cards after it,
 * or one paragraph that opens with the label ("<b>Media contact:</b><br>name<br>e-mail"),
 * go: a card of a name, a role, an e-mail address and a phone number, written as lines,
 * is how to reach the press office, not the release's text (heuristics/contacts.ts).
 * A label with no card after it (a section "Contact" that is prose) stays, and so does a
 * card with no contact label (an address in a text).
 */
import { HEADING_TAGS } from "../heuristics/tags.js";
import { CJK_CONTACT_LABEL, CONTACT_CARD, CONTACT_LABELS, EMAIL_IN_LINE, PHONE_LINE, WIRE_MULTIMEDIA_LINE, WIRE_SOURCE_LINE, WIRE_TRAILER } from "../heuristics/contacts.js";
import { findFirst, hasLiveBlockChild, isJsSpace, neighbourIndex, textPrefix, walkElements, type DomNode, type ElementNode } from "../dom/node.js";
import type { Trace } from "../trace.js";
import { blockLines } from "./signals/lines.js";
import { escapeRe } from "./signals/word-patterns.js";

const STAGE = "prune";
const RULE = "prune/contact-card";

/** The tags a contact label or card is written in: paragraphs, text `div`s, headings, list items. */
const LINE_BLOCK_TAGS: ReadonlySet<string> = new Set(["p", "div", "li", "dd", "address", "h2", "h3", "h4", "h5", "h6"]);

/** Run only on a part with a text node for which `opensLikeContactLabel` holds (prune.ts PartCensus). */
export function dropContactCards(part: ElementNode, trace: Trace): void {
  const blocks: ElementNode[] = [];
  walkElements(part, (el) => {
    if (el !== part && LINE_BLOCK_TAGS.has(el.tag) && !hasLiveBlockChild(el)) {
      blocks.push(el);
      return false;
    }
    return true;
  });
  for (const b of blocks) {
    if (b.dropped || !opensWithContactLabel(b)) continue;
    const lines = blockLines(b, CONTACT_CARD.maxNodes);
    if (lines === null) continue;
    if (lines.length === 0) continue;
    if (lines.length === 1 && isContactLabel(lines[0])) {
      const cards = cardsAfter(b);
      if (cards.length === 0) continue;
      trace.drop(b, STAGE, RULE, "a press contact block's label");
      for (const c of cards) trace.drop(c, STAGE, RULE, "a press contact card");
      dropWireTrailer(cards[cards.length - 1], trace);
      continue;
    }
    if (HEADING_TAGS.has(b.tag) || !isContactLabel(lines[0]) || !isCardBody(lines.slice(1))) continue;
    trace.drop(b, STAGE, RULE, "a press contact card under its label");
    const cards = cardsAfter(b);
    for (const c of cards) trace.drop(c, STAGE, RULE, "a press contact card");
    dropWireTrailer(cards.length > 0 ? cards[cards.length - 1] : b, trace);
  }
}

/**
 * What follows the contact block to the end of its container, when every block of it is
 * a newswire's trailer (WIRE_SOURCE_LINE, WIRE_MULTIMEDIA_LINE, or the release's attached
 * picture with its short caption): the distribution lines the wire appends, not the
 * release. One block of anything else (an "About" paragraph, a disclaimer) and all stay.
 */
function dropWireTrailer(last: ElementNode, trace: Trace): void {
  const at = neighbourIndex(last);
  if (at < 0) return;
  const siblings = last.parent!.children;
  const trailer: ElementNode[] = [];
  for (let i = at + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return;
      continue;
    }
    if (k.dropped) continue;
    if (!isWireTrailerBlock(k)) return;
    trailer.push(k);
  }
  for (const k of trailer) trace.drop(k, STAGE, RULE, "a newswire's distribution line after the press contacts");
}

function isWireTrailerBlock(el: ElementNode): boolean {
  const lines = blockLines(el, CONTACT_CARD.maxNodes);
  if (lines === null) return false;
  const text = lines.join(" ");
  if (text === "") return findFirst(el, (x) => x.tag === "img") !== null;
  if (WIRE_MULTIMEDIA_LINE.test(text)) return true;
  if (WIRE_SOURCE_LINE.test(text) && text.split(/\s+/).length <= WIRE_TRAILER.maxSourceWords + 1) return true;
  return text.length <= WIRE_TRAILER.maxPictureChars && findFirst(el, (x) => x.tag === "img" || x.tag === "picture") !== null;
}

/** The cards right after `label` among its siblings (a heading's or a bold line's): blocks whose lines are a card, each may open with its own sub-label. */
function cardsAfter(label: ElementNode): ElementNode[] {
  const at = neighbourIndex(label);
  if (at < 0) return [];
  const siblings = label.parent!.children;
  const cards: ElementNode[] = [];
  for (let i = at + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (!isLiveElement(k)) continue;
    if (!LINE_BLOCK_TAGS.has(k.tag) || HEADING_TAGS.has(k.tag) || hasLiveBlockChild(k)) break;
    const lines = blockLines(k, CONTACT_CARD.maxNodes);
    if (lines === null) break;
    const body = lines.length > 1 && isSubLabel(lines[0]) ? lines.slice(1) : lines;
    if (!isCardBody(body)) break;
    cards.push(k);
  }
  return cards;
}

function isLiveElement(k: DomNode): k is ElementNode {
  return k.kind === 1 && !k.dropped;
}

/**
 * Whether the block's text could open with a contact label: both ways the rule drops
 * something start from a block whose first line is one (isContactLabel), so a block whose
 * first characters are no label's is passed over before its lines are read (speed: the
 * rule looks at every leaf block of the article, nearly none of them a label).
 */
function opensWithContactLabel(b: ElementNode): boolean {
  const start = textPrefix(b, CONTACT_CARD.maxLabelChars + LABEL_BRACKET_CHARS).replace(LABEL_OPEN_BRACKET, "").toLowerCase();
  return LABEL_START.test(start) || CJK_CONTACT_LABEL.test(start);
}
/**
 * Whether a text node opens with a contact label's first word (after its brackets) or
 * holds a Japanese label: a label block's text starts with a text node's (its words may be
 * split over elements, its first word rarely is), so a part without such a text node is
 * passed over before any block's lines are read (speed; prune.ts PartCensus asks it).
 */
export function opensLikeContactLabel(data: string): boolean {
  // Most text nodes open with an ASCII character no label word opens with (nor a bracket),
  // and hold no character of a Japanese or Chinese label near their start: answered here,
  // before the text is trimmed, cut, lower-cased and matched (speed: every text node of
  // the article is asked).
  let i = 0;
  while (i < data.length && isJsSpace(data.charCodeAt(i))) i++;
  if (i === data.length) return false;
  const c = data.charCodeAt(i);
  if (c < 128 && !LABEL_FIRST_CODES.has(c >= 65 && c <= 90 ? c + 32 : c) && !holdsWideCharacter(data, i, CONTACT_CARD.maxLabelChars + LABEL_BRACKET_CHARS)) return false;
  return opensLikeContactLabelInFull(data);
}

/** opensLikeContactLabel read in full, without its gate (test/rules.test.ts holds the two equal). */
export function opensLikeContactLabelInFull(data: string): boolean {
  const start = data.trimStart();
  if (start === "") return false;
  const bare = start.slice(0, CONTACT_CARD.maxLabelChars + LABEL_BRACKET_CHARS).replace(LABEL_OPEN_BRACKET, "").toLowerCase();
  return LABEL_FIRST_WORD.test(bare) || CJK_CONTACT_LABEL.test(bare);
}

/**
 * The codes a lower-cased text may open with for LABEL_FIRST_WORD to match, and `[`
 * (LABEL_OPEN_BRACKET's one ASCII bracket): an ASCII opening not among them is no label's.
 */
const LABEL_FIRST_CODES: ReadonlySet<number> = new Set([0x5b, ...[...CONTACT_LABELS].map((l) => l.charCodeAt(0))]);

/** A character beyond U+2FFF among the `count` from `from`: CJK_CONTACT_LABEL's characters all are. */
function holdsWideCharacter(data: string, from: number, count: number): boolean {
  const end = Math.min(data.length, from + count);
  for (let i = from; i < end; i++) if (data.charCodeAt(i) >= 0x3000) return true;
  return false;
}

/** The brackets a Japanese label may open with (【お問い合わせ先】) and the space after them. */
const LABEL_OPEN_BRACKET = /^[【[［〔]\s*/u;
const LABEL_BRACKET_CHARS = 4;
/** The first word of any of CONTACT_LABELS at the start. */
const LABEL_FIRST_WORD = new RegExp(`^(?:${[...new Set([...CONTACT_LABELS].map((l) => l.split(" ")[0]))].map(escapeRe).join("|")})`);
/** Any of CONTACT_LABELS at the start, the longest first. */
const LABEL_START = new RegExp(
  `^(?:${[...CONTACT_LABELS].sort((a, b) => b.length - a.length).map(escapeRe).join("|")})`,
);

/** The line is a contact label as a whole (CONTACT_LABELS, CJK_CONTACT_LABEL). */
function isContactLabel(line: string): boolean {
  if (line.length > CONTACT_CARD.maxLabelChars) return false;
  const bare = line.replace(/^[【[［〔]\s*|\s*[】\]］〕]$/gu, "").replace(/\s*[:：]$/u, "").trim().toLowerCase();
  return CONTACT_LABELS.has(bare) || CJK_CONTACT_LABEL.test(bare);
}

/** A card's own sub-label: a few words ending in a colon ("Investors:", "U.S. Media:"). */
function isSubLabel(line: string): boolean {
  return /[:：]$/u.test(line) && (isContactLabel(line) || line.split(/\s+/).length <= CONTACT_CARD.maxSubLabelWords);
}

/** Short lines (no sentence), one of them at least an e-mail address or a phone number. */
function isCardBody(lines: readonly string[]): boolean {
  if (lines.length === 0 || lines.length > CONTACT_CARD.maxLines) return false;
  let datum = false;
  for (const line of lines) {
    if (line.length > CONTACT_CARD.maxLineChars || line.split(/\s+/).length > CONTACT_CARD.maxLineWords) return false;
    if (EMAIL_IN_LINE.test(line) || PHONE_LINE.test(line)) datum = true;
  }
  return datum;
}
