/**
 * Stage: remove what is never article text, before any scoring.
 *   1. never-content tags (scripts, styles, forms controls, embeds) and hidden elements: always;
 *   2. boilerplate by structure: `nav`/`aside`/`footer`, link-heavy `header`, landmark roles,
 *      class/id words (heuristics/boilerplate.ts): in the strict strategy only;
 *   3. short blocks whose whole text is interface text ("Share this", cookie notices).
 * Runs before selection because boilerplate blocks would otherwise lend their
 * text to the scores of the containers that hold them.
 */
import { MARK_ITEMPROP, MARK_ROLE } from "../heuristics/attributes.js";
import { AUTHOR_TOKEN } from "../heuristics/metadata.js";
import { ElementNode, MAX_NEIGHBOUR_SIBLINGS, TextNode, childIndex, findFirst, hasAncestorTag, hasLiveBlockChild, isAncestor, isJsSpace, isSpaceCode, liveSiblingElement, neighbourIndex, normText, onlyLiveElementChild, textPrefix, walkElements, type DomNode } from "../dom/node.js";
import { BOILERPLATE_TAGS, BLOCK_TAGS, HEADING_TAGS, LIST_TAGS, NEVER_CONTENT_TAGS, PREFORMATTED_TAGS } from "../heuristics/tags.js";
import { PERMALINK_SYMBOLS, MAX_NEWSLETTER_PROMO_CHARS, CAPTION_CREDIT_CLASS_WORDS, CODE_LANGUAGE_LABELS, COMMENT_SECTIONS, MAX_DONATION_APPEAL_CHARS, MAX_BOOKING_BOX_CHARS, FACT_BOX_WORDS, MAX_AUTHOR_CARD_CHARS, MAX_LONG_PROMOTION_CHARS, MAX_GALLERY_HEADER_CHARS, MAX_MAIL_FOOTER_CHARS, MAX_NOTICE_BLOCK_CHARS, MAX_PROMOTION_CHARS, SLIDE_COUNTER, SLIDESHOW_CLASS_WORDS, UNSUBSCRIBE_LABELS } from "../heuristics/boilerplate.js";
import { ARTICLE_MARKUP_SHARE, DISCLOSURE, LINK_BLOCK, MAX_PHRASE_BLOCK_CHARS, PAID_BUTTON, WRAPPER_TEXT_SHARE } from "../heuristics/weights.js";
import type { Trace } from "../trace.js";
import type { RuleId } from "../rules.js";
import { subtractFromAncestors, type Measure, type Measures } from "./measure.js";
import { classVerdict, classWordList, hasAnyClassWord, type ClassVerdict } from "./signals/class-words.js";
import { isCodeDocumentation, Surroundings } from "./signals/code-docs.js";
import { isBoilerplateRole, isContentRole, isHidden, roleValue } from "./signals/roles.js";
import { isLoneDropCap, isScreenReaderClass, isScreenReaderCopy } from "./signals/screen-reader-copies.js";
import { countWords } from "../words.js";
import { isBoilerplatePhrase, startsLikeBoilerplate, startsLikeShortBoilerplate } from "./signals/phrases.js";
import { DATE_PAIR_MAX_CHARS, dateLineLabelLength, isDateLabelAlone, isDateOnlyText, isDateWithReadingTime, isIssueDateLine, isLabelledDatePair, isLabelledDateText, isReleaseStamp } from "./signals/dates.js";
import { blockNotice, holdsBookingCall, isDonationAppeal, isNewsletterPromo, isTrialOffer, opensWithBookingPitch, isGalleryCountLink, isPlatformPromotion, opensWithAdLabel, opensWithCallToAct, type BlockNotice } from "./signals/promotions.js";
import { captionCreditLabelAtEnd, captionCreditStart, isAgencyAloneInFigure, isGluedCaptionCredit, isLabelledCredit, isParenthesisedCredit, isPictureCredit, isSlashCredit } from "./signals/credits.js";
import { isEmbedSourceLink } from "./signals/embed-source.js";
import { blockLines } from "./signals/lines.js";
import { isAgencySignOff, isBylineText, isDatedBylineText, isDeskCodes, isReporterSignOff, labelledByline } from "./signals/bylines.js";
import { inTableCell, isDataTable, isDataTablePart, isDataTableUnderShortWords } from "./signals/tables.js";
import { isLinklessMenu } from "./signals/menus.js";
import { holdsArticleHeadline, holdsEmbeddedPost, inFactBox, isCallToActionWithoutControl, insideArticle, isFactBox, isFigureFooter, isInPageCrossReference, isLabelledBoxTitle, isQuoteAttribution, isTableSourceNote, linksDocument } from "./signals/structure.js";
import { betweenWords, endsAsStatement, cjkCount, WORD_CHARACTER } from "./signals/sentences.js";
import type { HiddenSelectors } from "./signals/page-styles.js";
import { tagBits } from "../dom/tag-bits.js";
import { holdsHeadline } from "./prune.js";

/** Elements a picture credit is written in (not paragraphs of text, which may quote an agency). */
const CREDIT_TAGS: ReadonlySet<string> = new Set(["span", "small", "cite", "figcaption", "div", "p", "em", "i"]);

/** Where a date alone is a metadata line; in table cells and list items it is data. */
// `td`: a layout table's cell holding the date alone (Joomla 1.5's `td.createdate` row over
// the text), as its row's one cell; a data table's cells are never read by the phrase rules.
// `font`: hand-written pages of the 1990s and 2000s set their date line in small print,
// `<font size="1">Geschrieben am 14. Februar 2004</font>` between the heading and the text
// (session 22); inside running text it stays, as a `span` does.
const DATE_LINE_TAGS: ReadonlySet<string> = new Set(["p", "div", "span", "time", "small", "header", "section", "td", "font"]);

/** What the phrase rules ask of a tag, as bits: one lookup per element instead of one per set. */
const TAG_BLOCK = 1;
const TAG_CREDIT = 2;
const TAG_DATE_LINE = 4;
const TAG_LINK = 8;
const TAG_PARAGRAPH = 16;
/** Code listings: their text is never interface text (`at = "02:30"` is no time stamp). */
const TAG_PRE = 32;
const PHRASE_TAG_KIND = tagBits([
  [BLOCK_TAGS, TAG_BLOCK],
  [CREDIT_TAGS, TAG_CREDIT],
  [DATE_LINE_TAGS, TAG_DATE_LINE],
  [["a"], TAG_LINK],
  [["p"], TAG_PARAGRAPH],
  [PREFORMATTED_TAGS, TAG_PRE],
]);

const STAGE = "clean";

/** Longest text any phrase rule needs to see: whole phrases and prefixes are shorter. */
const PREFIX_CHARS = 80;

/**
 * A web component that is a button by its name: a custom element named `…-button`
 * (`<award-button>`, `<shreddit-post-share-button>`), or an element put in a component's
 * `…-button` slot (`<a slot="comment-button"><span>63</span></a>`: the comment count's
 * button under a new-Reddit post, batch 46). A `<button>` is never content; neither are these.
 */
function isCustomButton(el: ElementNode): boolean {
  if (el.tag.endsWith("-button")) return true;
  const slot = el.attrs["slot"];
  return slot !== undefined && slot.endsWith("-button");
}

/**
 * The never-content rule for one element below `root`: never-content tags and hidden
 * elements are removed, whatever is inside them. True when `el` was removed (nothing
 * inside it needs the rule then). The pipeline applies it during the metadata walk.
 */
export function removeIfNeverContent(el: ElementNode, root: ElementNode, trace: Trace, pageHidden: HiddenSelectors | null = null): boolean {
  if (NEVER_CONTENT_TAGS.has(el.tag) && !isHeadingButton(el) && !isDisclosureTitle(el, trace) && trace.on("never/tag")) {
    trace.drop(el, STAGE, "never/tag", `<${el.tag}> is never readable text`);
    return true;
  }
  if (isCustomButton(el) && trace.on("never/tag")) {
    trace.drop(el, STAGE, "never/tag", "a web component's button (`<award-button>`, `slot=\"comment-button\"`)");
    return true;
  }
  if (el.tag === "label" && followsControl(el) && trace.on("never/tag")) {
    trace.drop(el, STAGE, "never/tag", "the label of the form control before it (a CSS tab's name, a checkbox's caption)");
    return true;
  }
  if (el.tag === "form" && isInputForm(el) && trace.on("never/input-form")) {
    trace.drop(el, STAGE, "never/input-form", "a form to fill in (its controls outweigh its text)");
    return true;
  }
  // An accessible drop cap's letter with no screen-reader copy beside it is the word's first letter.
  if (el !== root && isHidden(el) && !isLoneDropCap(el) && !isLabelledBoxTitle(el) && trace.on("never/hidden")) {
    trace.drop(el, STAGE, "never/hidden", "hidden attribute, aria-hidden or inline display:none");
    return true;
  }
  const cls = el.cls;
  if (cls !== undefined && mayHideByClass(cls) && HIDING_CLASS.test(cls) && !staysShown(el, cls) && trace.on("never/hidden-class")) {
    trace.drop(el, STAGE, "never/hidden-class", "a class that hides it (hidden, hide, d-none, is-hidden)");
    return true;
  }
  if (pageHidden !== null && hiddenByPageStyles(el, cls, pageHidden) && trace.on("never/page-style")) {
    trace.drop(el, STAGE, "never/page-style", "hidden by the page's own style sheet (display:none)");
    return true;
  }
  // The screen-reader copy of a drop cap's letter or word beside its aria-hidden visual copy is the text.
  if (cls !== undefined && isScreenReaderClass(cls) && !isScreenReaderCopy(el) && trace.on("never/visually-hidden")) {
    trace.drop(el, STAGE, "never/visually-hidden", "visually hidden: text only screen readers get");
    return true;
  }
  return false;
}

/**
 * A form to fill in: three controls or more (`input`, `select`, `textarea`) and no more text
 * than their labels (INPUT_FORM_CHARS_PER_CONTROL each, at least MIN_INPUT_FORM_CHARS): a job
 * board's application form after the posting, a contact or sign-up form (session 18). Read
 * before its controls go as never-content tags. A page wrapped whole in one `<form>` (ASP.NET
 * WebForms) holds far more text than that.
 */
function isInputForm(form: ElementNode): boolean {
  let controls = 0;
  const stack: ElementNode[] = [form];
  while (stack.length > 0) {
    const x = stack.pop()!;
    for (const k of x.children) {
      if (k.kind !== 1) continue;
      if (FORM_CONTROL_TAGS.has(k.tag)) controls++;
      else stack.push(k);
    }
    if (controls > MAX_COUNTED_CONTROLS) break;
  }
  if (controls < MIN_INPUT_FORM_CONTROLS) return false;
  const limit = Math.min(MAX_INPUT_FORM_CHARS, Math.max(MIN_INPUT_FORM_CHARS, controls * INPUT_FORM_CHARS_PER_CONTROL));
  return textPrefix(form, limit + 1).length <= limit;
}
const FORM_CONTROL_TAGS: ReadonlySet<string> = new Set(["input", "select", "textarea"]);
/** A search box and its button are two; three make a form to fill in. */
const MIN_INPUT_FORM_CONTROLS = 3;
/** A label, a hint and an option's words per control ("Resume/CV *", "Will you now or in the future require sponsorship?"). */
const INPUT_FORM_CHARS_PER_CONTROL = 60;
const MIN_INPUT_FORM_CHARS = 300;
/**
 * Whatever the controls: a results list in a search form (a classifieds page's ads, each
 * with a checkbox) holds more text than any form's labels.
 */
const MAX_INPUT_FORM_CHARS = 1500;
/** Enough controls counted: the text limit grows with them, and a page's whole form is judged by its text. */
const MAX_COUNTED_CONTROLS = 200;

/**
 * A `<button>` that is a heading's text: an accordion's question (Bootstrap's `<h2
 * class="accordion-header"><button class="accordion-button">How do I …?</button></h2>`,
 * the WAI-ARIA accordion pattern every FAQ widget follows) or a disclosure's summary. The
 * heading holds nothing else to read, and the question is the page's text; the button
 * is only what makes it open its answer.
 */
function isHeadingButton(el: ElementNode): boolean {
  if (el.tag !== "button") return false;
  const parent = el.parent;
  if (parent === null || (!HEADING_TAGS.has(parent.tag) && parent.tag !== "summary" && parent.tag !== "dt")) return false;
  for (const k of parent.children) {
    if (k === el) continue;
    if (k.kind === 3 ? k.data.trim() !== "" : k.kind === 1 && !k.dropped && normText(k) !== "") return false;
  }
  return true;
}

