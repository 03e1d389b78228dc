/**
 * Metadata sources, read once from the whole page before any cleaning: meta tags,
 * JSON-LD objects, `<html lang>`, headings, byline and date elements. Each field's
 * cascade (title.ts, author.ts, published.ts, ...) reads from this one object.
 *
 * All DOM reading for metadata happens here: later stages mark removed elements
 * `dropped` and the walkers skip them, so text read afterwards would be missing.
 */
import { keepResident } from "../resident.js";
import { classAndId, collapseWhitespace, hasAncestorTag, isAncestor, isAsciiLetter, isJsSpace, lowerCase, normText, walkElements, WHITESPACE_RUNS, type Document, type DomNode, type ElementNode } from "../dom/node.js";
import {
  AUTHOR_TOKEN,
  BYLINE_CLASS_EXCLUDE,
  BYLINE_CLASS_WORDS,
  BY_PREFIX,
  BY_WORDS,
  BY_WORD_PATTERN,
  DATE_CLASS_EXCLUDE,
  DATE_CLASS_WORDS,
  MONTHS,
  RDFA_DATE_PROPERTIES,
  UPDATED_TEXT_WORDS,
  WEAK_BY_WORDS,
} from "../heuristics/metadata.js";
import { tagBits } from "../dom/tag-bits.js";
import { AUTHOR_PAGE_HREF, MARK_ITEMPROP, MARK_PROPERTY, MARK_REL } from "../heuristics/attributes.js";
import { BYLINE_WORDS, DATE_LINE_LABELS, WEEKDAYS } from "../heuristics/boilerplate.js";
import { isDatedBylineText, labelledByline } from "../stages/signals/bylines.js";
import { isScreenReaderClass } from "../stages/signals/screen-reader-copies.js";
import { dateLineLabelLength } from "../stages/signals/dates.js";
import { escapeRe } from "../stages/signals/word-patterns.js";
import { headlineKey } from "./text.js";
import { parseDateText, type DateContext } from "./dates.js";

export type JsonObject = { [key: string]: unknown };

/** A byline-like element (class/id, rel=author, itemprop=author) or a "By ..." line. */
export interface BylineCandidate {
  /** "post-author": the name on a comment the post's own author wrote (POST_AUTHOR_COMMENT_CLASS). */
  kind: "rel" | "itemprop" | "class" | "by-line" | "post-author" | "author-link";
  /** Whitespace-collapsed text of the element (at most MAX_SNIPPET_CHARS). */
  text: string;
  /** The text before the element's first `<br>`, when text follows it (lineBeforeBreak). */
  firstLine?: string;
  /** Text of a nested `itemprop=name` element, when there is one. */
  name?: string;
  /** Element order in the document: compares positions with the headline. */
  order: number;
  /**
   * rel=author and itemprop=author elements: an id of the byline they stand in (their
   * parent, above inline wrappers that hold only them), shared by co-authors' elements
   * ("By <a rel=author>A</a> and <a rel=author>B</a>"; bylineGroup).
   */
  group?: number;
}

/** A `<time>` element or an element whose class says it holds a date. */
export interface DateCandidate {
  kind: "time" | "itemprop" | "class";
  /** `datetime`/`content` attribute, when present. */
  machine?: string;
  text: string;
  /**
   * The element's `title` tooltip, when its visible text is a short form ("15 May 10:42",
   * "3 hours ago") and the tooltip the full date (Mailman's HyperKitty, many forums).
   */
  tooltip?: string;
  /** Lower-cased class and id, for published/updated words. */
  classId: string;
  /**
   * The text without its descendants whose class or id says "updated" or "modified"
   * (hAtom's hidden `span.updated` beside the shown date), when that differs from `text`.
   */
  withoutModified?: string;
  /** `<time pubdate>` or a class/itemprop that says "published". */
  published: boolean;
  /**
   * A `<time>` labelled as an update by the text right before it in its parent
   * ("Updated <time>", "<span>Aktualisiert:</span> <time>"): no publication date.
   */
  updateLabel?: boolean;
  /** Inside an `<aside>` or a `<nav>`: a teaser's, a "most read" list's or a calendar's date (inSideRegion). */
  aside?: boolean;
  /**
   * Before the headline, inside a `<header>` that holds neither it nor another `<h1>`/`<h2>`:
   * the site's banner, whose date is today's (a newspaper-style masthead "Mittwoch, 01.
   * November 2023"). Set after the walk, when the headline is known (markBannerDates).
   */
  banner?: boolean;
  /** The nearest `<header>` around the element (a number per `<header>` of the page), if any. */
  header?: number;
  order: number;
}

export interface MetaSources {
  /** `<title>` text, whitespace-collapsed. */
  documentTitle: string;
  /** meta name/property/itemprop (lower-cased) -> contents, first occurrence first. */
  meta: Map<string, string[]>;
  /** JSON-LD objects, `@graph` and arrays flattened. Broken blocks are skipped. */
  jsonLd: JsonObject[];
  /** JSON-LD blocks as parsed (not flattened), for Readability-style first-block rules. */
  jsonLdBlocks: unknown[];
  /** `<h1>` texts in document order. */
  h1: string[];
  /** `<h1>`/`<h2>` texts (Readability's title check). */
  headings: string[];
  /** `<h3>` to `<h6>` texts: a section's heading is no sign-off ("Similar Articles", author.ts). */
  minorHeadings: string[];
  /**
   * Element order of the first `<h1>` (or -1): "near the headline" is measured from it.
   * On a page without `<h1>`, the `<h2>` its title states (headlineWithoutH1).
   */
  headlineOrder: number;
  htmlLang: string;
  bylines: BylineCandidate[];
  dates: DateCandidate[];
  /** The texts of short elements that open with a copyright mark ("© 2025 Claire Lemoine"), in document order. */
  copyrights?: string[];
  /** `<link rel=canonical>` href, for dates in the URL when no url option is given. */
  canonicalUrl: string;
  /** Number of elements seen (positions are relative to it). */
  elementCount: number;
  /** Windows on the page's text, each joined on first read (see TextWindows). */
  text: TextWindows;
  /** site.ts siteNames' answers, by the URL asked with ("" for none). */
  siteNames: Map<string, ReadonlySet<string>>;
}

const MAX_JSON_LD_CHARS = 1_000_000;
/** Byline and date texts are short; a longer element is a container, not a byline. */
const MAX_SNIPPET_CHARS = 200;
/** Bounds on candidates, so hostile pages (10,000 `.author` spans) stay linear and cheap. */
const MAX_CANDIDATES = 40;
/** Text windows around the headline: a byline block is a few hundred characters. */
const AFTER_HEADLINE_CHARS = 1500;
const BEFORE_HEADLINE_CHARS = 400;
const TEXT_START_CHARS = 3000;
/** Text kept while walking; pages beyond it only lose the far end of the windows. */
const MAX_TEXT_PIECES = 50_000;
/**
 * The page text searched for a labelled date ("Datum: ..."): its first 50,000 characters.
 * The article's own labelled date sits in its header or at its end, well within that on
 * every dev page (200,000 gave the same answers on all 1,854); what lies beyond is
 * comments and footers, and joining it cost a tenth of the metadata's time.
 */
const MAX_PAGE_TEXT_CHARS = 50_000;

function flattenJsonLd(value: unknown, out: JsonObject[], depth: number): void {
  if (depth > 4 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const v of value) flattenJsonLd(v, out, depth + 1);
    return;
  }
  const obj = value as JsonObject;
  out.push(obj);
  if (obj["@graph"] !== undefined) flattenJsonLd(obj["@graph"], out, depth + 1);
  // A WebPage whose main entity is the article (`{"@type":"WebPage","mainEntity":{"@type":"ScholarlyArticle",...}}`).
  if (obj["mainEntity"] !== undefined) flattenJsonLd(obj["mainEntity"], out, depth + 1);
}

function parseBlocks(blocks: readonly string[]): unknown[] {
  const out: unknown[] = [];
  for (const raw of blocks) {
    if (raw.length > MAX_JSON_LD_CHARS) continue;
    const text = raw
      .trim()
      .replace(/^<!--|-->$/g, "")
      .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, "")
      .trim();
    try {
      out.push(JSON.parse(text));
    } catch {
      // Broken JSON-LD is common (trailing commas, raw newlines in strings); skip the block.
    }
  }
  return out;
}

export function parseJsonLdBlocks(blocks: readonly string[]): JsonObject[] {
  const out: JsonObject[] = [];
  for (const parsed of parseBlocks(blocks)) flattenJsonLd(parsed, out, 0);
  return out;
}

/** Nodes a snippet may span (a byline or date line is a few elements, never thousands). */
const MAX_SNIPPET_NODES = 2000;

/**
 * Whitespace-collapsed text of `el`, or undefined when it is longer than `max`
 * characters (a container, not a snippet). Stops walking as soon as it is too long.
 */
function boundedText(el: ElementNode, max: number, withDropped = false, skip?: (n: ElementNode) => boolean): string | undefined {
  const parts: string[] = [];
  let len = 0;
  let nodes = 0;
  const stack: (ElementNode | string)[] = [el];
  while (stack.length > 0) {
    // A snippet spread over more nodes than this is a container too: without the
    // budget, 500 nested divs over 200,000 children cost 10^8 steps (hostile input).
    if (++nodes + stack.length > MAX_SNIPPET_NODES) return undefined;
    const n = stack.pop()!;
    if (typeof n === "string") {
      parts.push(n);
      len += n.length;
      if (len > max * 3) return undefined;
      continue;
    }
    if ((n.dropped && !withDropped) || n.tag === "script" || n.tag === "style" || n.tag === "noscript") continue;
    if (skip !== undefined && n !== el && skip(n)) continue;
    if (n.children.length + stack.length + nodes > MAX_SNIPPET_NODES) return undefined;
    for (let i = n.children.length - 1; i >= 0; i--) {
      const k = n.children[i];
      stack.push(k.kind === 3 ? k.data : k);
    }
  }
  const t = parts.join(" ").replace(WHITESPACE_RUNS, " ").trim();
  return t.length > max ? undefined : t;
}

/**
 * The text before the element's first `<br>`, when more text follows it ("Maren
 * Holtkamp<br>Department of Computer Science, …"): a byline's first line is the name, the
 * next lines its affiliation or job. Undefined without such a break.
 */
