/**
 * Stage: choose the element(s) that hold the article.
 *
 * Readability-style: every paragraph unit scores points for its length and commas,
 * shares them with its ancestors, and the best-scoring container (discounted by its
 * link density) wins; then the winner may widen to a parent that holds several
 * strong candidates, and sibling blocks that look like more of the article join it
 * (blocks of its template further away, pictures and quotations between two parts, a
 * data table after its closing heading), with the lead and the lead picture before it.
 */
import { MARK_ITEMPROP } from "../heuristics/attributes.js";
import { HEADING_TAGS, PARAGRAPH_TAGS } from "../heuristics/tags.js";
import { BODY_MARKER, KEY_POINTS, PROS_CONS, LAYOUT_CELL, NOTES_AFTER, ROW_CELL, LEAD, MIN_ENTRY_CONTENT_CHARS, PREFORMATTED_PAGE, SCORING } from "../heuristics/weights.js";
import { ARTICLE_BODY_CLASSES, LAYOUT_CLASS_WORDS } from "../heuristics/boilerplate.js";
import { childIndex, findFirst, liveSiblingElement, hasLiveBlockChild, isAncestor, isDefinitionGroup, isElement, normText, onlyLiveElementChild, textPrefix, walkElements, type DomNode, type ElementNode } from "../dom/node.js";
import { captionOwnChars, linkDensity, type Measures } from "./measure.js";
import { comparableText, SENTENCE } from "./text.js";
import { ALL_RULES_ON, type RuleSwitches } from "../rules.js";
import { headlineOfTitle } from "../metadata/title.js";
import { classVerdict, classWordList, hasAnyClassWord, hasClassWord, isLeadClass, type ClassVerdict } from "./signals/class-words.js";
import { isArticleHeader } from "./signals/structure.js";
import { isLabelledCredit } from "./signals/credits.js";
import { isBylineText } from "./signals/bylines.js";
import { isDataTable } from "./signals/tables.js";
import { startsLikeShortBoilerplate } from "./signals/phrases.js";

export interface Selection {
  /** The winning container. */
  top: ElementNode;
  /** The blocks to render, in document order (the winner, possibly with siblings). */
  parts: ElementNode[];
  score: number;
  /**
   * The page's own structure says what the article is (a thread's opening post): the
   * block model adds nothing beside it (a post header naming the topic reads like prose).
   */
  closed?: boolean;
}

export interface SelectOptions {
  useClassWeights: boolean;
  /** The page's title (metadata/title.ts): which `<h1>` is the headline. */
  title?: string;
  /** Which rules are on (rules.ts); all when left out. */
  rules?: RuleSwitches;
}

/** The page itself, not a block of it: `<body>`, `<html>`, the document. */
function isPageLevel(el: ElementNode): boolean {
  return el.tag === "body" || el.tag === "html" || el.tag === "#document";
}

/** Paragraph units: prose elements, and any block used as a paragraph (no block children). */
function isParagraphUnit(el: ElementNode, m: Measures, rules: RuleSwitches): boolean {
  if (PARAGRAPH_TAGS.has(el.tag)) return el.tag !== "li" || !hasLiveBlockChild(el);
  if (!el.block || isPageLevel(el)) return false;
  if (el.tag.length === 2 && el.tag[0] === "h") return false;
  return rules.on("select/textless-blocks") ? !hasTextBlockChild(el, m) : !hasLiveBlockChild(el);
}

/**
 * One of the element's live block children holds words. Blocks without any (a picture's
 * wrapper, a clearing `div`, the empty `<p>` a `<div>` inside a `<p>` leaves behind) do
 * not make a paragraph a container: a Blogger post is its pictures' `div.separator`s and
 * text written straight into `div.post-body` with `<br>`s.
 */
function hasTextBlockChild(el: ElementNode, m: Measures): boolean {
  for (const k of el.children) {
    if (k.kind !== 1 || k.dropped || !k.block) continue;
    const t = m.get(k)?.text ?? 0;
    if (t > 1 || (t === 1 && normText(k) !== "")) return true;
  }
  return false;
}

export function classWeight(el: ElementNode, opts: SelectOptions): number {
  if (!opts.useClassWeights) return 0;
  return verdictWeight(classVerdict(el));
}

/** classWeight from a verdict already read (when class weights are in use). */
export function verdictWeight(v: ClassVerdict): number {
  if (v.content) return SCORING.classWeight;
  return v.boilerplate ? -SCORING.classWeight : 0;
}

function initialScore(el: ElementNode, m: Measures, opts: SelectOptions): number {
  const w = classWeight(el, opts);
  // A content class on a teaser card (`card-content`) must not outweigh a long article:
  // the bonus grows with the element's text, the penalty does not shrink.
  const textShare = Math.min(1, (m.get(el)?.text ?? 0) / SCORING.fullClassBonusChars);
  return (SCORING.tagBase[el.tag] ?? 0) + (w > 0 ? w * textShare : w);
}

export function scoreCandidates(root: ElementNode, m: Measures, opts: SelectOptions): Map<ElementNode, number> {
  const rules = opts.rules ?? ALL_RULES_ON;
  const scores = new Map<ElementNode, number>();
  const groupsDefinitions = rules.on("select/definition-groups");
  walkElements(root, (el) => {
    // The length test first: a field read turns most elements away before the tag and children tests.
    const mm = m.get(el);
    if (!mm || mm.text < SCORING.minParagraphChars || !isParagraphUnit(el, m, rules)) return true;
    // A paragraph made of links (tag clouds, name lists) is not prose, however many commas it has.
    const points =
      (1 + mm.commas + Math.min(Math.floor(mm.text / SCORING.charsPerPoint), SCORING.maxLengthPoints)) * (1 - linkDensity(mm));
    let level = 0;
    for (let anc = el.parent; anc && level < SCORING.ancestorLevels; anc = anc.parent, level++) {
      if (anc.tag === "#document") break;
      // A `dl`'s group wrapper is no candidate: the `dl` is (as it is when written
      // without them). Scored as a `div` it outranked its page on a short one (a FAQ's
      // last question and answer came out alone), and it would split the list's points.
      if (groupsDefinitions && isDefinitionGroup(anc)) {
        level--;
        continue;
      }
      let s = scores.get(anc);
      if (s === undefined) s = initialScore(anc, m, opts);
      const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
      scores.set(anc, s + points / divider);
    }
    // Units nested in units (a `p` in a `td`) are counted for both, as the reader sees both.
    return true;
  });
  return scores;
}

