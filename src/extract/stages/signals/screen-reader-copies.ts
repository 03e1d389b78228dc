/**
 * Text written twice, once for the eye and once for screen readers: an accessible drop
 * cap. Magazine templates hide the big visual letter from screen readers (`aria-hidden`)
 * and give them the letter or the word in a visually hidden span instead:
 *   `<span class="dropcap" aria-hidden="true">T</span><span class="visually-hidden">T</span>he`,
 *   `<span class="sr-only">The</span><span aria-hidden="true"><span class="dropcap">T</span>he</span>`.
 * never/hidden removes the first copy and never/visually-hidden the second, and the article
 * began "he first fish" (golden page content-condenast-verso-feature-sronly-dropcap-factbox-credits).
 * Everyone reads one of the two copies: these tests say which one stays.
 */
import { neighbourIndex, rawText, WHITESPACE_RUNS, type DomNode, type ElementNode } from "../../dom/node.js";
import { isHidden, isOnlyAriaHidden } from "./roles.js";
import { WORD_CHARACTER } from "./sentences.js";

/**
 * A class that hides the element from sight, for screen readers only, in any of its
 * spellings: `visually-hidden`, `govuk-visually-hidden`, CSS modules'
 * `ssrcss-1gmkmpn-VisuallyHidden` (a caption's "Image caption, " prefix). Whatever the
 * strategy (the class-word removal is the strict one's only): no reader sees it.
 */
const VISUALLY_HIDDEN = /visually[-_]?hidden/i;
/**
 * The other spellings of "for screen readers only": WordPress core's `screen-reader-text`
 * (a shop's "Backpack quantity" label), Bootstrap 4's and Tailwind's `sr-only`. Not the
 * `-focusable` forms: a skip link that shows on focus is interface, which other rules judge.
 */
const SCREEN_READER_ONLY = /(?:^|\s)(?:[\w-]*[-_])?(?:sr-only|screen-reader-text|screenreader-text|screen-reader-only)(?=\s|$)/i;

/** A class that keeps the element for screen readers only (never/visually-hidden). */
export function isScreenReaderClass(cls: string): boolean {
  // A cheap test first: most class values have none of the words.
  return (cls.includes("idden") && VISUALLY_HIDDEN.test(cls)) || ((cls.includes("sr-only") || cls.includes("reader")) && SCREEN_READER_ONLY.test(cls));
}

/**
 * The longest copy taken for a drop cap's: one word (the first word, in the second
 * template above). 30 characters hold a long compound ("Bundesverfassungsgericht", 24);
 * a sentence written twice is no drop cap, and the rules judge it as before.
 */
const MAX_COPY_CHARS = 30;
/** One word: no whitespace inside the copy. */
const ONE_WORD = /^\S+$/;
/**
 * A drop cap: one letter or digit, after an opening quote or bracket if any ("“T" opens a
 * quotation). One character only: an icon font's ligature (`<span class="material-icons"
 * aria-hidden="true">search</span>Search`) is a word, and goes.
 */
