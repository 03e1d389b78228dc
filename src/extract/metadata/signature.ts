/**
 * The article's own sign-off in its text, read when no element of the page names the
 * author (the last source of the author cascade): a line that labels the author
 * ("Autor: Sebastian Einbock" after a `<br>`, where no element starts with the label),
 * and the name that ends the text: alone in the last paragraph, under the last sentence
 * ("Eine bemerkenswerte Sammlung." then "Marina Mucha"), over the date it was written
 * ("Benni" / "10. September 2017"), or in brackets after the last sentence ("... bleibt
 * spannend. (Christian P. Stadtfeld)"), as German and Austrian local news, book reviews,
 * personal sites and letters sign. Found on authors-dev tune pages of several sites
 * (galore.de, osthessen-news.de, juraforum.de, prof-pc.de); session 16.
 *
 * Answers raw strings in preference order, for the author cleaning to check.
 */
import { MAX_SIGNATURE_LINE_CHARS, MAX_SIGNATURE_ROLE_LINES, SIGNATURE_LABELS, VALEDICTIONS } from "../heuristics/metadata.js";
import { escapeRe } from "../stages/signals/word-patterns.js";

/** Another credit after the name, on the same line: ", Fotos: ...", "; Illustration: ...". */
const NEXT_CREDIT = /\s*[,;]\s*\p{L}+\s*:.*$/u;
/** A labelled line, found in one pass over the text (`m`: each line; the line's length is checked after). */
const LABELLED_LINE = new RegExp(`^[ \\t]*(?:${[...SIGNATURE_LABELS].sort((a, b) => b.length - a.length).join("|")})[ \\t]*:[ \\t]*(\\S[^\\n]*)$`, "gimu");

/** LABELLED_LINE at one position (sticky), for labelledLines. */
const LABELLED_LINE_AT = new RegExp(LABELLED_LINE.source, "imuy");
/** Line terminators other than `\n`: `^` and `$` match beside them too (the `m` flag). */
const OTHER_LINE_TERMINATOR = /[\r\u2028\u2029]/;

/**
 * LABELLED_LINE's matches in `content`, in order, as `content.matchAll` finds them. A
 * labelled line holds a colon after its label, on the label's line: the pattern is tried
 * at the start of each line with a colon, not at every position of the whole text (its
 * `^` was asked at each). A text with another line terminator is searched as before.
 */
function labelledLines(content: string): RegExpMatchArray[] {
  if (OTHER_LINE_TERMINATOR.test(content)) return [...content.matchAll(LABELLED_LINE)];
  const out: RegExpMatchArray[] = [];
  // Where the last match ended (a line start before it is inside it), and the line last tried.
  let after = 0;
  let tried = -1;
  for (let colon = content.indexOf(":"); colon >= 0; colon = content.indexOf(":", colon + 1)) {
    const start = content.lastIndexOf("\n", colon - 1) + 1;
    if (start === tried || start < after) continue;
    tried = start;
    LABELLED_LINE_AT.lastIndex = start;
    const m = LABELLED_LINE_AT.exec(content);
    if (m === null) continue;
    out.push(m);
    after = start + m[0].length;
  }
  return out;
}

/**
 * A name written as one: two to four capitalised words (initials and the particles of
 * names allowed after the first), academic titles before it ("Dr. Tim Loppe").
 */
const NAME_LINE =
  /^(?:(?:Dr|Prof|Dipl|Mag)\.(?:[ -]\p{L}+\.)?\s+)*\p{Lu}[\p{Ll}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?|von|van|de|der|den|zu|da|di|du|la|le)){1,3}$/u;
