/**
 * Block features for the learned block classifier (docs/model.md).
 *
 * A block is a live leaf block of the page (a block element with no live block child:
 * a paragraph, a list item, a heading, a cell, a `div` used as a paragraph) that holds
 * text. Its features are what the stages have already computed or can read cheaply:
 * the measures (text, link text, commas, pictures), the tag, the class/id verdicts of
 * the block and its ancestors, depth, position in the page, the shape of its text
 * (words, sentences, punctuation, digits), the phrase signals of the clean stage, where
 * it stands against the selected article, and its neighbours' measures. Read at one
 * point of the pipeline (after prune, before text), the same for training and use.
 */
import { isElement, normText, textPrefix, type ElementNode } from "../dom/node.js";
import { linkDensity, type Measures } from "../stages/measure.js";
import { classVerdict, isLeadClass } from "../stages/signals/class-words.js";
import { isBylineText } from "../stages/signals/bylines.js";
import { isDateOnlyText } from "../stages/signals/dates.js";
import { isBoilerplatePhrase, startsLikeShortBoilerplate } from "../stages/signals/phrases.js";

/** The features in the order a row holds them (the model file names them too, and is checked against this list). */
export const FEATURE_NAMES = [
  "chars", "linkDensity", "commas", "words", "sentences", "punct", "digitShare", "avgWordLen", "endsSentence", "capStart",
  "tag", "headingLevel", "images", "inputs",
  "clsBoiler", "clsContent", "leadClass", "ancBoilerUp", "ancContentUp", "inArticleTag",
  "phraseStart", "phraseWhole", "byline", "dateOnly",
  "depth", "pos", "charPos", "blocks",
  "inParts", "partDist", "partCharGap", "sameParentAsPart", "partsShare", "partsChars",
  "parentChars", "parentLinkDensity", "parentParagraphs",
  "prevChars", "prevLinkDensity", "prevInParts", "prevTag",
  "nextChars", "nextLinkDensity", "nextInParts", "nextTag",
  "windowChars", "windowLinkDensity", "windowInParts",
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
const F = Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, i])) as Record<FeatureName, number>;
export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Tag categories (a tree splits on the code; related tags sit next to each other). */
const TAG_CODE: ReadonlyMap<string, number> = new Map([
  ["p", 1], ["div", 2], ["section", 2], ["article", 2], ["main", 2], ["center", 2],
  ["span", 3], ["font", 3], ["a", 3], ["b", 3], ["strong", 3], ["em", 3], ["i", 3],
  ["li", 4], ["dd", 5], ["dt", 5], ["td", 6], ["th", 6], ["caption", 6],
  ["blockquote", 7], ["pre", 8], ["figcaption", 9], ["figure", 9], ["address", 10],
  ["header", 11], ["footer", 11], ["nav", 11], ["aside", 11], ["form", 11], ["fieldset", 11], ["legend", 11],
  ["summary", 12], ["details", 12],
  ["h6", 13], ["h5", 14], ["h4", 15], ["h3", 16], ["h2", 17], ["h1", 18],
]);

/** Ancestor levels over which a class verdict still counts (farther up: 0, not found). */
const MAX_VERDICT_LEVELS = 12;
/** Neighbours on each side averaged into the window features. */
const WINDOW = 3;
/** Longest text the phrase and byline signals are asked about (they answer for short blocks only). */
const SIGNAL_CHARS = 200;
/** A distance to the article, in blocks, beyond which every block is as far (keeps the numbers bounded). */
const MAX_PART_DIST = 60;

export interface Blocks {
  /** The blocks, in document order. */
  elements: ElementNode[];
  /** Their whitespace-collapsed text ("" for a block whose text features were not asked for). */
  texts: string[];
  /** One row of FEATURE_COUNT values per block, in single precision: sklearn's trees compare float32 features with their thresholds. */
  rows: Float32Array[];
  /** The parts' positions in a pre-order walk of the body, and each block's (for merging in order). */
  partOrder: Map<ElementNode, number>;
  blockOrder: number[];
}

