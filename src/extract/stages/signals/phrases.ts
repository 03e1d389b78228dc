/**
 * Interface text known by its words: a short block whose whole text is a phrase ("Share
 * this", "Advertisement"), or that starts like a cookie notice, a "read also" link or a
 * credit (BOILERPLATE_PHRASES, BOILERPLATE_PREFIXES, SHORT_BLOCK_PREFIXES). Every block
 * of a page is asked, so tables built at load (ASCII character classes, the phrases'
 * first and last characters, prefixes by first character) turn most blocks away before
 * any text is lower-cased.
 */
import { collapseWhitespace, lowerCase } from "../../dom/node.js";
import { BOILERPLATE_PHRASES, BOILERPLATE_PREFIXES, END_MARK, SHORT_BLOCK_PREFIXES, STOCK_COUNT } from "../../heuristics/boilerplate.js";

/**
 * Prefixes by their first character: a block's text is compared with the few prefixes
 * that start like it, not with all of them (the phrase rules, per block).
 */
type PrefixIndex = ReadonlyMap<string, readonly string[]>;

function indexPrefixes(prefixes: readonly string[]): PrefixIndex {
  const index = new Map<string, string[]>();
  for (const p of withSpacedColons(prefixes)) {
    if (p === "") throw new Error("an empty word prefix would match every word");
    const list = index.get(p[0]);
    if (list) list.push(p);
    else index.set(p[0], [p]);
  }
  return index;
}

/**
 * Each label that ends with a colon also with a space before it ("editor:" and "editor :"):
 * French typography sets the colon so ("Source : AFP", "Crédits photo : …"), and so do
 * Indonesian and other portals' credit lines ("Penulis : Rina", "Editor : Bambang", batch 41).
 */
function withSpacedColons(prefixes: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of prefixes) {
    out.push(p);
    if (p.length > 1 && p.endsWith(":") && !p.endsWith(" :") && !/\s$/.test(p.slice(0, -1))) out.push(`${p.slice(0, -1)} :`);
  }
  return out;
}

const EDGE_CHAR = /[\s\p{P}\p{S}\d]/u;
const DIGIT = /\d/;
/** Whitespace, punctuation and symbols: what a phrase or prefix match skips at the start of a block. */
const LEADING_CHAR = /[\s\p{P}\p{S}]/u;

/** A test of one character, tabled for ASCII: the phrase tests look at a block's first and last characters, mostly ASCII. */
const asciiTable = (test: (ch: string) => boolean): readonly boolean[] =>
  Array.from({ length: 128 }, (_, c) => test(String.fromCharCode(c)));
/** What normalizePhrase cuts from the start (edge characters but digits: "3 comments" keeps its number)... */
const PHRASE_LEAD_ASCII = asciiTable((ch) => EDGE_CHAR.test(ch) && !DIGIT.test(ch));
/** ...and from the end. */
const PHRASE_TAIL_ASCII = asciiTable((ch) => EDGE_CHAR.test(ch));
/** What startsWithAny skips (LEADING_PUNCT). */
const LEADING_ASCII = asciiTable((ch) => LEADING_CHAR.test(ch));

/** Lower-cased, whitespace collapsed, punctuation/symbols/digits cut from both ends (a loop: no regex rescans). */
function normalizePhrase(text: string): string {
  const t = collapseWhitespace(lowerCase(text));
  let start = 0;
  let end = t.length;
  while (start < end && EDGE_CHAR.test(t[start]) && !DIGIT.test(t[start])) start++;
  while (end > start && EDGE_CHAR.test(t[end - 1])) end--;
  return t.slice(start, end);
}

const PHRASES: ReadonlySet<string> = new Set(BOILERPLATE_PHRASES.map(normalizePhrase));
/** No phrase is longer than this once normalized; longer text is not looked up. */
const MAX_PHRASE_LENGTH = Math.max(...[...PHRASES].map((p) => p.length));
const PREFIXES: readonly string[] = BOILERPLATE_PREFIXES.map((p) => p.toLowerCase());

/** ASCII lower case of an ASCII character code. */
const asciiLower = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);
/** A phrase's first and last characters as one number. */
const endsKey = (first: number, last: number): number => first * 0x10000 + last;
const EMPTY_IS_PHRASE = PHRASES.has("");
const PHRASE_ENDS: ReadonlySet<number> = new Set([...PHRASES].map((p) => endsKey(p.charCodeAt(0), p.charCodeAt(p.length - 1))));

/**
 * False when `text` surely normalizes to no phrase: the characters normalizePhrase would
 * keep first and last are ASCII and no phrase starts and ends with them (or it would
 * keep nothing). Most blocks are turned away here, without lower-casing them. True when
 * undecided: a character it looks at is beyond ASCII.
 */
