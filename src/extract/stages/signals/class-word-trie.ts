/**
 * The class/id word lists (heuristics/boilerplate.ts: boilerplate groups, content words,
 * lead words) compiled at module load into one trie over lower-case ASCII letters and
 * digits, and the readings of a `class` value or id against it in place, one step per
 * character: namesListWord, scanClassVerdict, classHasWord. They are what an unseen
 * value costs, so they split nothing and cache nothing; class-words.ts, which splits
 * values into words (tokenWords), is their definition, and test/class-verdicts.test.ts
 * holds the two readings equal. The trie and the loops that walk it share one file so
 * that their small helpers (alnumIndex, withStep) stay local to the hot loops.
 */
import { isJsSpace } from "../../dom/node.js";
import { BOILERPLATE_WORDS, CONTENT_WORDS, LEAD_WORDS, UTILITY_CLASS_WORDS } from "../../heuristics/boilerplate.js";
import type { ClassRuleId } from "../../rules.js";

interface CompiledGroup {
  rule: ClassRuleId;
  removes: string;
  maxChars: number;
  /** Lower-cased, as tokenWords' words are. */
  exact: readonly string[];
  prefix: readonly string[];
}

export const GROUPS: readonly CompiledGroup[] = BOILERPLATE_WORDS.map((g) => ({
  rule: g.rule,
  removes: g.removes,
  maxChars: g.maxChars ?? Infinity,
  exact: g.exact.map((w) => w.toLowerCase()),
  prefix: g.prefix.map((w) => w.toLowerCase()),
}));

/**
 * The words after which a token's words no longer name the element (tokenWords): what
 * follows says what the element goes with or has, not what it is. Docusaurus's headings
 * are `anchorWithStickyNavbar_LWe7`, a layout `with-sidebar` is no sidebar; DataTables
 * marks every table without a `<tfoot>` `no-footer` (session 18: a review's comparison
 * table went as page chrome), themes mark wrappers `has-sidebar`, `without-header`.
 */
export const STATE_WORDS: readonly string[] = ["with", "without", "has", "no"];
/**
 * STATE_WORDS as a small automaton over lower-case ASCII letters, for the in-place
 * readings: STATE_NEXT[state * 26 + letter] is the next state (-1: no state word goes on
 * so), STATE_ACCEPT[state] is 1 where a state word ends. State 0 starts a word.
 */
const { STATE_NEXT, STATE_ACCEPT } = ((): { STATE_NEXT: Int8Array; STATE_ACCEPT: Uint8Array } => {
  const next: number[] = new Array<number>(26).fill(-1);
  const accept: number[] = [0];
  for (const w of STATE_WORDS) {
    let n = 0;
    for (let i = 0; i < w.length; i++) {
      const l = w.charCodeAt(i) - 97;
      if (next[n * 26 + l] < 0) {
        next[n * 26 + l] = accept.length;
        accept.push(0);
        for (let k = 0; k < 26; k++) next.push(-1);
      }
      n = next[n * 26 + l];
    }
    accept[n] = 1;
  }
  return { STATE_NEXT: Int8Array.from(next), STATE_ACCEPT: Uint8Array.from(accept) };
})();
/**
 * The in-place readings' walk of STATE_WORDS: the state after reading `lower` (a
 * lower-cased ASCII letter or digit) from `at` (0 at a word's start); -1 once no state
 * word is left.
 */
const withStep = (at: number, lower: number): number => (at >= 0 && lower >= 97 && lower <= 122 ? STATE_NEXT[at * 26 + lower - 97] : -1);
/** The current word, walked by withStep to `at`, is a whole state word. */
const isStateWord = (at: number): boolean => at >= 0 && STATE_ACCEPT[at] === 1;

/**
 * The word lists a class word is matched against, as bits: each boilerplate group in
 * BOILERPLATE_WORDS order, then content words, then lead words. One lookup of a word
 * answers all of them (a word is compared with each list's exact words and prefixes).
 */
export const CONTENT_BIT = 1 << GROUPS.length;
export const LEAD_BIT = 1 << (GROUPS.length + 1);
/** A token's compact form is a CSS framework's text utility (UTILITY_CLASS_WORDS): it names no content. */
export const UTILITY_BIT = 1 << (GROUPS.length + 2);
const GROUP_BITS = CONTENT_BIT - 1;
if (GROUPS.length + 3 > 31) throw new Error("too many word groups for one bit each");

