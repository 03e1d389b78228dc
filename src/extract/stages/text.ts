/**
 * Stage: article subtree -> plain text, per DECISIONS.md: one blank line between
 * blocks, list items and table rows on their own lines, table cells separated by a
 * tab, `pre` whitespace kept, inline whitespace collapsed (only whitespace that is in
 * the source becomes a space, so tag boundaries never glue or split words).
 */
import { MARK_STYLE } from "../heuristics/attributes.js";
import { keepResident } from "../resident.js";
import { isDefinitionGroup, type DomNode, type ElementNode } from "../dom/node.js";
import { BLOCK_TAGS, LINE_TAGS, PREFORMATTED_TAGS } from "../heuristics/tags.js";
import { tagBits } from "../dom/tag-bits.js";
import { headlineOfTitle } from "../metadata/title.js";
import { TEXT_LINES } from "../heuristics/weights.js";

const enum Break {
  None = 0,
  Line = 1,
  Paragraph = 2,
}

class TextWriter {
  private readonly out: string[] = [];
  private pendingBreak: Break = Break.None;
  private pendingSpace = false;
  /** Cell separators owed before the next text (empty cells keep theirs). */
  private pendingCells = 0;
  private atStart = true;
  /** Newlines at the end of the output so far (breaks top up to their size, never stack). */
  private trailingNewlines = 0;
  /** A table cell has started and holds no text yet: a block opening it breaks nothing. */
  private atCellStart = false;
  /** Per open cell: the break owed when it started, and `flushes` then (pairs, innermost last). */
  private readonly openCells: number[] = [];
  /** How many times pending breaks, cells and spaces were written out. */
  private flushes = 0;
  /** Pieces of visible text written (writeInline's and writePre's), for endRow. */
  private textPieces = 0;

  /** The last block that ended was a table (its break survives the end of the cell holding it). */
  private tableEnded = false;

  /** `table`: the block is a table, which breaks even at the start of a cell holding it. */
  requestBreak(b: Break, table = false): void {
    if (b === Break.None || (this.atCellStart && !table)) return;
    if (b > this.pendingBreak) this.pendingBreak = b;
    this.pendingSpace = false;
    this.pendingCells = 0;
  }

  requestCellSeparator(): void {
    this.pendingCells++;
  }

  /** How many pieces of visible text were written so far (a row's start mark for endRow). */
  get written(): number {
    return this.textPieces;
  }

  /**
   * A row's end: empty cells after its last text keep their places as the empty cells
   * before it do ("1\tJan 16\tRefresher\tch. 1–2\t" under a five-column header), so every
   * row of a table has the same number of TABs, up to the table's last column that some
   * row fills (`owedCells`: a layout row's empty spacer cells after "View this ad" owe
   * nothing, no row writes there). A row that wrote no text (a layout row
   * of spacers and `<br>`s) writes none, nor does a row whose text ended its line.
   */
  endRow(writtenAtStart: number, owedCells: number): void {
    const cells = Math.min(this.pendingCells, owedCells);
    if (cells > 0 && this.textPieces > writtenAtStart && this.pendingBreak === Break.None && this.trailingNewlines === 0) {
      this.emit("\t".repeat(cells));
    }
    this.pendingCells = 0;
  }

  /**
   * With `joined` (a cell holding one block, see holdsOneBlock), the cell's first and last
   * blocks (`<td><p>12 kg</p></td>`, as docutils and many CMSs write every cell) break
   * nothing: the row stays one line, its cells separated by tabs. Tables nested in a cell
   * break wherever they are in it. Without `joined` the cell's blocks break as anywhere.
   */
  startCell(joined: boolean): void {
    this.openCells.push(this.pendingBreak, joined ? this.flushes : -1);
    this.atCellStart = joined;
  }

  endCell(): void {
    const flushesAtStart = this.openCells.pop()!;
    const owedBefore = this.openCells.pop()! as Break;
    this.atCellStart = false;
    if (flushesAtStart < 0) return;
    // A cell that wrote nothing leaves owed what was owed before it (the table's own
    // break, when its first cells are empty); a break from the cell's last block goes,
    // unless that block was a nested table.
    if (this.flushes === flushesAtStart) this.pendingBreak = owedBefore;
    else if (!this.tableEnded) this.pendingBreak = Break.None;
  }