function lineBeforeBreak(el: ElementNode): string | undefined {
  const parts: string[] = [];
  const stack: (ElementNode | string)[] = [el];
  let nodes = 0;
  let broke = false;
  while (stack.length > 0) {
    if (++nodes > MAX_SNIPPET_NODES) return undefined;
    const n = stack.pop()!;
    if (typeof n === "string") {
      if (broke) {
        if (n.trim() !== "") return parts.join(" ").replace(WHITESPACE_RUNS, " ").trim() || undefined;
        continue;
      }
      parts.push(n);
      continue;
    }
    if (n.dropped || n.tag === "script" || n.tag === "style") continue;
    if (n.tag === "br" && !broke) {
      if (parts.join("").trim() === "") return undefined;
      broke = true;
      continue;
    }
    for (let i = n.children.length - 1; i >= 0; i--) {
      const k = n.children[i];
      stack.push(k.kind === 3 ? k.data : k);
    }
  }
  return undefined;
}

/** First descendant with `itemprop` containing "name" (Readability's byline refinement). */
function itempropName(el: ElementNode): string | undefined {
  let found: string | undefined;
  walkElements(el, (d) => {
    if (found !== undefined) return false;
    if (d !== el && (d.attrs["itemprop"] ?? "").includes("name")) {
      found = boundedText(d, MAX_SNIPPET_CHARS);
      return false;
    }
    return true;
  });
  return found;
}

const wordsRegex = (words: readonly string[]): RegExp =>
  new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
const BYLINE_CLASS = wordsRegex(BYLINE_CLASS_WORDS);
const BYLINE_EXCLUDE = wordsRegex(BYLINE_CLASS_EXCLUDE);
const DATE_CLASS = wordsRegex(DATE_CLASS_WORDS);
const DATE_EXCLUDE = wordsRegex(DATE_CLASS_EXCLUDE);
const PUBLISHED_CLASS = /publi|posted|entry-date|created|pubdate|datepublished/;

/**
 * The words no other word of the list is part of: for a substring test the rest are
 * redundant (`post-meta` contains `meta`), and each alternative costs the regex a try
 * at every position of the value.
 */
function withoutContaining(words: readonly string[]): string[] {
  const unique = [...new Set(words)];
  return unique.filter((w) => !unique.some((other) => other !== w && w.includes(other)));
}

/**
 * Any byline or date word, in any case: most class values have none, and one test of
 * the value as written settles them, without lower-casing it first. (Lower-casing
 * never creates one of these words where case-insensitive matching finds none: the
 * only characters it turns into ASCII are the Kelvin sign, to a `k` no word has, and
 * the dotted capital I, to an `i` followed by a combining dot.)
 */
const ANY_HINT = new RegExp(wordsRegex(withoutContaining([...BYLINE_CLASS_WORDS, ...DATE_CLASS_WORDS])).source, "i");

/**
 * Which class-word lists a `class` value or an id mentions (substring, lower-cased),
 * as bits. No word contains a space, so matching the class and the id apart finds what
 * matching the joined `class id` string would. Not cached: a cache keyed by the value
 * costs about what the tests do (a string hash and compare per lookup), misses on
 * every unique id, and its keys would keep whole pages alive (attribute values are
 * slices of the page's HTML).
 */
const BYLINE_HIT = 1;
const BYLINE_EXCLUDED = 2;
const DATE_HIT = 4;
const DATE_EXCLUDED = 8;

function hintBits(lower: string): number {
  return (
    (BYLINE_CLASS.test(lower) ? BYLINE_HIT : 0) |
    (BYLINE_EXCLUDE.test(lower) ? BYLINE_EXCLUDED : 0) |
    (DATE_CLASS.test(lower) ? DATE_HIT : 0) |
    (DATE_EXCLUDE.test(lower) ? DATE_EXCLUDED : 0)
  );
}

/** What an element's class and id say for bylines and dates (hintBits of both). */
type ClassHints = number;

/** `classAttr` and `idAttr`: the element's `class` and `id` attributes. */
function classHints(classAttr: string | undefined, idAttr: string | undefined): ClassHints {
  // Most elements name no byline or date at all: one test each settles them (exclusions matter only beside a hit).
  if ((classAttr === undefined || !ANY_HINT.test(classAttr)) && (idAttr === undefined || !ANY_HINT.test(idAttr))) return 0;
  return (classAttr === undefined ? 0 : hintBits(lowerCase(classAttr))) | (idAttr === undefined ? 0 : hintBits(lowerCase(idAttr)));
}
/** A byline word and no exclusion. */
const bylineClass = (hints: ClassHints): boolean => (hints & (BYLINE_HIT | BYLINE_EXCLUDED)) === BYLINE_HIT;
/** A date word and no exclusion. */
const dateClass = (hints: ClassHints): boolean => (hints & (DATE_HIT | DATE_EXCLUDED)) === DATE_HIT;
/** Tags whose own first text may be a "By Jane Doe" line. */
const BY_LINE_TAGS = new Set(["p", "span", "div", "li", "em", "strong", "b", "i", "small", "address", "td", "font", "h4", "h5", "h6", "section", "header"]);

/**
 * Class/id words of a comment or reply section, whose authors and dates are the
 * readers', never the page's: comments (`u-comment` included), replies, responses
 * (Posterous, Medium), and IndieWeb's webmentions, each an `h-cite` (a cited post) with
 * its `u-author h-card` ("Rhodri Evans replied…"; session 16). `replies` and `responses`
 * are not `reply` and `respond` with a letter added. Also an obituary's guestbook
 * (`tribute-wall`, `condolences`, `guestbook`: session 18).
 */
const COMMENT_AREA = /comment|reply|replies|respond|response|disqus|h-cite|webmention|guestbook|condolence|kondolenz|tribute-wall|tribute-post/;
/**
 * Class/id words of customers' reviews and testimonials (isReviewMark): the plural
 * "reviews" (a list), a review's parts ("review-author", "review-date"), the items of
 * review widgets ("review-item", "review-card", Trustindex's `ti-review-item`),
 * "testimonial". Not "review" alone: a review article's own wrapper (`article.review`,
 * "post-review") holds its writer's byline; and not hReview's "reviewer", which news sites
 * put on their writer's byline (mashable's `div.byline.reviewer.vcard`, softpedia).
 */
const REVIEW_AREA = /reviews|review-(?:author|date|item|card|list|meta|header)|review_(?:author|date|item)|user-?review|customer-?review|testimonial|bewertungen/;

/**
 * Class/id words of a picture's credit line. Not "credit" alone: a story's credits box
 * ("Interview: SVEN MICHAELSEN", authors-dev: iconmagazine) names its authors; not
 * "caption": typography classes use it (eurosport's byline is `caption-s5-fx`).
 */
const PICTURE_CREDIT_CLASS = /(?:photo|image|picture|img|bild)-?credit/;
/** Ancestors looked at for a `<figure>` or a credit class: a credit sits a level or two inside one. */
const MAX_FIGURE_DEPTH = 4;

/**
 * The element credits a picture: it or an ancestor a few levels up is a `<figure>` or
 * `<figcaption>`, or has a class or id naming a picture credit. `itemprop="creator"` on a lead image's
 * "Benoit Tessier/Reuters" names the photographer, not the author (readability-dev: citylab).
 */
function inPictureCredit(el: ElementNode): boolean {
  let depth = 0;
  for (let cur: ElementNode | null = el; cur && depth <= MAX_FIGURE_DEPTH; cur = cur.parent, depth++) {
    if (cur.tag === "figure" || cur.tag === "figcaption") return true;
    // Class and id tested apart, as inCommentArea does (no word has a space): no joined string per ancestor.
    const cls = cur.cls;
    const id = cur.id;
    if ((cls !== undefined && PICTURE_CREDIT_CLASS.test(lowerCase(cls))) || (id !== undefined && PICTURE_CREDIT_CLASS.test(lowerCase(id)))) return true;
  }
  return false;
}

/**
 * One entry of a list of people: the element is all its list item holds (its wrappers
 * aside), and the list has another item of the same kind (MIN_USER_LIST_ITEMS). A forum's
 * or a subreddit's moderators, a "top authors" box, a team page: each name is one of
 * several, none the writer of the page (old Reddit's sidebar `<li><a class="author">`).
 */
function inUserList(el: ElementNode): boolean {
  let item: ElementNode | null = el;
  for (let depth = 0; item !== null && item.tag !== "li" && depth < 2; depth++) item = item.parent;
  if (item === null || item.tag !== "li" || !soleChain(item, el)) return false;
  const list = item.parent;
  if (list === null) return false;
  let entries = 0;
  let looked = 0;
  for (const k of list.children) {
    // A bounded look: a list of thousands of items (hostile input) is read no further.
    if (++looked > MAX_LIST_LOOK) return false;
    if (k.kind === 3 || k.tag !== "li") continue;
    if (k === item || (onlyOneElement(k) && bylineLike(onlyOneElement(k)!, el))) entries++;
    if (entries >= MIN_USER_LIST_ITEMS) return true;
  }
  return false;
}
const MIN_USER_LIST_ITEMS = 2;
/** Children of the list looked at for a second entry (whitespace nodes included). */
const MAX_LIST_LOOK = 50;
/** The element's only element child, when it has no text of its own beside it. */
function onlyOneElement(el: ElementNode): ElementNode | undefined {
  let only: ElementNode | undefined;
  for (const k of el.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return undefined;
      continue;
    }
    if (only !== undefined) return undefined;
    only = k;
  }
  return only;
}
/** `inner` is reached from `outer` through only children. */
function soleChain(outer: ElementNode, inner: ElementNode): boolean {
  let cur: ElementNode | undefined = outer;
  for (let depth = 0; cur !== undefined && depth < 3; depth++) {
    if (cur === inner) return true;
    cur = onlyOneElement(cur);
  }
  return cur === inner;
}
/** Another entry like the first: the same tag and first class (down one wrapper; `a.author id-t2_4xk2`, `a.author id-t2_6l4z3`). */
function bylineLike(k: ElementNode, el: ElementNode): boolean {
  const first = (x: ElementNode): string | undefined => x.cls?.trim().split(/\s+/)[0];
  const same = (x: ElementNode): boolean => x.tag === el.tag && first(x) === first(el);
  if (same(k)) return true;
  const inner = onlyOneElement(k);
  return inner !== undefined && same(inner);
}

