/**
 * Tag sets used by the stages. Data only.
 */

/** Never part of the readable text: code, styling, embedded objects, form controls. */
export const NEVER_CONTENT_TAGS: ReadonlySet<string> = new Set([
  "script", "style", "noscript", "template", "svg", "iframe", "object", "embed", "canvas", "applet",
  "input", "select", "option", "optgroup", "button", "textarea", "datalist", "link", "meta", "head",
  "title", "base", "map", "area", "audio", "video", "source", "track", "frameset", "frame", "noembed",
  "xmp", "plaintext", "dialog", "menu", "menuitem",
  // Not `noframes`: a frameset page's text is in it (parse.ts reads it as markup and ends
  // the frameset there), the frames and framesets being what goes.
  // Ruby annotations (furigana, pinyin) print the base text's reading a second time:
  // 子(こ)ども. The base text is the text (trafilatura-dev: an NHK Easy page).
  "rt", "rp",
]);

/**
 * Block-level elements: text on either side of them never runs together, and a
 * block boundary ends a paragraph for scoring and serialization.
 */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details", "dir",
  "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
  "h5", "h6", "header", "hgroup", "hr", "html", "legend", "li", "listing", "main", "nav", "noframes", "ol",
  "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "#document",
]);

/** Blocks that end a line but not a paragraph in the text output. */
export const LINE_TAGS: ReadonlySet<string> = new Set(["li", "dt", "dd", "tr", "caption", "legend", "summary"]);

export const HEADING_TAGS: ReadonlySet<string> = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

export const LIST_TAGS: ReadonlySet<string> = new Set(["ul", "ol", "dl"]);

/** Elements whose whitespace is kept as written. */
export const PREFORMATTED_TAGS: ReadonlySet<string> = new Set(["pre", "listing", "textarea"]);

/** Page-structure elements that carry boilerplate by their very tag (HTML5 sectioning). */
export const BOILERPLATE_TAGS: ReadonlySet<string> = new Set(["nav", "aside", "footer"]);

/**
 * Elements that hold a paragraph of prose when they have no block children: the
 * units the content scorer counts (a `div` used as a paragraph is common on old CMSs).
 */
export const PARAGRAPH_TAGS: ReadonlySet<string> = new Set(["p", "pre", "td", "blockquote", "li", "dd"]);

/** Containers the conditional cleaner judges (lists of links, widget boxes, layout tables). */
export const CONDITIONALLY_CLEANED_TAGS: ReadonlySet<string> = new Set([
  "div", "section", "ul", "ol", "dl", "table", "form", "header", "figure", "footer", "nav", "aside",
]);
