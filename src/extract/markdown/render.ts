/**
 * Stage (format: "markdown"): the article's blocks -> Markdown blocks, by the conventions
 * of docs/markdown.md. Reads the same subtrees renderText reads (the `revised` parts of
 * pipeline.ts) after it, so the selection is the text path's; only the dress differs.
 *
 * Recursive over elements: the parse bounds the tree's depth (MAX_TREE_DEPTH, 512), a few
 * frames per level stay far below the call stack's limit.
 */
import { findFirst, isDefinitionGroup, walkElements, type DomNode, type ElementNode } from "../dom/node.js";
import { HEADING_TAGS, PREFORMATTED_TAGS } from "../heuristics/tags.js";
import {
  CODE_SPAN_TAGS,
  EMPHASIS_TAGS,
  FOOTNOTE_BACKLINK_LEAD,
  FOOTNOTE_BACKLINK_TEXT,
  FOOTNOTE_LABEL,
  FOOTNOTE_REF_MARK,
  HIGHLIGHT_CLASS,
  LANGUAGE_ATTRIBUTES,
  LANGUAGE_CLASS,
  NOT_A_LANGUAGE,
  STRONG_TAGS,
  MARKDOWN_MAX_DEPTH,
  MARKDOWN_MAX_NESTING,
  TABLE_LAYOUT,
} from "../heuristics/markdown.js";
import { holdsOneBlock, isEmptyLine, isPreStyled } from "../stages/text.js";
import { codeSpan, escapeHeadingEnd, escapeLineStart, escapeText, fenceFor } from "./escape.js";
import { safeUrl } from "./url.js";

export type MarkdownBlockKind = "heading" | "paragraph" | "code" | "table" | "list" | "quote" | "rule" | "footnote";

export interface MarkdownBlock {
  kind: MarkdownBlockKind;
  /** The block's Markdown: no blank line at either end, no trailing newline. */
  markdown: string;
  /** 1..6 for a heading, 0 for any other block. */
  level: number;
  /** A heading's plain text (chunks' heading paths); "" for other blocks. */
  headingText: string;
}

export interface MarkdownOptions {
  /** Links as `[text](url)`; false: their text only. */
  links: boolean;
  /** Images as `![alt](url)`; false: nothing. */
  images: boolean;
  /** What relative URLs resolve against (markdown/url.ts documentBase); null: relative links keep their text only. */
  base: URL | null;
}

/** Break sentinel inside inline Markdown: the text's own whitespace is collapsed, so a newline is always a `<br>`. */
const BR = "\n";
const INLINE_SPACE = /[ \t\n\r\f\u00a0\u200b]+/g;
const EDGES = /^([ \n]*)([\s\S]*?)([ \n]*)$/;

function collapse(text: string): string {
  const visible = text.includes("\u00ad") ? text.replace(/\u00ad/g, "") : text;
  return visible.replace(INLINE_SPACE, " ");
}

/**
 * The live text below `el`, whitespace as written (`<br>` a newline): code blocks. A block
 * inside (a code viewer's `div` per line, Expressive Code's `div.ec-line`) starts and ends
 * a line, as the text output writes it (stages/text.ts: a line break inside `pre`).
 */
