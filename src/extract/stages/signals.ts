/**
 * Per-element signals compiled from heuristics/: class/id words, roles, hidden state.
 */
import { codePointBefore, collapseWhitespace, findFirst, isAsciiLetter, isJsSpace, lowerCase, walkElements, type ElementNode } from "../dom/node.js";
import type { Measure } from "./measure.js";
import {
  BOILERPLATE_PHRASES,
  BOILERPLATE_PREFIXES,
  BOILERPLATE_ROLES,
  BOILERPLATE_WORDS,
  CONTENT_ROLES,
  CONTENT_WORDS,
  LEAD_WORDS,
  SHORT_BLOCK_PREFIXES,
  CREDIT_MARKERS,
  CAPTION_CREDIT_LABELS,
  WEEKDAYS,
  BYLINE_WORDS,
  MAX_PROMOTION_CHARS,
  MAX_LONG_PROMOTION_CHARS,
  LONG_PROMOTION_PLATFORMS,
  OWN_CHANNEL_PHRASES,
  MAX_NOTICE_BLOCK_CHARS,
  AD_LABELS,
  GALLERY_COUNT_LINKS,
  PAGE_HEADERS_AND_FOOTERS,
  SUBSCRIBER_PROMPTS,
  COPYRIGHT_NOTICES,
  PROMOTION_PLATFORMS,
  PROMOTION_VERBS,
} from "../heuristics/boilerplate.js";
import { MONTHS } from "../heuristics/metadata.js";
import { MARK_ARIA_HIDDEN, MARK_HIDDEN, MARK_STYLE } from "../heuristics/attributes.js";

interface CompiledGroup {
  removes: string;
  maxChars: number;
  /** Lower-cased, as tokenWords' words are. */
  exact: readonly string[];
  prefix: readonly string[];
}

/**
 * Prefixes by their first character: a block's text is compared with the few prefixes
 * that start like it, not with all of them (the phrase rules, per block).
 */
type PrefixIndex = ReadonlyMap<string, readonly string[]>;

function indexPrefixes(prefixes: readonly string[]): PrefixIndex {
  const index = new Map<string, string[]>();
  for (const p of prefixes) {
    if (p === "") throw new Error("an empty word prefix would match every word");
    const list = index.get(p[0]);
    if (list) list.push(p);
    else index.set(p[0], [p]);
  }
  return index;
}

const GROUPS: readonly CompiledGroup[] = BOILERPLATE_WORDS.map((g) => ({
  removes: g.removes,
  maxChars: g.maxChars ?? Infinity,
  exact: g.exact.map((w) => w.toLowerCase()),
  prefix: g.prefix.map((w) => w.toLowerCase()),
}));

const CAMEL = /([a-z0-9])([A-Z])/g;
/** The word after which a token's words no longer name the element (tokenWords). */
const WITH = "with";
/**
 * The in-place readings' match of WITH: how many of its letters the current word has
 * matched after reading `lower` (a lower-cased ASCII letter or digit), from `at` (0 at a
 * word's start); -1 once it differs.
 */
const withStep = (at: number, lower: number): number => (at >= 0 && at < WITH.length && WITH.charCodeAt(at) === lower ? at + 1 : -1);
const NON_WORD = /[^a-z0-9]+/;

/**
 * One class token (or the id) split into words: `relatedPosts_box` -> related, posts,
 * box, plus the token without punctuation (`sr-only` -> `sronly`) so that compound
 * prefixes match. Every word is lower-case ASCII letters and digits. This is the
 * definition the in-place readings below (namesListWord, scanClassVerdict, classHasWord)
 * follow for all-ASCII values; it reads the values beyond ASCII, where lower-casing may
 * itself make ASCII letters (the Kelvin sign's `k`).
 */
function tokenWords(token: string): string[] {
  const words = token.replace(CAMEL, "$1 $2").toLowerCase().split(NON_WORD).filter((w) => w.length > 0);
  // What follows "with" says what the element goes with, not what it is: Docusaurus's
  // headings are `anchorWithStickyNavbar_LWe7`, a layout `with-sidebar` is no sidebar.
  const w = words.indexOf(WITH);
  if (w >= 0) words.length = w + 1;
  const compact = token.toLowerCase().replace(/[^a-z0-9]+/g, "");
  if (compact !== "" && !words.includes(compact)) words.push(compact);
  return words;
}

/**
 * The word lists a class word is matched against, as bits: each boilerplate group in
 * BOILERPLATE_WORDS order, then content words, then lead words. One lookup of a word
 * answers all of them (a word is compared with each list's exact words and prefixes).
 */
const CONTENT_BIT = 1 << GROUPS.length;
const LEAD_BIT = 1 << (GROUPS.length + 1);
const GROUP_BITS = CONTENT_BIT - 1;
if (GROUPS.length + 2 > 31) throw new Error("too many word groups for one bit each");

/** The word lists, each with its bit. */
const CLASS_WORD_LISTS: readonly { exact: readonly string[]; prefix: readonly string[]; bit: number }[] = [
  ...GROUPS.map((g, i) => ({ exact: g.exact, prefix: g.prefix, bit: 1 << i })),
  { exact: CONTENT_WORDS.exact, prefix: CONTENT_WORDS.prefix, bit: CONTENT_BIT },
  { exact: LEAD_WORDS.exact, prefix: LEAD_WORDS.prefix, bit: LEAD_BIT },
];

export interface ClassVerdict {
  /** The boilerplate group matched (SPEC class it removes) and the word, or null. */
  boilerplate: { removes: string; word: string; maxChars: number } | null;
  /**
   * Some class token (or the id) names content and nothing else (`entry-content`,
   * `hentry`). Such an element is the article even when another token is a
   * boilerplate word: `article-content sticky-sidebar`, `entry-content print-only`,
   * WordPress's `hentry category-news tag-cookies`.
   */
  content: boolean;
}

const NONE: ClassVerdict = { boilerplate: null, content: false };

/**
 * The first boilerplate group (BOILERPLATE_WORDS order) any word names, with the first
 * word that names it; `all`: the union of the words' wordListBits.
 */
