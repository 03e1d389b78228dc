/**
 * An element's live text as the lines a reader sees: a `<br>` or a block element (a list
 * item, a paragraph) ends one, spaces collapse, empty lines go. For the rules that read a
 * block line by line (a press contact card, a mail's header fields). Null when the walk
 * meets more than `maxNodes` nodes: a rule that reads short blocks and runs on every element
 * stays linear (hostile input: 100,000 `<br>`s under 500 nested `div`s).
 */
import type { DomNode, ElementNode } from "../../dom/node.js";

export function blockLines(el: ElementNode, maxNodes = Infinity): string[] | null {
  const parts: string[] = [];
  let nodes = 0;
  // A string on the stack is a line end to write after a block's children.
  const stack: (DomNode | string)[] = [el];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (++nodes > maxNodes) return null;
    if (typeof n === "string" || n.kind === 3) {
      parts.push(typeof n === "string" ? n : n.data);
      continue;
    }
    if (n.dropped) continue;
    const block = n !== el && n.block;
    if (n.tag === "br" || block) parts.push("\n");
    if (block) stack.push("\n");
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return parts
    .join("")
    .split("\n")
    .map((l) => l.replace(/[\s\u3000]+/gu, " ").trim())
    .filter((l) => l !== "");
}