/**
 * A `<button aria-expanded>` that titles the panel right after it: an expand's or an
 * accordion's title outside a heading (Confluence Cloud's `div[data-node-type=expand] >
 * button + div`, FAQ widgets after the WAI-ARIA disclosure pattern). The title is the
 * panel's heading, as a `<details>`'s `<summary>` is; the panel stays, and without it
 * the answer came with no question. A menu toggle's title is one word ("Menu") and its
 * panel a `nav` or a list of links; a "Show more" button follows the text it opens.
 */
function isDisclosureTitle(el: ElementNode, trace: Trace): boolean {
  if (el.tag !== "button" || el.attrs["aria-expanded"] === undefined || !trace.on("never/disclosure-title")) return false;
  const title = textPrefix(el, MAX_PHRASE_BLOCK_CHARS);
  const cjk = cjkCount(title);
  if (title.split(" ").length < DISCLOSURE.minTitleWords && cjk < DISCLOSURE.minTitleCjkChars) return false;
  const siblings = el.parent?.children ?? [];
  for (let i = childIndex(el) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (NEVER_CONTENT_TAGS.has(k.tag) || BOILERPLATE_TAGS.has(k.tag) || LIST_TAGS.has(k.tag)) return false;
    return textPrefix(k, DISCLOSURE.minPanelChars).length >= DISCLOSURE.minPanelChars;
  }
  return false;
}

/**
 * The element right before `label` (whitespace aside) is an `<input>`: the label names that
 * control, a radio that switches a docs page's code tabs (Sphinx Design's `sd-tab-label`,
 * MkDocs Material's tabs: "pip", "Poetry") or a checkbox. Interface, as the control is.
 * A label elsewhere (around its control, or alone) is left to the other rules.
 */
function followsControl(label: ElementNode): boolean {
  const siblings = label.parent?.children;
  if (siblings === undefined) return false;
  for (let i = childIndex(label) - 1; i >= 0; i--) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    return k.tag === "input";
  }
  return false;
}

/**
 * A utility class that hides the element (CSS `display: none`): `hidden` (Bootstrap 3,
 * Tailwind, Pure), `hide` (Bootstrap 2, Foundation), `d-none` (Bootstrap 4 and 5),
 * `is-hidden` (Bulma). Templates print every variant of a block and show one (a
 * newspaper's A/B "recipes" of one story, each a copy of the article), or keep a text
 * that script reveals on a click (a video's transcript, "Continue reading the main
 * story" between the paragraphs). Whole class tokens only: `hidden-xs` (hidden on phones
 * only) and `overflow-hidden` show their element.
 */
const HIDING_CLASS = /(?:^|\s)(?:hidden|hide|d-none|is-hidden)(?=\s|$)/;
/**
 * HIDING_CLASS's words all hold "hid" or are "d-none": two native searches turn away most
 * class values (every element with a class is asked) before the pattern is tried.
 */
const mayHideByClass = (cls: string): boolean => cls.includes("hid") || cls.includes("d-none");
/**
 * A class that shows the element again from some screen width on (Tailwind's `hidden
 * md:block`, Bootstrap's `d-none d-lg-flex`): a desktop reader sees it.
 */
const SHOWING_CLASS = /(?:^|\s)(?:[a-z0-9-]+:(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)|d-(?:sm|md|lg|xl|xxl)-(?:block|flex|grid|inline|inline-block|inline-flex|table))(?=\s|$)/;
/**
 * A tab panel is content whether or not its tab is the open one (test/pages/
 * nav-docs-gitbook-page: the Python sample behind its tab carries Tailwind's `hidden`,
 * as a closed `<details>` hides its body): `role="tabpanel"`, or a class or id that names
 * a tab's panel (`tab-pane`, `tabpanel`, `tab-content`, `articleTabs_panel_video`).
 */
function isTabPanel(el: ElementNode, cls: string): boolean {
  if (roleValue(el.attrs["role"]) === "tabpanel") return true;
  return TAB_PANEL.test(cls) || (el.id !== undefined && TAB_PANEL.test(el.id));
}
const TAB_PANEL = /tabs?[-_]?(?:panel|pane|content)/i;

/**
 * A class or the id of the element is one the page's `<style>` blocks hide
 * (signals/page-styles.ts), with the guards of the hiding utility classes: a responsive
 * class that shows it, a tab panel, the page's frame.
 */
function hiddenByPageStyles(el: ElementNode, cls: string | undefined, pageHidden: HiddenSelectors): boolean {
  const byId = el.id !== undefined && pageHidden.ids.has(el.id);
  let byClass = false;
  if (!byId && cls !== undefined && pageHidden.classes.size > 0) byClass = hasClassIn(cls, pageHidden.classes);
  return (byId || byClass) && !staysShown(el, cls);
}

/**
 * A token of the class value (split at whitespace, `\s`) is in `classes`: read in place,
 * without the array and the regex split that every classed element of the page paid for.
 */
function hasClassIn(cls: string, classes: ReadonlySet<string>): boolean {
  // A page hides a few classes: each is looked for in the value (a native search), where
  // splitting the value slices and hashes each of its tokens (Tailwind writes twenty).
  if (classes.size <= NAMES_SEARCHED) {
    for (const name of classes) if (holdsToken(cls, name)) return true;
    return false;
  }
  let start = -1;
  for (let i = 0; i <= cls.length; i++) {
    const space = i === cls.length || isJsSpace(cls.charCodeAt(i));
    if (!space) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && classes.has(start === 0 && i === cls.length ? cls : cls.slice(start, i))) return true;
    start = -1;
  }
  return false;
}

/** Hidden classes up to this many are searched for in a class value; with more, its tokens are looked up. */
const NAMES_SEARCHED = 8;

/** `name` (no whitespace in it) is a whole token of `cls` (its tokens split at `\s`, as hasClassIn splits). */
function holdsToken(cls: string, name: string): boolean {
  for (let at = cls.indexOf(name); at >= 0; at = cls.indexOf(name, at + 1)) {
    const end = at + name.length;
    if ((at === 0 || isJsSpace(cls.charCodeAt(at - 1))) && (end === cls.length || isJsSpace(cls.charCodeAt(end)))) return true;
  }
  return false;
}

/**
 * What a hiding class or the page's style sheet does not take away: the page's frame, an
 * element a responsive class shows again, a tab panel named by its class or id.
 */
function staysShown(el: ElementNode, cls: string | undefined): boolean {
  return PAGE_FRAME_TAGS.has(el.tag) || (cls !== undefined && (SHOWING_CLASS.test(cls) || isTabPanel(el, cls)));
}

/**
 * The page's frame is never taken for a hidden block: a page that fades in (`<body
 * class="hidden">` until its script runs) is still the page.
 */
const PAGE_FRAME_TAGS: ReadonlySet<string> = new Set(["html", "body", "main", "article"]);

/** What the structural rules ask of a tag, as bits: one lookup per element instead of up to four. */
const STRUCT_BOILERPLATE = 1;
const STRUCT_HEADING = 2;
/** Tags that are the article by their markup (isArticleMarkup). */
const STRUCT_ARTICLE = 4;
const STRUCTURAL_TAG_KIND = tagBits([
  [BOILERPLATE_TAGS, STRUCT_BOILERPLATE],
  [HEADING_TAGS, STRUCT_HEADING],
  // A formula's wrapper (`math`, and MathJax's `mjx-*` below) is content whatever its class says.
  [["article", "main", "body", "html", "math"], STRUCT_ARTICLE],
]);

/**
 * Elements that are the article by their markup: never removed by class words.
 * `kind` is the tag's STRUCTURAL_TAG_KIND bits, `role` as roleValue gives it, `itemprop` as written.
 */
function isArticleMarkup(el: ElementNode, kind: number, role: string, itemprop: string | undefined): boolean {
  if ((kind & STRUCT_ARTICLE) !== 0) return true;
  // MathJax's `mjx-container class="MathJax CtxtMenu_Attached_0"` is a formula's wrapper.
  if (el.tag.startsWith("mjx-")) return true;
  // No role (most elements): no set lookup.
  if (role !== "" && isContentRole(role)) return true;
  return itemprop !== undefined && itemprop.toLowerCase().includes("articlebody");
}

/** What the structural rules read of an element's attributes. */
interface StructuralAttributes {
  role: string;
  itemprop: string | undefined;
  cls: string | undefined;
  id: string | undefined;
}

/** No role or itemprop attribute (most elements): one shared answer but for class and id. */
const NO_MARKED_ATTRIBUTES = MARK_ROLE | MARK_ITEMPROP;

/**
 * The attributes the structural rules ask about: class and id are fields, the others are
 * looked up only where the parse saw them (ElementNode.attrMarks).
 */
function structuralAttributes(el: ElementNode): StructuralAttributes {
  const marks = el.attrMarks;
  if ((marks & NO_MARKED_ATTRIBUTES) === 0) return { role: "", itemprop: undefined, cls: el.cls, id: el.id };
  return {
    role: (marks & MARK_ROLE) !== 0 ? roleValue(el.attrs["role"]) : "",
    itemprop: (marks & MARK_ITEMPROP) !== 0 ? el.attrs["itemprop"] : undefined,
    cls: el.cls,
    id: el.id,
  };
}

/**
 * Boilerplate by tag, role and class/id words, before scoring. With `onlyComments` (the
 * fallback strategies) only the comment sections go: comments are never content (SPEC.md
 * 1.3), whatever else a fallback keeps.
 */
export function removeStructuralBoilerplate(root: ElementNode, m: Measures, trace: Trace, onlyComments = false, title = ""): void {
  const drop = (el: ElementNode, rule: RuleId, reason: string): void => {
    trace.drop(el, STAGE, rule, reason);
    subtractFromAncestors(m, el);
  };
  const pageText = m.get(root)?.text ?? 0;
  const wrapperChars = WRAPPER_TEXT_SHARE * pageText;
  const holdsArticle = articleAncestors(root, m, pageText);
  const around = new Surroundings(m);
  // A thread page (an issue on a code forge): the first of the comment items is the post.
  let openingPost: ElementNode | null = null;
  let openingTries = 0;
  let openingPostChars = 0;
  walkElements(root, (el) => {
    if (el === root) return true;
    const mm = m.get(el);
    const text = mm?.text ?? 0;
    // A fallback strategy (onlyComments) runs because strict found (next to) nothing: the
    // text share that marks a wrapper is then often the comment thread's own, so there only
    // the article markup's ancestors are wrappers, and only comment sections go.
    const isWrapper =
      holdsArticle.has(el) || (!onlyComments && text >= wrapperChars && pageText > 0 && !isLongCommentThread(el, title, trace));
    const kind = STRUCTURAL_TAG_KIND.get(el.tag) ?? 0;
    if (!onlyComments && (kind & STRUCT_BOILERPLATE) !== 0 && !isWrapper && !isFactBox(el) && trace.on("structure/tag")) {
      drop(el, "structure/tag", `<${el.tag}> is page structure`);
      return false;
    }
    const a = structuralAttributes(el);
    // The author's card (`<div itemprop="author" itemscope>`: picture, name, bio), a block
    // of its own: metadata, as a byline is (an inline `itemprop=author` name is a byline's part).
    if (!onlyComments && a.itemprop !== undefined && el.block && !isWrapper && text <= MAX_AUTHOR_CARD_CHARS && AUTHOR_TOKEN.test(a.itemprop) && trace.on("structure/author-card")) {
      drop(el, "structure/author-card", "the author's card (itemprop=author)");
      return false;
    }
    if (!onlyComments && a.role !== "" && isBoilerplateRole(a.role) && !isWrapper && !(a.role === "alert" && insideArticle(el, true)) && trace.on("structure/role")) {
      drop(el, "structure/role", `role=${el.attrs["role"]}`);
      return false;
    }
    // Headings' ids are slugs of their text ("what-to-read-next"), not page roles. The
    // cheap conditions go first: no class or id (half the elements), a wrapper or a
    // heading is never removed by class words, and its verdict is not looked up.
    if (
      (a.cls !== undefined || a.id !== undefined) &&
      !isWrapper &&
      (kind & STRUCT_HEADING) === 0 &&
      !isArticleMarkup(el, kind, a.role, a.itemprop)
    ) {
      const v = classVerdict(el);
      // A documentation generator's doc comment or code signature: the page's text, and
      // nothing inside it is boilerplate either.
      if (v.boilerplate && isCodeDocumentation(el, v, around)) return false;
      if (
        v.boilerplate &&
        (!onlyComments || v.boilerplate.rule === "class/comments") &&
        !v.content &&
        text <= v.boilerplate.maxChars &&
        !isDataTableUnderShortWords(el, v, mm) &&
        !isDataTablePart(el, m) &&
        !isFigureFooter(el, v) &&
        !(v.boilerplate.rule === "class/page-chrome" && v.boilerplate.word.includes("masthead") && holdsArticleHeadline(el)) &&
        !isCallToActionWithoutControl(el, v) &&
        !holdsEmbeddedPost(el, v) &&
        !isQuoteAttribution(el, v) &&
        !isInlineAside(el, v) &&
        !isWordOfSentence(el, v) &&
        !isLinklessMenu(el, v, m) &&
        !isItemDateLabel(el, v) &&
        // A fact box set at the side of the text (`aside.callout--sidebar`) is the article's.
        !(v.boilerplate.rule === "class/sidebar" && inFactBox(el)) &&
        // A quotation is no comment section: a patch note's `blockquote.dev-comment`.
        !(v.boilerplate.rule === "class/comments" && el.tag === "blockquote") &&
        // A glossary entry's `p.see-also` pointing to another entry of the page.
        !(v.boilerplate.rule === "class/related" && text <= MAX_PHRASE_BLOCK_CHARS && isInPageCrossReference(el, textPrefix(el, MAX_PHRASE_BLOCK_CHARS))) &&
        trace.on(v.boilerplate.rule)
      ) {
        if (onlyComments && v.boilerplate.rule === "class/comments") {
          if (openingPost === null && text >= MIN_OPENING_POST_CHARS && openingTries++ < MAX_OPENING_POST_TRIES && hasLaterCommentSibling(el)) {
            openingPost = el;
            openingPostChars = text;
            return true;
          }
          // Inside the opening post only its short parts go (its header, its reactions),
          // not a wrapper of most of it.
          if (openingPost !== null && (text > MAX_OPENING_POST_PART_CHARS || 2 * text >= openingPostChars) && isAncestor(openingPost, el)) return true;
        }
        drop(el, v.boilerplate.rule, `${v.boilerplate.removes} (word "${v.boilerplate.word}")`);
        return false;
      }
    }
    return true;
  });
}