  blockEnded(tag: string): void {
    this.tableEnded = tag === "table";
  }

  private emit(text: string): void {
    this.out.push(text);
    let n = 0;
    for (let i = text.length - 1; i >= 0 && text.charCodeAt(i) === 10; i--) n++;
    this.trailingNewlines = n === text.length ? this.trailingNewlines + n : n;
  }

  private flushPending(): void {
    this.atCellStart = false;
    this.flushes++;
    if (this.atStart) {
      this.pendingBreak = Break.None;
      this.pendingSpace = false;
      this.pendingCells = 0;
      this.atStart = false;
      return;
    }
    if (this.pendingBreak !== Break.None) {
      const want = this.pendingBreak === Break.Paragraph ? 2 : 1;
      if (want > this.trailingNewlines) this.emit("\n".repeat(want - this.trailingNewlines));
      // Cells left empty at the start of a row keep their places (requestBreak cleared the count).
      if (this.pendingCells > 0) this.emit("\t".repeat(this.pendingCells));
    } else if (this.pendingCells > 0) {
      this.emit("\t".repeat(this.pendingCells));
    } else if (this.pendingSpace && this.trailingNewlines === 0) {
      this.emit(" ");
    }
    this.pendingBreak = Break.None;
    this.pendingSpace = false;
    this.pendingCells = 0;
  }

  /** Flowing text: whitespace runs become one space; no space at the start of a line. */
  writeInline(text: string): void {
    // No-break spaces collapse too: in plain text they are layout (`&nbsp;&nbsp;` indents,
    // date columns), and a line must never start or end with one.
    // Soft hyphens are invisible hyphenation hints (German and French magazines put one
    // in every long word: "Mit&shy;tel&shy;al&shy;ter"); in plain text they split words.
    const visible = text.includes("\u00ad") ? text.replace(/\u00ad/g, "") : text;
    const collapsed = collapseInline(visible);
    if (collapsed === " " || collapsed === "") {
      if (collapsed === " ") this.pendingSpace = true;
      return;
    }
    const lead = collapsed.charCodeAt(0) === 32;
    const trail = collapsed.charCodeAt(collapsed.length - 1) === 32;
    if (lead) this.pendingSpace = true;
    this.flushPending();
    let piece = collapsed.slice(lead ? 1 : 0, trail ? collapsed.length - 1 : collapsed.length);
    // An ideographic space opening a line is a paragraph's indent (Japanese and Chinese
    // articles start each paragraph with one: "　金沢港に…"), layout as a leading space is.
    if (piece.charCodeAt(0) === IDEOGRAPHIC_SPACE && (this.trailingNewlines > 0 || this.out.length === 0)) piece = piece.replace(LEADING_IDEOGRAPHIC_SPACES, "");
    if (piece !== "") {
      this.emit(piece);
      this.textPieces++;
    }
    if (trail) this.pendingSpace = true;
  }

  /** Preformatted text, written as is; `emptyLine`: the whole text of a line block (isEmptyLine). */
  writePre(text: string, emptyLine = false): void {
    if (emptyLine) {
      // The line before ends, and this one is empty: a blank line in the code.
      this.flushPending();
      this.emit("\n");
      return;
    }
    // A block inside the preformatted text (a code block written one `li` or `div` per
    // line, as tutorial sites and highlighters do) ends its line; the source's newline
    // after it is that same line end, not a blank line (as the Markdown renders it).
    if (this.pendingBreak === Break.Line && text.charCodeAt(0) === 10) text = text.slice(1);
    if (text === "") return;
    this.flushPending();
    this.emit(text);
    if (text.trim() !== "") this.textPieces++;
  }

  lineBreak(): void {
    // `<br>`: a hard line break, but never a leading one, and a run of them makes at most
    // one blank line (`<br><br><br><br>` between two paragraphs of a page without <p>).
    if (this.atStart) return;
    // Whitespace before it ends a line, where it never shows: `line⏎<br>`, as hand-written
    // pages and Hypermail write every line, gives "line", not "line ". (Preformatted text
    // never comes here: its `<br>` and spaces are written as they are, see writePre.)
    this.pendingSpace = false;
    this.flushPending();
    if (this.trailingNewlines < 2) this.emit("\n");
    this.pendingSpace = false;
  }