const SENTENCE_MARK = /[.!?。！？](?=\s|$|["”’)])/g;
const PUNCT = /[.,;:!?。，、；：！？]/g;
const DIGIT = /\p{Nd}/gu;
const WORD_SPLIT = /\s+/;
const ENDS_SENTENCE = /[.!?。！？:]["”’)]?$/;
const CAP_START = /^["“„'‘(«]?\p{Lu}/u;

/**
 * Rows allocated together: a row of its own (192 bytes, beyond what V8 keeps on its heap)
 * took a backing store from the allocator and a finaliser for the collector each, about
 * 4x a view into a shared one (session 21). 32 rows (6 KiB) fit a typical page's blocks in
 * a few chunks and leave at most 31 rows unused on a small page.
 */
const ROWS_PER_CHUNK = 32;
const EMPTY_CHUNK = new Float32Array(0);

function countMatches(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(s) !== null) n++;
  return n;
}

/**
 * Every text block of `body` with its feature row. `parts` are the selected article's
 * roots after pruning (what the text stage would render). Reading a block's text is most
 * of the cost, and only the block's own row needs it (its neighbours' features are
 * measures): `wanted`, given a row with every other feature filled, says whether to read
 * it; the rows it turns away have their text features and leadClass at 0 and must not be
 * predicted.
 */
export function blockFeatures(body: ElementNode, parts: readonly ElementNode[], m: Measures, wanted?: (row: Float32Array) => boolean): Blocks {
  const partSet = new Set(parts);
  const elements: ElementNode[] = [];
  const rows: Float32Array[] = [];
  const texts: string[] = [];
  const inParts: boolean[] = [];
  const partOrder = new Map<ElementNode, number>();
  const blockOrder: number[] = [];

  // Pre-order walk with, per element on the stack: depth, the levels since the nearest
  // boilerplate / content verdict (0: none within MAX_VERDICT_LEVELS), inside a part, inside article/main.
  const stack: ElementNode[] = [body];
  const sDepth: number[] = [0];
  const sBoiler: number[] = [0];
  const sContent: number[] = [0];
  // A part may be the body itself or above it (`html`, when the page is one block of text).
  let bodyInPart = false;
  for (let a: ElementNode | null = body; a !== null; a = a.parent) if (partSet.has(a)) bodyInPart = true;
  const sPart: boolean[] = [bodyInPart];
  const sArticle: boolean[] = [false];
  let order = 0;
  // The rows are views into chunks of ROWS_PER_CHUNK rows, zeroed like a new row.
  let chunk = EMPTY_CHUNK;
  let rowsLeft = 0;
  while (stack.length > 0) {
    const el = stack.pop()!;
    const depth = sDepth.pop()!;
    let boiler = sBoiler.pop()!;
    let content = sContent.pop()!;
    let inPart = sPart.pop()!;
    let inArticle = sArticle.pop()!;
    if (el.dropped) continue;
    const at = order++;
    if (partSet.has(el)) {
      partOrder.set(el, at);
      inPart = true;
    }
    const mm = m.get(el);
    if (mm === undefined || mm.text === 0) continue;
    let hasBlockChild = false;
    const kids = el.children;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i];
      if (k.kind === 1 && !k.dropped && k.block) {
        hasBlockChild = true;
        break;
      }
    }
    const v = el.cls === undefined && el.id === undefined ? null : classVerdict(el);
    if (el !== body && el.block && !hasBlockChild) {
      // A block of whitespace alone is no block (textPrefix reads up to its first character,
      // with no node budget: a long block of many nodes is a block).
      if (textPrefix(el, 1, Infinity) === "") continue;
      if (rowsLeft === 0) {
        chunk = new Float32Array(FEATURE_COUNT * ROWS_PER_CHUNK);
        rowsLeft = ROWS_PER_CHUNK;
      }
      const at0 = (ROWS_PER_CHUNK - rowsLeft--) * FEATURE_COUNT;
      const row = chunk.subarray(at0, at0 + FEATURE_COUNT);
      fillMeasures(row, el, m);
      row[F.clsBoiler] = v !== null && v.boilerplate !== null ? 1 : 0;
      row[F.clsContent] = v !== null && v.content ? 1 : 0;
      row[F.ancBoilerUp] = boiler;
      row[F.ancContentUp] = content;
      row[F.inArticleTag] = inArticle ? 1 : 0;
      row[F.depth] = depth;
      row[F.inParts] = inPart ? 1 : 0;
      const parent = el.parent;
      const pm = parent === null ? undefined : m.get(parent);
      row[F.parentChars] = pm?.text ?? 0;
      row[F.parentLinkDensity] = linkDensity(pm);
      row[F.parentParagraphs] = pm?.paragraphs ?? 0;
      elements.push(el);
      rows.push(row);
      inParts.push(inPart);
      blockOrder.push(at);
      continue;
    }
    // Going down: the verdict distances grow by one level, and this element's own verdict restarts them.
    boiler = boiler > 0 && boiler < MAX_VERDICT_LEVELS ? boiler + 1 : 0;
    content = content > 0 && content < MAX_VERDICT_LEVELS ? content + 1 : 0;
    if (v !== null && v.boilerplate !== null) boiler = 1;
    if (v !== null && v.content) content = 1;
    if (el.tag === "article" || el.tag === "main") inArticle = true;
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (!isElement(k) || k.dropped) continue;
      stack.push(k);
      sDepth.push(depth + 1);
      sBoiler.push(boiler);
      sContent.push(content);
      sPart.push(inPart);
      sArticle.push(inArticle);
    }
  }
  fillContext(rows, elements, inParts);
  for (let i = 0; i < rows.length; i++) {
    if (wanted !== undefined && !wanted(rows[i])) {
      texts.push("");
      continue;
    }
    const text = normText(elements[i]);
    fillText(rows[i], text);
    // Read with the text features: no other row reads it, and the turned-away rows are not predicted.
    rows[i][F.leadClass] = isLeadClass(elements[i]) ? 1 : 0;
    texts.push(text);
  }
  return { elements, texts, rows, partOrder, blockOrder };
}