/**
 * A comment section that holds most of the page's text because its thread is longer than
 * the post above it (a blog's `div#comments` of 200 replies under a three-paragraph post):
 * no wrapper, since the post's headline is not in it. A page wrapper that happens to
 * carry a comment word (`div.has-comments`) holds the headline and stays a wrapper.
 * The fallback strategies treat every comment section so already (only the article
 * markup's ancestors are wrappers there).
 */
function isLongCommentThread(el: ElementNode, title: string, trace: Trace): boolean {
  if (el.cls === undefined && el.id === undefined) return false;
  if (classVerdict(el).boilerplate?.rule !== "class/comments" || !trace.on("class/comments")) return false;
  return !holdsHeadline(el, title);
}

/**
 * A thread page whose opening post is built like its replies: an issue on a code forge
 * (GitHub's `TimelineItem js-comment-container`, one per post: the issue's text, then
 * each reply) or a discussion where every post is a comment item. The fallback strategies
 * run when strict found next to nothing, which is what removing every comment leaves
 * there; they keep the first comment item with some text that has a comment item after
 * it among its siblings (items, not one container holding a thread, as a blog's
 * `#comments` is). Inside it, comment-classed parts longer than
 * MAX_OPENING_POST_PART_CHARS are its text (`td.comment-body`). The replies still go.
 * test/pages/comments-github-issue-timeline.
 */
const MIN_OPENING_POST_CHARS = 100;
/** The opening post is among the first comment items with text; later ones are replies (and the look-ahead stays bounded). */
const MAX_OPENING_POST_TRIES = 3;
/** A post's header ("kmorrow commented May 14, 2024"), its menu and its reactions are shorter. */
const MAX_OPENING_POST_PART_CHARS = 200;

/**
 * A comment item like it follows `el` among its siblings or, the item being wrapped (GitHub's
 * `TimelineItem` around each `timeline-comment-group`), among an ancestor's siblings, up to
 * MAX_THREAD_ITEM_DEPTH levels up; the later item may be wrapped again (GitHub's replies
 * sit in `js-timeline-item` divs, the issue's text does not).
 */
function hasLaterCommentSibling(el: ElementNode): boolean {
  let item = el;
  for (let depth = 0; depth < MAX_THREAD_ITEM_DEPTH && item.parent !== null; depth++, item = item.parent) {
    let after = false;
    for (const k of item.parent.children) {
      if (k === item) after = true;
      else if (after && k.kind === 1 && !k.dropped && findFirst(k, (x) => isLikeItem(x, item) && findFirst(x, isCommentClassed) !== null) !== null) return true;
    }
  }
  return false;
}
const MAX_THREAD_ITEM_DEPTH = 4;
/**
 * Another item of the same list: the same tag and a class token in common (GitHub's
 * `TimelineItem`). A blog's `div#comments` and the `div#respond` form after it are not
 * items of one list: the thread would be taken for the post.
 */
function isLikeItem(k: ElementNode, item: ElementNode): boolean {
  if (k.tag !== item.tag || k.cls === undefined || item.cls === undefined) return false;
  const mine = item.cls.split(/\s+/);
  return k.cls.split(/\s+/).some((t) => t !== "" && mine.includes(t));
}
const isCommentClassed = (k: ElementNode): boolean => (k.cls !== undefined || k.id !== undefined) && classVerdict(k).boilerplate?.rule === "class/comments";

/** The phrase tests, as bits of a set (the tests a prefix failed). */
const TEST_PHRASE = 1;
const TEST_DATE = 2;
const TEST_BYLINE = 4;
const TEST_PICTURE_CREDIT = 8;
const TEST_SHORT_PREFIX = 16;
const TEST_PREFIX = 32;

/**
 * The whole text of a footnote's link back to its marker in the text ("↩", "↩︎" with
 * its text-style selector): Markdown renderers (Hugo, Jekyll, Pandoc) print one after
 * every note. MediaWiki's are LEADING_BACKLINK below.
 */
const FOOTNOTE_BACKLINKS: ReadonlySet<string> = new Set(["↩", "↩\uFE0E", "↩\uFE0F"]);
/**
 * MediaWiki's back-links at the start of a reference (`<span class="mw-cite-backlink">`):
 * "^" for a note cited once, "^ a b" (one letter per citation) for more; other wikis
 * print "↑", and MediaWiki's stock Cite numbers the citations of a note "↑ 1.0 1.1".
 * Navigation back to the markers, as "↩" is (test/pages/nav-wiki-edit-links, its NOTES.md
 * says why this changed in session 12).
 */
const LEADING_BACKLINK = /^[\^↑](?:\s*(?:[a-z]{1,2}|\d{1,3}\.\d{1,3}))*$/;
/**
 * Longest run LEADING_BACKLINK is tried on: "^" and a letter pair per citation for some
 * forty citations. Longer first children of list items are not read (one measure lookup).
 */
const MAX_BACKLINK_RUN_CHARS = 120;
const MAX_BACKLINK_CHARS = 3;

/**
 * A year written in full (1900-2099): a page's date line in small print states one ("March
 * 14, 2001", "14.03.2001"); a number range in a table's `<font>` ("6.5-7.5") does not.
 */
const FULL_YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/;

/** What a phrase rule reads of the block it judges. */
interface PhraseContext {
  el: ElementNode;
  mm: Measure;
  /** PHRASE_TAG_KIND bits of the tag. */
  kind: number;
  /** The block's first PREFIX_CHARS characters of text. */
  head: string;
  block: boolean;
  credit: boolean;
}

/**
 * One phrase rule: `applies` holds its cheap conditions (tag kind, text length), `test`
 * reads the text. `headBit` (non-zero) marks a test of `head` alone: a block's one child
 * with the same text is not tested again once the block failed it.
 */
interface PhraseRule {
  readonly id: RuleId;
  readonly reason: string | ((c: PhraseContext) => string);
  readonly applies: (c: PhraseContext) => boolean;
  readonly test: (c: PhraseContext) => boolean;
  readonly headBit: number;
}


/** A web address written out: a scheme or `www.`, or a host name alone, with no space. */
const BARE_ADDRESS = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i;

const isParagraph = (c: PhraseContext): boolean => (c.kind & TAG_PARAGRAPH) !== 0;
const fitsPrefix = (c: PhraseContext): boolean => c.mm.text <= PREFIX_CHARS;
/** A `div` with no block child: written as a paragraph. */
const isDivParagraph = (el: ElementNode): boolean => el.tag === "div" && !hasLiveBlockChild(el);

/** The only cell of its row with anything in it. */
function isSoleCell(td: ElementNode): boolean {
  const row = td.parent;
  if (row === null || row.tag !== "tr") return false;
  for (const k of row.children) if (k !== td && k.kind === 1 && !k.dropped && (k.tag === "td" || k.tag === "th") && textPrefix(k, 1).trim() !== "") return false;
  return true;
}

/** A link the page marks as paid: `sponsored` among its `rel` tokens. */
function isPaidLink(el: ElementNode): boolean {
  const rel = el.attrs["rel"];
  return rel !== undefined && /(?:^|\s)sponsored(?:\s|$)/i.test(rel);
}

/**
 * Nothing but whitespace, a block or a line break on either side of `el` (through an
 * inline wrapper that holds only it, `<span class="btn"><a>…</a></span>`): a line of its
 * own, not a part of a sentence. Reads at most MAX_NEIGHBOUR_SIBLINGS siblings.
 */
function aloneOnLine(el: ElementNode): boolean {
  let node: ElementNode = el;
  for (let depth = 0; depth < 3; depth++) {
    const i = neighbourIndex(node);
    const parent = node.parent;
    if (i < 0 || parent === null) return false;
    const before = lineEdge(parent.children, i, -1);
    const after = lineEdge(parent.children, i, 1);
    if (before === "text" || after === "text") return false;
    if (before === "edge" && after === "edge" && !parent.block) {
      node = parent;
      continue;
    }
    return true;
  }
  return false;
}

/** What stands next to child `i` in direction `step`: words ("text"), a block or `<br>` ("break"), or nothing up to the parent's edge ("edge"). */
function lineEdge(siblings: readonly DomNode[], i: number, step: 1 | -1): "text" | "break" | "edge" {
  for (let j = i + step; j >= 0 && j < siblings.length; j += step) {
    const k = siblings[j];
    if (k.kind === 3) {
      if (k.data.trim() === "") continue;
      return "text";
    }
    if (k.kind !== 1 || k.dropped) continue;
    return k.block || k.tag === "br" ? "break" : "text";
  }
  return "edge";
}

/** An icon is one emoji: a few code units (a ZWJ sequence such as "🧑‍💻" is five). */
const MAX_ICON_CHARS = 12;
/** One emoji: a pictograph, its presentation selector, ZWJ-joined pictographs. */
const LONE_EMOJI = /^\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*$/u;

/**
 * First in its container, with a block after it and nothing before it (through inline
 * wrappers that hold only it, `<span class="icon"><span role="img">💡</span></span>`): it
 * opens the box whose body follows.
 */
function opensContainer(el: ElementNode): boolean {
  let node: ElementNode = el;
  for (let depth = 0; depth < 3; depth++) {
    const i = neighbourIndex(node);
    const parent = node.parent;
    if (i < 0 || parent === null) return false;
    if (lineEdge(parent.children, i, -1) !== "edge") return false;
    const after = lineEdge(parent.children, i, 1);
    if (after === "edge" && !parent.block) {
      node = parent;
      continue;
    }
    return after === "break";
  }
  return false;
}

const UNSUBSCRIBE = new Set(UNSUBSCRIBE_LABELS);

/**
 * A link in `el` whose whole text is an unsubscribe label (UNSUBSCRIBE_LABELS), not a word
 * of a sentence ("you can <a>unsubscribe</a> from the settings page" is the text's).
 */
function holdsUnsubscribeLink(el: ElementNode): boolean {
  // A bounded walk: a footer is a few elements, and nested blocks each ask again.
  const stack: ElementNode[] = [el];
  for (let read = 0; stack.length > 0 && read < MAX_MAIL_FOOTER_NODES; read++) {
    const d = stack.pop()!;
    if (d.tag === "a") {
      if (UNSUBSCRIBE.has(textPrefix(d, MAX_UNSUBSCRIBE_CHARS).trim().toLowerCase().replace(/[\s.!»›→]+$/u, "")) && !betweenWords(d)) return true;
      continue;
    }
    for (let i = d.children.length - 1; i >= 0; i--) {
      const k = d.children[i];
      if (k.kind === 1 && !k.dropped) stack.push(k);
    }
  }
  return false;
}
/** Elements read for the link: a footer's few lines and links. */
const MAX_MAIL_FOOTER_NODES = 60;
/** The longest label ("click here to unsubscribe") and a little more. */
const MAX_UNSUBSCRIBE_CHARS = 40;

