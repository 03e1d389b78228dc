/**
 * Stage: clean inside the chosen article. Containers that look like widgets, link
 * lists or forms go (readability's "conditional cleaning"), as do headings that
 * repeat the title or carry a boilerplate class. Runs after selection because these
 * judgements are relative to the article: a list of links is navigation inside an
 * article, but may be the whole point of a page that is a list.
 */
import { MAX_NEIGHBOUR_SIBLINGS, childIndex, classAndId, findFirst, hasLiveBlockChild, isAncestor, isDefinitionGroup, neighbourIndex, normText, onlyLiveElementChild, rawText, textPrefix, walkElements, WHITESPACE_RUNS, type DomNode, type ElementNode } from "../dom/node.js";
import { CONDITIONALLY_CLEANED_TAGS, HEADING_TAGS, LIST_TAGS } from "../heuristics/tags.js";
import { BOLD_LABEL, CONDITIONAL, GLYPH_BREAK, IN_PAGE_TOC, MAX_PHRASE_BLOCK_CHARS, PARAGRAPH_RUN, RECIPE_YIELD, PULL_QUOTE, SCORING, TEXT_LINES, TRAILING_LINKS, WIRE_TAIL } from "../heuristics/weights.js";
import { CAPTION_CREDIT_CLASS_WORDS, PULL_QUOTE_CLASS_WORDS, CITE_BOX_HEADINGS, MAX_CITE_BOX_CHARS, MAX_TRUST_BOX_CHARS, TRUST_BOX_HEADING, COMMENTS_HEADING, HEADING_CLASS_WORDS, LABEL_CLASS_WORDS, TITLE_CLASS_WORDS, PERMALINK_SYMBOLS } from "../heuristics/boilerplate.js";
import { BYLINE_CLASS_WORDS } from "../heuristics/metadata.js";
import type { Trace } from "../trace.js";
import type { RuleId } from "../rules.js";
import { captionOwnChars, linkDensity, subtractFromAncestors, textSiblingsAfter, type Measure, type Measures } from "./measure.js";
import { verdictWeight, type SelectOptions } from "./select.js";
import { classVerdict, classWordList, hasAnyClassWord, hasBoilerplateClass, hasClassWord } from "./signals/class-words.js";
import { isDataTable, isDataTableUnderShortWords } from "./signals/tables.js";
import { isCodeDocumentation, Surroundings } from "./signals/code-docs.js";
import { holdsEmbeddedPost, inFactBox, isCallToActionWithoutControl, isFactBox, isFigureFooter, linksDocument } from "./signals/structure.js";
import { insideLinklessMenu, isLinklessMenu } from "./signals/menus.js";
import { comparableText, SENTENCE } from "./text.js";
import { headlineOfTitle } from "../metadata/title.js";
import { tagBits } from "../dom/tag-bits.js";
import { MARK_ITEMPROP } from "../heuristics/attributes.js";
import { betweenWords, cjkCount, endsAsStatement } from "./signals/sentences.js";
import { dropContactCards, opensLikeContactLabel } from "./contacts.js";
import { dropMailHeaders, opensLikeFromOrStamp } from "./mail-headers.js";
import { blockLines } from "./signals/lines.js";
import { dropHrTrailer, dropSignOffPart } from "./hr-trailer.js";
import { dropTextBreadcrumb } from "./text-breadcrumb.js";
import { HEADING_PREFIX_CLASS_WORDS, MAX_HEADING_PREFIX_WORDS } from "../heuristics/threads.js";

const HEADING_PREFIX_WORDS = classWordList(HEADING_PREFIX_CLASS_WORDS);

const STAGE = "prune";

export interface PruneOptions extends SelectOptions {
  conditionalCleaning: boolean;
  title: string;
  /** The page is a question with its answers (metadata/jsonld.ts isQaPage). */
  qaPage: boolean;
  /** The page says it is a live blog (metadata/jsonld.ts isLiveBlogPage): its entries are no forum replies. */
  liveBlog: boolean;
}

export function pruneArticle(parts: readonly ElementNode[], m: Measures, opts: PruneOptions, trace: Trace): void {
  // The title's test, made once: each part's linked headlines and headings ask it.
  const repeats = repeatsTitle(opts.title);
  for (const part of parts) {
    const has = partCensus(part, m);
    if (!opts.liveBlog) dropForumReplies(part, has.threads, trace);
    if (opts.qaPage && trace.on("prune/qa-answers")) dropAnswers(part, trace);
    if (opts.qaPage && trace.on("prune/forum-author-line")) dropQuestionAuthorLine(part, trace);
    if (trace.on("prune/comments-heading")) dropAfterCommentsHeading(part, has.headings, trace);
    if (trace.on("prune/cite-box") || trace.on("prune/trust-box")) dropCiteBoxes(part, has.headings, m, trace);
    if (has.contactLabel && trace.on("prune/contact-card")) dropContactCards(part, trace);
    if (has.fromOrStamp && trace.on("prune/mail-headers")) dropMailHeaders(part, m, trace);
    if (trace.on("prune/pull-quote")) dropPullQuotes(part, has.quotes, m, trace);
    if (has.fragmentLinks && trace.on("prune/in-page-toc")) dropInPageContents(part, m, trace);
    if (has.details && trace.on("prune/empty-disclosure")) dropEmptyDisclosures(part, m, trace);
    if (has.underscores && trace.on("prune/wire-tail")) dropWireTail(part, m, trace);
    if (has.hr && trace.on("prune/hr-trailer")) dropHrTrailer(part, m, trace);
    if (opts.conditionalCleaning) cleanConditionally(part, has.headings, m, opts, repeats, trace);
    cleanHeadings(part, has.headings, opts, repeats, trace);
  }
  if (trace.on("prune/hr-trailer")) dropSignOffPart(parts, m, trace);
  // After the parts' menus went (prune/link-heavy): the trail is then the first text.
  if (trace.on("prune/text-breadcrumb") && parts.length > 0) dropTextBreadcrumb(parts[0], m, trace);
  if (trace.on("prune/trailing-links")) trimTrailingLinkBlocks(parts, m, trace);
}

/**
 * What a part holds that the rules below need before they look at anything: one walk over
 * the part at the start of its pruning answers them all, so a rule whose element or words
 * the part lacks (most articles have no `<hr>` trailer, no `<details>`, no "___" rule, no
 * press-contact label, no mail header) costs nothing (speed: session 22 added these rules,
 * each with a walk of its own). The walk runs before the part's removals, so each answer
 * is "may hold": every rule still makes its own full check. It also lists the part's
 * headings, its quotes and the elements with two posts among their children, which the
 * rules below would each find by a walk of their own: tags and classes never change, and
 * removals only take children and measured text away, so every element a rule's walk
 * would find is listed, and the rule reads only the ones still standing when it runs
 * (placeIn) and makes its own check.
 */
interface PartCensus {
  /** A text node that opens like a press-contact label (contacts.ts). */
  contactLabel: boolean;
  /** A text node that opens with "From" or "Received on" (mail-headers.ts). */
  fromOrStamp: boolean;
  /** A link to a fragment of the page (`href="#…"`): an in-page table of contents has them. */
  fragmentLinks: boolean;
  details: boolean;
  /** Three underscores in a text node: a wire story's end rule ("___"). */
  underscores: boolean;
  hr: boolean;
  /** Every heading (h1-h6) of the part, in document order, removed or not (but not inside a removed element). */
  headings: ElementNode[];
  /**
   * Every `<blockquote>`, and every element with a pull quote's least text (PULL_QUOTE.minChars,
   * as measured now) whose class calls it a pull quote (PULL_QUOTE_WORDS), in document order.
   */
  quotes: ElementNode[];
  /** Every element with two children or more whose class names a post (namesPost): a forum thread's, maybe; in document order. */
  threads: ElementNode[];
}

function partCensus(part: ElementNode, m: Measures): PartCensus {
  const has: PartCensus = { contactLabel: false, fromOrStamp: false, fragmentLinks: false, details: false, underscores: false, hr: false, headings: [], quotes: [], threads: [] };
  const stack: DomNode[] = [part];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 3) {
      const d = n.data;
      if (!has.underscores && d.includes("___")) has.underscores = true;
      if (!has.contactLabel && opensLikeContactLabel(d)) has.contactLabel = true;
      if (!has.fromOrStamp && opensLikeFromOrStamp(d)) has.fromOrStamp = true;
      continue;
    }
    const tag = n.tag;
    // A heading removed before the prune is listed too: the comments-heading rule reads it.
    if (HEADING_TAGS.has(tag)) has.headings.push(n);
    if (n.dropped) continue;
    // The class is read only of an element with a pull quote's least text: its text can only fall.
    if (tag === "blockquote" || ((m.get(n)?.text ?? 0) >= PULL_QUOTE.minChars && hasAnyClassWord(n, PULL_QUOTE_WORDS))) has.quotes.push(n);
    if (tag === "hr") has.hr = true;
    else if (tag === "details") has.details = true;
    else if (tag === "a" && !has.fragmentLinks) {
      const href = n.attrs["href"];
      if (href !== undefined && href.length >= 2 && href[0] === "#") has.fragmentLinks = true;
    }
    let posts = 0;
    for (let i = n.children.length - 1; i >= 0; i--) {
      const k = n.children[i];
      stack.push(k);
      if (posts < 2 && k.kind === 1 && !k.dropped && namesPost(k) && ++posts === 2) has.threads.push(n);
    }
  }
  return has;
}

/** Where an element of a part stands now (placeIn): bits. */
const REMOVED = 1;
/** Under a heading (below the part). */
const UNDER_HEADING = 2;
/** Under a heading other than an `<h1>`. */
const UNDER_SUBHEADING = 4;
/** Under a `<blockquote>`. */
const UNDER_QUOTE = 8;

/**
 * Where `el`, an element of `part` listed by its census, stands now: REMOVED when it, an
 * element between or the part was removed (a walk from the part would not reach it), and
 * the kinds of element it stands under below the part. Read by the rules that take the
 * census's lists instead of walking the part, each skipping what its walk would skip.
 */
function placeIn(el: ElementNode, part: ElementNode): number {
  if (el.dropped || part.dropped) return REMOVED;
  let place = 0;
  if (el === part) return place;
  for (let p = el.parent; p !== null && p !== part; p = p.parent) {
    if (p.dropped) return REMOVED;
    const tag = p.tag;
    if (HEADING_TAGS.has(tag)) place |= tag === "h1" ? UNDER_HEADING : UNDER_HEADING | UNDER_SUBHEADING;
    else if (tag === "blockquote") place |= UNDER_QUOTE;
  }
  return place;
}

/**
 * A disclosure whose body went: a `<details>` whose every child but its `<summary>` was
 * removed or holds nothing (no text, picture or embed), with at least one removed. Its
 * summary labels exactly that body ("Table of contents" over a kramdown `{:toc}` list,
 * as Jekyll docs themes fold it; "Show navigation" over a menu), so alone it is a label of
 * nothing and goes with its box. A `<details>` written with a summary alone stays.
 */
function dropEmptyDisclosures(part: ElementNode, m: Measures, trace: Trace): void {
  const empty: ElementNode[] = [];
  walkElements(part, (el) => {
    if (el.tag !== "details") return true;
    let summary = false;
    let removed = false;
    for (const k of el.children) {
      if (k.kind === 3) {
        if (k.data.trim() !== "") return true;
        continue;
      }
      if (k.kind !== 1) continue;
      if (k.dropped) {
        removed = true;
        continue;
      }
      if (k.tag === "summary" && !summary) {
        summary = true;
        continue;
      }
      const km = m.get(k);
      if (km === undefined || km.text > 0 || km.images > 0 || km.embeds > 0) return true;
      if (!removed && holdsRemoved(k)) removed = true;
    }
    if (summary && removed) empty.push(el);
    return true;
  });
  for (const el of empty) {
    trace.drop(el, STAGE, "prune/empty-disclosure", "a <details> whose body was removed: its summary labels nothing");
    subtractFromAncestors(m, el);
  }
}