  toString(): string {
    // trimEnd, not /\s+$/: that pattern rescans every inner whitespace run to the end.
    return this.out.join("").replace(/^\n+/, "").trimEnd();
  }
}

/**
 * A code viewer's line block that holds nothing but its newline (Expressive Code writes an
 * empty line of a listing as `<div class="ec-line"><div class="code">⏎</div></div>`, no
 * newline between the lines' `div`s): an empty line of the code. A newline right after a
 * line block's start is otherwise that line's end (writePre); alone in its block it is a
 * line of its own. Markdown reads it the same way (markdown/render.ts preText).
 */
export function isEmptyLine(node: DomNode): boolean {
  const p = node.parent;
  return node.kind === 3 && p !== null && p.block && p.children.length === 1 && EMPTY_LINE.test(node.data);
}
const EMPTY_LINE = /^[ \t]*\n[ \t]*$/;

/** U+3000, the CJK paragraph indent writeInline drops at a line's start. */
const IDEOGRAPHIC_SPACE = 0x3000;
const LEADING_IDEOGRAPHIC_SPACES = /^\u3000+/;
/**
 * What writeInline collapses: space, tab, line breaks, form feed, no-break and zero-width
 * space, a run of them. Written as what `/[ \t\n\r\f\u00a0\u200b]+/g` → " " changes (a
 * run of two or more, or one other than a space): the same text, a match per changed run
 * instead of per space (session 25).
 */
const INLINE_SPACE = /[ \t\n\r\f\u00a0\u200b]{2,}|[\t\n\r\f\u00a0\u200b]/g;
/** What INLINE_SPACE → " " changes: one of its characters other than a space, or two of them in a row. */
const NEEDS_INLINE_COLLAPSE = /[\t\n\r\f\u00a0\u200b]|[ \t\n\r\f\u00a0\u200b]{2}/;

/** `text.replace(INLINE_SPACE, " ")`, returning `text` itself when only single spaces are in it (most text nodes). */
function collapseInline(text: string): string {
  return NEEDS_INLINE_COLLAPSE.test(text) ? text.replace(INLINE_SPACE, " ") : text;
}

keepResident(new TextWriter());

/**
 * `white-space: pre` written on the element: a code block built of `div`s (Notion, web
 * editors' exports) keeps its lines and indentation as a `<pre>` does. Not `pre-wrap`
 * or `pre-line`: editors put those on every paragraph, and a page's own indentation
 * would then become text.
 */
const PRE_STYLE = /(?:^|;)\s*white-space\s*:\s*pre\s*(?:!important\s*)?(?:;|$)/i;
export function isPreStyled(el: ElementNode): boolean {
  return (el.attrMarks & MARK_STYLE) !== 0 && PRE_STYLE.test(el.attrs["style"] ?? "");
}

/** `node` is one of the parts (a handful: a linear look). */
function isRoot(node: ElementNode, roots: readonly ElementNode[]): boolean {
  for (const r of roots) if (r === node) return true;
  return false;
}

