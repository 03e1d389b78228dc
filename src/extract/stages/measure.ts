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

function emptyMeasure(text: number, commas: number): Measure {
  return { text, link: 0, commas, paragraphs: 0, images: 0, listItems: 0, inputs: 0, embeds: 0, code: 0, headingText: 0 };
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

const COMMAS = /[,\uFF0C\u3001\u060C]/g;

function countMatches(s: string, re: RegExp): number {
  const m = s.match(re);
  return m === null ? 0 : m.length;
}

export type Measures = Map<ElementNode, Measure>;

export function measure(root: ElementNode): Measures {
  const order: ElementNode[] = [];
  const out: Measures = new Map();
  const stack: ElementNode[] = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    if (el.dropped) continue;
    order.push(el);
    let text = 0;
    let commas = 0;
    for (const k of el.children) {
      if (k.kind === 3) {
        const d = k.data;
        text += d.length - countCollapsible(d);
        commas += countMatches(d, COMMAS);
      } else if (!k.dropped) stack.push(k);
    }
    out.set(el, emptyMeasure(text, commas));
  }
  // Children come after their parent in `order`: fold sums upwards in reverse.
  for (let i = order.length - 1; i >= 0; i--) {
    const el = order[i];
    const m = out.get(el)!;
    if (el.tag === "a") m.link = m.text;
    const counted = COUNTED[el.tag];
    if (counted !== undefined) m[counted]++;
    if (el.tag.length === 2 && el.tag[0] === "h" && el.tag[1] >= "1" && el.tag[1] <= "6") m.headingText = m.text;
    const p = el.parent;
    if (p && i > 0) {
      const pm = out.get(p);
      if (pm) {
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
  }
  return out;
}

/** Characters that whitespace collapsing removes from `s` (a plain loop: this runs on every text node). */
function countCollapsible(s: string): number {
  let removed = 0;
  let prevSpace = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const space = isSpaceCode(c);
    if (space && prevSpace) removed++;
    prevSpace = space;
  }
  return removed;
}

export function linkDensity(m: Measure | undefined): number {
  if (!m || m.text === 0) return 0;
  return m.link / m.text;
}