/** Inside an `<aside>` or a `<nav>` (any level up): a region beside the article, whose dates are other pages'. */
const inSideRegion = (el: ElementNode): boolean => hasAncestorTag(el, SIDE_REGION_TAGS);
const SIDE_REGION_TAGS: ReadonlySet<string> = new Set(["aside", "nav"]);

/** Inside a quotation (up to MAX_FIGURE_DEPTH levels up): a name there is the quoted person's ("— Ryan Merkley, CEO"). */
const inQuote = (el: ElementNode): boolean => hasAncestorTag(el, QUOTE_TAGS, MAX_FIGURE_DEPTH);
const QUOTE_TAGS: ReadonlySet<string> = new Set(["blockquote", "q"]);

/**
 * An ancestor marks a comment area or a hidden template, or the element or an ancestor
 * marks a review (isReviewMark): its bylines and dates are readers', not the article's.
 */
function inCommentArea(el: ElementNode, marks: AreaMarks): boolean {
  if (isReviewMark(el)) return true;
  let depth = 0;
  for (let cur = el.parent; cur && depth < 12; cur = cur.parent, depth++) {
    // `<body>`'s classes name the page's kind or the site's style sheets, not a section:
    // Jimdo writes `j-m-comment-styles` there on every page, old Reddit `comments-page` on
    // a post's, and every byline was a reader's. `<html>`'s still count: a news network
    // lists its comment features there and hides its author box's text so (session 20).
    if (cur.tag === "body") continue;
    let marked = marks.get(cur);
    if (marked === undefined) {
      marked = marksCommentArea(cur);
      marks.set(cur, marked);
    }
    if (marked) return true;
  }
  return false;
}

/**
 * What inCommentArea found of each ancestor it read, for one page: the page's byline and
 * date candidates share most of their ancestors (four patterns each, up to twelve levels).
 */
type AreaMarks = Map<ElementNode, boolean>;

/** The ancestor's class or id names a comment area (COMMENT_AREA), or it marks a review. */
function marksCommentArea(cur: ElementNode): boolean {
  // Class and id tested apart (no word has a space): no joined string per ancestor.
  const cls = cur.cls;
  const id = cur.id;
  return (cls !== undefined && COMMENT_AREA.test(lowerCase(cls))) || (id !== undefined && COMMENT_AREA.test(lowerCase(id))) || isReviewMark(cur);
}

/**
 * A review of the thing the page offers, or a list of them: schema.org's
 * `itemprop="review"`, or a class or id token holding a REVIEW_AREA word
 * (`section.reviews`, `strong.review-author`, Trustindex's `ti-review-item`,
 * `footer.testimonial__author`). Its names and dates are customers', as a comment's are
 * readers' (batch 28: a holiday flat's reviewer "Familie Otte" was its author). WordPress's
 * post classes name the post's category and tags (`category-reviews`): those tokens are
 * the post's own, not a review's.
 */
function isReviewMark(el: ElementNode): boolean {
  const itemprop = el.attrs["itemprop"];
  if (itemprop !== undefined && REVIEW_ITEMPROP.test(itemprop)) return true;
  return reviewToken(el.cls) || reviewToken(el.id);
}
const REVIEW_ITEMPROP = /(?:^|\s)reviews?(?:\s|$)/i;
function reviewToken(value: string | undefined): boolean {
  if (value === undefined || !REVIEW_AREA.test(lowerCase(value))) return false;
  return lowerCase(value).split(/\s+/).some((t) => REVIEW_AREA.test(t) && !TAXONOMY_TOKEN.test(t));
}
const TAXONOMY_TOKEN = /^(?:category|tag|cat|post_tag|tags|topic)[-_]/;

function firstOwnText(el: ElementNode): string {
  for (const k of el.children) {
    if (k.kind === 3) {
      const t = k.data.trim();
      if (t !== "") return t;
    } else return "";
  }
  return "";
}

/** ownTextOpening: the element has no own first text (firstOwnText answers ""). */
const NO_OWN_TEXT = -1;
/** ownTextOpening: its own text starts with a digit, an ASCII symbol, or an ASCII word no by-word starts with. */
const NOT_A_BY_LINE = 0;
/** ownTextOpening: anything else; the by-line tests read the text. */
const MAY_BE_BY_LINE = 1;
/**
 * ownTextOpening: a digit, an ASCII month or weekday name or a date line's label, which
 * opens no by-word but may open a dated byline ("06.11.2023 13:30 von Olga", "March 3,
 * 2024 by Jane Doe", "Updated May 3, 2011 by Maren Holt").
 */
const DATE_OPENING = 2;

/**
 * How the element's own first text opens, for the by-line tests, read in place: most
 * texts start with an ASCII word that is no by-word's first word, which settles every
 * by-line test (startsWithByWord, labelThenName) without building the trimmed text.
 */
function ownTextOpening(el: ElementNode): number {
  const kids = el.children;
  for (let k = 0; k < kids.length; k++) {
    const node = kids[k];
    if (node.kind !== 3) return NO_OWN_TEXT;
    const d = node.data;
    for (let i = 0; i < d.length; i++) {
      const c = d.charCodeAt(i);
      if (isJsSpace(c)) continue;
      if (c >= 128) return MAY_BE_BY_LINE;
      if (c >= 48 && c <= 57) return DATE_OPENING;
      // Symbols start no by-word, and only separators are stripped before one ("| By").
      if (!isAsciiLetter(c)) return ASCII_LEADING_SEPARATORS.has(c) ? MAY_BE_BY_LINE : NOT_A_BY_LINE;
      let j = i + 1;
      while (j < d.length && isAsciiLetter(d.charCodeAt(j))) j++;
      // A letter beyond ASCII may continue the word ("veröffentlicht"): read it in full.
      if (j < d.length && d.charCodeAt(j) >= 128) return MAY_BE_BY_LINE;
      const word = d.slice(i, j).toLowerCase();
      return BY_FIRST_WORDS.has(word) ? MAY_BE_BY_LINE : DATE_OPENING_WORDS.has(word) || DATE_LABEL_FIRST_WORDS.has(word) ? DATE_OPENING : NOT_A_BY_LINE;
    }
  }
  return NO_OWN_TEXT;
}

/**
 * The first text with anything but whitespace in `el`'s subtree, trimmed, read in the
 * order boundedText reads (dropped, script, style and noscript subtrees skipped), or
 * undefined when there is none within boundedText's node budget (then boundedText
 * answers undefined too).
 */
function firstTextBelow(el: ElementNode): string | undefined {
  // One stack for every call (asked of many elements per page), emptied on the way out.
  const stack = firstTextStack;
  stack.push(el);
  try {
    return firstTextIn(stack);
  } finally {
    stack.length = 0;
  }
}
const firstTextStack: DomNode[] = [];

/** firstTextBelow's walk over `stack`. */
function firstTextIn(stack: DomNode[]): string | undefined {
  let nodes = 0;
  while (stack.length > 0) {
    if (++nodes + stack.length > MAX_SNIPPET_NODES) return undefined;
    const n = stack.pop()!;
    if (n.kind === 3) {
      if (!isBlank(n.data)) return n.data.trim();
      continue;
    }
    if (n.dropped || n.tag === "script" || n.tag === "style" || n.tag === "noscript") continue;
    const kids = n.children;
    if (kids.length + stack.length + nodes > MAX_SNIPPET_NODES) return undefined;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return undefined;
}

/** Text with nothing but whitespace (what `trim() === ""` says), without building a string. */
function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isJsSpace(s.charCodeAt(i))) return false;
  return true;
}

/** Month and weekday names a dated byline may open with ("March 3, 2024 by Jane Doe"), lower-cased. */
const DATE_OPENING_WORDS: ReadonlySet<string> = new Set([...MONTHS.keys(), ...WEEKDAYS]);

/**
 * First words of the date lines' labels ("posted", "published", "updated"): "Posted May 3,
 * 2011 by Maren Holt" is a dated byline after its label. ("Posted" also opens "posted by",
 * so it reads as MAY_BE_BY_LINE, and signedLine looks for the label.)
 */
const DATE_LABEL_FIRST_WORDS: ReadonlySet<string> = new Set(DATE_LINE_LABELS.map((l) => l.split(" ")[0]).filter((w) => /^[a-z]+$/.test(w)));

/** First words of the by-words: a Set lookup before the long BY_PREFIX regex (hot path). */
const BY_FIRST_WORDS: ReadonlySet<string> = new Set(BY_WORDS.map((w) => w.split(" ")[0]));
const FIRST_WORD = /^\p{L}+/u;

/** Initial letters of the by-words: most text fails this one-character test (hot path). */
const BY_INITIALS: ReadonlySet<string> = new Set(BY_WORDS.map((w) => w[0]));
const mayStartByWord = (text: string): boolean => text !== "" && BY_INITIALS.has(lowerCase(text[0]));
/**
 * ASCII characters stripped before a by-word (LEADING_SEPARATORS): Unicode punctuation
 * (`\p{P}`) and the vertical bar, a symbol that bylines use as a separator ("| By").
 */
const ASCII_LEADING_SEPARATORS = new Set([..."!\"#%&'()*,-./:;?@[\\]_{}|"].map((ch) => ch.charCodeAt(0)));

/** The text's first word is the first word of a by-word ("by", "geschrieben", "a" of "a cura di"). */
function firstWordIsByWord(text: string): boolean {
  if (!mayStartByWord(text)) return false;
  // An ASCII word ends at the first character that is no ASCII letter, when that one is
  // ASCII too: read in place, without the pattern's match (FIRST_WORD reads the rest).
  let j = 0;
  while (j < text.length && isAsciiLetter(text.charCodeAt(j))) j++;
  if (j > 0 && (j === text.length || text.charCodeAt(j) < 128)) return BY_FIRST_WORDS.has(text.slice(0, j).toLowerCase());
  const w = FIRST_WORD.exec(text);
  return w !== null && BY_FIRST_WORDS.has(w[0].toLowerCase());
}

function startsWithByWord(text: string): boolean {
  return text.length <= MAX_SNIPPET_CHARS && firstWordIsByWord(text) && BY_PREFIX.test(`${text} `);
}

