/**
 * What an element's `class` and `id` say, as the stages ask it: classVerdict (the
 * boilerplate group named, content named), hasBoilerplateClass, isLeadClass,
 * hasClassWord. An all-ASCII value is read in place against the word trie
 * (class-word-trie.ts); a value beyond ASCII is split into words (tokenWords) and its
 * tokens' verdicts are cached, the reading the in-place one must always equal
 * (classValueReadings, for test/class-verdicts.test.ts).
 */
import { isJsSpace, type ElementNode } from "../../dom/node.js";
import {
  ALL_LISTS,
  CONTENT_BIT,
  GROUPS,
  LEAD_BIT,
  NAMES_NONE,
  NAMES_SOME,
  NONE,
  UNDECIDED,
  UTILITY_BIT,
  STATE_WORDS,
  buildListTrie,
  classHasAnyWord,
  classHasWord,
  exactListBits,
  firstGroupBit,
  namesListWord,
  scanClassVerdict,
  wordListBits,
  type ClassVerdict,
  type ListTrie,
} from "./class-word-trie.js";

export type { ClassVerdict };

const CAMEL = /([a-z0-9])([A-Z])/g;
const NON_WORD = /[^a-z0-9]+/;

/**
 * One class token (or the id) split into words: `relatedPosts_box` -> related, posts,
 * box, plus the token without punctuation (`sr-only` -> `sronly`) so that compound
 * prefixes match. Every word is lower-case ASCII letters and digits. This is the
 * definition the in-place readings (class-word-trie.ts: namesListWord, scanClassVerdict,
 * classHasWord) follow for all-ASCII values; it reads the values beyond ASCII, where
 * lower-casing may itself make ASCII letters (the Kelvin sign's `k`).
 */
const STATE_WORD_SET: ReadonlySet<string> = new Set(STATE_WORDS);
function tokenWords(token: string): string[] {
  const words = token.replace(CAMEL, "$1 $2").toLowerCase().split(NON_WORD).filter((w) => w.length > 0);
  // What follows a state word ("with", "no", "has") says what the element goes with or
  // has, not what it is (STATE_WORDS): `anchorWithStickyNavbar_LWe7`, `no-footer`.
  const w = words.findIndex((x) => STATE_WORD_SET.has(x));
  if (w >= 0) words.length = w + 1;
  const compact = token.toLowerCase().replace(/[^a-z0-9]+/g, "");
  if (compact !== "" && !words.includes(compact)) words.push(compact);
  // A BEM element's name run together (`meta__reading-time` -> `readingtime`), a word of
  // its own after the others (bemPartCompact).
  if (w < 0) {
    const part = bemPartCompact(token);
    if (part !== "" && !words.includes(part)) words.push(part);
  }
  return words;
}

/**
 * The compact form of the part after a token's last `__` (BEM's `block__element`), when
 * that part has two words or more: `meta__reading-time` names a reading time as
 * `reading-time` does, but its compact form `metareadingtime` is no list word. "" otherwise.
 */
function bemPartCompact(token: string): string {
  const at = token.lastIndexOf("__");
  if (at < 0) return "";
  const part = token.slice(at + 2);
  const words = part.replace(CAMEL, "$1 $2").toLowerCase().split(NON_WORD).filter((x) => x.length > 0);
  return words.length > 1 ? words.join("") : "";
}

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
  return { rule: g.rule, removes: g.removes, word, maxChars: g.maxChars };
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
    // The last word is the token's compact form when tokenWords added one (several words).
    const last = words[words.length - 1];
    const runTogether = words.length > 1 && last === token.toLowerCase().replace(/[^a-z0-9]+/g, "");
    const compound = runTogether && (exactListBits(last) & CONTENT_BIT) !== 0;
    const boilerplate = compound ? null : boilerplateMatch(words, all);
    // A framework's text utility (`text-muted`, UTILITY_CLASS_WORDS) names no content.
    const utility = runTogether && (wordListBits(last) & UTILITY_BIT) !== 0;
    v = { words, boilerplate, content: boilerplate === null && !utility && (all & CONTENT_BIT) !== 0, lead: (all & LEAD_BIT) !== 0 };
    if (byToken.size >= MAX_CACHED_TOKENS) byToken.clear();
    byToken.set(detached(token), v);
  }
  return v;
}

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
  return (el.verdict ??= classVerdictOf(el.cls, el.id));
}

/** classVerdict from the `class` and `id` values themselves (a caller that has read them already). */
export function classVerdictOf(classAttr: string | undefined, idAttr: string | undefined): ClassVerdict {
  const cls = classAttr === undefined ? NONE : valueVerdict(classAttr, true);
  const id = idAttr === undefined || idAttr === "" ? NONE : valueVerdict(idAttr, false);
  if (id === NONE) return cls;
  if (cls === NONE) return id;
  const boilerplate = cls.boilerplate ?? id.boilerplate;
  // A consent banner is never the article, whatever its other attribute says: the Cookie
  // Notice plugin's `div.cookie-notice-container#cn-notice-text` ("text" a content word).
  return { boilerplate, content: (cls.content || id.content) && boilerplate?.rule !== "class/cookie" };
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
 * A fixed list of words that stages ask of many elements' classes (hasAnyClassWord): the
 * answer per `class` value, cached. Reading a value for each word of a list was a scan per
 * word (the session-21 profile: 4.7% of extract(), most of it a credit-or-byline test of
 * four ancestors against 24 words); templates repeat class values, so most questions are
 * one lookup.
 */
export interface ClassWordList {
  readonly words: readonly string[];
  /** The words as a trie, for a value not yet cached: one read of it answers for all of them. */
  readonly trie: ListTrie;
  readonly byValue: Map<string, boolean>;
}

export function classWordList(words: readonly string[]): ClassWordList {
  return { words, trie: buildListTrie(words), byValue: new Map() };
}

/** hasClassWord for some word of the list: the element's class holds one of them as a whole word. */
export function hasAnyClassWord(el: ElementNode, list: ClassWordList): boolean {
  const cls = el.cls;
  if (cls === undefined) return false;
  let v = list.byValue.get(cls);
  if (v === undefined) {
    const inPlace = classHasAnyWord(cls, list.trie);
    v = inPlace !== UNDECIDED ? inPlace === NAMES_SOME : list.words.some((w) => hasClassWord(el, w));
    if (list.byValue.size >= MAX_CACHED_ATTRIBUTES) list.byValue.clear();
    list.byValue.set(detached(cls), v);
  }
  return v;
}
