/**
 * Stage: choose the element(s) that hold the article.
 *
 * Readability-style: every paragraph unit scores points for its length and commas,
 * shares them with its ancestors, and the best-scoring container (discounted by its
 * link density) wins; then the winner may widen to a parent that holds several
 * strong candidates, and sibling blocks that look like more of the article join it.
 */
import { BLOCK_TAGS, PARAGRAPH_TAGS } from "../heuristics/tags.js";
import { BODY_MARKER, LEAD, SCORING } from "../heuristics/weights.js";
import { ARTICLE_BODY_CLASSES } from "../heuristics/boilerplate.js";
import { isElement, normText, walkElements, type ElementNode } from "../dom/node.js";
import { linkDensity, type Measures } from "./measure.js";
import { classVerdict, isLeadClass } from "./signals.js";

export interface Selection {
  /** The winning container. */
  top: ElementNode;
  /** The blocks to render, in document order (the winner, possibly with siblings). */
  parts: ElementNode[];
  score: number;
}

export interface SelectOptions {
  useClassWeights: boolean;
}

function hasBlockChild(el: ElementNode): boolean {
  for (const k of el.children) if (k.kind === 1 && !k.dropped && BLOCK_TAGS.has(k.tag)) return true;
  return false;
}

/** Paragraph units: prose elements, and any block used as a paragraph (no block children). */
function isParagraphUnit(el: ElementNode): boolean {
  if (PARAGRAPH_TAGS.has(el.tag)) return el.tag !== "li" || !hasBlockChild(el);
  if (!BLOCK_TAGS.has(el.tag) || el.tag === "#document" || el.tag === "body" || el.tag === "html") return false;
  if (el.tag.length === 2 && el.tag[0] === "h") return false;
  return !hasBlockChild(el);
}

