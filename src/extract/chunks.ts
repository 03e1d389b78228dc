/**
 * Heading-aware chunks, token and word counts (issue 17; docs/chunks.md).
 *
 * `content` is cut into units at block boundaries (Markdown: the renderer's blocks; text:
 * its blank-line paragraphs, with code blocks kept whole and headings found from the same
 * render). Units are packed in order into chunks of at most `maxTokens`, a heading always
 * starting a new chunk; a unit alone over the budget is cut at line boundaries (then at
 * sentence ends, spaces, characters). Each unit is counted once and a chunk's `tokens` is
 * the sum of its parts' counts: never below the count of its text as one string (o200k
 * may merge a punctuation mark with the newlines after it), so never over the budget
 * (measured: 24,216 chunks of 216 dev pages, both formats, budgets 64 and 512, none
 * below, a quarter above by a token or a few).
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
  if (!LONG_RUN_TEST.test(text)) return tokenizer.countTokens(text, NO_SPECIAL);
  // Runs without whitespace over CHUNKS.longRunChars (base64, minified code, a hostile
  // page's 300,000 "a"s) are counted in slices of that size: the tokenizer reads one such
  // run as a single piece at about 13 us a character (2 MiB: half a minute). The text
  // around them is counted exactly; a run's slices are an estimate a few tokens high.
  let n = 0;
  let from = 0;
  LONG_RUN.lastIndex = 0;
  for (let m = LONG_RUN.exec(text); m !== null; m = LONG_RUN.exec(text)) {
    if (m.index > from) n += tokenizer.countTokens(text.slice(from, m.index), NO_SPECIAL);
    for (let i = 0; i < m[0].length; i += CHUNKS.longRunChars) n += tokenizer.countTokens(m[0].slice(i, i + CHUNKS.longRunChars), NO_SPECIAL);
    from = m.index + m[0].length;
  }
  if (from < text.length) n += tokenizer.countTokens(text.slice(from), NO_SPECIAL);
  return n;
}

const LONG_RUN = new RegExp(`\\S{${CHUNKS.longRunChars + 1},}`, "g");
const LONG_RUN_TEST = new RegExp(`\\S{${CHUNKS.longRunChars + 1}}`);

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

/**
 * How a block over the budget is cut, coarsest first: into lines, a line over the budget
 * into sentences, a sentence into words. Each pattern matches the separator between two
 * atoms (left to neither).
 */
