/**
 * The subset of the HTML tree-construction rules our tree builder applies.
 * Enough to give real pages the tree a browser would give them for text purposes
 * (paragraphs, list items, table cells and headings close each other), not a full
 * implementation of the WHATWG algorithm.
 */
import { BLOCK_TAGS } from "../heuristics/tags.js";

export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  "area", "base", "basefont", "bgsound", "br", "col", "command", "embed", "frame", "hr", "img",
  "image", "input", "isindex", "keygen", "link", "meta", "param", "source", "track", "wbr",
]);

const closesP = new Set(["p"]);
const headings = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p"]);
const formControls = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);

/** Opening tag X implicitly closes any of these while they are the current element. */
export const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th", "td"])],
  ["td", new Set(["thead", "th", "td"])],
  ["tbody", new Set(["thead", "tbody", "tfoot"])],
  ["tfoot", new Set(["thead", "tbody"])],
  ["li", new Set(["li"])],
  ["dd", new Set(["dd", "dt"])],
  ["dt", new Set(["dd", "dt"])],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["rt", new Set(["rt", "rp"])],
  ["rp", new Set(["rt", "rp"])],
  ["a", new Set(["a"])],
  ["select", formControls],
  ["input", formControls],
  ["button", formControls],
  ["textarea", formControls],
  ["h1", headings], ["h2", headings], ["h3", headings], ["h4", headings], ["h5", headings], ["h6", headings],
  ["p", closesP],
  ...[
    "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
    "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "hr", "main", "menu",
    "nav", "ol", "pre", "section", "summary", "table", "ul",
  ].map((tag): [string, ReadonlySet<string>] => [tag, closesP]),
]);

/**
 * Elements whose raw-text content the tokenizer hands us as text. We keep the
 * text of `<title>` and of JSON-LD scripts only; the rest is never displayed.
 * Not `noframes`, raw text to browsers: its content is parsed as markup (parse.ts
 * HtmlTokenizer), a frameset page's readable text.
 */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  "script", "style", "title", "textarea", "xmp", "iframe", "noembed", "plaintext",
]);

/**
 * Deepest element nesting the builder keeps. Browsers cap it too (Chromium: 512);
 * deeper elements are attached to the element at the cap (as empty markers, and only
 * when they break the text, see parse.ts), so a hostile page of
 * 100,000 nested `<div>`s costs linear time and the close-tag search stays bounded.
 */
export const MAX_TREE_DEPTH = 512;

/**
 * Elements that break the text flow when rendered (the text stage's block tags):
 * the only kind worth keeping, as an empty marker, below the depth cap.
 */
export const BREAKING_ELEMENTS: ReadonlySet<string> = BLOCK_TAGS;

/** Elements that may stand in `<head>`; any other element (or text) ends the head. */
export const HEAD_CONTENT: ReadonlySet<string> = new Set([
  "base", "basefont", "bgsound", "link", "meta", "title", "style", "script", "noscript", "template", "object", "head",
]);

/**
 * Subtrees the builder never builds: they hold no readable text (the extraction
 * drops them first thing) and can be large (an icon sprite is hundreds of paths).
 * Only elements whose end tag pages reliably write; an unclosed one swallows the rest
 * of the page, as it does in a browser.
 */
export const SKIPPED_SUBTREES: ReadonlySet<string> = new Set(["svg", "template", "noscript"]);

/** HTML start tags that end an unclosed <svg> (the block-level part of the WHATWG breakout list). */
export const SVG_BREAKOUT: ReadonlySet<string> = new Set([
  "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed", "h1", "h2",
  "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p", "pre",
  "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var",
]);

/**
 * The tag names of HTML (and the SVG/MathML roots), each spelled once in the program: the
 * parse gives every element of a known tag this one string (`KNOWN_TAGS.get(name)`), so
 * comparing a tag with a literal and looking it up in the stages' tag maps finds an
 * interned string with its hash already known, instead of a fresh string per element.
 */
export const KNOWN_TAGS: ReadonlyMap<string, string> = new Map(
  [
    "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body", "br",
    "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del",
    "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font",
    "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr",
    "html", "i", "iframe", "img", "input", "ins", "kbd", "label", "legend", "li", "link", "listing", "main", "map",
    "mark", "math", "menu", "meta", "meter", "nav", "nobr", "noscript", "object", "ol", "optgroup", "option",
    "output", "p", "param", "picture", "plaintext", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script",
    "section", "select", "small", "source", "span", "strike", "strong", "style", "sub", "summary", "sup", "svg",
    "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "tt", "u",
    "ul", "var", "video", "wbr", "xmp", "noembed", "noframes", "applet", "big",
  ].map((t) => [t, t]),
);