/** The next sibling with words is an agency's desk codes ("jn/ mhr/", isDeskCodes). */
function deskCodesFollow(el: ElementNode): boolean {
  const parent = el.parent;
  const i = neighbourIndex(el);
  if (parent === null || i < 0) return false;
  const kids = parent.children;
  for (let j = i + 1; j < kids.length && j <= i + MAX_NEIGHBOUR_SIBLINGS; j++) {
    const k = kids[j];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    return isDeskCodes(textPrefix(k, PREFIX_CHARS));
  }
  return false;
}

/** The block's last element with text is a slideshow's counter (SLIDE_COUNTER), after other words. */
function endsWithSlideCounter(block: ElementNode): boolean {
  const kids = block.children;
  for (let i = kids.length - 1; i >= 0; i--) {
    const k = kids[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    // A bounded read: the counter is a few characters (and a deep nest of last children
    // must not be read whole at every level).
    return i > 0 && SLIDE_COUNTER.test(textPrefix(k, MAX_COUNTER_CHARS).trim());
  }
  return false;
}

/** "123 of 456" with spaces; a longer text is no counter. */
const MAX_COUNTER_CHARS = 16;

const SLIDESHOW_WORDS = classWordList(SLIDESHOW_CLASS_WORDS);

/** The block or one of its three nearest ancestors is classed a slideshow (SLIDESHOW_CLASS_WORDS). */
function inSlideshow(el: ElementNode): boolean {
  let p: ElementNode | null = el;
  for (let up = 0; p !== null && up < 4; p = p.parent, up++) if (hasAnyClassWord(p, SLIDESHOW_WORDS)) return true;
  return false;
}

/** Inside a heading, up to three levels up (a product's linked name in its `<h3>`). */
const inHeading = (el: ElementNode): boolean => hasAncestorTag(el, HEADING_TAGS, 3);

/**
 * An inline element whose `<br>`-split lines are a byline and its date (a table layout's
 * `<font size="1">By Tom Reilly, Sentinel Staff Writer<br>Published: Wednesday, June 16,
 * 2004</font>`): the first line a byline, each other a date line. Read as one text, the
 * two lines are too many words for a byline and no date line either.
 */
function isBylineLines(el: ElementNode): boolean {
  let br = false;
  for (const k of el.children) if (k.kind === 1 && k.tag === "br") br = true;
  if (!br) return false;
  const lines = blockLines(el, BYLINE_LINES.maxNodes);
  if (lines === null || lines.length < 2 || lines.length > BYLINE_LINES.maxLines) return false;
  const [first, ...rest] = lines;
  if (!isBylineText(first) && !isDatedBylineText(first) && labelledByline(first) === undefined) return false;
  return rest.every((l) => isDateOnlyText(l) || isLabelledDateText(l));
}
/** A byline over its date (and an update's date): three lines at most, read from a few nodes (a bound on the walk). */
const BYLINE_LINES = { maxLines: 3, maxNodes: 40 } as const;

/** A digit of any script: what every date form of phrase/date-line holds (signals/dates.ts). */
const ANY_DIGIT = /\p{Nd}/u;

/** phrase/date-line's label left alone ("Updated"), with nothing beside it and outside a table cell. */
const isLabelAloneInLine = (c: PhraseContext): boolean => isDateLabelAlone(c.head) && aloneInParent(c.el) && !inTableCell(c.el);

/** A host name is short: a longer link text is no embed's source line. */
const MAX_EMBED_SOURCE_CHARS = 80;

/** The phrase rules, in order: the first that matches removes the block. */
const PHRASE_RULES: readonly PhraseRule[] = [
  {
    id: "phrase/footnote-backlink",
    reason: "a footnote's link back to its marker",
    applies: (c) => c.el.tag === "a" && c.mm.text <= MAX_BACKLINK_CHARS,
    test: (c) => FOOTNOTE_BACKLINKS.has(c.head.trim()),
    headBit: 0,
  },
  {
    id: "phrase/gallery-link",
    reason: "a link to the whole photo gallery",
    applies: (c) => c.el.tag === "a" && fitsPrefix(c),
    test: (c) => isGalleryCountLink(c.head),
    headBit: 0,
  },
  {
    id: "phrase/gallery-counter",
    reason: "a slideshow's header: its title and position counter",
    // "Veja imagens da chuva de granizo <span>1 de 3</span>" over a gallery's slides: the
    // widget's line, which changes as the reader pages through. The slides' captions are
    // the article's and stay.
    // No picture in the block: a slide itself (`<li><figure>…</figure><span>3 / 3</span></li>`)
    // holds its caption, which stays.
    applies: (c) => c.block && c.mm.text <= MAX_GALLERY_HEADER_CHARS && c.mm.link === 0 && c.mm.images === 0,
    test: (c) => endsWithSlideCounter(c.el) && inSlideshow(c.el),
    headBit: 0,
  },
  {
    id: "phrase/button-label-link",
    reason: "a link whose whole text is a button's label, ending its line",
    // Korean and Japanese sites write their buttons as a verb's form of its own ("응모하기"
    // enter, "구매하기" buy, "바로가기" go, "購入する" buy) and set them after the item they
    // act on ("솔플레이스 3월 27일 10:00 선착순 온라인 발매 <a>구매하기</a>", a sneaker release's
    // retailer list, batch 44): no sentence ends with such a link.
    applies: (c) => c.el.tag === "a" && c.mm.text <= MAX_BUTTON_LABEL_CHARS && nothingAfterOnLine(c.el),
    test: (c) => BUTTON_LABEL_LINKS.has(c.head.trim()),
    headBit: 0,
  },
  {
    id: "phrase/paid-link-button",
    reason: "a paid link's button alone on its line (rel=sponsored)",
    // `rel="sponsored"` is how a page marks a paid or affiliate link (the search engines'
    // convention since 2019, written by affiliate plugins): alone on its line with a
    // button's few words ("Listen", "Check price", "Buy on Amazon") it is the shop's
    // button, not the article's text. In a sentence it is a word of the sentence (even at
    // its end: "Hier geht's <a>zu den Preisen</a>."), and a product's name in a heading
    // stays with its heading.
    applies: (c) => c.el.tag === "a" && c.mm.text <= PAID_BUTTON.maxChars && isPaidLink(c.el) && aloneOnLine(c.el) && !inHeading(c.el),
    test: (c) => c.head.trim().split(/\s+/).length <= PAID_BUTTON.maxWords,
    headBit: 0,
  },
  {
    id: "phrase/embed-source",
    reason: "an embedded player's source line: its host name",
    // `<iframe …></iframe><cite><a href="https://www.youtube.com/watch?v=…">www.youtube.com</a></cite>`
    // (signals/embed-source.ts): the platform's label under the player, not the writer's.
    applies: (c) => c.el.tag === "a" && c.mm.text <= MAX_EMBED_SOURCE_CHARS,
    test: (c) => isEmbedSourceLink(c.el, c.head),
    headBit: 0,
  },
  {
    id: "phrase/callout-icon",
    reason: "a callout's emoji icon",
    // Callouts and admonitions of Notion, ReadMe, GitBook and other docs editors open with
    // the type's icon, an emoji in an inline element before the callout's title or body
    // (`<span class="callout-icon">🚧</span><p>…</p>`): decoration, not a line the author
    // wrote. An icon in a `div` of its own went already as almost no text; a section break
    // ("❦" between two paragraphs, a block of its own) is not first in a container.
    applies: (c) => !c.el.block && c.mm.text <= MAX_ICON_CHARS && c.mm.link === 0,
    test: (c) => LONE_EMOJI.test(c.head.trim()) && opensContainer(c.el),
    headBit: 0,
  },
  {
    id: "phrase/download-button",
    reason: "a file's download button",
    // "Download data (XLSX)", "Download the report (PDF, 2.4 MB)", "Télécharger (PDF)": a
    // link that is its whole block, a download verb and the file's format in brackets (an
    // annual report's table, a press release's attachments, batch 45). Only a block: in a
    // sentence ("You can <a>download the declarations (PDF, 112 KB)</a>.") it is the sentence's.
    applies: (c) => fitsPrefix(c) && c.el.block && c.mm.link >= c.mm.text * LINK_BLOCK.linkOnlyParagraph,
    test: (c) => DOWNLOAD_BUTTON.test(c.head.trim()),
    headBit: 0,
  },
  {
    id: "phrase/interface-text",
    reason: "interface text",
    // An inline element with words on both sides is a word of its sentence ("posted on
    // <a>Facebook</a> yesterday", "(download <a>PDF</a>), demand for …", "my <a>previous
    // post</a> said"), not a button's label: only its block is judged as interface. A
    // document's label in brackets is a reference ("STOC 2024. [<a>pdf</a>] [<a>arXiv</a>]"
    // in a publication list), not the page's "PDF" button; "[]" was left. "[Continue
    // reading]", "[Email]" in brackets are still interface.
    applies: (c) => fitsPrefix(c) && (c.el.block || (!betweenWords(c.el) && !(DOCUMENT_LABEL.test(c.head) && isBracketed(c.el)))),
    test: (c) => isBoilerplatePhrase(c.head),
    headBit: TEST_PHRASE,
  },
  {
    id: "phrase/date-line",
    reason: "a date or time stamp alone",
    // A cell only when it is its row's one cell (a layout row holding the line): a date in a
    // row of several cells is a table's datum (a course plan's "13.03." beside its task).
    // A `font` only with its date's label ("Geschrieben am 14. Februar 2004") or a year in
    // full (FULL_YEAR): a number range in small print is a table's datum ("6.5-7.5" in a
    // care sheet's `<td><font>`), which the date test reads as a date.
    // A published and an updated date in one line may run past the prefix: read whole, up to
    // DATE_PAIR_MAX_CHARS, when it opens with a date's label and holds no block (a line; and
    // a chain of nested blocks, hostile input, is not read whole at every level).
    applies: (c) =>
      (fitsPrefix(c) || (c.mm.text <= DATE_PAIR_MAX_CHARS && dateLineLabelLength(c.head) > 0 && !hasLiveBlockChild(c.el))) &&
      (c.kind & TAG_DATE_LINE) !== 0 && (c.el.tag !== "td" || isSoleCell(c.el)) && (c.el.tag !== "font" || isLabelledDateText(c.head) || FULL_YEAR.test(c.head)),
    // A `<time>` goes only as the whole line of its block (isWholeLine): after a label
    // element ("<span>Date:</span> <time>…</time>" in an event's facts) it is the label's
    // value. A label alone ("Updated", its `<time>` gone by a class rule) goes only with
    // nothing beside it: "<span>Date:</span>" before its `<time>` stays; in a table cell it
    // is the column's header ("<td><p>Datum</p></td>", as Word and Publisher write cells).
    // Every date form has a digit (isDateOnlyText asks for one, a reading time and a
    // commits count are numbers): a line without any is at most a label alone, one test.
    test: (c) =>
      (fitsPrefix(c)
        ? ANY_DIGIT.test(c.head)
          ? isDateOnlyText(c.head) || isLabelledDateText(c.head) || isDateWithReadingTime(c.head) || isIssueDateLine(c.head) || isReleaseStamp(c.head) || isLabelledDatePair(c.head) || isLabelAloneInLine(c)
          : isLabelAloneInLine(c)
        : isLabelledDatePair(normText(c.el))) &&
      (c.el.block || !inRunningText(c.el)) &&
      (c.el.tag !== "time" || isWholeLine(c.el, c.head)),
    headBit: TEST_DATE,
  },
  {
    id: "phrase/byline",
    reason: "byline",
    // An inline element with words on both sides is part of its sentence: a title in
    // italics that opens with a by-word ("verschijnt <i>De Vlietbode</i>, ons tijdschrift",
    // "<em>By Night in Chile</em> is") was cut out of it.
    // A `font` (the small print of hand-written and table-layout pages) is read too.
    applies: (c) => fitsPrefix(c) && (c.credit || c.el.tag === "font") && (c.el.block || !betweenWords(c.el)),
    // An agency's sign-off ("Jan Nowicki (PAP)") only with its desk codes right after it:
    // alone, a name with capitals in brackets may be a person and their party or team.
    test: (c) =>
      isBylineText(c.head) || isDatedBylineText(c.head) || isReporterSignOff(c.head) || labelledByline(c.head) !== undefined || (isAgencySignOff(c.head) && deskCodesFollow(c.el)) || (!c.el.block && isBylineLines(c.el)),
    headBit: TEST_BYLINE,
  },
  {
    id: "phrase/picture-credit",
    reason: "picture credit",
    applies: (c) => fitsPrefix(c) && c.credit,
    test: (c) => isPictureCredit(c.head) || isAgencyAloneInFigure(c.el, c.head),
    headBit: TEST_PICTURE_CREDIT,
  },
  {
    id: "phrase/link-paragraph",
    reason: "a paragraph that is only a link to another story",
    applies: (c) => isParagraph(c) && c.mm.text <= MAX_PHRASE_BLOCK_CHARS,
    // A bare address ("www.example.org", "https://...") is a source the text cites, not a
    // headline of another story.
    // A link to a document ("Form FL-3200, Application for Commercial Filming Permit (PDF,
    // 412 KB)", a guidance page's step) is what the text hands the reader, not a story.
    // A linked name and a colon over a block quote ("<a>mossandmortar</a>:" over the post it
    // reblogs, a forum's "<a>Jane</a> wrote:") says whose words follow: the quote's attribution.
    // A link that ends as a statement (a full stop) is the writer's sentence, not a headline:
    // read on the whole paragraph (at most MAX_PHRASE_BLOCK_CHARS), as the head may stop short.
    test: (c) =>
      c.mm.link >= c.mm.text * LINK_BLOCK.linkOnlyParagraph &&
      !BARE_ADDRESS.test(c.head.trim()) &&
      !linksDocument(c.el) &&
      !introducesQuote(c.el, c.head) &&
      !endsAsStatement(c.head.length < PREFIX_CHARS ? c.head : textPrefix(c.el, MAX_PHRASE_BLOCK_CHARS)),
    headBit: 0,
  },
  {
    id: "phrase/promotion",
    reason: "a 'follow us' or 'get our app' line",
    // A `div` holding only inline content is a paragraph too (a WhatsApp channel box in an ad slot, session 18).
    applies: (c) => (isParagraph(c) || isDivParagraph(c.el)) && c.mm.text <= MAX_LONG_PROMOTION_CHARS && (c.mm.text <= MAX_PROMOTION_CHARS || opensWithCallToAct(c.head)),
    test: (c) => isPlatformPromotion(fitsPrefix(c) ? c.head : textPrefix(c.el, MAX_LONG_PROMOTION_CHARS)),
    headBit: 0,
  },
  {
    id: "phrase/ad-label",
    reason: "an advertisement labelled as such",
    applies: (c) => c.block && c.mm.text <= MAX_NOTICE_BLOCK_CHARS,
    test: (c) => opensWithAdLabel(c.head),
    headBit: 0,
  },
  {
    id: "phrase/notice",
    reason: (c) => NOTICE_REASON[ownTextNotice(c.el) ?? "copyright notice"],
    applies: (c) => c.block && c.mm.text <= MAX_NOTICE_BLOCK_CHARS,
    test: (c) => ownTextNotice(c.el) !== null,
    headBit: 0,
  },
  {
    id: "phrase/mail-footer",
    reason: "an e-mail's footer: its unsubscribe link with the sender's address",
    // The web version of a newsletter keeps the mail's footer: social links, the sender's
    // postal address, "You received this because …", an unsubscribe link (UNSUBSCRIBE_LABELS).
    // Judged from the outside in, so the whole footer goes with the link: its address
    // and the separators of its links were left as lines ("X · ·").
    applies: (c) => c.block && c.mm.link > 0 && c.mm.text <= MAX_MAIL_FOOTER_CHARS,
    test: (c) => holdsUnsubscribeLink(c.el),
    headBit: 0,
  },
  {
    id: "phrase/code-language",
    reason: "a code block's language label",
    applies: (c) => c.mm.text <= MAX_LANGUAGE_LABEL_CHARS && c.mm.link === 0,
    test: (c) => CODE_LANGUAGE_LABELS.has(c.head.trim().toLowerCase()) && besideCode(c.el),
    headBit: 0,
  },
  {
    id: "phrase/code-title",
    reason: "a code block's file-name title",
    // "src/routes/upload/+page.server.js" over its listing (SvelteKit's `div.filename`,
    // rehype-pretty-code's `figcaption`): the block's label, as a tab's name is. Shorter
    // titles went as little text already; a long path stayed as a paragraph.
    applies: (c) => c.block && fitsPrefix(c),
    test: (c) => FILE_PATH.test(c.head.trim()) && beforeCode(c.el),
    headBit: 0,
  },
  {
    id: "phrase/donation-appeal",
    reason: "a reader-revenue appeal: its pitch and a 'Support us' link",
    // A box of blocks (a heading or a pitch, and the buttons), never a paragraph alone; a
    // box of one paragraph holding both (`div.support-box > p`, "… is listener-supported. If
    // you enjoy the show, <a>become a supporter</a> …") is one too.
    // Only a paragraph as the one child: a chain of single-child blocks (100,000 nested
    // frames, hostile input) would have each level's whole text read.
    applies: (c) => c.block && !isParagraph(c) && c.mm.text <= MAX_DONATION_APPEAL_CHARS && (liveElementChildren(c.el) >= 2 || onlyLiveElementChild(c.el)?.tag === "p"),
    test: (c) => isDonationAppeal(c.el),
    headBit: 0,
  },
  {
    id: "phrase/booking-call",
    reason: "a call to book: its pitch and a 'Book now' link",
    // A box of blocks, as the donation appeal: a heading that pitches it, and the button.
    // The pitch is read in the head before the children are counted: most boxes stop there.
    applies: (c) => c.block && !isParagraph(c) && c.mm.text <= MAX_BOOKING_BOX_CHARS && opensWithBookingPitch(c.head) && liveElementChildren(c.el) >= 2,
    test: (c) => holdsBookingCall(c.el),
    headBit: 0,
  },
  {
    id: "phrase/newsletter-promo",
    reason: "a paragraph pitching the publisher's newsletter, ending with its sign-up link",
    applies: (c) => c.block && isParagraph(c) && c.mm.text <= MAX_NEWSLETTER_PROMO_CHARS,
    test: (c) => isNewsletterPromo(c.el),
    headBit: 0,
  },
  {
    id: "phrase/trial-offer",
    reason: "a product's sign-up card: its offer and a 'Start free trial' link",
    // A box of blocks, as the booking call: the offer's lines and the button.
    applies: (c) => c.block && !isParagraph(c) && c.mm.text <= MAX_BOOKING_BOX_CHARS && liveElementChildren(c.el) >= 2,
    test: (c) => isTrialOffer(c.el),
    headBit: 0,
  },
  {
    id: "phrase/recipe-taxonomy",
    reason: "a recipe card's taxonomy line (course, cuisine, keywords)",
    // A line of a label and its value ("Course: Dessert", "Catégorie : Dessert", "Mots-clés :
    // clafoutis, cerises"), a block or an inline element not inside a sentence, in a recipe
    // card: the recipe plug-ins' (WP Recipe Maker, Tasty Recipes, WP Recipe Card, Mediavine
    // Create) filing of the recipe, as a post's categories and tags are.
    applies: (c) => fitsPrefix(c) && (c.block || (c.kind & TAG_CREDIT) !== 0) && RECIPE_TAXONOMY_LINE.test(c.head),
    test: (c) => (c.block || !betweenWords(c.el)) && insideRecipeCard(c.el),
    headBit: 0,
  },
  {
    id: "phrase/short-prefix",
    reason: "link to another story, share prompt, credit or metadata line",
    // A link alone on its line is a block to the reader: a teaser written as one `<a>`
    // holding its label and its headline ("<a><span>Läs mer:</span> <span>Ny bro …</span></a>"
    // between two paragraphs) goes whole, not its label alone, which left the headline as a
    // paragraph of the story.
    // For a link the text is read first and the line after: most links are no teaser.
    applies: (c) => c.mm.text <= MAX_PHRASE_BLOCK_CHARS && (c.block || c.credit || (c.el.tag === "a" && startsLikeShortBoilerplate(c.head) && aloneOnLine(c.el))),
    // A glossary's "See also: <a href="#annuity">Annuity</a>" points to another entry of
    // the same text (isInPageCrossReference), not to another story.
    // A data table's source note under the table ("Fuente: elaboración propia …") is the table's.
    test: (c) => startsLikeShortBoilerplate(c.head) && !isInPageCrossReference(c.el, c.head) && !(c.block && isTableSourceNote(c.el, c.head)),
    headBit: TEST_SHORT_PREFIX,
  },
  {
    id: "phrase/prefix",
    reason: "cookie notice, newsletter or copyright text",
    applies: (c) => c.block,
    test: (c) => startsLikeBoilerplate(c.head),
    headBit: TEST_PREFIX,
  },
];

/** The element's live element children, counted up to 2 (what the appeal rule needs). */
function liveElementChildren(el: ElementNode): number {
  let n = 0;
  for (const k of el.children) if (k.kind === 1 && !k.dropped && ++n >= 2) return n;
  return n;
}

/** The list item's first element, when nothing but space comes before it and it is a back-link run (LEADING_BACKLINK) holding a link. */
function leadingBacklink(li: ElementNode, m: Measures): ElementNode | null {
  for (const k of li.children) {
    if (k.kind === 3) {
      if (k.data.trim() !== "") return null;
      continue;
    }
    if (k.dropped) continue;
    const mk = m.get(k);
    if (mk === undefined || mk.text === 0 || mk.text > MAX_BACKLINK_RUN_CHARS || !LEADING_BACKLINK.test(normText(k))) return null;
    return k.tag === "a" || findFirst(k, (x) => x.tag === "a") !== null ? k : null;
  }
  return null;
}

export function removeBoilerplateText(root: ElementNode, m: Measures, trace: Trace): void {
  const drop = (el: ElementNode, rule: RuleId, reason: string): void => {
    trace.drop(el, STAGE, rule, reason);
    subtractFromAncestors(m, el);
  };
  // A block's text prefix is also that of its one child with text (`<li><a>Share</a></li>`,
  // `<td> <span>12</span> </td>`), which the walk visits next: read once, kept here for it,
  // with the phrase tests it failed (each is a function of the prefix alone).
  let headOwner: ElementNode | null = null;
  let ownedHead = "";
  let ownedFailed = 0;
  walkElements(root, (el) => {
    // A selected part is judged like any block when it is as short as one: a notice the
    // selection took as a part of its own (a reprint statement after the body) goes as it
    // would inside the body. A longer part is the article, only looked into.
    if (el === root && (m.get(el)?.text ?? Infinity) > MAX_PHRASE_BLOCK_CHARS) return true;
    const mm = m.get(el);
    if (!mm) return false;
    if (mm.text === 0) return false; // no text: nothing below can match a phrase
    // A data table's cells are data, not interface text (and on a page of results tables
    // testing every cell was most of the phrase rules' time).
    if (el.tag === "table" && isDataTable(el, mm)) return false;
    if (el.tag === "td" && isLineNumberGutter(el) && trace.on("phrase/code-line-numbers")) {
      drop(el, "phrase/code-line-numbers", "a code listing's line numbers");
      return false;
    }
    if (el.tag === "a" && mm.text <= 2 && isParagraphPermalink(el) && trace.on("phrase/paragraph-permalink")) {
      drop(el, "phrase/paragraph-permalink", "a paragraph's permalink anchor");
      return false;
    }
    if (mm.text <= MAX_PAGE_MARKER_CHARS && (el.tag === "span" || el.tag === "a") && isPrintPageMarker(el) && trace.on("phrase/print-page-number")) {
      drop(el, "phrase/print-page-number", "a printed book's page number in the margin");
      return false;
    }
    const kind = PHRASE_TAG_KIND.get(el.tag) ?? 0;
    // Preformatted text is read as written, however long: a code listing's or a console
    // session's lines ("404 │ 0 │ 0.133", a highlighter's `<span>`s) are no date lines or
    // interface labels.
    if ((kind & TAG_PRE) !== 0) return false;
    if (mm.text > MAX_PHRASE_BLOCK_CHARS * 3) return true; // big containers: look inside
    // A `<time>` right in a header is its time stamp (a live-blog entry's "09:00" beside
    // its title); inside prose ("On <time>March 3</time>, ...") it is read with the text.
    if (el.tag === "time" && el.parent?.tag === "header" && mm.text <= PREFIX_CHARS && isDateOnlyText(textPrefix(el, PREFIX_CHARS)) && trace.on("phrase/header-time")) {
      drop(el, "phrase/header-time", "a date or time stamp alone");
      return false;
    }
    if (el.tag === "li" && trace.on("phrase/footnote-backlink")) {
      const backlink = leadingBacklink(el, m);
      if (backlink !== null) drop(backlink, "phrase/footnote-backlink", "a reference's links back to its markers");
    }
    if (el.tag === "li" && trace.on("phrase/reference-service-links")) dropReferenceServiceLinks(el, trace);
    // A `<time>` is judged as a date line too (`<li><time>Feb 20, 2025</time></li>` in a
    // post's meta list): as a whole line, not inside a sentence or after a label.
    if ((kind & (TAG_BLOCK | TAG_CREDIT | TAG_LINK | TAG_DATE_LINE)) === 0) return true;
    const block = (kind & TAG_BLOCK) !== 0;
    const credit = (kind & TAG_CREDIT) !== 0;
    // A caption's trailing credit goes first, so that the rules below judge its description.
    if (mm.text <= MAX_CAPTION_CHARS && isCaption(el) && trace.on("phrase/caption-credit")) {
      dropCaptionCredit(el, trace);
      dropCreditBesideCaption(el, m, trace);
      if (headOwner === el) headOwner = null; // its text may have changed
    }
    // Every rule below reads at most the first PREFIX_CHARS characters (whole phrases are
    // shorter); a link or inline element too long for any rule is not read at all.
    if (mm.text > PREFIX_CHARS && !block && !(credit && mm.text <= MAX_PHRASE_BLOCK_CHARS)) return true;
    const reused = headOwner === el;
    const head = reused ? ownedHead : textPrefix(el, PREFIX_CHARS);
    const failed = reused ? ownedFailed : 0;
    // An empty prefix may be a read given up (textPrefix's node budget), which a child's
    // smaller read would not give up: not passed on.
    headOwner = head === "" ? null : soleTextChild(el, m);
    ownedHead = head;
    const c: PhraseContext = { el, mm, kind, head, block, credit };
    let tested = 0;
    for (const rule of PHRASE_RULES) {
      if (!rule.applies(c) || !trace.on(rule.id)) continue;
      if (rule.headBit !== 0) {
        tested |= rule.headBit;
        if ((failed & rule.headBit) !== 0) continue;
      }
      if (rule.test(c)) {
        drop(el, rule.id, typeof rule.reason === "string" ? rule.reason : rule.reason(c));
        const list = LABEL_END.test(c.head) ? introducedLinkList(el, m) : null;
        if (list !== null) drop(list, rule.id, "the list of links the label introduced");
        return false;
      }
    }
    ownedFailed = failed | tested;
    return true;
  });
}

/**
 * A date that labels a list item or a cell whose sentence follows it (a timeline's `<li><time
 * class="Timeline_date">1915</time> <span>New South Wales … sign the agreement.</span></li>`,
 * session 18): the entry's date is part of the entry, not the post's metadata. The rest of the
 * block must be a sentence (ITEM_SENTENCE): "by Jane Doe in News" beside a date is a byline row.
 */
function isItemDateLabel(el: ElementNode, v: ClassVerdict): boolean {
  if (v.boilerplate?.rule !== "class/post-dates" || el.block) return false;
  const block = enclosingBlock(el);
  if (block === null || !ITEM_BLOCK_TAGS.has(block.tag)) return false;
  const line = textPrefix(block, MAX_ITEM_CHARS + 1).trim();
  const own = textPrefix(el, PREFIX_CHARS).trim();
  if (own === "" || !line.startsWith(own)) return false;
  const rest = line.slice(own.length).trim();
  // A longer entry is read in part: four words of it are enough.
  return line.length > MAX_ITEM_CHARS ? ITEM_WORDS.test(rest) : ITEM_SENTENCE.test(rest);
}
/** Characters of an item read for its sentence. */
const MAX_ITEM_CHARS = 300;
const ITEM_WORDS = /^(?:\S+\s+){3,}\S/u;
const ITEM_BLOCK_TAGS: ReadonlySet<string> = new Set(["li", "dd", "td"]);
/** Four words or more ending with a sentence's stop. */
const ITEM_SENTENCE = /^(?:\S+\s+){3,}\S*[.!?…]["”’)]?$/u;


/**
 * A `<span>` named a related-posts or sidebar box (`span.see-also` closing a glossary's
 * definition, `span.heading-aside` holding "(per serving)" in a recipe's `<h2>`) with words
 * beside it in its parent: part of the sentence or heading it sits in, not a box.
 */
function isInlineAside(el: ElementNode, v: ClassVerdict): boolean {
  const rule = v.boilerplate?.rule;
  return el.tag === "span" && (rule === "class/related" || rule === "class/sidebar") && inRunningText(el);
}

/**
 * An inline element with words on both sides of it on its line (signals/sentences.ts
 * betweenWords) is a word of its sentence, whatever its class says: an annotated novel's
 * `<a class="popup">` glosses ("I am a rather <a class="popup">elderly</a> man", an overlib
 * tooltip on every few words) went under `class/newsletter`, and each sentence lost its
 * words. A box, a button or a widget stands on a line of its own or beside other links.
 */
function isWordOfSentence(el: ElementNode, v: ClassVerdict): boolean {
  if (el.block || !betweenWords(el)) return false;
  // An ad or a share widget set inline ("<span class="advertisement">ADVERTISEMENT Continue
  // reading below</span>", "<span class="share-tweet">Click to Tweet</span>") is no word;
  // under those rules only a link is (the affiliate link on a product's name).
  const rule = v.boilerplate?.rule;
  if ((rule === "class/ads" || rule === "class/share") && el.tag !== "a") return false;
  // A few words (a gloss, a product's name, a citation mark), not interface text: "Sign up
  // for our newsletter" between two sentences still goes (session 21 review).
  const head = textPrefix(el, SENTENCE_PIECE.maxChars + 1);
  return head.length <= SENTENCE_PIECE.maxChars && countWords(head) <= SENTENCE_PIECE.maxWords && !isBoilerplatePhrase(head) && !startsLikeBoilerplate(head);
}
/**
 * How big an inline piece may be and still be part of its sentence: an annotated novel's
 * glosses run from a word to a whole quoted sentence of twenty-odd words ("Bartleby," said
 * I, "I owe you twelve dollars on account; …"), a product name to five or six words; past
 * a long sentence (40 words, 300 characters) an inline run is a box of its own.
 */
const SENTENCE_PIECE = { maxWords: 40, maxChars: 300 };

/**
 * An inline element with words beside it in its parent: part of a sentence ("The council
 * said on <span>March 4, 2025</span> that …", a press release's dateline "DRAMMEN, Norway,
 * <span>March 4, 2025</span> /NewswireHub/ --"), never a date line of its own.
 */
function inRunningText(el: ElementNode): boolean {
  const parent = el.parent;
  if (parent === null) return false;
  for (const k of parent.children) if (k.kind === 3 && WORD_CHARACTER.test(k.data)) return true;
  return false;
}

/**
 * The element's text is all of its block's (`<li><time>Feb 20, 2025</time></li>`), not a
 * part of a line ("am <a><time>23. Januar 2020</time></a> in Allgemeines", "<span>Date:</span>
 * <time>…</time>").
 */
function isWholeLine(el: ElementNode, head: string): boolean {
  const block = enclosingBlock(el);
  return block === null || textPrefix(block, PREFIX_CHARS).trim() === head.trim();
}

/** The nearest block ancestor of `el` (the line or paragraph it sits in), or null. */
function enclosingBlock(el: ElementNode): ElementNode | null {
  let block = el.parent;
  while (block !== null && !block.block) block = block.parent;
  return block;
}

/** A link's text that names the document it opens ("pdf", "PDF"): BOILERPLATE_PHRASES' "pdf" as a reference's label. */
const DOCUMENT_LABEL = /^\s*pdf\s*$/i;

/** The text right before `el` ends with "[" and the text right after it starts with "]". */
function isBracketed(el: ElementNode): boolean {
  const siblings = el.parent?.children;
  if (siblings === undefined) return false;
  const i = childIndex(el);
  const before = siblings[i - 1];
  const after = siblings[i + 1];
  return before !== undefined && after !== undefined && before.kind === 3 && after.kind === 3 && before.data.trimEnd().endsWith("[") && after.data.trimStart().startsWith("]");
}

/** No other child of `el`'s parent has text (an element's or a text node's). */
function aloneInParent(el: ElementNode): boolean {
  const parent = el.parent;
  if (parent === null) return true;
  for (const k of parent.children) {
    if (k === el) continue;
    if (k.kind === 3 ? WORD_CHARACTER.test(k.data) : !k.dropped && WORD_CHARACTER.test(textPrefix(k, PREFIX_CHARS))) return false;
  }
  return true;
}

/** A label that introduces what follows it ("Related:", "Read more:", "Tags:"). */
const LABEL_END = /:\s*$/;

/**
 * The list right after a removed label ending in a colon, when each of its items is a
 * link and nothing else: "Related:" over two headlines in the middle of a story (a
 * WordPress news theme's inline related list), "Tags:" over tag links. A list with words
 * of its own beside the links is the article's.
 */
function introducedLinkList(label: ElementNode, m: Measures): ElementNode | null {
  const parent = label.parent;
  if (parent === null) return null;
  const kids = parent.children;
  let i = childIndex(label) + 1;
  while (i < kids.length && kids[i].kind === 3 && (kids[i] as TextNode).data.trim() === "") i++;
  const next = kids[i];
  if (next === undefined || next.kind !== 1 || next.dropped || (next.tag !== "ul" && next.tag !== "ol")) return null;
  let items = 0;
  for (const li of next.children) {
    if (li.kind !== 1 || li.dropped) continue;
    const mm = m.get(li);
    if (mm === undefined || mm.text === 0) continue;
    if (mm.link < mm.text) return null;
    items++;
  }
  return items > 0 ? next : null;
}

/**
 * A table cell of line numbers beside the code they number (Hugo's `lntable`, Pygments'
 * `highlighttable`): it holds a `pre` of digits only, and the next cell holds the code's
 * `pre`. The numbers are the listing's gutter, not its text.
 */
/**
 * A link to its own place in the page whose whole text is a permalink symbol, ending a
 * paragraph or an item: the pilcrow xml2rfc sets after every paragraph of an RFC or an
 * Internet-Draft (`<a href="#section-1-1" class="pilcrow">¶</a>`, batch 42), and the
 * paragraph anchors of other documentation generators. Headings' anchors go in prune
 * (prune/permalink). A symbol linking elsewhere is a word of the text.
 */
function isParagraphPermalink(el: ElementNode): boolean {
  const href = el.attrs["href"];
  if (href === undefined || !href.startsWith("#") || !PERMALINK_SYMBOLS.has(normText(el).trim())) return false;
  // The block's last word: nothing but spaces after it in its parent.
  return nothingAfterOnLine(el);
}

/**
 * A printed edition's page number set in the text's margin, an element of its own in a
 * paragraph: a digitized book's `<span class="pagenum">[Pg 57]</span>` (Project Gutenberg's
 * HTML, and the reading sites and archives that serve it, batch 43), "[p. 12]", "[Page xiv]".
 * The bracketed form alone in an element: a page reference in a sentence is written into it.
 */
function isPrintPageMarker(el: ElementNode): boolean {
  return PRINT_PAGE_MARKER.test(normText(el));
}
/** "[Pg 57]", "[p. 12]", "[Page xiv]", "[pg. 9]": a page word or abbreviation and an Arabic or Roman number, in brackets. */
const PRINT_PAGE_MARKER = /^\[\s*(?:pg|p|page)\.?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*\]$/i;
/**
 * A download verb (en, fr, de, es, it, pt, nl), a few words, and the file's format in
 * brackets, with its size or not: "Download data (XLSX)", "Télécharger le rapport (PDF,
 * 1,2 Mo)". The whole text of a link-only block (phrase/download-button).
 */
const DOWNLOAD_BUTTON = /^(?:download|télécharger|herunterladen|descargar|scarica|scaricare|baixar|baixe|downloaden)(?:\s+[^()]{0,40})?\s*\((?:pdf|xlsx?|csv|docx?|pptx?|zip|odt|ods|epub)(?:\s*[,;|·-]\s*[\d.,]+\s*(?:[kmg]b|[kmg]o|bytes?))?\)$/iu;
/** Button labels written as links (phrase/button-label-link): Korean verbs' "-하기" forms and "go/more", Japanese "buy/apply/details". */
const BUTTON_LABEL_LINKS: ReadonlySet<string> = new Set([
  "구매하기", "응모하기", "신청하기", "예매하기", "예약하기", "구독하기", "다운로드", "바로가기", "더보기", "자세히 보기", "자세히보기",
  "購入する", "今すぐ購入", "応募する", "申し込む", "詳細を見る", "詳しく見る", "詳しくはこちら",
]);
const MAX_BUTTON_LABEL_CHARS = 12;
/**
 * Nothing but spaces and removed elements after `el` in its parent: the last word of its
 * line. Read forward from `el` (childIndex), so a parent of many such links is not
 * scanned whole for each.
 */
function nothingAfterOnLine(el: ElementNode): boolean {
  const parent = el.parent;
  if (parent === null) return false;
  const kids = parent.children;
  for (let i = childIndex(el) + 1; i < kids.length; i++) {
    const k = kids[i];
    if (k.kind === 3 ? k.data.trim() !== "" : !k.dropped) return false;
  }
  return true;
}

/** "[Page mmmdcccl]" is 16 characters: a longer element is no page marker and is not read as one. */
const MAX_PAGE_MARKER_CHARS = 16;

function isLineNumberGutter(cell: ElementNode): boolean {
  // Most cells hold no listing: the `pre` is looked for a level or two down only (`td > pre`, `td > div > pre`).
  if (!holdsPreNear(cell)) return false;
  const row = cell.parent;
  if (row === null) return false;
  const siblings = row.children;
  let next: ElementNode | null = null;
  for (let i = childIndex(cell) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 1 && !k.dropped) {
      next = k;
      break;
    }
  }
  return next !== null && next.tag === "td" && holdsPreNear(next) && LINE_NUMBERS.test(normText(cell));
}

/** A file's path or name with its extension, nothing else: "internal/pricing/tables.go", "+page.svelte". */
const FILE_PATH = /^[\w@~+.\-[\]()]*(?:\/[\w@~+.\-[\]()]+)*\.[A-Za-z][A-Za-z0-9]{0,7}$/;

/**
 * The next live element after `el` with text is a `pre`, or holds one a level or two down
 * (a frame with a line-number gutter); elements without text between are skipped.
 */
function beforeCode(el: ElementNode): boolean {
  const siblings = el.parent?.children;
  if (siblings === undefined) return false;
  for (let i = childIndex(el) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    if (k.tag === "pre" || holdsPreNear(k)) return true;
    // The listing's controls between (a copy button, a language toggle: gone, no text left).
    if (normText(k).trim() !== "") return false;
  }
  return false;
}

/**
 * A line that ends in a colon right before a `<blockquote>` (only whitespace and emptied
 * elements between): it introduces the quoted words, as a reblog trail's "name:" or a
 * forum's "name wrote:" does.
 */
function introducesQuote(el: ElementNode, head: string): boolean {
  if (!head.trimEnd().endsWith(":")) return false;
  const siblings = el.parent?.children;
  if (siblings === undefined) return false;
  for (let i = childIndex(el) + 1; i < siblings.length; i++) {
    const k = siblings[i];
    if (k.kind === 3) {
      if (k.data.trim() !== "") return false;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    return k.tag === "blockquote";
  }
  return false;
}

/** The longest language label ("objective-c", "plain text"). */
const MAX_LANGUAGE_LABEL_CHARS = 12;

/**
 * The element is a label inside a code block's wrapper: not a heading (a tutorial's
 * "Python" section after a listing is text), and the nearest live element before or after
 * it, with only whitespace and emptied controls (a Copy button) between, is the `<pre>`
 * itself.
 */
function besideCode(el: ElementNode): boolean {
  if (HEADING_TAGS.has(el.tag)) return false;
  const at = neighbourIndex(el);
  if (at < 0) return false;
  const siblings = el.parent!.children;
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < siblings.length; i += step) {
      const k = siblings[i];
      if (k.kind === 3) {
        if (k.data.trim() !== "") break;
        continue;
      }
      if (k.kind !== 1 || k.dropped) continue;
      if (k.tag === "pre") return true;
      if (normText(k).trim() !== "") break;
    }
  }
  return false;
}