/** Serialize the live subtrees of `roots` in order. Iterative: nesting depth never touches the call stack. */
export function renderText(roots: readonly ElementNode[]): string {
  const w = new TextWriter();
  let preDepth = 0;
  /** Inside a list item or table cell, nested blocks end lines, not paragraphs. */
  let itemDepth = 0;
  /** Per open row: has a cell been seen (the first cell gets no separator)? */
  const rowHasCell: boolean[] = [];
  // Per open row: its table has one column of text (inOneTextColumn), so no cell separators.
  const rowInOneColumn: boolean[] = [];
  const oneColumnTables = new Map<ElementNode, boolean>();
  /** Per open row: the writer's `written` count when it started (see TextWriter.endRow). */
  const rowStart: number[] = [];
  /** Per table met: the last column any of its rows fills (see trailingCellsOwed). */
  const tableWidths = new Map<ElementNode, number>();
  // Two parallel stacks (node, and whether its end is due) instead of a frame object per node.
  const stack: DomNode[] = [];
  const exiting: boolean[] = [];
  for (let r = roots.length - 1; r >= 0; r--) {
    stack.push(roots[r]);
    exiting.push(false);
  }
  while (stack.length > 0) {
    const node = stack.pop()!;
    const isExit = exiting.pop()!;
    if (node.kind === 3) {
      if (preDepth > 0) w.writePre(node.data, isEmptyLine(node));
      else w.writeInline(node.data);
      continue;
    }
    const tag = node.tag;
    // One lookup tells every set this tag is in (most tags: none of them).
    // A `dl`'s group wrapper (`dl > div > dt + dd`) ends lines as the `dt`s and `dd`s
    // it groups do: the list's lines follow one another as in a `dl` without wrappers.
    const kind = (TAG_KIND.get(tag) ?? 0) | (tag === "div" && isDefinitionGroup(node) ? KIND_LINE : 0);
    // Each part of the article is a paragraph of its own, whatever its tag: an inline
    // part (a forum's `span.postbody`) or a lone table cell does not run into the next.
    if (!isExit && roots.length > 1 && isRoot(node, roots)) w.requestBreak(Break.Paragraph);
    if (node.dropped) {
      // A removed block still ends the line before it: the text on either side (a loose
      // breadcrumb run, the headline that went, a loose date line) is not one line.
      if ((kind & KIND_BLOCK) !== 0) w.requestBreak(breakFor(tag, kind, preDepth, itemDepth), false);
      continue;
    }
    if (isExit) {
      if ((kind & KIND_PRE) !== 0 || isPreStyled(node)) preDepth--;
      if ((kind & KIND_ITEM) !== 0) itemDepth--;
      if (tag === "tr") {
        rowHasCell.pop();
        rowInOneColumn.pop();
        w.endRow(rowStart.pop()!, trailingCellsOwed(node, tableWidths));
      }
      if (tag === "td" || tag === "th") w.endCell();
      if ((kind & KIND_BLOCK) !== 0) {
        w.requestBreak(breakFor(tag, kind, preDepth, itemDepth), tag === "table");
        w.blockEnded(tag);
      }
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
    // A footnote's own number, a link back to its reference, opening the note: the
    // Markdown makes it the note's label (`[^1]:`); in text it is back-link interface.
    if (tag === "a" && node.id !== undefined && isNoteNumberBacklink(node)) continue;
    if (tag === "td" || tag === "th") {
      const row = rowHasCell.length - 1;
      if (row >= 0 && rowHasCell[row] && !rowInOneColumn[row]) w.requestCellSeparator();
      if (row >= 0) rowHasCell[row] = true;
      w.startCell(holdsOneBlock(node));
    } else if ((kind & KIND_BLOCK) !== 0) {
      w.requestBreak(breakFor(tag, kind, preDepth, itemDepth), tag === "table");
    }
    if (tag === "tr") {
      rowHasCell.push(false);
      rowStart.push(w.written);
      rowInOneColumn.push(inOneTextColumn(node, oneColumnTables));
    }
    if ((kind & KIND_ITEM) !== 0) itemDepth++;
    if ((kind & KIND_PRE) !== 0) {
      preDepth++;
      dropLeadingNewline(node);
    } else if (isPreStyled(node)) preDepth++;
    stack.push(node);
    exiting.push(true);
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      stack.push(kids[i]);
      exiting.push(false);
    }
  }
  // Composed form (NFC): some CMSs store "ü" as u + combining diaeresis; readers see the
  // same letter, but search, matching and tokenizers see two different strings
  // (trafilatura-dev: 36 pages carry decomposed letters).
  const text = w.toString();
  // Text below U+0300 (no combining mark, nothing a mark composes with but letters that
  // are composed already) is NFC as it is: the test costs nothing on one-byte strings,
  // while normalize reads the whole text every time.
  return MAY_NEED_NFC.test(text) ? text.normalize("NFC") : text;
}

/**
 * A footnote definition's own number written as a link back to its reference: an `<a>`
 * with an `id` (the reference links to it) and a fragment `href` (it links back), whose
 * text is a number of at most three digits, first in its parent with text after it
 * (Substack's `div.footnote > a.footnote-number#footnote-1[href="#footnote-anchor-1"]`
 * before `div.footnote-content`). The reference in the sentence has the same shape but
 * words before it. The text path keeps fragment `href`s (TEXT_PATH_HREF) and ids.
 */