function boilerplateMatch(words: readonly string[], all: number): ClassVerdict["boilerplate"] {
  const lowest = firstGroupBit(all);
  if (lowest === 0) return null;
  const g = GROUPS[31 - Math.clz32(lowest)];
  // Most tokens name no group: their words' bits are not kept, and this rare case reads them again.
  const word = words.find((w) => (wordListBits(w) & lowest) !== 0)!;
  return { removes: g.removes, word, maxChars: g.maxChars };
}

/**
 * What one class token (or id) says: the boilerplate group it names, content, or
 * nothing. Cached per token: pages repeat tokens far more than whole class strings
 * (ids and `post-1234` make most class strings unique).
 */
interface TokenVerdict {
  /** The token's words (tokenWords), kept for hasClassWord. */
  words: readonly string[];
  boilerplate: ClassVerdict["boilerplate"];
  content: boolean;
  lead: boolean;
}
const byToken = new Map<string, TokenVerdict>();

/**
 * A copy of `s` that shares no memory with the page: attribute values (and tokens split
 * from them) are slices of the whole HTML string, so a cache key kept as is would keep
 * the page it came from alive for as long as the key stays cached. V8 copies any slice
 * or concatenation shorter than SHARED_STRING_MIN_LENGTH characters (a sliced or cons
 * string is never shorter), so those need no copy, and most class tokens are that short.
 */
const detached = (s: string): string => (s.length < SHARED_STRING_MIN_LENGTH ? s : (" " + s).slice(1));
/** V8's SlicedString::kMinLength and ConsString::kMinLength. */
const SHARED_STRING_MIN_LENGTH = 13;
const MAX_CACHED_TOKENS = 50_000;

function tokenVerdict(token: string): TokenVerdict {
  let v = byToken.get(token);
  if (v === undefined) {
    const words = tokenWords(token);
    let all = 0;
    for (const w of words) all |= wordListBits(w);
    // A token with both kinds of word is boilerplate: `entry-footer`, `related-posts`, `comment-content`;
    // unless the whole token, run together, is a content word of its own (`author-note`, CONTENT_WORDS).
    const last = words[words.length - 1];
    const compound = words.length > 1 && last === token.toLowerCase().replace(/[^a-z0-9]+/g, "") && (exactListBits(last) & CONTENT_BIT) !== 0;
    const boilerplate = compound ? null : boilerplateMatch(words, all);
    v = { words, boilerplate, content: boilerplate === null && (all & CONTENT_BIT) !== 0, lead: (all & LEAD_BIT) !== 0 };
    if (byToken.size >= MAX_CACHED_TOKENS) byToken.clear();
    byToken.set(detached(token), v);
  }
  return v;
}

const SPACE = /\s+/;

/**
 * What a whole `class` value (or an id) says, its tokens' verdicts combined: the first
 * boilerplate token decides the group, any content token makes it content. Cached per
 * attribute value: every stage asks about the same elements, and templates repeat
 * whole class strings (`menu-item menu-item-type-post_type`), so each string is split
 * once per page instead of once per question.
 */
interface AttrVerdict {
  verdict: ClassVerdict;
  lead: boolean;
  /** Each token's verdict, whose words hasClassWord reads. */
  tokens: readonly TokenVerdict[];
}
const byClass = new Map<string, AttrVerdict>();
const byId = new Map<string, AttrVerdict>();
const MAX_CACHED_ATTRIBUTES = 20_000;
const EMPTY_ATTRIBUTE: AttrVerdict = { verdict: NONE, lead: false, tokens: [] };

function combine(tokens: readonly TokenVerdict[]): AttrVerdict {
  let boilerplate: ClassVerdict["boilerplate"] = null;
  let content = false;
  let lead = false;
  for (const v of tokens) {
    if (v.boilerplate) {
      if (boilerplate === null) boilerplate = v.boilerplate;
    } else if (v.content) content = true;
    if (v.lead) lead = true;
  }
  return { verdict: boilerplate === null && !content ? NONE : { boilerplate, content }, lead, tokens };
}

/** The verdicts of a `class` value's tokens (split at whitespace, as `/\s+/` splits), in order. */
function classTokenVerdicts(value: string): TokenVerdict[] {
  const out: TokenVerdict[] = [];
  let start = -1;
  for (let i = 0; i <= value.length; i++) {
    if (i === value.length || isJsSpace(value.charCodeAt(i))) {
      if (start >= 0) out.push(tokenVerdict(value.slice(start, i)));
      start = -1;
    } else if (start < 0) start = i;
  }
  return out;
}

/** The verdict of a `class` value (split into tokens) or an id (one token however it is written), cached. */
function cachedVerdict(cache: Map<string, AttrVerdict>, value: string, isClass: boolean): AttrVerdict {
  let v = cache.get(value);
  if (v === undefined) {
    v = combine(isClass ? classTokenVerdicts(value) : [tokenVerdict(value)]);
    if (cache.size >= MAX_CACHED_ATTRIBUTES) cache.clear();
    cache.set(detached(value), v);
  }
  return v;
}

function classAttrVerdict(el: ElementNode): AttrVerdict {
  const cls = el.cls;
  return cls === undefined ? EMPTY_ATTRIBUTE : cachedVerdict(byClass, cls, true);
}

function idAttrVerdict(el: ElementNode): AttrVerdict {
  const id = el.id;
  return id === undefined || id === "" ? EMPTY_ATTRIBUTE : cachedVerdict(byId, id, false);
}

/** Letters and digits: alnumIndex's range. */
const ALNUM = 36;

/** An ASCII digit's or letter's (either case) index, 0 to 35, or -1 for any other character. */
function alnumIndex(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 122) return c - 87;
  if (c >= 65 && c <= 90) return c - 55;
  return -1;
}

/**
 * Every word list's exact words and prefixes (CLASS_WORD_LISTS) as a trie over lower-case
 * ASCII letters and digits (alnumIndex), so that a `class` value or id can be checked
 * for any list word in place, one step per character, without splitting it into words
 * or looking it up in a cache (what an unseen value costs: most of the structural
 * rule's time on a page never seen before).
 */
interface WordTrie {
  /** Child of node n by alnumIndex a: `next[n * ALNUM + a]`, -1 for none. Node 0 is the root. */
  next: Int32Array;
  /** The lists (CLASS_WORD_LISTS bits) with a word ending at node n (a whole word matches). */
  exact: Int32Array;
  /** The lists with a prefix ending at node n (any word that starts with it matches). */
  prefix: Int32Array;
}