/** The block's measures and tag. */
function fillMeasures(row: Float32Array, el: ElementNode, m: Measures): void {
  const mm = m.get(el)!;
  row[F.chars] = mm.text;
  row[F.linkDensity] = linkDensity(mm);
  row[F.commas] = mm.commas;
  row[F.images] = mm.images;
  row[F.inputs] = mm.inputs;
  row[F.tag] = TAG_CODE.get(el.tag) ?? 0;
  row[F.headingLevel] = el.tag.length === 2 && el.tag[0] === "h" ? 7 - Number(el.tag[1]) : 0;
}

/** The shape of the block's text and the phrase signals of the clean stage. */
function fillText(row: Float32Array, text: string): void {
  const words = text.split(WORD_SPLIT).length;
  row[F.words] = words;
  row[F.avgWordLen] = text.length / words;
  row[F.sentences] = countMatches(SENTENCE_MARK, text);
  row[F.punct] = countMatches(PUNCT, text);
  row[F.digitShare] = countMatches(DIGIT, text) / text.length;
  row[F.endsSentence] = ENDS_SENTENCE.test(text) ? 1 : 0;
  row[F.capStart] = CAP_START.test(text) ? 1 : 0;
  if (text.length <= SIGNAL_CHARS) {
    row[F.phraseStart] = startsLikeShortBoilerplate(text) ? 1 : 0;
    row[F.phraseWhole] = isBoilerplatePhrase(text) ? 1 : 0;
    row[F.byline] = isBylineText(text) ? 1 : 0;
    row[F.dateOnly] = isDateOnlyText(text) ? 1 : 0;
  }
}

/** Features read against the other blocks: position, the article's place, neighbours. */
function fillContext(rows: Float32Array[], elements: readonly ElementNode[], inParts: readonly boolean[]): void {
  const n = rows.length;
  let total = 0;
  let partsChars = 0;
  for (let i = 0; i < n; i++) {
    total += rows[i][F.chars];
    if (inParts[i]) partsChars += rows[i][F.chars];
  }
  // Nearest part block before and after each block, by index and by characters between.
  const prevPart = new Array<number>(n);
  const nextPart = new Array<number>(n);
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (inParts[i]) last = i;
    prevPart[i] = last;
  }
  last = -1;
  for (let i = n - 1; i >= 0; i--) {
    if (inParts[i]) last = i;
    nextPart[i] = last;
  }
  const before = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) before[i + 1] = before[i] + rows[i][F.chars];
  const partParents = new Set<ElementNode>();
  for (let i = 0; i < n; i++) if (inParts[i] && elements[i].parent !== null) partParents.add(elements[i].parent!);

  for (let i = 0; i < n; i++) {
    const row = rows[i];
    row[F.pos] = n > 1 ? i / (n - 1) : 0;
    row[F.charPos] = total > 0 ? before[i] / total : 0;
    row[F.blocks] = n;
    row[F.partsShare] = total > 0 ? partsChars / total : 0;
    row[F.partsChars] = partsChars;
    if (inParts[i]) {
      row[F.partDist] = 0;
      row[F.partCharGap] = 0;
    } else {
      // Signed: negative before the article, positive after it; the nearer side wins.
      const p = prevPart[i];
      const q = nextPart[i];
      const dp = p < 0 ? Infinity : i - p;
      const dq = q < 0 ? Infinity : q - i;
      if (dp === Infinity && dq === Infinity) {
        row[F.partDist] = MAX_PART_DIST;
        row[F.partCharGap] = total;
      } else if (dq < dp) {
        row[F.partDist] = -Math.min(dq, MAX_PART_DIST);
        row[F.partCharGap] = before[q] - before[i + 1];
      } else {
        row[F.partDist] = Math.min(dp, MAX_PART_DIST);
        row[F.partCharGap] = before[i] - before[p + 1];
      }
    }
    const parent = elements[i].parent;
    row[F.sameParentAsPart] = parent !== null && partParents.has(parent) ? 1 : 0;
    if (i > 0) {
      const r = rows[i - 1];
      row[F.prevChars] = r[F.chars];
      row[F.prevLinkDensity] = r[F.linkDensity];
      row[F.prevInParts] = inParts[i - 1] ? 1 : 0;
      row[F.prevTag] = r[F.tag];
    } else row[F.prevTag] = -1;
    if (i + 1 < n) {
      const r = rows[i + 1];
      row[F.nextChars] = r[F.chars];
      row[F.nextLinkDensity] = r[F.linkDensity];
      row[F.nextInParts] = inParts[i + 1] ? 1 : 0;
      row[F.nextTag] = r[F.tag];
    } else row[F.nextTag] = -1;
    let chars = 0;
    let links = 0;
    let inside = 0;
    let count = 0;
    for (let j = Math.max(0, i - WINDOW); j <= Math.min(n - 1, i + WINDOW); j++) {
      if (j === i) continue;
      const c = rows[j][F.chars];
      chars += c;
      links += c * rows[j][F.linkDensity];
      if (inParts[j]) inside++;
      count++;
    }
    row[F.windowChars] = count > 0 ? chars / count : 0;
    row[F.windowLinkDensity] = chars > 0 ? links / chars : 0;
    row[F.windowInParts] = count > 0 ? inside / count : 0;
  }
}
