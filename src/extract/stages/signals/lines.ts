/**
 * An element's live text as the lines a reader sees: a `<br>` or a block element (a list
 * item, a paragraph) ends one, a line break of the source does not (outside `<pre>`: the
 * hand-written footer "<a>Welkom</a> |⏎<a>Contact</a><br>" is one line), spaces collapse,
 * empty lines go. For the rules that read a block line by line (a press contact card, a
 * mail's header fields, a sign-off under a rule). Null when the walk
 * meets more than `maxNodes` nodes: a rule that reads short blocks and runs on every element
 * stays linear (hostile input: 100,000 `<br>`s under 500 nested `div`s).
 */
import type { DomNode, ElementNode } from "../../dom/node.js";

export function blockLines(el: ElementNode, maxNodes = Infinity): string[] | null {
  const parts: string[] = [];
  let nodes = 0;
  // A line break in the source is a space (HTML collapses it) except inside a `<pre>`.
  let preDepth = 0;
  for (let a = el.parent; a !== null; a = a.parent) if (a.tag === "pre") preDepth = 1;
  // A string on the stack is a line end to write after a block's children, or the end of a `<pre>`.
  const stack: (DomNode | string)[] = [el];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (++nodes > maxNodes) return null;
    if (n === PRE_END) {
      preDepth--;
      continue;
    }
    if (typeof n === "string") {
      parts.push(n);
      continue;
    }
    if (n.kind === 3) {
      parts.push(preDepth > 0 ? n.data : n.data.replace(NEWLINES, " "));
      continue;
    }
    if (n.dropped) continue;
    const block = n !== el && n.block;
    if (n.tag === "br" || block) parts.push("\n");
    if (block) stack.push("\n");
    if (n.tag === "pre") {
      preDepth++;
      stack.push(PRE_END);
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return parts
    .join("")
    .split("\n")
    .map((l) => l.replace(/[\s\u3000]+/gu, " ").trim())
    .filter((l) => l !== "");
}
/** The stack's mark for the end of a `<pre>` (no text is this string: text nodes are nodes, not strings). */
const PRE_END = "\u0000pre";
const NEWLINES = /[\r\n]+/g;
