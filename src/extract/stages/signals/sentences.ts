/**
 * Whether an inline element is a word of a sentence: words on both sides of it, on its
 * line. The phrase rules read it so as not to judge a link inside a sentence as interface
 * text ("readers on <a>Facebook</a> asked"), and prune reads it so as not to count such
 * links as a link list's ("we made <a>two landings</a> on the Peninsula").
 */
import { findFirst, neighbourIndex, textPrefix, type DomNode, type ElementNode } from "../../dom/node.js";

/** A letter or a digit in any script. */
export const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** CJK ideographs, kana and Hangul: scripts written without spaces between words. */
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** How many CJK characters `text` holds (a word count or a length weighs them apart). */
export function cjkCount(text: string): number {
  return text.match(CJK_CHARACTER)?.length ?? 0;
}
/**
 * A linked block that ends as a statement does (a full stop, perhaps inside closing
 * quotes or brackets), not as a headline: the writer's own sentence made a link ("Photos
 * of some of our food.", "Part 1 is here.", "Cross-posted from Media Trackers Ohio.").
 * Headlines of other stories carry no full stop (news style), or end in a question or an
 * exclamation mark ("DIY Rocket-Powered Ice Fishing!", an exclamation is also a button's:
 * "Print this Recipe!"); an ellipsis ("Use a Z-depth pass to generate a...") is a
 * teaser's cut excerpt. At least three words: "Next story." is a button.
 */
const LINKED_STATEMENT = /^\S+\s+\S+\s+\S.*[^.…][.]["”’)\]]?$/su;

/**
 * A label of one to three words and a colon opening a line ("Read also:", "También lea:",
 * "Related:"): a pointer to another story, whatever its end.
 */
const POINTER_LABEL = /^\s*\S+(?:\s+\S+){0,2}:\s/u;

/** `text` (a block's text or its head) ends as a statement of three words or more (LINKED_STATEMENT) and opens with no pointer label. */
export function endsAsStatement(text: string): boolean {
  return LINKED_STATEMENT.test(text.trim()) && !POINTER_LABEL.test(text);
}

/** How much of a sibling element's text is read for a word: the phrase rules' block head (clean.ts PREFIX_CHARS). */
const PART_PREFIX_CHARS = 80;

/**
 * Words in the element's parent both before and after it: in text nodes, or in inline
 * elements without a link (`<em>`, `<b>`). A sibling link does not count: share buttons
 * stand in a row of links ("Share: <a>Facebook</a> | <a>Twitter</a>"), each with only a
 * label or a separator beside it.
 */
export function betweenWords(el: ElementNode): boolean {
  // A sentence has a few dozen parts at most: a parent of thousands (hostile input, a
  // generated list run together) is not read (neighbourIndex), and its links are judged as before.
  const at = neighbourIndex(el);
  if (at < 0) return false;
  const kids = el.parent!.children;
  const hasWords = (k: DomNode): boolean =>
    k.kind === 3 ? WORD_CHARACTER.test(k.data) : !k.dropped && k.tag !== "a" && findFirst(k, (x) => x.tag === "a") === null && WORD_CHARACTER.test(textPrefix(k, PART_PREFIX_CHARS));
  // A line break ends the line: "Posted in News<br><a>Print</a><br>Next story" is no sentence.
  const lineEnd = (k: DomNode): boolean => k.kind === 1 && (k.tag === "br" || k.block);
  let before = false;
  for (let i = at - 1; i >= 0 && !before && !lineEnd(kids[i]); i--) before = hasWords(kids[i]);
  if (!before) return false;
  for (let i = at + 1; i < kids.length && !lineEnd(kids[i]); i++) if (hasWords(kids[i])) return true;
  return false;
}
