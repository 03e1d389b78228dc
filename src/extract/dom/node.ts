/**
 * The extraction DOM: a deliberately small tree (elements and text, nothing else).
 *
 * Why our own tree and not domhandler/parse5's: extraction reads every node a few
 * times and removes many, so nodes are plain objects with a `dropped` flag
 * (removal is O(1), walkers skip dropped subtrees) instead of array splices that
 * turn quadratic on pages with 200,000 siblings.
 */

import type { ClassVerdict } from "../stages/signals/class-word-trie.js";
import type { Measure } from "../stages/measure.js";

export type Attributes = Record<string, string>;

export class TextNode {
  readonly kind = 3 as const;
  parent: ElementNode | null = null;
  constructor(public data: string) {}
}

/**
 * The template every `children` array is copied from (`slice()`), empty but already of
 * the elements kind that holds objects. Not a literal `[]`: V8 tracks a literal's
 * allocation site, and once the trees alive at minor collections made that site look
 * long-lived it allocated every children array in the old generation. Old arrays filled
 * with young nodes are remembered-set roots until the next full collection, so each
 * minor collection copied and promoted the dead pages' nodes, and the next one theirs:
 * in bench:extract-like runs half the processes fell into that mode, 30-35 ms
 * scavenges promoting 18 MB each against 2 ms and nothing (bench/README.md). A copy made
 * by `slice()` has no allocation site, so it is never pretenured.
 */
const NO_CHILDREN: DomNode[] = [new TextNode("")];
NO_CHILDREN.pop();

export class ElementNode {
  readonly kind = 1 as const;
  parent: ElementNode | null = null;
  readonly children: DomNode[] = NO_CHILDREN.slice();
  /** Set when a stage removes this element; walkers skip dropped subtrees. */
  dropped = false;
  /**
   * Whitespace-only text nodes the parse left out here (ParseOptions.dropLayoutWhitespace):
   * stages/measure.ts counts each as the one character it would have counted.
   */
  layoutSpaces = 0;
  /** A block element (BLOCK_TAGS): set by the parse, so that walks need no set lookup. */
  block = false;
  /**
   * The `class` and `id` attributes, set by the parse: read on most elements by several
   * stages, and a field is one load where the attribute object (of many shapes) is a
   * lookup. Only here in a filtered parse (the extraction's); the unfiltered parse also
   * keeps them in `attrs`, as a DOM does.
   */
  cls: string | undefined = undefined;
  id: string | undefined = undefined;
  /** Which of the attributes in heuristics/attributes.ts ATTRIBUTE_MARKS `attrs` holds, as bits (set by the parse). */
  attrMarks = 0;
  /** Text measures, filled and reused by stages/measure.ts (read them through its Measures). */
  measure: Measure | null = null;
  /**
   * classVerdict of `cls` and `id`, once asked (stages/signals/class-words.ts): several
   * stages ask it of the same element, and both values are fixed by the parse.
   */
  verdict: ClassVerdict | null = null;
  /**
   * Where each child stands in `children`, for a parent of many (childIndex): built once,
   * rebuilt when a lookup finds it stale. Kept here, not in a module-level WeakMap keyed by
   * the children array: V8's minor collections hold the values of an old-generation WeakMap
   * strongly, and each value (a map of the page's nodes) reaches the whole tree through
   * `parent` and `children`, so every tree asked about survived the minor collections and
   * was promoted (session 24: with prune's wrappedTables, 190 KiB of each page survived two
   * minor collections after extract() returned, 70-95 KiB since).
   */
  childPositions: Map<DomNode, number> | null = null;
  constructor(
    public readonly tag: string,
    public readonly attrs: Attributes,
  ) {}

  appendChild(child: DomNode): void {
    child.parent = this;
    // Not `this.children = [child]` for the first child (an exact-size array, a smaller
    // tree): a literal has an allocation site, which V8 may pretenure (see NO_CHILDREN).
    this.children.push(child);
  }
}

export type DomNode = ElementNode | TextNode;

/** Stands on a text walk's stack after a block's children: what follows the block starts after a space. */
const BLOCK_END = new TextNode(" ");

export interface Document {
  /** Synthetic root (tag `#document`); `<html>` is its child when present. */
  root: ElementNode;
  /** `<title>` text, read at parse time (the element's content is raw text). */
  titleText: string;
  /** Raw contents of `<script type="application/ld+json">` blocks, in order. */
  jsonLd: string[];
  /** Number of elements created (guards and statistics). */
  elementCount: number;
}

