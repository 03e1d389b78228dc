/**
 * Heading-aware chunks, token and word counts (issue 17; docs/chunks.md).
 *
 * `content` is cut into units at block boundaries (Markdown: the renderer's blocks; text:
 * its blank-line paragraphs, with code blocks kept whole and headings found from the same
 * render). Units are packed in order into chunks of at most `maxTokens`, a heading always
 * starting a new chunk; a unit alone over the budget is cut at line boundaries (then at
 * sentence ends, spaces, characters). Each unit is counted once; a chunk's `tokens` is
 * the exact count of its `text`, made while the tokenizer's merge cache is warm.
 */
import { createRequire } from "node:module";
import type { MarkdownBlock } from "./markdown/index.js";
import { markdownToText } from "./markdown/index.js";
import { CHUNKS } from "./heuristics/weights.js";
import type { Chunk, ExtractOptions, ExtractResult } from "./types.js";

interface Tokenizer {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
}

/**
 * gpt-tokenizer's o200k_base, loaded on the first count: its vocabulary is megabytes, and
 * most requests (and the CLI, the server's start) never count a token.
 */
let tokenizer: Tokenizer | null = null;
/** Special-token text (`<|endoftext|>`) in a page is counted as the text it is, never refused. */
const NO_SPECIAL = { disallowedSpecial: new Set<string>() };

export function countTokens(text: string): number {
  if (text === "") return 0;
  tokenizer ??= createRequire(import.meta.url)("gpt-tokenizer/encoding/o200k_base") as Tokenizer;
  return tokenizer.countTokens(text, NO_SPECIAL);
}

/** Words of a text: whitespace-separated runs holding a letter or a digit (a CJK run without spaces is one). */
export function countWords(text: string): number {
  let n = 0;
  for (const w of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(w)) n++;
  return n;
}

/** A piece of `content` that chunks never cut unless it alone is over the budget. */
interface Unit {
  start: number;
  end: number;
  /** 1..6 for a heading, else 0. */
  level: number;
  /** A heading's plain text (its headingPath entry). */
  heading: string;
  tokens: number;
}

/** Markdown: the blocks, as `content` joins them (one blank line between). */
function markdownUnits(content: string, blocks: readonly MarkdownBlock[]): Unit[] {
  const units: Unit[] = [];
  let pos = 0;
  for (const b of blocks) {
    const end = pos + b.markdown.length;
    units.push({ start: pos, end, level: b.level, heading: b.headingText, tokens: 0 });
    pos = end + 2;
  }
  // `content` is the blocks joined; if it ever is not (a well-formedness repair), fall back to paragraphs.
  if (units.length > 0 && units[units.length - 1].end !== content.length) return textUnits(content, []);
  return units;
}

/** Text: paragraphs between blank lines; code blocks (found by their text) kept whole; headings found in order. */
function textUnits(content: string, blocks: readonly MarkdownBlock[]): Unit[] {
  const paras: Unit[] = [];
  const gap = /\n{2,}/g;
  let pos = 0;
  for (let m = gap.exec(content); m !== null; m = gap.exec(content)) {
    if (m.index > pos) paras.push({ start: pos, end: m.index, level: 0, heading: "", tokens: 0 });
    pos = m.index + m[0].length;
  }
  if (pos < content.length) paras.push({ start: pos, end: content.length, level: 0, heading: "", tokens: 0 });
  const units: Unit[] = [];
  let i = 0;
  for (const b of blocks) {
    if (i >= paras.length) break;
    if (b.kind === "heading") {
      const limit = Math.min(paras.length, i + CHUNKS.headingSearchWindow);
      for (let j = i; j < limit; j++) {
        if (content.slice(paras[j].start, paras[j].end) === b.headingText) {
          units.push(...paras.slice(i, j));
          units.push({ ...paras[j], level: b.level, heading: b.headingText });
          i = j + 1;
          break;
        }
      }
    } else if (b.kind === "code") {
      const code = b.markdown.slice(b.markdown.indexOf("\n") + 1, b.markdown.lastIndexOf("\n"));
      if (!code.includes("\n\n")) continue;
      const at = content.indexOf(code.trim(), paras[i].start);
      if (at < 0) continue;
      const end = at + code.trim().length;
      let j = i;
      while (j < paras.length && paras[j].end <= at) j++;
      let k = j;
      while (k < paras.length && paras[k].start < end) k++;
      if (k - j < 2) continue;
      units.push(...paras.slice(i, j));
      units.push({ start: paras[j].start, end: paras[k - 1].end, level: 0, heading: "", tokens: 0 });
      i = k;
    }
  }
  units.push(...paras.slice(i));
  return units;
}