const DROP_CAP = /^[\p{Pi}\p{Ps}"']?[\p{L}\p{N}]$/u;

/**
 * A screen-reader copy of an `aria-hidden` visual copy right beside it (whitespace aside):
 * the same word or letter, twice, in inline elements. It stays: it is the text, the visual
 * copy goes as hidden. A screen-reader text beside an icon ("(opens in new tab)", "Share
 * on Facebook" beside an `aria-hidden` glyph) says something else than the icon, and goes.
 */
export function isScreenReaderCopy(el: ElementNode): boolean {
  if (el.block) return false;
  const text = copyText(el);
  if (!isWordCopy(text)) return false;
  const before = siblingElement(el, -1);
  const after = siblingElement(el, 1);
  return (before !== null && isVisualCopyOf(before, text)) || (after !== null && isVisualCopyOf(after, text));
}

/**
 * An `aria-hidden` drop cap with no screen-reader copy beside it: one letter, hidden from
 * screen readers only (no `hidden`, no `display:none`), at the start of a word and glued to
 * its other letters (`<span class="dropcap" aria-hidden="true">T</span>he`). Everyone sees
 * it, and without it the word is cut. With a screen-reader copy beside it, the copy stays
 * (isScreenReaderCopy) and the drop cap goes.
 */
export function isLoneDropCap(el: ElementNode): boolean {
  if (el.block || !isOnlyAriaHidden(el)) return false;
  const text = copyText(el);
  if (!DROP_CAP.test(text)) return false;
  const before = neighbourText(el, -1);
  const after = neighbourText(el, 1);
  if (before === null || after === null) return false;
  const startsWord = before === "" || !WORD_CHARACTER.test(before.charAt(before.length - 1));
  const glued = after !== "" && WORD_CHARACTER.test(after.charAt(0));
  return startsWord && glued && !hasScreenReaderCopy(el, text);
}

/** A word written once more for the other readers: non-empty, one word, short. */
function isWordCopy(text: string): boolean {
  return text !== "" && text.length <= MAX_COPY_CHARS && ONE_WORD.test(text);
}

/** An inline element hidden from screen readers only, with the same text: the visual copy. */
function isVisualCopyOf(el: ElementNode, text: string): boolean {
  return !el.block && isOnlyAriaHidden(el) && copyText(el) === text;
}

/** A screen-reader copy of `text` beside the drop cap `el`. */
function hasScreenReaderCopy(el: ElementNode, text: string): boolean {
  for (const side of [-1, 1] as const) {
    const k = siblingElement(el, side);
    if (k !== null && !k.block && k.cls !== undefined && isScreenReaderClass(k.cls) && copyText(k) === text) return true;
  }
  return false;
}

/**
 * The element's text, whitespace collapsed, whether or not a rule removed it already: the
 * walk meets the first of the two copies first, and the other one reads it after.
 */
function copyText(el: ElementNode): string {
  let text = "";
  for (const k of el.children) text += k.kind === 3 ? k.data : rawText(k);
  return text.replace(WHITESPACE_RUNS, " ").trim();
}

/** The element next to `el` on one side, with only whitespace between them; null when text or nothing is there. */
function siblingElement(el: ElementNode, side: -1 | 1): ElementNode | null {
  const at = neighbourIndex(el);
  if (at < 0) return null;
  const kids = el.parent!.children;
  for (let i = at + side; i >= 0 && i < kids.length; i += side) {
    const k = kids[i];
    if (k.kind === 1) return k;
    if (k.data.trim() !== "") return null;
  }
  return null;
}

/**
 * The text next to `el` on one side within its block, as written (whitespace kept): the
 * nearest sibling with text, in `el`'s parent or, at its edge, in the inline elements
 * around it. "" at the block's edge, a line break or a block; null when the parent is too
 * large to read.
 */
function neighbourText(el: ElementNode, side: -1 | 1): string | null {
  for (let cur: ElementNode = el; cur.parent !== null; cur = cur.parent) {
    const at = neighbourIndex(cur); // a sentence has a few dozen parts (dom/node.ts)
    if (at < 0) return null;
    const kids = cur.parent.children;
    for (let i = at + side; i >= 0 && i < kids.length; i += side) {
      const text = nodeText(kids[i]);
      if (text === null) return "";
      if (text !== "") return text;
    }
    if (cur.parent.block) return "";
  }
  return "";
}

/**
 * A sibling's text for neighbourText: null for a line's end (a block, `<br>`), "" for an
 * element no one sees (removed, hidden, for screen readers only): a letter glued to a
 * screen-reader label (`<span aria-hidden="true">x</span><span class="sr-only">Close</span>`)
 * is glued to nothing.
 */
function nodeText(k: DomNode): string | null {
  if (k.kind === 3) return k.data;
  if (k.block || k.tag === "br") return null;
  return k.dropped || isHidden(k) || (k.cls !== undefined && isScreenReaderClass(k.cls)) ? "" : rawText(k);
}