function isNoteNumberBacklink(a: ElementNode): boolean {
  const href = a.attrs["href"];
  if (href === undefined || href.length < 2 || href.charCodeAt(0) !== HASH || !NOTE_NUMBER.test(collapsedText(a))) return false;
  const parent = a.parent;
  if (parent === null) return false;
  let seenSelf = false;
  for (const k of parent.children) {
    if (k === a) {
      seenSelf = true;
      continue;
    }
    const said = k.kind === 3 ? k.data.trim() !== "" : k.kind === 1 && !k.dropped && k.tag !== "br";
    if (said) return seenSelf;
  }
  return false;
}
const HASH = 0x23;
const NOTE_NUMBER = /^\d{1,3}$/;
/** The text of a small inline element, trimmed (a note number: one text node, or one wrapper of it). */
function collapsedText(el: ElementNode): string {
  let out = "";
  for (const k of el.children) {
    if (k.kind === 3) out += k.data;
    else if (k.kind === 1) for (const g of k.children) if (g.kind === 3) out += g.data;
    if (out.length > 8) break;
  }
  return out.trim();
}

/**
 * The empty cells after a row's last filled cell that the row owes its table: as many as
 * reach the last column some row of the table fills with text (-1: none filled).
 */
function trailingCellsOwed(row: ElementNode, widths: Map<ElementNode, number>): number {
  const table = tableOf(row);
  if (table === null) return 0;
  let width = widths.get(table);
  if (width === undefined) {
    width = -1;
    for (const r of rowsOf(table)) width = Math.max(width, lastFilledCell(r));
    widths.set(table, width);
  }
  return Math.max(0, width - lastFilledCell(row));
}

/**
 * The row's table holds text in one cell of a row at most, everywhere: the other cells are
 * icons or spacing (Asciidoctor's admonition, `<table><tr><td class="icon"><i title="Note">
 * </i></td><td class="content">…</td></tr></table>`, on Antora's and other AsciiDoc docs,
 * batch 50). Its text is written as blocks, without the TAB an empty icon cell would leave.
 */
function inOneTextColumn(row: ElementNode, cache: Map<ElementNode, boolean>): boolean {
  const table = tableOf(row);
  if (table === null) return false;
  let one = cache.get(table);
  if (one === undefined) {
    one = true;
    let empty = false;
    for (const r of rowsOf(table)) {
      let filled = 0;
      for (const k of r.children) {
        if (k.kind !== 1 || (k.tag !== "td" && k.tag !== "th")) continue;
        if (!k.dropped && holdsText(k)) filled++;
        else empty = true;
      }
      if (filled > 1) {
        one = false;
        break;
      }
    }
    // A one-column table has no separators to drop: left as it is.
    one = one && empty;
    cache.set(table, one);
  }
  return one;
}

/** The table a row belongs to (its parent, or the parent of its `tbody`/`thead`/`tfoot`). */
function tableOf(row: ElementNode): ElementNode | null {
  const p = row.parent;
  if (p === null) return null;
  if (p.tag === "table") return p;
  return ROW_GROUPS.has(p.tag) && p.parent !== null && p.parent.tag === "table" ? p.parent : null;
}
const ROW_GROUPS: ReadonlySet<string> = new Set(["tbody", "thead", "tfoot"]);

/** A table's own rows (not those of tables nested in its cells). */
function rowsOf(table: ElementNode): ElementNode[] {
  const rows: ElementNode[] = [];
  for (const k of table.children) {
    if (k.kind !== 1 || k.dropped) continue;
    if (k.tag === "tr") rows.push(k);
    else if (ROW_GROUPS.has(k.tag)) for (const r of k.children) if (r.kind === 1 && !r.dropped && r.tag === "tr") rows.push(r);
  }
  return rows;
}

/** The index of a row's last cell holding text (-1: none). */
function lastFilledCell(row: ElementNode): number {
  let index = -1;
  let last = -1;
  for (const k of row.children) {
    if (k.kind !== 1 || (k.tag !== "td" && k.tag !== "th")) continue;
    index++;
    if (!k.dropped && holdsText(k)) last = index;
  }
  return last;
}

/** Nodes holdsText reads at most; a cell bigger than that is taken to hold text. */
const MAX_CELL_NODES_READ = 200;