export function selectArticle(body: ElementNode, m: Measures, opts: SelectOptions): Selection | null {
  const rules = opts.rules ?? ALL_RULES_ON;
  const scores = scoreCandidates(body, m, opts);
  if (scores.size === 0) return null;
  // The final scores replace the raw ones in the same map (a key's value set while the
  // map is iterated keeps its place): no second map built from the ranking.
  const finalScore = scores;
  // Only the best SCORING.topCandidates are ever read: kept in order as they come, not
  // every candidate sorted. A later entry goes after every kept one that scores as
  // well, so ties keep the map's order, as the stable sort by descending score did.
  let ranked: Array<{ el: ElementNode; score: number }> = [];
  let unordered = false;
  for (const [el, s] of scores) {
    const score = s * (1 - linkDensity(m.get(el)));
    finalScore.set(el, score);
    if (Number.isNaN(score)) unordered = true;
    let at = ranked.length;
    while (at > 0 && ranked[at - 1].score < score) at--;
    if (at >= SCORING.topCandidates) continue;
    ranked.splice(at, 0, { el, score });
    if (ranked.length > SCORING.topCandidates) ranked.pop();
  }
  // A score that is not a number (a tag named like an Object.prototype member, such as
  // <constructor>, reads a function from SCORING.tagBase) has no place in that order:
  // such a page is ranked by the sort it always was.
  if (unordered) {
    ranked = [...finalScore].map(([el, score]) => ({ el, score }));
    ranked.sort((a, b) => b.score - a.score);
  }
  let top = ranked[0].el;
  let topScore = ranked[0].score;

  // Several strong candidates under one ancestor: the article is split (pagination
  // blocks, ads between paragraph groups): take the ancestor that holds them.
  // Alternatives are other blocks, not the winner's own ancestors or descendants (which
  // score well because they contain it, and would drag in a layout table's nav cell).
  const strong = ranked
    .slice(1, SCORING.topCandidates)
    .filter((r) => r.score >= topScore * SCORING.alternativeShare && !isAncestor(r.el, top) && !isAncestor(top, r.el))
    .map((r) => r.el);
  if (strong.length >= SCORING.alternativeCandidates && rules.on("select/widen-to-shared-parent")) {
    for (let anc = top.parent; anc && anc.tag !== "#document"; anc = anc.parent) {
      const holds = strong.filter((s) => isAncestor(anc, s)).length;
      if (holds >= SCORING.alternativeCandidates) {
        top = anc;
        break;
      }
      if (anc.tag === "body") break;
    }
  }

  // Climb while the parent scores better: the winner was one section of a bigger article.
  let last = finalScore.get(top) ?? topScore;
  // The table cell the climb went through last (select/row-cell).
  let cellPassed: ElementNode | null = null;
  const rowCell = rules.on("select/row-cell");
  for (let p = rules.on("select/climb") ? top.parent : null; p && p.tag !== "body" && p.tag !== "#document"; p = p.parent) {
    const ps = finalScore.get(p);
    if (p.tag === "td") cellPassed = p;
    if (ps === undefined) continue;
    if (ps < topScore / 3) break;
    if (ps > last) {
      // A layout table's row holds the other columns beside the cell (a left menu, a side
      // column of news items), whose short lines score for the row: the cell is as wide
      // as the climb goes.
      top = rowCell && cellPassed !== null && cellPassed.parent === p && p.tag === "tr" && cellStandsForRow(p, cellPassed, finalScore, m) ? cellPassed : p;
      break;
    }
    last = ps;
  }
  // The row itself won: the cell holding its best candidate is the article.
  let rowCellTaken: ElementNode | null = null;
  if (rowCell && top.tag === "tr") {
    rowCellTaken = bestCellOfRow(top, ranked);
    if (rowCellTaken !== null && !cellStandsForRow(top, rowCellTaken, finalScore, m)) rowCellTaken = null;
    if (rowCellTaken !== null) top = rowCellTaken;
  }
  // An only child says nothing about its parent's other content: use the parent.
  while (rules.on("select/only-child") && top.parent && top.parent.tag !== "body" && top.parent.tag !== "#document" && liveElementChildren(top.parent).length === 1) {
    top = top.parent;
  }
  // A table layout's content cell holds the winner and the short lines beside it.
  const aroundCell = rules.on("select/layout-cell") ? layoutCellAround(top, m) : null;
  if (aroundCell !== null) top = aroundCell;
  const cell = aroundCell ?? (cellPassed === top ? top : rowCellTaken);
  // The whole page won, and one `<pre>` holds most of its text (a mailing list archive's
  // message, a plain-text document under a few lines of header): that `<pre>` is the article.
  if ((top.tag === "body" || top.tag === "html") && rules.on("select/preformatted-page")) top = preformattedArticle(top, m) ?? top;
  topScore = finalScore.get(top) ?? topScore;

  const marked = rules.on("select/body-marker") ? articleBodyAround(top, m) : null;
  // The cell's siblings are the layout's other columns (its menu, its sidebar): none joins.
  const siblings = cell === null && rules.on("select/siblings") ? gatherSiblings(top, topScore, finalScore, m, rules) : [top];
  const cousins = rules.on("select/cousins") ? gatherCousins(top, siblings, m) : siblings;
  const filled = rules.on("select/fill-between") ? fillBetween(cousins, m) : cousins;
  const joined = marked !== null ? [marked] : filled;
  const afterHeading = rules.on("select/section-after-heading") ? withSectionAfterHeading(joined, m) : joined;
  const withNotes = rules.on("select/notes-after") ? withNotesAfter(afterHeading, m) : afterHeading;
  const withKeyPointsAndVerdict = rules.on("select/key-points") ? withKeyPointsBefore(withNotes, m) : withNotes;
  const withKeyPoints = rules.on("select/pros-cons") ? withProsConsAfter(withKeyPointsAndVerdict, m) : withKeyPointsAndVerdict;
  const parts = rules.on("select/part-heading") ? withPartHeadings(withKeyPoints, m, opts.title ?? "") : withKeyPoints;
  // A forum thread laid out in tables (phpBB 2: each post a row, no post class to go by):
  // two `postbody` blocks or more in the selection, and the first is the opening post,
  // the rest its replies (SPEC 1.3; prune/forum-replies does the same for post classes).
  const opening = rules.on("select/opening-post") ? openingPostBody(parts) : null;
  if (opening !== null) return { top: opening, parts: [opening], score: topScore, closed: true };
  const leads = findLeads(parts, m, opts.title ?? "", rules);
  // A lead-classed figure (`figure.lead-image`) may be among the leads already, or inside
  // one (a wire template's `div.Page-lead` holding the headline block and the lead
  // `figure`), or hold one (the header's own figure, select/header-figure, in the wrapper
  // `div.single-featured` that leadFigure returns): taken twice, its caption was printed twice.
  const figure = rules.on("select/lead-figure")
    ? leadFigure(parts[0], m, rules).filter((f) => !leads.some((l) => l === f || isAncestor(l, f) || (l.tag === "figure" && isAncestor(f, l))))
    : [];
  return { top: marked ?? top, parts: withoutNested([...leads, ...figure, ...parts]), score: topScore };
}

/**
 * The parts without any that another part holds: a lead paragraph found inside the lead
 * figure taken beside it (a TownNews template's `div.asset-photo > figure > figcaption >
 * div.caption-text > p`: the caption's paragraph came out twice, batch 49). A part is
 * printed once, with the part around it.
 */
function withoutNested(parts: ElementNode[]): ElementNode[] {
  if (parts.length < 2) return parts;
  const out = parts.filter((p) => !parts.some((q) => q !== p && isAncestor(q, p)));
  return out.length === parts.length ? parts : out;
}

/**
 * No other cell of the row holds a candidate scoring ROW_CELL.otherCellShare of the cell's
 * best or more: the other columns are a menu, a list of links or short notes, not a second
 * column of prose (a sidebar essay beside the article, two halves of one text).
 */
