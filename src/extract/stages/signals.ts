/**
 * Per-element signals compiled from heuristics/: class/id words, roles, hidden state.
 */
import { classAndId, type ElementNode } from "../dom/node.js";
import {
  BOILERPLATE_PHRASES,
  BOILERPLATE_PREFIXES,
  BOILERPLATE_ROLES,
  BOILERPLATE_WORDS,
  CONTENT_ROLES,
  CONTENT_WORDS,
} from "../heuristics/boilerplate.js";

interface CompiledGroup {
  removes: string;
  exact: ReadonlySet<string>;
  prefix: readonly string[];
}

const GROUPS: readonly CompiledGroup[] = BOILERPLATE_WORDS.map((g) => ({
  removes: g.removes,
  exact: new Set(g.exact.map((w) => w.toLowerCase())),
  prefix: g.prefix.map((w) => w.toLowerCase()),
}));
const CONTENT_EXACT: ReadonlySet<string> = new Set(CONTENT_WORDS.exact);
const CONTENT_PREFIX: readonly string[] = CONTENT_WORDS.prefix;

const CAMEL = /([a-z0-9])([A-Z])/g;
const NON_WORD = /[^a-z0-9]+/;

/** Class and id split into lower-case words: `relatedPosts_box` -> related, posts, box. */
export function classWords(el: ElementNode): string[] {
  const cls = el.attrs["class"];
  const id = el.attrs["id"];
  if (cls === undefined && id === undefined) return [];
  const raw = `${cls ?? ""} ${id ?? ""}`;
  const words = raw.replace(CAMEL, "$1 $2").toLowerCase().split(NON_WORD);
  // Each whole class token without its punctuation too: `sr-only` -> `sronly`,
  // `author-bio` -> `authorbio`, so compound prefixes match.
  for (const token of raw.toLowerCase().split(/\s+/)) {
    const compact = token.replace(/[^a-z0-9]+/g, "");
    if (compact !== token) words.push(compact);
  }
  return words.filter((w) => w.length > 0);
}

function matchesWords(words: readonly string[], exact: ReadonlySet<string>, prefix: readonly string[]): string | null {
  for (const w of words) {
    if (exact.has(w)) return w;
    for (const p of prefix) if (w.startsWith(p)) return w;
  }
  return null;
}

export interface ClassVerdict {
  /** The boilerplate group matched (SPEC class it removes) and the word, or null. */
  boilerplate: { removes: string; word: string } | null;
  /** A content word matched. */
  content: boolean;
}

const cache = new WeakMap<ElementNode, ClassVerdict>();
const NONE: ClassVerdict = { boilerplate: null, content: false };

export function classVerdict(el: ElementNode): ClassVerdict {
  const hit = cache.get(el);
  if (hit) return hit;
  const words = classWords(el);
  let verdict = NONE;
  if (words.length > 0) {
    let boilerplate: ClassVerdict["boilerplate"] = null;
    for (const g of GROUPS) {
      const word = matchesWords(words, g.exact, g.prefix);
      if (word) {
        boilerplate = { removes: g.removes, word };
        break;
      }
    }
    const content = matchesWords(words, CONTENT_EXACT, CONTENT_PREFIX) !== null;
    verdict = { boilerplate, content };
  }
  cache.set(el, verdict);
  return verdict;
}

/** +1 content class, -1 boilerplate class, 0 neither or both. */
export function classWeightSign(el: ElementNode): number {
  const v = classVerdict(el);
  return (v.content ? 1 : 0) - (v.boilerplate ? 1 : 0);
}

export function roleOf(el: ElementNode): string {
  const role = el.attrs["role"];
  return role === undefined ? "" : role.trim().toLowerCase();
}

export function hasBoilerplateRole(el: ElementNode): boolean {
  return BOILERPLATE_ROLES.has(roleOf(el));
}

export function hasContentRole(el: ElementNode): boolean {
  return CONTENT_ROLES.has(roleOf(el));
}

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Hidden from every reader: `hidden`, `aria-hidden="true"`, inline display:none / visibility:hidden. */
export function isHidden(el: ElementNode): boolean {
  const a = el.attrs;
  if (a["hidden"] !== undefined) return true;
  if (a["aria-hidden"] === "true") return true;
  const style = a["style"];
  return style !== undefined && HIDDEN_STYLE.test(style);
}

function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}\d]+$/gu, "")
    .trim();
}

const PHRASES: ReadonlySet<string> = new Set(BOILERPLATE_PHRASES.map(normalizePhrase));
const PREFIXES: readonly string[] = BOILERPLATE_PREFIXES.map((p) => p.toLowerCase());

/** True when a short block's whole text is interface text ("Share this", "Advertisement"). */
export function isBoilerplatePhrase(text: string): boolean {
  return PHRASES.has(normalizePhrase(text));
}

/** True when a block starts like a cookie notice, newsletter box or copyright line. */
export function startsLikeBoilerplate(text: string): boolean {
  const t = text.trimStart().toLowerCase();
  for (const p of PREFIXES) if (t.startsWith(p)) return true;
  return false;
}

export { classAndId };