/** Whether an element holds a removed descendant (walkElements skips them: its own stack). */
function holdsRemoved(root: ElementNode): boolean {
  const stack: ElementNode[] = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    for (const k of el.children) {
      if (k.kind !== 1) continue;
      if (k.dropped) return true;
      stack.push(k);
    }
  }
  return false;
}

/**
 * A wire story's tail: the rule the wires set under the story's last paragraph (a paragraph
 * of underscores, "___", as AP-style copy writes it on every outlet that carries it) and
 * the short lines after it, the contributors' credit and a pointer to more coverage
 * ("Continental Press writer … contributed to this report.", "Follow AP's coverage at …").
 * Only when nothing long follows the rule: a rule between two parts of a story stays.
 */
function dropWireTail(part: ElementNode, m: Measures, trace: Trace): void {
  const rule = findFirst(part, (el) => el.tag === "p" && (m.get(el)?.text ?? Infinity) <= MAX_WIRE_RULE_CHARS && WIRE_RULE.test(normText(el).trim()));
  if (rule === null || rule.parent === null) return;
  const after = textSiblingsAfter(rule, m);
  if (after === null || after.length > WIRE_TAIL.maxLines) return;
  let chars = 0;
  for (const k of after) chars += m.get(k)!.text;
  if (chars > WIRE_TAIL.maxChars) return;
  for (const el of [rule, ...after]) {
    // A correction under the rule ("This version corrects the spelling of …") is the
    // article's, as a correction over the story is (test/pages/README.md): it stays.
    if (el !== rule && CORRECTION_OPENING.test(normText(el).trim())) continue;
    trace.drop(el, STAGE, "prune/wire-tail", "a wire story's rule and the credits under it");
    subtractFromAncestors(m, el);
  }
}
/** Three underscores or more, alone: the wires' end rule. */
const WIRE_RULE = /^_{3,}$/;
/** The openings of a wire story's correction note. */
const CORRECTION_OPENING = /^(?:this (?:version|story|article) (?:corrects|has been corrected)|corrects?\b|correction\b)/i;
/** A rule is a short run of underscores; a paragraph longer than this is not read. */
const MAX_WIRE_RULE_CHARS = 40;

/**
 * A table of contents written into the text: a list whose every item is one link to a
 * place further down the same text (`<li><a href="#quick-links">Quick links</a></li>`,
 * each target an element of the part), as newsletters ("In this issue"), long reads and
 * guides write them by hand or by a plugin without a class word. Links, not text: the
 * headings they point to say the same below. The short heading right over the list
 * ("In this issue", "Contents", "Jump to") goes with it.
 */
function dropInPageContents(part: ElementNode, m: Measures, trace: Trace): void {
  const lists: ElementNode[] = [];
  walkElements(part, (el) => {
    if ((el.tag === "ul" || el.tag === "ol") && isInPageLinkList(el)) {
      lists.push(el);
      return false;
    }
    return true;
  });
  if (lists.length === 0) return;
  const ids = new Set<string>();
  walkElements(part, (el) => {
    if (el.id !== undefined && el.id !== "") ids.add(el.id);
  });
  for (const list of lists) {
    if (!everyTargetIn(list, ids)) continue;
    const heading = headingRightBefore(list, m);
    trace.drop(list, STAGE, "prune/in-page-toc", "a list of links to the text's own headings");
    subtractFromAncestors(m, list);
    if (heading !== null) {
      trace.drop(heading, STAGE, "prune/in-page-toc", "the heading of a list of links to the text's own headings");
      subtractFromAncestors(m, heading);
    }
  }
}

/** IN_PAGE_TOC.minItems items or more, each one link to a fragment (`#…`) and nothing else with words. */
function isInPageLinkList(list: ElementNode): boolean {
  let items = 0;
  for (const li of list.children) {
    if (li.kind === 3) {
      if (li.data.trim() !== "") return false;
      continue;
    }
    if (li.kind !== 1 || li.dropped) continue;
    if (li.tag !== "li" || ++items > IN_PAGE_TOC.maxItems) return false;
    let links = 0;
    let linkText = "";
    let nested = false;
    walkElements(li, (d) => {
      if (nested || links > 1) return false;
      if (d !== li && (d.tag === "ul" || d.tag === "ol")) {
        nested = true;
        return false;
      }
      if (d.tag !== "a") return true;
      links++;
      const href = d.attrs["href"] ?? "";
      if (href.length < 2 || href[0] !== "#") links = Infinity;
      else if (links === 1) linkText = normText(d).trim();
      return false;
    });
    // A nested list is a sub-section's entries: judged as its own list, the item's link too.
    // The item's own text is read last, for the few lists of fragment links.
    if (nested || links !== 1 || linkText === "" || linkText !== normText(li).trim()) return false;
  }
  return items >= IN_PAGE_TOC.minItems;
}

/** Every link of the list points to an element of the part (`ids`): a place in this text, not a widget's `#` button. */
function everyTargetIn(list: ElementNode, ids: ReadonlySet<string>): boolean {
  let ok = true;
  walkElements(list, (d) => {
    if (d.tag !== "a") return ok;
    let target = (d.attrs["href"] ?? "").slice(1);
    try {
      target = decodeURIComponent(target);
    } catch {
      // a malformed escape: compared as written
    }
    if (!ids.has(target)) ok = false;
    return false;
  });
  return ok;
}

/** The live heading right before `el` (whitespace between only), when it is short (IN_PAGE_TOC.maxHeadingChars). */
function headingRightBefore(el: ElementNode, m: Measures): ElementNode | null {
  const siblings = el.parent?.children ?? [];
  for (let i = childIndex(el) - 1; i >= 0; i--) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return null;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    const km = m.get(k);
    return HEADING_TAGS.has(k.tag) && km !== undefined && km.text <= IN_PAGE_TOC.maxHeadingChars && km.link === 0 ? k : null;
  }
  return null;
}

/**
 * Leaf blocks (no block children) of the parts, last first, handed to `visit` until it
 * returns false. A pre-order walk that takes children right to left meets them in
 * reverse document order (none holds another): the trim below reads a handful from the
 * end, and the rest of the article is not walked. Beside its blocks a container may hold
 * loose lines, inline elements and text (a table layout's cell: the story in `<p>`s, then
 * `<font>`s of links split by `<br>`s): an inline element with text and no block in it is
 * handed over as a line of its own (`loose` true), and loose text with a letter or a digit
 * as null (prose written loose in the container: the walk's end, as a prose block is).
 */
function eachLeafBlockBackwards(parts: readonly ElementNode[], visit: (el: ElementNode | null, loose: boolean) => boolean, looseLines = false): void {
  const stack: DomNode[] = [...parts];
  while (stack.length > 0) {
    const el = stack.pop()!;
    if (el.kind === 3) {
      if (isLooseProse(el.data) && !visit(null, true)) return;
      continue;
    }
    if (el.dropped) continue;
    const leaf = !hasLiveBlockChild(el);
    if (el.block && leaf) {
      if (!visit(el, false)) return;
      continue;
    }
    if (leaf && looseLines) {
      if (!visit(el, true)) return;
      continue;
    }
    for (const k of el.children) if (k.kind === 1 ? !k.dropped : looseLines) stack.push(k);
  }
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Loose text that is prose: words, and not a label ending in a colon ("Index(es):" before
 * its list, "Follow-Ups:"). Bullets and bars between loose links are no words.
 */
function isLooseProse(text: string): boolean {
  if (!LETTER_OR_DIGIT.test(text)) return false;
  const t = text.trim();
  return t.length > BOLD_LABEL.maxChars || !t.endsWith(":");
}

/**
 * A loose element stands as a line of its own: between it and the element or text before
 * it, and after it, only whitespace, a `<br>`, an `<hr>`, a block or the container's edge
 * (a link inside a sentence written loose in a cell is no line).
 */
function standsAsLine(el: ElementNode): boolean {
  const siblings = el.parent?.children ?? [];
  const at = childIndex(el);
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < siblings.length; i += step) {
      const k = siblings[i];
      if (k.kind === 3) {
        if (k.data.trim() === "") continue;
        return false;
      }
      if (k.dropped) continue;
      if (k.tag !== "br" && k.tag !== "hr" && !k.block) return false;
      break;
    }
  }
  return true;
}

/** An e-mail address or a source credit in a line: the article's, not a link list's. */
const isAddressOrSource = (text: string): boolean => EMAIL_ADDRESS.test(text) || SOURCE_CREDIT.test(text);

/**
 * A block of links that is the writer's text all the same: an address or a source credit,
 * a sentence naming a document, or a linked line that ends as a statement ("You must know
 * by now that there are animated GIFs of the whole episode.", "Cross-posted from …").
 * Its text is put together once.
 */
function isLinkedProse(leaf: ElementNode, mm: Measure): boolean {
  const text = normText(leaf);
  return isAddressOrSource(text) || isDocumentSentence(leaf, mm) || endsAsStatement(text);
}

/** The longest of the element's lines (a `<br>` ends one), in characters; Infinity past the walk's bound. */
function longestLine(el: ElementNode): number {
  const lines = blockLines(el, TRAILING_LINKS.maxLineNodes);
  if (lines === null) return Infinity;
  let longest = 0;
  for (const l of lines) longest = Math.max(longest, l.length);
  return longest;
}

/** The element's words are one `<b>`/`<strong>` of a heading's length without a link (a label written loose). */
function isBoldLine(el: ElementNode, mm: Measure, m: Measures): boolean {
  if (mm.link > 0 || mm.text > BOLD_LABEL.maxChars) return false;
  let inner: ElementNode = el;
  for (;;) {
    if (inner.tag === "b" || inner.tag === "strong") return true;
    let only: ElementNode | null = null;
    for (const k of inner.children) {
      if (k.kind === 3) {
        if (k.data.trim() !== "") return false;
        continue;
      }
      if (k.dropped || (m.get(k)?.text ?? 0) === 0) continue;
      if (only !== null) return false;
      only = k;
    }
    if (only === null) return false;
    inner = only;
  }
}

/**
 * An article's tail of short link blocks (related headlines, tag links, "follow us"
 * icons) and of headings left without their section (the "More tours" over a teaser
 * list the cleaning above removed: an article never ends on a heading), removed from
 * the end backwards until the first block of prose.
 */
function trimTrailingLinkBlocks(parts: readonly ElementNode[], m: Measures, trace: Trace): void {
  const run: ElementNode[] = [];
  let headings = 0;
  let tooLong = false;
  // The first block of prose, where the walk up from the end stopped (null: none).
  let prose: ElementNode | null = null;
  // The walk stopped at prose written loose in a container (no element to name).
  let looseProse = false;
  eachLeafBlockBackwards(
    parts,
    (leaf, loose) => {
      if (leaf === null) {
        looseProse = true;
        return false;
      }
      const mm = m.get(leaf);
      if (!mm || mm.text === 0) return true;
      if (loose) {
        // A loose line of links (`<font>• <a>…</a><br>• <a>…</a></font>`) is judged by its
        // longest line, the label over it (`<font><b>Other Local News</b></font>`) as a heading.
        const label = isBoldLine(leaf, mm, m);
        const longest = label ? 0 : longestLine(leaf);
        if (!standsAsLine(leaf) || (!label && (longest > TRAILING_LINKS.maxChars || linkDensity(mm) < TRAILING_LINKS.minLinkDensity || isAddressOrSource(normText(leaf))))) {
          prose = leaf;
          return false;
        }
        run.push(leaf);
        if (label) headings++;
        tooLong = run.length > TRAILING_LINKS.maxBlocks;
        return !tooLong;
      }
      const heading = isSectionLabel(leaf.tag) && !inlineTextFollows(leaf, m);
      if (mm.text > TRAILING_LINKS.maxChars || (!heading && (linkDensity(mm) < TRAILING_LINKS.minLinkDensity || isLinkedProse(leaf, mm)))) {
        prose = leaf;
        return false;
      }
      run.push(leaf);
      if (heading) headings++;
      // A longer run is a list the author meant (further reading), not page furniture.
      tooLong = run.length > TRAILING_LINKS.maxBlocks;
      return !tooLong;
    },
    true,
  );
  if (tooLong) return;
  // Headings and links all the way up: the page is a list of headings, not an article with a tail.
  if (headings > 0 && prose === null && !looseProse) return;
  // The run stopped at an item of a list: the items after it are that list's too (a
  // show's "Links from the episode", one item with words around its link), and a list
  // is not cut in two.
  const stopList = prose === null ? null : enclosingList(prose);
  // A "See also" section is the writer's own cross-references (a wiki's, a man page's, a
  // docs page's), not the site's: its heading, its list and what stands before it stay.
  const seeAlso = run.findIndex((el) => isSectionLabel(el.tag) && SEE_ALSO_HEADING.test(normText(el).trim()));
  const seeAlsoList = seeAlso > 0 ? enclosingList(run[seeAlso - 1]) : null;
  for (let i = 0; i < run.length; i++) {
    const el = run[i];
    if (seeAlso >= 0 && (i >= seeAlso || (seeAlsoList !== null && enclosingList(el) === seeAlsoList))) continue;
    if (stopList !== null && enclosingList(el) === stopList) continue;
    const heading = isSectionLabel(el.tag);
    trace.drop(el, STAGE, "prune/trailing-links", heading ? "heading with nothing after it at the end of the article" : "short link block at the end of the article");
  }
}