function buildWordTrie(lists: typeof CLASS_WORD_LISTS): WordTrie {
  const next: number[] = new Array<number>(ALNUM).fill(-1);
  const exact: number[] = [0];
  const prefix: number[] = [0];
  const add = (w: string, marks: number[], bits: number): void => {
    let n = 0;
    for (let i = 0; i < w.length; i++) {
      const a = alnumIndex(w.charCodeAt(i));
      let k = next[n * ALNUM + a];
      if (k < 0) {
        k = exact.length;
        next[n * ALNUM + a] = k;
        next.push(...new Array<number>(ALNUM).fill(-1));
        exact.push(0);
        prefix.push(0);
      }
      n = k;
    }
    marks[n] |= bits;
  };
  for (const l of lists) {
    // Words are lower-case letters and digits (tokenWords): a list word with anything else never matches one.
    for (const w of l.exact) if (/^[a-z0-9]+$/.test(w)) add(w, exact, l.bit);
    for (const p of l.prefix) {
      if (!/^[a-z0-9]+$/.test(p)) throw new Error(`class word prefix "${p}" is not lower-case ASCII letters and digits`);
      add(p, prefix, l.bit);
    }
  }
  return { next: Int32Array.from(next), exact: Int32Array.from(exact), prefix: Int32Array.from(prefix) };
}

const WORD_TRIE = buildWordTrie(CLASS_WORD_LISTS);

/** The lists (CLASS_WORD_LISTS bits) that name one word of tokenWords: its prefixes' on the way through the trie, its own at the end. */
function wordListBits(w: string): number {
  const { next, exact, prefix } = WORD_TRIE;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < w.length; i++) {
    n = next[n * ALNUM + alnumIndex(w.charCodeAt(i))];
    if (n < 0) return bits;
    bits |= prefix[n];
  }
  return bits | exact[n];
}

/** The lists `w` is an exact word of (no prefixes), as bits. */
function exactListBits(w: string): number {
  const { next, exact } = WORD_TRIE;
  let n = 0;
  for (let i = 0; i < w.length; i++) {
    n = next[n * ALNUM + alnumIndex(w.charCodeAt(i))];
    if (n < 0) return 0;
  }
  return exact[n];
}

/** namesListWord's answers. */
const NAMES_NONE = 0;
const NAMES_SOME = 1;
/** The value has a character beyond ASCII: tokenWords reads those with regular expressions, and so must the caller. */
const UNDECIDED = 2;

/**
 * Whether a word of the value's tokens (tokenWords: the words, and the token's compact
 * form) is a word of the `lists` (CLASS_WORD_LISTS bits) or starts with one of their
 * prefixes, read in place: NAMES_NONE, NAMES_SOME, or UNDECIDED beyond ASCII.
 * `isClass`: tokens are split at whitespace (a `class` value); else the value is one
 * token (an id).
 */
function namesListWord(value: string, isClass: boolean, lists: number): number {
  const { next, exact, prefix } = WORD_TRIE;
  /** Trie node of the current word and of the token's compact form; -1: no list word continues it. */
  let word = -1;
  let compact = 0;
  let inWord = false;
  let prevSmall = false;
  /** The current word's match of WITH (withStep), and a finished word of the token was WITH. */
  let withAt = -1;
  let afterWith = false;
  let found = NAMES_NONE;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 32;
    if (c >= 128) return UNDECIDED;
    if (found === NAMES_SOME) continue; // only a character beyond ASCII can change the answer now
    const a = alnumIndex(c);
    const capital = c >= 65 && c <= 90;
    // A word ends at a character that is no letter or digit, and before a capital after a small letter or digit.
    if (inWord && (a < 0 || (capital && prevSmall))) {
      if (!afterWith && word >= 0 && (exact[word] & lists) !== 0) found = NAMES_SOME;
      if (withAt === WITH.length) afterWith = true;
      inWord = false;
    }
    if (i === value.length || (isClass && isJsSpace(c))) {
      if (compact >= 0 && (exact[compact] & lists) !== 0) found = NAMES_SOME;
      compact = 0;
      prevSmall = false;
      afterWith = false;
      continue;
    }
    prevSmall = a >= 0 && !capital;
    if (a < 0) continue;
    if (!inWord) {
      inWord = true;
      word = afterWith ? -1 : 0;
      withAt = 0;
    }
    withAt = withStep(withAt, capital ? c + 32 : c);
    if (word >= 0) {
      word = next[word * ALNUM + a];
      if (word >= 0 && (prefix[word] & lists) !== 0) found = NAMES_SOME;
    }
    if (compact >= 0) {
      compact = next[compact * ALNUM + a];
      if (compact >= 0 && (prefix[compact] & lists) !== 0) found = NAMES_SOME;
    }
  }
  return found;
}

/** Every list's bit (CLASS_WORD_LISTS). */
const ALL_LISTS = GROUP_BITS | CONTENT_BIT | LEAD_BIT;

/** The bit of the first boilerplate group (BOILERPLATE_WORDS order) among `bits`, or 0. */
const firstGroupBit = (bits: number): number => {
  const groups = bits & GROUP_BITS;
  return groups & -groups;
};

/** A verdict naming content and no boilerplate, shared. */
const CONTENT_ONLY: ClassVerdict = { boilerplate: null, content: true };

/**
 * classVerdict of an all-ASCII value read in place, as tokenVerdict and combine would
 * give it, without splitting it into words or caching its tokens (what an unseen value
 * cost); undefined for a value with a character beyond ASCII. Per token, every word's
 * lists (the trie's prefix bits on the way, its exact bits at the word's end) and the
 * compact form's; the token's boilerplate group is the first group (BOILERPLATE_WORDS
 * order) any of them names, with the first word that names it; the value's is the
 * first token's with one, and it names content when a token without one does.
 */
