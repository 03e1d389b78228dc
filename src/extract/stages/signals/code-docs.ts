/**
 * Class words that a documentation generator uses in another sense than a blog or a forum
 * does. TypeDoc calls a symbol's doc comment `tsd-comment` and its signature
 * `tsd-signature`; JSDoc's default template prints `span.signature`; Doxygen and Javadoc
 * speak of doc comments too. There they are the page's text, and the comment-section and
 * forum-signature words (heuristics/boilerplate.ts) would remove nearly all of an API
 * page (test/pages/content-docs-typedoc-api-reference). What tells the two apart is not
 * the generator's name but what stands around the words: a reader's comment has an author
 * and a time beside it, a forum signature is a line of prose, and a code signature reads
 * as code.
 */
import { normText, textPrefix, walkElements, type ElementNode } from "../../dom/node.js";
import type { Measures } from "../measure.js";
import { HEADING_TAGS } from "../../heuristics/tags.js";
import { classVerdict, type ClassVerdict } from "./class-words.js";
import type { RuleId } from "../../rules.js";

/**
 * True when `v` (the element's class verdict) removes `el` as a comment section or a
 * forum signature but the element is a documentation generator's doc comment or code
 * signature: the class-word rules leave it, and what is inside it, alone. `around`
 * holds what the surroundings read so far in this walk hold.
 */
export function isCodeDocumentation(el: ElementNode, v: ClassVerdict, around: Surroundings): boolean {
  const b = v.boilerplate;
  if (b === null) return false;
  // The word itself, singular: a doc comment is one comment. "comments", "commentlist",
  // "feedback", "reply", "disqus" name a thread, nothing of a documentation page.
  if (b.rule === "class/comments") return b.word === "comment" && isUnfurnishedComment(el, around);
  return b.word === "signature" && isCodeSignature(el);
}

/**
 * What the surroundings of comment-classed elements hold, read once per walk of one tree
 * (a fresh one per walk: the stages remove elements between walks). Reading is bounded:
 * at most MAX_SURROUNDINGS_READ distinct surroundings per walk, each read up to
 * MAX_SURROUNDING_NODES nodes; past either bound an element counts as furnished (removed,
 * as it was before the documentation case was known), so a page of ten thousand nested
 * comment divs costs no more than a normal one.
 */
export class Surroundings {
  readonly answers = new Map<ElementNode, boolean>();
  reads = 0;
  constructor(readonly m: Measures) {}
}

/**
 * A `comment` class word with none of a reader's comment section's furniture in it or
 * beside it (in its surroundings: its parent's subtree, or a grandparent's when the parent
 * holds little more than it): no time, picture, form, cited name, header or footer, no
 * link to a reply or a comment anchor, no author, date or share class, no words of
 * comments or replies ("said", "wrote", "Reply"), no date or clock time. A reader's
 * comment has its author and its time beside it if not in it (Blogger's `dt.comment-data`
 * "At 4/19/2005 07:14 PM, Anonymous said..." before each `dd.comment-body`); a doc comment
 * stands beside a member's heading and signature.
 */
function isUnfurnishedComment(el: ElementNode, around: Surroundings): boolean {
  const parent = el.parent ?? el;
  let has = around.answers.get(parent);
  if (has === undefined) {
    has = around.reads >= MAX_SURROUNDINGS_READ || isFurnished(surroundingsOf(parent, around.m));
    around.reads++;
    around.answers.set(parent, has);
  }
  return !has;
}

/** The parent, or an ancestor up to MAX_SURROUNDING_DEPTH levels up while it holds little text. */
function surroundingsOf(parent: ElementNode, m: Measures): ElementNode {
  let scope = parent;
  for (let depth = 1; (m.get(scope)?.text ?? 0) < MIN_SURROUNDING_CHARS && scope.parent !== null && depth < MAX_SURROUNDING_DEPTH; depth++) scope = scope.parent;
  return scope;
}

/**
 * Furniture or thread words in `scope` (the element's own text included: a comment's
 * text often says "reply" or "said"); true also when it is too big to read.
 */
function isFurnished(scope: ElementNode): boolean {
  let seen = 0;
  let found = false;
  walkElements(scope, (d) => {
    if (found) return false;
    if (++seen > MAX_SURROUNDING_NODES || isThreadFurniture(d)) found = true;
    return !found;
  });
  if (found) return true;
  // The walk above saw at most MAX_SURROUNDING_NODES elements; with their text nodes the
  // read stays within four times that, so an empty prefix means no text.
  return THREAD_TEXT.test(textPrefix(scope, MAX_SURROUNDING_CHARS, 4 * MAX_SURROUNDING_NODES));
}
/**
 * Surroundings shorter than this say nothing yet (a comment count's "109" in its link):
 * the search goes up, at most MAX_SURROUNDING_DEPTH levels.
 */
