/**
 * Stage: article subtree -> plain text, per DECISIONS.md: one blank line between
 * blocks, list items and table rows on their own lines, table cells separated by a
 * tab, `pre` whitespace kept, inline whitespace collapsed (only whitespace that is in
 * the source becomes a space, so tag boundaries never glue or split words).
 */
import type { DomNode, ElementNode } from "../dom/node.js";
import { BLOCK_TAGS, LINE_TAGS, PREFORMATTED_TAGS } from "../heuristics/tags.js";

const enum Break {
  None = 0,
  Line = 1,
  Paragraph = 2,
}

class TextWriter {
  private readonly out: string[] = [];
  private pendingBreak: Break = Break.None;
  private pendingSpace = false;
  private pendingCellSeparator = false;
  private atStart = true;

  requestBreak(b: Break): void {
    if (b > this.pendingBreak) this.pendingBreak = b;
    this.pendingSpace = false;
  }

  requestCellSeparator(): void {
    this.pendingCellSeparator = true;
  }

  private flushPending(): void {
    if (this.atStart) {
      this.pendingBreak = Break.None;
      this.pendingSpace = false;
      this.pendingCellSeparator = false;
      this.atStart = false;
      return;
    }
    if (this.pendingBreak !== Break.None) {
      this.out.push(this.pendingBreak === Break.Paragraph ? "\n\n" : "\n");
    } else if (this.pendingCellSeparator) {
      this.out.push("\t");
    } else if (this.pendingSpace) {
      this.out.push(" ");
    }
    this.pendingBreak = Break.None;
    this.pendingSpace = false;
    this.pendingCellSeparator = false;
  }

  /** Flowing text: whitespace runs become one space. */
  writeInline(text: string): void {
    const collapsed = text.replace(/[ \t\n\r\f\u200b]+/g, " ");
    if (collapsed === " " || collapsed === "") {
      if (collapsed === " ") this.pendingSpace = true;
      return;
    }
    const lead = collapsed.charCodeAt(0) === 32;
    const trail = collapsed.charCodeAt(collapsed.length - 1) === 32;
    if (lead) this.pendingSpace = true;
    this.flushPending();
    this.out.push(collapsed.slice(lead ? 1 : 0, trail ? collapsed.length - 1 : collapsed.length));
    if (trail) this.pendingSpace = true;
  }

  /** Preformatted text, written as is (a `pre`'s leading newline is dropped as browsers do). */
  writePre(text: string): void {
    if (text === "") return;
    this.flushPending();
    this.out.push(text);
  }

  lineBreak(): void {
    // `<br>`: a hard line break, but never a leading one.
    if (this.atStart) return;
    this.out.push("\n");
    this.pendingSpace = false;
  }

  toString(): string {
    return this.out
      .join("")
      .replace(/[ \t]+\n/g, (m) => (m.includes("\t") && m.trim() === "" ? "\n" : "\n"))
      .replace(/\n{3,}/g, "\n\n")
      .replace(/^\n+|\s+$/g, "");
  }
}

type Frame = { node: DomNode; exiting: boolean };

/** Serialize the live subtrees of `roots` in order. Iterative: nesting depth never touches the call stack. */
export function renderText(roots: readonly ElementNode[]): string {
  const w = new TextWriter();
  let preDepth = 0;
  const stack: Frame[] = [];
  for (let r = roots.length - 1; r >= 0; r--) stack.push({ node: roots[r], exiting: false });
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const node = frame.node;
    if (node.kind === 3) {
      if (preDepth > 0) w.writePre(node.data);
      else w.writeInline(node.data);
      continue;
    }
    if (node.dropped) continue;
    const tag = node.tag;
    if (frame.exiting) {
      if (PREFORMATTED_TAGS.has(tag)) preDepth--;
      if (BLOCK_TAGS.has(tag)) w.requestBreak(breakFor(tag, preDepth));
      continue;
    }
    if (tag === "br") {
      if (preDepth > 0) w.writePre("\n");
      else w.lineBreak();
      continue;
    }
    if (tag === "hr") {
      w.requestBreak(Break.Paragraph);
      continue;
    }
    if (tag === "td" || tag === "th") {
      w.requestCellSeparator();
    } else if (BLOCK_TAGS.has(tag)) {
      w.requestBreak(breakFor(tag, preDepth));
    }
    if (PREFORMATTED_TAGS.has(tag)) {
      preDepth++;
      dropLeadingNewline(node);
    }
    stack.push({ node, exiting: true });
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], exiting: false });
  }
  return w.toString();
}

function breakFor(tag: string, preDepth: number): Break {
  if (tag === "td" || tag === "th") return Break.None;
  if (preDepth > 0 || LINE_TAGS.has(tag)) return Break.Line;
  return Break.Paragraph;
}

function dropLeadingNewline(pre: ElementNode): void {
  const first = pre.children[0];
  if (first !== undefined && first.kind === 3 && first.data.startsWith("\n")) first.data = first.data.slice(1);
}