function cellStandsForRow(row: ElementNode, cell: ElementNode, finalScore: ReadonlyMap<ElementNode, number>, m: Measures): boolean {
  const rm = m.get(row);
  const cm = m.get(cell);
  if (rm === undefined || cm === undefined) return false;
  // The other cells' words that are not links: a few lines beside the cell's text.
  if (rm.text - cm.text - (rm.link - cm.link) > cm.text * ROW_CELL.otherCellTextShare) return false;
  const best = new Map<ElementNode, number>();
  for (const [el, score] of finalScore) {
    let c: ElementNode = el;
    while (c.parent !== null && c.parent !== row) c = c.parent;
    if (c.parent !== row) continue;
    if (score > (best.get(c) ?? -Infinity)) best.set(c, score);
  }
  const own = best.get(cell);
  if (own === undefined || !(own > 0)) return false;
  for (const [c, score] of best) if (c !== cell && score >= own * ROW_CELL.otherCellShare) return false;
  return true;
}

/**
 * The row's cell that holds the best-ranked candidate inside the row (the row, its
 * ancestors and candidates outside it aside), or null when none does.
 */
function bestCellOfRow(row: ElementNode, ranked: ReadonlyArray<{ el: ElementNode; score: number }>): ElementNode | null {
  for (const r of ranked) {
    if (r.el === row || !isAncestor(row, r.el)) continue;
    let cell: ElementNode = r.el;
    while (cell.parent !== null && cell.parent !== row) cell = cell.parent;
    return cell.parent === row && cell.tag === "td" ? cell : null;
  }
  return null;
}

/**
 * A page laid out in a table (the pre-CSS web, and hand-written and generated HTML long
 * after it) keeps its text in one cell, and the scorer's winner is often one block of it,
 * the longest stretch of prose, while the cell's lists of short items, its headings and its
 * one-line notes score nothing (each is under SCORING.minParagraphChars): an estate agent's
 * page lost its two bulleted lists and the boxed table row above its prose. The nearest
 * table cell around the winner is the article when every level up to it adds words rather
 * than links (LAYOUT_CELL.maxAddedLinkDensity), never more than LAYOUT_CELL.maxAddedShare of
 * the text below it, and no class that says boilerplate. The first cell only: the row
 * holding it is the layout's, its other cells the other columns.
 */
function layoutCellAround(top: ElementNode, m: Measures): ElementNode | null {
  let cell = top.parent;
  while (cell !== null && cell.tag !== "td") {
    if (cell.tag === "body" || cell.tag === "#document") return null;
    cell = cell.parent;
  }
  if (cell === null) return null;
  let below = m.get(top);
  for (let p = top.parent; p !== null && below !== undefined; p = p.parent) {
    const pm = m.get(p);
    if (pm === undefined) return null;
    const added = pm.text - below.text;
    if (added > below.text * LAYOUT_CELL.maxAddedShare) return null;
    if (added > 0 && (pm.link - below.link) / added > LAYOUT_CELL.maxAddedLinkDensity) return null;
    if (classVerdict(p).boilerplate !== null) return null;
    if (p === cell) return cell;
    below = pm;
  }
  return null;
}


/**
 * The page's one element marked as a post's text by the hAtom microformat (`entry-content`:
 * Blogger's `post-body entry-content`, WordPress, TypePad and Movable Type themes), when
 * there is exactly one and it still holds text: a short post (pictures and a line) that the
 * strict strategy pruned away. The permissive strategy would take the longest box of the
 * page instead, the blog's "about me" or its sidebar.
 */
export function entryContentSelection(body: ElementNode, m: Measures): Selection | null {
  let found: ElementNode | null = null;
  let count = 0;
  walkElements(body, (el) => {
    if (count > 1) return false;
    if (el.cls !== undefined && ENTRY_CONTENT.test(el.cls)) {
      count++;
      found = el;
      return false;
    }
    return true;
  });
  if (count !== 1 || found === null) return null;
  const el: ElementNode = found;
  if ((m.get(el)?.text ?? 0) < MIN_ENTRY_CONTENT_CHARS) return null;
  return { top: el, parts: [el], score: 0, closed: true };
}
/** The hAtom microformat's class for a post's text, as a whole class token. */
const ENTRY_CONTENT = /(?:^|\s)entry-content(?:\s|$)/;

const POSTBODY_WORD = classWordList(["postbody"]);
/** The first of two or more `postbody` blocks in the parts (none inside another), or null. */
function openingPostBody(parts: readonly ElementNode[]): ElementNode | null {
  let first: ElementNode | null = null;
  let count = 0;
  for (const part of parts) {
    walkElements(part, (el) => {
      if (count >= 2) return false;
      if (!hasAnyClassWord(el, POSTBODY_WORD)) return true;
      first ??= el;
      count++;
      return false;
    });
  }
  return count >= 2 ? first : null;
}

/** The `<pre>` holding PREFORMATTED_PAGE.minShare of the page's text or more, or null. */
function preformattedArticle(page: ElementNode, m: Measures): ElementNode | null {
  // `<html>` has no measure of its own (the stages measure from `<body>` down): its children's.
  let all = m.get(page)?.text;
  if (all === undefined) {
    all = 0;
    for (const k of page.children) if (k.kind === 1 && !k.dropped) all += m.get(k)?.text ?? 0;
  }
  if (all === 0) return null;
  let found: ElementNode | null = null;
  walkElements(page, (el) => {
    if (found !== null) return false;
    if (el.tag !== "pre") return true;
    const t = m.get(el)?.text ?? 0;
    if (t >= PREFORMATTED_PAGE.minChars && t >= all * PREFORMATTED_PAGE.minShare) found = el;
    return false;
  });
  return found;
}

/**
 * The article's lead picture, when the template puts it between the header and the
 * body block: the element right before the selection is a `<figure>` whose caption says
 * something in words of its own (not a link). Its caption is the article's.
 */
function leadFigure(first: ElementNode, m: Measures, rules: RuleSwitches): ElementNode[] {
  let before = liveSiblingElement(first, -1);
  const further = rules.on("select/lead-figure-further");
  // The body's wrapper (`div.body > div#maincontent`, the selection the inner one): what
  // comes before the wrapper comes before the body.
  let at = first;
  for (let level = 0; further && before === null && level < LEAD.maxFigureWrappers && at.parent !== null && !isPageLevel(at.parent); level++) {
    at = at.parent;
    before = liveSiblingElement(at, -1);
  }
  // The byline row between the picture and the body (news templates set media, then
  // meta, then body) is passed over: the picture before it is still the lead's.
  if (further) {
    for (let passed = 0; before !== null && passed < LEAD.maxMetaBlocksPassed && isBylineRow(before, m); passed++) before = liveSiblingElement(before, -1);
  }
  // The header before the body, its picture last (Ghost's Casper and Arc XP put the
  // feature image at the end of `<header class="article-header">`; WordPress themes such as
  // BetterStudio's Publisher write the header as `div.post-header > div.post-header-inner`
  // and end it with `div.single-featured > figure`): that picture. The block right before
  // the body is followed down through its last child, up to LEAD.maxHeaderLevels levels.
  for (let level = 0; before !== null && level <= LEAD.maxHeaderLevels; level++) {
    if (isLeadPicture(before, m)) return [before];
    if (level === 0 && before.tag !== "header" && !isHeaderBlock(before)) return [];
    before = lastLiveElementChild(before);
  }
  return [];
}

