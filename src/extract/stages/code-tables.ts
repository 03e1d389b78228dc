/**
 * Code listings laid out as tables: GitHub's code view, which an embedded gist brings into
 * blog posts (Medium, WordPress, Ghost) and a forge shows a file in. Each row is a
 * line-number cell (`td.blob-num`, its number only in a data attribute) and a code cell
 * (`td.blob-code`, the line with its indentation). Read as a table, the text gets a tab
 * before every line and loses its indentation, and the Markdown a two-column pipe table.
 * It is a listing: a `<pre><code>` of its lines takes the table's place, before any stage
 * measures or reads the tree, so text, Markdown and chunks all see a code block.
 */

import { ElementNode, isCodeViewCell, rawText, TextNode, walkElements } from "../dom/node.js";

/** `table` when it is a code view whose every row holds one code cell: its lines; otherwise null. */
function codeTableLines(table: ElementNode): string[] | null {
  const lines: string[] = [];
  let rows = 0;
  let plain = false;
  walkElements(table, (el) => {
    if (plain) return false;
    if (el.tag !== "tr") return true;
    rows++;
    let line: string | null = null;
    for (const k of el.children) {
      if (k.kind !== 1 || !isCodeViewCell(k)) continue;
      line = rawText(k).replace(TRAILING_NEWLINES, "");
      break;
    }
    if (line === null) plain = true;
    else lines.push(line);
    return false; // a nested table is a cell's content, not a row of this one
  });
  return plain || rows === 0 ? null : lines;
}
const TRAILING_NEWLINES = /[\r\n]+$/;

/**
 * Each of `tables` that is a code view is replaced by a `<pre><code>` of its lines, in its
 * parent's children. The tables are the page's `<table>` elements, in any order.
 */
export function replaceCodeTables(tables: readonly ElementNode[]): void {
  for (const table of tables) {
    const parent = table.parent;
    if (parent === null || table.dropped) continue;
    const lines = codeTableLines(table);
    if (lines === null) continue;
    const pre = new ElementNode("pre", {});
    pre.block = true;
    const code = new ElementNode("code", {});
    code.appendChild(new TextNode(lines.join("\n")));
    pre.appendChild(code);
    const at = parent.children.indexOf(table);
    if (at < 0) continue;
    parent.children[at] = pre;
    pre.parent = parent;
    table.parent = null;
  }
}