/** Whether a live text node with more than whitespace is in the cell (a bounded read). */
function holdsText(cell: ElementNode): boolean {
  const stack: DomNode[] = [cell];
  let read = 0;
  while (stack.length > 0) {
    if (++read > MAX_CELL_NODES_READ) return true;
    const n = stack.pop()!;
    if (n.kind === 3) {
      if (n.data.trim() !== "") return true;
      continue;
    }
    if (n.kind !== 1 || n.dropped) continue;
    for (const k of n.children) stack.push(k);
  }
  return false;
}

/** A character from U+0300 on: the combining marks start there (see renderText's end). */
const MAY_NEED_NFC = /[^\u0000-\u02ff]/;

/** List items: blocks nested in them end lines, not paragraphs (layout-table cells hold whole articles, so cells are not items). */
const ITEM_TAGS: ReadonlySet<string> = new Set(["li", "dd", "dt"]);
/** Table sections are line-level: rows within one table never get blank lines between them. */
const TABLE_SECTION_TAGS: ReadonlySet<string> = new Set(["thead", "tbody", "tfoot"]);

/** The sets renderText asks about, as bits of one number per tag. */
const KIND_BLOCK = 1;
const KIND_PRE = 2;
const KIND_ITEM = 4;
/** LINE_TAGS or TABLE_SECTION_TAGS: blocks that end a line, not a paragraph. */
const KIND_LINE = 8;
const TAG_KIND = tagBits([
  [BLOCK_TAGS, KIND_BLOCK],
  [PREFORMATTED_TAGS, KIND_PRE],
  [ITEM_TAGS, KIND_ITEM],
  [LINE_TAGS, KIND_LINE],
  [TABLE_SECTION_TAGS, KIND_LINE],
]);

/** `kind` is the tag's TAG_KIND bits. */
function breakFor(tag: string, kind: number, preDepth: number, itemDepth: number): Break {
  if (tag === "td" || tag === "th") return Break.None;
  if (preDepth > 0 || itemDepth > 0 || (kind & KIND_LINE) !== 0) return Break.Line;
  return Break.Paragraph;
}

/** Elements holdsOneBlock reads at most: a cell with more is a layout cell, not a data cell. */
const CELL_READ_BUDGET = 64;

/**
 * The cell holds at most one block with no block inside it (`<td><p>12 kg</p></td>`,
 * `<td><div><p>x</p></div></td>`): a data cell, whose block joins the row's line. A
 * layout cell holds paragraphs (an article, a pull quote beside it) and keeps them, and
 * a cell with preformatted text keeps its lines. A block that holds no words is no
 * block of the cell's (it writes nothing): a sortable header's icon (Confluence's
 * `<th><p>Date</p><figure class="…sorting-icon__wrapper"><div></div></figure></th>`,
 * sort arrows and spacers of other table widgets) made the header row a layout row.
 */
export function holdsOneBlock(cell: ElementNode): boolean {
  const stack: ElementNode[] = [cell];
  let leaves = 0;
  let read = 0;
  while (stack.length > 0) {
    const el = stack.pop()!;
    if (++read > CELL_READ_BUDGET) return false;
    let blockInside = false;
    // Two `<br>`s in a row (whitespace between) end a paragraph: a cell that writes
    // paragraphs so (Weebly's two-column element, `td > div.paragraph` with `<br><br>`) is
    // a layout cell, as one holding two blocks is.
    let brBefore = false;
    for (const k of el.children) {
      if (k.kind === 3) {
        if (k.data.trim() !== "") brBefore = false;
        continue;
      }
      if (k.dropped) continue;
      if (k.tag === "br") {
        if (brBefore) return false;
        brBefore = true;
        continue;
      }
      brBefore = false;
      const kind = TAG_KIND.get(k.tag) ?? 0;
      // Code keeps its lines: a listing never joins a row (Pygments puts line numbers and code in two cells).
      if ((kind & KIND_PRE) !== 0) return false;
      if ((kind & KIND_BLOCK) !== 0) blockInside = true;
      stack.push(k);
    }
    if (el !== cell && !blockInside && ((TAG_KIND.get(el.tag) ?? 0) & KIND_BLOCK) !== 0 && holdsWords(el) && ++leaves > 1) return false;
  }
  return true;
}