/** The word lists, each with its bit. */
const CLASS_WORD_LISTS: readonly { exact: readonly string[]; prefix: readonly string[]; bit: number }[] = [
  ...GROUPS.map((g, i) => ({ exact: g.exact, prefix: g.prefix, bit: 1 << i })),
  { exact: CONTENT_WORDS.exact, prefix: CONTENT_WORDS.prefix, bit: CONTENT_BIT },
  { exact: LEAD_WORDS.exact, prefix: LEAD_WORDS.prefix, bit: LEAD_BIT },
  { exact: UTILITY_CLASS_WORDS.exact, prefix: UTILITY_CLASS_WORDS.prefix, bit: UTILITY_BIT },
];

export interface ClassVerdict {
  /** The boilerplate group matched (SPEC class it removes) and the word, or null. */
  boilerplate: { rule: ClassRuleId; removes: string; word: string; maxChars: number } | null;
  /**
   * Some class token (or the id) names content and nothing else (`entry-content`,
   * `hentry`). Such an element is the article even when another token is a
   * boilerplate word: `article-content sticky-sidebar`, `entry-content print-only`,
   * WordPress's `hentry category-news tag-cookies`.
   */
  content: boolean;
}

export const NONE: ClassVerdict = { boilerplate: null, content: false };

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
export function wordListBits(w: string): number {
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
export function exactListBits(w: string): number {
  const { next, exact } = WORD_TRIE;
  let n = 0;
  for (let i = 0; i < w.length; i++) {
    n = next[n * ALNUM + alnumIndex(w.charCodeAt(i))];
    if (n < 0) return 0;
  }
  return exact[n];
}

/** namesListWord's answers. */
export const NAMES_NONE = 0;
export const NAMES_SOME = 1;
/** The value has a character beyond ASCII: tokenWords reads those with regular expressions, and so must the caller. */
export const UNDECIDED = 2;

/**
 * Whether a word of the value's tokens (tokenWords: the words, and the token's compact
 * form) is a word of the `lists` (CLASS_WORD_LISTS bits) or starts with one of their
 * prefixes, read in place: NAMES_NONE, NAMES_SOME, or UNDECIDED beyond ASCII.
 * `isClass`: tokens are split at whitespace (a `class` value); else the value is one
 * token (an id).
 */
export function namesListWord(value: string, isClass: boolean, lists: number): number {
  const { next, exact, prefix } = WORD_TRIE;
  /** Trie node of the current word and of the token's compact form; -1: no list word continues it. */
  let word = -1;
  let compact = 0;
  let inWord = false;
  let prevSmall = false;
  /** The current word's walk of STATE_WORDS (withStep), and a finished word of the token was one. */
  let withAt = -1;
  let afterWith = false;
  let found = NAMES_NONE;
  /** The token's BEM element after its last `__` (bemPartBits): its trie node, words and prefix bits; bemOn: one is being read. */
  let bemOn = false;
  let bem = 0;
  let bemWords = 0;
  let bemBits = 0;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 32;
    if (c >= 128) return UNDECIDED;
    if (found === NAMES_SOME) continue; // only a character beyond ASCII can change the answer now
    const a = alnumIndex(c);
    const capital = c >= 65 && c <= 90;
    // A word ends at a character that is no letter or digit, and before a capital after a small letter or digit.
    if (inWord && (a < 0 || (capital && prevSmall))) {
      if (!afterWith && word >= 0 && (exact[word] & lists) !== 0) found = NAMES_SOME;
      if (isStateWord(withAt)) afterWith = true;
      inWord = false;
    }
    if (i === value.length || (isClass && isJsSpace(c))) {
      if (compact >= 0 && (exact[compact] & lists) !== 0) found = NAMES_SOME;
      if (bemOn && bemWords > 1 && !afterWith && ((bemBits | (bem >= 0 ? exact[bem] : 0)) & lists) !== 0) found = NAMES_SOME;
      compact = 0;
      prevSmall = false;
      afterWith = false;
      bemOn = false;
      continue;
    }
    if (c === 95 && i > 0 && value.charCodeAt(i - 1) === 95) {
      bemOn = true;
      bem = 0;
      bemWords = 0;
      bemBits = 0;
    }
    prevSmall = a >= 0 && !capital;
    if (a < 0) continue;
    if (!inWord) {
      inWord = true;
      word = afterWith ? -1 : 0;
      withAt = 0;
      if (bemOn) bemWords++;
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
    if (bemOn && bem >= 0) {
      bem = next[bem * ALNUM + a];
      if (bem >= 0) bemBits |= prefix[bem];
    }
  }
  return found;
}

/** Every list's bit (CLASS_WORD_LISTS). */
export const ALL_LISTS = GROUP_BITS | CONTENT_BIT | LEAD_BIT;

/** The bit of the first boilerplate group (BOILERPLATE_WORDS order) among `bits`, or 0. */
export const firstGroupBit = (bits: number): number => {
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
export function scanClassVerdict(value: string, isClass: boolean): ClassVerdict | undefined {
  const { next, exact, prefix } = WORD_TRIE;
  // The value's: the first token's boilerplate group and word, and content named by a token without one.
  let boilerplate: ClassVerdict["boilerplate"] = null;
  let content = false;
  // Per token.
  let compact = 0;
  let compactBits = 0;
  let words = 0;
  let tokenStart = 0;
  /** After the token's last `__` (BEM's element), or -1. */
  let bemStart = -1;
  let bestGroup = 0;
  let bestStart = -1;
  let bestEnd = -1;
  let tokenContent = false;
  // Per word.
  let word = -1;
  let wordBits = 0;
  let wordStart = -1;
  let prevSmall = false;
  /** The current word's walk of STATE_WORDS (withStep), and a finished word of the token was one. */
  let withAt = -1;
  let afterWith = false;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 32;
    if (c >= 128) return undefined;
    const a = alnumIndex(c);
    const capital = c >= 65 && c <= 90;
    if (wordStart >= 0 && (a < 0 || (capital && prevSmall))) {
      if (word >= 0) wordBits |= exact[word];
      // A word after a state word names nothing about the element (tokenWords); it still counts as a word.
      if (afterWith) wordBits = 0;
      if (isStateWord(withAt)) afterWith = true;
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
      // A BEM element's name run together (`meta__reading-time` -> `readingtime`): after
      // the token's compact form, as class-words.ts bemPartCompact adds it.
      if (words > 2 && bemStart > tokenStart && !afterWith) {
        const bits = bemPartBits(value, bemStart, i);
        const low = firstGroupBit(bits);
        if (low !== 0 && (bestGroup === 0 || low < bestGroup)) {
          bestGroup = low;
          bestStart = bemStart;
          bestEnd = -1;
        }
      }
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
        // A framework's text utility (`text-muted`): its `text` names no content.
        if ((compactBits & UTILITY_BIT) !== 0) tokenContent = false;
      }
      if (bestGroup !== 0) {
        if (boilerplate === null) {
          const g = GROUPS[31 - Math.clz32(bestGroup)];
          const w = bestEnd >= 0 ? value.slice(bestStart, bestEnd).toLowerCase() : compactForm(value.slice(bestStart, i));
          boilerplate = { rule: g.rule, removes: g.removes, word: w, maxChars: g.maxChars };
        }
      } else if (tokenContent) content = true;
      bestGroup = 0;
      compact = 0;
      compactBits = 0;
      words = 0;
      tokenStart = i + 1;
      bemStart = -1;
      tokenContent = false;
      prevSmall = false;
      afterWith = false;
      continue;
    }
    if (c === 95 && i > tokenStart && value.charCodeAt(i - 1) === 95) bemStart = i + 1;
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

/**
 * The list bits of the compact form of `value[start, end)` (a BEM element's name,
 * `reading-time` -> `readingtime`) when it has two words or more, else 0: a walk of the
 * trie over its letters and digits (prefix bits on the way, exact bits at its end), as
 * the token's compact form is walked.
 */
function bemPartBits(value: string, start: number, end: number): number {
  const { next, exact, prefix } = WORD_TRIE;
  let node = 0;
  let bits = 0;
  let words = 0;
  let inWord = false;
  let prevSmall = false;
  for (let i = start; i < end; i++) {
    const c = value.charCodeAt(i);
    const a = alnumIndex(c);
    const capital = c >= 65 && c <= 90;
    if (a < 0) {
      inWord = false;
      prevSmall = false;
      continue;
    }
    if (!inWord || (capital && prevSmall)) words++;
    inWord = true;
    prevSmall = !capital;
    if (node >= 0) {
      node = next[node * ALNUM + a];
      if (node >= 0) bits |= prefix[node];
    }
  }
  if (node >= 0) bits |= exact[node];
  return words > 1 ? bits : 0;
}

/** A token's letters and digits, lower-cased: tokenWords' compact form. */
const compactForm = (token: string): string => token.toLowerCase().replace(/[^a-z0-9]+/g, "");

/**
 * Whether `word` (lower case) is one of the class value's tokenWords (a word, or a
 * token's compact form), read in place: NAMES_NONE, NAMES_SOME, or UNDECIDED beyond
 * ASCII. classHasAnyWord over a one-word trie, built once per word (the stages ask a few
 * dozen literal words).
 */
export function classHasWord(value: string, word: string): number {
  let trie = WORD_TRIES.get(word);
  if (trie === undefined) {
    trie = buildListTrie([word]);
    WORD_TRIES.set(word, trie);
  }
  return classHasAnyWord(value, trie);
}
const WORD_TRIES = new Map<string, ListTrie>();

/**
 * A fixed list of words (class-words.ts ClassWordList) as a trie of its own, over
 * alnumIndex as the shared trie: `next[n * ALNUM + a]` the child (-1: none), `ends[n]` 1
 * where one of the words ends. Only lower-case letters and digits: a word with anything
 * else is never one of a value's tokenWords, and hasClassWord never finds it.
 */
export interface ListTrie {
  next: Int32Array;
  ends: Uint8Array;
}

export function buildListTrie(words: readonly string[]): ListTrie {
  const next: number[] = new Array<number>(ALNUM).fill(-1);
  const ends: number[] = [0];
  for (const w of words) {
    if (!/^[a-z0-9]+$/.test(w)) continue;
    let n = 0;
    for (let i = 0; i < w.length; i++) {
      const a = alnumIndex(w.charCodeAt(i));
      let k = next[n * ALNUM + a];
      if (k < 0) {
        k = ends.length;
        next[n * ALNUM + a] = k;
        next.push(...new Array<number>(ALNUM).fill(-1));
        ends.push(0);
      }
      n = k;
    }
    ends[n] = 1;
  }
  return { next: Int32Array.from(next), ends: Uint8Array.from(ends) };
}

/**
 * classHasWord for any word of a list at once, in one pass (the list as a ListTrie):
 * NAMES_SOME when some word of the list is one of the value's tokenWords, NAMES_NONE when
 * none is, UNDECIDED beyond ASCII. The same steps as classHasWord, each word and each
 * token's compact form walked down the trie instead of compared with one word: a value
 * not seen before costs one read, not one per word of the list (speed: a credit-or-byline
 * list has 24 words).
 */
export function classHasAnyWord(value: string, trie: ListTrie): number {
  const { next, ends } = trie;
  let inWord = false;
  /** The trie node the current word and the token's compact form have reached; -1: left the trie. */
  let wordAt = 0;
  let compactAt = 0;
  let words = 0;
  let prevSmall = false;
  let withAt = -1;
  let afterWith = false;
  let found = NAMES_NONE;
  /** The token's BEM element after its last `__` (tokenWords' bemPartCompact): its trie node and words; bemOn: one is being read. */
  let bemOn = false;
  let bemAt = 0;
  let bemWords = 0;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : 32;
    if (c >= 128) return UNDECIDED;
    if (found === NAMES_SOME) continue;
    const a = alnumIndex(c);
    const capital = c >= 65 && c <= 90;
    if (inWord && (a < 0 || (capital && prevSmall))) {
      if (wordAt >= 0 && ends[wordAt] === 1 && !afterWith) found = NAMES_SOME;
      if (isStateWord(withAt)) afterWith = true;
      words++;
      inWord = false;
    }
    if (i === value.length || isJsSpace(c)) {
      if (words > 1 && compactAt >= 0 && ends[compactAt] === 1) found = NAMES_SOME;
      if (bemOn && bemWords > 1 && !afterWith && bemAt >= 0 && ends[bemAt] === 1) found = NAMES_SOME;
      compactAt = 0;
      words = 0;
      prevSmall = false;
      afterWith = false;
      bemOn = false;
      continue;
    }
    if (c === 95 && i > 0 && value.charCodeAt(i - 1) === 95) {
      bemOn = true;
      bemAt = 0;
      bemWords = 0;
    }
    prevSmall = a >= 0 && !capital;
    if (a < 0) continue;
    const lower = capital ? c + 32 : c;
    if (!inWord) {
      inWord = true;
      wordAt = 0;
      withAt = 0;
      if (bemOn) bemWords++;
    }
    withAt = withStep(withAt, lower);
    if (wordAt >= 0) wordAt = next[wordAt * ALNUM + a];
    if (compactAt >= 0) compactAt = next[compactAt * ALNUM + a];
    if (bemOn && bemAt >= 0) bemAt = next[bemAt * ALNUM + a];
  }
  return found;
}
