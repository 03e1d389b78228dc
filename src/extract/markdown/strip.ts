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
  // Most lines of prose hold none, and each replacement below needs its own character: it
  // runs only where that is. (words.ts counts the words of this text without it, and
  // must be changed with it.)
  if (!INLINE_MARKUP.test(line)) return line;
  let s = line.includes("\\") ? line.replace(ESCAPED, (_m, ch: string) => String.fromCharCode(PARK + ch.charCodeAt(0))) : line;
  // An image or link needs "](", a footnote "[^": a line without them skips their pattern.
  if (s.includes("](")) s = s.replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1");
  if (s.includes("[^")) s = s.replace(/\[\^([^\]]+)\]/g, "$1");
  if (s.includes("](")) s = s.replace(/\[((?:[^\]]|\\\])*)\]\([^)]*\)/g, "$1");
  if (s.includes("`")) s = s.replace(/`+ ?([^`]*?) ?`+/g, "$1");
  if (s.includes("*")) s = s.replace(/(?<! )\*+|\*+(?! )/g, "");
  return s.replace(PARKED, (ch) => String.fromCharCode(ch.charCodeAt(0) - PARK));
}

const LIST_MARKER_START = /^[-0-9]/;

/**
 * A line's first characters that some line markup below starts with (a quote, a fence or
 * indent, a table row, a heading, a list marker or rule, a footnote definition), and
 * INLINE_MARKUP's characters, by char code: the plain-line test reads the line in place.
 */
const LINE_START_MARK = new Uint8Array(128);
for (const c of "> `~|#-0123456789[") LINE_START_MARK[c.charCodeAt(0)] = 1;
const INLINE_MARK = new Uint8Array(128);
for (const c of "\\[`*") INLINE_MARK[c.charCodeAt(0)] = 1;

/**
 * markdown[a, b) is a line of prose that none of the markup below applies to, as most
 * lines are (outside a fenced block): its text is itself. The same test as the regexes',
 * by char codes on the line in place.
 */
function isPlainLine(markdown: string, a: number, b: number): boolean {
  if (a === b) return true;
  const first = markdown.charCodeAt(a);
  if ((first < 128 && LINE_START_MARK[first] === 1) || markdown.charCodeAt(b - 1) === 0x5c) return false;
  for (let k = a; k < b; k++) {
    const c = markdown.charCodeAt(k);
    if (c < 128 ? INLINE_MARK[c] === 1 : c >= PARK && c <= PARK + 0x7f) return false;
  }
  return true;
}

/**
 * The lines of text of Markdown written by render.ts, in order: markdownToText joins
 * them. A plain line
 * (isPlainLine) is handed over as its place in `markdown`, plain(a, b), and never sliced;
 * any other as the text it becomes, visit(line) (zero or one a line).
 */
export function forEachTextLineIn(markdown: string, plain: (a: number, b: number) => void, visit: (line: string) => void): void {
  const fenced = { fence: null as string | null };
  for (let a = 0; a <= markdown.length; ) {
    let b = markdown.indexOf("\n", a);
    if (b < 0) b = markdown.length;
    if (fenced.fence === null && isPlainLine(markdown, a, b)) plain(a, b);
    else {
      const line = markedLineText(markdown.slice(a, b), fenced);
      if (line !== null) visit(line);
    }
    a = b + 1;
  }
}

/** forEachTextLineIn with every line as a string. */
export function forEachTextLine(markdown: string, visit: (line: string) => void): void {
  forEachTextLineIn(markdown, (a, b) => visit(markdown.slice(a, b)), visit);
}

/**
 * The text of a line that is not plain (null: none), `fenced.fence` the fence it is
 * inside of, which it may open or close. words.ts reads the same rules by char codes
 * for the word count (and hands it the lines it does not cover): a change here is a
 * change there, which test/markdown/words.test.ts checks.
 */
export function markedLineText(raw: string, fenced: { fence: string | null }): string | null {
  // Quote markers first: a code block in a quote has them on every line. (Each pattern
  // below is anchored at a character it needs: tested only where that character is.)
  let line = raw.startsWith(">") ? raw.replace(/^(?:>(?: |$))+/, "") : raw;
  if (fenced.fence !== null) {
    const m = FENCE.exec(line);
    if (m !== null && m[1].startsWith(fenced.fence) && line.trim() === m[1]) {
      fenced.fence = null;
      return null;
    }
    return line;
  }
  const f = FENCE.exec(line);
  if (f !== null) {
    fenced.fence = f[1];
    return null;
  }
  if (line.startsWith(" ")) line = line.replace(/^ */, "");
  if (line.startsWith("|")) {
    if (TABLE_DELIMITER.test(line)) return null;
    if (line.endsWith("|")) {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\) \| /)
        .map((c) => inline(c.trim()).replace(/<br>/g, "\n").replace(/\\\|/g, "|"));
      return cells.join("\t");
    }
  }
  const heading = line.startsWith("#") ? /^#{1,6} /.exec(line) : null;
  if (heading !== null) line = line.slice(heading[0].length);
  else if (LIST_MARKER_START.test(line)) line = line.replace(/^(?:(?:- |\d{1,9}\. ) *)+/, "");
  if (line.startsWith("[^")) line = line.replace(/^\[\^[^\]]+\]: /, "");
  if (line.endsWith("\\")) line = line.slice(0, -1);
  if (line === "---") return null;
  return inline(line);
}

/** The text of Markdown written by render.ts. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  forEachTextLine(markdown, (line) => out.push(line));
  return out.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