function scanClassVerdict(value: string, isClass: boolean): ClassVerdict | undefined {
  const { next, exact, prefix } = WORD_TRIE;
  // The value's: the first token's boilerplate group and word, and content named by a token without one.
  let boilerplate: ClassVerdict["boilerplate"] = null;
  let content = false;
  // Per token.
  let compact = 0;
  let compactBits = 0;
  let words = 0;
  let tokenStart = 0;
  let bestGroup = 0;
  let bestStart = -1;
  let bestEnd = -1;
  let tokenContent = false;
  // Per word.
  let word = -1;
  let wordBits = 0;
  let wordStart = -1;
  let prevSmall = false;
  /** The current word's match of WITH (withStep), and a finished word of the token was WITH. */
  let withAt = -1;
  let afterWith = false;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 32;
    if (c >= 128) return undefined;
    const a = alnumIndex(c);
    const capital = c >= 65 && c <= 90;
    if (wordStart >= 0 && (a < 0 || (capital && prevSmall))) {
      if (word >= 0) wordBits |= exact[word];
      // A word after WITH names nothing about the element (tokenWords); it still counts as a word.
      if (afterWith) wordBits = 0;
      if (withAt === WITH.length) afterWith = true;
      const low = firstGroupBit(wordBits);
      if (low !== 0 && (bestGroup === 0 || low < bestGroup)) {
        bestGroup = low;
        bestStart = wordStart;
        bestEnd = i;
      }
      if ((wordBits & CONTENT_BIT) !== 0) tokenContent = true;
      words++;
      wordStart = -1;
    }
    if (i === value.length || (isClass && isJsSpace(c))) {
      if (words > 1) {
        // The compact form, a word of its own after the others (tokenWords).
        if (compact >= 0) compactBits |= exact[compact];
        const low = firstGroupBit(compactBits);
        if (low !== 0 && (bestGroup === 0 || low < bestGroup)) {
          bestGroup = low;
          bestStart = tokenStart;
          bestEnd = -1;
        }
        if ((compactBits & CONTENT_BIT) !== 0) tokenContent = true;
        // The whole token run together is a content word of its own (`author-note`): content, not its words' group.
        if (compact >= 0 && (exact[compact] & CONTENT_BIT) !== 0) bestGroup = 0;
      }
      if (bestGroup !== 0) {
        if (boilerplate === null) {
          const g = GROUPS[31 - Math.clz32(bestGroup)];
          const w = bestEnd >= 0 ? value.slice(bestStart, bestEnd).toLowerCase() : compactForm(value.slice(bestStart, i));
          boilerplate = { removes: g.removes, word: w, maxChars: g.maxChars };
        }
      } else if (tokenContent) content = true;
      bestGroup = 0;
      compact = 0;
      compactBits = 0;
      words = 0;
      tokenStart = i + 1;
      tokenContent = false;
      prevSmall = false;
      afterWith = false;
      continue;
    }
    prevSmall = a >= 0 && !capital;
    if (a < 0) continue;
    if (wordStart < 0) {
      wordStart = i;
      word = 0;
      wordBits = 0;
      withAt = 0;
    }
    withAt = withStep(withAt, capital ? c + 32 : c);
    if (word >= 0) {
      word = next[word * ALNUM + a];
      if (word >= 0) wordBits |= prefix[word];
    }
    if (compact >= 0) {
      compact = next[compact * ALNUM + a];
      if (compact >= 0) compactBits |= prefix[compact];
    }
  }
  if (boilerplate !== null) return { boilerplate, content };
  return content ? CONTENT_ONLY : NONE;
}

/** What the stages ask of a class value or id: classVerdict, isLeadClass and (a class only) hasClassWord. */
interface ClassReading {
  verdict: ClassVerdict;
  lead: boolean;
  hasWord: boolean;
}

/**
 * The two readings of a value, for test/class-verdicts.test.ts: in place (undefined
 * beyond ASCII), and by its tokens' verdicts (tokenVerdict and combine), which it must
 * always equal. `word`: the word hasClassWord is asked about.
 */
export function classValueReadings(value: string, isClass: boolean, word: string): { inPlace: ClassReading | undefined; byTokens: ClassReading } {
  const tokens = combine(isClass ? classTokenVerdicts(value) : [tokenVerdict(value)]);
  const byTokens = { verdict: tokens.verdict, lead: tokens.lead, hasWord: isClass && tokens.tokens.some((t) => t.words.includes(word)) };
  const verdict = scanClassVerdict(value, isClass);
  if (verdict === undefined) return { inPlace: undefined, byTokens };
  const inPlace = { verdict, lead: namesListWord(value, isClass, LEAD_BIT) === NAMES_SOME, hasWord: isClass && classHasWord(value, word) === NAMES_SOME };
  return { inPlace, byTokens };
}

/** A token's letters and digits, lower-cased: tokenWords' compact form. */
const compactForm = (token: string): string => token.toLowerCase().replace(/[^a-z0-9]+/g, "");

const verdictByClass = new Map<string, ClassVerdict>();
const verdictById = new Map<string, ClassVerdict>();

/** classVerdict of one `class` value or id: NONE when it names no list word, else cached, read in place on a miss. */
function valueVerdict(value: string, isClass: boolean): ClassVerdict {
  if (namesListWord(value, isClass, ALL_LISTS) === NAMES_NONE) return NONE;
  const cache = isClass ? verdictByClass : verdictById;
  let v = cache.get(value);
  if (v === undefined) {
    v = scanClassVerdict(value, isClass) ?? cachedVerdict(isClass ? byClass : byId, value, isClass).verdict;
    if (cache.size >= MAX_CACHED_ATTRIBUTES) cache.clear();
    cache.set(detached(value), v);
  }
  return v;
}

export function classVerdict(el: ElementNode): ClassVerdict {
  return classVerdictOf(el.cls, el.id);
}

/** classVerdict from the `class` and `id` values themselves (a caller that has read them already). */
export function classVerdictOf(classAttr: string | undefined, idAttr: string | undefined): ClassVerdict {
  const cls = classAttr === undefined ? NONE : valueVerdict(classAttr, true);
  const id = idAttr === undefined || idAttr === "" ? NONE : valueVerdict(idAttr, false);
  if (id === NONE) return cls;
  if (cls === NONE) return id;
  return { boilerplate: cls.boilerplate ?? id.boilerplate, content: cls.content || id.content };
}

/**
 * Like classVerdict(el).boilerplate, but the class only: for headings, whose ids are
 * slugs of their own text ("what-are-you-looking-forward-to-next"), not page roles.
 */
export function hasBoilerplateClass(el: ElementNode): boolean {
  // Some token names a boilerplate group and no other token content only: what classVerdict says of the class alone.
  const cls = el.cls;
  if (cls === undefined) return false;
  const v = valueVerdict(cls, true);
  return v.boilerplate !== null && !v.content;
}