/** A character other than whitespace in the live text under `el` (read up to the first one; past CELL_READ_BUDGET nodes, taken as yes). */
function holdsWords(el: ElementNode): boolean {
  const stack: DomNode[] = [el];
  let read = 0;
  while (stack.length > 0) {
    if (++read > CELL_READ_BUDGET) return true;
    const node = stack.pop()!;
    if (node.kind === 3) {
      if (node.data.trim() !== "") return true;
      continue;
    }
    if (node.dropped) continue;
    for (const k of node.children) stack.push(k);
  }
  return false;
}

function dropLeadingNewline(pre: ElementNode): void {
  const first = pre.children[0];
  if (first !== undefined && first.kind === 3 && first.data.startsWith("\n")) first.data = first.data.slice(1);
}

/** What comparableText reduces to one space: spacing, punctuation and symbols (one code point). */
const COMPARABLE_GAP = /^[\s\p{P}\p{S}]$/u;
/**
 * COMPARABLE_GAP of each character of the Basic Multilingual Plane, filled as met: 0 not
 * yet asked, 1 a gap, 2 none. ASCII is filled at load (most characters of most pages).
 */
const BMP_GAP = new Uint8Array(0x10000);
for (let c = 0; c < 128; c++) BMP_GAP[c] = COMPARABLE_GAP.test(String.fromCharCode(c)) ? 1 : 2;

/**
 * Text reduced for "is this the same line?": case, punctuation, symbols and spacing
 * ignored. What `s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, " ").trim()` gives (the
 * regular expression run over a whole article's text was the hottest line of prune in
 * the session-25 profile): the lower-cased text's runs of other characters, joined by
 * one space, read a character at a time against a table (test/text.test.ts compares the two).
 */
export function comparableText(s: string): string {
  const lower = s.toLowerCase();
  const n = lower.length;
  // Runs of words with one plain space between them are taken as one slice of `lower`
  // (a region, from the start of its first run to the end of its last); a region ends at
  // any other gap. Most gaps in prose are one space: few slices, few concatenations.
  let out = "";
  let regionStart = -1;
  let prevEnd = -1;
  let inRun = false;
  for (let i = 0; i < n; ) {
    const c = lower.charCodeAt(i);
    let width = 1;
    let gap: boolean;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (lower.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A pair: the code point beyond the plane (an emoji, a symbol) is asked whole.
      width = 2;
      gap = COMPARABLE_GAP.test(lower.slice(i, i + 2));
    } else {
      let known = BMP_GAP[c];
      if (known === 0) BMP_GAP[c] = known = COMPARABLE_GAP.test(String.fromCharCode(c)) ? 1 : 2;
      gap = known === 1;
    }
    if (gap) {
      if (inRun) {
        prevEnd = i;
        inRun = false;
      }
    } else if (!inRun) {
      inRun = true;
      if (regionStart < 0) regionStart = i;
      else if (i - prevEnd !== 1 || lower.charCodeAt(prevEnd) !== 32) {
        out = out === "" ? lower.slice(regionStart, prevEnd) : `${out} ${lower.slice(regionStart, prevEnd)}`;
        regionStart = i;
      }
    }
    i += width;
  }
  if (regionStart < 0) return "";
  if (inRun) prevEnd = n;
  if (out === "" && regionStart === 0 && prevEnd === n) return lower;
  return out === "" ? lower.slice(regionStart, prevEnd) : `${out} ${lower.slice(regionStart, prevEnd)}`;
}

/** comparableText as a regular expression writes it: what test/text.test.ts holds the function to. */
export const comparableTextByPattern = (s: string): string => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, " ").trim();

/**
 * A menu or footer line written as text (pages without markup): short items between
 * " | " separators (TEXT_LINES), "Home | Links | Guestbook", "Last updated 20/07/2009 |
 * Webmaster: Tom | You are visitor number 004512".
 */
const MENU_SEPARATOR = / [|¦] /;
/** A separator opening or closing a line, the item on its other side gone. */
const DANGLING_START = /^[|¦]\s+/;
const DANGLING_END = /\s+[|¦]$/;