/** A live `pre` child or grandchild. */
function holdsPreNear(el: ElementNode): boolean {
  for (const k of el.children) {
    if (k.kind !== 1 || k.dropped) continue;
    if (k.tag === "pre") return true;
    for (const g of k.children) if (g.kind === 1 && !g.dropped && g.tag === "pre") return true;
  }
  return false;
}
/** Numbers and the whitespace between them only. */
const LINE_NUMBERS = /^\d+(?:\s+\d+)*$/;

/**
 * The notice (blockNotice) in a text node of `el` or of an inline element child of it:
 * the phrases looked for anywhere in a block are read in place, without building the
 * block's text. A phrase split over two text nodes is not seen.
 */
const NOTICE_REASON: Readonly<Record<Exclude<BlockNotice, null>, string>> = {
  "subscriber prompt": "a paywall or membership prompt",
  "copyright notice": "a copyright or reproduction notice",
  "affiliate disclosure": "an affiliate disclosure",
  "live-blog status": "a live blog's notice that it has ended",
  "error-report notice": "a request to report errors with Ctrl+Enter",
};

function ownTextNotice(el: ElementNode): BlockNotice {
  for (const k of el.children) {
    if (k.kind === 3) {
      const notice = blockNotice(k.data);
      if (notice !== null) return notice;
    } else if (!k.dropped && !k.block) {
      for (const g of k.children) {
        if (g.kind !== 3) continue;
        const notice = blockNotice(g.data);
        if (notice !== null) return notice;
      }
    }
  }
  return null;
}