const MIN_SURROUNDING_CHARS = 200;
const MAX_SURROUNDING_DEPTH = 4;
/** A documentation page's member list is a few hundred elements; a whole API page a few thousand. */
const MAX_SURROUNDING_NODES = 20_000;
const MAX_SURROUNDING_CHARS = 50_000;
/** Distinct surroundings read per walk: a documentation page has one per member group. */
const MAX_SURROUNDINGS_READ = 64;

/**
 * What a comment section says of itself ("3 comments", "Reply", "Anonymous said...",
 * "2 hours ago", in the languages the class words cover), and its entries' dates and times.
 */
const THREAD_TEXT = /\b(?:comments?|repl(?:y|ies)|respond|said|wrote|ago)\b|comentar|commentai|kommentar|reacti|komentarz|yorum|\d:\d\d|\d[/.]\d{1,2}[/.]\d\d/i;
/** Tags a comment entry is built of: its time, its author's picture and cited name, its form. */
const THREAD_FURNITURE_TAGS: ReadonlySet<string> = new Set(["time", "form", "img", "picture", "cite", "header", "footer", "address", "abbr"]);
/** Class words of a comment entry's parts: its author and date lines, its like and share buttons, its log-in prompt. */
const THREAD_FURNITURE_RULES: ReadonlySet<RuleId> = new Set<RuleId>(["class/post-tags", "class/post-dates", "class/share", "class/newsletter"]);
/** Links to a reply form or to one comment (`#comment-12`, `?replytocom=12`, `#c123`). */
const THREAD_LINK = /comment|reply|respond|#c\d/i;

/**
 * One piece of a thread's furniture. The word `signature` is not read as furniture: it
 * names a forum signature and a function's signature alike.
 */
function isThreadFurniture(d: ElementNode): boolean {
  if (THREAD_FURNITURE_TAGS.has(d.tag)) return true;
  if (d.tag === "a" && THREAD_LINK.test(d.attrs["href"] ?? "")) return true;
  if (d.cls === undefined && d.id === undefined) return false;
  const b = classVerdict(d).boilerplate;
  return b !== null && b.word !== "signature" && THREAD_FURNITURE_RULES.has(b.rule);
}

/**
 * A code signature: a call (`shouldRetry(error: unknown): boolean`, `new
 * RetryPolicy(options?)`, JSDoc's bare `(options, callback)`) or a typed name
 * (`maxAttempts: number`), or a part of a heading ("Returns <span
 * class=tsd-signature-type>boolean</span>"). A forum signature is a line of prose ("Sent
 * from my phone", "Visit my blog (updated daily)"): a word followed by another word, not by
 * a parenthesis or a type.
 */
function isCodeSignature(el: ElementNode): boolean {
  for (let p = el.parent, depth = 0; p !== null && depth < MAX_HEADING_DEPTH; p = p.parent, depth++) if (HEADING_TAGS.has(p.tag)) return true;
  const text = normText(el);
  return text.length <= MAX_SIGNATURE_CHARS && (CALL_SIGNATURE.test(text) || TYPED_NAME.test(text));
}
/** How far up a heading is looked for: a type's span sits in a link or two inside the heading. */
const MAX_HEADING_DEPTH = 3;
/** A signature is a line; longer text under the word is a forum signature's prose. */
const MAX_SIGNATURE_CHARS = 300;
/** Modifiers a signature may open with, in the languages documentation generators serve. */
const MODIFIERS = String.raw`(?:(?:new|static|readonly|async|abstract|public|private|protected|function|def|fn|func|pub|class|interface|type|const|let|var|get|set|override|final|virtual)\s+)*`;
const IDENTIFIER = String.raw`[A-Za-z_$][\w$.]*`;
const CALL_SIGNATURE = new RegExp(String.raw`^${MODIFIERS}(?:${IDENTIFIER}\s*(?:<[^>]*>)?\s*)?\(.*\)`);
const TYPED_NAME = new RegExp(String.raw`^${MODIFIERS}${IDENTIFIER}\??\s*:\s*[\w$.<>\[\]|&?]+(?:\s*[|&]\s*[\w$.<>\[\]]+)*\s*(?:=.*)?$`);
