/**
 * What the page's own style sheets hide: the classes and ids that a `<style>` block sets
 * to `display: none` with a simple selector (`.ssr-hide { display: none }`, `#promo {
 * display:none }`), and that no rule of the page shows again (`.single .post-meta {
 * display: block }`, a media query's `.desktop { display: block }`). The never-content
 * rule `never/page-style` removes what carries them, as it removes an inline
 * `display:none`. External style sheets are not read: only what the page holds.
 */

export interface HiddenSelectors {
  readonly classes: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
}

/** Style text read at most per page: a framework inlined whole is far longer than the rules that matter. */
const MAX_STYLE_CHARS = 1_000_000;

const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const COMMENT = /\/\*[\s\S]*?\*\//g;
/** A simple selector: one class or one id, maybe after a tag name (`div.hidden`, `#sidebar-ad`). */
const SIMPLE_CLASS = /^[a-z]*\.(-?[A-Za-z_][\w-]*)$/;
const SIMPLE_ID = /^[a-z]*#(-?[A-Za-z_][\w-]*)$/;
const DISPLAY = /(?:^|;)\s*display\s*:\s*([a-z-]+)\s*(?:!important\s*)?(?=;|$)/gi;
const CLASS_IN = /\.(-?[A-Za-z_][\w-]*)/g;
const ID_IN = /#(-?[A-Za-z_][\w-]*)/g;

/** The page's hidden classes and ids, or null when its style blocks hide none. */
export function pageHiddenSelectors(html: string): HiddenSelectors | null {
  if (!html.includes("display")) return null;
  const hiddenClasses = new Set<string>();
  const hiddenIds = new Set<string>();
  const shownClasses = new Set<string>();
  const shownIds = new Set<string>();
  let read = 0;
  STYLE_BLOCK.lastIndex = 0;
  for (let m = STYLE_BLOCK.exec(html); m !== null && read < MAX_STYLE_CHARS; m = STYLE_BLOCK.exec(html)) {
    const css = m[1];
    read += css.length;
    if (!css.includes("display")) continue;
    eachRule(css.replace(COMMENT, ""), (selectors, body, inAtBlock) => {
      const display = lastDisplay(body);
      if (display === null) return;
      for (const raw of selectors.split(",")) {
        const sel = raw.trim();
        if (display !== "none") {
          // Shown somewhere (a media query, a more specific rule): its last compound's classes and ids.
          const last = sel.split(/[\s>+~]+/).pop() ?? "";
          for (const c of last.matchAll(CLASS_IN)) shownClasses.add(c[1]);
          for (const c of last.matchAll(ID_IN)) shownIds.add(c[1]);
          continue;
        }
        // Hidden for every reader: a rule of its own, not one for print or small screens.
        if (inAtBlock) continue;
        const c = SIMPLE_CLASS.exec(sel);
        if (c !== null) hiddenClasses.add(c[1]);
        const i = SIMPLE_ID.exec(sel);
        if (i !== null) hiddenIds.add(i[1]);
      }
    });
  }
  for (const c of shownClasses) hiddenClasses.delete(c);
  for (const i of shownIds) hiddenIds.delete(i);
  return hiddenClasses.size === 0 && hiddenIds.size === 0 ? null : { classes: hiddenClasses, ids: hiddenIds };
}

/** The `display` value a declaration block ends up with, lower-cased, or null. */
function lastDisplay(body: string): string | null {
  let value: string | null = null;
  DISPLAY.lastIndex = 0;
  for (let m = DISPLAY.exec(body); m !== null; m = DISPLAY.exec(body)) value = m[1].toLowerCase();
  return value;
}

/**
 * Each style rule of `css` with its selector list, its declarations and whether it sits
 * inside an at-rule's block (`@media print { … }`, `@supports`). One pass over the text.
 */
function eachRule(css: string, visit: (selectors: string, body: string, inAtBlock: boolean) => void): void {
  let atDepth = 0;
  let start = 0;
  // The first character of the prelude that begins at `start` (NaN: not looked at yet).
  let first = NaN;
  for (let i = 0; i < css.length; i++) {
    const ch = css.charCodeAt(i);
    if (Number.isNaN(first) && !isCssSpace(ch)) first = ch;
    if (ch === 0x7b /* { */) {
      if (first === 0x40 /* @ */) {
        atDepth++;
      } else {
        const end = css.indexOf("}", i + 1);
        if (end < 0) return;
        visit(css.slice(start, i).trim(), css.slice(i + 1, end), atDepth > 0);
        i = end;
      }
      start = i + 1;
      first = NaN;
    } else if (ch === 0x7d /* } */) {
      if (atDepth > 0) atDepth--;
      start = i + 1;
      first = NaN;
    } else if (ch === 0x3b /* ; */ && first === 0x40) {
      // `@import url(…);` and `@charset "…";` end at their semicolon.
      start = i + 1;
      first = NaN;
    }
  }
}

const isCssSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;
