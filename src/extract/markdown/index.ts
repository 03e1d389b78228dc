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
export { forEachTextLine, markdownToText } from "./strip.js";

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

/** The first line of a block gone (a paragraph's first `<br>` line, a list's first item with its children dedented); null when nothing is left. */
function withoutFirstLine(b: MarkdownBlock): MarkdownBlock | null {
  if (b.kind === "paragraph") {
    const rest = b.markdown.split("\\\n").slice(1);
    return rest.length === 0 ? null : { ...b, markdown: rest.join("\\\n") };
  }
  if (b.kind === "list") {
    const lines = b.markdown.split("\n");
    const marker = /^(?:- |\d+\. )/.exec(lines[0]);
    const width = marker === null ? 0 : marker[0].length;
    const pad = " ".repeat(width);
    const rest: string[] = [];
    let children = true;
    for (const line of lines.slice(1)) {
      if (children && width > 0 && (line.startsWith(pad) || line === "")) rest.push(line.slice(Math.min(width, line.length)));
      else {
        children = false;
        rest.push(line);
      }
    }
    while (rest.length > 0 && rest[0] === "") rest.shift();
    return rest.length === 0 ? null : { ...b, markdown: rest.join("\n") };
  }
  if (b.kind === "table") {
    // The header row goes; the first body row becomes the header.
    const [, delimiter, next, ...rows] = b.markdown.split("\n");
    return next === undefined ? null : { ...b, markdown: [next, delimiter, ...rows].join("\n") };
  }
  return null;
}

/** The last line of a block gone (a paragraph's last `<br>` line, a list's last line); null when nothing is left. */
function withoutLastLine(b: MarkdownBlock): MarkdownBlock | null {
  const separator = b.kind === "paragraph" ? "\\\n" : b.kind === "list" || b.kind === "table" ? "\n" : null;
  if (separator === null) return null;
  const rest = b.markdown.split(separator).slice(0, -1);
  // A table keeps its header and delimiter rows (a body row goes, never the header alone).
  if (b.kind === "table" && rest.length < 2) return null;
  return rest.length === 0 ? null : { ...b, markdown: rest.join(separator) };
}

const firstLine = (b: MarkdownBlock): string => markdownToText(b.markdown).split("\n")[0] ?? "";
const lastLine = (b: MarkdownBlock): string => {
  const lines = markdownToText(b.markdown).split("\n");
  return lines[lines.length - 1] ?? "";
};

/** Menu lines at either end, at most two at each (trimMenuLines, line by line over the blocks). */
function dropMenuLines(input: MarkdownBlock[]): MarkdownBlock[] {
  const blocks = input.slice();
  for (let n = 0; n < 2; n++) {
    if (blocks.length > 0 && isMenuLine(firstLine(blocks[0]))) {
      const rest = withoutFirstLine(blocks[0]);
      if (rest === null) blocks.shift();
      else blocks[0] = rest;
    }
    const last = blocks.length - 1;
    if (last >= 0 && isMenuLine(lastLine(blocks[last]))) {
      const rest = withoutLastLine(blocks[last]);
      if (rest === null) blocks.pop();
      else blocks[last] = rest;
    }
  }
  return blocks;
}

/** The title line and the short lines above it (dropLeadingTitle, line by line over the first blocks). */
function dropTitleLine(blocks: MarkdownBlock[], title: string): MarkdownBlock[] {
  const wanted = comparableText(title);
  const headline = comparableText(headlineOfTitle(title));
  let seen = 0;
  for (let i = 0; i < blocks.length; i++) {
    const lines = markdownToText(blocks[i].markdown).split("\n");
    for (let k = 0; k < lines.length; k++, seen++) {
      if (seen > TEXT_LINES.maxLinesAboveTitle) return blocks;
      const line = comparableText(lines[k]);
      if (line === wanted || line === headline) {
        let rest: MarkdownBlock | null = blocks[i];
        for (let j = 0; j <= k && rest !== null; j++) rest = withoutFirstLine(rest);
        return [...(rest === null ? [] : [rest]), ...blocks.slice(i + 1)];
      }
      if (lines[k].length > TEXT_LINES.maxLineAboveTitleChars || SENTENCE.test(lines[k].trim())) return blocks;
    }
  }
  return blocks;
}

export function renderMarkdown(roots: readonly ElementNode[], options: MarkdownOptions, cuts: TextCuts): MarkdownContent {
  let blocks = renderMarkdownBlocks(roots, options);
  if (cuts.menuLines) blocks = dropMenuLines(blocks);
  if (cuts.leadingTitle && cuts.title !== "") blocks = dropTitleLine(blocks, cuts.title);
  // A thematic break the cuts left at an end separates nothing.
  while (blocks.length > 0 && blocks[0].kind === "rule") blocks.shift();
  while (blocks.length > 0 && blocks[blocks.length - 1].kind === "rule") blocks.pop();
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