export function isMenuLine(line: string): boolean {
  // A separator at the line's edge ("| nach oben | alle Texte") is the place of an item
  // that went before the text was written (a back link, "« zurück", dropped as interface
  // text): it counts as an item, and the rest of the line is read without it.
  let body = line.trim();
  let dangling = 0;
  if (DANGLING_START.test(body)) {
    body = body.replace(DANGLING_START, "");
    dangling++;
  }
  if (DANGLING_END.test(body)) {
    body = body.replace(DANGLING_END, "");
    dangling++;
  }
  const items = body.split(MENU_SEPARATOR);
  return (
    items.length + dangling >= TEXT_LINES.minMenuItems &&
    items.every((item) => item.trim() !== "" && item.length <= TEXT_LINES.maxMenuItemChars) &&
    !items.every((item) => LABELLED_VALUE.test(item))
  );
}
/**
 * "Calories: 268kcal", "Prep: 10 mins", "Fat: 12.5 g": a label (up to 30 characters, a
 * nutrition or specification name) and a quantity, a number with at most a short unit. A
 * line made only of these is a fact line (a recipe card's nutrition, a product's
 * specifications), not a menu; a menu's items are names ("Home", "Links"), and a footer's
 * mix in some that are no quantity ("Last updated 20/07/2009 | Webmaster: Tom", "Phone:
 * 555-1234 | Fax: 555-5678", "Posted: 12.03.2021 | Comments: 5").
 */
const LABELLED_VALUE = /^\s*[^:|]{1,30}:\s*\d+(?:[.,]\d+)?\s*\p{L}{0,8}\.?\s*$/u;

/**
 * Lines at either end of the content that are menus or footers written as text
 * (isMenuLine), at most two at each end. Only the ends are read: most pages have none.
 */
export function trimMenuLines(content: string): string {
  let start = 0;
  let end = content.length;
  let cut = false;
  for (let n = 0; n < 2; n++) {
    while (start < end && isTrimmed(content[start])) start++;
    const firstEnd = lineEnd(content, start, end);
    if (start < end && isMenuLine(content.slice(start, firstEnd))) {
      start = firstEnd;
      cut = true;
    }
    while (end > start && isTrimmed(content[end - 1])) end--;
    const lastStart = Math.max(content.lastIndexOf("\n", end - 1) + 1, start);
    if (end > start && isMenuLine(content.slice(lastStart, end))) {
      end = lastStart;
      cut = true;
    }
  }
  // Blank lines at either end (a line holding only a BOM) go too, as with a cut.
  if (!cut && !content.slice(0, start).includes("\n") && !content.slice(end).includes("\n")) return content;
  return content.slice(start, end).trim();
}

/** What `trim` removes (whitespace, line ends, the BOM): the ends are trimmed as whole lines were before. */
const isTrimmed = (ch: string): boolean => ch.trim() === "";

function lineEnd(s: string, from: number, limit: number): number {
  const i = s.indexOf("\n", from);
  return i < 0 || i > limit ? limit : i;
}

/** A line that ends like a sentence: never dropped above a title line, never a label over a headline (prune.ts). */
export const SENTENCE = /[.!?]["'”’)]?$/u;

/**
 * The title repeated as the first line (a headline written as `<font><b>` or a
 * styled `div`, which the heading rule in prune.ts cannot see) is dropped, and with it
 * the short lines above it on pages without markup: "Home | Links | Guestbook" over a
 * `<font size=4><b>` headline (TEXT_LINES: at most two short lines, none a sentence).
 */
export function dropLeadingTitle(content: string, title: string): string {
  if (title === "") return content;
  const wanted = comparableText(title);
  const headline = comparableText(headlineOfTitle(title));
  let start = 0;
  for (let above = 0; above <= TEXT_LINES.maxLinesAboveTitle; above++) {
    const end = content.indexOf("\n", start);
    const lineText = end < 0 ? content.slice(start) : content.slice(start, end);
    const line = comparableText(lineText);
    if (line === wanted || line === headline) return end < 0 ? "" : content.slice(end).replace(/^\n+/, "");
    if (end < 0 || lineText.length > TEXT_LINES.maxLineAboveTitleChars || SENTENCE.test(lineText.trim())) return content;
    start = end + 1;
    while (content.charCodeAt(start) === 10) start++;
  }
  return content;
}