/** The element's class or id names an article lead ("standfirst", "chapo", "teaser"). */
export function isLeadClass(el: ElementNode): boolean {
  const cls = el.cls;
  const id = el.id;
  return (cls !== undefined && namesLead(cls, true, el)) || (id !== undefined && id !== "" && namesLead(id, false, el));
}

/** A lead word in the value, read in place; beyond ASCII, from its tokens' verdicts. */
function namesLead(value: string, isClass: boolean, el: ElementNode): boolean {
  const names = namesListWord(value, isClass, LEAD_BIT);
  if (names !== UNDECIDED) return names === NAMES_SOME;
  return (isClass ? classAttrVerdict(el) : idAttrVerdict(el)).lead;
}

/** A `role` value as the role lists are written: trimmed, lower-cased ("" when absent). */
export function roleValue(role: string | undefined): string {
  return role === undefined ? "" : role.trim().toLowerCase();
}

/** A landmark role that is page structure (`navigation`, `banner`, ...); `role` as roleValue gives it. */
export function isBoilerplateRole(role: string): boolean {
  return BOILERPLATE_ROLES.has(role);
}

/** A role that names the article (`main`, `article`); `role` as roleValue gives it. */
export function isContentRole(role: string): boolean {
  return CONTENT_ROLES.has(role);
}

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Hidden from every reader: `hidden`, `aria-hidden="true"`, inline display:none / visibility:hidden. */
export function isHidden(el: ElementNode): boolean {
  // Most elements have none of the three attributes (ElementNode.attrMarks says so).
  const marks = el.attrMarks;
  if ((marks & (MARK_HIDDEN | MARK_ARIA_HIDDEN | MARK_STYLE)) === 0) return false;
  if ((marks & MARK_HIDDEN) !== 0) return true;
  if ((marks & MARK_ARIA_HIDDEN) !== 0 && el.attrs["aria-hidden"] === "true") return true;
  return (marks & MARK_STYLE) !== 0 && HIDDEN_STYLE.test(el.attrs["style"] ?? "");
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
  return mayBePhrase(text) && PHRASES.has(normalizePhrase(text));
}

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

/**
 * Digits (any script), separators and CJK date/time units only; not a percent or a
 * currency sign, which make a figure ("6.1%", "€1,084", a statistics page's key figures).
 */
