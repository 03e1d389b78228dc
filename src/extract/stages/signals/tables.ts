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
 * A row or cell of a data table: its class names the row's meaning in the table
 * (`tr.promotion` for a league's promoted team, `tr.sponsored` for a sponsor's entry, a
 * cell `td.date`), not a page widget; class words do not cut a row out of the data.
 */
export function isDataTablePart(el: ElementNode, m: Measures): boolean {
  if (el.tag !== "tr" && el.tag !== "td" && el.tag !== "th") return false;
  for (let p = el.parent; p !== null; p = p.parent) if (p.tag === "table") return isDataTable(p, m.get(p));
  return false;
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