/** A by-label ("Autor:", "Geschrieben von") is at most this long, whitespace collapsed. */
const MAX_LABEL_CHARS = 30;

/** `collapseWhitespace(text).length > max`, without collapsing when the text is short enough anyway. */
const collapsedLongerThan = (text: string, max: number): boolean => text.length > max && collapseWhitespace(text).length > max;

const isAuthorItemprop = (itemprop: string): boolean => itemprop.includes("author") || itemprop === "creator";

/** BYLINE_TAG_ROLES bits: the tag may hold a "By ..." line (BY_LINE_TAGS), or a by-label (LABEL_TAGS). */
const BY_LINE_TAG = 1;
const LABEL_TAG = 2;

/**
 * Tags a by-label sits in: `<strong>Autor:</strong>`, `<h5>Autor:</h5>`, and a record's row
 * header `<th>Autor:</th><td>Name</td>` (a public body's document record, session 25).
 */
const LABEL_TAGS = new Set(["strong", "b", "em", "i", "span", "label", "small", "h4", "h5", "h6", "dt", "p", "div", "th"]);

/** Both tag lists as bits per tag: one lookup per element. */
const BYLINE_TAG_ROLES = tagBits([
  [BY_LINE_TAGS, BY_LINE_TAG],
  [LABEL_TAGS, LABEL_TAG],
]);

/** A label alone: "Autor:", "Text:", "By" (in its own `<strong>` before the name). */
const BY_LABEL = new RegExp(`^(?:${BY_WORD_PATTERN})\\s*[:\\-–：]?\\s*:?$`, "iu");

/** `<p><strong>Autor:</strong> <a>Jane Doe</a></p>`: the first child element is a by-label. */
function startsWithByLabel(el: ElementNode): boolean {
  for (const k of el.children) {
    if (k.kind === 3) {
      if (!isBlank(k.data)) return false;
      continue;
    }
    if (!LABEL_TAGS.has(k.tag)) return false;
    const opening = ownTextOpening(k);
    if (opening === NOT_A_BY_LINE || opening === DATE_OPENING) return false;
    if (opening === MAY_BE_BY_LINE) {
      const own = firstOwnText(k);
      // The label's text starts with its own first text, so its first word is decided here, before reading the label.
      if (!firstWordIsByWord(own)) return false;
      // The label's text starts with this text: longer than a label, it is none.
      if (collapsedLongerThan(own, MAX_LABEL_CHARS)) return false;
    } else {
      // The label's text starts deeper (`<strong><em>By</em></strong>`): its first word is
      // the first word of its first text, found before the whole label is read.
      const first = firstTextBelow(k);
      if (first === undefined || !firstWordIsByWord(first)) return false;
    }
    const t = boundedText(k, MAX_LABEL_CHARS) ?? "";
    if (!firstWordIsByWord(t)) return false;
    // "de", "di", "da" alone are language switches and prepositions, not labels.
    return BY_LABEL.test(t) && !/^(?:de|di|da)$/i.test(t);
  }
  return false;
}

interface Collector {
  bylines: BylineCandidate[];
  copyrights: string[];
  dates: DateCandidate[];
  /** Each `<header>` read so far, numbered in document order (DateCandidate.header). */
  headers: Map<ElementNode, number>;
  /**
   * The first comment marked as the post author's (POST_AUTHOR_COMMENT_CLASS) until its
   * name is read, then null; undefined before any such comment.
   */
  postAuthorComment?: ElementNode | null;
  /** Its first `comment-author` element, used when it has no `fn` one. */
  postAuthorHeader?: BylineCandidate;
  /**
   * The bylines of rel/itemprop author elements (bylineGroup): per parent, the open
   * byline's number and its last author element (the parent's child that holds it).
   */
  groups: Map<ElementNode, { id: number; last: ElementNode }>;
  /** Bylines numbered so far. */
  groupCount: number;
  /** inCommentArea's answers for the ancestors read so far. */
  areaMarks: AreaMarks;
}

/** Inline wrappers a co-author's element may sit in alone (`<span class="author"><a rel="author">…</a></span>`). */
const AUTHOR_WRAPPER_TAGS: ReadonlySet<string> = new Set(["span", "strong", "b", "em", "i", "cite", "font", "address"]);
/** Wrappers climbed at most: a name's link in a span in a span. */
const MAX_AUTHOR_WRAPPERS = 3;

/**
 * What joins two co-authors in a byline: separators and a conjunction ("Tom Roe, Ann Lee
 * and Bob Poe", "A & B", "A / B"; and/und/et/y/e/en/og/och: the conjunctions of the
 * by-line languages AUTHOR_SPLIT reads, Nordic too).
 */
const BYLINE_JOIN = /^[\s,;&/|·+]*(?:(?:and|und|et|y|e|en|og|och)[\s,]*)?$/iu;

/**
 * The byline an author element stands in: its parent, or above inline wrappers whose only
 * element is the one below (each co-author in a span of their own). Elements of one
 * byline share the number: they follow each other in one parent with only separators or
 * a conjunction between them (BYLINE_JOIN). A writers' box (each author with a picture
 * and a blurb) is no byline, and a teaser's byline in its own list item does not share
 * the number with the next teaser's.
 */
function bylineGroup(el: ElementNode, c: Collector): number | undefined {
  let at = el;
  let box = el.parent;
  for (let up = 0; box !== null && up < MAX_AUTHOR_WRAPPERS && AUTHOR_WRAPPER_TAGS.has(box.tag) && onlyElementChild(box, at); up++) {
    at = box;
    box = box.parent;
  }
  if (box === null) return undefined;
  const open = c.groups.get(box);
  if (open !== undefined && (open.last === at || joinedInByline(box, open.last, at))) {
    open.last = at;
    return open.id;
  }
  c.groupCount++;
  c.groups.set(box, { id: c.groupCount, last: at });
  return c.groupCount;
}

/** An aside in parentheses beside a name in a byline: the author's handle ("(@danbharris)"), a role. */
const PARENTHESIZED = /\([^()]{0,80}\)/gu;
/** Inline elements that may stand between co-authors: the handle's link beside a name, a wrapper. */
const BYLINE_INLINE_TAGS: ReadonlySet<string> = new Set([...AUTHOR_WRAPPER_TAGS, "a", "small", "sup"]);

/**
 * Between `box`'s children `a` and `b` (in order) stands only text that joins co-authors
 * (BYLINE_JOIN), once asides in parentheses are left out ("A (@a) and B (@b)"), and no
 * element other than an inline one (a writers' box has pictures and blurbs between).
 */
function joinedInByline(box: ElementNode, a: ElementNode, b: ElementNode): boolean {
  const from = box.children.indexOf(a);
  const to = box.children.indexOf(b);
  if (from < 0 || to <= from) return false;
  let between = "";
  for (let k = from + 1; k < to; k++) {
    const n = box.children[k];
    if (n.kind === 3) between += n.data;
    else if (n.kind === 1 && BYLINE_INLINE_TAGS.has(n.tag)) between += normText(n);
    else if (n.kind === 1) return false;
  }
  return BYLINE_JOIN.test(between.replace(PARENTHESIZED, " "));
}

/** `child` is the only element among `parent`'s children (text beside it allowed: "By <a>…</a>"). */
function onlyElementChild(parent: ElementNode, child: ElementNode): boolean {
  return parent.children.every((k) => k === child || k.kind === 3);
}

/**
 * WordPress marks each comment that the post's own author wrote with the class
 * `bypostauthor` (core's comment_class(), for the themes to highlight the author's
 * answers); the comment's header names that author, as hCard's formatted name `fn`
 * (`<cite class="fn">`, core's default walker) or in a `comment-author` element. A
 * page that names its author nowhere else (no byline) often answers its readers in the
 * comments: authors-dev tune, 9 pages hold such a comment and on all 9 its name is the
 * gold author (7 already given by a byline, literaturgefluester and dealdoktor by none).
 */
const POST_AUTHOR_COMMENT_CLASS = "bypostauthor";
/** A comment header's verb after the name ("Karoline Herr sagt:", "Jane says:"). */
const COMMENT_SAYS = /\s+\p{L}+\s*:$/u;

/** A class attribute's tokens include `token`. */
function hasClassToken(cls: string, token: string): boolean {
  const at = cls.indexOf(token);
  if (at < 0) return false;
  return cls.split(/\s+/).includes(token);
}

/**
 * The name in the post author's comment (POST_AUTHOR_COMMENT_CLASS), the first such
 * comment in the document: its first `fn` element, else its first `comment-author` one
 * (some themes wrap the whole comment in `comment-author vcard`, the name in an `fn`
 * inside), read before the first reply nested in it.
 */
function collectPostAuthor(el: ElementNode, order: number, c: Collector): void {
  const cls = el.cls;
  if (cls === undefined || c.postAuthorComment === null) return;
  if (c.postAuthorComment === undefined) {
    if (hasClassToken(cls, POST_AUTHOR_COMMENT_CLASS)) c.postAuthorComment = el;
    return;
  }
  const fn = hasClassToken(cls, "fn");
  const nested = hasClassToken(cls, "comment") || hasClassToken(cls, "children");
  if (!fn && !nested && (c.postAuthorHeader !== undefined || !hasClassToken(cls, "comment-author"))) return;
  if (!isAncestor(c.postAuthorComment, el)) return;
  // A reply nested in it (WordPress's `<ol class="children"><li class="comment">`) is a
  // reader's: its header is not the author's.
  if (nested) {
    if (c.postAuthorHeader !== undefined) c.bylines.push(c.postAuthorHeader);
    c.postAuthorComment = null;
    return;
  }
  const text = boundedText(el, MAX_SNIPPET_CHARS)?.replace(COMMENT_SAYS, "");
  if (text === undefined || text === "") return;
  if (!fn) {
    c.postAuthorHeader = { kind: "post-author", text, order };
    return;
  }
  c.bylines.push({ kind: "post-author", text, order });
  c.postAuthorComment = null;
}


/** What goes before a label: whitespace, punctuation, and "|" (a symbol in Unicode, a separator in bylines). */
const LEADING_SEPARATORS = /^[\s\p{P}|]+/u;

/**
 * A label element followed by the name: `<span>By</span><span>Cara Stiles</span>`,
 * `<h5>Autor:</h5>Peter Maahn`, `<div>Auteur(s) :</div><div>...</div>`.
 */