export function isElement(node: DomNode): node is ElementNode {
  return node.kind === 1;
}

/** `class` and `id` joined, lower-cased: what class/id word lists are matched against. */
export function classAndId(el: ElementNode): string {
  const cls = el.cls;
  const id = el.id;
  if (cls === undefined) return id === undefined ? "" : id.toLowerCase();
  return id === undefined ? cls.toLowerCase() : `${cls} ${id}`.toLowerCase();
}

/**
 * Pre-order walk over live elements below `root` (root included), iterative so
 * that depth never touches the call stack. `visit` returns false to skip the
 * element's subtree.
 */
export function walkElements(root: ElementNode, visit: (el: ElementNode) => boolean | void): void {
  const stack: ElementNode[] = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    if (el.dropped) continue;
    if (visit(el) === false) continue;
    const kids = el.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (k.kind === 1 && !k.dropped) stack.push(k);
    }
  }
}

/**
 * Children of one parent a neighbour test reads at most. Finding an element among its
 * siblings is a scan of them; done for each of many siblings (hostile input: 50,000
 * label `div`s in one parent) it would be quadratic. A parent of more children is no
 * sentence, label/value list, fact box setting or citation box: such tests answer "no"
 * there (signals/sentences.ts betweenWords, the screen-reader copies, prune's labelled
 * datum and cite boxes, clean's fact box and code label).
 */
export const MAX_NEIGHBOUR_SIBLINGS = 200;

/** `el`'s index among its parent's children, or -1 without a parent or among more than MAX_NEIGHBOUR_SIBLINGS. */
export function neighbourIndex(el: DomNode): number {
  const siblings = el.parent?.children;
  if (siblings === undefined || siblings.length > MAX_NEIGHBOUR_SIBLINGS) return -1;
  return childIndex(el);
}

/** The live element sibling next to `el` (`step` 1) or before it (-1), with only whitespace between. */
export function liveSiblingElement(el: ElementNode, step: 1 | -1): ElementNode | null {
  const parent = el.parent;
  if (parent === null) return null;
  const siblings = parent.children;
  for (let i = childIndex(el) + step; i >= 0 && i < siblings.length; i += step) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return null;
      continue;
    }
    if (!k.dropped) return k;
  }
  return null;
}

/** Children arrays up to this long are searched; longer ones get a position map (childIndex). */
const SCANNED_CHILDREN = 32;

/**
 * `node`'s index among its parent's children (-1 without a parent): `indexOf`, in constant
 * time for a parent of many children. Rules that look at an element's next or previous
 * sibling ask this for each element they judge; with `indexOf` on a flat page of 40,000
 * `<div><b>…</b></div>` blocks that was quadratic. The map is checked on each lookup (the
 * node must be at the index it gives), so a children array changed since stays correct.
 */
export function childIndex(node: DomNode): number {
  const kids = node.parent?.children;
  if (kids === undefined) return -1;
  if (kids.length <= SCANNED_CHILDREN) return kids.indexOf(node);
  const parent = node.parent!;
  let map = parent.childPositions;
  let at = map?.get(node);
  if (at === undefined || kids[at] !== node) {
    map = new Map();
    for (let i = 0; i < kids.length; i++) if (!map.has(kids[i])) map.set(kids[i], i);
    parent.childPositions = map;
    at = map.get(node);
  }
  return at ?? -1;
}

/** One of `el`'s nearest `levels` ancestors (its parent first; all of them by default) has a tag of `tags`. */
export function hasAncestorTag(el: ElementNode, tags: ReadonlySet<string>, levels = Infinity): boolean {
  let depth = 0;
  for (let p = el.parent; p !== null && depth < levels; p = p.parent, depth++) if (tags.has(p.tag)) return true;
  return false;
}

/**
 * A `<div>` right inside a `<dl>`: HTML allows one around each `dt`/`dd` group so that
 * templates can style the pair (Tailwind UI's and most FAQ blocks' `dl > div > dt + dd`).
 * It is part of the list, as the `dt` and `dd` are, not a container of its own.
 */
export function isDefinitionGroup(el: ElementNode): boolean {
  return el.tag === "div" && el.parent !== null && el.parent.tag === "dl";
}

/** One of the element's live children is a block element (ElementNode.block). */
export function hasLiveBlockChild(el: ElementNode): boolean {
  for (const k of el.children) if (k.kind === 1 && !k.dropped && k.block) return true;
  return false;
}