const ATOM_SEPARATORS: readonly RegExp[] = [/\n+/g, /(?<=[.!?]["'”’)]?) +/g, / +/g];

interface Atom {
  start: number;
  end: number;
  tokens: number;
}

/** [start, end) as atoms within the budget, each counted once (ATOM_SEPARATORS; a word over the budget is cut between characters). */
function atomsOf(content: string, start: number, end: number, budget: number, out: Atom[]): void {
  // Ranges still to cut, the next one last, each with the separator level it is cut at.
  const pending: Array<{ start: number; end: number; level: number }> = [{ start, end, level: 0 }];
  while (pending.length > 0) {
    const r = pending.pop()!;
    const text = content.slice(r.start, r.end);
    const tokens = countTokens(text);
    if (tokens <= budget) {
      out.push({ start: r.start, end: r.end, tokens });
      continue;
    }
    if (r.level >= ATOM_SEPARATORS.length) {
      // One "word" over the budget (a base64 blob, a line of minified code): cut between
      // characters, piece by piece from the front (each piece counted, never the rest),
      // never inside a surrogate pair.
      let from = 0;
      while (from < text.length) {
        const rest = text.length - from;
        let cut = Math.min(rest, Math.max(1, Math.floor((text.length * budget) / tokens)));
        let pieceTokens = countTokens(text.slice(from, from + cut));
        while (cut > 1 && pieceTokens > budget) {
          cut = Math.max(1, Math.floor(cut * 0.8));
          pieceTokens = countTokens(text.slice(from, from + cut));
        }
        if (cut > 1 && from + cut < text.length && /[\udc00-\udfff]/.test(text[from + cut])) {
          cut--;
          pieceTokens = countTokens(text.slice(from, from + cut));
        }
        out.push({ start: r.start + from, end: r.start + from + cut, tokens: pieceTokens });
        from += cut;
      }
      continue;
    }
    const re = ATOM_SEPARATORS[r.level];
    const parts: Array<{ start: number; end: number; level: number }> = [];
    let from = 0;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m.index > from) parts.push({ start: r.start + from, end: r.start + m.index, level: r.level + 1 });
      from = m.index + m[0].length;
    }
    if (from < text.length) parts.push({ start: r.start + from, end: r.end, level: r.level + 1 });
    for (let i = parts.length - 1; i >= 0; i--) pending.push(parts[i]);
  }
}

/**
 * [start, end) cut into ranges of at most `budget` tokens each: its atoms (atomsOf) packed
 * greedily in order by the sum of their counts, then each range counted in one piece (a
 * sum of lines can fall a token short of the whole: o200k merges `]` with the newline
 * after it) and given back its last atoms until that count fits. The count returned is
 * the range's own.
 */
function splitRange(content: string, start: number, end: number, budget: number, seps: SeparatorCounts, out: Array<[number, number, number]>): void {
  const atoms: Atom[] = [];
  atomsOf(content, start, end, budget, atoms);
  let i = 0;
  while (i < atoms.length) {
    let j = i;
    let sum = atoms[i].tokens;
    while (j + 1 < atoms.length) {
      const joined = sum + seps.of(content.slice(atoms[j].end, atoms[j + 1].start)) + atoms[j + 1].tokens;
      if (joined > budget) break;
      sum = joined;
      j++;
    }
    let exact = countTokens(content.slice(atoms[i].start, atoms[j].end));
    while (exact > budget && j > i) {
      j--;
      exact = countTokens(content.slice(atoms[i].start, atoms[j].end));
    }
    out.push([atoms[i].start, atoms[j].end, exact]);
    i = j + 1;
  }
}

/** Separators between units (`\n\n`, `\n\n\n`), counted once each. */
class SeparatorCounts {
  private readonly known = new Map<string, number>();
  of(text: string): number {
    let n = this.known.get(text);
    if (n === undefined) this.known.set(text, (n = countTokens(text)));
    return n;
  }
}

/** The heading lines repeated before a chunk's slice: those of its path that start before it. */
function prefixOf(content: string, path: readonly Unit[], sliceStart: number, seps: SeparatorCounts): { text: string; tokens: number } {
  const heads = path.filter((h) => h.start < sliceStart);
  if (heads.length === 0) return { text: "", tokens: 0 };
  const sep = seps.of("\n\n");
  return {
    text: heads.map((h) => `${content.slice(h.start, h.end)}\n\n`).join(""),
    tokens: heads.reduce((n, h) => n + h.tokens + sep, 0),
  };
}

/**
 * Units packed into chunks. Token counts are sums: each unit counted once, plus its
 * separators and the repeated heading lines (docs/chunks.md, Tokens); only a unit over
 * the budget is counted again, piece by piece, as it is cut.
 */
function chunk(content: string, units: Unit[], maxTokens: number, seps: SeparatorCounts): Chunk[] {
  const chunks: Chunk[] = [];
  const path: Unit[] = [];
  /** The open chunk: its first and last unit, its tokens without the prefix, its heading path. `headingOnly`: it holds its section's heading and nothing yet. */
  let open: { first: number; last: number; tokens: number; path: Unit[]; headingOnly: boolean } | null = null;

  /** The prefix of a chunk starting at `start`, shortened from the outside when it would take over CHUNKS.maxPrefixShare of the budget. */
  const prefixFor = (heads: Unit[], start: number): { text: string; tokens: number; heads: Unit[] } => {
    let usable = heads;
    let prefix = prefixOf(content, usable, start, seps);
    while (prefix.tokens > maxTokens * CHUNKS.maxPrefixShare) {
      usable = usable.slice(1);
      prefix = prefixOf(content, usable, start, seps);
    }
    return { ...prefix, heads: usable };
  };

  const emit = (o: NonNullable<typeof open>): void => {
    const start = units[o.first].start;
    const end = units[o.last].end;
    const headingPath = o.path.map((h) => h.heading);
    const prefix = prefixFor(o.path, start);
    if (prefix.tokens + o.tokens <= maxTokens) {
      chunks.push({ text: prefix.text + content.slice(start, end), headingPath, tokens: prefix.tokens + o.tokens, start, end });
      return;
    }
    // One block over the budget (with, before it, its section's heading): cut it.
    const ranges: Array<[number, number, number]> = [];
    // The budget leaves room for the longer of the two prefixes a piece can get (the first piece's, the others').
    splitRange(content, start, end, maxTokens - Math.max(prefix.tokens, prefixFor(o.path, end).tokens), seps, ranges);
    for (const [s, e, tokens] of ranges) {
      const p = s === start ? prefix : prefixFor(prefix.heads, s);
      chunks.push({ text: p.text + content.slice(s, e), headingPath, tokens: p.tokens + tokens, start: s, end: e });
    }
  };

  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    u.tokens = countTokens(content.slice(u.start, u.end));
    if (u.level > 0) {
      if (open !== null) emit(open);
      while (path.length > 0 && path[path.length - 1].level >= u.level) path.pop();
      path.push(u);
      open = { first: i, last: i, tokens: u.tokens, path: path.slice(), headingOnly: true };
      continue;
    }
    if (open !== null) {
      const joined = open.tokens + seps.of(content.slice(units[open.last].end, u.start)) + u.tokens;
      if (prefixFor(open.path, units[open.first].start).tokens + joined <= maxTokens) {
        open.last = i;
        open.tokens = joined;
        open.headingOnly = false;
        continue;
      }
      if (open.headingOnly) {
        // A heading followed by a block over the budget: the block is cut anyway, and its first piece goes with the heading.
        open.last = i;
        open.tokens = joined;
        emit(open);
        open = null;
        continue;
      }
      emit(open);
    }
    open = { first: i, last: i, tokens: u.tokens, path: path.slice(), headingOnly: false };
  }
  if (open !== null) emit(open);
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
    extras.chunks = chunk(content, units, maxTokens, new SeparatorCounts());
  }
  // The whole content is counted as one string: exact, where chunks' counts are sums.
  extras.tokens = countTokens(content);
  extras.wordCount = countWords(format === "markdown" ? markdownToText(content) : content);
  return extras;
}