/**
 * A "See also" heading, as wikis (MediaWiki's standard section), man pages and reference
 * docs write it, in the languages of the dev sets and golden pages: the whole heading, an
 * optional colon.
 */
const SEE_ALSO_HEADING = /^(?:see also|siehe auch|voir aussi|véase también|vea también|ver também|vedi anche|zie ook|zobacz też|zobacz także|se även|se også|katso myös|см\. также|смотрите также|参见|関連項目)\s*:?$/iu;

/**
 * A block under a "See also" heading (SEE_ALSO_HEADING): the heading opens it (`<section><h2>See
 * also</h2><div><ul>…`), or stands right before it. The writer's own cross-references, a list of
 * links by nature, as prune/trailing-links keeps them (an MDN-like reference page, batch 42;
 * a wiki's "Siehe auch").
 */
function isSeeAlsoSection(el: ElementNode): boolean {
  const first = firstLiveElementChild(el);
  if (first !== null && isSeeAlsoHeading(first)) return true;
  const before = liveElementBefore(el);
  return before !== null && isSeeAlsoHeading(before);
}
function isSeeAlsoHeading(el: ElementNode): boolean {
  return /^h[2-6]$/.test(el.tag) && SEE_ALSO_HEADING.test(textPrefix(el, 40).trim());
}
function firstLiveElementChild(el: ElementNode): ElementNode | null {
  for (const k of el.children) if (k.kind === 1 && !k.dropped) return k;
  return null;
}
function liveElementBefore(el: ElementNode): ElementNode | null {
  const parent = el.parent;
  if (parent === null) return null;
  for (let i = childIndex(el) - 1; i >= 0; i--) {
    const k = parent.children[i];
    if (k.kind === 1 && !k.dropped) return k;
  }
  return null;
}

/** The nearest `<ul>`/`<ol>`/`<dl>` around a list item or its block, or null. */
function enclosingList(el: ElementNode): ElementNode | null {
  for (let p = el.parent; p !== null; p = p.parent) {
    if (LIST_TAGS.has(p.tag)) return p;
    if (p.block && p.tag !== "li" && p.tag !== "dd" && p.tag !== "dt") return null;
  }
  return null;
}

/**
 * An e-mail address in a short closing block is how to reach the writer or the office
 * ("Email streetparties@council.example.gov.uk", a press release's media contact): the
 * article's own last line, not a link to elsewhere.
 */
const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;

/**
 * A link post's credit to where the writer found the story ("Via <a>Kornblume</a>.",
 * "(via <a>Daring Fireball</a>)", "h/t <a>Jane</a>"): the post's own closing line, which
 * names its source, not a link to elsewhere in the site's furniture.
 */
const SOURCE_CREDIT = /^\s*\(?\s*(?:via|h\/t|hat tip)\b/iu;

const PULL_QUOTE_WORDS = classWordList(PULL_QUOTE_CLASS_WORDS);

/**
 * Pull quotes: a `<blockquote>` whose words the article says again outside it (a
 * magazine's display quote, WordPress's `wp-block-pullquote`, repeating a sentence of the
 * text beside it). A quotation the article makes once is content and stays.
 */
function dropPullQuotes(part: ElementNode, listed: readonly ElementNode[], m: Measures, trace: Trace): void {
  const quotes: ElementNode[] = [];
  // The census's quotes still standing, none inside a `<blockquote>` (a quote's own
  // quotations are its words). A class-named pull quote may hold a `<blockquote>` and its
  // attribution: both are read.
  for (const el of listed) {
    if ((placeIn(el, part) & (REMOVED | UNDER_QUOTE)) !== 0) continue;
    const t = m.get(el)?.text ?? 0;
    if (t >= PULL_QUOTE.minChars && t <= PULL_QUOTE.maxChars) quotes.push(el);
  }
  if (quotes.length === 0 || quotes.length > PULL_QUOTE.maxQuotes) return;
  // The part's text, read before any quote goes (both are made before the first removal
  // below, which needs them): lower-cased as written, and as comparableText compares it.
  let lowered: string | null = null;
  let whole: string | null = null;
  for (const q of quotes) {
    const text = comparableText(normText(q, QUOTE_ATTRIBUTION_TAGS));
    if (text.length < PULL_QUOTE.minChars) continue;
    // A cheap "no" before the part's comparable text is made (speed: most quotes are said
    // once): were the quote's words in that text twice, its longest word would be in
    // the lower-cased text twice too (a word holds no space, punctuation or symbol, which
    // are all comparableText changes besides the case).
    lowered ??= rawText(part).toLowerCase();
    if (!occursTwice(lowered, longestWord(text))) continue;
    whole ??= comparableText(normText(part));
    const at = whole.indexOf(text);
    if (at < 0 || whole.indexOf(text, at + 1) < 0) continue;
    if (insideDropped(q, part)) continue;
    const target = pullQuoteFigure(q, m) ?? q;
    trace.drop(target, STAGE, "prune/pull-quote", "a pull quote: the article says these words again");
    subtractFromAncestors(m, target);
  }
}

/** `needle` stands in `text` at two places at least (overlapping or not). */
function occursTwice(text: string, needle: string): boolean {
  const at = text.indexOf(needle);
  return at >= 0 && text.indexOf(needle, at + 1) >= 0;
}

/** The longest of a comparableText's words (the first of them at a tie). */
function longestWord(text: string): string {
  let best = "";
  for (const w of text.split(" ")) if (w.length > best.length) best = w;
  return best;
}

/** `el` or an ancestor of it below `root` was removed. */
function insideDropped(el: ElementNode, root: ElementNode): boolean {
  for (let p: ElementNode | null = el; p !== null && p !== root; p = p.parent) if (p.dropped) return true;
  return false;
}

/**
 * A quote's attribution, inside it (`<cite>`, a `<footer>`: Gutenberg's and HTML's own
 * markup), is no part of the words the article repeats: "“We can't dig…” Denise Farrow"
 * is not in the text, "“We can't dig…”" is.
 */
const QUOTE_ATTRIBUTION_TAGS: ReadonlySet<string> = new Set(["cite", "footer"]);

/**
 * The `<figure>` holding a pull quote and its attribution (`<figcaption>` beside the
 * `<blockquote>`, Arc XP's and many themes' markup) and no picture or embed (the measures
 * count both): it goes whole, or the speaker's name would stay alone in the text.
 */
function pullQuoteFigure(q: ElementNode, m: Measures): ElementNode | null {
  const fig = q.parent;
  if (fig === null || fig.tag !== "figure") return null;
  const fm = m.get(fig);
  return fm !== undefined && fm.images === 0 && fm.embeds === 0 ? fig : null;
}

/**
 * A heading, or a `<details>` element's `<summary>` ("Downloads" over a list of files):
 * a label of what follows, which at the article's end labels nothing once that went.
 */
const isSectionLabel = (tag: string): boolean => HEADING_TAGS.has(tag) || tag === "summary";

/**
 * Text outside blocks after `el` (a post written as text and `<br>`s between its
 * headings): the leaf walk does not see it, so a heading before it is not the last thing.
 */
function inlineTextFollows(el: ElementNode, m: Measures): boolean {
  for (let node: ElementNode = el; node.parent !== null; node = node.parent) {
    const siblings = node.parent.children;
    for (let i = childIndex(node) + 1; i < siblings.length; i++) {
      const k = siblings[i];
      if (k.kind === 3 ? k.data.trim() !== "" : !k.dropped && !k.block && (m.get(k)?.text ?? 0) > 0) return true;
    }
    if (node.parent.tag === "body") break;
  }
  return false;
}

/**
 * A label written in bold as a block of its own over the prose it names (`<div><b>About
 * Larchmont</b></div>` over a paragraph: a careers page's, a word processor's export's,
 * an old site's heading): a heading in all but its tag, not a fragment left by a widget.
 * Its text is one `<b>`/`<strong>` and no link, and the next block with text is prose.
 */
function isBoldLabel(el: ElementNode, mm: Measure, m: Measures): boolean {
  if (mm.link > 0 || mm.text > BOLD_LABEL.maxChars) return false;
  let bold: ElementNode | null = null;
  for (const k of el.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.dropped || (m.get(k)?.text ?? 0) === 0) continue;
    if (bold !== null || (k.tag !== "b" && k.tag !== "strong")) return false;
    bold = k;
  }
  if (bold === null) return false;
  const siblings = el.parent?.children ?? [];
  for (let i = childIndex(el) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    const km = k.dropped ? undefined : m.get(k);
    if (km === undefined || km.text === 0) continue; // a spacer (`<div><br></div>`)
    return km.text >= BOLD_LABEL.minProseChars && linkDensity(km) < BOLD_LABEL.maxProseLinkDensity;
  }
  return false;
}

/**
 * A box's title over the prose it heads: a short block without links whose class calls it
 * a title (an Obsidian or Notion callout's `div.callout-title` over the callout's
 * paragraph, a docs admonition's title) and, from the block it stands as (itself or the
 * wrappers whose only words are its own), the next block with text is prose
 * (BOLD_LABEL's sentence or more, few links). A widget's title heads links, a code
 * block's file-name title heads code; neither is prose. First with text in its box: a
 * job title (`div.expert_title`) under an author's name heads the author's bio.
 */
function isTitleOverProse(el: ElementNode, mm: Measure, m: Measures): boolean {
  if (mm.link > 0 || mm.text > BOLD_LABEL.maxChars || !hasAnyClassWord(el, TITLE_WORDS)) return false;
  const next = blockHeaded(el, mm, m);
  if (next === undefined) return false;
  const km = m.get(next);
  return km !== undefined && next.tag !== "pre" && km.code === 0 && km.text >= BOLD_LABEL.minProseChars && linkDensity(km) < BOLD_LABEL.maxProseLinkDensity;
}

/**
 * The block that `el` heads as its box's first line: from the block it stands as (itself
 * or the wrappers whose only words are its own, up to TITLE_WRAPPER_LEVELS), the next
 * sibling with text, when nothing with text stands before that block in its box (a title
 * bar opens its box: a job title under an author's name is no box's head). Undefined
 * otherwise. A callout's title (isTitleOverProse) and a transcript turn's header
 * (isTranscriptTurnHeader) ask it, each of the block it finds.
 */
function blockHeaded(el: ElementNode, mm: Measure, m: Measures): ElementNode | undefined {
  let block = el;
  for (let up = 0; up < TITLE_WRAPPER_LEVELS; up++) {
    const next = nextWithText(block, m);
    if (next !== undefined) return firstWithTextInParent(block, m) ? next : undefined;
    const p = block.parent;
    if (p === null || p.tag === "body" || (m.get(p)?.text ?? 0) > mm.text + CONDITIONAL.headingWrapperSlackChars) return undefined;
    block = p;
  }
  return undefined;
}
const TITLE_WORDS = classWordList(TITLE_CLASS_WORDS);
/** A title sits in its box's title bar, a wrapper or two down (`.callout-title > .callout-title-inner`). */
const TITLE_WRAPPER_LEVELS = 3;