export function classWeight(el: ElementNode, opts: SelectOptions): number {
  if (!opts.useClassWeights) return 0;
  const v = classVerdict(el);
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
  const scores = new Map<ElementNode, number>();
  walkElements(root, (el) => {
    if (!isParagraphUnit(el)) return true;
    const mm = m.get(el);
    if (!mm || mm.text < SCORING.minParagraphChars) return true;
    // A paragraph made of links (tag clouds, name lists) is not prose, however many commas it has.
    const points =
      (1 + mm.commas + Math.min(Math.floor(mm.text / SCORING.charsPerPoint), SCORING.maxLengthPoints)) * (1 - linkDensity(mm));
    let level = 0;
    for (let anc = el.parent; anc && level < SCORING.ancestorLevels; anc = anc.parent, level++) {
      if (anc.tag === "#document") break;
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
  const scores = scoreCandidates(body, m, opts);
  if (scores.size === 0) return null;
  const ranked: Array<{ el: ElementNode; score: number }> = [];
  for (const [el, s] of scores) ranked.push({ el, score: s * (1 - linkDensity(m.get(el))) });
  ranked.sort((a, b) => b.score - a.score);
  let top = ranked[0].el;
  let topScore = ranked[0].score;
  const finalScore = new Map(ranked.map((r) => [r.el, r.score]));

  // Several strong candidates under one ancestor: the article is split (pagination
  // blocks, ads between paragraph groups): take the ancestor that holds them.
  // Alternatives are other blocks, not the winner's own ancestors or descendants (which
  // score well because they contain it, and would drag in a layout table's nav cell).
  const strong = ranked
    .slice(1, SCORING.topCandidates)
    .filter((r) => r.score >= topScore * SCORING.alternativeShare && !isAncestor(r.el, top) && !isAncestor(top, r.el))
    .map((r) => r.el);
  if (strong.length >= SCORING.alternativeCandidates) {
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
  for (let p = top.parent; p && p.tag !== "body" && p.tag !== "#document"; p = p.parent) {
    const ps = finalScore.get(p);
    if (ps === undefined) continue;
    if (ps < topScore / 3) break;
    if (ps > last) {
      top = p;
      break;
    }
    last = ps;
  }
  // An only child says nothing about its parent's other content: use the parent.
  while (top.parent && top.parent.tag !== "body" && top.parent.tag !== "#document" && liveElementChildren(top.parent).length === 1) {
    top = top.parent;
  }
  topScore = finalScore.get(top) ?? topScore;

  const marked = articleBodyAround(top, m);
  if (marked !== null) return { top: marked, parts: [...findLeads([marked], m), marked], score: topScore };
  const parts = gatherSiblings(top, topScore, finalScore, m);
  return { top, parts: [...findLeads(parts, m), ...parts], score: topScore };
}

/**
 * The article's lead paragraph, when the template keeps it in the header outside
 * the body block: a lead-classed element before the selection, inside one of its
 * nearest ancestors, with prose-like text.
 */
function findLeads(parts: readonly ElementNode[], m: Measures): ElementNode[] {
  const first = parts[0];
  let scope: ElementNode | null = first.parent;
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
      if (!isLeadClass(el)) return true;
      const mm = m.get(el);
      if (mm && mm.text >= LEAD.minChars && mm.text <= LEAD.maxChars && linkDensity(mm) < LEAD.maxLinkDensity) leads.push(el);
      return false;
    });
    if (!reachedSelection) continue;
    if (leads.length > 0) return leads.slice(0, LEAD.maxLeads);
  }
  return [];
}

function liveElementChildren(el: ElementNode): ElementNode[] {
  return el.children.filter((k): k is ElementNode => isElement(k) && !k.dropped);
}

function isAncestor(anc: ElementNode, el: ElementNode): boolean {
  for (let cur = el.parent; cur; cur = cur.parent) if (cur === anc) return true;
  return false;
}

const SENTENCE_END = /[.!?。！？]["”’)]?\s*$/;

function gatherSiblings(top: ElementNode, topScore: number, scores: Map<ElementNode, number>, m: Measures): ElementNode[] {
  const parent = top.parent;
  if (!parent || parent.tag === "#document") return [top];
  const threshold = Math.max(SCORING.siblingMinScore, topScore * SCORING.siblingShare);
  const topClass = top.attrs["class"] ?? "";
  const parts: ElementNode[] = [];
  for (const sib of liveElementChildren(parent)) {
    if (sib === top) {
      parts.push(sib);
      continue;
    }
    let bonus = 0;
    if (topClass !== "" && (sib.attrs["class"] ?? "") === topClass) bonus += topScore * SCORING.siblingShare;
    const s = scores.get(sib);
    if (s !== undefined && s + bonus >= threshold) {
      parts.push(sib);
      continue;
    }
    if (sib.tag === "p" || (isParagraphUnit(sib) && sib.tag !== "li")) {
      const mm = m.get(sib);
      if (!mm) continue;
      const ld = linkDensity(mm);
      if (mm.text > SCORING.siblingParagraphChars && ld < SCORING.siblingMaxLinkDensity) parts.push(sib);
      else if (mm.text > 0 && mm.text <= SCORING.siblingParagraphChars && ld === 0 && SENTENCE_END.test(normText(sib))) parts.push(sib);
      continue;
    }
    // A sibling container of prose (another section of a split article) joins too.
    const mm = m.get(sib);
    if (mm && mm.text >= SCORING.siblingProseChars && linkDensity(mm) < SCORING.siblingMaxLinkDensity && classVerdict(sib).boilerplate === null) {
      parts.push(sib);
    }
  }
  return parts;
}

/** Class tokens that name an article's body container outright (trafilatura-style body markers). */
const BODY_MARKERS: ReadonlySet<string> = new Set(ARTICLE_BODY_CLASSES);

function isArticleBodyMarked(el: ElementNode): boolean {
  const itemprop = el.attrs["itemprop"];
  if (itemprop !== undefined && itemprop.toLowerCase().includes("articlebody")) return true;
  const cls = el.attrs["class"];
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
