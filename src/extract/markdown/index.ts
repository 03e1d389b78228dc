/**
 * `format: "markdown"`: the Markdown blocks of the article with the text path's line
 * decisions mirrored at block level (docs/markdown.md, Headings: the title rule), joined
 * into `content`.
 */
import type { ElementNode } from "../dom/node.js";
import { headlineOfTitle } from "../metadata/title.js";
import { TEXT_LINES } from "../heuristics/weights.js";
import { comparableText, isMenuLine, SENTENCE } from "../stages/text.js";
import { renderMarkdownBlocks, type MarkdownBlock, type MarkdownOptions } from "./render.js";
import { markdownToText } from "./strip.js";
import { escapeLineStart, escapeText } from "./escape.js";

export type { MarkdownBlock, MarkdownOptions } from "./render.js";
export { markdownToText } from "./strip.js";

/** What the text path cut from the ends of its text (pipeline.ts runStrategy). */
export interface TextCuts {
  /** trimMenuLines removed menu lines at an end. */
  menuLines: boolean;
  /** dropLeadingTitle removed the title line (and the short lines above it). */
  leadingTitle: boolean;
  title: string;
}

export interface MarkdownContent {
  content: string;
  /** The blocks of `content`, in order, joined by one blank line. */
  blocks: MarkdownBlock[];
}

/** Menu-line blocks at either end, at most two at each (trimMenuLines, block by block). */
function dropMenuBlocks(blocks: MarkdownBlock[]): MarkdownBlock[] {
  let start = 0;
  let end = blocks.length;
  const isMenu = (b: MarkdownBlock): boolean => b.kind === "paragraph" && isMenuLine(markdownToText(b.markdown));
  for (let n = 0; n < 2; n++) {
    if (start < end && isMenu(blocks[start])) start++;
    if (end > start && isMenu(blocks[end - 1])) end--;
  }
  return blocks.slice(start, end);
}

/** The title block and the short blocks above it (dropLeadingTitle, block by block). */
function dropTitleBlock(blocks: MarkdownBlock[], title: string): MarkdownBlock[] {
  const wanted = comparableText(title);
  const headline = comparableText(headlineOfTitle(title));
  for (let i = 0; i <= TEXT_LINES.maxLinesAboveTitle && i < blocks.length; i++) {
    const lines = markdownToText(blocks[i].markdown).split("\n");
    const first = comparableText(lines[0]);
    if (first === wanted || first === headline) {
      if (lines.length === 1 || blocks[i].kind !== "paragraph") return blocks.slice(i + 1);
      // The title on the first line of a paragraph of `<br>` lines: that line goes.
      const rest = blocks[i].markdown.split("\\\n").slice(1);
      return [{ ...blocks[i], markdown: rest.join("\\\n") }, ...blocks.slice(i + 1)];
    }
    if (lines.length > 1 || lines[0].length > TEXT_LINES.maxLineAboveTitleChars || SENTENCE.test(lines[0].trim())) break;
  }
  return blocks;
}

export function renderMarkdown(roots: readonly ElementNode[], options: MarkdownOptions, cuts: TextCuts): MarkdownContent {
  let blocks = renderMarkdownBlocks(roots, options);
  if (cuts.menuLines) blocks = dropMenuBlocks(blocks);
  if (cuts.leadingTitle && cuts.title !== "") blocks = dropTitleBlock(blocks, cuts.title);
  const joined = blocks.map((b) => b.markdown).join("\n\n");
  // NFC as the text (text.ts renderText): only text beyond U+02FF can change.
  const content = /[^\u0000-\u02ff]/.test(joined) ? joined.normalize("NFC") : joined;
  if (content !== joined) blocks = blocks.map((b) => ({ ...b, markdown: b.markdown.normalize("NFC"), headingText: b.headingText.normalize("NFC") }));
  return { content, blocks };
}

/**
 * Text that has no markup (the JSON-LD articleBody fallback) as Markdown: its paragraphs,
 * each line escaped, lines within one kept by hard breaks.
 */
export function textAsMarkdown(text: string): MarkdownContent {
  const blocks: MarkdownBlock[] = [];
  for (const para of text.split(/\n{2,}/)) {
    const lines = para
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "")
      .map((l) => escapeLineStart(escapeText(l.replace(/\s+/g, " "), false)));
    if (lines.length > 0) blocks.push({ kind: "paragraph", markdown: lines.join("\\\n"), level: 0, headingText: "" });
  }
  return { content: blocks.map((b) => b.markdown).join("\n\n"), blocks };
}