function preText(el: ElementNode): string {
  let out = "";
  // A line owed by a block's start or end: written before the next text that does not
  // start a line itself (the source's own newline after `</li>` is that line), never at the end.
  let lineOwed = false;
  // null: the end of a block, where its line ends.
  const stack: (DomNode | null)[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === null) {
      lineOwed = true;
      continue;
    }
    if (node.kind === 3) {
      if (lineOwed && isEmptyLine(node)) {
        // A line block holding only its newline: the line before ends, and this one is empty.
        out += out === "" || out.endsWith("\n") ? "\n" : "\n\n";
        lineOwed = false;
        continue;
      }
      if (lineOwed) {
        const t = node.data.replace(LEADING_BLANKS, "");
        // Spaces alone between two blocks write nothing; the line stays owed. Spaces in an
        // inline element are the line's own indentation (Expressive Code's `span.indent`
        // opening a line's `div`), written as any text of the line is.
        if (t.trim() === "" && !t.includes("\n") && (node.parent === null || node.parent.block)) continue;
        // The source's own newline ends the line (once: not after a line already ended);
        // otherwise one is written first.
        const ended = out === "" || out.endsWith("\n");
        if (t.startsWith("\n")) out += ended ? t.slice(1) : t;
        else out += ended ? t : "\n" + t;
        lineOwed = false;
        continue;
      }
      out += node.data;
    } else if (node.dropped) continue;
    else if (node.tag === "br") {
      out += "\n";
      lineOwed = false;
    } else {
      if (node.block) {
        lineOwed = out !== "";
        stack.push(null);
      }
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return out;
}
/** Spaces and tabs before a text's first newline: the source's indentation between blocks. */
const LEADING_BLANKS = /^[ \t]+(?=\n)/;

/** The live text below `el`, whitespace collapsed and trimmed. */
export function plainText(el: ElementNode): string {
  return collapse(preText(el)).trim();
}

function languageOf(pre: ElementNode): string {
  const code = pre.children.find((k): k is ElementNode => k.kind === 1 && !k.dropped && k.tag === "code");
  const parent = pre.parent;
  // Jekyll and Sphinx wrap the `pre` twice: `<div class="language-bash"><div class="highlight"><pre>`.
  const grandparent = parent?.parent;
  const fromClass = (el: ElementNode | null | undefined, pattern: RegExp): string | undefined => {
    const m = el?.cls === undefined ? null : pattern.exec(el.cls);
    return m === null ? undefined : m[1];
  };
  const fromAttrs = (el: ElementNode | null | undefined): string | undefined => {
    for (const name of LANGUAGE_ATTRIBUTES) {
      const v = el?.attrs[name];
      if (v !== undefined && v.trim() !== "") return v.trim();
    }
    return undefined;
  };
  const candidates = [
    () => fromClass(code, LANGUAGE_CLASS),
    () => fromClass(pre, LANGUAGE_CLASS),
    () => fromClass(pre, HIGHLIGHT_CLASS),
    () => fromClass(parent, LANGUAGE_CLASS),
    () => fromClass(parent, HIGHLIGHT_CLASS),
    () => fromClass(grandparent, LANGUAGE_CLASS),
    () => fromClass(grandparent, HIGHLIGHT_CLASS),
    () => fromAttrs(code),
    () => fromAttrs(pre),
    () => fromAttrs(parent),
  ];
  for (const candidate of candidates) {
    const raw = candidate();
    if (raw === undefined) continue;
    const lang = raw.toLowerCase().replace(/[^a-z0-9_+#.-]/g, "");
    if (lang !== "" && !NOT_A_LANGUAGE.has(lang)) return lang;
  }
  return "";
}

/** Every line of `text` but empty ones prefixed. */
function indent(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? line : prefix + line))
    .join("\n");
}

function spanOf(raw: string | undefined, limit: number): number {
  const n = raw === undefined ? 1 : Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return raw !== undefined && n === 0 ? limit : 1;
  return Math.min(n, limit);
}

class MarkdownRenderer {
  /** Footnote references (links) and their labels; targets (by id) and theirs. */
  private readonly refs = new Map<ElementNode, string>();
  private readonly notes = new Map<string, string>();
  /**
   * Footnote blocks found through an inline target: Substack puts the id on the note's own
   * number link (`div.footnote > a#footnote-1`), so the note is the block around it.
   */
  private readonly noteBlocks = new Map<ElementNode, string>();
  /** Ids a footnote's back link points to: its references and their `sup` (Wikipedia's `#cite_ref-1`). */
  private readonly refAnchors = new Set<string>();
  private strongDepth = 0;
  private emphasisDepth = 0;
  private linkDepth = 0;
  /** Inside a list item: headings are written as the item's text. */
  private itemDepth = 0;
  /** Inside a footnote definition: back links are dropped. */
  private inNote = false;
  private cell = false;
  /** List items and block quotes around the block being rendered: each adds a prefix to its lines (MARKDOWN_MAX_NESTING). */
  private nesting = 0;
  /** Elements entered through `block` and `inline`, the renderer's recursion (MARKDOWN_MAX_DEPTH). */
  private depth = 0;

  constructor(
    private readonly options: MarkdownOptions,
    roots: readonly ElementNode[],
  ) {
    this.findFootnotes(roots);
  }

  render(roots: readonly ElementNode[]): MarkdownBlock[] {
    const out: MarkdownBlock[] = [];
    for (const root of roots) {
      if (root.dropped) continue;
      this.block(root, out);
    }
    // A thematic break separates blocks: never at either end, never two in a row.
    return out.filter((b, i) => b.kind !== "rule" || (i > 0 && i < out.length - 1 && out[i + 1].kind !== "rule"));
  }

  // --- footnotes ------------------------------------------------------------------

  private findFootnotes(roots: readonly ElementNode[]): void {
    const ids = new Map<string, ElementNode>();
    const links: ElementNode[] = [];
    for (const r of roots) {
      walkElements(r, (el) => {
        if (el.id !== undefined && !ids.has(el.id)) ids.set(el.id, el);
        if (el.tag === "a" && el.attrs["href"]?.startsWith("#")) links.push(el);
      });
    }
    if (links.length === 0) return;
    for (const a of links) {
      // The target of a reference met before (document order): a note's own number link,
      // which points back to its reference, is no reference itself.
      if (a.id !== undefined && this.notes.has(a.id)) continue;
      const label = plainText(a).replace(/[[\]()\s]/g, "");
      if (!FOOTNOTE_LABEL.test(label)) continue;
      const href = a.attrs["href"] ?? "";
      let id: string;
      try {
        id = decodeURIComponent(href.slice(1));
      } catch {
        id = href.slice(1);
      }
      const found = ids.get(id);
      // An inline target (the note's own number link) stands for the block around it.
      let target = found;
      while (target !== undefined && target !== null && !target.block) target = target.parent ?? undefined;
      if (target === undefined || target === null || this.contains(target, a)) continue;
      const parent = a.parent;
      const marked =
        parent?.tag === "sup" ||
        parent?.parent?.tag === "sup" ||
        FOOTNOTE_REF_MARK.test(`${a.cls ?? ""} ${a.attrs["role"] ?? ""} ${href} ${parent?.cls ?? ""}`);
      if (!marked) continue;
      const known = this.notes.get(id);
      for (let p: ElementNode | null = a, up = 0; p !== null && up < 3; p = p.parent, up++) if (p.id !== undefined) this.refAnchors.add(p.id);
      this.refs.set(a, known ?? label);
      if (known === undefined) this.notes.set(id, label);
      if (target !== found && !this.noteBlocks.has(target)) this.noteBlocks.set(target, known ?? label);
    }
  }

  private contains(outer: ElementNode, inner: ElementNode): boolean {
    for (let p: ElementNode | null = inner; p !== null; p = p.parent) if (p === outer) return true;
    return false;
  }

  // --- blocks ---------------------------------------------------------------------

  /** An element that starts blocks: a block tag, pre-styled, or an inline element around one (`<a><div>`). */
  private isBlockish(el: ElementNode): boolean {
    return el.block || isPreStyled(el) || this.holdsBlock(el);
  }

  private holdsBlock(el: ElementNode): boolean {
    let found = false;
    walkElements(el, (k) => {
      if (found) return false;
      if (k !== el && k.block) found = true;
      return !found;
    });
    return found;
  }


  /** Children of a container: runs of inline nodes become paragraphs, block children their blocks. */
  private children(nodes: readonly DomNode[], out: MarkdownBlock[]): void {
    let run: DomNode[] = [];
    for (const k of nodes) {
      if (k.kind === 1 && k.dropped) {
        // A removed block still ends the paragraph before it, as in the text (text.ts).
        if (k.block) {
          this.paragraphs(run, out);
          run = [];
        }
        continue;
      }
      if (k.kind === 1 && this.isBlockish(k)) {
        this.paragraphs(run, out);
        run = [];
        this.block(k, out);
      } else run.push(k);
    }
    this.paragraphs(run, out);
  }

  private paragraphs(run: readonly DomNode[], out: MarkdownBlock[]): void {
    if (run.length === 0) return;
    const md = this.inlines(run);
    for (const p of finishParagraphs(md)) out.push({ kind: "paragraph", markdown: p, level: 0, headingText: "" });
  }

  /**
   * The one entry of every block level: the depth guard of the renderer's recursion. The
   * parse caps the tree at MAX_TREE_DEPTH, below MARKDOWN_MAX_DEPTH; a deeper tree built
   * otherwise gets its deepest subtrees as plain text instead of a deeper stack.
   */
  private block(el: ElementNode, out: MarkdownBlock[]): void {
    if (el.dropped) return;
    if (this.depth >= MARKDOWN_MAX_DEPTH) {
      const text = plainText(el);
      if (text !== "") out.push({ kind: "paragraph", markdown: escapeLineStart(escapeText(text, false)), level: 0, headingText: "" });
      return;
    }
    this.depth++;
    try {
      this.blockOf(el, out);
    } finally {
      this.depth--;
    }
  }

  private blockOf(el: ElementNode, out: MarkdownBlock[]): void {
    const tag = el.tag;
    if ((el.id !== undefined && this.notes.has(el.id)) || this.noteBlocks.has(el)) return this.footnote(el, out);
    if (HEADING_TAGS.has(tag)) return this.heading(el, out);
    if (PREFORMATTED_TAGS.has(tag) || isPreStyled(el)) return this.code(el, out);
    switch (tag) {
      case "ul":
      case "ol":
        return this.list(el, out);
      case "dl":
        return this.definitions(el, out);
      case "blockquote":
        return this.quote(el, out);
      case "table":
        return this.table(el, out);
      case "hr":
        out.push({ kind: "rule", markdown: "---", level: 0, headingText: "" });
        return;
      default:
        // A container (div, section, li outside a list, figure, ...) or an inline element
        // around blocks (`<a href><div>..</div></a>`): its blocks, without it.
        this.children(el.children, out);
    }
  }

  private heading(el: ElementNode, out: MarkdownBlock[]): void {
    const line = finishLine(this.inlines(el.children));
    if (line === "") return;
    if (this.itemDepth > 0) {
      out.push({ kind: "paragraph", markdown: escapeLineStart(line), level: 0, headingText: "" });
      return;
    }
    const level = Number(el.tag.charCodeAt(1) - 48);
    out.push({ kind: "heading", markdown: `${"#".repeat(level)} ${escapeHeadingEnd(line)}`, level, headingText: plainText(el) });
  }

  private code(el: ElementNode, out: MarkdownBlock[]): void {
    // renderText has dropped the newline right after `<pre>` (text.ts dropLeadingNewline):
    // the Markdown is rendered after it, from the same tree.
    let code = preText(el);
    if (code.trim() === "") return;
    if (code.endsWith("\n")) code = code.slice(0, -1);
    const fence = fenceFor(code);
    out.push({ kind: "code", markdown: `${fence}${languageOf(el)}\n${code}\n${fence}`, level: 0, headingText: "" });
  }

  private list(el: ElementNode, out: MarkdownBlock[]): void {
    const ordered = el.tag === "ol";
    const startAttr = Number.parseInt(el.attrs["start"] ?? "1", 10);
    let n = ordered && Number.isFinite(startAttr) ? Math.min(Math.max(startAttr, 0), 999_999_000) : 1;
    // Each item: the nodes it is rendered from (text or elements left between `li`s belong to the item above).
    const items: DomNode[][] = [];
    for (const k of el.children) {
      if (k.kind === 1 && k.dropped) continue;
      if (k.kind === 1 && k.tag === "li") items.push([k]);
      else if (k.kind === 3 && k.data.trim() === "") continue;
      else if (items.length > 0) items[items.length - 1].push(k);
      else items.push([k]);
    }
    let written: string[] = [];
    const flush = (): void => {
      if (written.length > 0) out.push({ kind: "list", markdown: written.join("\n"), level: 0, headingText: "" });
      written = [];
    };
    for (const item of items) {
      const first = item[0];
      const marker = ordered ? `${n}. ` : "- ";
      n++;
      if (first.kind === 1 && first.tag === "li" && first.id !== undefined && this.notes.has(first.id)) {
        flush();
        this.footnote(first, out);
        continue;
      }
      // A list standing in a list before any item (`<ul><ul><li>…</li></ul></ul>`, markup
      // browsers show as one indented list): its items, not an item holding a list ("- - a").
      if (item.length === 1 && first.kind === 1 && (first.tag === "ul" || first.tag === "ol")) {
        n--;
        flush();
        this.block(first, out);
        continue;
      }
      const nodes = item.flatMap((k) => (k.kind === 1 && k.tag === "li" ? k.children : [k]));
      if (this.nesting >= MARKDOWN_MAX_NESTING) {
        // Past the nesting cap an item's blocks stand as they are, without marker or indentation.
        flush();
        this.children(nodes, out);
        continue;
      }
      const blocks: MarkdownBlock[] = [];
      this.itemDepth++;
      this.nesting++;
      this.children(nodes, blocks);
      this.nesting--;
      this.itemDepth--;
      if (blocks.length === 0) continue;
      written.push(itemMarkdown(marker, blocks));
    }
    flush();
  }

  private definitions(el: ElementNode, out: MarkdownBlock[]): void {
    // In document order, through group wrappers, with a stack of the child lists being read.
    const stack: { kids: readonly DomNode[]; next: number }[] = [{ kids: el.children, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next >= top.kids.length) {
        stack.pop();
        continue;
      }
      const k = top.kids[top.next++];
      if (k.kind === 1 && k.dropped) continue;
      // A group wrapper (`dl > div > dt + dd`, which HTML allows) holds terms and
      // definitions like the `dl` itself: its `dt`s are bold as anywhere in the list.
      if (k.kind === 1 && isDefinitionGroup(k)) stack.push({ kids: k.children, next: 0 });
      else if (k.kind === 1 && k.tag === "dt") {
        const line = finishLine(this.inlines(k.children));
        if (line !== "") {
          const strong = this.strongDepth > 0 ? line : `**${line}**`;
          out.push({ kind: "paragraph", markdown: escapeLineStart(strong), level: 0, headingText: "" });
        }
      } else if (k.kind === 1 && k.tag === "dd") this.children(k.children, out);
      else this.children([k], out);
    }
  }

  private quote(el: ElementNode, out: MarkdownBlock[]): void {
    if (this.nesting >= MARKDOWN_MAX_NESTING) {
      this.children(el.children, out);
      return;
    }
    const inner: MarkdownBlock[] = [];
    this.nesting++;
    this.children(el.children, inner);
    this.nesting--;
    if (inner.length === 0) return;
    const md = inner.map((b) => b.markdown).join("\n\n");
    const quoted = md
      .split("\n")
      .map((line) => (line === "" ? ">" : `> ${line}`))
      .join("\n");
    out.push({ kind: "quote", markdown: quoted, level: 0, headingText: "" });
  }

  private footnote(el: ElementNode, out: MarkdownBlock[]): void {
    const label = this.noteBlocks.get(el) ?? this.notes.get(el.id ?? "") ?? "";
    const was = this.inNote;
    this.inNote = true;
    // A caret or arrow left before the removed back links (`^ a b`) goes with them.
    const text = finishLine(this.inlines(el.children)).replace(FOOTNOTE_BACKLINK_LEAD, "");
    this.inNote = was;
    if (text === "") return;
    out.push({ kind: "footnote", markdown: `[^${label}]: ${text}`, level: 0, headingText: "" });
  }

  // --- tables ---------------------------------------------------------------------

  /** The table's own rows (not those of tables nested in its cells), and its caption. */
  private rowsOf(table: ElementNode): { rows: ElementNode[]; captions: ElementNode[]; other: DomNode[] } {
    const rows: ElementNode[] = [];
    const captions: ElementNode[] = [];
    const other: DomNode[] = [];
    // Sections in document order, however they nest (an explicit stack: `<tbody>` can nest).
    const frames: Array<{ el: ElementNode; next: number }> = [{ el: table, next: 0 }];
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (frame.next >= frame.el.children.length) {
        frames.pop();
        continue;
      }
      const k = frame.el.children[frame.next++];
      if (k.kind === 3) {
        if (k.data.trim() !== "") other.push(k);
        continue;
      }
      if (k.dropped) continue;
      if (k.tag === "tr") rows.push(k);
      else if (k.tag === "thead" || k.tag === "tbody" || k.tag === "tfoot") frames.push({ el: k, next: 0 });
      else if (k.tag === "caption") captions.push(k);
      else if (k.tag !== "colgroup" && k.tag !== "col") other.push(k);
    }
    return { rows, captions, other };
  }

  private cellsOf(row: ElementNode): ElementNode[] {
    return row.children.filter((k): k is ElementNode => k.kind === 1 && !k.dropped && (k.tag === "td" || k.tag === "th"));
  }

  /** A data table for the text path (every cell joins its row's line) that looks like data (TABLE_LAYOUT). */
  private isPipeTable(rows: readonly ElementNode[], other: readonly DomNode[]): boolean {
    if (rows.length === 0 || other.length > 0) return false;
    // One column of text, the other cells icons or spacing (an AsciiDoc admonition's table):
    // its cells' contents as blocks (the text output writes it so too).
    if (rows.every((row) => this.cellsOf(row).filter((cell) => plainText(cell).trim() !== "").length <= 1)) return false;
    let columns = 0;
    for (const row of rows) {
      const cells = this.cellsOf(row);
      let width = 0;
      for (const cell of cells) {
        if (!holdsOneBlock(cell) || hasTable(cell)) return false;
        if (plainText(cell).length > TABLE_LAYOUT.maxCellChars) return false;
        width += spanOf(cell.attrs["colspan"], TABLE_LAYOUT.maxSpan);
      }
      if (width > columns) columns = width;
    }
    return columns >= TABLE_LAYOUT.minColumns;
  }

  private table(el: ElementNode, out: MarkdownBlock[]): void {
    const { rows, captions, other } = this.rowsOf(el);
    for (const caption of captions) this.children(caption.children, out);
    if (!this.isPipeTable(rows, other)) {
      // A layout table: its cells' contents, row by row (docs/markdown.md, Tables).
      for (const row of rows) for (const cell of this.cellsOf(row)) this.children(cell.children, out);
      this.children(other, out);
      return;
    }
    const grid = this.grid(rows);
    if (grid === null) {
      // Wider than TABLE_LAYOUT.maxColumns once spans are laid out: no pipe table reads at that width.
      for (const row of rows) for (const cell of this.cellsOf(row)) this.children(cell.children, out);
      return;
    }
    if (grid.length === 0) return;
    const width = Math.max(...grid.map((l) => l.length));
    const lineOf = (cells: readonly string[]): string => {
      const full: string[] = [];
      for (let i = 0; i < width; i++) full.push(cells[i] ?? "");
      return `| ${full.join(" | ")} |`;
    };
    const lines = [lineOf(grid[0]), lineOf(new Array<string>(width).fill("---")), ...grid.slice(1).map(lineOf)];
    out.push({ kind: "table", markdown: lines.join("\n"), level: 0, headingText: "" });
  }

  /** The rows' cells laid out on a grid (spans: text in the first slot, the others empty); null when wider than TABLE_LAYOUT.maxColumns. */
  private grid(rows: readonly ElementNode[]): string[][] | null {
    const grid: string[][] = [];
    /** Per column: rows still covered by a rowspan from above. */
    const covered: number[] = [];
    for (let r = 0; r < rows.length; r++) {
      const line: string[] = [];
      let c = 0;
      for (const cell of this.cellsOf(rows[r])) {
        while ((covered[c] ?? 0) > 0) {
          line[c] = "";
          covered[c]--;
          c++;
        }
        const colspan = spanOf(cell.attrs["colspan"], TABLE_LAYOUT.maxSpan);
        const rowspan = spanOf(cell.attrs["rowspan"], Math.min(TABLE_LAYOUT.maxSpan, rows.length - r));
        if (c + colspan > TABLE_LAYOUT.maxColumns) return null;
        line[c] = this.cellText(cell);
        for (let j = 0; j < colspan; j++) {
          if (j > 0) line[c + j] = "";
          covered[c + j] = rowspan - 1;
        }
        c += colspan;
      }
      for (let j = c; j < covered.length; j++) {
        if ((covered[j] ?? 0) > 0) {
          line[j] = "";
          covered[j]--;
        }
      }
      if (line.length > TABLE_LAYOUT.maxColumns) return null;
      // A row with no text (a flag image, a spacer) is no row: the text path writes no line for it.
      if (line.some((cell) => cell !== "")) grid.push(line);
    }
    return grid;
  }

  private cellText(cell: ElementNode): string {
    const was = this.cell;
    this.cell = true;
    const md = this.inlines(cell.children);
    this.cell = was;
    return md
      .split(BR)
      .map((l) => l.replace(/ {2,}/g, " ").trim())
      .filter((l) => l !== "")
      .join("<br>");
  }

  // --- inline ---------------------------------------------------------------------

  private inlines(nodes: readonly DomNode[]): string {
    let out = "";
    for (const k of nodes) out += this.inline(k);
    return out;
  }

  /** The one entry of every inline level: the depth guard, as `block`'s. */
  private inline(node: DomNode): string {
    if (node.kind === 3) return escapeText(collapse(node.data), this.cell);
    if (node.dropped) return "";
    if (this.depth >= MARKDOWN_MAX_DEPTH) return escapeText(collapse(preText(node)), this.cell);
    this.depth++;
    try {
      return this.inlineOf(node);
    } finally {
      this.depth--;
    }
  }

  private inlineOf(node: ElementNode): string {
    const tag = node.tag;
    if (tag === "br") return BR;
    if (tag === "img") return this.image(node);
    if (tag === "a") return this.link(node);
    if (STRONG_TAGS.has(tag)) return this.emphasis(node, "**");
    if (EMPHASIS_TAGS.has(tag)) return this.emphasis(node, "*");
    if (CODE_SPAN_TAGS.has(tag)) {
      const code = collapse(preText(node)).trim();
      if (code === "") return collapse(preText(node));
      return codeSpan(this.cell ? code.replace(/\|/g, "\\|") : code);
    }
    // A block met inline (a heading's or a cell's inner block): its text between spaces.
    if (node.block) return ` ${this.inlines(node.children)} `;
    return this.inlines(node.children);
  }

  private emphasis(el: ElementNode, marker: "*" | "**"): string {
    const strong = marker === "**";
    const nested = strong ? this.strongDepth > 0 : this.emphasisDepth > 0;
    if (strong) this.strongDepth++;
    else this.emphasisDepth++;
    const inner = this.inlines(el.children);
    if (strong) this.strongDepth--;
    else this.emphasisDepth--;
    return nested ? inner : wrap(inner, marker, marker);
  }

  private link(a: ElementNode): string {
    const label = this.refs.get(a);
    if (label !== undefined) return `[^${label}]`;
    if (this.inNote && a.attrs["href"]?.startsWith("#") && (FOOTNOTE_BACKLINK_TEXT.test(plainText(a)) || this.refAnchors.has(a.attrs["href"].slice(1)))) return "";
    this.linkDepth++;
    const inner = this.inlines(a.children);
    this.linkDepth--;
    if (!this.options.links || this.linkDepth > 0) return inner;
    const url = safeUrl(a.attrs["href"], this.options.base);
    if (url === null) return inner;
    return wrap(inner, "[", `](${url})`);
  }

  private image(img: ElementNode): string {
    if (!this.options.images) return "";
    let src = img.attrs["src"];
    if (src === undefined || src.trim() === "" || src.trim().toLowerCase().startsWith("data:")) src = img.attrs["data-src"] ?? src;
    const url = safeUrl(src, this.options.base);
    if (url === null) return "";
    const alt = escapeText(collapse(img.attrs["alt"] ?? "").trim(), this.cell);
    return `![${alt}](${url})`;
  }
}