/** The one live element child of `el` when no other element or text stands beside it, else null. */
export function onlyLiveElementChild(el: ElementNode): ElementNode | null {
  let only: ElementNode | null = null;
  for (const k of el.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return null;
      continue;
    }
    if (k.dropped) continue;
    if (only !== null) return null;
    only = k;
  }
  return only;
}

/**
 * Concatenated text of the live subtree, iterative. Inline content runs together as
 * written; a block inside (`block`, set by the parse) is set off by a space on each
 * side: its text is a line of its own, whitespace between the tags or not (the parse
 * may leave that whitespace out).
 */
export function rawText(root: ElementNode, leaveOut?: ReadonlySet<string>): string {
  const parts: string[] = [];
  const stack: DomNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.kind === 3) {
      parts.push(n.data);
      continue;
    }
    if (n.dropped || (leaveOut !== undefined && leaveOut.has(n.tag))) continue;
    const kids = n.children;
    if (n !== root && n.block) {
      parts.push(" ");
      stack.push(BLOCK_END);
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return parts.join("");
}

/**
 * The whitespace `replace(/\s+/g, " ")` changes: a run of two or more, or one character
 * other than a space. Replaced by one space it gives the same text (a single space is left
 * as it stands), with a match per changed run instead of per space: 1.5-2x faster over a
 * page's text (session 25, the dev pages' texts).
 */
export const WHITESPACE_RUNS = /\s{2,}|[^\S ]/g;
const WS = WHITESPACE_RUNS;

/** Space, tab, line breaks, form feed and no-break space: what text collapsing treats as one space. */
export function isSpaceCode(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160;
}

/**
 * `s.replace(/\s+/g, " ")`, without building a new string when there is nothing to
 * replace (no whitespace but single spaces: most text nodes and pieces of text).
 */
export function collapseWhitespace(s: string): string {
  return NEEDS_COLLAPSE.test(s) ? s.replace(WS, " ") : s;
}

/** Whitespace other than a space, or two whitespace characters in a row: what `/\s+/g` → " " changes. */
const NEEDS_COLLAPSE = /[^\S ]|\s\s/;

const MAY_CHANGE_CASE = /[A-Z\u0080-\uffff]/;

/**
 * `s.toLowerCase()`, skipping the call when nothing in `s` can change (no capital ASCII
 * letter, nothing beyond ASCII: most class names and ids). Attribute values are slices
 * of the page, which is a two-byte string on pages with any character beyond Latin-1,
 * and lower-casing a two-byte string goes through ICU even when nothing changes.
 */
export function lowerCase(s: string): string {
  return MAY_CHANGE_CASE.test(s) ? s.toLowerCase() : s;
}

/** Whitespace-collapsed, trimmed text of the live subtree (without the elements of the tags in `leaveOut`). */
export function normText(root: ElementNode, leaveOut?: ReadonlySet<string>): string {
  return rawText(root, leaveOut).replace(WS, " ").trim();
}

/**
 * A line of GitHub's code view (`td.blob-code`, `td.blob-code-inner`: an embedded gist's),
 * which its stylesheet makes preformatted: the parse keeps its leading whitespace (the
 * line's indentation), and stages/code-tables.ts turns its table into a listing.
 */
export function isCodeViewCell(el: ElementNode): boolean {
  return el.tag === "td" && el.cls !== undefined && el.cls.includes("blob-code");
}

/** `anc` is an ancestor of `el` (`el` itself is not its own ancestor). */
export function isAncestor(anc: ElementNode, el: ElementNode): boolean {
  for (let cur = el.parent; cur; cur = cur.parent) if (cur === anc) return true;
  return false;
}

export function findFirst(root: ElementNode, pred: (el: ElementNode) => boolean): ElementNode | null {
  let found: ElementNode | null = null;
  walkElements(root, (el) => {
    if (found) return false;
    if (pred(el)) {
      found = el;
      return false;
    }
    return true;
  });
  return found;
}

/** `tag#id.class1.class2`, for traces and debugging. */
export function describeElement(el: ElementNode): string {
  const id = el.id;
  const cls = el.cls;
  let out = el.tag;
  if (id) out += `#${id}`;
  if (cls) out += "." + cls.trim().split(/\s+/).join(".");
  return out.length > 120 ? out.slice(0, 117) + "..." : out;
}

/** Nodes textPrefix reads at most before giving up (see there). */
const PREFIX_NODE_BUDGET = 2000;

