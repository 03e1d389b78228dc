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
 *
 * Tokens are gpt-tokenizer's o200k_base counts, taken by tokens/o200k-count.ts in place
 * (ranges of `content`, no slices); the whole content's `tokens` is joined from the
 * units' counts, not counted again.
 */
import type { MarkdownBlock } from "./markdown/index.js";
import { markdownWordCount } from "./markdown/words.js";
import { CHUNKS } from "./heuristics/weights.js";
import { countJoined, countO200k, countRange, countWithin, PieceLog, type CountedRange, type RangeCount } from "./tokens/o200k-count.js";
import { countWords } from "./words.js";
import type { Chunk, ExtractOptions, ExtractResult } from "./types.js";

/** o200k_base tokens of `text`, as gpt-tokenizer counts them (tokens/o200k-count.ts). */
export function countTokens(text: string): number {
  return countO200k(text);
}

/** Words of a text: whitespace-separated runs holding a letter or a digit (words.ts). */
export { countWords } from "./words.js";

/** A piece of `content` that chunks never cut unless it alone is over the budget. */
interface UnitSpan {
  start: number;
  end: number;
  /** 1..6 for a heading, else 0. */
  level: number;
  /** A heading's plain text (its headingPath entry). */
  heading: string;
}

/** A unit with its tokens, counted once as a string of its own (and what the whole content's count reuses). */
interface Unit extends UnitSpan {
  count: RangeCount;
}

/**
 * The units counted; the pieces of those that may be over the budget kept in `log` (a
 * block over the budget reads its lines' counts there). A unit of fewer characters than
 * the budget has tokens is seldom over it (prose has about four characters a token), and
 * one that is has its lines counted again: the log only saves work.
 */
function countUnits(content: string, spans: readonly UnitSpan[], maxTokens: number, log: PieceLog): Unit[] {
  // A literal, not `{ ...u }`: V8's spread cost as much as counting (0.5 ms per 100 KB).
  return spans.map((u) => ({ start: u.start, end: u.end, level: u.level, heading: u.heading, count: countRange(content, u.start, u.end, u.end - u.start >= maxTokens ? log : undefined) }));
}

/** Markdown: the blocks, as `content` joins them (one blank line between). */
function markdownUnits(content: string, blocks: readonly MarkdownBlock[]): UnitSpan[] {
  const units: UnitSpan[] = [];
  let pos = 0;
  for (const b of blocks) {
    const end = pos + b.markdown.length;
    units.push({ start: pos, end, level: b.level, heading: b.headingText });
    pos = end + 2;
  }
  // `content` is the blocks joined; if it ever is not (a well-formedness repair), fall back to paragraphs.
  if (units.length > 0 && units[units.length - 1].end !== content.length) return textUnits(content, []);
  return units;
}

