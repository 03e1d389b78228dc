/**
 * Text measures of every live element in one bottom-up pass, so that scoring and
 * cleaning read lengths and link density in O(1) instead of re-walking subtrees.
 */
import { keepResident } from "../resident.js";
import { childIndex, isSpaceCode, type ElementNode } from "../dom/node.js";

/** One element's measures (its whole live subtree, the element itself included). */
export class Measure {
  /** Which `measure()` call filled this object (see Measures.get). */
  generation = 0;
  /** Characters of text, whitespace runs counted as one. */
  text = 0;
  /** Characters of text inside links. */
  link = 0;
  /** Commas (Latin, CJK and Arabic): a cheap signal of sentences. */
  commas = 0;
  /** Descendant counts by kind (the element itself included). */
  paragraphs = 0;
  images = 0;
  listItems = 0;
  inputs = 0;
  embeds = 0;
  /** `pre` blocks (code listings are never widgets, however little prose surrounds them). */
  code = 0;
  headingText = 0;

  reset(generation: number): void {
    this.generation = generation;
    this.text = 0;
    this.link = 0;
    this.commas = 0;
    this.paragraphs = 0;
    this.images = 0;
    this.listItems = 0;
    this.inputs = 0;
    this.embeds = 0;
    this.code = 0;
    this.headingText = 0;
  }

  add(o: Measure): void {
    this.text += o.text;
    this.link += o.link;
    this.commas += o.commas;
    this.paragraphs += o.paragraphs;
    this.images += o.images;
    this.listItems += o.listItems;
    this.inputs += o.inputs;
    this.embeds += o.embeds;
    this.code += o.code;
    this.headingText += o.headingText;
  }

  subtract(o: Measure): void {
    this.text -= o.text;
    this.link -= o.link;
    this.commas -= o.commas;
    this.paragraphs -= o.paragraphs;
    this.images -= o.images;
    this.listItems -= o.listItems;
    this.inputs -= o.inputs;
    this.embeds -= o.embeds;
    this.code -= o.code;
    this.headingText -= o.headingText;
  }
}

/** What a tag adds to its own counts (Measure's descendant counts). */
const enum Counted {
  Paragraph,
  Image,
  ListItem,
  Input,
  Embed,
  Code,
}

const COUNTED: ReadonlyMap<string, Counted> = new Map([
  ["pre", Counted.Code],
  ["p", Counted.Paragraph], ["img", Counted.Image], ["picture", Counted.Image], ["li", Counted.ListItem],
  ["input", Counted.Input], ["select", Counted.Input], ["textarea", Counted.Input], ["button", Counted.Input],
  ["embed", Counted.Embed], ["object", Counted.Embed], ["iframe", Counted.Embed], ["video", Counted.Embed],
]);

/**
 * The measures of one `measure()` call. They live on the elements themselves
 * (`ElementNode.measure`, one object per element reused by every strategy): a field
 * read instead of a Map lookup on every question the stages ask, and no new objects
 * per strategy. An element measured by an earlier call (or never) reads as undefined,
 * as an element missing from a map would.
 */
export class Measures {
  private static lastGeneration = 0;
  readonly generation = ++Measures.lastGeneration;

  get(el: ElementNode): Measure | undefined {
    const m = el.measure;
    return m !== null && m.generation === this.generation ? m : undefined;
  }
}

/** Subtract a dropped element's measure from its ancestors' (so later judgements see what is left). */
/**
 * The live siblings with measured text after `el`, in order, up to the end of its parent;
 * null when loose words stand among them (text that no rule can drop alone, so a block
 * "after `el`" is not all that follows). prune/wire-tail and prune/hr-trailer read what
 * stands under their rule with it.
 */
export function textSiblingsAfter(el: ElementNode, m: Measures): ElementNode[] | null {
  const siblings = el.parent?.children ?? [];
  const out: ElementNode[] = [];
  for (let i = childIndex(el) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return null;
      continue;
    }
    if (k.kind !== 1 || k.dropped || (m.get(k)?.text ?? 0) === 0) continue;
    out.push(k);
  }
  return out;
}

export function subtractFromAncestors(m: Measures, el: ElementNode): void {
  const mm = m.get(el);
  if (!mm) return;
  for (let p = el.parent; p; p = p.parent) {
    const pm = m.get(p);
    if (pm) pm.subtract(mm);
  }
}