function labelThenName(el: ElementNode, ownText?: string): string | undefined {
  if (!LABEL_TAGS.has(el.tag) || el.parent === null) return undefined;
  let own = ownText ?? firstOwnText(el);
  if (own === "") return undefined;
  // "| By": leading separators are stripped first (when the text cannot start with a by-word as it is).
  if (!mayStartByWord(own)) own = own.replace(LEADING_SEPARATORS, "");
  if (!firstWordIsByWord(own)) return undefined;
  // The element's text starts with its own first text: longer than a label, it is none.
  if (ownText !== undefined && collapsedLongerThan(ownText, MAX_LABEL_CHARS)) return undefined;
  const label = boundedText(el, MAX_LABEL_CHARS)?.replace(LEADING_SEPARATORS, "");
  if (label === undefined || !BY_LABEL.test(label) || /^(?:de|di|da)$/i.test(label) || wordRightBefore(el)) return undefined;
  // The label alone in its wrapper ("<div><p>Written by</p></div><div><p>Jonas Lind</p></div>",
  // a site builder's one-text containers): the name is in the wrapper's next sibling.
  let at: ElementNode = el;
  for (let up = 0; ; up++) {
    const name = nameAfter(at);
    if (name !== null) return name === undefined || name === "" ? undefined : `${label} ${name}`;
    const wrapper = at.parent;
    if (up === MAX_LABEL_WRAPPERS || wrapper === null || wrapper.parent === null || !LABEL_WRAPPER_TAGS.has(wrapper.tag) || !onlyChild(wrapper, at)) return undefined;
    at = wrapper;
  }
}
/**
 * The text right before `el` in its parent ends with a word: a label there is inside a
 * sentence, and names the maker of what the sentence speaks of ("Layout <em>created
 * by</em> <a>Blogger Templates</a>", "CSS <em>designed by</em> …", a theme's footer
 * credit), not the page's writer. A date before it ("May 3, 2011 <strong>by</strong>")
 * or punctuation ("| <span>By</span>") leaves it a byline's label.
 */
function wordRightBefore(el: ElementNode): boolean {
  const sibs = el.parent?.children ?? [];
  const prev = sibs[sibs.indexOf(el) - 1];
  // The last few characters only: a letter (and its marks) ends the text.
  return prev !== undefined && prev.kind === 3 && /\p{L}\p{M}*$/u.test(prev.data.trimEnd().slice(-4));
}

/** Wrappers a label may stand alone in, each the only child of the next (site builders nest one or two). */
const MAX_LABEL_WRAPPERS = 2;
const LABEL_WRAPPER_TAGS: ReadonlySet<string> = new Set(["div", "span", "p"]);

/**
 * The text right after `el` among its next few siblings (a `<br>` and blank text skipped):
 * the first text or element's text, "" or undefined when that is empty or too long; null
 * when nothing follows `el` in its parent.
 */
function nameAfter(el: ElementNode): string | undefined | null {
  const sibs = el.parent?.children ?? [];
  const from = sibs.indexOf(el) + 1;
  for (let i = from; i < sibs.length && i < from + 5; i++) {
    const k = sibs[i];
    if (k.kind === 3) {
      const t = k.data.trim();
      if (t !== "") return t;
      continue;
    }
    if (k.tag === "br") continue;
    return boundedText(k, 100);
  }
  return null;
}

/** `child` is the only node of `parent` but blank text. */
function onlyChild(parent: ElementNode, child: ElementNode): boolean {
  return parent.children.every((k) => k === child || (k.kind === 3 && isBlank(k.data)));
}

/** Own texts longer than this are paragraphs: a dated or labelled byline is a short line. */
const MAX_SIGNED_OWN_CHARS = 160;
/** A by-word inside a line, followed by a space or the end of the text (the name may be a link). */
const BY_WORD_WITHIN = new RegExp(`\\s(?:${BYLINE_WORDS.map(escapeRe).join("|")})(?:\\s|$)`, "iu");
/** The separators a labelled byline puts after its label (one scan before SEPARATOR_BY). */
const SEPARATOR_CHARS = /[—–|·]/;
/** A spaced separator followed by a by-word: "— by", "| Von", "· par". */
const SEPARATOR_BY = new RegExp(`\\s[—–|·]\\s+(?:${BYLINE_WORDS.map(escapeRe).join("|")})(?:\\s|$)`, "iu");
/** Where a labelled byline is none: list items and table cells are data (a reading list's "Moby Dick — by Herman Melville"). */
const DATA_TAGS: ReadonlySet<string> = new Set(["li", "td"]);

/**
 * A byline whose by-word is inside the line: after a date ("06.11.2023 13:30 von Olga",
 * "March 3, 2024 by Jane Doe": isDatedBylineText, the content's own test) or after a
 * label and a spaced separator ("Culture notes, no. 12 — by Alan Whitcombe":
 * labelledByline). The text to clean, or undefined. `opening` is ownTextOpening's answer
 * and `own` the trimmed own text when it was read: the element's whole text is read only
 * when its own first text is short and holds a by-word after a date or a separator, so
 * most elements cost a length test and one scan for a separator.
 */
function signedLine(el: ElementNode, opening: number, own: string): string | undefined {
  const raw = own !== "" ? own : firstOwnText(el);
  if (raw === "" || raw.length > MAX_SIGNED_OWN_CHARS) return undefined;
  // "Posted May 3, 2011 by Maren Holt": a by-word's first word may open a date line's label too.
  const labelledDate = opening === MAY_BE_BY_LINE && dateLineLabelLength(raw) > 0;
  if (opening === DATE_OPENING || labelledDate) {
    const text = BY_WORD_WITHIN.test(raw) ? boundedText(el, MAX_SIGNED_OWN_CHARS) : undefined;
    if (text !== undefined && isDatedBylineText(text)) return text;
    if (opening === DATE_OPENING) return undefined;
  }
  if (opening === MAY_BE_BY_LINE) {
    const byline = byWordAfterParsedDate(raw);
    if (byline !== undefined) {
      const text = boundedText(el, MAX_SIGNED_OWN_CHARS);
      // The line goes on after the name in other elements ("| <a>نظرات (۴)</a>"): cleaned later.
      const head = collapseWhitespace(raw.slice(0, byline));
      if (text !== undefined && text.startsWith(head)) return text.slice(head.length).trim();
    }
  }
  if (!SEPARATOR_CHARS.test(raw) || DATA_TAGS.has(el.tag) || !SEPARATOR_BY.test(raw)) return undefined;
  const text = boundedText(el, MAX_SIGNED_OWN_CHARS);
  return text === undefined ? undefined : labelledByline(text);
}

/**
 * A by-word of the languages the content's dated-byline test (isDatedBylineText, its
 * BYLINE_WORDS) does not read, after a space: "نوشته شده در چهارشنبه ۵ آذر ۱۴۰۵ساعت ۲۱:۴۰
 * توسط مریم رضایی", the Persian blog platforms' post footer ("written on <Solar Hijri date>
 * at <time> by <name>"; session 22). Not the everyday words of WEAK_BY_WORDS ("von", "de"
 * open phrases after a date too), and not "by", "von", ...: a line the content's test
 * turned down is no byline here either.
 */
const OTHER_BY_WORD_WITHIN = new RegExp(
  `\\s(?:${BY_WORDS.filter((w) => !WEAK_BY_WORDS.has(w) && !BYLINE_WORDS.includes(w) && !BYLINE_WORDS.includes(`${w}:`))
    .map(escapeRe)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\s`,
  "iu",
);
/** A date line's label and weekday before the date ("نوشته شده در چهارشنبه "), at most. */
const MAX_BEFORE_PARSED_DATE = 40;
/** Between the date and the by-word: its time, with a word for "at" ("ساعت ۲۱:۴۰"), at most. */
const MAX_DATE_TO_BY_WORD = 20;
/** The clock for byWordAfterParsedDate: a date's presence is asked, not its value. */
const FAR_FUTURE: DateContext = { now: new Date(Date.UTC(9999, 0, 1)), dayFirst: true };
/**
 * A line that opens with a date the date parser reads (any language it knows) and goes on
 * with a strong by-word: the by-word's offset in `raw`, or undefined. The content's own
 * test (isDatedBylineText) knows the date words of fewer languages.
 */
function byWordAfterParsedDate(raw: string): number | undefined {
  const by = OTHER_BY_WORD_WITHIN.exec(raw);
  if (by === null || by.index > MAX_BEFORE_PARSED_DATE + MAX_SIGNED_DATE_CHARS + MAX_DATE_TO_BY_WORD) return undefined;
  const date = parseDateText(raw.slice(0, by.index), FAR_FUTURE)[0];
  if (date === undefined || date.index > MAX_BEFORE_PARSED_DATE || by.index - (date.index + date.length) > MAX_DATE_TO_BY_WORD) return undefined;
  return by.index + 1;
}
/** A date as written, weekday aside ("5 آذر 1405", "14 de noviembre de 2026"), at most. */
const MAX_SIGNED_DATE_CHARS = 30;

/** Tags that mark the name right after a by-word in a sentence: `<strong>`, `<b>`, a profile link. */
const MARKED_NAME_TAGS: ReadonlySet<string> = new Set(["strong", "b", "a"]);
/** A name is a few words; a longer marked text is a phrase. */
const MAX_MARKED_NAME_CHARS = 60;
/**
 * What follows the marked name makes the line a sentence: a word in lower case that
 * does not join a second name ("who builds developer tools", "is a designer") or a
 * sentence's end and more text ("Noor Haddad. She writes …").
 */
const SENTENCE_GOES_ON = /^(?:(?!(?:and|und|et|y|e|en|or|&)(?!\p{L}))\p{Ll}|[.!?]\s+\S)/u;

/**
 * "Written by <strong>Noor Haddad</strong> who builds developer tools in Montréal."
 * (gatsby-starter-blog's bio): a short paragraph whose own first text is a by-word
 * alone (`own`), then the name in a `<strong>`, `<b>` or link, then the sentence goes
 * on. The by-word and the marked name, or undefined (a by-word before plain text, a
 * byline that goes on with a second name, a role after a comma: the whole `text` is
 * cleaned as it is). Golden page `content-gatsby-blog-prism-autolink-embed`.
 */