const DATE_ONLY = /^(?![^%‰\p{Sc}]*[%‰\p{Sc}])[\p{Nd}\s\p{P}\p{S}年月日時分秒号点]+$/u;
const DATE_WORD_LIST: readonly string[] = [...WEEKDAYS, ...MONTHS.keys()];
const DATE_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${[...DATE_WORD_LIST].sort((a, b) => b.length - a.length).join("|")})\\.?(?![\\p{L}])`,
  "giu",
);
/**
 * The words of the date words, lower-cased ("segunda-feira": "segunda", "feira"). A
 * DATE_WORDS match starts and ends at word boundaries, so a word of a text that is not
 * one of these is never removed by it. Null (no shortcut) if a date word holds anything
 * but letters and hyphens, which the pattern would not take literally or whole.
 */
const DATE_WORD_PIECES: ReadonlySet<string> | null = DATE_WORD_LIST.every((w) => /^\p{L}(?:[\p{L}-]*\p{L})?$/u.test(w))
  ? new Set(DATE_WORD_LIST.flatMap((w) => w.toLowerCase().split("-")))
  : null;

/**
 * False when an ASCII word of `text` (a run of letters) is no piece of a date word:
 * DATE_WORDS leaves it in place and DATE_ONLY then refuses the text. True when every
 * word is one; undefined when the text holds a character beyond ASCII.
 */
function asciiWordsAreDateWords(text: string, pieces: ReadonlySet<string>): boolean | undefined {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c >= 128) return undefined;
    if (!isAsciiLetter(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    for (; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d >= 128) return undefined;
      if (!isAsciiLetter(d)) break;
    }
    if (!pieces.has(text.slice(i, j).toLowerCase())) return false;
    i = j;
  }
  return true;
}

/**
 * A short block that is only a date or time stamp (a post-metadata line):
 * "2024年2月9日 7時00分", "15.03.2024 10:30", "Dienstag, 4. Juni 2019".
 */
export function isDateOnlyText(text: string): boolean {
  if (text.length > 40 || !ANY_DIGIT.test(text)) return false;
  // Every date word is letters: text without any is left as it is.
  if (!ANY_LETTER.test(text)) return TWO_NUMBERS.test(text) && DATE_ONLY.test(text);
  if (DATE_WORD_PIECES !== null && asciiWordsAreDateWords(text, DATE_WORD_PIECES) === false) return false;
  const withoutWords = text.replace(DATE_WORDS, "");
  // A number alone is a quantity, a count or a page number ("300" grams in a recipe's
  // ingredient list), not a date: a date has a month or weekday name or two numbers.
  if (withoutWords === text && !TWO_NUMBERS.test(text)) return false;
  return DATE_ONLY.test(withoutWords);
}
const TWO_NUMBERS = /\p{Nd}+\D+\p{Nd}/u;
const ANY_DIGIT = /\p{Nd}/u;
const ANY_LETTER = /\p{L}/u;

/** `w` as a regular expression that matches it literally. */
const escapeRe = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * A credit marker (CREDIT_MARKERS) followed by the end or by a character that is no
 * letter; matchAfterBoundary checks the character before it.
 */
const CREDIT_RE = new RegExp(`(?:${CREDIT_MARKERS.map(escapeRe).join("|")})(?:$|[^\\p{L}])`, "giu");

const PROMOTION_PLATFORM = new RegExp(`(?<![\\p{L}\\d])(?:${PROMOTION_PLATFORMS.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "giu");
const PROMOTION_VERB = new RegExp(`(?<![\\p{L}\\d])(?:${PROMOTION_VERBS.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "iu");
/** PROMOTION_PLATFORM without its look-behind, for a yes/no test by matchAfterBoundary. */
const PROMOTION_PLATFORM_AHEAD = new RegExp(`(?:${PROMOTION_PLATFORMS.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "giu");
const LETTER = /^\p{L}$/u;
const LETTER_OR_DIGIT = /^[\p{L}\d]$/u;

/**
 * A match of `pattern` (global) that no character `before` matches precedes: the
 * look-behind of `(?<![...])(?:word|...)`, or the `(?:^|[^...])` before the words, checked
 * by hand at each match. A pattern that starts with either is tried at every position of
 * the text; one that starts with its words lets V8 scan for their first letters, 2-3x
 * faster over the dev pages' short lines. At each position every word is tried, and the
 * character before is the same for all of them: a position it rules out is ruled out.
 */
function matchAfterBoundary(text: string, pattern: RegExp, before: RegExp): boolean {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const at = m.index;
    if (at === 0 || !before.test(codePointBefore(text, at))) return true;
    pattern.lastIndex = at + 1;
  }
  return false;
}

const OWN_CHANNEL = new RegExp(`(?<![\\p{L}\\d])(?:${OWN_CHANNEL_PHRASES.map(escapeRe).join("|")})(?![\\p{L}\\d])`, "iu");

/**
 * The phrases of a paywall prompt (SUBSCRIBER_PROMPTS) or a copyright notice
 * (COPYRIGHT_NOTICES) anywhere in a text, as one pattern of literals (one scan per text
 * node; no look-behind, which ran at every position and made the scan costly). Group 1
 * is a subscriber prompt, group 2 a copyright notice.
 */
const BLOCK_NOTICE = new RegExp(`(${SUBSCRIBER_PROMPTS.map(escapeRe).join("|")})|(${COPYRIGHT_NOTICES.map(escapeRe).join("|")})`, "i");

const GALLERY_COUNT_LINK = new RegExp(`^(?:${GALLERY_COUNT_LINKS.map((p) => escapeRe(p).replace("\\{n\\}", "\\d+")).join("|")})$`, "iu");

/** The text (a link's) is a gallery's "View all 14 photos" (GALLERY_COUNT_LINKS). */
export function isGalleryCountLink(text: string): boolean {
  // Every form has its number: most links have none, and a digit scan settles them.
  return ANY_ASCII_DIGIT.test(text) && GALLERY_COUNT_LINK.test(text.trim());
}
const ANY_ASCII_DIGIT = /\d/;

/** An ad label, a separator and more text (AD_LABELS): the label alone is a BOILERPLATE_PHRASES matter. */
const AD_LABEL_OPENING = new RegExp(`^(?:${AD_LABELS.map(escapeRe).join("|")})\\s*[·•|:–—-]\\s*\\S`, "iu");

/** The text opens with an advertisement's label ("Sponsored · Next match odds ..."). */
export function opensWithAdLabel(text: string): boolean {
  return AD_LABEL_OPENING.test(text);
}

/** What a short block's text is, by BLOCK_NOTICE: a paywall prompt, a copyright notice, or neither. */
export type BlockNotice = "subscriber prompt" | "copyright notice" | null;

export function blockNotice(text: string): BlockNotice {
  if (text.length > MAX_NOTICE_BLOCK_CHARS) return null;
  const m = BLOCK_NOTICE.exec(text);
  return m === null ? null : m[1] !== undefined ? "subscriber prompt" : "copyright notice";
}

/**
 * A reporter's sign-off line: Korean, the name, 기자 (reporter) or 특파원 (correspondent)
 * and an e-mail address ("김지현 기자 jihyun@hanbit.example"); Japanese, the name (or an
 * agency) alone in brackets at the end of the story ("（佐藤花子）", "（共同）"); Chinese,
 * the reporter's line over the story ("記者林怡君／台北報導").
 */
const REPORTER_SIGN_OFF = /^[\p{Script=Hangul}·\s]{2,15}(?:기자|특파원)(?:\s*[=\s]\s*\S+@\S+)?$/u;
/** Taiwanese and Chinese news put the reporter and the place over the story: "記者林怡君／台北報導" (reporter, name, place, report). */
const CHINESE_REPORTER_LINE = /^(?:記者|记者)\s*[\p{Script=Han}、·\s]{2,20}[／/][\p{Script=Han}\s]{1,10}(?:報導|报道)$/u;
const BRACKETED_NAME = /^[（(][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}・=＝\s]{2,12}[）)]$/u;

export function isReporterSignOff(text: string): boolean {
  // A name, a title and an address: longer is a sentence that mentions a reporter.
  if (text.length > 80) return false;
  const t = text.trim();
  // The words and brackets each form needs, looked for before the patterns run.
  if (t.includes("기자") || t.includes("특파원")) return REPORTER_SIGN_OFF.test(t);
  if (t.startsWith("記者") || t.startsWith("记者")) return CHINESE_REPORTER_LINE.test(t);
  const first = t.charCodeAt(0);
  return (first === 0xff08 || first === 40) && BRACKETED_NAME.test(t);
}

/**
 * "Follow the same steps", "follow these instructions": a help text's "follow" is no call
 * to follow the site ("on the iOS or Android app, tap Forgot password? and follow the same
 * steps" names two app stores and a verb, and is no "get our app" line).
 */
const FOLLOW_INSTRUCTIONS = /\bfollow(?:ing)?\s+(?:the|these|those|our|my)\s+(?:same\s+|above\s+|below\s+)?(?:steps?|instructions?|prompts?|directions?|guide|procedure)\b/giu;

/** The text names a platform (PROMOTION_PLATFORMS) as a word of its own: no letter or digit on either side. */
export function namesPromotionPlatform(text: string): boolean {
  return matchAfterBoundary(text, PROMOTION_PLATFORM_AHEAD, LETTER_OR_DIGIT);
}

/** A "follow us on ..." or "get our app for ..." line (PROMOTION_PLATFORMS): two platforms (three in a longer line) and a call to act. */
export function isPlatformPromotion(text: string): boolean {
  // Most paragraphs name no platform: one test settles them.
  if (text.length > MAX_LONG_PROMOTION_CHARS || !namesPromotionPlatform(text)) return false;
  // The site's own channel beside a platform (OWN_CHANNEL_PHRASES), in a short line.
  if (text.length <= MAX_PROMOTION_CHARS && OWN_CHANNEL.test(text)) return true;
  if (!PROMOTION_VERB.test(text) || !PROMOTION_VERB.test(text.replace(FOLLOW_INSTRUCTIONS, ""))) return false;
  const needed = text.length > MAX_PROMOTION_CHARS ? LONG_PROMOTION_PLATFORMS : 2;
  const named = new Set<string>();
  for (const m of text.matchAll(PROMOTION_PLATFORM)) {
    named.add(m[0].toLowerCase());
    if (named.size >= needed) return true;
  }
  return false;
}

/**
 * A paragraph longer than MAX_PROMOTION_CHARS is read as a promotion only when its first
 * words call to act ("Follow ...", "Get the best of News18 ... subscribe ..."): `head`
 * is its beginning, already read, so most long paragraphs are settled without reading more.
 */
export function opensWithCallToAct(head: string): boolean {
  return PROMOTION_VERB.test(head);
}

/** A short line naming a picture agency or licence: a picture credit. */
export function isPictureCredit(text: string): boolean {
  return text.length <= 60 && matchAfterBoundary(text, CREDIT_RE, LETTER);
}

/**
 * A label that ends in a letter must end a word there ("copyright", not "copyrighted");
 * "(c)" must be followed by a name or a year ("(c) Reuters", not "panels (a) to (c) show").
 */
function labelPattern(w: string): string {
  return /\p{L}$/u.test(w) ? `${escapeRe(w)}(?!\\p{L})` : escapeRe(w);
}
/** After "(c)": a name or a year (tested without the `i` flag, under which \p{Lu} matches any letter). */
const NAME_OR_YEAR = /^\s*[\p{Lu}\p{Nd}]/u;
/** A credit label after a separator ("... gesegnet. | © Augusta ...", "... Winter. Foto: iStock ..."). */
const CAPTION_CREDIT_LABEL = new RegExp(`(?:^|[\\s|–—/(（。-])(?:${CAPTION_CREDIT_LABELS.map(labelPattern).join("|")})`, "iu");
/** An agency in parentheses at the end: "... Premio Nobel de la Paz (REUTERS/Denis Balibouse)". */
const CAPTION_CREDIT_AGENCY = new RegExp(
  `\\((?:[^()]*[^\\p{L}])?(?:${CREDIT_MARKERS.map(escapeRe).join("|")})(?![\\p{L}])[^()]*\\)\\s*$`,
  "iu",
);
/**
 * A photographer and an outlet in parentheses at the end: "... in August. (Tom Reyes /
 * Lakeshore Tribune)": capitalised words on both sides of the slash, nothing else.
 */
const CAPTION_CREDIT_NAME_SLASH_OUTLET = /\(\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}\s*\/\s*\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,4}\)\s*$/u;
/** Longest credit cut from a caption: a label and a name or two, never a sentence of the description. */
const MAX_CAPTION_CREDIT_CHARS = 80;

