/**
 * Headers and footers that belong to the article, not to the page: the article's own
 * header (headline, subtitle, byline) and a figure's footer, which their tags and class
 * words alone would take for page structure.
 */
import { findFirst, hasAncestorTag, neighbourIndex, textPrefix, type ElementNode } from "../../dom/node.js";
import { MARK_ROLE } from "../../heuristics/attributes.js";
import { isContentRole, isOnlyAriaHidden } from "./roles.js";
import { MAX_PHRASE_BLOCK_CHARS } from "../../heuristics/weights.js";
import { FACT_BOX_WORDS, PAGE_HEADERS_AND_FOOTERS } from "../../heuristics/boilerplate.js";
import { classWordList, hasAnyClassWord, type ClassVerdict } from "./class-words.js";

const ARTICLE_TAG: ReadonlySet<string> = new Set(["article"]);

/** Words that, beside "header"/"head" in a class, say the header is the article's own. */
const ARTICLE_WORDS = classWordList(["article", "post", "entry", "story"]);
const HEADER_WORDS = classWordList(["header", "head"]);

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
    (el.tag === "header" && hasAncestorTag(el, ARTICLE_TAG)) ||
    (hasAnyClassWord(el, HEADER_WORDS) && hasAnyClassWord(el, ARTICLE_WORDS));
  // The headline's header, not an author box or a teaser card's header.
  return header && findFirst(el, (x) => x.tag === "h1") !== null;
}

/**
 * A block inside an `<article>` that holds its `<h1>`: the article's own header block,
 * whatever its class says. TownNews BLOX writes the section label, the headline and the
 * dek (`h2.subhead`) in a `div.asset-masthead` inside the `<article>` (batch 37); a
 * site's masthead (its logo, sometimes in an `<h1>`) sits outside the article. The caller
 * asks it for the word "masthead" only: the other page-chrome words in an article's header
 * (`header.legal-content__header`) decide which extraction strategy wins on pages whose
 * golden text depends on it (test/pages/content-legal-terms-page).
 */
export function holdsArticleHeadline(el: ElementNode): boolean {
  return hasAncestorTag(el, ARTICLE_TAG) && findFirst(el, (x) => x.tag === "h1") !== null;
}

/** A page-footer class word on an element inside a figure (PAGE_HEADERS_AND_FOOTERS): the figure's notes, not the page's footer. */
export function isFigureFooter(el: ElementNode, v: ClassVerdict): boolean {
  // The word `footer` only: a figure's `copyright` or `credit` line is still its credit.
  if (v.boilerplate === null || v.boilerplate.removes !== PAGE_HEADERS_AND_FOOTERS || !v.boilerplate.word.includes("footer")) return false;
  return insideFigure(el, MAX_FIGURE_FOOTER_DEPTH);
}
/** A figure's footer sits right inside it or a wrapper or two down. */
const MAX_FIGURE_FOOTER_DEPTH = 3;

/**
 * A quotation's attribution: an element that `class/post-tags` would take for its word
 * `author` (`cite.lb-quote__author`, `footer.quote-author`), inside a `<blockquote>` a few
 * levels up. It names who is quoted, part of the quote, not the article's byline (session
 * 18, a live blog's quote entry).
 */
export function isQuoteAttribution(el: ElementNode, v: ClassVerdict): boolean {
  if (v.boilerplate === null || v.boilerplate.rule !== "class/post-tags" || !v.boilerplate.word.includes("author")) return false;
  return hasAncestorTag(el, BLOCKQUOTE_TAG, MAX_QUOTE_ATTRIBUTION_DEPTH);
}
/** The attribution sits right inside the quote or a wrapper or two down. */
const MAX_QUOTE_ATTRIBUTION_DEPTH = 3;
const BLOCKQUOTE_TAG: ReadonlySet<string> = new Set(["blockquote"]);

/** A `<figure>` among `el`'s nearest `levels` ancestors. */
export function insideFigure(el: ElementNode, levels: number): boolean {
  return hasAncestorTag(el, FIGURE_TAG, levels);
}
const FIGURE_TAG: ReadonlySet<string> = new Set(["figure"]);