/**
 * The one live child element of `el` whose text is all of `el`'s, or null. Its other
 * children may be whitespace text nodes (ASCII whitespace and no-break space) and
 * elements without text: textPrefix reads them without a character kept or counted, so
 * the child's prefix is the parent's whenever the parent's read was not given up.
 */
function soleTextChild(el: ElementNode, m: Measures): ElementNode | null {
  let sole: ElementNode | null = null;
  for (const k of el.children) {
    if (k.kind === 3) {
      if (!isBlank(k.data)) return null;
    } else if (!k.dropped && m.get(k)?.text !== 0) {
      if (sole !== null) return null;
      sole = k;
    }
  }
  return sole;
}

/**
 * Nothing but isSpaceCode whitespace (what the measures count as whitespace): a narrower
 * notion than sources.ts's isBlank, which is `trim`'s.
 */
function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isSpaceCode(s.charCodeAt(i))) return false;
  return true;
}

/**
 * A recipe card's taxonomy labels, a colon and a value: course, cuisine, category, method,
 * keywords and diet in English, French, German, Spanish, Italian, Portuguese and Dutch, as
 * the recipe plug-ins translate them. Not "Ingredients:" or "Notes:", which head content.
 */
const RECIPE_TAXONOMY_LINE = new RegExp(
  String.raw`^\s*(?:course|cuisine|category|method|keywords?|diet|catégorie|méthode|mots?-clés?|gericht|gang|küche|kategorie|stichw(?:ö|oe)rter|schlagw(?:ö|oe)rter|plato|cocina|categoría|método|palabras?\s+clave|portata|cucina|categoria|metodo|parole\s+chiave|cozinha|palavras?-chave|keuken|categorie|trefwoorden)\s*[:：]\s*\S`,
  "iu",
);
/** Class words of a recipe card (`div.wprm-recipe`, `div.tasty-recipes`, `div.recipe-card`). */
const RECIPE_CARD_WORDS = classWordList(["recipe", "recipes"]);
/** How far up a taxonomy line's recipe card is looked for: the card, its details box, the list, the item. */
const MAX_RECIPE_CARD_LEVELS = 6;

