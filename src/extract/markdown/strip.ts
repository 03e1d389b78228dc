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

function inline(line: string): string {
  let s = line.replace(ESCAPED, (_m, ch: string) => String.fromCharCode(PARK + ch.charCodeAt(0)));
  s = s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\^([^\]]+)\]/g, "$1")
    .replace(/\[((?:[^\]]|\\\])*)\]\([^)]*\)/g, "$1")
    .replace(/`+ ?([^`]*?) ?`+/g, "$1")
    .replace(/(?<! )\*+|\*+(?! )/g, "");
  return s.replace(PARKED, (ch) => String.fromCharCode(ch.charCodeAt(0) - PARK));
}

/** The text of Markdown written by render.ts. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const raw of markdown.split("\n")) {
    // Quote markers first: a code block in a quote has them on every line.
    let line = raw.replace(/^(?:>(?: |$))+/, "");
    if (fence !== null) {
      const m = FENCE.exec(line);
      if (m !== null && m[1].startsWith(fence) && line.trim() === m[1]) fence = null;
      else out.push(line);
      continue;
    }
    const f = FENCE.exec(line);
    if (f !== null) {
      fence = f[1];
      continue;
    }
    line = line.replace(/^ */, "");
    if (TABLE_DELIMITER.test(line)) continue;
    if (line.startsWith("|") && line.endsWith("|")) {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\) \| /)
        .map((c) => inline(c.trim()).replace(/<br>/g, "\n").replace(/\\\|/g, "|"));
      out.push(cells.join("\t"));
      continue;
    }
    const heading = /^#{1,6} /.exec(line);
    line = heading !== null ? line.slice(heading[0].length) : line.replace(/^(?:(?:- |\d{1,9}\. ) *)+/, "");
    line = line
      .replace(/^\[\^[^\]]+\]: /, "")
      .replace(/\\$/, "");
    if (line === "---") continue;
    out.push(inline(line));
  }
  return out.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