/**
 * A link's text that says it is a file to download: its format in brackets ("(PDF, 412 KB)",
 * "[DOCX]"), or a format and a size ("PDF 1.2 MB"). The text path keeps no `href`.
 */
const DOCUMENT_LINK_TEXT = /[([]\s*(?:pdf|docx?|odt|rtf|xlsx?|ods|csv|pptx?|odp|epub)\b[^)\]]{0,20}[)\]]|\b(?:pdf|docx?|xlsx?|pptx?)\s*[,–-]?\s*\d+(?:[.,]\d+)?\s*[kmg]i?b\b/i;

/**
 * The block's text names the file its link downloads (DOCUMENT_LINK_TEXT): what the text
 * hands the reader ("Form FL-3200, Application for Commercial Filming Permit (PDF, 412 KB)"),
 * not a link to another story. Read in the first MAX_PHRASE_BLOCK_CHARS characters.
 */
export function linksDocument(el: ElementNode): boolean {
  return DOCUMENT_LINK_TEXT.test(textPrefix(el, MAX_PHRASE_BLOCK_CHARS));
}

/**
 * An `<aside>` inside the article that its class calls a fact box ("The market hall in
 * numbers" and four facts, a wiki's infobox): the reporter's own material about the
 * story, set beside the text, not the page's sidebar. Inside the article: under an
 * `<article>`, or set among the text's paragraphs (the nearest element before or after
 * it is a `<p>`), where a body without an `<article>` (a React site's `div`, a wiki's
 * content `div`) puts it.
 */
export function isFactBox(el: ElementNode): boolean {
  return el.tag === "aside" && (hasAnyClassWord(el, FACT_BOX_CLASS) || opensWithKeyPointsLabel(el)) && (insideArticle(el, true) || besideParagraph(el));
}

/**
 * The aside's first element is a heading that labels a summary of the story ("Key points",
 * "At a glance", "Das Wichtigste in Kürze", "En bref"): a key-points box whose class says
 * so only in a compound the class words do not split (`c-article-box--key-points`, batch 41).
 */
function opensWithKeyPointsLabel(el: ElementNode): boolean {
  let first: ElementNode | null = null;
  for (const k of el.children) {
    if (k.kind === 1) {
      first = k;
      break;
    }
    if (k.kind === 3 && k.data.trim() !== "") return false;
  }
  if (first === null || !/^h[2-6]$/.test(first.tag)) return false;
  const label = textPrefix(first, MAX_KEY_POINTS_LABEL_CHARS + 1).trim().toLowerCase().replace(/[:.]$/, "");
  return label.length <= MAX_KEY_POINTS_LABEL_CHARS && KEY_POINTS_LABELS.has(label);
}
const MAX_KEY_POINTS_LABEL_CHARS = 40;
/** A summary box's heading, in the languages of the class words (en, de, fr, es, it, pt, nl). */
const KEY_POINTS_LABELS: ReadonlySet<string> = new Set([
  "key points", "key facts", "key takeaways", "takeaways", "at a glance", "in brief", "in short", "the big picture", "tl;dr", "highlights",
  "das wichtigste", "das wichtigste in kürze", "auf einen blick", "in kürze", "en bref", "l'essentiel", "à retenir", "en resumen", "claves",
  "lo esencial", "in sintesi", "in breve", "punti chiave", "em resumo", "pontos-chave", "in het kort", "kernpunten",
]);
const FACT_BOX_CLASS = classWordList(FACT_BOX_WORDS);

/**
 * `el` is a fact box (isFactBox) or a part of one a level or two down: its class names
 * the box's part after the box (`div.starlight-aside__content` in `aside.starlight-aside`),
 * so the box's word "aside" is no sidebar there.
 */
export function inFactBox(el: ElementNode): boolean {
  let x: ElementNode | null = el;
  for (let up = 0; x !== null && up <= FACT_BOX_PART_LEVELS; up++, x = x.parent) if (isFactBox(x)) return true;
  return false;
}
/** A box's content part sits right inside it or one wrapper down. */
const FACT_BOX_PART_LEVELS = 2;

