/**
 * The learned block classifier at extraction time (docs/model.md): a small ensemble of
 * regression trees (gradient boosting, trained by scripts/train/) read from
 * model.json, walked here without any library. It revises the rules' article in two
 * ways, each with its own threshold: a block of the article the model is sure is
 * boilerplate goes (precision), and a block outside it the model is sure is content
 * joins, in document order (recall).
 */
import { isAncestor, type ElementNode } from "../dom/node.js";
import type { Measures } from "../stages/measure.js";
import type { Trace } from "../trace.js";
import { blockFeatures, FEATURE_NAMES, type Blocks } from "./features.js";

/** One regression tree in flat arrays: node i splits on `feature[i]` at `threshold[i]` (x <= t goes left); a leaf has feature -1 and its `value`. */
export interface FlatTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface BlockModel {
  /** The feature names the trees were trained on, in row order: must equal FEATURE_NAMES. */
  features: string[];
  /** Log-odds before any tree. */
  base: number;
  /** Each tree's leaf values are already scaled by the learning rate. */
  trees: FlatTree[];
  /** A block of the article with a content probability under this goes. */
  dropBelow: number;
  /** A block outside the article with a content probability at least this joins it. */
  addAbove: number;
}

/** Content probability of one feature row. */
export function predict(model: BlockModel, row: Float32Array): number {
  let z = model.base;
  for (const t of model.trees) {
    let i = 0;
    while (t.feature[i] >= 0) i = row[t.feature[i]] <= t.threshold[i] ? t.left[i] : t.right[i];
    z += t.value[i];
  }
  return 1 / (1 + Math.exp(-z));
}

/** A model file that names other features than the code computes would read the wrong columns. */
export function checkModel(model: BlockModel): BlockModel {
  if (model.features.length !== FEATURE_NAMES.length || model.features.some((f, i) => f !== FEATURE_NAMES[i])) {
    throw new Error("block model: its features are not the ones features.ts computes (retrain with npm run train)");
  }
  return model;
}

export interface BlockModelRun {
  model: BlockModel | null;
  /** Training only: receives every block with its features (scripts/train/collect.mjs). */
  collect?: (blocks: Blocks) => void;
}

const STAGE = "model";
const IN_PARTS = FEATURE_NAMES.indexOf("inParts");
const CHARS = FEATURE_NAMES.indexOf("chars");
const LINK_DENSITY = FEATURE_NAMES.indexOf("linkDensity");
const ENDS_SENTENCE = FEATURE_NAMES.indexOf("endsSentence");
const DIGIT_SHARE = FEATURE_NAMES.indexOf("digitShare");

/**
 * What the model may add: a paragraph of prose, not a short line or a list of links. Dragnet's
 * gold keeps the date and byline lines over the article, so the model learned to add them;
 * they are metadata here (SPEC: not content; the golden pages' dateline and byline cases),
 * as are a site's menu and a counter ("1,204"). A byline or a date is shorter than this.
 */
const MIN_ADDED_CHARS = 80;
const MAX_ADDED_LINK_DENSITY = 0.3;
/**
 * A line that does not end as a sentence and whose characters are digits by this share or
 * more is a strip of figures, not prose: a portal's top bar ("27 Kasım 2026, Cuma USD 38,12 ·
 * EUR 41,05 · ALTIN 3.412 İzmir 17°C", a fifth digits; session 22), a ticker, a score
 * line. Prose runs under a tenth; a paragraph of figures that ends with a stop still counts.
 */
const MAX_ADDED_DIGIT_SHARE = 0.15;

function mayAdd(row: Float32Array): boolean {
  return row[CHARS] >= MIN_ADDED_CHARS && row[LINK_DENSITY] < MAX_ADDED_LINK_DENSITY && (row[ENDS_SENTENCE] === 1 || row[DIGIT_SHARE] < MAX_ADDED_DIGIT_SHARE);
}

/**
 * The article's parts revised by the model: blocks inside judged boilerplate are
 * dropped (traced as `model/block-drop`), blocks outside judged content are added as
 * parts of their own in document order. Without a model the parts come back as they are.
 */
export function reviseWithModel(body: ElementNode, parts: ElementNode[], m: Measures, run: BlockModelRun, trace: Trace): ElementNode[] {
  const model = run.model;
  if (model === null) {
    if (run.collect !== undefined) run.collect(blockFeatures(body, parts, m));
    return parts;
  }
  // Only the blocks a verdict could change are read and predicted: with the drop half off
  // (dropBelow 0), the outside blocks long enough to be added.
  const candidate = (row: Float32Array): boolean => (row[IN_PARTS] === 1 ? model.dropBelow > 0 : model.addAbove <= 1 && mayAdd(row));
  const blocks = blockFeatures(body, parts, m, candidate);
  run.collect?.(blocks);
  const added: Array<{ el: ElementNode; at: number }> = [];
  for (let i = 0; i < blocks.elements.length; i++) {
    const row = blocks.rows[i];
    if (!candidate(row)) continue;
    const p = predict(model, row);
    if (row[IN_PARTS] === 1) {
      if (p < model.dropBelow && trace.on("model/block-drop")) trace.drop(blocks.elements[i], STAGE, "model/block-drop", `content probability ${p.toFixed(2)}`);
    } else if (p >= model.addAbove && trace.on("model/block-add")) {
      // A list holds a part whenever its item does: one test of what is added.
      const el = wholeStructure(blocks.elements[i]);
      if (!added.some((a) => a.el === el) && !holdsAPart(el, parts)) added.push({ el, at: blocks.blockOrder[i] });
    }
  }
  if (added.length === 0) return parts;
  const ordered = parts.map((el) => ({ el, at: blocks.partOrder.get(el) ?? -1 }));
  return [...ordered, ...added].sort((a, b) => a.at - b.at).map((x) => x.el);
}

/**
 * An item of a list is a piece of it, never added alone: the list is added whole. The first
 * item of a "TL;DR" list over the body was added as a paragraph of its own, and its sibling
 * items were lost.
 */
function wholeStructure(el: ElementNode): ElementNode {
  if (el.tag !== "li") return el;
  const list = el.parent;
  return list !== null && (list.tag === "ul" || list.tag === "ol") ? list : el;
}

/**
 * The block holds a part of the article: a table cell whose only block is the selected
 * post inside an inline `span` is a leaf block outside the parts, and adding it would
 * print the part twice.
 */
function holdsAPart(block: ElementNode, parts: readonly ElementNode[]): boolean {
  for (const p of parts) if (isAncestor(block, p)) return true;
  return false;
}