/** One capitalised word: a first name that signs a personal page, over its date only. */
const FIRST_NAME_LINE = /^\p{Lu}[\p{Ll}'’-]{1,20}$/u;
/** A line that is a date and nothing else ("10. September 2017", "05.02.2020", "2017-09-10"). */
const DATE_ONLY_LINE = /^(?:\d{1,2}\.\s*\d{1,2}\.\s*\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.?\s+\p{L}{3,12}\.?\s+\d{4}|\p{L}{3,12}\.?\s+\d{1,2},?\s+\d{4})$/u;
/** The paragraph before a sign-off ends a sentence (a heading or a link list does not). */
const SENTENCE_END = /[.!?…"“”»«)]$/u;
/** "(Christian P. Stadtfeld) +++": a bracketed name after the last sentence, a news ticker's end mark allowed. */
const BRACKETED_END = /[.!?…"“”»]\s*\(([^()\d]{3,60})\)\s*(?:\+{2,3})?$/u;

/** Sign-off strings of the text, most explicit first: labelled lines, then the text's end. */
export function signatureCandidates(content: string, headings: readonly string[] = []): string[][] {
  const out: string[][] = [];
  for (const m of labelledLines(content)) {
    if (m[0].trim().length > MAX_SIGNATURE_LINE_CHARS) continue;
    // "Text: Fabian Dittmann, Illustrator: Adriaan Prent": the next credit's label ends the name.
    out.push([m[1].trim().replace(NEXT_CREDIT, "")]);
  }
  const end = endSignature(content);
  // A section's heading whose list was removed ("<h5>Similar Articles</h5>") ends the text too.
  if (end !== undefined && !headings.includes(end)) out.push([end]);
  return out;
}

/** The name that ends the text, or undefined. */
function endSignature(content: string): string | undefined {
  // The last two paragraphs only: the text may be long (a page of 200,000 paragraphs).
  const text = content.trimEnd();
  const cut = lastBreak(text, text.length);
  if (cut === undefined) return undefined;
  const prev = lastBreak(text, cut.start);
  const last = text.slice(cut.end).trim().split("\n").map((l) => l.trim());
  const before = text.slice(prev === undefined ? 0 : prev.end, cut.start).trim();
  // The bracket's pattern is tried at every stop of the paragraph: only a line that ends
  // with its closing bracket or a ticker's end mark ("+") is read by it (BRACKETED_END).
  if (last.length === 1 && endsLikeBracketedName(last[0])) {
    const bracket = BRACKETED_END.exec(last[0]);
    if (bracket !== null) return bracket[1].trim();
  }
  // A letter's close: "Best wishes," then the name, a role or two under it; or the closing
  // words as a paragraph of their own over the name's.
  const signed = letterSignature(last) ?? (isValediction(before) ? letterName(last) : undefined);
  if (signed !== undefined) return signed;
  if (!SENTENCE_END.test(before)) return undefined;
  if (last.length === 1 && NAME_LINE.test(last[0]) && !writtenAsWords(last[0], content)) return last[0];
  if (last.length === 2 && DATE_ONLY_LINE.test(last[1]) && (NAME_LINE.test(last[0]) || FIRST_NAME_LINE.test(last[0])) && !writtenAsWords(last[0], content)) return last[0];
  return undefined;
}

/** A letter's closing words alone on a line ("Best wishes,", "Yours sincerely", "Mit freundlichen Grüßen"). */
function isValediction(line: string): boolean {
  return line.length <= 40 && VALEDICTIONS.has(line.replace(/[,.!]+$/u, "").trim().toLowerCase());
}

/** The name of a letter's last paragraph that opens with its closing words, or undefined. */
function letterSignature(lines: readonly string[]): string | undefined {
  return lines.length >= 2 && isValediction(lines[0]) ? letterName(lines.slice(1)) : undefined;
}

/** A signature's lines: a name, then at most MAX_SIGNATURE_ROLE_LINES short lines (a role, the school). */
function letterName(lines: readonly string[]): string | undefined {
  if (lines.length === 0 || lines.length > 1 + MAX_SIGNATURE_ROLE_LINES) return undefined;
  if (!NAME_LINE.test(lines[0]) || lines.slice(1).some((l) => l.length > MAX_SIGNATURE_LINE_CHARS)) return undefined;
  return lines[0];
}

/** The trimmed line's last character is one BRACKETED_END can end with: `)` or the ticker's `+`. */
function endsLikeBracketedName(line: string): boolean {
  const last = line.charCodeAt(line.length - 1);
  return last === 0x29 /* ) */ || last === 0x2b /* + */;
}

/** The last paragraph break (a blank line) before `end`: where it starts and ends, or undefined. */
function lastBreak(text: string, end: number): { start: number; end: number } | undefined {
  let i = text.lastIndexOf("\n", end - 1);
  while (i > 0) {
    // Back over the blank line's whitespace to the newline that ends the paragraph before it.
    let j = i - 1;
    while (j >= 0 && (text[j] === " " || text[j] === "\t" || text[j] === "\r")) j--;
    if (j >= 0 && text[j] === "\n") {
      let k = j;
      while (k > 0 && /\s/.test(text[k - 1])) k--;
      return { start: k, end: i + 1 };
    }
    i = text.lastIndexOf("\n", i - 1);
  }
  return undefined;
}

/**
 * A capitalised line whose words the text also writes in lower case is a heading or a
 * link, not a name: "Similar Articles", "Download Nokia Software Updater" (the text
 * speaks of "software"), German "Weitere Artikel" ("weitere"). Names are not written so.
 */
function writtenAsWords(line: string, content: string): boolean {
  return line.split(/\s+/).some((w) => {
    const low = w.toLowerCase();
    return low !== w && low.length > 2 && new RegExp(`(?<!\\p{L})${escapeRe(low)}(?!\\p{L})`, "u").test(content);
  });
}