/**
 * A block of a byline row: short (LEAD.maxMetaBlockChars), no heading, no picture, no
 * paragraph (a dek or an intro is one).
 */
function isBylineRow(el: ElementNode, m: Measures): boolean {
  const mm = m.get(el);
  if (mm === undefined || mm.text > LEAD.maxMetaBlockChars || mm.headingText > 0 || mm.paragraphs > 0) return false;
  return findFirst(el, (d) => d.tag === "p" || d.tag === "figure" || isPictureTag(d)) === null;
}

/** A header block written as a `div`: a heading among its descendants (the title, the dek). */
function isHeaderBlock(el: ElementNode): boolean {
  return findFirst(el, (d) => HEADING_TAGS.has(d.tag)) !== null;
}

/** `el` is a `<figure>`, or a wrapper holding one alone, whose caption says something in words of its own. */
function isLeadPicture(el: ElementNode, m: Measures): boolean {
  let figure: ElementNode = el;
  for (let depth = 0; figure.tag !== "figure" && depth < LEAD.maxFigureWrappers; depth++) {
    const only = onlyLiveElementChild(figure);
    if (only === null) return false;
    figure = only;
  }
  if (figure.tag !== "figure" || captionOwnChars(figure, m) < LEAD.minCaptionChars) return false;
  // A caption that is only its credit ("Credit...Rich Pedroncelli/Associated Press", the
  // description being a copy for screens that the never-content stage removed) says nothing.
  const caption = figure.children.find((k): k is ElementNode => k.kind === 1 && !k.dropped && k.tag === "figcaption");
  return caption === undefined || !isLabelledCredit(normText(caption));
}

/**
 * A figure written without `<figure>`: a block of two, the picture (an `<img>` or
 * `<picture>`, or a wrapper holding one and no text) and then its caption, a block of
 * words of its own with no picture (`div.article-photo > img + div.photo-desc`). Small
 * CMSs and older templates wrote figures so before HTML5 and many still do; the caption
 * is as much the article's as a `<figcaption>`.
 */
function isPictureBlock(el: ElementNode, m: Measures): boolean {
  const kids = el.children.filter((k): k is ElementNode => k.kind === 1 && !k.dropped);
  if (kids.length !== 2 || el.children.some((k) => k.kind === 3 && k.data.trim() !== "")) return false;
  const [picture, caption] = kids;
  if (!isLonePicture(picture, m) || findFirst(caption, isPictureTag) !== null) return false;
  const cm = m.get(caption);
  if (cm === undefined) return false;
  const own = cm.text - cm.link;
  return own >= LEAD.minCaptionChars && cm.text <= LEAD.maxCaptionChars;
}

const isPictureTag = (el: ElementNode): boolean => el.tag === "img" || el.tag === "picture";

/** An `<img>` or `<picture>`, or a wrapper holding one of them and no text. */
function isLonePicture(el: ElementNode, m: Measures): boolean {
  if (isPictureTag(el)) return true;
  if ((m.get(el)?.text ?? 0) > 0) return false;
  let pictures = 0;
  walkElements(el, (d) => {
    if (!isPictureTag(d)) return true;
    pictures++;
    return false;
  });
  return pictures === 1;
}

/** The last live element child of `el` when no text follows it, else null. */
function lastLiveElementChild(el: ElementNode): ElementNode | null {
  for (let i = el.children.length - 1; i >= 0; i--) {
    const k = el.children[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return null;
      continue;
    }
    if (!k.dropped) return k;
  }
  return null;
}


/**
 * The article's lead paragraph, when the template keeps it in the header outside
 * the body block: before the selection, inside one of its nearest ancestors, a
 * lead-classed element, or the subtitle in the article's own header (see
 * isArticleHeader), with prose-like text.
 */
function findLeads(parts: readonly ElementNode[], m: Measures, title: string, rules: RuleSwitches): ElementNode[] {
  const first = parts[0];
  let scope: ElementNode | null = rules.on("select/lead") ? first.parent : null;
  // The previous level's scope and what its walk found: each level's walk enters it and
  // would find the same again (the tests are of each element alone), so it is not walked twice.
  let inner: ElementNode | null = null;
  let innerLeads: ElementNode[] = [];
  let innerReached = false;
  for (let level = 0; scope && level < LEAD.maxAncestorLevels; level++, scope = scope.parent) {
    if (scope.tag === "body" || scope.tag === "#document") break;
    const leads: ElementNode[] = [];
    let reachedSelection = false;
    walkElements(scope, (el) => {
      if (reachedSelection || el === scope) return !reachedSelection;
      if (parts.includes(el)) {
        reachedSelection = true;
        return false;
      }
      if (isLeadClass(el)) {
        if (isLeadText(el, m)) leads.push(el);
        return false;
      }
      if (isArticleHeader(el)) {
        leads.push(...subtitlesIn(el, m, rules.on("select/header-figure")));
        return false;
      }
      if (el === inner) {
        leads.push(...innerLeads);
        reachedSelection = innerReached;
        return false;
      }
      return true;
    });
    if (reachedSelection && leads.length > 0) return leads.slice(0, LEAD.maxLeads);
    inner = scope;
    innerLeads = leads;
    innerReached = reachedSelection;
  }
  return rules.on("select/lead-after-headline") ? paragraphAfterHeadline(parts, m, title) : [];
}

/** `scope` is live and it or an element below it is the headline, `searched`'s subtree (found without one) left out. */
function holdsHeadline(scope: ElementNode, searched: ElementNode | null, isHeadline: (x: ElementNode) => boolean): boolean {
  if (scope.dropped) return false;
  if (isHeadline(scope)) return true;
  for (const k of scope.children) if (k.kind === 1 && k !== searched && findFirst(k, isHeadline) !== null) return true;
  return false;
}

/**
 * With no lead class and no article header to say so, the standfirst is the first
 * paragraph after the headline, before the selection, in the nearest ancestor that holds
 * both (templates with generated classes: `div > p` right under the `h1`). The `<h1>`
 * must be the headline (its text is the title's): a blog's name in an `<h1>` over its
 * description is not. Bylines and date lines on the way are passed over, and so is
 * anything that is no lead text. A standfirst set inline right after the headline
 * (inlineLeadAfter) is one too.
 */
