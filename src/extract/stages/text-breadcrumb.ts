/**
 * prune/text-breadcrumb: a breadcrumb trail written by hand as the text's first line,
 * "<a>Startseite</a> &gt; <a>Texte &amp; Gedanken</a> &gt; Winterwandern" in a `<font
 * size=1>` over the heading: no class names it, so `class/navigation` never sees it. An
 * element whose whole text is at least BREADCRUMB.minItems short items between ">", "»"
 * or "›", each item but the last one link (the last, the page itself, a link or not), and
 * that opens the part (no live text before it): where a trail stands. A sentence with an
 * arrow in it has words outside links.
 */
import { walkElements, type DomNode, type ElementNode } from "../dom/node.js";
import { BREADCRUMB } from "../heuristics/weights.js";
import type { Trace } from "../trace.js";
import { subtractFromAncestors, type Measures } from "./measure.js";

const RULE = "prune/text-breadcrumb";
/** The separators of a written trail, spaced: "Home > Texte", "Accueil » Textes", "Home › Docs". */
const TRAIL_SEPARATOR = /\s+[>»›]\s+/u;

export function dropTextBreadcrumb(part: ElementNode, m: Measures, trace: Trace): void {
  const first = firstTextElement(part);
  if (first === null) return;
  // The trail is the first text's element or an ancestor of it inside the part holding only the trail.
  let levels = 0;
  for (let el: ElementNode | null = first; el !== null && el !== part && levels++ < BREADCRUMB.maxLevels; el = el.parent) {
    const chars = m.get(el)?.text ?? 0;
    if (chars > BREADCRUMB.maxChars) return;
    if (isTrail(el)) {
      trace.drop(el, "prune", RULE, "a breadcrumb trail written as text over the text");
      subtractFromAncestors(m, el);
      return;
    }
  }
}

/** The element holding the part's first live, non-blank text node. */
function firstTextElement(part: ElementNode): ElementNode | null {
  const stack: DomNode[] = [part];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 3) {
      if (n.data.trim() !== "") return n.parent;
      continue;
    }
    if (n.kind !== 1 || n.dropped) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return null;
}

function isTrail(el: ElementNode): boolean {
  const links: string[] = [];
  const texts: string[] = [];
  walkElements(el, (e) => {
    if (e.dropped) return false;
    if (e.tag === "a") links.push(textOf(e));
    return e.tag !== "a";
  });
  const whole = textOf(el);
  texts.push(...whole.split(TRAIL_SEPARATOR).map((t) => t.trim()));
  if (texts.length < BREADCRUMB.minItems || texts.some((t) => t === "" || t.length > BREADCRUMB.maxItemChars)) return false;
  // Every item but the last is a link's whole text, in order.
  const linked = texts.slice(0, -1);
  if (links.length < linked.length || links.length > texts.length) return false;
  return linked.every((t, i) => links[i] === t);
}

/** Live text, spaces collapsed. */
function textOf(el: ElementNode): string {
  const parts: string[] = [];
  const stack: DomNode[] = [el];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 3) {
      parts.push(n.data);
      continue;
    }
    if (n.kind !== 1 || n.dropped) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}