/** Where a range may be cut, best first: line ends, sentence ends, spaces (the match's end is the cut). */
const CUTS: readonly RegExp[] = [/\n+/g, /[.!?]["'”’)]?(?= )/g, /(?= )/g];

/** Positions (in `text`) where a cut of the given kind may go: after the match, trailing whitespace left to the next piece. */
function cutPoints(text: string, re: RegExp): number[] {
  const out: number[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const at = m[0].startsWith("\n") ? m.index : m.index + m[0].length;
    if (at > 0 && at < text.length && out[out.length - 1] !== at) out.push(at);
    if (m[0] === "") re.lastIndex++;
  }
  return out;
}

/** The furthest of `points` whose prefix of `text` fits the budget (binary search: token counts grow with the prefix). */
function furthestFitting(text: string, points: readonly number[], budget: number): number {
  let lo = 0;
  let hi = points.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (countTokens(text.slice(0, points[mid]).trimEnd()) <= budget) {
      best = points[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

/**
 * [start, end) cut into ranges of at most `budget` tokens each, greedily from the front:
 * each piece as long as fits, cut at a line end when that keeps at least half of what a
 * cut at any space would, else at a sentence end on the same terms, else at a space, else
 * between characters. Whitespace at a cut belongs to neither side.
 */
function splitRange(content: string, start: number, end: number, budget: number, out: Array<[number, number]>): void {
  let from = start;
  while (from < end) {
    const text = content.slice(from, end);
    if (countTokens(text) <= budget) {
      out.push([from, end]);
      return;
    }
    const spaces = furthestFitting(text, cutPoints(text, CUTS[2]), budget);
    let cut = -1;
    for (const re of CUTS.slice(0, 2)) {
      const at = furthestFitting(text, cutPoints(text, re), budget);
      if (at > 0 && at * 2 >= spaces) {
        cut = at;
        break;
      }
    }
    if (cut < 0) cut = spaces;
    if (cut <= 0) {
      // No boundary fits: between characters (never inside a surrogate pair).
      const chars: number[] = [];
      for (let i = 1; i < text.length; i++) if (!/[\udc00-\udfff]/.test(text[i])) chars.push(i);
      cut = Math.max(1, furthestFitting(text, chars, budget));
    }
    const piece = text.slice(0, cut).trimEnd();
    if (piece.length > 0) out.push([from, from + piece.length]);
    const rest = text.slice(cut);
    from += cut + (rest.length - rest.trimStart().length);
  }
}

interface Section {
  /** Heading units from the outermost in. */
  path: Unit[];
}

/** The heading lines repeated before a chunk's slice: those of its path not at the slice's start. */
function prefixOf(content: string, path: readonly Unit[], sliceStart: number): string {
  const lines = path.filter((h) => h.start !== sliceStart && h.start < sliceStart).map((h) => content.slice(h.start, h.end));
  return lines.length === 0 ? "" : `${lines.join("\n\n")}\n\n`;
}

function chunk(content: string, units: Unit[], maxTokens: number): Chunk[] {
  for (const u of units) u.tokens = countTokens(content.slice(u.start, u.end));
  const SEPARATOR = countTokens("\n\n");
  const chunks: Chunk[] = [];
  const section: Section = { path: [] };
  /** `headingOnly`: the open chunk holds its section's heading and nothing yet. */
  let open: { start: number; end: number; tokens: number; path: Unit[]; headingOnly: boolean } | null = null;

  const emit = (start: number, end: number, path: Unit[]): void => {
    let prefix = prefixOf(content, path, start);
    // A path too long for the budget is shortened from the outside: the slice needs room.
    let usable = path;
    while (prefix !== "" && countTokens(prefix) > maxTokens * CHUNKS.maxPrefixShare) {
      usable = usable.slice(1);
      prefix = prefixOf(content, usable, start);
    }
    const budget = maxTokens - countTokens(prefix);
    const ranges: Array<[number, number]> = [];
    splitRange(content, start, end, budget, ranges);
    for (const [s, e] of ranges) {
      const p = s === start ? prefix : prefixOf(content, usable, s);
      let text = p + content.slice(s, e);
      let tokens = countTokens(text);
      // Joined, prefix and slice may count one token more than apart (a merge across the seam): cut once more.
      if (tokens > maxTokens) {
        const again: Array<[number, number]> = [];
        splitRange(content, s, e, budget - (tokens - maxTokens), again);
        for (const [s2, e2] of again) {
          text = prefixOf(content, usable, s2) + content.slice(s2, e2);
          chunks.push({ text, headingPath: path.map((h) => h.heading), tokens: countTokens(text), start: s2, end: e2 });
        }
        continue;
      }
      chunks.push({ text, headingPath: path.map((h) => h.heading), tokens, start: s, end: e });
    }
  };

  const budgetFor = (start: number, path: Unit[]): number => maxTokens - countTokens(prefixOf(content, path, start));

  for (const u of units) {
    if (u.level > 0) {
      if (open !== null) emit(open.start, open.end, open.path);
      while (section.path.length > 0 && section.path[section.path.length - 1].level >= u.level) section.path.pop();
      section.path.push(u);
      open = { start: u.start, end: u.end, tokens: u.tokens, path: section.path.slice(), headingOnly: true };
      continue;
    }
    if (open !== null && open.tokens + SEPARATOR + u.tokens <= budgetFor(open.start, open.path)) {
      open.end = u.end;
      open.tokens += SEPARATOR + u.tokens;
      open.headingOnly = false;
      continue;
    }
    if (open !== null && open.headingOnly) {
      // A heading followed by a block over the budget: the block is cut anyway, and its first piece goes with the heading.
      emit(open.start, u.end, open.path);
      open = null;
      continue;
    }
    if (open !== null) emit(open.start, open.end, open.path);
    open = { start: u.start, end: u.end, tokens: u.tokens, path: section.path.slice(), headingOnly: false };
  }
  if (open !== null) emit(open.start, open.end, open.path);
  return chunks;
}

/** `chunks`, `tokens` and `wordCount` for the result, when the options ask for them. */
export function contentExtras(
  content: string,
  format: "text" | "markdown",
  blocks: readonly MarkdownBlock[],
  options: ExtractOptions,
): Pick<ExtractResult, "chunks" | "tokens" | "wordCount"> {
  const maxTokens = options.chunks?.maxTokens;
  if (maxTokens === undefined && options.stats !== true) return {};
  const extras: Pick<ExtractResult, "chunks" | "tokens" | "wordCount"> = {};
  if (maxTokens !== undefined) {
    const units = format === "markdown" ? markdownUnits(content, blocks) : textUnits(content, blocks);
    extras.chunks = chunk(content, units, maxTokens);
  }
  extras.tokens = countTokens(content);
  extras.wordCount = countWords(format === "markdown" ? markdownToText(content) : content);
  return extras;
}