function paragraphAfterHeadline(parts: readonly ElementNode[], m: Measures, title: string): ElementNode[] {
  const headline = comparableText(headlineOfTitle(title));
  if (headline === "") return [];
  const isHeadline = (x: ElementNode): boolean => x.tag === "h1" && comparableText(normText(x)) === headline;
  let scope: ElementNode | null = parts[0].parent;
  // Each scope holds the one before it, already searched: only its other children are read.
  let searched: ElementNode | null = null;
  for (let level = 0; scope && level < LEAD.maxAncestorLevels; level++, searched = scope, scope = scope.parent) {
    if (scope.tag === "body" || scope.tag === "#document") return [];
    if (holdsHeadline(scope, searched, isHeadline)) break;
  }
  if (scope === null || scope.tag === "body" || scope.tag === "#document") return [];
  let seenHeadline = false;
  let done = false;
  let lead: ElementNode | null = null;
  walkElements(scope, (el) => {
    if (done || el === scope) return !done;
    if (parts.includes(el)) {
      done = true;
      return false;
    }
    if (isHeadline(el)) {
      seenHeadline = true;
      const loose = inlineLeadAfter(el, m);
      if (loose !== null) {
        lead = loose;
        done = true;
      }
      return false;
    }
    // A `<p>`, or a `div` used as one that reads as a sentence (a theme's `div.post-description`
    // dek; a div of a date or a "Posted at … | Updated …" line does not end like one).
    const divParagraph = el.tag === "div" && !hasLiveBlockChild(el);
    if (!seenHeadline || (el.tag !== "p" && !divParagraph)) return true;
    if (isLeadText(el, m) && !isMetadataLine(el) && (!divParagraph || SENTENCE.test(normText(el)))) {
      lead = el;
      done = true;
    }
    return false;
  });
  if (lead === null) return [];
  return [headedLeadBox(lead, m) ?? lead];
}

/**
 * The box a standfirst stands in under a short heading of its own ("Resumen", "Summary",
 * "Abstract" over the paragraph: a think tank's or a journal's `div.pub-resumen > h2 + p`):
 * the box, heading and paragraph, when it holds nothing else and no class calls it
 * boilerplate. The heading names the paragraph, as a key-points box's heading names its
 * list (select/key-points).
 */
function headedLeadBox(lead: ElementNode, m: Measures): ElementNode | null {
  const box = lead.parent;
  if (box === null || (box.tag !== "div" && box.tag !== "section")) return null;
  const kids = liveElementChildren(box);
  if (kids.length !== 2 || kids[1] !== lead || !BOX_HEADING_TAGS.has(kids[0].tag)) return null;
  const hm = m.get(kids[0]);
  if (hm === undefined || hm.text === 0 || hm.text > LEAD.maxBoxHeadingChars || hm.link > 0) return null;
  for (const k of box.children) if (k.kind === 3 && k.data.trim() !== "") return null;
  return classVerdict(box).boilerplate === null ? box : null;
}
/** A box's own heading under the article's `<h1>`. */
const BOX_HEADING_TAGS: ReadonlySet<string> = new Set(["h2", "h3", "h4", "h5", "h6"]);

/**
 * The standfirst written as inline text right after the headline, in the headline's own
 * block: `<h1>…</h1><br><font size="3">Using amateur actors and …</font>`, as pre-CSS
 * newspaper templates and hand-written pages set it (no `<p>`, no class). The first
 * element after the headline, past `<br>`s and whitespace, when it is inline, holds no
 * block and reads as lead text (not a byline or date line); loose text or a block first
 * gives none.
 */
function inlineLeadAfter(headline: ElementNode, m: Measures): ElementNode | null {
  let k = liveSiblingElement(headline, 1);
  while (k !== null && k.tag === "br") k = liveSiblingElement(k, 1);
  if (k === null || k.block || hasLiveBlockChild(k)) return null;
  return isLeadText(k, m) && !isMetadataLine(k) ? k : null;
}

function isLeadText(el: ElementNode, m: Measures): boolean {
  const mm = m.get(el);
  if (mm === undefined || mm.text > LEAD.maxChars || linkDensity(mm) >= LEAD.maxLinkDensity) return false;
  if (mm.text >= LEAD.minChars) return true;
  // A short dek that reads as a sentence ("No direct sun? No problem."), not a kicker's label.
  if (mm.text < LEAD.minSentenceChars) return false;
  const text = normText(el);
  return SENTENCE.test(text) && text.split(" ").length >= LEAD.minSentenceWords;
}

/** Subtitle tags: never the headline (h1), which is the title. */
const SUBTITLE_TAGS: ReadonlySet<string> = new Set(["p", "h2", "h3", "h4", "h5", "h6"]);

/**
 * Lead-classed elements and prose subtitles of an article header (bylines and dates are too
 * short or carry their class), and with `figures` its captioned picture (select/header-figure:
 * a long-read's hero `<figure>` set above the `<h1>` in the article's `<header>`), in the
 * header's order.
 */
function subtitlesIn(header: ElementNode, m: Measures, figures: boolean): ElementNode[] {
  const out: ElementNode[] = [];
  walkElements(header, (el) => {
    if (el === header) return true;
    // Byline and meta boxes (`entry-meta`, `byline`) hold no subtitle.
    if (classVerdict(el).boilerplate !== null) return false;
    if (figures && el.tag === "figure") {
      if (isLeadPicture(el, m)) out.push(el);
      return false;
    }
    if (!isLeadClass(el) && !SUBTITLE_TAGS.has(el.tag)) return true;
    if (isLeadText(el, m) && !isMetadataLine(el)) out.push(el);
    return false;
  });
  return out;
}

/**
 * A header line that is metadata, not a subtitle: it holds a <time> (the dateline:
 * "Published 21 November 2019 · Tagged with ..."), or reads as a byline or a
 * "Posted in" line. Leads are parts of the selection, which the phrase rules of the
 * clean stage do not judge as a whole, so this is checked here.
 */
function isMetadataLine(el: ElementNode): boolean {
  if (findFirst(el, (x) => x.tag === "time") !== null) return true;
  const head = textPrefix(el, 80);
  return isBylineText(head) || startsLikeShortBoilerplate(head);
}

function liveElementChildren(el: ElementNode): ElementNode[] {
  return el.children.filter((k): k is ElementNode => isElement(k) && !k.dropped);
}