keepResident(new Measures());
keepResident(new Measure());

/** measure()'s pre-order list, reused (emptied after each call so that it holds no nodes). */
const preorder: ElementNode[] = [];
const pending: ElementNode[] = [];

export function measure(root: ElementNode): Measures {
  const out = new Measures();
  const generation = out.generation;
  // Pre-order: every element comes after its parent.
  const order = preorder;
  const stack = pending;
  stack.push(root);
  try {
    while (stack.length > 0) {
      const el = stack.pop()!;
      if (el.dropped) continue;
      order.push(el);
      let m = el.measure;
      if (m === null) el.measure = m = new Measure();
      m.reset(generation);
      // The whitespace nodes the parse left out, one character each, as countText counts them.
      m.text += el.layoutSpaces;
      const kids = el.children;
      for (let i = 0; i < kids.length; i++) {
        const k = kids[i];
        if (k.kind === 3) countText(k.data, m);
        else if (!k.dropped) stack.push(k);
      }
    }
    // Fold sums upwards in reverse: children before their parent. A live element's
    // parent is live and was measured in this call (root's parent is not asked).
    for (let i = order.length - 1; i >= 0; i--) {
      const el = order[i];
      const m = el.measure!;
      const tag = el.tag;
      if (tag === "a") m.link = m.text;
      switch (COUNTED.get(tag)) {
        case undefined:
          break;
        case Counted.Paragraph:
          m.paragraphs++;
          break;
        case Counted.Image:
          m.images++;
          break;
        case Counted.ListItem:
          m.listItems++;
          break;
        case Counted.Input:
          m.inputs++;
          break;
        case Counted.Embed:
          m.embeds++;
          break;
        case Counted.Code:
          m.code++;
          break;
      }
      if (tag.length === 2 && tag.charCodeAt(0) === 104 /* h */ && tag.charCodeAt(1) >= 49 && tag.charCodeAt(1) <= 54) m.headingText = m.text;
      if (el !== root) el.parent!.measure!.add(m);
    }
  } finally {
    order.length = 0;
    stack.length = 0;
  }
  return out;
}

/**
 * Runs of two or more of the characters isSpaceCode matches (ASCII whitespace and the
 * no-break space): each such run counts as one character.
 */
const SPACE_RUNS = /[\t-\r \u00a0]{2,}/g;
/** The commas beyond ASCII: fullwidth (U+FF0C), ideographic (U+3001) and Arabic (U+060C). */
const WIDE_COMMAS = /[\uff0c\u3001\u060c]/g;

/**
 * Adds one text node to `m`: its length with whitespace runs counted as one character,
 * and its commas (Latin, fullwidth, ideographic, Arabic). This runs on every text node
 * of every measured tree: the runs and commas are found with native scans (a regular
 * expression, `indexOf`), 2.4x faster over the bench pages' text than a loop reading
 * each character in JavaScript.
 */
function countText(s: string, m: Measure): void {
  let length = s.length;
  // `test`, not `exec`: no match array per run (a tenth of what extract() allocated, with
  // the other patterns' arrays, in session 25's allocation profile). A run ends where the
  // search stopped and starts after the last character before it that is not one of its
  // own: the run before it was taken whole (the pattern is greedy), so none is left there.
  SPACE_RUNS.lastIndex = 0;
  while (SPACE_RUNS.test(s)) {
    const end = SPACE_RUNS.lastIndex;
    let start = end - 2;
    while (start > 0 && isSpaceCode(s.charCodeAt(start - 1))) start--;
    length -= end - start - 1;
  }
  let commas = 0;
  for (let i = s.indexOf(","); i >= 0; i = s.indexOf(",", i + 1)) commas++;
  WIDE_COMMAS.lastIndex = 0;
  while (WIDE_COMMAS.test(s)) commas++;
  m.text += length;
  m.commas += commas;
}

/** The characters of a `<figure>`'s own `<figcaption>` that are not link text (0 without one). */
export function captionOwnChars(figure: ElementNode, m: Measures): number {
  for (const k of figure.children) {
    if (k.kind !== 1 || k.dropped || k.tag !== "figcaption") continue;
    const cm = m.get(k);
    return cm === undefined ? 0 : cm.text - cm.link;
  }
  return 0;
}

export function linkDensity(m: Measure | undefined): number {
  if (!m || m.text === 0) return 0;
  return m.link / m.text;
}
