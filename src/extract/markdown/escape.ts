/**
 * Escaping page text for Markdown (docs/markdown.md, "Escaping"): a backslash only where a
 * character would otherwise change the meaning, so ordinary prose reads as it is.
 */

/** A character some rule below may escape: text without one is returned as it is. */
const MAY_ESCAPE = /[\\`*_[\]<&|]/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** `&amp;`, `&#38;`, `&#x26;`: a character reference a renderer would decode. */
const ENTITY_LIKE = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;
/** `<` that could open an autolink or raw HTML. */
const TAG_START = /[A-Za-z/!?]/;

/** Inline text of the page (whitespace already collapsed). `inCell`: `|` is escaped too. */
export function escapeText(text: string, inCell: boolean): string {
  if (!MAY_ESCAPE.test(text)) return text;
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    let escape = false;
    switch (ch) {
      case "\\": {
        const next = text[i + 1];
        escape = next === undefined || ASCII_PUNCTUATION.test(next);
        break;
      }
      case "`":
      case "[":
      case "]":
        escape = true;
        break;
      case "*":
        // `2 * 3`: a star between spaces opens and closes nothing.
        escape = !(text[i - 1] === " " && text[i + 1] === " ");
        break;
      case "_": {
        // snake_case: an underscore inside a word never emphasizes (CommonMark 6.2).
        const before = text[i - 1];
        const after = text[i + 1];
        escape = !(before !== undefined && after !== undefined && WORD_CHAR.test(before) && WORD_CHAR.test(after));
        break;
      }
      case "<": {
        // Last in its text: the page's next text node may start the tag ("Promise", "<",
        // "T", ">" in a signature's spans make `Promise<T>`), so it is escaped.
        const next = text[i + 1];
        escape = next === undefined || TAG_START.test(next);
        break;
      }
      case "&":
        escape = ENTITY_LIKE.test(text.slice(i, i + 40));
        break;
      case "|":
        escape = inCell;
        break;
    }
    if (escape) {
      out += text.slice(from, i) + "\\";
      from = i;
    }
  }
  return out + text.slice(from);
}

/**
 * What a line may not start with: an ATX heading, a quote, a bullet, an ordered-list
 * marker, a fence, a setext underline or thematic break of `=`/`-`. Group 1: the
 * characters before the one that gets the backslash (the number of `12.`).
 */
const LINE_START = /^(?:#{1,6}(?= |$)|>|[-+*](?= |$)|(\d{1,9})[.)](?= |$)|~~~|=+ *$|-+ *$|(?:- *){3,}$|\+(?= |$))/;

/** One line of a paragraph or cell (no container prefix yet), escaped at its start where needed. */
export function escapeLineStart(line: string): string {
  const m = LINE_START.exec(line);
  if (m === null) return line;
  const at = m[1] === undefined ? 0 : m[1].length;
  return `${line.slice(0, at)}\\${line.slice(at)}`;
}

/** A heading's text: a trailing run of `#` after a space would be read as a closing sequence. */
export function escapeHeadingEnd(text: string): string {
  return /(?:^| )#+$/.test(text) ? text.replace(/#+$/, (run) => `\\${run}`) : text;
}

/** A code span holding `code`: a backtick run longer than any inside, padded when the code touches a backtick. */
export function codeSpan(code: string): string {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < code.length; i++) {
    if (code.charCodeAt(i) === 96) {
      run++;
      if (run > longest) longest = run;
    } else run = 0;
  }
  const ticks = "`".repeat(longest + 1);
  const pad = code.startsWith("`") || code.endsWith("`") || (code.startsWith(" ") && code.endsWith(" ") && code.trim() !== "") ? " " : "";
  return `${ticks}${pad}${code}${pad}${ticks}`;
}

/** The fence for a code block: three backticks, or one more than the longest backtick run in the code. */
export function fenceFor(code: string): string {
  let longest = 0;
  const runs = code.match(/`{3,}/g);
  if (runs !== null) for (const r of runs) if (r.length > longest) longest = r.length;
  return "`".repeat(Math.max(3, longest + 1));
}
