/**
 * What the page's own style sheets hide: the classes and ids that a `<style>` block sets
 * to `display: none` with a simple selector (`.ssr-hide { display: none }`, `#promo {
 * display:none }`), and that no rule of the page shows again (`.single .post-meta {
 * display: block }`, a media query's `.desktop { display: block }`). The never-content
 * rule `never/page-style` removes what carries them, as it removes an inline
 * `display:none`. External style sheets are not read: only what the page holds.
 */
import { isJsSpace } from "../../dom/node.js";

export interface HiddenSelectors {
  readonly classes: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
}

/** Style text read at most per page: a framework inlined whole is far longer than the rules that matter. */
const MAX_STYLE_CHARS = 1_000_000;

/**
 * A `<style>` element's start tag, and the end tag that closes it: the first one after it,
 * found by a search of its own (one lazy pattern over the two tags tried the end tag at
 * every character of the style text, the page's longest stretch of markup to read).
 * STYLE_START is what styleStartEnd finds (test/rules.test.ts compares the two).
 */
export const STYLE_START = /<style\b[^>]*>/gi;
/** The end tag: what styleEnd finds (test/rules.test.ts compares the two). */
export const STYLE_END = /<\/style\s*>/gi;
const COMMENT = /\/\*[\s\S]*?\*\//g;
/** A simple selector: one class or one id, maybe after a tag name (`div.hidden`, `#sidebar-ad`). */
const SIMPLE_CLASS = /^[a-z]*\.(-?[A-Za-z_][\w-]*)$/;
const SIMPLE_ID = /^[a-z]*#(-?[A-Za-z_][\w-]*)$/;
const DISPLAY = /(?:^|;)\s*display\s*:\s*([a-z-]+)\s*(?:!important\s*)?(?=;|$)/gi;
const CLASS_IN = /\.(-?[A-Za-z_][\w-]*)/g;
const ID_IN = /#(-?[A-Za-z_][\w-]*)/g;

/** Hidden classes and ids looked for as text in each shown rule's selectors; with more, each list is read in full. */
const MAX_NAMES_TESTED = 32;

/** The page's hidden classes and ids, or null when its style blocks hide none. */
export function pageHiddenSelectors(html: string): HiddenSelectors | null {
  if (!html.includes("display")) return null;
  const hiddenClasses = new Set<string>();
  const hiddenIds = new Set<string>();
  // Selectors of rules that show their element (a media query's, a more specific rule's):
  // read for their classes and ids only when some class or id is hidden at all.
  const shown: string[] = [];
  let read = 0;
  for (const css of styleTexts(html)) {
    if (read >= MAX_STYLE_CHARS) break;
    read += css.length;
    if (!css.includes("display")) continue;
    // Comments out first; most style blocks hold none, and a native search says so.
    eachRule(css.includes("/*") ? css.replace(COMMENT, "") : css, (selectors, body, inAtBlock) => {
      const display = lastDisplay(body);
      if (display === null) return;
      if (display !== "none") {
        shown.push(selectors);
        return;
      }
      // Hidden for every reader: a rule of its own, not one for print or small screens.
      if (inAtBlock) return;
      for (const raw of selectors.split(",")) {
        const sel = raw.trim();
        const c = SIMPLE_CLASS.exec(sel);
        if (c !== null) hiddenClasses.add(c[1]);
        const i = SIMPLE_ID.exec(sel);
        if (i !== null) hiddenIds.add(i[1]);
      }
    });
  }
  if (hiddenClasses.size === 0 && hiddenIds.size === 0) return null;
  // A rule shows again only the names it writes: a shown selector list that holds none of
  // the few hidden names (as text at all) is not split and searched (a framework's style
  // sheet has hundreds of `display: block` rules). Past MAX_NAMES_TESTED names, every list is.
  const hiddenNames = hiddenClasses.size + hiddenIds.size <= MAX_NAMES_TESTED ? [...hiddenClasses, ...hiddenIds] : null;
  for (const selectors of shown) {
    if (hiddenNames !== null && !hiddenNames.some((name) => selectors.includes(name))) continue;
    for (const raw of selectors.split(",")) {
      // Shown somewhere: its last compound's classes and ids.
      const last = raw.trim().split(/[\s>+~]+/).pop() ?? "";
      for (const c of last.matchAll(CLASS_IN)) hiddenClasses.delete(c[1]);
      for (const c of last.matchAll(ID_IN)) hiddenIds.delete(c[1]);
    }
  }
  return hiddenClasses.size === 0 && hiddenIds.size === 0 ? null : { classes: hiddenClasses, ids: hiddenIds };
}

/** The text of each `<style>` element of the page, in order, as written. */
function* styleTexts(html: string): Generator<string> {
  const search = new StyleSearch(html);
  for (let from = search.startEnd(0); from >= 0; ) {
    const end = styleEnd(html, from);
    // No end tag after this one: none after a later start tag either.
    if (end === null) return;
    yield html.slice(from, end.start);
    from = search.startEnd(end.end);
  }
}

/**
 * STYLE_END's first match at or after `from`, as its start and end: the native search for
 * `</` (style text seldom holds one) and the rest read in place. The pattern was tried at
 * every character of the style text. Only ASCII letters match `style` without the `u`
 * flag, and `\s` is isJsSpace.
 */