/**
 * Nothing with text stands before `el` in its parent, read back over at most
 * MAX_NEIGHBOUR_SIBLINGS siblings (a longer run of empty ones counts as something: each
 * titled block of a hostile page would read them all again).
 */
function firstWithTextInParent(el: ElementNode, m: Measures): boolean {
  const siblings = el.parent?.children ?? [];
  const at = childIndex(el);
  if (at > MAX_NEIGHBOUR_SIBLINGS) return false;
  for (let i = at - 1; i >= 0; i--) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    // Measured text, whitespace runs included, as firstWithText reads it.
    if (!k.dropped && (m.get(k)?.text ?? 0) > 0) return false;
  }
  return true;
}

/** The next sibling element of `el` with text, skipping emptied ones; undefined at the end or at loose words. */
function nextWithText(el: ElementNode, m: Measures): ElementNode | undefined {
  const siblings = el.parent?.children ?? [];
  for (let i = childIndex(el) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return undefined;
      continue;
    }
    const km = k.dropped ? undefined : m.get(k);
    if (km === undefined || km.text === 0 || normText(k).trim() === "") continue;
    return k;
  }
  return undefined;
}

/** The first child of `el` with text, if it is an element (null when text comes first). */
function firstWithText(el: ElementNode, m: Measures): ElementNode | null {
  for (const k of el.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return null;
      continue;
    }
    if (!k.dropped && (m.get(k)?.text ?? 0) > 0) return k;
  }
  return null;
}

/**
 * A labelled value is a datum, a few words ("15 mins", "$158,000 — $186,000 CAD"), not a
 * paragraph: a Drupal field's "Meer informatie" over a press officer's contact sentence
 * (70 characters) is a box of its own (test/pages/i18n-nl-drupal-university-newsroom).
 */
const LABELLED_VALUE_MAX_CHARS = 40;

/**
 * Under a container its class calls credits or a byline (up to three levels): "Interview:
 * SVEN MICHAELSEN", "Photos: …" are the story's credits in label/value markup, which the
 * contract leaves out (README "What content holds"), not its data.
 */
function inCreditsOrByline(el: ElementNode): boolean {
  let node: ElementNode | null = el;
  for (let level = 0; node !== null && level < 4; level++, node = node.parent) {
    if (hasAnyClassWord(node, CREDIT_OR_BYLINE_WORDS)) return true;
  }
  return false;
}
const CREDIT_OR_BYLINE_WORDS = classWordList([...CAPTION_CREDIT_CLASS_WORDS, ...BYLINE_CLASS_WORDS]);

/** The element's class names a datum's label (LABEL_CLASS_WORDS). */
const isLabelElement = (el: ElementNode): boolean => hasAnyClassWord(el, LABEL_WORDS);
const LABEL_WORDS = classWordList(LABEL_CLASS_WORDS);

/**
 * One datum of a label/value list, labelled by its markup: a block that opens with an
 * element its class calls a label and holds more text than the label ("Prep Time:" then
 * "15 mins"), such a label with its value after it, or the value set right after such a
 * label (an infobox's `<h3 class="pi-data-label">Location</h3><div
 * class="pi-data-value">…</div>`). The label says what the value is; the pair is the
 * page's data, however short.
 */
function isLabelledDatum(el: ElementNode, mm: Measure, m: Measures): boolean {
  // The credits test climbs four ancestors: asked last, of the few blocks labelled so.
  return isLabelledPair(el, mm, m) && !inCreditsOrByline(el);
}

/** isLabelledDatum's reading of the markup: a label and its value, in one block or two. */
function isLabelledPair(el: ElementNode, mm: Measure, m: Measures): boolean {
  const first = firstWithText(el, m);
  const fm = first === null ? undefined : m.get(first);
  if (first !== null && fm !== undefined && isLabelElement(first)) {
    // The label and its value in one block: the value is the rest.
    return isDatumValue(mm.text - fm.text, mm.link - fm.link, mm.code, normText(el).trim().length > normText(first).trim().length);
  }
  const at = neighbourIndex(el);
  if (at < 0) return false;
  const siblings = el.parent!.children;
  if (isLabelElement(el)) {
    let value: ElementNode | undefined;
    for (let i = at + 1; i < siblings.length && value === undefined; i++) {
      const k = siblings[i];
      if (k.kind === 1 && !k.dropped && (m.get(k)?.text ?? 0) > 0) value = k;
    }
    const vm = value === undefined ? undefined : m.get(value);
    return vm !== undefined && isDatumValue(vm.text, vm.link, vm.code, normText(value!).trim() !== "");
  }
  for (let i = at - 1; i >= 0; i--) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    return isLabelElement(k);
  }
  return false;
}

/**
 * A recipe card's yield written as one line ("Yield: 8 slices", "Servings: 4", "Makes 24
 * cookies"), without label markup: Mediavine Create's `div.mv-create-yield`, Tasty Recipes'
 * and older cards' lines. How much the recipe makes is part of it, however short.
 */
function isRecipeYield(el: ElementNode, mm: Measure): boolean {
  return mm.link === 0 && RECIPE_YIELD.test(normText(el).trim());
}

/**
 * A label's value as a datum: a few words (LABELLED_VALUE_MAX_CHARS), no code (a code
 * block's "Output" or file-name label is the listing's interface), not links (a
 * "Topics" label over topic links is a link list, judged as one), and still some text
 * (`says`: the measures count the whitespace left where removed items were).
 */
function isDatumValue(text: number, link: number, code: number, says: boolean): boolean {
  return says && text > 0 && text <= LABELLED_VALUE_MAX_CHARS && code === 0 && link / text <= CONDITIONAL.maxLinkDensity;
}

/**
 * A wrapper around one paragraph that is a sentence (`<div class="block"><p>Then came the
 * news.</p></div>`: Next.js, Drupal Paragraphs and Arc XP give every paragraph a block of
 * its own): a short sentence of the story, not a widget's fragment. The `<p>` alone was
 * never "little text"; in its wrapper it went (batch 22: "Nobody was injured."). A
 * sentence: a few words (SHORT_SENTENCE_MIN_WORDS) ending with a stop.
 */
function isParagraphWrapper(el: ElementNode, m: Measures): boolean {
  let paragraph: ElementNode | null = null;
  for (const k of el.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.dropped || (m.get(k)?.text ?? 0) === 0) continue;
    if (paragraph !== null || k.tag !== "p") return false;
    paragraph = k;
  }
  return paragraph !== null && isShortSentence(normText(paragraph).trim());
}

/** A few words (SHORT_SENTENCE_MIN_WORDS) ending with a stop. */
function isShortSentence(text: string): boolean {
  return SENTENCE.test(text) && text.split(/\s+/).length >= SHORT_SENTENCE_MIN_WORDS;
}
/** "He declined to comment." has four words; "Read more." or "Share." is no sentence of a story. */
const SHORT_SENTENCE_MIN_WORDS = 3;

/**
 * A short block that is one of the article's paragraphs by its shape: the block it stands
 * as among its siblings (itself, or the outermost wrapper around it alone) has the tag and
 * class of prose blocks before and after it (PARAGRAPH_RUN). An editor that writes each
 * paragraph as a `div` writes its subheads and one-line answers the same way (a Draft.js
 * body's bold "The price: like the bus", a web serial's one-line replies, a race report's
 * split times), and a widget's fragment has no such run around it: a "Share" label or a
 * counter differs in tag or class from the text it sits beside. Inside the run, not at its
 * end, where a source stands ("(SID)", "Quellen:"); at an end only a letter's salutation
 * or closing (a comma ends it) and the name signed under the closing, a blogger's or a
 * newsletter's own words (batch 10's Blogger post, test/pages/comments-blogspot-classic-br-post).
 * No links: a short link block among paragraphs is a "read also" line.
 */
function isParagraphOfRun(el: ElementNode, mm: Measure, m: Measures): boolean {
  if (mm.link > 0 || normText(el).trim() === "") return false;
  const block = outermostWrapper(el);
  const parent = block.parent;
  if (parent === null) return false;
  const at = childIndex(block);
  const siblings = parent.children;
  const isProse = (k: DomNode): boolean => {
    if (k.kind !== 1 || k.dropped || k.tag !== block.tag || !sameClasses(k, block)) return false;
    const km = m.get(k);
    return km !== undefined && km.text >= PARAGRAPH_RUN.minProseChars && linkDensity(km) <= CONDITIONAL.maxLinkDensity;
  };
  let before = false;
  for (let i = at - 1; i >= Math.max(0, at - PARAGRAPH_RUN.maxSiblingsRead) && !before; i--) before = isProse(siblings[i]);
  let after = false;
  for (let i = at + 1; i <= Math.min(siblings.length - 1, at + PARAGRAPH_RUN.maxSiblingsRead) && !after; i++) after = isProse(siblings[i]);
  if (before && after) return true;
  // At the run's edge, only a letter's lines: a salutation or a closing ends in a comma
  // ("Hi all," over the first paragraph, "Good birding," under the last), and the name
  // signed under a closing is the run's last line.
  const text = normText(el).trim();
  if ((before || after) && LETTER_LINE_END.test(text)) return true;
  return before && (isSignatureUnderClosing(block, text, m) || (nextWithText(block, m) === undefined && isClosingOverName(el)));
}

/**
 * A letter's closing and the name signed under it in one block, one `<br>` between them
 * ("Until next week,<br>Priya", a newsletter's last paragraph): the line before the break
 * ends as a closing does, the line after it is a name of a few words. The block's text is
 * read through wrappers of one element child (`div > p`), a bounded number of levels.
 */
function isClosingOverName(el: ElementNode): boolean {
  let inner = el;
  for (let level = 0; level < PARAGRAPH_RUN.maxWrapperLevels; level++) {
    const only = onlyLiveElementChild(inner);
    if (only === null || only.tag === "br") break;
    inner = only;
  }
  let breaks = 0;
  let before = "";
  let after = "";
  for (const k of inner.children) {
    if (k.kind === 1 && k.tag === "br") {
      breaks++;
      continue;
    }
    const said = k.kind === 3 ? k.data : k.kind === 1 && !k.dropped ? normText(k) : "";
    if (breaks === 0) before += said;
    else after += said;
  }
  const name = after.trim();
  return breaks === 1 && LETTER_LINE_END.test(before.trim()) && name !== "" && name.split(/\s+/).length <= PARAGRAPH_RUN.maxSignatureWords;
}
/** A salutation's or closing's last mark: a comma (the CJK and Arabic ones too). */
const LETTER_LINE_END = /[,，、،]$/u;

/**
 * `block` is the last of its parent's blocks with text, a name of a few words, and the
 * block with text before it is of its shape and a letter's closing ("Good birding,").
 */
function isSignatureUnderClosing(block: ElementNode, text: string, m: Measures): boolean {
  if (text.split(/\s+/).length > PARAGRAPH_RUN.maxSignatureWords || nextWithText(block, m) !== undefined) return false;
  const siblings = block.parent?.children ?? [];
  for (let i = childIndex(block) - 1; i >= 0; i--) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    const km = k.dropped ? undefined : m.get(k);
    if (km === undefined || km.text === 0) continue;
    const said = normText(k).trim();
    if (said === "") continue;
    return k.tag === block.tag && sameClasses(k, block) && km.link === 0 && km.text < PARAGRAPH_RUN.minProseChars && LETTER_LINE_END.test(said);
  }
  return false;
}

