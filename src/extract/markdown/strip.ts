/**
 * Markdown as written by render.ts back to plain text (not a general Markdown parser):
 * markers, fences, table pipes, link targets and escapes removed. Used to read a block
 * as the text path would have written it (title and menu-line decisions, word counts)
 * and by the dev tooling that scores the Markdown as text (scripts/dev/markdown-vs-text.mjs).
 */

/** An escaped punctuation character, parked in the Private Use Area while markers are removed. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const PARK = 0xe000;
const PARKED = /[\ue000-\ue07f]/g;
const FENCE = /^ *(`{3,}|~{3,})/;
const TABLE_DELIMITER = /^\| *-{3,} *(?:\| *-{3,} *)*\|$/;

/** What inline() acts on: an escape, a link, image or footnote, code, emphasis, a parked character. */
const INLINE_MARKUP = /[\\[`*\ue000-\ue07f]/;

function inline(line: string): string {
  // Most lines of prose hold none (chunks' word count reads 100 KB through here), and
  // each replacement below needs its own character: it runs only where that is.
  if (!INLINE_MARKUP.test(line)) return line;
  let s = line.includes("\\") ? line.replace(ESCAPED, (_m, ch: string) => String.fromCharCode(PARK + ch.charCodeAt(0))) : line;
  if (s.includes("[")) {
    s = s
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[\^([^\]]+)\]/g, "$1")
      .replace(/\[((?:[^\]]|\\\])*)\]\([^)]*\)/g, "$1");
  }
  if (s.includes("`")) s = s.replace(/`+ ?([^`]*?) ?`+/g, "$1");
  if (s.includes("*")) s = s.replace(/(?<! )\*+|\*+(?! )/g, "");
  return s.replace(PARKED, (ch) => String.fromCharCode(ch.charCodeAt(0) - PARK));
}

/** A line's first character that some line markup below starts with: a quote, a fence or indent, a table row, a heading, a list marker or rule, a footnote definition. */
const MARKED_LINE_START = /^[> `~|#\-0-9[]/;
const LIST_MARKER_START = /^[-0-9]/;

/**
 * The lines of text of Markdown written by render.ts, in order: markdownToText joins
 * them; chunks' word count reads them one by one (words never span lines), without
 * building the text.
 */
export function forEachTextLine(markdown: string, visit: (line: string) => void): void {
  let fence: string | null = null;
  for (const raw of markdown.split("\n")) {
    // A line of prose that none of the markup below applies to, as most lines are: as it is.
    if (fence === null && !MARKED_LINE_START.test(raw) && !raw.endsWith("\\") && !INLINE_MARKUP.test(raw)) {
      visit(raw);
      continue;
    }
    // Quote markers first: a code block in a quote has them on every line. (Each pattern
    // below is anchored at a character it needs: tested only where that character is.)
    let line = raw.startsWith(">") ? raw.replace(/^(?:>(?: |$))+/, "") : raw;
    if (fence !== null) {
      const m = FENCE.exec(line);
      if (m !== null && m[1].startsWith(fence) && line.trim() === m[1]) fence = null;
      else visit(line);
      continue;
    }
    const f = FENCE.exec(line);
    if (f !== null) {
      fence = f[1];
      continue;
    }
    if (line.startsWith(" ")) line = line.replace(/^ */, "");
    if (line.startsWith("|")) {
      if (TABLE_DELIMITER.test(line)) continue;
      if (line.endsWith("|")) {
        const cells = line
          .slice(1, -1)
          .split(/(?<!\\) \| /)
          .map((c) => inline(c.trim()).replace(/<br>/g, "\n").replace(/\\\|/g, "|"));
        visit(cells.join("\t"));
        continue;
      }
    }
    const heading = line.startsWith("#") ? /^#{1,6} /.exec(line) : null;
    if (heading !== null) line = line.slice(heading[0].length);
    else if (LIST_MARKER_START.test(line)) line = line.replace(/^(?:(?:- |\d{1,9}\. ) *)+/, "");
    if (line.startsWith("[^")) line = line.replace(/^\[\^[^\]]+\]: /, "");
    if (line.endsWith("\\")) line = line.slice(0, -1);
    if (line === "---") continue;
    visit(inline(line));
  }
}

/** The text of Markdown written by render.ts. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  forEachTextLine(markdown, (line) => out.push(line));
  return out.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