/**
 * The title of a fact box that is hidden from screen readers only because the box's
 * `aria-label` says the same words (`<aside aria-label="Note"><p aria-hidden="true">Note</p>`,
 * Starlight's admonitions): every sighted reader sees it over the box's text.
 */
export function isLabelledBoxTitle(el: ElementNode): boolean {
  const box = el.parent;
  if (box === null || !isOnlyAriaHidden(el)) return false;
  const label = box.attrs["aria-label"];
  if (label === undefined || label.trim() === "" || !isFactBox(box)) return false;
  return textPrefix(el, label.length + LABEL_SLACK_CHARS).trim().toLowerCase() === label.trim().toLowerCase();
}
/** Room for the spaces around the title's words. */
const LABEL_SLACK_CHARS = 8;

/** The nearest element sibling before or after `el` is a paragraph. */
function besideParagraph(el: ElementNode): boolean {
  const at = neighbourIndex(el);
  if (at < 0) return false;
  const siblings = el.parent!.children;
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < siblings.length; i += step) {
      const k = siblings[i];
      if (k.kind !== 1) continue;
      if (k.tag === "p") return true;
      break;
    }
  }
  return false;
}

/**
 * An ancestor of `el` is the article: an `<article>` or `role="article"`; with `orMain`,
 * also a `<main>` or `role="main"` (a callout under the page's main region is the
 * text's: role=alert).
 */
export function insideArticle(el: ElementNode, orMain = false): boolean {
  for (let p = el.parent; p; p = p.parent) {
    if (p.tag === "article" || (orMain && p.tag === "main")) return true;
    if ((p.attrMarks & MARK_ROLE) !== 0) {
      const role = p.attrs["role"];
      if (role === "article" || (orMain && role !== undefined && isContentRole(role))) return true;
    }
  }
  return false;
}

/**
 * "See also" opening a line, in the languages the "See also" section heading is read in
 * (prune.ts SEE_ALSO_HEADING): a glossary's, a handbook's or a wiki's cross-reference.
 */
const SEE_ALSO_LINE = /^(?:see also|siehe auch|voir aussi|véase también|vea también|ver também|vedi anche|zie ook|zobacz też|zobacz także|se även|se også|katso myös|см\. также|смотрите также|参见|関連項目)\b/iu;

/**
 * A "See also: <a href="#term">Term</a>" line whose every link points to a place in the
 * same page that exists (an element with that id): a glossary entry's or a reference
 * page's cross-reference to another entry of the text, not a teaser for another story
 * (those link to other pages). A share button's `href="#"` names no place.
 */
export function isInPageCrossReference(el: ElementNode, head: string): boolean {
  if (!SEE_ALSO_LINE.test(head.trim())) return false;
  const targets: string[] = [];
  const stack: ElementNode[] = [el];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (x.tag === "a") {
      const href = x.attrs["href"];
      if (href === undefined || href.length < 2 || href[0] !== "#") return false;
      targets.push(href.slice(1));
      continue;
    }
    for (const k of x.children) if (k.kind === 1) stack.push(k);
  }
  if (targets.length === 0) return false;
  const ids = documentIds(el);
  return targets.every((t) => ids.has(t));
}

/** The ids of every element in `el`'s document, read once per document. */
function documentIds(el: ElementNode): ReadonlySet<string> {
  let root = el;
  while (root.parent !== null) root = root.parent;
  const known = IDS_OF_DOCUMENT.get(root);
  if (known !== undefined) return known;
  const ids = new Set<string>();
  const stack: ElementNode[] = [root];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (x.id !== undefined) ids.add(x.id);
    for (const k of x.children) if (k.kind === 1) stack.push(k);
  }
  IDS_OF_DOCUMENT.set(root, ids);
  return ids;
}
const IDS_OF_DOCUMENT = new WeakMap<ElementNode, ReadonlySet<string>>();

/**
 * A "call to action" box that holds nothing to act on: no link, button or form control, removed or not.
 * GOV.UK's guidance (`div.call-to-action`) and other public-service templates set a warning
 * or a must-do step in such a box ("Warning If you let a property and do not register its
 * supply, …"); a site's sign-up or "Tag us!" box always holds its link or button.
 */