function mayBePhrase(text: string): boolean {
  const n = text.length;
  let start = 0;
  for (; start < n; start++) {
    const c = text.charCodeAt(start);
    if (c >= 128) return true;
    if (!PHRASE_LEAD_ASCII[c]) break;
  }
  let last = n - 1;
  for (; last >= start; last--) {
    const c = text.charCodeAt(last);
    if (c >= 128) return true;
    if (!PHRASE_TAIL_ASCII[c]) break;
  }
  if (last < start) return EMPTY_IS_PHRASE;
  return PHRASE_ENDS.has(endsKey(asciiLower(text.charCodeAt(start)), asciiLower(text.charCodeAt(last))));
}

/** True when a short block's whole text is interface text ("Share this", "Advertisement"). */
export function isBoilerplatePhrase(text: string): boolean {
  if (text.length > MAX_PHRASE_LENGTH * 2) return false;
  return (
    (mayBePhrase(text) && PHRASES.has(normalizePhrase(text))) ||
    (text.length <= MAX_STOCK_COUNT_CHARS && (STOCK_COUNT.test(text.trim()) || END_MARK.test(text.trim()))) ||
    (text.length <= MAX_INPUTS_CREDIT_CHARS && text.includes("nputs") && INPUTS_CREDIT.test(text))
  );
}

/**
 * An Indian newsroom's wire credit closing a story, a line of its own in brackets: "(With
 * inputs from PTI)", "(With agency inputs)", "(With inputs from agencies)". The
 * desk's note of whose copy it used, not a sentence of the story.
 */
const INPUTS_CREDIT = /^\s*[([]\s*with\s+(?:(?:\p{L}+\s+){0,2}inputs\s+from\s+[^()[\]]{1,50}|(?:agency|wire|pti|ians|ani|reuters|agencies)\s+inputs)\s*[)\]]\s*\.?\s*$/iu;
const MAX_INPUTS_CREDIT_CHARS = 80;

/** "Only 12,500 left in stock." is 27 characters; room for the spaces around it. */
const MAX_STOCK_COUNT_CHARS = 40;

const PREFIX_INDEX = indexPrefixes(PREFIXES);
const SHORT_PREFIX_INDEX = indexPrefixes(SHORT_BLOCK_PREFIXES.map((p) => p.toLowerCase()));
const LEADING_PUNCT = /^[\s\p{P}\p{S}]+/u;

function startsWithAny(text: string, index: PrefixIndex): boolean {
  // The leading punctuation skipped by hand while it is ASCII (the regex's way otherwise),
  // so that most blocks are turned away by their first character without a new string.
  let start = 0;
  for (; start < text.length; start++) {
    const c = text.charCodeAt(start);
    if (c >= 128) return startsWithAnyAfter(text.replace(LEADING_PUNCT, ""), index);
    if (!LEADING_ASCII[c]) break;
  }
  if (start === text.length) return false;
  // The first character decides the candidates; most blocks have none, and are not lower-cased whole.
  const candidates = index.get(String.fromCharCode(asciiLower(text.charCodeAt(start))));
  if (candidates === undefined) return false;
  let lower: string | undefined;
  for (const p of candidates) {
    const same = asciiStartsWith(text, start, p);
    if (same === true) return true;
    if (same === undefined) {
      lower ??= lowerCase(text.slice(start));
      if (lower.startsWith(p)) return true;
    }
  }
  return false;
}

/**
 * Whether lowerCase(text.slice(start)) starts with `prefix`, compared character by
 * character while the text is ASCII (ASCII lower-cases one character to one, so the
 * positions agree): most candidates differ within a character or two, and the text is
 * not lower-cased. Undefined when a character beyond ASCII comes first.
 */
function asciiStartsWith(text: string, start: number, prefix: string): boolean | undefined {
  for (let k = 0; k < prefix.length; k++) {
    if (start + k >= text.length) return false;
    const c = text.charCodeAt(start + k);
    if (c >= 128) return undefined;
    if (asciiLower(c) !== prefix.charCodeAt(k)) return false;
  }
  return true;
}

/** startsWithAny on text whose leading punctuation is cut. */
function startsWithAnyAfter(t: string, index: PrefixIndex): boolean {
  if (t === "") return false;
  const candidates = index.get(lowerCase(t[0])[0]);
  if (candidates === undefined) return false;
  return startsWithCandidate(lowerCase(t), candidates);
}

function startsWithCandidate(lower: string, candidates: readonly string[]): boolean {
  for (const p of candidates) if (lower.startsWith(p)) return true;
  return false;
}

/** True when a block starts like a cookie notice, newsletter box or copyright line. */
export function startsLikeBoilerplate(text: string): boolean {
  return startsWithAny(text, PREFIX_INDEX);
}

/** True when a short block starts like a "read also" link, a share prompt, a credit or a metadata line. */
export function startsLikeShortBoilerplate(text: string): boolean {
  return startsWithAny(text, SHORT_PREFIX_INDEX);
}