/**
 * Where the picture credit at the end of a caption's text starts, or -1: a credit
 * label or a parenthesised agency after some description, running to the end.
 */
export function captionCreditStart(text: string): number {
  let label = CAPTION_CREDIT_LABEL.exec(text);
  if (label !== null && label[0].trim().toLowerCase() === "(c)" && !NAME_OR_YEAR.test(text.slice(label.index + label[0].length))) label = null;
  // A separator before the label stays with the description, an opening parenthesis goes with the credit.
  let start = label === null ? -1 : label.index + (/^[\s|–—/。-]/u.test(label[0]) ? 1 : 0);
  if (start < 0) {
    const agency = CAPTION_CREDIT_AGENCY.exec(text) ?? CAPTION_CREDIT_NAME_SLASH_OUTLET.exec(text);
    if (agency !== null) start = agency.index;
  }
  if (start <= 0 || text.length - start > MAX_CAPTION_CREDIT_CHARS) return -1;
  // The credit follows a description, not a word or two of it.
  return /\p{L}{2}/u.test(text.slice(0, start)) ? start : -1;
}

/**
 * The whole text is a parenthesised credit ("(Tom Reyes / Lakeshore Tribune)", "(REUTERS/
 * Denis Balibouse)"): a caption's credit set in an element of its own after the description.
 */
export function isParenthesisedCredit(text: string): boolean {
  const t = text.trim();
  if (!t.startsWith("(") || t.length > MAX_CAPTION_CREDIT_CHARS) return false;
  const m = CAPTION_CREDIT_AGENCY.exec(t) ?? CAPTION_CREDIT_NAME_SLASH_OUTLET.exec(t);
  return m !== null && m.index === 0;
}

/** Words that, beside "header"/"head" in a class, say the header is the article's own. */
const ARTICLE_WORDS: readonly string[] = ["article", "post", "entry", "story"];

/**
 * The article's own header (headline, subtitle, byline): an `hgroup`, a `header`
 * inside an `article`, or an element classed `article-header` / `entry-head`. Its
 * subtitle is the article's standfirst even without a lead class (trafilatura-dev:
 * news and magazine pages with `<hgroup><h1>..</h1><h2>subtitle</h2>` or a
 * `<header>` paragraph under the headline).
 */
export function isArticleHeader(el: ElementNode): boolean {
  const header =
    el.tag === "hgroup" ||
    (el.tag === "header" && hasAncestorTag(el, "article")) ||
    ((hasClassWord(el, "header") || hasClassWord(el, "head")) && ARTICLE_WORDS.some((w) => hasClassWord(el, w)));
  // The headline's header, not an author box or a teaser card's header.
  return header && findFirst(el, (x) => x.tag === "h1") !== null;
}

function hasAncestorTag(el: ElementNode, tag: string): boolean {
  for (let p = el.parent; p; p = p.parent) if (p.tag === tag) return true;
  return false;
}

/** True when one of the element's class tokens contains `word` as a whole word. */
export function hasClassWord(el: ElementNode, word: string): boolean {
  const cls = el.cls;
  if (cls === undefined) return false;
  const inPlace = classHasWord(cls, word);
  if (inPlace !== UNDECIDED) return inPlace === NAMES_SOME;
  for (const t of classAttrVerdict(el).tokens) if (t.words.includes(word)) return true;
  return false;
}

/**
 * Whether `word` (lower case) is one of the class value's tokenWords (a word, or a
 * token's compact form), compared in place: NAMES_NONE, NAMES_SOME, or UNDECIDED beyond
 * ASCII. Each word and each token's compact form is matched against `word` character by
 * character as it is read.
 */
