/**
 * What the Markdown renderer (markdown/render.ts, docs/markdown.md) reads from the page.
 * Data only.
 */

/** Inline elements written as `*text*`. */
export const EMPHASIS_TAGS: ReadonlySet<string> = new Set(["em", "i", "cite", "dfn", "var"]);
/** Inline elements written as `**text**`. */
export const STRONG_TAGS: ReadonlySet<string> = new Set(["strong", "b"]);
/** Inline elements written as a code span (outside `pre`). */
export const CODE_SPAN_TAGS: ReadonlySet<string> = new Set(["code", "kbd", "samp", "tt"]);

/**
 * URL schemes a link or image keeps. Everything else (`javascript:`, `data:`, `vbscript:`,
 * `file:`, app schemes) is dropped and the link's text kept: the output is fed to
 * renderers and models that must never be handed an executable or local URL.
 */
export const SAFE_URL_SCHEMES: ReadonlySet<string> = new Set(["http:", "https:", "mailto:", "ftp:", "tel:"]);

/**
 * Where a code block names its language, in the order tried: `language-x` / `lang-x`
 * (highlight.js, Prism, CommonMark renderers), `highlight-source-x` (GitHub),
 * `highlight-x` (Sphinx/Pygments wrappers); `data-lang` / `data-language` attributes
 * (Hugo, Docusaurus, many CMS plugins).
 */
export const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang)-([a-z0-9_+#.-]+)/i;
export const HIGHLIGHT_CLASS = /(?:^|\s)highlight-(?:source-)?([a-z0-9_+#.-]+)/i;
export const LANGUAGE_ATTRIBUTES: readonly string[] = ["data-lang", "data-language"];
/** Class suffixes that name no language: Sphinx's `highlight-default`, highlight.js's `nohighlight`, `lang-none`. */
export const NOT_A_LANGUAGE: ReadonlySet<string> = new Set(["default", "none", "nohighlight", "notranslate", "plain", "plaintext", "text"]);

/**
 * A table is written as a pipe table only when it is a data table for the text path
 * (every cell joins its row's line) and looks like data, not a frame around text:
 * - one column only: a frame (old pages wrap the whole article in a one-cell table);
 *   a list of values in one column reads as well as paragraphs;
 * - a cell longer than this many characters: prose laid out in columns (cleaneval's
 *   old pages), which a pipe table would squeeze onto one line.
 */
export const TABLE_LAYOUT = {
  minColumns: 2,
  maxCellChars: 600,
  /** A colspan or rowspan above this is an authoring error (`colspan="1000"`), not a width. */
  maxSpan: 64,
  /**
   * Columns once spans are laid out: a wider table is a layout table. Real data tables
   * stay far below (wikipedia's widest on the dev sets: about 20); spans that push every
   * row right (rowspans over colspans) would otherwise make a table of thousands.
   */
  maxColumns: 64,
} as const;

/**
 * Footnote references: a fragment link (`#fn1`) whose text, brackets stripped, is a
 * short label (`1`, `[12]`, `a`), inside `sup` or marked as a note reference by its
 * class or role (`footnote-ref`, `doc-noteref`, Wikipedia's `reference`).
 */
export const FOOTNOTE_LABEL = /^[\p{L}\p{N}_-]{1,8}$/u;
export const FOOTNOTE_REF_MARK = /footnote|noteref|fnref|reference|\bfn\b/i;
/** Back links inside a footnote's text (`↩`, `^`, `↑`): not part of the note. */
export const FOOTNOTE_BACKLINK_TEXT = /^[\s↩↑^⏎]*$|^(?:back|return|jump up)\b/iu;
/** What is left at the start of a footnote once its back links are gone (Wikipedia's `^ a b`). */
export const FOOTNOTE_BACKLINK_LEAD = /^(?:[↩↑^⏎]\s*)+/u;

/**
 * How deep the Markdown renderer recurses (render.ts `block` and `inline`, a few stack
 * frames per level): above the parse's own cap (html-rules.ts MAX_TREE_DEPTH, 512), so a
 * parsed page never reaches it; a tree built otherwise gets its deeper subtrees as text.
 */
export const MARKDOWN_MAX_DEPTH = 600;

/**
 * List items and block quotes nested deeper than this are written flat (their blocks
 * without marker, indentation or `>`): each level prefixes every line below it, so a page
 * of 20,000 nested `<ul><li>` (512 levels after the parse's cap) would write a kilobyte of
 * spaces per line. Real pages nest lists three or four deep.
 */
export const MARKDOWN_MAX_NESTING = 8;