/** textPrefix's working stack, reused: it calls nothing that calls it again. Emptied after each use so that it holds no nodes. */
const prefixStack: DomNode[] = [];

/**
 * The first `maxChars` characters of the live subtree's whitespace-collapsed text,
 * reading only as much of the subtree as that needs: the text of
 * `rawText(root).replace(/\s+/g, " ").trim().slice(0, maxChars)` as far as the nodes
 * read reach (reading stops once `maxChars` non-whitespace characters are seen).
 */
export function textPrefix(root: ElementNode, maxChars: number, maxNodes = PREFIX_NODE_BUDGET): string {
  const stack = prefixStack;
  stack.push(root);
  try {
    return readPrefix(stack, maxChars, maxNodes);
  } finally {
    stack.length = 0;
  }
}

/**
 * textPrefix's walk. Each text node is read once, in one pass that both appends its
 * collapsed text to the prefix (until the prefix is full) and counts what the stop
 * rule counts; a run of words with single spaces between them is appended as one
 * slice, and a text node that needs no collapsing is appended as it is. The phrase
 * rules read a prefix of most blocks of an article: this was most of their time.
 */
function readPrefix(stack: DomNode[], maxChars: number, maxNodes: number): string {
  // `collected` counts characters other than ASCII whitespace and no-break space (what
  // isSpaceCode matches): reading stops once `maxChars` of them are seen, when the
  // prefix is surely complete (the collapsed text keeps every one of them but rare
  // Unicode spaces).
  let collected = 0;
  let visited = 0;
  let out = "";
  // Whitespace was seen since the last character appended: one space goes before the next.
  let pendingSpace = false;
  while (stack.length > 0 && collected < maxChars) {
    const n = stack.pop()!;
    if (n === BLOCK_END) {
      pendingSpace = true;
      continue;
    }
    // A short text spread over thousands of nodes is no interface phrase, and reading
    // it once per ancestor would be quadratic (500 nested divs over 100,000 <br>s).
    if (++visited > maxNodes) return "";
    if (n.kind === 1) {
      if (n.dropped) continue;
      const kids = n.children;
      if (visited + stack.length + kids.length > maxNodes) return "";
      // A block's text is a line of its own: it never runs on from what comes before or
      // after it, whitespace between the tags or not (the parse may leave that out).
      if (n.block) {
        pendingSpace = true;
        stack.push(BLOCK_END);
      }
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
      continue;
    }
    const d = n.data;
    const len = d.length;
    let i = 0;
    while (i < len && out.length < maxChars) {
      const c0 = d.charCodeAt(i);
      if ((c0 <= 32 || c0 >= 160) && isJsSpace(c0)) {
        if (!isSpaceCode(c0)) collected++;
        pendingSpace = true;
        i++;
        continue;
      }
      const space = pendingSpace && out !== "" ? 1 : 0;
      // The run ends at whitespace other than one space followed by a character, or
      // where the prefix is full (a paragraph's text node may run for pages).
      const end = Math.min(len, i + maxChars - out.length - space);
      let j = i + 1;
      let spaces = 0;
      while (j < end) {
        const c = d.charCodeAt(j);
        if (c > 32 && c < 160) j++;
        else if (c === 32) {
          if (j + 1 >= len || isJsSpace(d.charCodeAt(j + 1))) break;
          spaces++;
          j++;
        } else if (isJsSpace(c)) break;
        else j++;
      }
      collected += j - i - spaces;
      if (space === 1) out += " ";
      pendingSpace = false;
      out += i === 0 && j === len ? d : d.slice(i, j);
      i = j;
    }
    // The prefix is full: the rest of the node only counts towards the stop rule.
    for (; i < len && collected < maxChars; i++) if (!isSpaceCode(d.charCodeAt(i))) collected++;
  }
  return out.length > maxChars ? out.slice(0, maxChars) : out;
}

/** The character that ends right before `at` (`at` > 0), a surrogate pair whole: what a look-behind reads there. */
export function codePointBefore(text: string, at: number): string {
  const c = text.charCodeAt(at - 1);
  if (c >= 0xdc00 && c <= 0xdfff && at >= 2) {
    const h = text.charCodeAt(at - 2);
    if (h >= 0xd800 && h <= 0xdbff) return text.slice(at - 2, at);
  }
  return text[at - 1];
}

/** A-Z or a-z, by character code. */
export const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** What `/\s/` matches (ECMAScript WhiteSpace and LineTerminator), by character code. */
export function isJsSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