const SENTENCE_END = /[.!?。！？]["”’)]?\s*$/;

function gatherSiblings(top: ElementNode, topScore: number, scores: Map<ElementNode, number>, m: Measures, rules: RuleSwitches): ElementNode[] {
  const parent = top.parent;
  if (!parent || parent.tag === "#document") return [top];
  const threshold = Math.max(SCORING.siblingMinScore, topScore * SCORING.siblingShare);
  const topClass = top.cls ?? "";
  const parts: ElementNode[] = [];
  for (const sib of liveElementChildren(parent)) {
    if (sib === top) {
      parts.push(sib);
      continue;
    }
    // A byline or date line beside the body (site builders give it the body's class): a
    // part's own text is not judged by the phrase rules, which look inside parts.
    if ((m.get(sib)?.text ?? 0) <= SCORING.siblingMetadataLineChars && isMetadataLine(sib)) continue;
    let bonus = 0;
    // The winner's class on a sibling says it is of the same template (a split article's
    // `div.story-body` parts); a class of layout words only (`container`, `col-md-12`,
    // `group`) is given to every region of the page, the header's and the footer's too.
    if (topClass !== "" && (sib.cls ?? "") === topClass && !isLayoutClass(topClass)) bonus += topScore * SCORING.siblingShare;
    const s = scores.get(sib);
    if (s !== undefined && s + bonus >= threshold) {
      parts.push(sib);
      continue;
    }
    if (sib.tag === "p" || (isParagraphUnit(sib, m, rules) && sib.tag !== "li")) {
      const mm = m.get(sib);
      if (!mm) continue;
      const ld = linkDensity(mm);
      if (mm.text > SCORING.siblingParagraphChars && ld < SCORING.siblingMaxLinkDensity) parts.push(sib);
      else if (mm.text > 0 && mm.text <= SCORING.siblingParagraphChars && ld === 0 && SENTENCE_END.test(normText(sib))) parts.push(sib);
      continue;
    }
    // A sibling container of prose (another section of a split article) joins too; not
    // a column of teasers (a news page's right rail: headline links, each with a line of
    // summary and a time stamp, in `div`s), which holds no paragraph and more links than
    // prose does. A section of a page written without `<p>` has few links.
    const mm = m.get(sib);
    const ld = mm === undefined ? 0 : linkDensity(mm);
    const teasers = mm !== undefined && mm.paragraphs === 0 && ld >= SCORING.siblingTeaserLinkDensity;
    if (mm && mm.text >= SCORING.siblingProseChars && ld < SCORING.siblingMaxLinkDensity && !teasers && classVerdict(sib).boilerplate === null) {
      parts.push(sib);
    }
  }
  return parts;
}

/**
 * A picture or a quotation between two parts under the same parent joins them: what
 * sits between two pieces of the article illustrates it (a site builder's image and
 * quote blocks between its text blocks, each too short to join on its own). Only a
 * block holding a `<figure>` or `<blockquote>` and no heading (a "DW recommends" box
 * between two text blocks is no picture), with some text of its own and not a class
 * that says boilerplate or mostly links. Parts stay in document order.
 */
function fillBetween(parts: ElementNode[], m: Measures): ElementNode[] {
  if (parts.length < 2) return parts;
  const out: ElementNode[] = [];
  // Linear in the parent's children however many parts share it (200,000 sibling
  // paragraphs, hostile input): one position map per parent, the parts' text read once.
  let positionsOf: ElementNode | null = null;
  let positions = new Map<DomNode, number>();
  let partsText: string | undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    out.push(part);
    const next = parts[i + 1];
    const parent = part.parent;
    if (next === undefined || parent === null || next.parent !== parent) continue;
    if (positionsOf !== parent) {
      positionsOf = parent;
      positions = new Map(parent.children.map((k, at) => [k, at]));
    }
    const siblings = parent.children;
    const end = positions.get(next) ?? 0;
    for (let j = (positions.get(part) ?? end) + 1; j < end; j++) {
      const k = siblings[j];
      if (k.kind !== 1 || k.dropped) continue;
      const mm = m.get(k);
      if (mm === undefined || mm.text === 0 || mm.headingText > 0 || linkDensity(mm) >= SCORING.siblingMaxLinkDensity) continue;
      const picture = findFirst(k, (d) => d.tag === "figure" || d.tag === "blockquote") !== null || isPictureBlock(k, m);
      if (!picture || classVerdict(k).boilerplate !== null) continue;
      // A pull quote repeats a sentence of the article: it would be there twice.
      partsText ??= parts.map((el) => normText(el)).join("\n");
      if (repeatsText(k, partsText)) continue;
      out.push(k);
    }
  }
  return out;
}

/**
 * An article never ends on a heading: when the last part's last block is one ("Technische
 * Daten" at the end of a shop's description) and the block right after the part is a
 * data table (the properties table the template keeps in a block of its own), the table
 * is what the heading introduces, and joins. Only a table: after a "Most read" or "Tags"
 * heading come lists and teasers, which the trailing-link trim removes with the heading
 * (prune.ts).
 */
function withSectionAfterHeading(parts: ElementNode[], m: Measures): ElementNode[] {
  const last = parts[parts.length - 1];
  if (!endsWithHeading(last)) return parts;
  const next = liveSiblingElement(last, 1);
  if (next === null) return parts;
  const mm = m.get(next);
  if (mm === undefined || mm.text === 0 || linkDensity(mm) >= SCORING.siblingMaxLinkDensity || classVerdict(next).boilerplate !== null) return parts;
  const table = next.tag === "table" ? next : findFirst(next, (d) => d.tag === "table");
  const tm = table === null ? undefined : m.get(table);
  // The block is the table, give or take a label: most of its text is the table's.
  if (table === null || tm === undefined || tm.text < mm.text * SCORING.tableShareOfBlock || !isDataTable(table, tm)) return parts;
  return [...parts, next];
}

/**
 * The article's notes in a block of their own right after its body (a magazine's
 * `section.ArticleEndnotes` under an `h2` "Notes", Pandoc's and Markdown engines'
 * `section.footnotes`, WordPress's footnotes list): they join when the body links to them,
 * a fragment link in the parts (`<sup><a href="#en1">1</a></sup>`) naming the id of one of
 * the block's list items (`li#en1`). The link says the list is the text's own notes; a
 * "Most read" list after the body is linked to from nowhere in it. The block is that list,
 * give or take its heading, no boilerplate class and few links besides the back links.
 */
function withNotesAfter(parts: ElementNode[], m: Measures): ElementNode[] {
  const next = liveSiblingElement(parts[parts.length - 1], 1);
  if (next === null) return parts;
  const nm = m.get(next);
  if (nm === undefined || nm.text === 0 || nm.text > NOTES_AFTER.maxChars || linkDensity(nm) >= SCORING.siblingMaxLinkDensity || classVerdict(next).boilerplate !== null) return parts;
  const list = next.tag === "ol" || next.tag === "ul" ? next : findFirst(next, (d) => d.tag === "ol" || d.tag === "ul");
  const lm = list === null ? undefined : m.get(list);
  if (list === null || lm === undefined || lm.text < nm.text * NOTES_AFTER.listShareOfBlock) return parts;
  const ids = new Set<string>();
  for (const k of list.children) if (k.kind === 1 && k.tag === "li" && k.id !== undefined && k.id !== "") ids.add(k.id);
  if (ids.size === 0) return parts;
  // A bounded walk over the parts, stopped at the first link to a note.
  const stack: ElementNode[] = [...parts];
  for (let seen = 0; stack.length > 0 && seen < NOTES_AFTER.maxElementsRead; seen++) {
    const el = stack.pop()!;
    if (el.tag === "a") {
      const href = el.attrs.href;
      if (href !== undefined && href.charCodeAt(0) === 35 && ids.has(href.slice(1))) return [...parts, next];
      continue;
    }
    for (const k of el.children) if (k.kind === 1 && !k.dropped) stack.push(k);
  }
  return parts;
}

/**
 * A key-points box right before the article's body ("Key takeaways", "Ideas principales",
 * "Das Wichtigste in Kürze", "TL;DR" over a few one-sentence points: a think tank's, a
 * newsroom's or a guide's summary, which the template keeps in a block of its own above
 * the body) joins it: the live element just before the first part, holding a heading or a
 * short label first and then one list whose items are each a sentence, no link anywhere,
 * no boilerplate class and nothing else. A teaser list has links; a table of contents is
 * links too.
 */
function withKeyPointsBefore(parts: ElementNode[], m: Measures): ElementNode[] {
  const box = liveSiblingElement(parts[0], -1);
  if (box === null || !isKeyPointsBox(box, m)) return parts;
  return [box, ...parts];
}