function markedNameAfterByWord(el: ElementNode, own: string, text: string): string | undefined {
  const label = collapseWhitespace(own);
  if (!BY_LABEL.test(label)) return undefined;
  // The first text is the by-word; the node right after it (blank text aside) holds the name.
  let seenLabel = false;
  for (const k of el.children) {
    if (k.kind === 3) {
      if (isBlank(k.data)) continue;
      if (seenLabel) return undefined;
      seenLabel = true;
      continue;
    }
    if (!MARKED_NAME_TAGS.has(k.tag)) return undefined;
    const name = boundedText(k, MAX_MARKED_NAME_CHARS);
    if (name === undefined || name === "") return undefined;
    const head = `${label} ${name}`;
    if (!text.startsWith(head)) return undefined;
    return SENTENCE_GOES_ON.test(text.slice(head.length).trim()) ? head : undefined;
  }
  return undefined;
}

/** A link to an author's page (AUTHOR_PAGE_HREF), its target of a link's length. */
function isAuthorPageHref(href: string | undefined): boolean {
  // The pattern needs a `/` after the path's word: the in-page links the text path keeps
  // too (`#section`, a footnote's `#fn3`) have none, and are not searched.
  return href !== undefined && href.length <= MAX_HREF_CHARS && href.includes("/") && AUTHOR_PAGE_HREF.test(href);
}
const MAX_HREF_CHARS = 300;
/** A name in a link is short: a link's text longer than this is a sentence or a teaser. */
const MAX_AUTHOR_LINK_CHARS = 60;

/**
 * The element's next sibling, blank text aside, is a `mailto:` link: a name in bold beside
 * its address. Read only in a parent of a few children (MAX_SENDER_SIBLINGS): finding the
 * element among its siblings costs their number.
 */
function beforeMailLink(el: ElementNode): boolean {
  const sibs = el.parent?.children;
  if (sibs === undefined || sibs.length > MAX_SENDER_SIBLINGS) return false;
  let i = sibs.indexOf(el) + 1;
  while (i < sibs.length) {
    const k = sibs[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      i++;
      continue;
    }
    return k.tag === "a" && (k.attrs["href"] ?? "").trim().toLowerCase().startsWith("mailto:");
  }
  return false;
}
const MAX_SENDER_SIBLINGS = 64;
/** A sender's name: two to four words, each opening with a capital (no label's colon, no sentence). */
const SENDER_NAME = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}$/u;

/** `relAttr` and `itempropAttr`: the element's `rel` and `itemprop` attributes. */
function collectByline(
  el: ElementNode,
  relAttr: string | undefined,
  itempropAttr: string | undefined,
  hints: ClassHints,
  order: number,
  c: Collector,
): void {
  if (c.bylines.length >= MAX_CANDIDATES) return;
  let kind: BylineCandidate["kind"] | undefined;
  if (relAttr !== undefined && AUTHOR_TOKEN.test(relAttr)) kind = "rel";
  else if (itempropAttr !== undefined && isAuthorItemprop(lowerCase(itempropAttr))) kind = "itemprop";
  else if (bylineClass(hints)) kind = "class";
  // A link to the writer's page with no by-word, class or rel ("<a href="/authors/marta-okafor">Marta
  // Okafor</a>" under the headline): a candidate of its own, read after the bylines.
  if (kind === undefined && el.tag === "a" && isAuthorPageHref(el.attrs["href"]) && !inCommentArea(el, c.areaMarks) && !inPictureCredit(el) && !inQuote(el)) {
    const text = boundedText(el, MAX_AUTHOR_LINK_CHARS);
    if (text !== undefined && text !== "") c.bylines.push({ kind: "author-link", text, order });
  }
  // A mail archive's sender: "<B>Marguerite Okonjo</B> <A HREF="mailto:…">m.okonjo at …</A>"
  // (Mailman's pipermail writes every message's header so, under the subject's `<H1>`).
  if (kind === undefined && (el.tag === "b" || el.tag === "strong") && beforeMailLink(el) && !inCommentArea(el, c.areaMarks)) {
    const text = boundedText(el, MAX_AUTHOR_LINK_CHARS);
    if (text !== undefined && SENDER_NAME.test(text)) c.bylines.push({ kind: "class", text, order });
    return;
  }
  const tagRoles = BYLINE_TAG_ROLES.get(el.tag) ?? 0;
  // Most elements: no attribute names a byline, and no by-line test applies to the tag.
  if (kind === undefined && tagRoles === 0) return;
  // The element's own first text, read once for both by-line tests below, and only when
  // its opening lets either pass.
  const opening = tagRoles !== 0 ? ownTextOpening(el) : NO_OWN_TEXT;
  const own = opening === MAY_BE_BY_LINE ? firstOwnText(el) : "";
  // With own text first, the first child is no label element (startsWithByLabel answers false).
  if (kind === undefined && (tagRoles & BY_LINE_TAG) !== 0 && (startsWithByWord(own) || (opening === NO_OWN_TEXT && startsWithByLabel(el)))) kind = "by-line";
  // "06.11.2023 13:30 von Olga", "Culture notes, no. 12 — by Alan Whitcombe": the by-word
  // is inside the line, after a date or a label.
  if (kind === undefined && opening !== NO_OWN_TEXT && (tagRoles & BY_LINE_TAG) !== 0) {
    const line = signedLine(el, opening, own);
    if (line !== undefined) {
      if (!inCommentArea(el, c.areaMarks) && !inPictureCredit(el)) c.bylines.push({ kind: "by-line", text: line, order });
      return;
    }
  }
  if (kind === undefined) {
    const labelled = labelThenName(el, own);
    if (labelled !== undefined && !inCommentArea(el, c.areaMarks)) c.bylines.push({ kind: "by-line", text: labelled, order });
    return;
  }
  if (el.tag === "meta" || el.tag === "link" || el.tag === "body" || el.tag === "html") return;
  if (inCommentArea(el, c.areaMarks) || inPictureCredit(el)) return;
  // Only a class's word: `rel=author` and `itemprop=author` are the page's own statement.
  if (kind === "class" && inUserList(el)) return;
  if (kind === "class" && isPlaceCard(el)) return;
  // A theme's label for screen readers ("<span class="screen-reader-text">Inläggsförfattare</span>
  // Av Birgitta Lund", Twenty Twenty's "Post author" in the site's language, batch 48) is no
  // part of the name a reader sees: a class byline is read without it.
  let text = kind === "class" ? boundedText(el, MAX_SNIPPET_CHARS, false, isScreenReaderLabel) : boundedText(el, MAX_SNIPPET_CHARS);
  // A label alone ("Autor:", "By"): the name is in the next sibling.
  if (kind === "by-line" && text !== undefined && BY_LABEL.test(text.replace(LEADING_SEPARATORS, ""))) text = labelThenName(el);
  // "Written by <strong>Noor Haddad</strong> who builds …": the marked name, not the sentence.
  else if (kind === "by-line" && text !== undefined && own !== "") text = markedNameAfterByWord(el, own, text) ?? text;
  if (text === undefined || text === "") return;
  const name = kind === "by-line" ? undefined : itempropName(el);
  const group = kind === "rel" || kind === "itemprop" ? bylineGroup(el, c) : undefined;
  const firstLine = kind === "class" || kind === "itemprop" ? lineBeforeBreak(el) : undefined;
  c.bylines.push({ kind, text, name, order, group, ...(firstLine !== undefined ? { firstLine } : {}) });
}

/** An element only screen readers read (`screen-reader-text`, `sr-only`, `visually-hidden`). */
const isScreenReaderLabel = (n: ElementNode): boolean => n.cls !== undefined && isScreenReaderClass(n.cls);

/**
 * A microformats card of a place or a business, not of a writer: hCard's `fn org` (the
 * card's name is an organization's), or a card that holds an address or coordinates
 * (`adr`, `geo`, `street-address`, h-card's `p-adr`, `h-geo`): a travel guide's listings,
 * a shop's or an event's venue (`<span class="vcard"><span class="fn org">Unteres Tor</span>,
 * <span class="adr">Torstraße</span></span>`, batch 43). Asked only of `vcard`/`h-card`
 * elements; reads at most PLACE_CARD_MAX_ELEMENTS elements of the card.
 */
function isPlaceCard(el: ElementNode): boolean {
  const cls = el.cls;
  if (cls === undefined || !/(?:^|\s)(?:vcard|h-card)(?:\s|$)/i.test(cls)) return false;
  if (FN_TOKEN.test(cls) && ORG_TOKEN.test(cls)) return true;
  let seen = 0;
  let place = false;
  walkElements(el, (x) => {
    if (place || ++seen > PLACE_CARD_MAX_ELEMENTS) return false;
    const c = x.cls;
    if (c !== undefined && x !== el && (PLACE_CARD_PARTS.test(c) || (FN_TOKEN.test(c) && ORG_TOKEN.test(c)))) place = true;
    return !place;
  });
  return place;
}
/**
 * A card's parts that say it is a place: hCard's and h-card's address and coordinates. An
 * `org` alone is not one: a writer's card names the employer (`<span class="provider org">`
 * beside the writer's `fn`); the card's name itself an organization's (`fn org`) is.
 */
const PLACE_CARD_PARTS = /(?:^|\s)(?:adr|p-adr|h-adr|geo|h-geo|p-geo|street-address|p-street-address|locality|p-locality)(?:\s|$)/i;
const FN_TOKEN = /(?:^|\s)(?:fn|p-name)(?:\s|$)/i;
const ORG_TOKEN = /(?:^|\s)(?:org|p-org)(?:\s|$)/i;
/** A writer's card is a name, a picture, a link or two: 40 elements is more than any holds. */
const PLACE_CARD_MAX_ELEMENTS = 40;

/**
 * A short element whose own first text opens with a copyright mark ("© 2025 Claire
 * Lemoine", "Copyright 2019-2024 Jane Doe"): its text, for the author's last source.
 */
