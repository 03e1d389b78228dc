/**
 * Every removal and selection rule of the extraction, by stable id, in the order the
 * pipeline meets them. The stages name these ids when they drop an element (the
 * `--debug` trace shows them) and ask `RuleSwitches.on(id)` before they apply a rule,
 * so any rule can be switched off by id: `scripts/dev/ablate.mjs` turns each off in turn
 * and measures what it is worth on the tune and check parts of every dev set.
 *
 * A rule earns its row by a pattern common on the web, measured on pages it was not
 * written from (README "Quality"); the ablation table in docs/rules.md says what each
 * one was worth when last measured. Ids never change meaning: a rule that goes takes
 * its id with it.
 */
export type RuleStage = "never" | "structure" | "class" | "phrase" | "select" | "prune" | "model" | "text" | "fallback";

export interface RuleRow {
  readonly id: string;
  readonly stage: RuleStage;
  /** What the rule does, one line. */
  readonly what: string;
}

/** Class-word groups (heuristics/boilerplate.ts BOILERPLATE_WORDS): each group's removal is a rule of its own. */
export const CLASS_RULE_IDS = [
  "class/navigation",
  "class/page-chrome",
  "class/sidebar",
  "class/ads",
  "class/cookie",
  "class/share",
  "class/related",
  "class/comments",
  "class/newsletter",
  "class/post-tags",
  "class/post-dates",
  "class/disclaimer",
  "class/podcast",
  "class/announcement-bar",
  "class/poll",
] as const;

export type ClassRuleId = (typeof CLASS_RULE_IDS)[number];