/**
 * A transcript turn's header: the speaker's name and where the turn starts in the recording
 * ("Amaka Obi 00:00:14", "Speaker 1 (01:22)", "[00:03:10] Jonas"), first in its box, over
 * the words spoken (the next block with text, not mostly links). Podcast hosts and
 * transcription tools (Captivate, Buzzsprout, Descript, Otter, Rev exports) write each turn
 * as such a header over its text, in `div`s; as "almost no text" every header went and
 * the turns lost who said them. A recording's position has seconds or stands in brackets,
 * which a live blog's clock stamp ("09:00") over an entry has not.
 */
function isTranscriptTurnHeader(el: ElementNode, mm: Measure, m: Measures): boolean {
  // A time stamp has a colon, which no joining of text nodes makes: without one, no text is made.
  if (mm.text > TRANSCRIPT_HEADER_MAX_CHARS || !someLiveText(el, holdsColon)) return false;
  const text = normText(el).trim();
  // Either form holds minutes and seconds: the plain test first, the full pattern after.
  if (!MINUTES_SECONDS.test(text) || !TRANSCRIPT_TURN_HEADER.test(text)) return false;
  const next = blockHeaded(el, mm, m);
  if (next === undefined) return false;
  const km = m.get(next);
  return km !== undefined && next.tag !== "pre" && km.code === 0 && linkDensity(km) < BOLD_LABEL.maxProseLinkDensity;
}
/** A name of a few words and a time stamp: longer is a line of its own. */
const TRANSCRIPT_HEADER_MAX_CHARS = 60;
const MINUTES_SECONDS = /\d:\d\d/;
/**
 * A speaker (a capitalised name of at most 5 words, "Speaker 1" too) and a position in the
 * recording, in either order: hours, minutes and seconds ("00:00:14"), or minutes and
 * seconds in brackets ("(01:22)", "[1:05:10]"). An optional colon ends it (Rev's
 * "Speaker 1 (00:00):").
 */
const TRANSCRIPT_TURN_HEADER = (() => {
  const name = String.raw`\p{Lu}[\p{L}\p{M}.'’-]*(?:\s+[\p{L}\p{M}\d.'’-]+){0,4}`;
  const stamp = String.raw`(?:\d{1,2}:\d{2}:\d{2}|[(\[](?:\d{1,2}:)?\d{1,2}:\d{2}[)\]])`;
  return new RegExp(String.raw`^(?:${name}\s*[-–—·|:]?\s*${stamp}|${stamp}\s*[-–—·|]?\s*${name})\s*:?$`, "u");
})();

/**
 * A section break set as a glyph in a block of its own (`<div class="section-break"
 * role="separator"><span>❦</span></div>`, a web serial's `<div>******</div>`): a few marks,
 * no letter or digit (nor a private-use icon font's glyph), no link or picture, standing
 * between two paragraphs of prose. The same marks in a `<p>` stayed; in a `div` they went
 * as almost no text.
 */
function isGlyphBreak(el: ElementNode, mm: Measure, m: Measures): boolean {
  if (mm.link > 0 || mm.images > 0) return false;
  const marks = normText(el).replace(/\s+/g, "");
  if (marks === "" || [...marks].length > GLYPH_BREAK.maxMarks || LETTER_DIGIT_OR_ICON.test(marks)) return false;
  const block = outermostWrapper(el);
  return isProseNeighbour(block, -1, m) && isProseNeighbour(block, 1, m);
}
/** A letter, a digit, or a private-use code point (an icon font's glyph: `material-icons`, Font Awesome). */
const LETTER_DIGIT_OR_ICON = /[\p{L}\p{N}\p{Co}]/u;

/**
 * The nearest sibling of `block` that says something, before it (`step` -1) or after it
 * (1), is a paragraph of prose (GLYPH_BREAK.minProseChars, few links); words loose in the
 * parent are no paragraph of their own.
 */
function isProseNeighbour(block: ElementNode, step: -1 | 1, m: Measures): boolean {
  const siblings = block.parent?.children ?? [];
  for (let i = childIndex(block) + step, read = 0; i >= 0 && i < siblings.length && read < PARAGRAPH_RUN.maxSiblingsRead; i += step, read++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    const km = k.dropped ? undefined : m.get(k);
    if (km === undefined || km.text === 0) continue;
    // Read only a short block's words: a spacer's whitespace is no neighbour, and a long one is not read whole.
    if (km.text < GLYPH_BREAK.minProseChars) {
      if (normText(k).trim() === "") continue;
      return false;
    }
    return linkDensity(km) <= CONDITIONAL.maxLinkDensity;
  }
  return false;
}

/** The block `el` stands as among its siblings: itself, or the outermost of the wrappers around it alone. */
function outermostWrapper(el: ElementNode): ElementNode {
  let block = el;
  for (let level = 0; level < PARAGRAPH_RUN.maxWrapperLevels; level++) {
    const p = block.parent;
    if (p === null || p.tag === "body" || !isWrapperOf(p, block)) break;
    block = p;
  }
  return block;
}

/**
 * `p` holds `child` and no other element or words. A removed element counts: a card whose
 * body went as an ad is no wrapper of its header ("Infos zum Reiseziel" over a booking
 * widget stood as a card among the cards of prose).
 */
function isWrapperOf(p: ElementNode, child: ElementNode): boolean {
  for (const k of p.children) {
    if (k === child) continue;
    if (k.kind === 1 || k.data.trim() !== "") return false;
  }
  return true;
}

/** The same class tokens, in any order (none on both counts). */
function sameClasses(a: ElementNode, b: ElementNode): boolean {
  if (a.cls === b.cls) return true;
  const ta = (a.cls ?? "").trim().split(/\s+/).sort().join(" ");
  const tb = (b.cls ?? "").trim().split(/\s+/).sort().join(" ");
  return ta === tb;
}

/**
 * A wrapper around a section divider and nothing else (`<div><hr></div>`, a Substack
 * post's and many builders' markup): the `<hr>` is the writer's break between sections,
 * which Markdown writes as `---`; as "almost no text" it went with its wrapper.
 */
function isDividerWrapper(el: ElementNode): boolean {
  let divider = false;
  for (const k of el.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.dropped) continue;
    if (k.tag !== "hr") return isDividerComponent(el);
    divider = true;
  }
  return divider;
}

/**
 * Wrappers around a wrapper of the divider, each holding only the next one: a component
 * system's separator (AEM's `div.separator > div.cmp-separator > hr`, a page builder's
 * `div.wp-block-… > div > hr`). Read at most DIVIDER_WRAPPER_LEVELS levels down.
 */
function isDividerComponent(el: ElementNode): boolean {
  let at: ElementNode = el;
  for (let level = 0; level < DIVIDER_WRAPPER_LEVELS; level++) {
    let only: ElementNode | null = null;
    for (const k of at.children) {
      if (k.kind === 3) {
        if (k.data.trim() !== "") return false;
        continue;
      }
      if (k.dropped) continue;
      if (only !== null) return false;
      only = k;
    }
    if (only === null) return false;
    if (only.tag === "hr") return true;
    at = only;
  }
  return false;
}

/** Wrapper levels around a divider (component, column, inner box): more is a layout, not a divider. */
const DIVIDER_WRAPPER_LEVELS = 3;
/**
 * The measure counts each whitespace run between tags as one character: a divider's
 * wrappers written over several lines (`<div>⏎  <hr/>⏎</div>` at each of
 * DIVIDER_WRAPPER_LEVELS levels) hold two runs a level. isDividerWrapper reads the
 * text nodes themselves and takes whitespace only; this bound only spares the walk.
 */
const DIVIDER_WHITESPACE_RUNS = 2 * DIVIDER_WRAPPER_LEVELS;

/**
 * A short block's length for "almost no text", its CJK characters weighted
 * (CONDITIONAL.cjkCharWeight): a Japanese sentence of 18 characters says as much as an
 * English one of 36. Read only for blocks under the limit, which are short.
 */
function weightedChars(el: ElementNode, mm: Measure): number {
  // Without a character from U+1100 up (Hangul's first block; kana, Han and the
  // surrogates of the supplementary ideographs lie above) the block has no CJK character.
  if (!someLiveText(el, mayHoldCjk)) return mm.text;
  const cjk = cjkCount(normText(el));
  return mm.text + cjk * (CONDITIONAL.cjkCharWeight - 1);
}

const MAY_BE_CJK = /[\u1100-\uffff]/;
const mayHoldCjk = (data: string): boolean => MAY_BE_CJK.test(data);
const holdsColon = (data: string): boolean => data.includes(":");

/**
 * Some live text node under `el` passes `test`: a cheap look at a short block's words
 * for a character its full test needs, before its text is put together (normText).
 */
function someLiveText(el: ElementNode, test: (data: string) => boolean): boolean {
  const stack: DomNode[] = [el];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 3) {
      if (test(n.data)) return true;
    } else if (!n.dropped) for (const k of n.children) stack.push(k);
  }
  return false;
}

/** Why a container goes: the rule and its reason. */
interface Verdict {
  rule: RuleId;
  why: string;
}

const HEADING_WORDS = classWordList(HEADING_CLASS_WORDS);

/**
 * Why this container should go, or null to keep it. `above` holds the KIND_CODE,
 * KIND_FIGURE, KIND_CELL and KIND_HEADING bits of its ancestors up to the article's root.
 */
function conditionalVerdict(el: ElementNode, mm: Measure, m: Measures, above: number, opts: SelectOptions, trace: Trace, around: Surroundings, headlines: ReadonlyMap<ElementNode, readonly ElementNode[]>): Verdict | null {
  const v = classVerdict(el);
  // A documentation generator's doc comment or code signature is the page's text: short,
  // and often all links (a signature's types), but not boilerplate.
  if (v.boilerplate !== null && isCodeDocumentation(el, v, around)) return null;
  const weight = opts.useClassWeights ? verdictWeight(v) : 0; // classWeight(el, opts), the verdict read once
  // Word groups limited to short elements (dates, section labels) do not judge big blocks (Blogger's `date-posts`).
  if (weight < 0 && (v.boilerplate === null || mm.text <= v.boilerplate.maxChars) && !isDataTableUnderShortWords(el, v, mm) && !isFigureFooter(el, v) && !isLinklessMenu(el, v, m) && !(v.boilerplate?.rule === "class/sidebar" && inFactBox(el)) && !isCallToActionWithoutControl(el, v) && !holdsEmbeddedPost(el, v)) {
    // A negative weight comes from a boilerplate verdict: the word group's rule.
    const rule = v.boilerplate!.rule;
    if (trace.on(rule)) return { rule, why: "boilerplate class inside the article" };
  }
  if (mm.commas >= CONDITIONAL.keepCommas) return null;
  if (el.tag === "table" && isDataTable(el, mm)) return null;
  // A wrapper around a data table (`div.sp-table-wrapper`, a theme's scrolling box) is
  // judged as the table: a line-up whose player names are links read as mostly links.
  if (el.tag !== "table" && wrapsDataTable(el, mm, m)) return null;
  if (mm.text <= DIVIDER_WHITESPACE_RUNS && isDividerWrapper(el)) return null;
  if (mm.link === 0 && isParagraphWrapper(el, m)) return null;
  if (mm.code > 0 || (above & KIND_CODE) !== 0) return null;
  // A `dl`'s group wrapper (`dl > div > dt + dd`) is judged as the list is: a short
  // question and its answer are one of its entries, not a container of almost no text.
  const isList = LIST_TAGS.has(el.tag) || (isDefinitionGroup(el) && trace.on("select/definition-groups"));
  const ld = linkDensity(mm);
  const inFigure = el.tag === "figure" || (above & KIND_FIGURE) !== 0 || wrapsOneFigure(el);
  if (mm.images > 1 && mm.paragraphs / mm.images < 0.5 && !inFigure && mm.text - mm.link < CONDITIONAL.galleryMaxChars && !isCaptionedSeries(el, m) && trace.on("prune/gallery")) {
    return { rule: "prune/gallery", why: "more pictures than paragraphs" };
  }
  // Whitespace between a wrapper and its heading counts as text (a run is one character):
  // a short heading in a `<div>` written over three lines would otherwise be "little text".
  const headingDensity = mm.text === 0 ? 0 : mm.headingText / mm.text;
  const onlyHeading = mm.headingText > 0 && mm.text - mm.headingText <= CONDITIONAL.headingWrapperSlackChars;
  // A `<header>` holding a heading is the heading block of a post or a live-blog entry
  // ("09:00 Red warning issued"), however short: its time stamp goes by the phrase rules.
  const headingBlock = el.tag === "header" && mm.headingText > 0;
  // In a table cell or a heading, a short block is the cell's value ("Rule", "All events")
  // or the heading's text (`<h2><div>Check the signature</div></h2>`): the table or heading is judged as a whole.
  // A transcript turn's header (its time stamp often a link to that point of the
  // recording) is neither little text nor a link list.
  if (mm.text <= TRANSCRIPT_HEADER_MAX_CHARS && isTranscriptTurnHeader(el, mm, m)) return null;
  if (!isList && !headingBlock && !onlyHeading && headingDensity < 0.9 && mm.text < CONDITIONAL.minChars && weightedChars(el, mm) < CONDITIONAL.minChars && (mm.images === 0 || mm.images > 2) && !inFigure && (above & (KIND_CELL | KIND_HEADING)) === 0 && !hasAnyClassWord(el, HEADING_WORDS) && !isBoldLabel(el, mm, m) && !isTitleOverProse(el, mm, m) && !isLabelledDatum(el, mm, m) && !isRecipeYield(el, mm) && !isParagraphOfRun(el, mm, m) && !isGlyphBreak(el, mm, m) && !insideLinklessMenu(el, m) && trace.on("prune/little-text")) {
    return { rule: "prune/little-text", why: "almost no text" };
  }
  // A picture with a caption of its own words is the article's, whatever button sits
  // beside it: "Hamnøy" and a Pinterest "Save" link (batch 23) read as mostly links.
  if (el.tag === "figure" && mm.images > 0 && captionOwnChars(el, m) > 0) return null;
  if (trace.on("prune/link-heavy")) {
    // A post's permalink headline (`<h2><a href=…>Title</a></h2>`) goes by cleanHeadings below.
    const own = headlines.get(el);
    const pld = own === undefined ? ld : densityWithoutHeadline(el, mm, m, own);
    const heavy = (!isList && weight < SCORING.classWeight && pld > CONDITIONAL.maxLinkDensity && !isProseWithLinks(el, mm, m, pld)) || (weight >= SCORING.classWeight && pld > CONDITIONAL.maxLinkDensityContentClass);
    // A sentence handing the reader a document of record is no link list (asked only of
    // blocks that would go: it reads the block's text).
    if (heavy && !isDocumentSentence(el, mm) && !isSeeAlsoSection(el)) return { rule: "prune/link-heavy", why: "mostly links" };
  }
  return null;
}