function collectCopyright(el: ElementNode, c: Collector): void {
  if (c.copyrights.length >= MAX_COPYRIGHTS || !BY_LINE_TAGS.has(el.tag)) return;
  const first = el.children[0];
  if (first === undefined || first.kind !== 3 || !COPYRIGHT_INITIALS.has(firstNonSpaceCode(first.data)) || !COPYRIGHT_OPENING.test(first.data)) return;
  const text = boundedText(el, MAX_COPYRIGHT_CHARS);
  if (text !== undefined && text !== "") c.copyrights.push(text);
}
/** Copyright lines kept per page: a footer has one or two. */
const MAX_COPYRIGHTS = 5;
/** A copyright line is short: the mark, years, a holder, "All rights reserved". */
const MAX_COPYRIGHT_CHARS = 120;
const COPYRIGHT_OPENING = /^\s*(?:©|\(c\)|copyright\b)/iu;
/**
 * The characters COPYRIGHT_OPENING's text can open with, past its spaces: `©`, `(` and `c`
 * in either case (no other letter folds to `c`). Most texts open with another, which one
 * look settles before the pattern is run (it was run on every element's first text).
 */
const COPYRIGHT_INITIALS: ReadonlySet<number> = new Set([..."©(cC"].map((ch) => ch.charCodeAt(0)));

/** The code of the first character of `s` that is no whitespace (`\s`), or -1. */
function firstNonSpaceCode(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isJsSpace(c)) return c;
  }
  return -1;
}

/** An RDFa date property with a `content` value on a body element, into the meta map (RDFA_DATE_PROPERTIES). */
function rdfaDate(el: ElementNode, meta: Map<string, string[]>, marks: AreaMarks): void {
  const content = el.attrs["content"];
  const property = el.attrs["property"];
  // Drupal writes the same properties on each comment: a reply's date is not the page's.
  if (content === undefined || property === undefined || content.trim() === "" || inCommentArea(el, marks)) return;
  for (const raw of property.trim().split(/\s+/)) {
    const k = raw.toLowerCase();
    if (!RDFA_DATE_PROPERTIES.has(k)) continue;
    const list = meta.get(k);
    if (list) list.push(content.trim());
    else meta.set(k, [content.trim()]);
  }
}

/** A modification date's element: its class or id says "updated" or "modified" (hAtom's `updated`, `dateModified`). */
// Class and id tested apart (no word has a space), as written: `i` folds no other letter to
// ASCII, as lower-casing the joined `class id` string did not either (ANY_HINT's note).
const MODIFIED_CLASS = /updat|modif/i;
const isModifiedDate = (n: ElementNode): boolean => (n.cls !== undefined && MODIFIED_CLASS.test(n.cls)) || (n.id !== undefined && MODIFIED_CLASS.test(n.id));

/** `itempropAttr`: the element's `itemprop` attribute. */
function collectDate(el: ElementNode, itempropAttr: string | undefined, hints: ClassHints, order: number, c: Collector): void {
  if (c.dates.length >= MAX_CANDIDATES * 2) return;
  // Most elements: not a <time>, no itemprop, no date word in the class or id.
  if (itempropAttr === undefined && (hints & DATE_HIT) === 0 && el.tag !== "time") return;
  const itemprop = lowerCase(itempropAttr ?? "");
  let kind: DateCandidate["kind"] | undefined;
  if (el.tag === "time") kind = "time";
  else if (itemprop === "datepublished" || itemprop === "datecreated") kind = "itemprop";
  else if (dateClass(hints)) kind = "class";
  if (kind === undefined || el.tag === "meta" || el.tag === "body" || el.tag === "html") return;
  // The text without a modification date's element inside it: hAtom's `<span
  // class="updated">`, which WordPress themes print beside the shown date for search
  // engines and hide with their stylesheet ("By Jorge Ibarra | 2024-05-02T16:20:11-07:00
  // April 18th, 2024", Avada). Many themes mark the one shown date `updated` too
  // (`<time class="entry-date updated">`), so the full text stays as the fallback.
  // Read first: when it left nothing out (most dates), it is the full text, one walk for both.
  let leftOut = false;
  const withoutUpdate = boundedText(el, MAX_SNIPPET_CHARS, false, (n) => isModifiedDate(n) && (leftOut = true));
  const text = leftOut ? boundedText(el, MAX_SNIPPET_CHARS) : withoutUpdate;
  const ownText = text === undefined ? undefined : withoutUpdate;
  // An `<abbr>` holds its machine date in `title`, itemprop or not: classic Blogger's
  // `<abbr class="published" itemprop="datePublished" title="2024-01-14T21:14:00-05:00">9:14 PM</abbr>`.
  const machine = el.attrs["datetime"] ?? (kind === "itemprop" ? el.attrs["content"] : undefined) ?? (el.tag === "abbr" ? hAtomDate(el.attrs["title"]) : undefined);
  if ((text === undefined || text === "") && machine === undefined) return;
  if (inCommentArea(el, c.areaMarks)) return;
  const ci = classAndId(el);
  const published = Object.hasOwn(el.attrs, "pubdate") || itemprop === "datepublished" || PUBLISHED_CLASS.test(ci);
  const tooltip = el.tag !== "abbr" ? el.attrs["title"] : undefined;
  // schema.org's `itemprop="dateModified"` on a `<time>` says so as plainly as an "Updated" label
  // (Docusaurus's "Last updated on <b><time itemprop="dateModified"></b>", the label a level up).
  const updateLabel = kind === "time" && (itemprop === "datemodified" || UPDATE_LABEL.test(textBefore(el, MAX_LABEL_BEFORE_CHARS)));
  const header = c.headers.size === 0 ? undefined : headersAround(el, c.headers)[0];
  const withoutModified = ownText !== undefined && ownText !== text ? ownText : undefined;
  c.dates.push({ kind, machine: machine?.trim(), text: text ?? "", withoutModified, tooltip, classId: ci, published, updateLabel, aside: inSideRegion(el), header, order });
}