/**
 * A review's pros and cons set in a score box after the body, outside the element the
 * scorer picked (a games or gadget review's `div.score-box > div.pros-cons > div.pros,
 * div.cons`, each a heading and a list; batch 44): the reviewer's verdict in points, the
 * review's own text. Only the element that holds both lists joins, not the box's score,
 * badge or buy button. Looked for in the first PROS_CONS.maxSiblings blocks after the last
 * part, PROS_CONS.maxElements elements of each.
 */
function withProsConsAfter(parts: ElementNode[], m: Measures): ElementNode[] {
  let at: ElementNode | null = parts[parts.length - 1];
  for (let step = 0; step < PROS_CONS.maxSiblings && at !== null; step++) {
    at = liveSiblingElement(at, 1);
    if (at === null) break;
    const box = prosConsIn(at);
    if (box === null) continue;
    const bm = m.get(box);
    if (bm === undefined || bm.text === 0 || bm.text > PROS_CONS.maxChars || bm.link > bm.text / 2) return parts;
    return [...parts, box];
  }
  return parts;
}
/** The element in `block` whose children are a `pros` and a `cons` block, or one classed `pros-cons`; null if none within PROS_CONS.maxElements. */
function prosConsIn(block: ElementNode): ElementNode | null {
  const stack: ElementNode[] = [block];
  let seen = 0;
  while (stack.length > 0) {
    const el = stack.pop()!;
    if (++seen > PROS_CONS.maxElements) return null;
    if (hasAnyClassWord(el, PROS_CONS_BOX_WORDS)) return el;
    let pros = false;
    let cons = false;
    for (const k of el.children) {
      if (k.kind !== 1 || k.dropped) continue;
      if (hasAnyClassWord(k, PROS_WORDS)) pros = true;
      else if (hasAnyClassWord(k, CONS_WORDS)) cons = true;
      stack.push(k);
    }
    if (pros && cons) return el;
  }
  return null;
}
/** A review's pros and cons box by its class (`pros-cons`, `proscons`, `pros-and-cons`, `procon`, `pro-contra`). */
const PROS_CONS_BOX_WORDS = classWordList(["proscons", "prosandcons", "procon", "procons", "procontra", "proandcontra"]);
/** The two halves of a verdict box: English "pros"/"cons", German "pro"/"contra" and "plus"/"minus" as review templates name them. */
const PROS_WORDS = classWordList(["pros", "pro", "plus", "plusses", "likes"]);
const CONS_WORDS = classWordList(["cons", "con", "contra", "minus", "minuses", "dislikes"]);

function isKeyPointsBox(box: ElementNode, m: Measures): boolean {
  const bm = m.get(box);
  if (bm === undefined || bm.link > 0 || bm.images > 0 || bm.text > KEY_POINTS.maxChars || classVerdict(box).boilerplate !== null) return false;
  // Down through wrappers of one child to the label and the list.
  let inner = box;
  for (let only = onlyLiveElementChild(inner); only !== null; only = onlyLiveElementChild(inner)) inner = only;
  const kids = liveElementChildren(inner);
  if (kids.length !== 2) return false;
  const [label, list] = kids;
  const lm = m.get(label);
  if (lm === undefined || lm.text === 0 || lm.text > KEY_POINTS.maxLabelChars || hasLiveBlockChild(label)) return false;
  if (!HEADING_TAGS.has(label.tag) && label.tag !== "p" && label.tag !== "div") return false;
  if (list.tag !== "ul" && list.tag !== "ol") return false;
  const items = liveElementChildren(list);
  if (items.length < KEY_POINTS.minItems) return false;
  for (const li of items) {
    const im = m.get(li);
    if (li.tag !== "li" || im === undefined || im.text < KEY_POINTS.minItemChars) return false;
  }
  return true;
}

/**
 * A part that the selection took from a section of its own ("Transcript" over the
 * transcript's note and body, the summary taken from elsewhere) keeps the section's
 * heading: the live element right before a later part, when it is a heading (`h2`-`h6`,
 * not the headline) with words and no link, joins in front of it. An article's section
 * never loses its heading because its text was found as a part.
 */
function withPartHeadings(parts: ElementNode[], m: Measures, title: string): ElementNode[] {
  const titleText = comparableText(title);
  // The post's headline is the title field, not the text (a blog's `h2.entry-title` over
  // the post's body, under a `<title>` that dresses it: "» My Essential Mac Setup :zenhabits").
  const isHeadline = (h: ElementNode): boolean => {
    const text = comparableText(normText(h));
    return text !== "" && titleText.includes(text);
  };
  const out: ElementNode[] = [];
  // A set: a page of 200,000 sibling paragraphs has as many parts (hostile input).
  const inParts = new Set(parts);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const before = liveSiblingElement(part, -1);
    const bm = before === null ? undefined : m.get(before);
    if (before !== null && PART_HEADING_TAGS.has(before.tag) && bm !== undefined && bm.text > 0 && bm.link === 0 && !inParts.has(before) && !isHeadline(before)) out.push(before);
    out.push(part);
  }
  return out;
}
const PART_HEADING_TAGS: ReadonlySet<string> = new Set(["h2", "h3", "h4", "h5", "h6"]);

/** The element's last live child, and its last, down to a leaf, is a heading. */
function endsWithHeading(el: ElementNode): boolean {
  let cur = el;
  for (;;) {
    let lastChild: ElementNode | null = null;
    for (let i = cur.children.length - 1; i >= 0; i--) {
      const k = cur.children[i];
      if (k.kind === 3) {
        if (k.data.trim() !== "") return false;
        continue;
      }
      if (!k.dropped) {
        lastChild = k;
        break;
      }
    }
    if (lastChild === null) return false;
    if (HEADING_TAGS.has(lastChild.tag)) return true;
    cur = lastChild;
  }
}


