/**
 * Restaurant menus under navigation words: "menu" names a page's navigation and a
 * restaurant's list of dishes alike; links tell them apart.
 */
import { findFirst, type ElementNode } from "../../dom/node.js";
import { LINKLESS_MENU } from "../../heuristics/weights.js";
import type { Measures } from "../measure.js";
import { classVerdict, type ClassVerdict } from "./class-words.js";

/**
 * A "menu" that links nowhere: a restaurant's menu (Squarespace's `div.menu-block` of
 * `menu-item`s, a plugin's `ul.fdm-menu`), its dishes, descriptions and prices. A
 * navigation menu is links (or buttons): the element and every ancestor up to a block
 * of LINKLESS_MENU.regionChars characters hold no link text and no control. A menu
 * button's "Menu" label sits among the header's links and still goes.
 */
export function isLinklessMenu(el: ElementNode, v: ClassVerdict, m: Measures): boolean {
  // Only the word "menu" itself: breadcrumbs, pagers and tables of contents are navigation
  // whether or not their current item is a link.
  if (v.boilerplate?.rule !== "class/navigation" || !MENU_WORDS.has(v.boilerplate.word)) return false;
  if (findFirst(el, (d) => MENU_CONTROL_TAGS.has(d.tag)) !== null) return false;
  let p: ElementNode | null = el;
  for (let depth = 0; depth <= LINKLESS_MENU.maxLevels && p !== null; depth++, p = p.parent) {
    const pm = m.get(p);
    if (pm === undefined || pm.link > 0) return false;
    if (pm.text >= LINKLESS_MENU.regionChars) return true;
  }
  return false;
}
/** The navigation words a restaurant's menu is named by. */
const MENU_WORDS: ReadonlySet<string> = new Set(["menu", "menus"]);
/** What a menu of the page's navigation is made of besides links. */
const MENU_CONTROL_TAGS: ReadonlySet<string> = new Set(["button", "select", "input", "a"]);

/**
 * `el` is a part of a restaurant's menu: itself or an ancestor up to
 * LINKLESS_MENU.partLevels up is named "menu" and links nowhere (isLinklessMenu). A dish's
 * name ("Œuf parfait"), its price ("€11") and a section's title ("Entrées") are short
 * `div`s, each the menu's text, not a widget's fragment of almost no text.
 */
export function insideLinklessMenu(el: ElementNode, m: Measures): boolean {
  let p: ElementNode | null = el;
  for (let depth = 0; depth <= LINKLESS_MENU.partLevels && p !== null; depth++, p = p.parent) {
    if (p.cls === undefined && p.id === undefined) continue;
    if (isLinklessMenu(p, classVerdict(p), m)) return true;
  }
  return false;
}
