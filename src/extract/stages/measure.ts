/**
 * Text measures of every live element in one bottom-up pass, so that scoring and
 * cleaning read lengths and link density in O(1) instead of re-walking subtrees.
 */
import { isSpaceCode, type ElementNode } from "../dom/node.js";

export interface Measure {
  /** Characters of text, whitespace runs counted as one. */
  text: number;
  /** Characters of text inside links. */
  link: number;
  /** Commas (Latin, CJK and Arabic): a cheap signal of sentences. */
  commas: number;
  /** Descendant counts by kind (the element itself included). */
  paragraphs: number;
  images: number;
  listItems: number;
  inputs: number;
  embeds: number;
  /** `pre` blocks (code listings are never widgets, however little prose surrounds them). */
  code: number;
  headingText: number;
}

const COUNTED: Record<string, "paragraphs" | "images" | "listItems" | "inputs" | "embeds" | "code"> = {
  pre: "code",
  p: "paragraphs", img: "images", picture: "images", li: "listItems", input: "inputs", select: "inputs",
  textarea: "inputs", button: "inputs", embed: "embeds", object: "embeds", iframe: "embeds", video: "embeds",
};

function emptyMeasure(): Measure {
  return { text: 0, link: 0, commas: 0, paragraphs: 0, images: 0, listItems: 0, inputs: 0, embeds: 0, code: 0, headingText: 0 };
}

/** Subtract a dropped element's measure from its ancestors' (so later judgements see what is left). */
export function subtractFromAncestors(m: Measures, el: ElementNode): void {
  const mm = m.get(el);
  if (!mm) return;
  for (let p = el.parent; p; p = p.parent) {
    const pm = m.get(p);
    if (!pm) continue;
    pm.text -= mm.text;
    pm.link -= mm.link;
    pm.commas -= mm.commas;
    pm.paragraphs -= mm.paragraphs;
    pm.images -= mm.images;
    pm.listItems -= mm.listItems;
    pm.inputs -= mm.inputs;
    pm.embeds -= mm.embeds;
    pm.code -= mm.code;
    pm.headingText -= mm.headingText;
  }
}

export type Measures = Map<ElementNode, Measure>;

export function measure(root: ElementNode): Measures {
  // Pre-order: every element comes after its parent, whose position it carries along.
  const order: ElementNode[] = [];
  const own: Measure[] = [];
  const parentAt: number[] = [];
  const stack: ElementNode[] = [root];
  const stackParent: number[] = [-1];
  while (stack.length > 0) {
    const el = stack.pop()!;
    const parent = stackParent.pop()!;
    if (el.dropped) continue;
    const at = order.length;
    order.push(el);
    parentAt.push(parent);
    const m = emptyMeasure();
    own.push(m);
    for (const k of el.children) {
      if (k.kind === 3) countText(k.data, m);
      else if (!k.dropped) {
        stack.push(k);
        stackParent.push(at);
      }
    }
  }
  // Fold sums upwards in reverse: children before their parent.
  const out: Measures = new Map();
  for (let i = order.length - 1; i >= 0; i--) {
    const el = order[i];
    const m = own[i];
    out.set(el, m);
    const tag = el.tag;
    if (tag === "a") m.link = m.text;
    const counted = COUNTED[tag];
    if (counted !== undefined) m[counted]++;
    if (tag.length === 2 && tag[0] === "h" && tag[1] >= "1" && tag[1] <= "6") m.headingText = m.text;
    const p = parentAt[i];
    if (p >= 0) {
      const pm = own[p];
      pm.text += m.text;
      pm.link += m.link;
      pm.commas += m.commas;
      pm.paragraphs += m.paragraphs;
      pm.images += m.images;
      pm.listItems += m.listItems;
      pm.inputs += m.inputs;
      pm.embeds += m.embeds;
      pm.code += m.code;
      pm.headingText += m.headingText;
    }
  }
  return out;
}

/** Commas: Latin, fullwidth (U+FF0C), ideographic (U+3001) and Arabic (U+060C). */
const isCommaCode = (c: number): boolean => c === 44 || c === 0xff0c || c === 0x3001 || c === 0x060c;

/**
 * Adds one text node to `m`: its length with whitespace runs counted as one character,
 * and its commas. One plain loop over the characters: this runs on every text node.
 */
function countText(s: string, m: Measure): void {
  let removed = 0;
  let commas = 0;
  let prevSpace = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const space = isSpaceCode(c);
    if (space && prevSpace) removed++;
    else if (isCommaCode(c)) commas++;
    prevSpace = space;
  }
  m.text += s.length - removed;
  m.commas += commas;
}

export function linkDensity(m: Measure | undefined): number {
  if (!m || m.text === 0) return 0;
  return m.link / m.text;
}