function classHasWord(value: string, word: string): number {
  let inWord = false;
  /** Characters of `word` matched by the current word and by the token's compact form so far; -1: no match. */
  let wordAt = 0;
  let compactAt = 0;
  let words = 0;
  let prevSmall = false;
  /** The current word's match of WITH (withStep), and a finished word of the token was WITH. */
  let withAt = -1;
  let afterWith = false;
  let found = NAMES_NONE;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 32;
    if (c >= 128) return UNDECIDED;
    if (found === NAMES_SOME) continue;
    const a = alnumIndex(c);
    const capital = c >= 65 && c <= 90;
    if (inWord && (a < 0 || (capital && prevSmall))) {
      if (wordAt === word.length && !afterWith) found = NAMES_SOME;
      if (withAt === WITH.length) afterWith = true;
      words++;
      inWord = false;
    }
    if (i === value.length || isJsSpace(c)) {
      if (words > 1 && compactAt === word.length) found = NAMES_SOME;
      compactAt = 0;
      words = 0;
      prevSmall = false;
      afterWith = false;
      continue;
    }
    prevSmall = a >= 0 && !capital;
    if (a < 0) continue;
    const lower = capital ? c + 32 : c;
    if (!inWord) {
      inWord = true;
      wordAt = 0;
      withAt = 0;
    }
    withAt = withStep(withAt, lower);
    if (wordAt >= 0) wordAt = wordAt < word.length && word.charCodeAt(wordAt) === lower ? wordAt + 1 : -1;
    if (compactAt >= 0) compactAt = compactAt < word.length && word.charCodeAt(compactAt) === lower ? compactAt + 1 : -1;
  }
  return found;
}

const SENTENCE_END = /[.!?;:]$/;
const BYLINE_LINE = new RegExp(
  `^(?:${BYLINE_WORDS.map(escapeRe).join("|")})\\s+\\p{Lu}`,
  "iu",
);

/**
 * A short line that is a byline: a by-word, then a capitalised name, at most 8 words,
 * and not a sentence ("By March, the figure had doubled." ends like one).
 */
export function isBylineText(text: string): boolean {
  if (text.length > 80 || !BYLINE_LINE.test(text) || SENTENCE_END.test(text)) return false;
  // "Written by Lena Marsh, head trainer · 3 March 2024": the words are counted up to the
  // first separator, after which a byline goes on with its date or section.
  const sep = BYLINE_SEPARATOR.exec(text);
  return (sep === null ? text : text.slice(0, sep.index)).split(SPACE).length <= 8;
}
/** The separator a byline puts before its date or section: a middle dot, bar or bullet between spaces. */
const BYLINE_SEPARATOR = /\s[·|•]\s/;

/**
 * A date and time (digits, punctuation, month and weekday names) at the start of a line.
 * Each step takes at least one character and a name never starts where a symbol does,
 * so the match is linear.
 */
const LEADING_DATE = new RegExp(
  `^(?:[\\p{Nd}\\s\\p{P}\\p{S}]|(?:${[...DATE_WORD_LIST].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}]))+`,
  "iu",
);

const HAS_DIGIT = /\d/;
const BY_WORD_INSIDE = new RegExp(`\\s(?:${BYLINE_WORDS.map(escapeRe).join("|")})\\s`, "i");

/** "12 June 2024, 10:15 · By Olga Smirnova": a date line that goes on with a byline. */
export function isDatedBylineText(text: string): boolean {
  // A date line (up to 40 characters: weekday, date, time, zone) and a byline (isBylineText's
  // 80). A date has digits and the byline a by-word after a space: most short lines lack
  // one of them, and skip the long pattern.
  if (text.length > 120 || !HAS_DIGIT.test(text) || !BY_WORD_INSIDE.test(text)) return false;
  const date = LEADING_DATE.exec(text);
  if (date === null || !HAS_DIGIT.test(date[0])) return false;
  return isBylineText(text.slice(date[0].length));
}

/** A page-footer class word on an element inside a figure (PAGE_HEADERS_AND_FOOTERS): the figure's notes, not the page's footer. */
export function isFigureFooter(el: ElementNode, v: ClassVerdict): boolean {
  // The word `footer` only: a figure's `copyright` or `credit` line is still its credit.
  if (v.boilerplate === null || v.boilerplate.removes !== PAGE_HEADERS_AND_FOOTERS || !v.boilerplate.word.includes("footer")) return false;
  for (let p = el.parent, depth = 0; p !== null && depth < MAX_FIGURE_FOOTER_DEPTH; p = p.parent, depth++) if (p.tag === "figure") return true;
  return false;
}
/** A figure's footer sits right inside it or a wrapper or two down. */
const MAX_FIGURE_FOOTER_DEPTH = 3;

/**
 * A data table whose class names only a word group limited to short elements (dates,
 * section labels, stats: `match-stats`): those groups judge metadata lines, and a table
 * of data is none. The structural and the conditional cleaning both spare it.
 */
export function isDataTableUnderShortWords(el: ElementNode, v: ClassVerdict, m: Measure | undefined): boolean {
  return el.tag === "table" && v.boilerplate !== null && v.boilerplate.maxChars !== Infinity && isDataTable(el, m);
}

/**
 * A table of data rather than of layout: a caption, header cells or a summary; ten rows
 * or more than four columns; or more than ten cells and no paragraph (readability's
 * test). A nested table makes it layout. Its cells are kept by the pruning and never
 * read by the phrase rules.
 */
export function isDataTable(table: ElementNode, m: Measure | undefined): boolean {
  const role = table.attrs["role"];
  if (role === "presentation" || table.attrs["datatable"] === "0") return false;
  if (table.attrs["summary"]) return true;
  let rows = 0;
  let maxCols = 0;
  let data = false;
  let nested = false;
  walkElements(table, (el) => {
    if (el === table) return true;
    if (el.tag === "table") {
      nested = true;
      return false;
    }
    if (el.tag === "caption" || el.tag === "th" || el.tag === "thead" || el.tag === "tfoot" || el.tag === "colgroup") data = true;
    if (el.tag === "tr") {
      rows++;
      let cols = 0;
      for (const k of el.children) if (k.kind === 1 && (k.tag === "td" || k.tag === "th")) cols++;
      if (cols > maxCols) maxCols = cols;
    }
    return true;
  });
  if (nested) return false;
  if (data) return true;
  if (rows >= 10 || maxCols > 4) return true;
  return rows * maxCols > 10 && (m?.paragraphs ?? 0) === 0;
}