export const RULES = [
  // Never content: applied in the metadata walk, whatever the strategy.
  { id: "never/tag", stage: "never", what: "scripts, styles, form controls and embeds are never text" },
  { id: "never/disclosure-title", stage: "never", what: "a `<button aria-expanded>` titling the panel right after it (an expand's, an accordion's title) is text, not a control" },
  { id: "never/hidden", stage: "never", what: "hidden attribute, aria-hidden, inline display:none" },
  { id: "never/visually-hidden", stage: "never", what: "visually-hidden classes: text only screen readers get" },
  { id: "never/hidden-class", stage: "never", what: "utility classes that hide an element (hidden, hide, d-none, is-hidden)" },
  { id: "never/signup-box", stage: "never", what: "an e-mail sign-up box: a form with an e-mail field and the short pitch around it" },
  { id: "never/input-form", stage: "never", what: "a form to fill in: three controls or more and no more text than their labels" },
  { id: "never/page-style", stage: "never", what: "classes and ids the page's own <style> blocks set to display:none" },
  // Page structure (strict strategy).
  { id: "structure/tag", stage: "structure", what: "nav, aside, footer outside the article" },
  { id: "structure/author-card", stage: "structure", what: "an author's card (a block with itemprop=author)" },
  { id: "structure/role", stage: "structure", what: "landmark roles that are page structure (navigation, banner ...)" },
  // Class and id words, one rule per word group (clean, and prune inside the article).
  { id: "class/navigation", stage: "class", what: "navigation menus, breadcrumbs, pagination" },
  { id: "class/page-chrome", stage: "class", what: "site headers and footers" },
  { id: "class/sidebar", stage: "class", what: "sidebars and widgets" },
  { id: "class/ads", stage: "class", what: "advertisements and promotions" },
  { id: "class/cookie", stage: "class", what: "cookie notices and consent banners" },
  { id: "class/share", stage: "class", what: "share buttons and social widgets" },
  { id: "class/related", stage: "class", what: "related posts and recommendations" },
  { id: "class/comments", stage: "class", what: "comment sections" },
  { id: "class/newsletter", stage: "class", what: "newsletters, pop-ups and account prompts" },
  { id: "class/post-tags", stage: "class", what: "tags, categories and author boxes beside the text" },
  { id: "class/post-dates", stage: "class", what: "dates and section labels beside the text" },
  { id: "class/disclaimer", stage: "class", what: "disclaimers beside the text" },
  { id: "class/podcast", stage: "class", what: "podcast and video players' own lines (PowerPress, JW Player, Video.js)" },
  { id: "class/announcement-bar", stage: "class", what: "a short site-wide announcement bar (`sqs-announcement-bar`, `announcement-bar`)" },
  { id: "class/poll", stage: "class", what: "a short reader poll set into the story (`div.poll`, `wp-polls`, `pd-poll`)" },
  // Selection.
  { id: "select/textless-blocks", stage: "select", what: "a block whose block children hold no words (picture wrappers, clearing divs) is scored as a paragraph" },
  { id: "select/definition-groups", stage: "select", what: "a `div` grouping a `dl`'s `dt`/`dd` pair is part of the list: no candidate of its own (the `dl` is), and judged as a list by the prune, not as a container of little text" },
  { id: "select/widen-to-shared-parent", stage: "select", what: "several strong candidates under one ancestor: take the ancestor" },
  { id: "select/climb", stage: "select", what: "climb while the parent scores better" },
  { id: "select/row-cell", stage: "select", what: "the climb stops at a table cell rather than take its row (the layout's other columns), and a winning row gives way to its cell holding the best candidate" },
  { id: "select/only-child", stage: "select", what: "an only child stands for its parent" },
  { id: "select/layout-cell", stage: "select", what: "a table layout's content cell around the winner, when each level up to it adds words, not links; its sibling cells stay out" },
  { id: "select/body-marker", stage: "select", what: "a body-marked container (articleBody, entry-content) around the winner" },
  { id: "select/siblings", stage: "select", what: "sibling blocks that look like more of the article join it" },
  { id: "select/cousins", stage: "select", what: "blocks of the article's template further away join it" },
  { id: "select/fill-between", stage: "select", what: "pictures and quotations between two parts join them" },
  { id: "select/section-after-heading", stage: "select", what: "a data table after the article's closing heading" },
  { id: "select/notes-after", stage: "select", what: "the article's notes in a block right after its body, when the body links to them" },
  { id: "select/key-points", stage: "select", what: "a key-points box right before the article's body" },
  { id: "select/pros-cons", stage: "select", what: "a review's pros and cons box right after the body" },
  { id: "select/part-heading", stage: "select", what: "the heading right before a later part of the selection" },
  { id: "select/lead", stage: "select", what: "the lead (standfirst) kept in the header" },
  { id: "select/lead-after-headline", stage: "select", what: "the first lead-sized paragraph after the headline" },
  { id: "select/lead-figure", stage: "select", what: "the lead picture between header and body" },
  { id: "select/header-figure", stage: "select", what: "the captioned picture in the article's own header" },
  { id: "select/lead-figure-further", stage: "select", what: "the lead picture before the body's wrapper or its byline row" },
  { id: "select/opening-post", stage: "select", what: "a thread whose posts are `postbody` blocks (phpBB 2's tables): the first post's body" },
  { id: "select/headlined-short-post", stage: "select", what: "a short strict result that held the headline is the post: the permissive strategy does not run" },
  { id: "select/entry-content", stage: "select", what: "a strict result under a short post: the page's one hAtom entry-content, when it holds a line, is the post (before the permissive strategy)" },
  { id: "select/preformatted-page", stage: "select", what: "a page whose text is one <pre> (a mail archive's message): the <pre>, not the whole page" },
  // Phrase rules, inside the article.
  { id: "phrase/code-line-numbers", stage: "phrase", what: "a code listing's line-number cell" },
  { id: "phrase/paragraph-permalink", stage: "phrase", what: "a permalink symbol ('¶') linking to its own paragraph, at the paragraph's end" },
  { id: "phrase/print-page-number", stage: "phrase", what: "a printed book's page number in the text's margin ('[Pg 57]')" },
  { id: "phrase/header-time", stage: "phrase", what: "a time stamp alone in a header" },
  { id: "phrase/caption-credit", stage: "phrase", what: "the picture credit at the end of a caption" },
  { id: "phrase/caption-credit-own-element", stage: "phrase", what: "a labelled picture credit in an element of its own after a caption's sentence" },
  { id: "phrase/footnote-backlink", stage: "phrase", what: "a footnote's link back to its marker" },
  { id: "phrase/reference-service-links", stage: "phrase", what: "a reference's bracketed links to indexes ('[Google Scholar]', '[CrossRef]', '[PubMed]')" },
  { id: "phrase/gallery-link", stage: "phrase", what: "a link to the whole photo gallery ('View all 14 photos')" },
  { id: "phrase/embed-source", stage: "phrase", what: "an embedded player's source line: a link whose text is its own host, right after the iframe" },
  { id: "phrase/gallery-counter", stage: "phrase", what: "a slideshow's header line: its title and position counter ('1 de 3')" },
  { id: "phrase/button-label-link", stage: "phrase", what: "a link whose whole text is a Korean or Japanese button label ('구매하기', '購入する'), ending its line" },
  { id: "phrase/paid-link-button", stage: "phrase", what: "a paid link's button alone on its line (rel=sponsored: 'Listen', 'Check price')" },
  { id: "phrase/callout-icon", stage: "phrase", what: "a callout's emoji icon opening its box ('💡' before the callout's text)" },
  { id: "phrase/download-button", stage: "phrase", what: "a link-only block that is a file's download button ('Download data (XLSX)')" },
  { id: "phrase/interface-text", stage: "phrase", what: "a short block that is an interface phrase ('Share this')" },
  { id: "phrase/date-line", stage: "phrase", what: "a date or time stamp alone" },
  { id: "phrase/byline", stage: "phrase", what: "a byline line" },
  { id: "phrase/picture-credit", stage: "phrase", what: "a picture credit line" },
  { id: "phrase/link-paragraph", stage: "phrase", what: "a paragraph that is only a link to another story" },
  { id: "phrase/promotion", stage: "phrase", what: "a 'follow us' or 'get our app' line" },
  { id: "phrase/ad-label", stage: "phrase", what: "a block opening with an advertisement label" },
  { id: "phrase/notice", stage: "phrase", what: "paywall prompts, copyright notices and affiliate disclosures in a short block" },
  { id: "phrase/mail-footer", stage: "phrase", what: "a newsletter mail's footer: an unsubscribe link with the sender's address and social links" },
  { id: "phrase/code-title", stage: "phrase", what: "a code block's file-name title just before its listing" },
  { id: "phrase/code-language", stage: "phrase", what: "a code block's language label ('ts', 'SQL') right beside its listing" },
  { id: "phrase/donation-appeal", stage: "phrase", what: "a reader-revenue appeal box: a pitch and a link whose whole text is a call to give" },
  { id: "phrase/booking-call", stage: "phrase", what: "a call-to-book box: a pitch ('Book a table') and a link whose whole text is a call to book ('Book now', 'Réserver')" },
  { id: "phrase/newsletter-promo", stage: "phrase", what: "a paragraph pitching the publisher's newsletter that ends with its 'Sign up here' link" },
  { id: "phrase/trial-offer", stage: "phrase", what: "a software product's sign-up card among the article's blocks: the offer and its 'Start free trial' link" },
  { id: "phrase/recipe-taxonomy", stage: "phrase", what: "a recipe card's taxonomy line (course, cuisine, keywords)" },
  { id: "phrase/short-prefix", stage: "phrase", what: "a short block opening like a share prompt, credit or 'read also'" },
  { id: "phrase/prefix", stage: "phrase", what: "a block opening like a cookie notice, newsletter or copyright text" },
  // Pruning inside the article.
  { id: "prune/forum-replies", stage: "prune", what: "replies after a forum thread's opening post" },
  { id: "prune/pull-quote", stage: "prune", what: "a block quote whose words the article says again (pull quote)" },
  { id: "prune/qa-answers", stage: "prune", what: "the answers on a question-and-answer page (QAPage)" },
  { id: "prune/contact-card", stage: "prune", what: "a press release's contact block: its label ('Media contact', 'Pressekontakt') and the cards of name, e-mail and phone under it" },
  { id: "prune/mail-headers", stage: "prune", what: "a mail archive's header fields (From, Date, Subject …, one a From with an address) and its 'Received on' stamp" },
  { id: "prune/cite-box", stage: "prune", what: "a 'cite this article' box: its heading and the citation under it" },
  { id: "prune/trust-box", stage: "prune", what: "a review site's 'Why you can trust …' box: its heading and the pitch under it" },
  { id: "prune/comments-heading", stage: "prune", what: "a heading that opens the comments ('3 Responses to ...') and all after it" },
  { id: "prune/forum-author-line", stage: "prune", what: "the opening post's author line" },
  { id: "prune/gallery", stage: "prune", what: "a container with more pictures than paragraphs" },
  { id: "prune/in-page-toc", stage: "prune", what: "a list of links to the text's own headings (a contents list) and its short heading" },
  { id: "prune/empty-disclosure", stage: "prune", what: "a <details> whose body was removed, with its summary" },
  { id: "prune/wire-tail", stage: "prune", what: "a wire story's '___' rule and the short credits under it" },
  { id: "prune/text-breadcrumb", stage: "prune", what: "a breadcrumb trail written as the text's first line: short items between '>' or '»', each but the last a link" },
  { id: "prune/hr-trailer", stage: "prune", what: "a hand-written page's sign-off under its last rule: a few short lines with its update stamp or visitor counter" },
  { id: "prune/little-text", stage: "prune", what: "a container with almost no text" },
  { id: "prune/link-heavy", stage: "prune", what: "a container that is mostly links" },
  { id: "prune/label-over-headline", stage: "prune", what: "the label first in the headline's block (kicker)" },
  { id: "prune/heading-class", stage: "prune", what: "a heading with a boilerplate class" },
  { id: "prune/heading-over-nothing", stage: "prune", what: "a section of its heading alone, over a chart or widget that writes no text" },
  { id: "prune/heading-repeats-title", stage: "prune", what: "a heading that repeats the title" },
  { id: "prune/permalink", stage: "prune", what: "a heading's permalink anchor" },
  { id: "prune/trailing-links", stage: "prune", what: "short link blocks and orphan headings at the article's end" },
  // The learned block model (docs/model.md), when it is on.
  { id: "model/block-drop", stage: "model", what: "a block of the article the model calls boilerplate (its drop threshold)" },
  { id: "model/block-add", stage: "model", what: "a prose block outside the article the model calls content" },
  // Text.
  { id: "text/menu-lines", stage: "text", what: "menu-like runs of short lines at the text's edges" },
  { id: "text/leading-title", stage: "text", what: "the headline repeated as the text's first line" },
  // Fallback.
  { id: "fallback/json-ld-body", stage: "fallback", what: "JSON-LD articleBody when the markup holds no article" },
] as const satisfies readonly RuleRow[];

export type RuleId = (typeof RULES)[number]["id"];

const KNOWN: ReadonlySet<string> = new Set(RULES.map((r) => r.id));

/** Which rules are on for one extraction: all of them, unless some are switched off by id (ablation). */
export class RuleSwitches {
  private readonly off: ReadonlySet<string> | null;

  constructor(disabled: readonly string[] = []) {
    for (const id of disabled) {
      if (!KNOWN.has(id)) throw new TypeError(`unknown rule id: ${id}`);
    }
    this.off = disabled.length > 0 ? new Set(disabled) : null;
  }

  on(id: RuleId): boolean {
    return this.off === null || !this.off.has(id);
  }
}

/** The switches of every ordinary extraction. */
export const ALL_RULES_ON = new RuleSwitches();