/** The numbers of the `<header>`s around `el`, nearest first. */
function headersAround(el: ElementNode, headers: ReadonlyMap<ElementNode, number>): number[] {
  const out: number[] = [];
  for (let cur = el.parent; cur !== null; cur = cur.parent) {
    const n = headers.get(cur);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/**
 * Dates before the headline in a `<header>` that holds neither the headline nor any
 * `<h1>` or `<h2>` are the site banner's: a newspaper-style masthead shows today's date
 * ("Mittwoch, 01. November 2023") far above the story. A header with a heading of those
 * levels may be the article's own, its headline missed (a logo's `<h1>` comes first),
 * and one after the headline is the article's (Drupal's node `<header>` of byline and
 * `<time>` under the page-title block's `<h1>`): both keep their dates.
 */
function markBannerDates(dates: DateCandidate[], headlineOrder: number, headline: readonly number[], withHeadings: ReadonlySet<number>): void {
  for (const d of dates) {
    if (d.header !== undefined && d.order < headlineOrder && !headline.includes(d.header) && !withHeadings.has(d.header)) d.banner = true;
  }
}

/** Characters before a `<time>` read for its label ("Updated", "Last modified:"). */
const MAX_LABEL_BEFORE_CHARS = 40;
/** An update word ending the text before a date, a colon or a dash after it at most. */
const UPDATE_LABEL = new RegExp(`(?:^|[^\\p{L}])(?:${UPDATED_TEXT_WORDS.map(escapeRe).join("|")})(?:\\s+(?:on|at|am|le|el|il|em|op))?\\s*[:\\-–—]?\\s*$`, "iu");

/**
 * The text right before `el` inside its parent (the siblings before it, nearest last),
 * whitespace-collapsed, at most `max` characters from its end; "" when there is none.
 */
function textBefore(el: ElementNode, max: number): string {
  const parent = el.parent;
  if (parent === null) return "";
  const sibs = parent.children;
  const parts: string[] = [];
  let len = 0;
  for (let i = sibs.indexOf(el) - 1; i >= 0 && len < max; i--) {
    const k = sibs[i];
    // A label hidden for screen readers only (`<span class="visually-hidden">Updated:</span>`) is
    // read as written, as every metadata source is.
    const t = k.kind === 3 ? k.data : k.tag === "br" ? undefined : boundedText(k, max, true);
    // A line break or a long element ends the label.
    if (t === undefined) break;
    parts.push(t);
    len += t.length;
  }
  return parts.reverse().join(" ").replace(WHITESPACE_RUNS, " ").trim().slice(-max);
}

/** An ISO date in an `<abbr>`'s title (hAtom's `abbr.published`); an abbreviation's expansion is no date. */
function hAtomDate(title: string | undefined): string | undefined {
  return title !== undefined && /^\s*\d{4}-\d{2}-\d{2}/.test(title) ? title : undefined;
}

/**
 * A rule applied to each element in the same walk, right after the element's sources
 * are read (the pipeline's never-content removal: one walk instead of two). It returns
 * true when it removed the element; it is then not asked about anything inside it, but
 * the sources below are still read: metadata reads the page as written.
 */
export type AlongsideRule = (el: ElementNode) => boolean;

/** collectSources' walk, per element: the alongside rule still applies (no ancestor was removed by it). */
const RULED = 1;
/** collectSources' walk, per element: an ancestor is `<pre>` or `<code>` (no bylines or dates there). */
const IN_CODE = 2;

export function collectSources(doc: Document, alongside?: AlongsideRule): MetaSources {
  const meta = new Map<string, string[]>();
  const h1: string[] = [];
  const headings: string[] = [];
  const minorHeadings: string[] = [];
  const collector: Collector = { bylines: [], copyrights: [], dates: [], groups: new Map(), groupCount: 0, headers: new Map(), areaMarks: new Map() };
  let htmlLang = "";
  let headlineOrder = -1;
  let canonicalUrl = "";
  let order = 0;
  // Text in walk order (a parent's text before its children's: close enough for windows).
  const pieces: string[] = [];
  let headlinePiece = -1;
  /** The `<header>`s around the first `<h1>` (headersAround). */
  let h1Headers: number[] = [];
  /** The `<header>`s that hold an `<h1>` or `<h2>`: an article's or a teaser's, no banner. */
  const headlineHeaders = new Set<number>();
  /** The first `<h2>`s, for a page without `<h1>` (headlineWithoutH1). */
  const h2s: H2Headline[] = [];
  /**
   * Reads one element's sources; false: its subtree holds none (scripts, styles). Its own
   * text is taken by the walk below. `inCode`: the element sits inside `<pre>` or `<code>`.
   */
  const read = (el: ElementNode, inCode: boolean): boolean => {
    order++;
    const tag = el.tag;
    if (tag === "html") htmlLang = el.attrs["lang"] ?? el.attrs["xml:lang"] ?? "";
    else if (tag === "meta") {
      const key = el.attrs["property"] ?? el.attrs["name"] ?? el.attrs["itemprop"] ?? el.attrs["http-equiv"];
      const content = el.attrs["content"];
      if (key !== undefined && content !== undefined) {
        // `property` is a space-separated list (RDFa): `property="dc:title og:title"`.
        const keys = el.attrs["property"] !== undefined ? key.trim().split(/\s+/) : [key.trim()];
        for (const raw of keys) {
          const k = raw.toLowerCase();
          const list = meta.get(k);
          if (list) list.push(content.trim());
          else meta.set(k, [content.trim()]);
        }
      }
    } else if (tag === "h1" || tag === "h2") {
      const t = normText(el);
      // The first 200, as `headings`: a hostile page's thousands of nested headings stay linear.
      if (collector.headers.size > 0 && headings.length < 200) for (const n of headersAround(el, collector.headers)) headlineHeaders.add(n);
      if (tag === "h1" && t !== "") {
        h1.push(t);
        if (headlineOrder < 0) {
          headlineOrder = order;
          if (collector.headers.size > 0) h1Headers = headersAround(el, collector.headers);
          // The h1's own text is taken next: the window starts with the headline.
          headlinePiece = pieces.length < MAX_TEXT_PIECES ? pieces.length : Math.max(0, pieces.length - el.children.filter((k) => k.kind === 3).length);
        }
      }
      else if (tag === "h2" && t !== "" && h2s.length < MAX_H2_HEADLINES) {
        h2s.push({ text: t, order, piece: pieces.length < MAX_TEXT_PIECES ? pieces.length : -1, headers: collector.headers.size > 0 ? headersAround(el, collector.headers) : [] });
      }
      if (headings.length < 200) headings.push(t);
    } else if (tag === "h3" || tag === "h4" || tag === "h5" || tag === "h6") {
      if (minorHeadings.length < 200) minorHeadings.push(normText(el));
    } else if (tag === "header") {
      collector.headers.set(el, collector.headers.size + 1);
    } else if (tag === "link" && canonicalUrl === "" && (el.attrs["rel"] ?? "").toLowerCase() === "canonical") {
      canonicalUrl = (el.attrs["href"] ?? "").trim();
    } else if (tag === "script" || tag === "style" || tag === "template" || tag === "noscript" || tag === "head") {
      if (tag === "head") return true;
      return false;
    }
    // The attributes every element is asked about: class and id are fields, itemprop and
    // rel are looked up only where the parse saw them (ElementNode.attrMarks).
    const cls = el.cls;
    const id = el.id;
    const marks = el.attrMarks;
    const ip = (marks & MARK_ITEMPROP) !== 0 ? el.attrs["itemprop"] : undefined;
    const rel = (marks & MARK_REL) !== 0 ? el.attrs["rel"] : undefined;
    // Code is no byline: `ORDER <span>BY</span> <span>period</span>` in a listing.
    if (inCode) return true;
    // RDFa on a body element: `<span property="dc:date dc:created" content="...">` (Drupal 7).
    if ((marks & MARK_PROPERTY) !== 0 && tag !== "meta") rdfaDate(el, meta, collector.areaMarks);
    const hints = classHints(cls, id);
    collectByline(el, rel, ip, hints, order, collector);
    collectCopyright(el, collector);
    collectDate(el, ip, hints, order, collector);
    if (collector.postAuthorComment !== null) collectPostAuthor(el, order, collector);
    return true;
  };
  // Pre-order and iterative (as walkElements), with each element's flags (RULED, IN_CODE).
  const stack: ElementNode[] = [doc.root];
  const flags: number[] = [alongside !== undefined ? RULED : 0];
  while (stack.length > 0) {
    const el = stack.pop()!;
    const f = flags.pop()!;
    if (el.dropped) continue;
    const inCode = (f & IN_CODE) !== 0;
    const descend = read(el, inCode);
    // After the reading: a hidden headline or byline still counts for metadata.
    const below = ((f & RULED) !== 0 && !alongside!(el) ? RULED : 0) | (inCode || el.tag === "pre" || el.tag === "code" ? IN_CODE : 0);
    // One pass over the children: the element's own text into the pieces, its live
    // element children onto the stack (pushed in order, then turned so that the first
    // is read first).
    const kids = el.children;
    const takeText = pieces.length < MAX_TEXT_PIECES;
    const base = stack.length;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i];
      if (k.kind === 3) {
        if (takeText) pieces.push(k.data);
      } else if (descend && !k.dropped) {
        stack.push(k);
        flags.push(below);
      }
    }
    for (let lo = base, hi = stack.length - 1; lo < hi; lo++, hi--) {
      const x = stack[lo];
      stack[lo] = stack[hi];
      stack[hi] = x;
    }
    // Every child pushed with the same flags: no need to turn them.
  }
  if (collector.postAuthorComment !== null && collector.postAuthorHeader !== undefined) collector.bylines.push(collector.postAuthorHeader);
  const documentTitle = doc.titleText.replace(WHITESPACE_RUNS, " ").trim();
  if (headlineOrder < 0) {
    const head = headlineWithoutH1(h2s, [documentTitle, ...(meta.get("og:title") ?? [])]);
    if (head !== undefined) {
      headlineOrder = head.order;
      headlinePiece = head.piece;
      h1Headers = head.headers;
    }
  }
  if (headlineOrder >= 0 && collector.headers.size > 0) markBannerDates(collector.dates, headlineOrder, h1Headers, headlineHeaders);
  const blocks = parseBlocks(doc.jsonLd);
  const jsonLd: JsonObject[] = [];
  for (const b of blocks) flattenJsonLd(b, jsonLd, 0);
  return {
    documentTitle,
    meta,
    jsonLd,
    jsonLdBlocks: blocks,
    h1,
    headings,
    minorHeadings,
    headlineOrder,
    htmlLang: htmlLang.trim(),
    bylines: collector.bylines,
    copyrights: collector.copyrights,
    dates: collector.dates,
    canonicalUrl,
    elementCount: order,
    text: new TextWindows(pieces, headlinePiece),
    siteNames: new Map(),
  };
}

/** An `<h2>` read as a possible headline: its text, element order and first text piece. */
interface H2Headline {
  text: string;
  order: number;
  piece: number;
  /** The `<header>`s around it (headersAround). */
  headers: number[];
}
/** `<h2>`s kept per page: a headline written as `<h2>` comes before the teasers' ones. */
const MAX_H2_HEADLINES = 20;
/** Letters and digits a heading must share with the title: "News" or "Menu" names no article. */
const MIN_HEADLINE_KEY = 12;

/**
 * A page without `<h1>` (Joomla's and many older themes' article title is an `<h2>`, the
 * site's name the only `<h1>` or none): the first `<h2>` that the `<title>` or og:title
 * states is the headline, so that dates and bylines are looked for near it (dates-dev:
 * a Joomla theatre magazine whose masthead shows today's date, a news network's pages
 * whose header shows it too, both far above the `<h2>` and its dated line).
 */
function headlineWithoutH1(h2s: readonly H2Headline[], titles: readonly string[]): H2Headline | undefined {
  const keys = titles.map(headlineKey).filter((k) => k.length >= MIN_HEADLINE_KEY);
  if (keys.length === 0) return undefined;
  for (const h of h2s) {
    const k = headlineKey(h.text);
    if (h.piece < 0 || k.length < MIN_HEADLINE_KEY) continue;
    if (keys.some((t) => t.includes(k) || k.includes(t))) return h;
  }
  return undefined;
}

function joinUntil(pieces: readonly string[], from: number, step: 1 | -1, max: number): string {
  const out: string[] = [];
  let len = 0;
  for (let i = from; i >= 0 && i < pieces.length && len < max; i += step) {
    const t = pieces[i].trim();
    if (t === "") continue;
    // Collapsed piece by piece: pieces are trimmed, so no whitespace run spans two.
    out.push(collapseWhitespace(t));
    len += t.length + 1;
  }
  if (step === -1) out.reverse();
  return out.join(" ");
}

/**
 * MetaSources' text windows over the page's text pieces, each joined once, when first
 * read: most pages find their date in meta tags or JSON-LD and never ask for them.
 *
 * A class, not getters or arrow functions in the sources' object literal: each such
 * literal gets a hidden class of its own (its accessors live there), allocated in the
 * old generation, and that dead hidden class then kept the literal's closures, their
 * whole scope and through it the page's tree alive at every minor collection until the
 * next full one. Most of each page survived, was copied and promoted: 15-20 ms
 * scavenges and ~10 MB promoted per scavenge in bench:extract, against 1-2 ms and
 * nothing for a bare parse (see bench/README.md "Garbage collection").
 */
export class TextWindows {
  private after: string | undefined;
  private before: string | undefined;
  private head: string | undefined;
  private whole: string | undefined;

  constructor(
    private readonly pieces: readonly string[],
    /** The piece the first `<h1>` starts at, or -1. */
    private readonly headlinePiece: number,
  ) {}

  afterHeadline(): string {
    return (this.after ??= this.headlinePiece < 0 ? "" : joinUntil(this.pieces, this.headlinePiece, 1, AFTER_HEADLINE_CHARS));
  }

  beforeHeadline(): string {
    return (this.before ??= this.headlinePiece < 0 ? "" : joinUntil(this.pieces, this.headlinePiece - 1, -1, BEFORE_HEADLINE_CHARS));
  }

  start(): string {
    return (this.head ??= joinUntil(this.pieces, 0, 1, TEXT_START_CHARS));
  }

  page(): string {
    return (this.whole ??= joinUntil(this.pieces, 0, 1, MAX_PAGE_TEXT_CHARS));
  }
}

keepResident(new TextWindows([], -1));

export function firstMeta(s: MetaSources, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const v = s.meta.get(k);
    if (v) for (const x of v) if (x !== "") return x;
  }
  return undefined;
}

/** First string value of `key` on an article-like JSON-LD object. */
export function jsonLdString(s: MetaSources, key: string): string | undefined {
  for (const obj of s.jsonLd) {
    const v = obj[key];
    if (typeof v === "string" && v.trim() !== "") return v.trim();
  }
  return undefined;
}