/** Text: paragraphs between blank lines; code blocks (found by their text) kept whole; headings found in order. */
function textUnits(content: string, blocks: readonly MarkdownBlock[]): UnitSpan[] {
  const paras: UnitSpan[] = [];
  const gap = /\n{2,}/g;
  let pos = 0;
  for (let m = gap.exec(content); m !== null; m = gap.exec(content)) {
    if (m.index > pos) paras.push({ start: pos, end: m.index, level: 0, heading: "" });
    pos = m.index + m[0].length;
  }
  if (pos < content.length) paras.push({ start: pos, end: content.length, level: 0, heading: "" });
  const units: UnitSpan[] = [];
  let i = 0;
  for (const b of blocks) {
    if (i >= paras.length) break;
    if (b.kind === "heading") {
      const limit = Math.min(paras.length, i + CHUNKS.headingSearchWindow);
      for (let j = i; j < limit; j++) {
        // The paragraph is the heading's text (compared in place: no slice per paragraph tried).
        if (paras[j].end - paras[j].start === b.headingText.length && content.startsWith(b.headingText, paras[j].start)) {
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
      units.push({ start: paras[j].start, end: paras[k - 1].end, level: 0, heading: "" });
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

/** A range of `content` that is not cut further, with its count. */
type Atom = CountedRange;

/** [start, end) (whose count is `whole`) as atoms within the budget, each counted once (ATOM_SEPARATORS; a word over the budget is cut between characters). */
function atomsOf(content: string, whole: CountedRange, budget: number, log: PieceLog, out: Atom[]): void {
  // Ranges still to cut, the next one last, each with the separator level it is cut at.
  const pending: Array<{ start: number; end: number; level: number }> = [{ start: whole.start, end: whole.end, level: 0 }];
  while (pending.length > 0) {
    const r = pending.pop()!;
    // A line's count from its block's pieces (no second scan), a sentence's or a word's by counting it.
    const count = r.level === 0 ? whole.count : ((r.level === 1 ? countWithin(content, log, r.start, r.end) : null) ?? countRange(content, r.start, r.end));
    if (count.tokens <= budget) {
      out.push({ start: r.start, end: r.end, count });
      continue;
    }
    if (r.level >= ATOM_SEPARATORS.length) {
      // One "word" over the budget (a base64 blob, a line of minified code): cut between
      // characters, piece by piece from the front (each piece counted, never the rest),
      // never inside a surrogate pair.
      const length = r.end - r.start;
      let from = r.start;
      while (from < r.end) {
        const rest = r.end - from;
        let cut = Math.min(rest, Math.max(1, Math.floor((length * budget) / count.tokens)));
        let piece = countRange(content, from, from + cut);
        while (cut > 1 && piece.tokens > budget) {
          cut = Math.max(1, Math.floor(cut * 0.8));
          piece = countRange(content, from, from + cut);
        }
        if (cut > 1 && from + cut < r.end && /[\udc00-\udfff]/.test(content[from + cut])) {
          cut--;
          piece = countRange(content, from, from + cut);
        }
        out.push({ start: from, end: from + cut, count: piece });
        from += cut;
      }
      continue;
    }
    const text = content.slice(r.start, r.end);
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
 * the range's own, from its atoms' counts where they are lines (countJoined).
 */
function splitRange(content: string, whole: CountedRange, budget: number, seps: SeparatorCounts, log: PieceLog, out: Array<[number, number, number]>): void {
  const atoms: Atom[] = [];
  atomsOf(content, whole, budget, log, atoms);
  let i = 0;
  while (i < atoms.length) {
    let j = i;
    let sum = atoms[i].count.tokens;
    while (j + 1 < atoms.length) {
      const joined = sum + seps.of(content.slice(atoms[j].end, atoms[j + 1].start)) + atoms[j + 1].count.tokens;
      if (joined > budget) break;
      sum = joined;
      j++;
    }
    let exact = countJoined(content, atoms.slice(i, j + 1)).tokens;
    while (exact > budget && j > i) {
      j--;
      exact = countJoined(content, atoms.slice(i, j + 1)).tokens;
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
interface Prefix {
  /** The headings repeated, outermost first. */
  shown: Unit[];
  tokens: number;
}

function prefixOf(path: readonly Unit[], sliceStart: number, seps: SeparatorCounts): Prefix {
  const shown = path.filter((h) => h.start < sliceStart);
  if (shown.length === 0) return { shown, tokens: 0 };
  const sep = seps.of("\n\n");
  return { shown, tokens: shown.reduce((n, h) => n + h.count.tokens + sep, 0) };
}

/** A prefix's text, built only for a chunk that is emitted (the packing loop asks for tokens only). */
function prefixText(content: string, prefix: Prefix): string {
  return prefix.shown.map((h) => `${content.slice(h.start, h.end)}\n\n`).join("");
}

/**
 * Units packed into chunks. Token counts are sums: each unit counted once, plus its
 * separators and the repeated heading lines (docs/chunks.md, Tokens); only a unit over
 * the budget is counted again, piece by piece, as it is cut.
 */
function chunk(content: string, units: Unit[], maxTokens: number, seps: SeparatorCounts, log: PieceLog): Chunk[] {
  const chunks: Chunk[] = [];
  const path: Unit[] = [];
  /** The open chunk: its first and last unit, its tokens without the prefix, its heading path and its prefix's tokens. `headingOnly`: it holds its section's heading and nothing yet. */
  let open: { first: number; last: number; tokens: number; path: Unit[]; prefixTokens: number; headingOnly: boolean } | null = null;

  /** The prefix of a chunk starting at `start`, shortened from the outside when it would take over CHUNKS.maxPrefixShare of the budget. */
  const prefixFor = (heads: Unit[], start: number): Prefix & { heads: Unit[] } => {
    let usable = heads;
    let prefix = prefixOf(usable, start, seps);
    while (prefix.tokens > maxTokens * CHUNKS.maxPrefixShare) {
      usable = usable.slice(1);
      prefix = prefixOf(usable, start, seps);
    }
    // A literal, not `{ ...prefix }`: the spread was a twentieth of a warm Markdown chunking.
    return { shown: prefix.shown, tokens: prefix.tokens, heads: usable };
  };

  const emit = (o: NonNullable<typeof open>): void => {
    const start = units[o.first].start;
    const end = units[o.last].end;
    const headingPath = o.path.map((h) => h.heading);
    const prefix = prefixFor(o.path, start);
    if (prefix.tokens + o.tokens <= maxTokens) {
      chunks.push({ text: prefixText(content, prefix) + content.slice(start, end), headingPath, tokens: prefix.tokens + o.tokens, start, end });
      return;
    }
    // One block over the budget (with, before it, its section's heading): cut it.
    const ranges: Array<[number, number, number]> = [];
    // The budget leaves room for the longer of the two prefixes a piece can get (the first piece's, the others').
    // Its count as one string, from its units' (a heading and the block, or the block).
    const whole = { start, end, count: countJoined(content, units.slice(o.first, o.last + 1)) };
    splitRange(content, whole, maxTokens - Math.max(prefix.tokens, prefixFor(o.path, end).tokens), seps, log, ranges);
    for (const [s, e, tokens] of ranges) {
      const p = s === start ? prefix : prefixFor(prefix.heads, s);
      chunks.push({ text: prefixText(content, p) + content.slice(s, e), headingPath, tokens: p.tokens + tokens, start: s, end: e });
    }
  };

  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.level > 0) {
      if (open !== null) emit(open);
      while (path.length > 0 && path[path.length - 1].level >= u.level) path.pop();
      path.push(u);
      open = { first: i, last: i, tokens: u.count.tokens, path: path.slice(), prefixTokens: prefixFor(path, u.start).tokens, headingOnly: true };
      continue;
    }
    if (open !== null) {
      const joined = open.tokens + seps.of(content.slice(units[open.last].end, u.start)) + u.count.tokens;
      if (open.prefixTokens + joined <= maxTokens) {
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
    open = { first: i, last: i, tokens: u.count.tokens, path: path.slice(), prefixTokens: prefixFor(path, u.start).tokens, headingOnly: false };
  }
  if (open !== null) emit(open);
  return chunks;
}

/**
 * The pieces of the units that may be over the budget, one log for every request (a log
 * of its own, grown from 1,024 to 8,192 pieces for 100 KB, was 2% of a chunking's time);
 * its arrays are kept up to 16,384 pieces (192 KiB).
 */
const log = new PieceLog();
const KEPT_LOG_PIECES = 16_384;

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
    log.reset(KEPT_LOG_PIECES);
    const units = countUnits(content, format === "markdown" ? markdownUnits(content, blocks) : textUnits(content, blocks), maxTokens, log);
    extras.chunks = chunk(content, units, maxTokens, new SeparatorCounts(), log);
    // The whole content's exact count (not the sum of the units'), from the units' counts
    // and a scan of the few pieces around each break between them (countJoined says why).
    extras.tokens = countJoined(content, units).tokens;
  } else {
    extras.tokens = countTokens(content);
  }
  extras.wordCount = format === "markdown" ? markdownWordCount(content) : countWords(content);
  return extras;
}