function insideRecipeCard(el: ElementNode): boolean {
  let cur: ElementNode | null = el;
  for (let level = 0; cur !== null && level <= MAX_RECIPE_CARD_LEVELS; level++, cur = cur.parent) if (hasAnyClassWord(cur, RECIPE_CARD_WORDS)) return true;
  return false;
}

/** Captions longer than this are text blocks that happen to carry a caption class. */
const MAX_CAPTION_CHARS = MAX_PHRASE_BLOCK_CHARS * 2;

function isCaption(el: ElementNode): boolean {
  return el.tag === "figcaption" || hasAnyClassWord(el, CAPTION_WORD);
}
const CAPTION_WORD = classWordList(["caption"]);

/**
 * The picture's credit in an element of its own right after the caption, in the same figure,
 * named a credit by its class (Brightspot's `figcaption.Figure-caption` then
 * `div.Figure-credit` "Grace Oduya / Lakeshore Public Radio", batch 52): the caption's
 * credit set beside it instead of inside it. A short line (MAX_CREDIT_BESIDE_CHARS) with no
 * picture in it; only inside a `figure`.
 */
function dropCreditBesideCaption(caption: ElementNode, m: Measures, trace: Trace): void {
  let inFigure = false;
  for (let p = caption.parent, up = 0; p !== null && up < 3; p = p.parent, up++) if (p.tag === "figure") inFigure = true;
  if (!inFigure) return;
  const next = liveSiblingElement(caption, 1);
  if (next === null || !hasAnyClassWord(next, CAPTION_CREDIT_WORDS)) return;
  const nm = m.get(next);
  if (nm === undefined || nm.text === 0 || nm.text > MAX_CREDIT_BESIDE_CHARS || nm.images > 0) return;
  trace.drop(next, STAGE, "phrase/caption-credit", "picture credit in its own element after the caption (its class)");
}
/** A name and an outlet or agency: longer is no credit line. */
const MAX_CREDIT_BESIDE_CHARS = 100;

/** Marks the element this stage creates to hold a caption's credit (so a later strategy finds it again). */
const CREDIT_SPAN_ATTR = "data-caption-credit";
const CREDIT_SEPARATOR = /[\s|–—\/-]/u;
/** A caption's description before a credit set apart: a few words at least. */
const MIN_DESCRIPTION_CHARS = 10;

const CAPTION_CREDIT_WORDS = classWordList(CAPTION_CREDIT_CLASS_WORDS);

/**
 * The picture credit at the end of a caption ("... im Winter. Foto: iStock.com /
 * mlharing", "... (REUTERS/Denis Balibouse)"): the description is the article's, the
 * credit is not (README "What content holds": credits go, captions stay). The credit
 * is split off the caption's last text into its own element, so that its removal is
 * traced and undone like any other.
 */
function dropCaptionCredit(caption: ElementNode, trace: Trace): void {
  if (dropCreditWithLinksAfter(caption, trace)) return;
  const last = lastTextNode(caption);
  if (last === null) return;
  const parent = last.parent;
  if (parent !== null && parent.attrs[CREDIT_SPAN_ATTR] !== undefined) {
    trace.drop(parent, STAGE, "phrase/caption-credit", "picture credit at the end of a caption");
    return;
  }
  // The caption's last element is named a credit by its class (`<span class="photo-credit">`,
  // CSS modules' `caption__attribution__9yH3a`), after a description of its own.
  if (parent !== null && parent !== caption && hasAnyClassWord(parent, CAPTION_CREDIT_WORDS)) {
    const captionChars = normText(caption).trim().length;
    const creditChars = normText(parent).trim().length;
    if (captionChars > creditChars + MIN_DESCRIPTION_CHARS) {
      trace.drop(parent, STAGE, "phrase/caption-credit", "picture credit at the end of a caption (its class)");
    } else if (captionChars === creditChars && countWords(normText(parent)) <= MAX_CREDIT_ONLY_WORDS) {
      // The credit is the whole caption (`<figcaption><span class="…caption-owner">Food
      // Studios</span></figcaption>` under every picture of a recipe portal): no words of
      // the picture's own are left to keep. A name and an agency only: a longer one holds
      // a description ("Week in the field, July 13th (Photo credit: …)" in a credit span).
      trace.drop(parent, STAGE, "phrase/caption-credit", "a caption that is only its picture credit (its class)");
    }
    return;
  }
  // A credit in the caption's last element, glued to the description's closing full stop
  // ("…since 2019.<span>Credit...Mark Feeney</span>"): only style sets the two apart.
  const glued = gluedCaptionEnd(caption);
  if (glued !== null && isGluedCaptionCredit(normText(glued)) && normText(caption).length > normText(glued).length + MIN_DESCRIPTION_CHARS) {
    trace.drop(glued, STAGE, "phrase/caption-credit", "picture credit glued to the end of a caption");
    return;
  }
  // "… sáng 26/11. Ảnh: <em>Giang Huy</em>", "… at dawn. Photo: <a>Lena Ashby</a>": the
  // label closes the description's text and the name is an inline element of its own.
  if (parent !== null && parent !== caption && dropLabelledCreditName(parent, trace)) return;
  let start = captionCreditStart(last.data);
  // A credit in an element of its own after the description: all of that text goes.
  if (start < 0 && isParenthesisedCredit(last.data) && normText(caption).length > last.data.trim().length + MIN_DESCRIPTION_CHARS) start = 0;
  // "… downtown.</span> <span>Marco Ruiz / The Coastline Ledger</span>": a photographer and an
  // outlet in an element of their own after a description that ends a sentence. Not names
  // inside the description's sentence ("From left: <b>Ana Ruiz / Tom Lee</b>").
  if (start < 0 && parent !== caption && isSlashCredit(last.data) && sentenceBefore(caption, last.data)) start = 0;
  // "… at low tide in 2021.</span> <span>Photograph: Lena Ashby/The Meridian</span>": a
  // labelled credit in an element of its own after a description that ends a sentence
  // (templates whose classes are generated hashes name neither span).
  if (start < 0 && parent !== null && parent !== caption && isLabelledCredit(last.data) && normText(parent).trim() === last.data.trim() && sentenceBefore(caption, last.data)) {
    if (trace.on("phrase/caption-credit-own-element")) trace.drop(parent, STAGE, "phrase/caption-credit-own-element", "a labelled picture credit in an element of its own after the caption");
    return;
  }
  if (start < 0 || parent === null) return;
  // The separator (" | ", " – ") goes with the credit: revived by a later strategy, the
  // two pieces render exactly as the text they were cut from.
  let cut = start;
  while (cut > 0 && CREDIT_SEPARATOR.test(last.data[cut - 1])) cut--;
  const span = new ElementNode("span", { [CREDIT_SPAN_ATTR]: "" });
  span.appendChild(new TextNode(last.data.slice(cut)));
  span.parent = parent;
  parent.children.splice(parent.children.indexOf(last) + 1, 0, span);
  last.data = last.data.slice(0, cut);
  trace.drop(span, STAGE, "phrase/caption-credit", "picture credit at the end of a caption");
}