/**
 * A short sentence around one link that names the file it downloads ("You can <a>download
 * the declarations of result (PDF, 112 KB)</a>."): it hands the reader the document of
 * record, as official pages do, and is no link list. One link only, with words of the
 * block's own beside it: a "Related links" box or a row of download buttons has several.
 */
function isDocumentSentence(el: ElementNode, mm: Measure): boolean {
  if (mm.text > MAX_PHRASE_BLOCK_CHARS || mm.text - mm.link < DOCUMENT_SENTENCE_OWN_CHARS || !linksDocument(el)) return false;
  let links = 0;
  walkElements(el, (d) => {
    if (d.tag === "a") links++;
    return links < 2 && d.tag !== "a";
  });
  return links === 1;
}
/** Words of the block's own beside the link: "You can …." is 9 characters, a bare "(PDF)" label none. */
const DOCUMENT_SENTENCE_OWN_CHARS = 5;

/**
 * `el` wraps a data table (isDataTable) that is most of its text (SCORING.tableShareOfBlock,
 * the share a table's block has when a label or caption sits beside it): followed down
 * through the child holding that share, a few levels and a few children each (a wrapper is
 * `div.table-responsive > table`), so that a deep or wide page is not walked per candidate.
 */
function wrapsDataTable(el: ElementNode, mm: Measure, m: Measures): boolean {
  if (mm.text === 0) return false;
  const least = mm.text * SCORING.tableShareOfBlock;
  let cur = el;
  for (let level = 0; level < TABLE_WRAPPER.maxLevels; level++) {
    let next: ElementNode | null = null;
    const kids = cur.children;
    if (kids.length > TABLE_WRAPPER.maxChildren) return false;
    for (const k of kids) {
      if (k.kind !== 1 || k.dropped) continue;
      if ((m.get(k)?.text ?? 0) >= least) {
        next = k;
        break;
      }
    }
    if (next === null) return false;
    if (next.tag === "table") {
      let data = wrappedTables.get(next);
      if (data === undefined) {
        const tm = m.get(next);
        data = tm !== undefined && isDataTable(next, tm) && !isMonthCalendar(next);
        wrappedTables.set(next, data);
      }
      return data;
    }
    cur = next;
  }
  return false;
}
/**
 * wrapsDataTable's answer per table for one cleanConditionally run (a new map at its start
 * and end, so that it holds no nodes; not `clear()`: a cleared Map's old table keeps its
 * entries, and V8's minor collections read an old-generation table's entries as roots, so
 * the page's whole tree survived them and was promoted): a table's wrappers (`div > div > div > table`) are
 * judged one after another, each reading the same table (isDataTable and isMonthCalendar
 * walk it, a calendar's every cell), and the table no longer changes by then: candidates
 * are judged innermost first, so every one inside the table was judged before its first
 * wrapper.
 */
let wrappedTables = new Map<ElementNode, boolean>();
/** How far down a table's wrapper is read: levels, and children per level (a wrapper holds the table and a caption or two). */
const TABLE_WRAPPER = { maxLevels: 4, maxChildren: 12 } as const;

/**
 * A blog's month calendar (WordPress's `#wp-calendar`, Serendipity's, a CMS's archive
 * calendar): every cell with text is a day of the month, its days linked to that day's
 * posts. A widget, though its weekday header makes it look like a data table.
 */
function isMonthCalendar(table: ElementNode): boolean {
  let days = 0;
  let cells = 0;
  walkElements(table, (d) => {
    if (d.tag !== "td" && d.tag !== "th") return true;
    const t = normText(d).trim();
    if (t === "") return false;
    cells++;
    if (/^\d{1,2}$/.test(t) && Number(t) <= 31) days++;
    return false;
  });
  // The weekday names and the month's name in cells of their own (Serendipity writes them as `td`) are the rest.
  return days >= DAYS_IN_SHORTEST_MONTH && days >= cells * CALENDAR_DAY_SHARE;
}
/** February's days: a month shows at least these. */
const DAYS_IN_SHORTEST_MONTH = 28;
/** Day cells' share of the cells with text: 31 days beside 7 weekday names and a month's name is 0.79. */
const CALENDAR_DAY_SHARE = 0.7;

/**
 * A photo series of the article's own (a strip of figures inside the body): every
 * picture sits in a `<figure>` whose `<figcaption>` says something in words of its own,
 * not a link. Those captions are the article's (test/pages/README.md), so the series is
 * no gallery widget; a carousel of teasers captions its pictures with links, which the
 * link-density rules still judge.
 */
function isCaptionedSeries(el: ElementNode, m: Measures): boolean {
  let pictures = 0;
  let uncaptioned = 0;
  walkElements(el, (d) => {
    if (d.tag === "figure") {
      pictures++;
      if (captionOwnChars(d, m) < CONDITIONAL.minCaptionChars) uncaptioned++;
      return false;
    }
    if (d.tag === "img") {
      pictures++;
      uncaptioned++;
    }
    return uncaptioned === 0;
  });
  return pictures > 1 && uncaptioned === 0;
}

/**
 * A container whose one element is a figure (Substack's `captioned-image-container`,
 * WordPress's `wp-block-image`) is no gallery: the figure's own `<picture>` and `<img>`
 * count as two pictures, and its caption went with them.
 */
function wrapsOneFigure(el: ElementNode): boolean {
  let figure = false;
  for (const k of el.children) {
    if (k.kind !== 1 || k.dropped) continue;
    if (k.tag !== "figure" || figure) return false;
    figure = true;
  }
  return figure;
}

/** What the conditional cleaning asks of a tag, as bits: one lookup per element. */
const KIND_CANDIDATE = 1;
const KIND_CODE = 2;
const KIND_FIGURE = 4;
const KIND_CELL = 8;
const KIND_HEADING = 16;
const PRUNE_TAG_KIND = tagBits([
  [CONDITIONALLY_CLEANED_TAGS, KIND_CANDIDATE],
  [["pre", "code"], KIND_CODE],
  [["figure"], KIND_FIGURE],
  [["td", "th"], KIND_CELL],
  [HEADING_TAGS, KIND_HEADING],
]);

function cleanConditionally(root: ElementNode, headings: readonly ElementNode[], m: Measures, opts: PruneOptions, repeats: TitleTest | null, trace: Trace): void {
  const candidates: ElementNode[] = [];
  // Per candidate, the KIND_CODE, KIND_FIGURE, KIND_CELL and KIND_HEADING bits of its ancestors up to the root
  // (what a climb from it would find), gathered on the way down instead of climbing
  // from every candidate: tags never change, so removals in between do not alter them.
  const above: number[] = [];
  const stack: ElementNode[] = [root];
  const stackAbove: number[] = [0];
  while (stack.length > 0) {
    const el = stack.pop()!;
    const outer = stackAbove.pop()!;
    if (el.dropped) continue;
    const kind = PRUNE_TAG_KIND.get(el.tag) ?? 0;
    if (el !== root && (kind & KIND_CANDIDATE) !== 0) {
      candidates.push(el);
      above.push(outer);
    }
    const inner = outer | (kind & (KIND_CODE | KIND_FIGURE | KIND_CELL | KIND_HEADING));
    const kids = el.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (k.kind === 1 && !k.dropped) {
        stack.push(k);
        stackAbove.push(inner);
      }
    }
  }
  // Innermost first, so a widget is removed before its container is judged.
  const around = new Surroundings(m);
  const headlines = linkedHeadlines(root, headings, m, repeats);
  wrappedTables = new Map();
  try {
    for (let i = candidates.length - 1; i >= 0; i--) {
      const el = candidates[i];
      if (el.dropped) continue;
      const mm = m.get(el);
      if (!mm) continue;
      const verdict = conditionalVerdict(el, mm, m, above[i], opts, trace, around, headlines);
      if (verdict !== null) {
        trace.drop(el, STAGE, verdict.rule, verdict.why);
        subtractFromAncestors(m, el);
      }
    }
  } finally {
    wrappedTables = new Map();
  }
}

/**
 * The section or type label over the headline, first in their block ("Statistical
 * bulletin", "Analysis" over the h1): without the headline it would open the text as if
 * it were a heading of the article. What the text stage drops above a title line it
 * finds (TEXT_LINES: a short line, no sentence), here for a headline already removed.
 */
function dropLabelAboveHeadline(headline: ElementNode, trace: Trace): void {
  const parent = headline.parent;
  // The label is looked for among the first MAX_NEIGHBOUR_SIBLINGS children only: read
  // among all the siblings before each dropped headline, 100,000 `<h2>`s repeating the
  // title took a minute (session 21 review). A headline further down has other blocks
  // before it anyway.
  if (parent === null || childIndex(headline) > MAX_NEIGHBOUR_SIBLINGS) return;
  let label: ElementNode | null = null;
  for (const k of parent.children) {
    if (k === headline) break;
    if (k.kind === 3) {
      if (k.data.trim() !== "") return;
      continue;
    }
    if (k.dropped) continue;
    if (label !== null) return; // two elements before the headline: no label alone
    label = k;
  }
  // A block, or an inline element alone on its line before the headline (`<span
  // class="press-release__type">Press release</span>` over the `<h1>`).
  if (label === null || hasLiveBlockChild(label) || !trace.on("prune/label-over-headline")) return;
  const text = normText(label);
  if (text === "" || text.length > TEXT_LINES.maxLineAboveTitleChars || SENTENCE.test(text)) return;
  trace.drop(label, STAGE, "prune/label-over-headline", "the label over the headline");
}

