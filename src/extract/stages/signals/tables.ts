/**
 * Tables of data rather than of layout: spared by the pruning and the structural
 * cleaning although their cells are short and their class may name a word group meant
 * for metadata lines.
 */
import { walkElements, type ElementNode } from "../../dom/node.js";
import type { Measure, Measures } from "../measure.js";
import type { ClassVerdict } from "./class-words.js";

/**
 * A data table whose class names only a word group limited to short elements (dates,
 * section labels, stats: `match-stats`): those groups judge metadata lines, and a table
 * of data is none. The structural and the conditional cleaning both spare it.
 */
export function isDataTableUnderShortWords(el: ElementNode, v: ClassVerdict, m: Measure | undefined): boolean {
  return el.tag === "table" && v.boilerplate !== null && v.boilerplate.maxChars !== Infinity && isDataTable(el, m);
}

/**
 * A row or cell of a data table, or a value in a cell: its class names the row's meaning
 * in the table (`tr.promotion` for a league's promoted team, `tr.sponsored` for a sponsor's
 * entry, a cell `td.date`, a date `span.date-node`), not a page widget; class words do
 * not cut data out of the table.
 */
export function isDataTablePart(el: ElementNode, m: Measures): boolean {
  if (!inTableCell(el)) return false;
  for (let p = el.parent; p !== null; p = p.parent) if (p.tag === "table") return hasRows(p, 2) && isDataTable(p, m.get(p));
  return false;
}

/**
 * A row or a cell, or an element a few levels inside a cell (Confluence's
 * `<td><span class="dateView-content-wrap"><span class="date-node">18 March 2025</span></span></td>`:
 * the schedule's date, which the date words took out of every row).
 */
export function inTableCell(el: ElementNode): boolean {
  let p: ElementNode | null = el;
  for (let depth = 0; depth <= MAX_CELL_DEPTH && p !== null; depth++, p = p.parent) {
    if (p.tag === "tr" || p.tag === "td" || p.tag === "th") return true;
    if (p.tag === "table") return false;
  }
  return false;
}
/** Levels between a cell and the element in it whose class is read (a wrapper and its value). */
const MAX_CELL_DEPTH = 3;

/**
 * At least `n` rows: a one-row table of header cells is a strip of links laid out in
 * a table (Joomla's `table.pagenav`: "< Prev" and "Next >" in two `th`s), not data.
 */
function hasRows(table: ElementNode, n: number): boolean {
  let rows = 0;
  walkElements(table, (el) => {
    if (el !== table && el.tag === "table") return false;
    if (el.tag === "tr") rows++;
    return rows < n;
  });
  return rows >= n;
}

/**
 * A table of data rather than of layout: a caption, header cells or a summary; ten rows
 * or more than four columns; or more than ten cells and no paragraph (readability's
 * test). A nested table makes it layout. Its cells are kept by the pruning and never
 * read by the phrase rules.
 */
export function isDataTable(table: ElementNode, m: Measure | undefined): boolean {
  const role = table.attrs["role"];
  if (role === "presentation" || table.attrs["datatable"] === "0") return false;
  if (table.attrs["summary"]) return true;
  let rows = 0;
  let maxCols = 0;
  let data = false;
  let nested = false;
  walkElements(table, (el) => {
    if (el === table) return true;
    if (el.tag === "table") {
      nested = true;
      return false;
    }
    if (el.tag === "caption" || el.tag === "th" || el.tag === "thead" || el.tag === "tfoot" || el.tag === "colgroup") data = true;
    if (el.tag === "tr") {
      rows++;
      let cols = 0;
      for (const k of el.children) if (k.kind === 1 && (k.tag === "td" || k.tag === "th")) cols++;
      if (cols > maxCols) maxCols = cols;
    }
    return true;
  });
  if (nested) return false;
  if (data) return true;
  if (rows >= 10 || maxCols > 4) return true;
  return rows * maxCols > 10 && (m?.paragraphs ?? 0) === 0;
}