export function styleEnd(html: string, from: number): { start: number; end: number } | null {
  for (let at = html.indexOf("</", from); at >= 0; at = html.indexOf("</", at + 1)) {
    if (!isStyleName(html, at + 3) || (html.charCodeAt(at + 2) | 0x20) !== 0x73 /* s */) continue;
    let i = at + 7;
    while (i < html.length && isJsSpace(html.charCodeAt(i))) i++;
    if (html.charCodeAt(i) === 0x3e /* > */) return { start: at, end: i + 1 };
  }
  return null;
}

/**
 * Where STYLE_START's next match at or after a position ends, or -1: `<` and `s` in either
 * case (two native searches, each remembered until passed), then `tyle` in either case, a
 * word boundary, and the start tag's `>`. The pattern, case-insensitive, was a scan of the
 * whole page at about a nanosecond a character (the session-21 profile: 1% of extract());
 * the searches run 0.7x its time. Only ASCII letters match `style` without the `u` flag
 * (the Kelvin sign and the long s do not fold to ASCII), and `\b` is ASCII's.
 */
export class StyleSearch {
  private lower = -1;
  private upper = -1;
  constructor(private readonly html: string) {}

  startEnd(from: number): number {
    const html = this.html;
    for (;;) {
      if (this.lower !== NONE && this.lower < from) this.lower = orNone(html.indexOf("<s", from));
      if (this.upper !== NONE && this.upper < from) this.upper = orNone(html.indexOf("<S", from));
      const at = Math.min(this.lower, this.upper);
      if (at === NONE) return -1;
      if (isStyleName(html, at + 2)) {
        const gt = html.indexOf(">", at + 6);
        // No `>` after it: no start tag ends after any later `<style` either.
        return gt < 0 ? -1 : gt + 1;
      }
      from = at + 1;
    }
  }
}
const NONE = Number.MAX_SAFE_INTEGER;
const orNone = (at: number): number => (at < 0 ? NONE : at);

/** `tyle` in any ASCII case at `at`, and no ASCII word character after it. */
function isStyleName(html: string, at: number): boolean {
  return (
    (html.charCodeAt(at) | 0x20) === 0x74 &&
    (html.charCodeAt(at + 1) | 0x20) === 0x79 &&
    (html.charCodeAt(at + 2) | 0x20) === 0x6c &&
    (html.charCodeAt(at + 3) | 0x20) === 0x65 &&
    !isAsciiWordCode(html.charCodeAt(at + 4))
  );
}
/** `\w` without the `u` flag; NaN (past the end) is none. */
const isAsciiWordCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** The `display` value a declaration block ends up with, lower-cased, or null. */
function lastDisplay(body: string): string | null {
  let value: string | null = null;
  DISPLAY.lastIndex = 0;
  for (let m = DISPLAY.exec(body); m !== null; m = DISPLAY.exec(body)) value = m[1].toLowerCase();
  return value;
}

/**
 * Each style rule of `css` whose declarations name `display` (the others cannot hide or
 * show anything), with its selector list, its declarations and whether it sits inside an
 * at-rule's block (`@media print { … }`, `@supports`). One pass over the text; a rule's
 * declarations are skipped whole.
 */
function eachRule(css: string, visit: (selectors: string, body: string, inAtBlock: boolean) => void): void {
  let atDepth = 0;
  // Where the prelude being read begins (a selector list, an at-rule's).
  let start = 0;
  // The next `display` at or after `searched` (-1: none), searched again once passed.
  let display = -1;
  let searched = -1;
  // The next `{` and `}` at or after `i` (NONE: none), each searched again once passed:
  // the text between them is read by native searches, not a turn per character.
  let open = -1;
  let close = -1;
  for (let i = 0; ; ) {
    if (open !== NONE && open < i) open = orNone(css.indexOf("{", i));
    if (close !== NONE && close < i) close = orNone(css.indexOf("}", i));
    if (open < close) {
      // `@import url(…);` and `@charset "…";` end at their semicolon: the prelude starts after it.
      while (opensWith(css, start, 0x40 /* @ */)) {
        const semi = css.indexOf(";", start);
        if (semi < 0 || semi >= open) break;
        start = semi + 1;
      }
      if (opensWith(css, start, 0x40 /* @ */)) {
        atDepth++;
        i = open + 1;
      } else {
        const end = close;
        if (end === NONE) return;
        if (searched < 0 || (display >= 0 && display <= open)) {
          DISPLAY_WORD.lastIndex = open + 1;
          display = DISPLAY_WORD.exec(css)?.index ?? -1;
          searched = open + 1;
        }
        if (display >= 0 && display < end) visit(css.slice(start, open).trim(), css.slice(open + 1, end), atDepth > 0);
        i = end + 1;
      }
      start = i;
    } else if (close !== NONE) {
      if (atDepth > 0) atDepth--;
      i = close + 1;
      start = i;
    } else return;
  }
}

/** The property's name in any case (lastDisplay's pattern needs it). */
const DISPLAY_WORD = /display/gi;

/** The first character of `css` from `start` on that is not a space is `code`. */
function opensWith(css: string, start: number, code: number): boolean {
  let i = start;
  while (i < css.length && isCssSpace(css.charCodeAt(i))) i++;
  return css.charCodeAt(i) === code;
}

const isCssSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;