export function isCallToActionWithoutControl(el: ElementNode, v: ClassVerdict): boolean {
  if (v.boilerplate === null || v.boilerplate.rule !== "class/newsletter") return false;
  const word = v.boilerplate.word;
  if (word !== "cta" && !word.startsWith("calltoaction")) return false;
  // Removed ones count: a button the never-content stage took (`never/input-form`) was there to press.
  // A bounded walk: each nested box of a chain would read the rest of it (hostile input);
  // a box of more elements than that is no warning note, and goes as before.
  const stack: ElementNode[] = [el];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen >= MAX_CTA_ELEMENTS) return false;
    const d = stack.pop()!;
    if (CONTROL_TAGS.has(d.tag)) return false;
    for (const k of d.children) if (k.kind === 1) stack.push(k);
  }
  return true;
}
const CONTROL_TAGS: ReadonlySet<string> = new Set(["a", "button", "input", "select", "textarea", "form", "iframe"]);
/** A warning box is a paragraph or two with their inline marks: a few dozen elements at most. */
const MAX_CTA_ELEMENTS = 60;

/**
 * A social-embed wrapper (`div.SocialEmbedWrapper`, `figure.embed--social`) around an
 * embedded post whose text the page holds: a `<blockquote>` with a paragraph of its own
 * (`blockquote.twitter-tweet > p`, Mastodon's, Bluesky's and Threads' embed code write the
 * post the same way before their script runs). The word "social" names the wrapper's
 * kind, not a share bar: the quoted post is the story's material, as a quotation is.
 * A bounded walk: a share bar of more elements than that is no single embed.
 */
export function holdsEmbeddedPost(el: ElementNode, v: ClassVerdict): boolean {
  if (v.boilerplate === null || v.boilerplate.rule !== "class/share") return false;
  const stack: ElementNode[] = [el];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen >= MAX_EMBED_ELEMENTS) return false;
    const d = stack.pop()!;
    if (d.tag === "blockquote") {
      for (const k of d.children) if (k.kind === 1 && k.tag === "p" && textPrefix(k, MIN_EMBEDDED_POST_CHARS * 2).trim().length >= MIN_EMBEDDED_POST_CHARS) return true;
      continue;
    }
    for (const k of d.children) if (k.kind === 1) stack.push(k);
  }
  return false;
}
/** An embed's wrapper, its skip links, the quote and its lines: a few dozen elements. */
const MAX_EMBED_ELEMENTS = 60;
/** A post's sentence, not a share button's label ("Tweet", "Share on X"). */
const MIN_EMBEDDED_POST_CHARS = 40;

/**
 * A data table's source note: a block opening with a source label ("Fuente: elaboración
 * propia a partir de datos de Red Eléctrica.", "Quelle: Statistisches Bundesamt") right
 * after a table, or after a wrapper ending with one. The label opens a picture credit
 * elsewhere (SHORT_BLOCK_PREFIXES), but under a table it says where the table's figures
 * come from: part of the table, as its caption is.
 */
export function isTableSourceNote(el: ElementNode, head: string): boolean {
  if (!TABLE_SOURCE_LABEL.test(head.trimStart())) return false;
  const at = neighbourIndex(el);
  if (at <= 0) return false;
  const siblings = el.parent!.children;
  for (let i = at - 1; i >= 0; i--) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.dropped) continue;
    if (k.tag === "table") return true;
    // A scrolling wrapper around the table (`div.table-responsive > table`): its last element.
    const kids = k.children;
    for (let j = kids.length - 1; j >= 0; j--) {
      const c = kids[j];
      if (c.kind === 3) {
        if (c.data.trim() !== "") return false;
        continue;
      }
      if (!c.dropped) return c.tag === "table";
    }
    return false;
  }
  return false;
}
/** Source labels of a table's note (the credit labels of SHORT_BLOCK_PREFIXES that name a source, not a photographer). */
const TABLE_SOURCE_LABEL = /^(?:quelle|fuente|źródło|fonte|source|sources)\s*:/iu;