/** The block's text, quotation marks aside, is found in the parts' text. */
function repeatsText(block: ElementNode, partsText: string): boolean {
  const text = normText(block).replace(QUOTE_MARKS, "").trim();
  return text.length > 0 && partsText.includes(text);
}
const QUOTE_MARKS = /["“”„«»‘’‚‹›]/g;

const LAYOUT_WORDS: ReadonlySet<string> = new Set(LAYOUT_CLASS_WORDS);

/** Every word of the token names layout (`columns`, `inner-wrapper`), so it repeats on unrelated blocks. */
function isLayoutToken(token: string): boolean {
  const words = token.toLowerCase().split(/[^a-z]+/).filter((w) => w !== "");
  return words.length > 0 && words.every((w) => LAYOUT_WORDS.has(w));
}

/** Every token of the class value is a layout token (isLayoutToken). */
function isLayoutClass(cls: string): boolean {
  const tokens = cls.split(/\s+/).filter((t) => t !== "");
  return tokens.length > 0 && tokens.every(isLayoutToken);
}

/**
 * A token with a number that ends a word of it: an instance, a grid size or a utility
 * (`story-body-2`, `vc_custom_1612`, `small-12`, `fw500`). A generated name, whose digits
 * run on into letters (`_2Hij5`, `css-1x2y3z`), is kept: CSS modules and site builders
 * give it to every block of one kind.
 */
const isNumberedToken = (token: string): boolean => /\d/.test(token) && !/\d[a-zA-Z]/.test(token);

/**
 * A template's class signature: class tokens sorted, without numbered ones and layout
 * ones; "" when nothing is left (a block classed `wrapper` or `columns` is of no
 * particular template).
 */
function classSignature(el: ElementNode): string {
  const cls = el.cls;
  if (cls === undefined) return "";
  return cls
    .split(/\s+/)
    .filter((t) => t !== "" && !isNumberedToken(t) && !isLayoutToken(t))
    .sort()
    .join(" ");
}

/**
 * Blocks of the same template as the winner elsewhere near it: an article split
 * into sections that each wrap their text block in their own row or column
 * (page builders: `vc_row > .. > .wpb_text_column`; news templates: `story-body-1`,
 * `story-body-2` in separate wrappers). A block with the winner's class signature,
 * under the same ancestor a few levels up, holding prose, joins the parts.
 */
function gatherCousins(top: ElementNode, parts: ElementNode[], m: Measures): ElementNode[] {
  const signature = classSignature(top);
  if (signature === "") return parts;
  const space = signature.indexOf(" ");
  const probe = space < 0 ? signature : signature.slice(0, space);
  let scope: ElementNode = top.parent ?? top;
  for (let level = 1; level < SCORING.cousinLevels && scope.parent && scope.parent.tag !== "body" && scope.parent.tag !== "#document"; level++) {
    scope = scope.parent;
  }
  if (scope === top.parent) return parts;
  const shared = new Set<ElementNode>();
  for (let p = top.parent; p && p !== scope.parent; p = p.parent) shared.add(p);
  const inParts = new Set(parts);
  const out: ElementNode[] = [];
  let added = false;
  walkElements(scope, (el) => {
    if (inParts.has(el)) {
      out.push(el);
      return false;
    }
    if (el === scope) return true;
    // A block with the winner's signature has each of its tokens in its class: one
    // substring test spares splitting and sorting the class of nearly every block.
    const cls = el.cls;
    if (cls === undefined || !cls.includes(probe) || classSignature(el) !== signature) return true;
    const mm = m.get(el);
    if (
      mm &&
      mm.text >= SCORING.cousinProseChars &&
      linkDensity(mm) < SCORING.siblingMaxLinkDensity &&
      classVerdict(el).boilerplate === null &&
      !inOtherPost(el, shared) &&
      !inSideColumn(el, shared)
    ) {
      out.push(el);
      added = true;
      return false;
    }
    return true;
  });
  return added ? out : parts;
}

/**
 * Inside another post of a list (an `article`, a WordPress `post`/`hentry` block, an
 * item with a numbered id: a forum's `post_123456`, a comment's `comment-4951`) than
 * the winner's: the next story or a reply, not a section. `shared` holds the
 * winner's ancestors up to the scope, where the two paths meet.
 */
function inOtherPost(el: ElementNode, shared: ReadonlySet<ElementNode>): boolean {
  for (let p = el.parent; p && !shared.has(p); p = p.parent) {
    if (p.tag === "article" || hasClassWord(p, "post") || hasClassWord(p, "hentry")) return true;
    const id = p.id;
    if (id !== undefined && NUMBERED_ID.test(id) && !namesLayoutBlock(id)) return true;
  }
  return false;
}
/**
 * In a column beside the winner's: where the two paths meet, both go on through a column
 * (a class word `col`/`column`, or a table cell), side by side in one row. A site
 * builder's sidebar is made of the same blocks as the post (Squarespace's `sqs-block
 * html-block` in `col sqs-col-4` beside the post's `col sqs-col-8`); the next section
 * of a split article comes in the next row, below.
 */
function inSideColumn(el: ElementNode, shared: ReadonlySet<ElementNode>): boolean {
  let own: ElementNode = el;
  while (own.parent !== null && !shared.has(own.parent)) own = own.parent;
  const meet = own.parent;
  if (meet === null || !isColumn(own)) return false;
  // The winner's side: the child of the meeting point that holds it (the shared ancestor just below `meet`).
  for (const k of meet.children) if (k.kind === 1 && shared.has(k)) return isColumn(k);
  return false;
}

const COLUMN_WORDS: ReadonlySet<string> = new Set(["col", "column", "columns"]);

function isColumn(el: ElementNode): boolean {
  if (el.tag === "td") return true;
  const cls = el.cls;
  return cls !== undefined && cls.toLowerCase().split(/[^a-z]+/).some((w) => COLUMN_WORDS.has(w));
}

/** Record ids carry a database number: three digits or more. */
const NUMBERED_ID = /\d{3}/;
/**
 * A numbered id that names a layout block of the page builder, not a record: a research
 * guide's boxes (`s-lg-box-2902`, `s-lg-box-wrapper-2902`: LibGuides, batch 43), Drupal's
 * `paragraph-123` and `block-123`, Squarespace's `block-yui_3_17_2_1_…`. The sections of one
 * article, each in its numbered box; a forum's posts and comments are named for what they
 * are (`post_123456`, `comment-4951`, phpBB's `p123`).
 */
function namesLayoutBlock(id: string): boolean {
  for (const word of id.toLowerCase().split(/[^a-z]+/)) if (LAYOUT_BLOCK_ID_WORDS.has(word)) return true;
  return false;
}
/** Words of a page builder's block ids: boxes, blocks, sections, rows and columns, fields, wrappers. */
const LAYOUT_BLOCK_ID_WORDS: ReadonlySet<string> = new Set([
  "box", "block", "section", "paragraph", "component", "module", "row", "col", "column", "yui", "field", "container", "wrapper", "region", "layout", "grid",
]);

/** Class tokens that name an article's body container outright (trafilatura-style body markers). */
const BODY_MARKERS: ReadonlySet<string> = new Set(ARTICLE_BODY_CLASSES);

function isArticleBodyMarked(el: ElementNode): boolean {
  const itemprop = (el.attrMarks & MARK_ITEMPROP) !== 0 ? el.attrs["itemprop"] : undefined;
  if (itemprop !== undefined && itemprop.toLowerCase().includes("articlebody")) return true;
  const cls = el.cls;
  if (cls === undefined) return false;
  for (const token of cls.toLowerCase().split(/\s+/)) if (BODY_MARKERS.has(token.replace(/[^a-z0-9]+/g, ""))) return true;
  return false;
}

/**
 * The scorer's winner is often one block of an article whose template splits the
 * body (Drupal paragraphs, page-builder columns, AEM components). When an ancestor
 * within a few levels is marked as the article body and is not a page wrapper
 * (mostly prose, not much more text than the winner), it is the article.
 */
function articleBodyAround(top: ElementNode, m: Measures): ElementNode | null {
  const topText = m.get(top)?.text ?? 0;
  if (isArticleBodyMarked(top)) return null;
  let level = 0;
  for (let anc = top.parent; anc && level < BODY_MARKER.maxAncestorLevels; anc = anc.parent, level++) {
    if (anc.tag === "body" || anc.tag === "#document") return null;
    if (!isArticleBodyMarked(anc)) continue;
    const mm = m.get(anc);
    if (!mm) return null;
    if (mm.text > topText * BODY_MARKER.maxTextRatio || linkDensity(mm) > BODY_MARKER.maxLinkDensity) return null;
    return anc;
  }
  return null;
}