/**
 * The heading repeats the title once its first element, a thread's prefix label
 * (HEADING_PREFIX_CLASS_WORDS: XenForo's `span.label` "Solved"), is left out.
 */
function repeatsAfterPrefixLabel(heading: ElementNode, repeats: TitleTest): boolean {
  let first: ElementNode | null = null;
  for (const k of heading.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.dropped) continue;
    first = k;
    break;
  }
  if (first === null || first.block || !hasAnyClassWord(first, HEADING_PREFIX_WORDS)) return false;
  const label = normText(first);
  const text = normText(heading);
  if (label === "" || label.split(" ").length > MAX_HEADING_PREFIX_WORDS || !text.startsWith(label)) return false;
  return repeats(text.slice(label.length));
}

/** A heading's text repeats the page's title (repeatsTitle). */
type TitleTest = (headingText: string) => boolean;

/**
 * The test of a heading's text against the page's title: the whole title or its headline
 * part (headlineOfTitle), compared as comparableText; null when the page has no title.
 * One test for the headings cleanHeadings drops, linkedHeadlines leaves out of a link
 * density and holdsHeadline looks for.
 */
function repeatsTitle(title: string): TitleTest | null {
  const whole = comparableText(title);
  if (whole === "") return null;
  const headline = comparableText(headlineOfTitle(title));
  return (headingText) => {
    const text = comparableText(headingText);
    return text === whole || text === headline;
  };
}

/**
 * For each element holding a heading that repeats the page's title and holds a link
 * (a post's permalink headline, which cleanHeadings drops), those headings.
 */
function linkedHeadlines(root: ElementNode, headings: readonly ElementNode[], m: Measures, repeats: TitleTest | null): Map<ElementNode, ElementNode[]> {
  const out = new Map<ElementNode, ElementNode[]>();
  if (repeats === null) return out;
  // The part's standing headings (its census lists them), none inside another.
  for (const el of headings) {
    if ((m.get(el)?.link ?? 0) === 0 || (placeIn(el, root) & (REMOVED | UNDER_HEADING)) !== 0 || !repeats(normText(el))) continue;
    for (let p = el.parent; p !== null; p = p.parent) {
      const seen = out.get(p);
      if (seen === undefined) out.set(p, [el]);
      else seen.push(el);
      if (p === root) break;
    }
  }
  return out;
}

/**
 * Prose whose links are words of its sentences ("we made <a>two landings</a> on the
 * Peninsula"): a blog's post with its pictures and sources linked in the text, which the
 * link density alone takes for a link list. Only a block of a few sentences
 * (`CONDITIONAL.minSentenceLinkProseChars`) is read so: a one-line credit or appeal with a
 * link in it ("Powered by <a>Movable Type</a>.") is still judged by its density.
 * `density` is the block's link density as the caller measured it.
 */
function isProseWithLinks(el: ElementNode, mm: Measure, m: Measures, density: number): boolean {
  if (mm.text < CONDITIONAL.minSentenceLinkProseChars) return false;
  let inSentences = 0;
  let links = 0;
  walkElements(el, (d) => {
    if (d.dropped || links > CONDITIONAL.maxSentenceLinks) return false;
    if (d.tag !== "a") return true;
    links++;
    if (betweenWords(d)) inSentences += m.get(d)?.text ?? 0;
    return false;
  });
  return links <= CONDITIONAL.maxSentenceLinks && density - inSentences / mm.text <= CONDITIONAL.maxLinkDensity;
}

/**
 * The link density of `el` without the linked headlines it still holds: a post's own
 * headline is no link out, and in a short post it alone would make the post "mostly links".
 */
function densityWithoutHeadline(el: ElementNode, mm: Measure, m: Measures, headlines: readonly ElementNode[]): number {
  let text = mm.text;
  let link = mm.link;
  for (const h of headlines) {
    let live = true;
    for (let p: ElementNode | null = h; p !== null && p !== el; p = p.parent) if (p.dropped) live = false;
    const hm = live ? m.get(h) : undefined;
    if (hm === undefined) continue;
    text -= hm.text;
    link -= hm.link;
  }
  return text <= 0 ? 0 : Math.max(0, link) / text;
}

function cleanHeadings(root: ElementNode, headings: readonly ElementNode[], opts: PruneOptions, repeats: TitleTest | null, trace: Trace): void {
  // The part's standing headings (its census lists them), none inside another, each read
  // when its turn comes: what goes here (a heading, its anchors, the label before it) holds
  // no heading further on.
  for (const el of headings) {
    if ((placeIn(el, root) & (REMOVED | UNDER_HEADING)) !== 0) continue;
    if ((el.tag === "h1" || el.tag === "h2") && opts.useClassWeights && hasBoilerplateClass(el) && trace.on("prune/heading-class")) {
      trace.drop(el, STAGE, "prune/heading-class", "heading with a boilerplate class");
      continue;
    }
    if (trace.on("prune/permalink")) dropPermalinkAnchors(el, trace);
    if (headsNothing(el) && trace.on("prune/heading-over-nothing")) {
      trace.drop(el.parent!, STAGE, "prune/heading-over-nothing", "a section of its heading alone (its chart or widget writes no text)");
      continue;
    }
    if (repeats !== null && trace.on("prune/heading-repeats-title") && (repeats(normText(el)) || repeatsAfterPrefixLabel(el, repeats))) {
      trace.drop(el, STAGE, "prune/heading-repeats-title", "repeats the title");
      dropLabelAboveHeadline(el, trace);
    }
  }
}

/**
 * A `<section>` of its heading and what no longer shows: a journal page's "Downloads" over
 * a `<canvas>` chart that a script draws, a list the cleaning removed. The heading introduces nothing in the
 * text: it goes with its section. A section holding a picture, a table, a figure, code, a
 * frame or media keeps its heading; so does a heading alone in its wrapper or beside
 * elements that never held anything (a divider's empty `div`): a title over what follows.
 */
function headsNothing(heading: ElementNode): boolean {
  const section = heading.parent;
  // Only a `<section>`: the same test on a `div` (a shop's `div.shoppable-block`, "Shop the
  // post" over its removed product cards) took headings that trafilatura-dev's gold keeps
  // (check -0.0010, session 24).
  if (section === null || section.tag !== "section") return false;
  let emptied = 0;
  for (const k of section.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.kind !== 1 || k === heading) continue;
    if (k.dropped) {
      emptied++;
      continue;
    }
    const shown = whatShows(k);
    if (shown === SHOWS_SOMETHING) return false;
    // An element that never held anything (a divider line's empty `div`) is decoration:
    // the heading over it is a title over what follows the section.
    if (shown === HELD_SOMETHING) emptied++;
    if (emptied > MAX_EMPTY_SECTION_CHILDREN) return false;
  }
  return emptied > 0;
}
/** A heading's empty section holds its mount point or two (a chart's wrapper and its legend's). */
const MAX_EMPTY_SECTION_CHILDREN = 3;
/** What a section shows without text: pictures, tables, figures, code, frames, media, maths. */
const SHOWING_TAGS: ReadonlySet<string> = new Set(["img", "picture", "svg", "table", "figure", "pre", "iframe", "video", "audio", "object", "embed", "math", "input", "button", "form"]);

const SHOWS_NOTHING = 0;
/** Nothing shows, but something was there: a removed element, or a script's drawing surface (`<canvas>`). */
const HELD_SOMETHING = 1;
const SHOWS_SOMETHING = 2;

/**
 * Whether `el` or a live element below it has text or is a SHOWING_TAGS element (a walk of
 * at most MAX_EMPTY_SECTION_NODES nodes: more is something), and if not, whether it held
 * something that is gone (a removed element, a `<canvas>`).
 */
function whatShows(el: ElementNode): number {
  const stack: DomNode[] = [el];
  let seen = 0;
  let held = false;
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (++seen > MAX_EMPTY_SECTION_NODES) return SHOWS_SOMETHING;
    if (n.kind === 3) {
      if (n.data.trim() !== "") return SHOWS_SOMETHING;
      continue;
    }
    if (n.kind !== 1) continue;
    if (n.dropped || n.tag === "canvas") {
      held = true;
      continue;
    }
    if (SHOWING_TAGS.has(n.tag)) return SHOWS_SOMETHING;
    for (const k of n.children) stack.push(k);
  }
  return held ? HELD_SOMETHING : SHOWS_NOTHING;
}
const MAX_EMPTY_SECTION_NODES = 40;

/**
 * A heading that repeats the page's title (the post's headline) inside `el`, removed or
 * not: where a short post's text was found, the headline is in it or beside it.
 */
export function holdsHeadline(el: ElementNode, title: string): boolean {
  const repeats = repeatsTitle(title);
  if (repeats === null) return false;
  // Removed elements too (cleanHeadings dropped the headline): no walkElements here.
  const stack: ElementNode[] = [el];
  while (stack.length > 0) {
    const d = stack.pop()!;
    if (HEADING_TAGS.has(d.tag)) {
      if (repeats(allText(d))) return true;
      continue;
    }
    for (const k of d.children) if (k.kind === 1) stack.push(k);
  }
  return false;
}

/**
 * A heading's permalink anchor, a link whose whole text is a symbol (Sphinx's and
 * MkDocs' `<a class="headerlink" href="#id">¶</a>`, Hugo's `#`): interface, which would
 * otherwise end every heading of a documentation page with a stray `¶`.
 */
function dropPermalinkAnchors(heading: ElementNode, trace: Trace): void {
  for (const k of heading.children) {
    if (k.kind !== 1 || k.dropped || k.tag !== "a" || k.children.length !== 1) continue;
    if (PERMALINK_SYMBOLS.has(normText(k))) trace.drop(k, STAGE, "prune/permalink", "permalink anchor");
  }
}

/**
 * "Cite this article" boxes (CITE_BOX_HEADINGS): a heading with that text and the
 * citation under it go. The box is the heading's parent when the heading opens it and
 * the parent is short (a WordPress group, `section.cite-box`); otherwise the heading and
 * what follows it up to the next heading, when that is short too. A longer run is a
 * section about citing, which is text. A review site's "Why you can trust …" box
 * (TRUST_BOX_HEADING, prune/trust-box) goes the same way, up to its own length.
 */
function dropCiteBoxes(part: ElementNode, listed: readonly ElementNode[], m: Measures, trace: Trace): void {
  const boxes: { h: ElementNode; kind: HeadedBox }[] = [];
  const cite = trace.on("prune/cite-box");
  const trust = trace.on("prune/trust-box");
  // The part's standing headings but `<h1>`s (its census lists them), none inside another but an `<h1>`.
  for (const el of listed) {
    if (el.tag === "h1" || (placeIn(el, part) & (REMOVED | UNDER_SUBHEADING)) !== 0) continue;
    const said = normText(el).trim().toLowerCase();
    if (cite && CITE_BOX_HEADINGS.has(said.replace(/\s*[:：]$/u, ""))) boxes.push({ h: el, kind: CITE_BOX });
    else if (trust && said.length <= MAX_TRUST_HEADING_CHARS && TRUST_BOX_HEADING.test(said)) boxes.push({ h: el, kind: TRUST_BOX });
  }
  for (const { h, kind } of boxes) {
    const box = h.parent;
    const bm = box === null ? undefined : m.get(box);
    if (box !== null && box !== part && bm !== undefined && bm.text <= kind.maxChars && firstWithText(box, m) === h) {
      trace.drop(box, STAGE, kind.rule, kind.box);
      continue;
    }
    const at = neighbourIndex(h);
    if (at < 0) continue;
    const siblings = h.parent!.children;
    const run: ElementNode[] = [];
    let chars = m.get(h)?.text ?? 0;
    for (let i = at + 1; i < siblings.length; i++) {
      const k = siblings[i];
      if (k.kind !== 1 || k.dropped) continue;
      if (HEADING_TAGS.has(k.tag)) break;
      chars += m.get(k)?.text ?? 0;
      run.push(k);
    }
    if (run.length === 0 || chars > kind.maxChars) continue;
    trace.drop(h, STAGE, kind.rule, kind.heading);
    for (const k of run) trace.drop(k, STAGE, kind.rule, kind.under);
  }
}
interface HeadedBox {
  rule: "prune/cite-box" | "prune/trust-box";
  maxChars: number;
  box: string;
  heading: string;
  under: string;
}
const CITE_BOX: HeadedBox = { rule: "prune/cite-box", maxChars: MAX_CITE_BOX_CHARS, box: "a 'cite this' box", heading: "a 'cite this' heading", under: "the citation under a 'cite this' heading" };
const TRUST_BOX: HeadedBox = { rule: "prune/trust-box", maxChars: MAX_TRUST_BOX_CHARS, box: "a review site's 'why you can trust us' box", heading: "a 'why you can trust us' heading", under: "the pitch under a 'why you can trust us' heading" };
/** Longer than "why you can trust" and a site's name of a few words: a sentence, not that heading (the test reads no more). */
const MAX_TRUST_HEADING_CHARS = 70;