function hasTable(el: ElementNode): boolean {
  return findFirst(el, (k) => k !== el && k.tag === "table") !== null;
}

/** `open` + the core + `close`, the whitespace and breaks at the edges moved outside; nothing around nothing. */
function wrap(inner: string, open: string, close: string): string {
  const m = EDGES.exec(inner);
  if (m === null || m[2] === "") return inner;
  return `${m[1]}${open}${m[2]}${close}${m[3]}`;
}

/** Inline Markdown as one line: breaks become spaces (headings, terms, footnotes). */
function finishLine(md: string): string {
  return md.replace(/[ \n]+/g, " ").trim();
}

/** Inline Markdown as paragraphs: two breaks or more end a paragraph, one is a hard break (`\` at the line's end). */
function finishParagraphs(md: string): string[] {
  const out: string[] = [];
  for (const para of md.split(/ *\n *(?:\n *)+/)) {
    const lines: string[] = [];
    for (const raw of para.split(BR)) {
      const line = raw.replace(/ {2,}/g, " ").trim();
      if (line !== "") lines.push(escapeLineStart(line));
    }
    if (lines.length > 0) out.push(lines.join("\\\n"));
  }
  return out;
}

/** One list item: the marker before its first line, every other line indented by the marker's width. */
function itemMarkdown(marker: string, blocks: readonly MarkdownBlock[]): string {
  const pad = " ".repeat(marker.length);
  let md = "";
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (i === 0) {
      const [first, ...rest] = b.markdown.split("\n");
      md = marker + first + (rest.length > 0 ? "\n" + indent(rest.join("\n"), pad) : "");
      continue;
    }
    // A nested list follows its item's text on the next line; an ordered one that does not
    // start at 1 cannot interrupt a paragraph (CommonMark 5.3), so it gets a blank line.
    // After a later block of the item (a second paragraph under the item's heading) it is
    // one more block of the item, a blank line before it (docs/markdown.md, lists).
    const tight = i === 1 && b.kind === "list" && blocks[0].kind === "paragraph" && /^(?:- |1\. )/.test(b.markdown);
    md += (tight ? "\n" : "\n\n") + indent(b.markdown, pad);
  }
  return md;
}

/** The Markdown blocks of the live subtrees of `roots`, in order. */
export function renderMarkdownBlocks(roots: readonly ElementNode[], options: MarkdownOptions): MarkdownBlock[] {
  return new MarkdownRenderer(options, roots).render(roots);
}