/**
 * A credit named by its class among the caption's children, followed only by the picture
 * desk's links ("<span class="…credit…">MERIDIAN/Pablo Sanhueza</span> <a>Purchase Licensing
 * Rights</a>, <a>opens new tab</a>", a wire service's captions, batch 41; "Buy photo",
 * "Expand" on others): the credit and the links go, the description before them stays.
 * The links are short (MAX_CAPTION_LINK_CHARS each); text between them is punctuation.
 */
function dropCreditWithLinksAfter(caption: ElementNode, trace: Trace): boolean {
  const kids = caption.children;
  let at = -1;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    if (k.kind === 1 && !k.dropped && k.tag !== "a" && hasAnyClassWord(k, CAPTION_CREDIT_WORDS)) {
      at = i;
      break;
    }
  }
  if (at <= 0) return false;
  const after: ElementNode[] = [];
  for (let i = at + 1; i < kids.length; i++) {
    const k = kids[i];
    if (k.kind === 3) {
      if (/[\p{L}\p{N}]/u.test(k.data)) return false;
      continue;
    }
    if (k.kind !== 1 || k.dropped) continue;
    if (k.tag !== "a" || normText(k).trim().length > MAX_CAPTION_LINK_CHARS) return false;
    after.push(k);
  }
  // Nothing after it: the last-element reading below settles a credit that ends the caption.
  if (after.length === 0) return false;
  const credit = kids[at] as ElementNode;
  const description = normText(caption).length - normText(credit).length - after.reduce((n, a) => n + normText(a).length, 0);
  if (description < MIN_DESCRIPTION_CHARS) return false;
  trace.drop(credit, STAGE, "phrase/caption-credit", "picture credit in a caption, before the picture desk's links (its class)");
  for (const a of after) trace.drop(a, STAGE, "phrase/caption-credit", "the picture desk's link after a caption's credit");
  // The commas between the links go with them: each in a span of its own, dropped (so a
  // later strategy that revives the caption gets them back, as the links).
  for (let i = at + 1; i < kids.length; i++) {
    const k = kids[i];
    if (k.kind !== 3 || k.data.trim() === "") continue;
    const span = new ElementNode("span", { [CREDIT_SPAN_ATTR]: "" });
    span.appendChild(new TextNode(k.data));
    span.parent = caption;
    kids[i] = span;
    trace.drop(span, STAGE, "phrase/caption-credit", "the punctuation between the picture desk's links");
  }
  return true;
}
/** "Purchase Licensing Rights", "Buy photo", "opens new tab": a button's words, not a sentence. */
const MAX_CAPTION_LINK_CHARS = 40;

/**
 * A caption's closing credit written as a label at the end of the description's text and
 * the photographer's name in an inline element of its own, the caption's last: both go,
 * the label split off into an element as dropCaptionCredit does (a later strategy finds
 * it again by its mark). Only a short name of a few words.
 */
function dropLabelledCreditName(name: ElementNode, trace: Trace): boolean {
  const box = name.parent;
  if (box === null || !CREDIT_NAME_TAGS.has(name.tag)) return false;
  const i = box.children.indexOf(name);
  for (let j = i + 1; j < box.children.length; j++) {
    const k = box.children[j];
    if (k.kind !== 3 || k.data.trim() !== "") return false;
  }
  const nameText = normText(name).trim();
  if (nameText.length === 0 || nameText.length > MAX_CREDIT_NAME_CHARS || countWords(nameText) > MAX_CREDIT_ONLY_WORDS) return false;
  const prev = i > 0 ? box.children[i - 1] : null;
  if (prev === null) return false;
  if (prev.kind === 1) {
    if (prev.attrs[CREDIT_SPAN_ATTR] === undefined) return false;
    trace.drop(prev, STAGE, "phrase/caption-credit", "picture credit at the end of a caption (its label)");
    trace.drop(name, STAGE, "phrase/caption-credit", "picture credit at the end of a caption (the name after its label)");
    return true;
  }
  if (prev.kind !== 3) return false;
  const start = captionCreditLabelAtEnd(prev.data);
  if (start < 0) return false;
  let cut = start;
  while (cut > 0 && CREDIT_SEPARATOR.test(prev.data[cut - 1])) cut--;
  const span = new ElementNode("span", { [CREDIT_SPAN_ATTR]: "" });
  span.appendChild(new TextNode(prev.data.slice(cut)));
  span.parent = box;
  box.children.splice(i, 0, span);
  prev.data = prev.data.slice(0, cut);
  trace.drop(span, STAGE, "phrase/caption-credit", "picture credit at the end of a caption (its label)");
  trace.drop(name, STAGE, "phrase/caption-credit", "picture credit at the end of a caption (the name after its label)");
  return true;
}
/** Inline elements that set a credit's name apart from its label. */
const CREDIT_NAME_TAGS: ReadonlySet<string> = new Set(["em", "i", "a", "span", "strong", "b", "cite", "small"]);
/** A photographer's name and an agency, not a sentence. */
const MAX_CREDIT_NAME_CHARS = 60;

/**
 * A reference's links to the services that index the work, each in brackets after the
 * citation ("… 2008, 254, 1–15. [<a>Google Scholar</a>] [<a>CrossRef</a>]", PMC's "[DOI]
 * [PubMed] [Google Scholar]"): the journal platform's lookup buttons, not words of the
 * reference. Each such link goes with its brackets, split off the text around it into
 * elements of their own (marked, so that a later strategy finds them again), so the
 * citation reads as written. A bounded walk of the item.
 */
function dropReferenceServiceLinks(item: ElementNode, trace: Trace): void {
  const links: ElementNode[] = [];
  const stack: ElementNode[] = [item];
  for (let seen = 0; stack.length > 0 && seen < MAX_REFERENCE_ELEMENTS; seen++) {
    const el = stack.pop()!;
    if (el.tag === "a") {
      if (REFERENCE_SERVICES.has(normText(el).trim().toLowerCase())) links.push(el);
      continue;
    }
    for (let i = el.children.length - 1; i >= 0; i--) {
      const k = el.children[i];
      if (k.kind === 1 && !k.dropped) stack.push(k);
    }
  }
  for (const link of links) {
    const open = bracketBeside(link, -1);
    if (open === null) continue;
    const close = bracketBeside(link, 1);
    if (close === null) continue;
    trace.drop(open, STAGE, "phrase/reference-service-links", "a reference's bracket before a lookup link");
    trace.drop(link, STAGE, "phrase/reference-service-links", "a reference's link to an index (Google Scholar, CrossRef, PubMed)");
    trace.drop(close, STAGE, "phrase/reference-service-links", "a reference's bracket after a lookup link");
  }
}

/**
 * The bracket right before (`side` -1: "[") or after (1: "]") `link`, as an element of its
 * own: one this stage split off already (BRACKET_ATTR), or split now off the text node
 * beside the link when that text ends (before) or starts (after) with the bracket; null
 * when the link has no bracket there.
 */
function bracketBeside(link: ElementNode, side: 1 | -1): ElementNode | null {
  const box = link.parent;
  if (box === null) return null;
  const at = box.children.indexOf(link);
  const k = box.children[at + side];
  if (k === undefined) return null;
  if (k.kind === 1) return k.attrs[BRACKET_ATTR] !== undefined && normText(k).trim() === (side < 0 ? "[" : "]") ? k : null;
  if (k.kind !== 3) return null;
  const t = k.data;
  const cut = side < 0 ? t.trimEnd().length - 1 : t.length - t.trimStart().length;
  if (cut < 0 || t.charAt(cut) !== (side < 0 ? "[" : "]")) return null;
  const span = new ElementNode("span", { [BRACKET_ATTR]: "" });
  span.appendChild(new TextNode(side < 0 ? t.slice(cut) : t.slice(0, cut + 1)));
  span.parent = box;
  k.data = side < 0 ? t.slice(0, cut) : t.slice(cut + 1);
  box.children.splice(side < 0 ? at : at + 1, 0, span);
  return span;
}
/** Marks a bracket this stage split off a reference's text (bracketBeside). */
const BRACKET_ATTR = "data-reference-bracket";
/** A reference and its links: a few dozen elements. */
const MAX_REFERENCE_ELEMENTS = 60;
/**
 * The lookup links journal platforms set in brackets after each reference (MDPI, PMC,
 * Frontiers, OJS themes, Hindawi): the services' names as the link's whole text.
 */
const REFERENCE_SERVICES: ReadonlySet<string> = new Set([
  "google scholar", "crossref", "pubmed", "pmc free article", "pmc", "doi", "scopus", "web of science",
  "cas", "green version", "europe pmc", "semantic scholar", "free full text",
]);

/** A credit is a name and an outlet or agency ("Noah Berger / AP", "Dotdash Meredith Food Studios"). */
const MAX_CREDIT_ONLY_WORDS = 6;

/** The end of a sentence: a description's last character before a credit glued to it. */
const SENTENCE_END = /[.!?…"”’)]$/u;

/** The caption's text before its last piece `credit` is a description of a few words that ends a sentence. */
function sentenceBefore(caption: ElementNode, credit: string): boolean {
  const all = normText(caption);
  const at = all.lastIndexOf(credit.trim());
  if (at < 0) return false;
  const before = all.slice(0, at).trimEnd();
  return before.length >= MIN_DESCRIPTION_CHARS && SENTENCE_END.test(before);
}

/**
 * The caption's last child element when the text before it ends a sentence with no
 * space after it ("…since 2019.<span>…</span>"), or null. Only the page's style sets
 * such an element apart from the description; a space or a line break before it, or
 * a description still running, and it is part of the caption's prose.
 */
function gluedCaptionEnd(caption: ElementNode): ElementNode | null {
  const kids = caption.children;
  let i = kids.length - 1;
  while (i >= 0 && (kids[i].kind === 3 ? (kids[i] as TextNode).data.trim() === "" : (kids[i] as ElementNode).dropped)) i--;
  if (i <= 0 || kids[i].kind !== 1) return null;
  const prev = kids[i - 1];
  const before = prev.kind === 3 ? prev.data : prev.kind === 1 ? lastTextNode(prev)?.data ?? "" : "";
  return before !== "" && SENTENCE_END.test(before) ? (kids[i] as ElementNode) : null;
}

/** The last text node with visible text in the live subtree, or null (iterative pre-order). */
function lastTextNode(root: ElementNode): TextNode | null {
  const stack: DomNode[] = [root];
  let last: TextNode | null = null;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === 3) {
      if (node.data.trim() !== "") last = node;
      continue;
    }
    if (node.dropped) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return last;
}

/**
 * The ancestors of the elements the markup names as the article (isArticleMarkup:
 * `<article>`, `<main>`, content roles, articleBody) that hold at least
 * ARTICLE_MARKUP_SHARE of the page's text: wrappers of the article whatever their class
 * says (`<div class="article-aside-bottom">` around `<article>` and its `<aside>`).
 */
function articleAncestors(root: ElementNode, m: Measures, pageText: number): ReadonlySet<ElementNode> {
  const out = new Set<ElementNode>();
  const minText = Math.max(1, ARTICLE_MARKUP_SHARE * pageText);
  walkElements(root, (el) => {
    const t = m.get(el)?.text ?? 0;
    if (t < minText) return false; // nothing below holds more
    const a = structuralAttributes(el);
    if (isArticleMarkup(el, STRUCTURAL_TAG_KIND.get(el.tag) ?? 0, a.role, a.itemprop) && !inCommentSection(el, root)) {
      for (let p = el.parent; p !== null && p !== root && !out.has(p); p = p.parent) out.add(p);
    }
    return true;
  });
  return out;
}

/**
 * `el` or an ancestor below `root` is classed as a comment section: WordPress themes write
 * each comment as an `<article>`, and one long comment under a short post must not shield
 * the comment list it sits in.
 */
function inCommentSection(el: ElementNode, root: ElementNode): boolean {
  for (let p: ElementNode | null = el; p !== null && p !== root; p = p.parent) {
    if (classVerdict(p).boilerplate?.removes === COMMENT_SECTIONS) return true;
  }
  return false;
}