/**
 * A heading that opens a comment section (heuristics/boilerplate.ts COMMENTS_HEADING)
 * after the article's text: the heading and everything after it in the part go, the
 * replies of blogs that do not wrap them in a comments element (SPEC 1.3). A heading
 * that an earlier rule removed (its id said "comments") still marks where they start.
 */
function dropAfterCommentsHeading(part: ElementNode, headings: readonly ElementNode[], trace: Trace): void {
  // Whether a heading opens comments reads only what never changes (its text with the
  // removed parts, its classes and its neighbours'): without such a heading among the
  // part's (its census lists them all), there is nothing to look for (speed: the walk
  // below reads every node of a part that has none).
  if (!headings.some((h) => h.tag !== "h1" && opensComments(h))) return;
  // Document order over live text, and over headings whether removed or not.
  let before = 0;
  let found: ElementNode | null = null;
  const stack: DomNode[] = [part];
  while (stack.length > 0 && found === null) {
    const node = stack.pop()!;
    if (node.kind === 3) {
      // Counted only up to the bound the heading test reads (speed: no trim of every text node).
      if (before < COMMENTS_HEADING.minCharsBefore) before += node.data.trim().length;
      continue;
    }
    if (HEADING_TAGS.has(node.tag) && node.tag !== "h1") {
      if (before >= COMMENTS_HEADING.minCharsBefore && opensComments(node)) found = node;
      continue;
    }
    if (node.dropped) continue;
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  if (found === null) return;
  if (!found.dropped) trace.drop(found, STAGE, "prune/comments-heading", "heading of the comment section");
  for (let at: ElementNode = found; at !== part && at.parent !== null; at = at.parent) {
    const siblings = at.parent.children;
    for (let i = childIndex(at) + 1; i < siblings.length; i++) {
      const k = siblings[i];
      if (k.kind === 1 && !k.dropped) trace.drop(k, STAGE, "prune/comments-heading", "after the comment section's heading");
    }
  }
}

function opensComments(heading: ElementNode): boolean {
  const text = allText(heading);
  if (text === "" || text.split(" ").length > COMMENTS_HEADING.maxWords) return false;
  if (COMMENTS_HEADING.counted.test(text)) return true;
  if (!COMMENTS_HEADING.bare.test(text)) return false;
  const marked = (el: ElementNode | null): boolean => el !== null && COMMENTS_HEADING.mark.test(classAndId(el));
  return marked(heading) || marked(heading.parent) || marked(nextElement(heading));
}

/** The whole text of an element, removed parts included (normText reads live text only). */
function allText(el: ElementNode): string {
  const parts: string[] = [];
  const stack: DomNode[] = [el];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 3) parts.push(n.data);
    else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return parts.join(" ").replace(WHITESPACE_RUNS, " ").trim();
}

function nextElement(el: ElementNode): ElementNode | null {
  const siblings = el.parent?.children ?? [];
  for (let i = childIndex(el) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 1) return k;
  }
  return null;
}

/**
 * Every class with the word "post" has these letters in this order, with nothing but
 * separators between them (`post`, `Post`, `p-o-s-t` compacted): one test spares the
 * word lookup on all other elements.
 */
const MAY_NAME_POST = /p[^a-z0-9]*o[^a-z0-9]*s[^a-z0-9]*t/i;

/**
 * The element's class names a post. A post block of a forum thread is such an element
 * with an author or profile inside (postAuthorMark); this is the cheap half, no subtree read.
 */
/**
 * The thread's other blocks among its posts, after the opening post and before the last
 * reply: what an engine shows between replies (XenForo's "Solution" highlight, an excerpt
 * of the accepted reply; an ad slot; a "new posts" divider) belongs to the replies, not to
 * the opening post.
 */
function betweenPosts(first: ElementNode, lastReply: ElementNode): ElementNode[] {
  const out: ElementNode[] = [];
  const siblings = first.parent!.children;
  for (let i = childIndex(first) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k === lastReply) return out;
    if (k.kind === 1 && !k.dropped && !namesPost(k)) out.push(k);
  }
  return out;
}

function namesPost(el: ElementNode): boolean {
  const cls = el.cls;
  return cls !== undefined && MAY_NAME_POST.test(cls) && hasClassWord(el, "post");
}

/**
 * The element inside a post that names its author (a class word `author`, `postprofile`,
 * `username` or `creator`, Discourse's; or microdata `itemprop="author"`), or null: none,
 * and the block is no forum post.
 */
function postAuthorMark(post: ElementNode): ElementNode | null {
  // Removed elements count too: the clean stage has already taken the author boxes out.
  const stack: ElementNode[] = [...post.children.filter((k): k is ElementNode => k.kind === 1)];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (hasClassWord(x, "author") || hasClassWord(x, "postprofile") || hasClassWord(x, "username") || hasClassWord(x, "creator")) return x;
    if ((x.attrMarks & MARK_ITEMPROP) !== 0 && (x.attrs["itemprop"] ?? "").toLowerCase().includes("author")) return x;
    for (const k of x.children) if (k.kind === 1) stack.push(k);
  }
  return null;
}

/**
 * The opening post's author line ("oskar_lind February 11, 2024, 2:03pm 1": name, time,
 * post number): the largest block around its author mark, below the post, that is no
 * longer than a byline. Metadata, as a byline is in an article.
 */
function dropPostAuthorLine(post: ElementNode, mark: ElementNode, trace: Trace): void {
  if (mark.dropped) return;
  let line = mark;
  while (line.parent !== null && line.parent !== post && textPrefix(line.parent, MAX_POST_AUTHOR_LINE_CHARS + 1).length <= MAX_POST_AUTHOR_LINE_CHARS) line = line.parent;
  if (line.parent === null || line.dropped || textPrefix(line, MAX_POST_AUTHOR_LINE_CHARS + 1).length > MAX_POST_AUTHOR_LINE_CHARS) return;
  trace.drop(line, STAGE, "prune/forum-author-line", "the opening post's author line");
}
/** A post's author line: a name, a time and a number or two. */
const MAX_POST_AUTHOR_LINE_CHARS = 120;

/**
 * On a question-and-answer page, the answers are the question's replies (SPEC.md 1.3):
 * an element whose class or id names answers (`section.answers`, `div.answer`,
 * `div.accepted-answer`, the "Your answer" form) goes. Only where the page says it is a
 * Q&A page: elsewhere "answer" is an FAQ's content.
 */
function dropAnswers(root: ElementNode, trace: Trace): void {
  walkElements(root, (el) => {
    if (el === root) return true;
    const id = el.attrs.id ?? "";
    if (!ANSWER_WORD.some((w) => hasClassWord(el, w)) && !ANSWER_ID.test(id)) return true;
    trace.drop(el, STAGE, "prune/qa-answers", "an answer on a question-and-answer page");
    return false;
  });
}
/**
 * The question's author line on a Q&A page ("Tomasz Brandt • 45 Reputation points May 21,
 * 2024, 8:14 AM"): the largest block, no longer than a byline, around the first `<time>`
 * of the question, when no paragraph comes before it. Metadata, as a forum post's is.
 */
function dropQuestionAuthorLine(root: ElementNode, trace: Trace): void {
  let time: ElementNode | null = null;
  let paragraphFirst = false;
  // walkElements goes on past a `false` (it only skips the children): once either is found,
  // nothing later is read.
  walkElements(root, (el) => {
    if (time !== null || paragraphFirst) return false;
    if (el.tag === "p" || el.tag === "pre") paragraphFirst = true;
    else if (el.tag === "time") time = el;
    return time === null && !paragraphFirst;
  });
  // Assigned in the walk's callback, which the compiler's narrowing does not follow.
  const mark = time as ElementNode | null;
  if (mark !== null) dropPostAuthorLine(root, mark, trace);
}

/** Class words of an answer or the answers (class-words.ts tokens). */
const ANSWER_WORD: readonly string[] = ["answer", "answers"];
/** Ids of an answer or the answers: `answers`, `answer-88240`, `answer_12`. */
const ANSWER_ID = /^answers?(?:$|[-_]\d)/i;

/** A live blog's list of entries, by its class or id ("liveblog", "live-blog", "lb-posts", "live-updates", "liveticker"). */
const LIVE_BLOG_CLASS = /live[-_]?(?:blog|feed|updates?|ticker|posts?|coverage)|(?:^|[\s_-])lb[-_]posts?(?:$|[\s_-])/i;

/**
 * In a forum thread (several sibling post blocks, each with its author), the first
 * post is the content and the replies are its comment section (SPEC 1.3).
 * See test/pages/comments-forum-thread.
 */
function dropForumReplies(root: ElementNode, threads: readonly ElementNode[], trace: Trace): void {
  // The thread's posts are siblings somewhere below the selection: the first element with
  // two or more post children (document order, so the outermost thread). The census lists
  // the candidates in that order; one that is removed, or inside a thread read (or a live
  // blog), is passed over, as a walk would not go there.
  const read: ElementNode[] = [];
  for (const el of threads) {
    if ((placeIn(el, root) & REMOVED) !== 0 || read.some((t) => isAncestor(t, el))) continue;
    if (readsAsThread(el, trace)) read.push(el);
  }
}

/**
 * The forum-replies rule at one element: false when it is no thread (fewer than two
 * posts, or no replies with an author), true when it is one and was read (a walk goes
 * no deeper: its replies went, or it is a live blog's list of entries).
 */
function readsAsThread(el: ElementNode, trace: Trace): boolean {
  // A thread is two posts or more: below that, no post's subtree is searched for its
  // author (a blog's `article.post` holds the whole article, and its wrappers say "post" too).
  let named = 0;
  for (const k of el.children) if (k.kind === 1 && !k.dropped && namesPost(k) && ++named === 2) break;
  if (named < 2) return false;
  // A live blog's entries, each with its reporter, are the story, not replies to it
  // (`div.lb-posts > article.lb-post`; the page's LiveBlogPosting is checked by the caller).
  if (LIVE_BLOG_CLASS.test(el.cls ?? "") || LIVE_BLOG_CLASS.test(el.id ?? "")) return true;
  // No array per element: most have no post child, and the replies list is built only when there are two.
  let first: ElementNode | null = null;
  let firstMark: ElementNode | null = null;
  let replies: ElementNode[] | null = null;
  for (const k of el.children) {
    if (k.kind !== 1 || k.dropped || !namesPost(k)) continue;
    const mark = postAuthorMark(k);
    if (mark === null) continue;
    if (first === null) {
      first = k;
      firstMark = mark;
    } else (replies ??= []).push(k);
  }
  if (replies === null || !trace.on("prune/forum-replies")) return false;
  for (const between of betweenPosts(first!, replies[replies.length - 1])) trace.drop(between, STAGE, "prune/forum-replies", "between the opening post and its replies");
  for (const reply of replies) trace.drop(reply, STAGE, "prune/forum-replies", "forum reply after the opening post");
  if (trace.on("prune/forum-author-line")) dropPostAuthorLine(first!, firstMark!, trace);
  return true;
}
