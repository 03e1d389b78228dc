/**
 * Every number the selection and cleaning stages use, with the reason for its value.
 * Tuned on ../shared/data/readability-dev and trafilatura-dev (see README "Quality").
 */

/** Content scoring of paragraph units (readability-style). */
export const SCORING = {
  /** Paragraphs shorter than this (characters) are captions, labels or buttons, not prose. */
  minParagraphChars: 25,
  /** One point per this many characters, capped: long paragraphs matter, but a single wall of text must not win alone. */
  charsPerPoint: 100,
  /** Readability caps at 3; 5 lets long prose paragraphs outweigh short teaser blurbs (trafilatura-dev 0.930 -> 0.933). */
  maxLengthPoints: 5,
  /** How far a paragraph's score propagates up the tree: parent, grandparent, and three more, each less. */
  ancestorLevels: 5,
  /** Starting score by tag: prose containers are likelier to be the article than list or heading wrappers. */
  tagBase: {
    div: 5, article: 8, main: 5, section: 2, pre: 3, td: 3, blockquote: 3,
    address: -3, ol: -3, ul: -3, dl: -3, dd: -3, dt: -3, li: -3, form: -3,
    h1: -5, h2: -5, h3: -5, h4: -5, h5: -5, h6: -5, th: -5,
  } as Readonly<Record<string, number>>,
  /** Class/id weight: a content word (+) or boilerplate word (-) on the element. */
  classWeight: 25,
  /** The content-class bonus is full from this much text up, and proportionally less below (teaser cards). */
  fullClassBonusChars: 2000,
  /** Siblings of the winner join it when they score this share of the winner's score (0.2 and 0.3 measure alike; 0.3 adds less)... */
  siblingShare: 0.3,
  /** ...but never below this absolute score (a lone caption is not a sibling paragraph). */
  siblingMinScore: 10,
  /** A sibling paragraph joins when longer than this with little link text... */
  siblingParagraphChars: 80,
  siblingMaxLinkDensity: 0.25,
  /** ...and a sibling container joins when it holds this much prose (a split article's next section; readability-dev 0.969 -> 0.970, trafilatura-dev unchanged from 250 to 1000). */
  siblingProseChars: 400,
  /**
   * ...unless it holds no paragraph and this share of link text or more: a rail of teasers
   * (CNN's right column: 0.23-0.25), where prose written without `<p>` has a few links at
   * most. Any value from 0.1 to 0.2 gives the same dev figures.
   */
  siblingTeaserLinkDensity: 0.1,
  /** A sibling this short that reads as a byline or date line stays out (a byline with a role and a date is 50-150). */
  siblingMetadataLineChars: 200,
  /** A block after the article's closing heading joins when it is a data table, this share of its text at least. */
  tableShareOfBlock: 0.8,
  /**
   * Blocks with the winner's class signature join it from under an ancestor this many
   * levels up (select.ts gatherCousins): page builders nest a text block five levels
   * below the container of their rows (row > column > column-inner > wrapper > text
   * block). trafilatura-dev: 3 levels 0.9410, 5 levels 0.9413 (fp +2, fn -3).
   */
  cousinLevels: 5,
  /** ...when they hold this much text (a section of prose, not a teaser card's blurb). */
  cousinProseChars: 200,
  /** Climb to a parent when this many of the top candidates share it with the winner (split articles). */
  alternativeCandidates: 3,
  /**
   * ...counting other blocks (not the winner's ancestors or descendants) that score at
   * least this share of the winner. Readability uses 0.75; articles split into many
   * sections of unequal length need less (trafilatura-dev snippet F1 0.926 at 0.75,
   * 0.928 at 0.5, 0.930 at 0.2, 0.929 at 0.1; readability-dev body F1 0.967-0.969).
   */
  alternativeShare: 0.2,
  topCandidates: 5,
} as const;

/**
 * Below this many characters of text an attempt is judged to have missed the
 * article and the next, more permissive strategy runs (readability uses 500; many
 * short news items and the dev sets' stubs sit between 250 and 500).
 */
export const MIN_ARTICLE_CHARS = 250;

/**
 * A strict attempt with at least this much text (but under MIN_ARTICLE_CHARS) is a
 * short post (a note, a file link, a picture with a paragraph). The keep-classes
 * strategy may still run (a short strict result is often an article's header, the
 * body lost to an unlucky class), but the permissive one does not: with no class
 * judgement at all, its longer text is the sidebars, calendars and comment forms
 * strict removed (trafilatura-dev: four short blog posts of 120-210 characters came
 * back with their widget rails). Below this strict has missed the article (0-20
 * characters where the whole body carries a boilerplate class) and permissive runs.
 */
export const MIN_SHORT_POST_CHARS = 100;

/**
 * A strict attempt whose parts held the page's headline (a heading repeating the title,
 * which prune drops) found the post, however short: a picture post's caption, a link
 * post's one line ("via example.com. Repurpose with a creative purpose."). From this
 * many characters (a short sentence) the permissive strategy does not run either: it
 * would take the blog's sidebar, its "about me" box, for being longer.
 */
export const MIN_HEADLINED_POST_CHARS = 20;
/**
 * select/entry-content: the page's one hAtom `entry-content` is the post when it holds a
 * line, the same short sentence that makes a headlined strict result the post.
 */
export const MIN_ENTRY_CONTENT_CHARS = MIN_HEADLINED_POST_CHARS;


/**
 * A class/id match does not remove an element holding at least this share of the
 * page's text: it is a page wrapper (`<div id="page" class="has-sidebar">`).
 */
export const WRAPPER_TEXT_SHARE = 0.5;

/**
 * The element the markup names as the article (`<article>`, `<main>`, role, articleBody)
 * protects its ancestors from class-word removal when it holds at least this share of
 * the page's text: they wrap the article (`article-aside-bottom` around `<article>` and
 * an `<aside>`). Less, and it may be a teaser card in a list of them.
 */
export const ARTICLE_MARKUP_SHARE = 0.2;

/** The article's notes after its body (select/notes-after). */
export const NOTES_AFTER = {
  /** Notes are a few sentences each; a block longer than this is more than notes. */
  maxChars: 8000,
  /** The block is its list of notes, give or take a heading ("Notes", "Footnotes"). */
  listShareOfBlock: 0.8,
  /** Elements of the parts read for a link to a note: an article's worth (a longer text is read no further). */
  maxElementsRead: 20000,
} as const;

/** Conditional cleaning of containers inside the chosen article (readability-style). */
export const CONDITIONAL = {
  /** A container with this many commas is prose, kept whatever else it holds. */
  keepCommas: 10,
  /** More links than this share of the text, with a neutral class: a link list. */
  maxLinkDensity: 0.2,
  /** With a content class the container gets more room before it is a link list. */
  maxLinkDensityContentClass: 0.5,
  /**
   * A container of this much text whose links stand inside its sentences (words on both
   * sides, on the line) is prose, not a link list: its link density leaves those links
   * out (prune.ts isProseWithLinks). A blog's post on its front page ("Continue reading"
   * under two paragraphs with linked pictures and sources: cleaneval-dev tune) runs to 300
   * characters and more; what this must not save are one-line credits and appeals with a
   * link in the sentence ("Powered by <a>Movable Type</a>. Photo at top by <a>…</a>.", a
   * donation appeal's "Wesprzyj nas <a>darowizną</a>", a shop's "Add the <a>ingredients</a>
   * to your basket"), which ran to 190 characters on the dev sets' tune pages. From 150 to
   * 300 the check figures are the same; at 400 the trafilatura-dev check gain is lost.
   */
  minSentenceLinkProseChars: 200,
  /**
   * Links read for that at most: a block with more is judged by its density alone, and a
   * page of 50,000 links (hostile input) is not read link by link at every level. A
   * front-page post links a handful of words, but a table row holding several posts holds
   * a few dozen (cleaneval-dev tune: at 10, some of those posts went again).
   */
  maxSentenceLinks: 40,
  /** A container with less text than this and no picture, or several pictures, is a widget. */
  minChars: 25,
  /**
   * For minChars, a Chinese, Japanese or Korean character counts as this many: those
   * scripts write a word in about two characters where English takes five or six and a
   * space (metadata/title.ts counts two CJK characters a word). A Japanese task written as
   * a `div`, "バージョン番号とビルド番号を更新する" (18 characters, "update the version and
   * build numbers"), went as almost no text, while its English 27 characters stayed (batch
   * 29). At 2, the limit is 13 CJK characters: "この記事をシェアする" (10) still goes.
   */
  cjkCharWeight: 2,
  /**
   * A container whose text is a heading's and at most this many characters more is the
   * heading's wrapper, not a widget: the whitespace runs before, between and after nested
   * wrappers count one character each (a recipe card's `<div class="…-header">` around its
   * "Ingredients" `<h3>`, once its scale buttons went).
   */
  headingWrapperSlackChars: 4,
  /**
   * A picture's caption with at least this much text of its own says something ("The net
   * loft studio."): a strip of such figures is the article's photo series, not a gallery
   * widget (prune.ts isCaptionedSeries). A credit or a number is shorter.
   */
  minCaptionChars: 12,
  /** A picture-heavy block with more prose than this is illustrated text (recipe steps), not a gallery. */
  galleryMaxChars: 300,
} as const;

/** A "menu" with no link around it is a restaurant's menu (clean.ts isLinklessMenu). */
export const LINKLESS_MENU = {
  /** A block this long without a link is text (a few dishes with their descriptions), not a navigation widget. */
  regionChars: 200,
  /** Levels climbed from the element to find that block (item title < item < section < menu). */
  maxLevels: 5,
  /**
   * Levels climbed from a short block to the menu it is part of (menus.ts
   * insideLinklessMenu): a plugin's price sits deeper than a title (price < its wrapper <
   * item panel < item < section < column < menu, WordPress's Five Star menu).
   */
  partLevels: 7,
} as const;

/** A paid link's button (clean.ts `phrase/paid-link-button`). */
export const PAID_BUTTON = {
  /** "Buy on Amazon", "Check price at Walmart": a button says what to do and where in a few words; a sentence is longer. */
  maxWords: 4,
  /** Characters of such a label: four words of a shop's name included. */
  maxChars: 40,
} as const;

/** Short text blocks matched against phrase lists are at most this long. */
export const MAX_PHRASE_BLOCK_CHARS = 200;

/** Link-heavy blocks. */
export const LINK_BLOCK = {
  /** More than this share of link text: a link list (a page header that is mostly links). */
  density: 0.5,
  /** A short paragraph with this share of link text is a "read also" link, not prose. */
  linkOnlyParagraph: 0.9,
} as const;

/** A page whose text is one `<pre>` (select/preformatted-page, select.ts preformattedArticle). */
export const PREFORMATTED_PAGE = {
  /** Most of the page: the headers, menus and footers around a mail archive's message are a few lines. */
  minShare: 0.6,
  /** A message or a document, not a code sample on an otherwise empty page. */
  minChars: 200,
} as const;

/**
 * A table layout's content cell around the winner (select/layout-cell, select.ts
 * layoutCellAround): each level from the winner up to the cell adds words, not links.
 */
export const ROW_CELL = {
  /**
   * A layout row gives way to its content cell when no other cell holds a candidate
   * scoring this share of the cell's best: a second column of prose (a sidebar essay the
   * article goes on into) keeps the row. The same share as SCORING.siblingShare.
   */
  otherCellShare: 0.3,
  /**
   * ...and the other cells' text outside links is at most this share of the cell's: prose
   * written loose in a cell beside a picture table scores little but is still a column
   * of text. The share LAYOUT_CELL.maxAddedShare allows a level to add.
   */
  otherCellTextShare: 0.5,
} as const;

export const LAYOUT_CELL = {
  /**
   * A level adds at most this share of the text below it: a cell's lists of short items,
   * headings and one-line notes beside its prose, not a second column. cleaneval-dev
   * check: 0.25, 0.5, 1 and 2 measure alike (0.8688); tune 0.8727 at 0.25, 0.8738 at 0.5.
   */
  maxAddedShare: 0.5,
  /**
   * ...with at most this share of it in links: a menu or a list of teasers is links.
   * dragnet-dev check 0.9309 from 0.05 to 0.1, 0.9304 at 0.3 (a blog's link box came in).
   */
  maxAddedLinkDensity: 0.1,
} as const;

/** Lead paragraphs kept outside the body block (see select.ts findLeads). */
export const LEAD = {
  /** How far up from the selection a lead is looked for: article > header > lead is 3 levels on most templates. */
  maxAncestorLevels: 4,
  /** A standfirst box's own heading is a label ("Resumen", "Summary", "Key findings"), not a sentence. */
  maxBoxHeadingChars: 40,
  /** A lead is a sentence or two: shorter is a kicker label, longer is not a lead. */
  minChars: 40,
  /**
   * A shorter lead is taken when it ends like a sentence and has a few words ("No direct
   * sun? No problem.", 26 characters, a listicle's dek): a kicker or a section label
   * ("Analysis", "Gardening") ends in no full stop.
   */
  minSentenceChars: 20,
  minSentenceWords: 4,
  maxChars: 1500,
  /** A lead is prose, not a list of links to other stories. */
  maxLinkDensity: 0.3,
  maxLeads: 2,
  /** A lead picture's caption: a phrase at least ("Jane Doe in 2019."), not a credit alone ("AP"). */
  minCaptionChars: 15,
  /** A lead picture's wrappers around its `<figure>` (`div.featured-image > figure`): one or two levels on the templates seen. */
  maxFigureWrappers: 2,
  /**
   * How deep the lead picture may end the header block right before the body: a theme's
   * `div.post-header > div.post-header-inner > div.single-featured > figure` is two levels
   * of last children before the figure's own wrapper; three leaves room for one more.
   */
  maxHeaderLevels: 3,
  /** A caption written as a block beside the picture (no `<figcaption>`): a sentence or three, longer is a story's text. */
  maxCaptionChars: 400,
  /**
   * The byline row between the lead picture and the body (`media`, then `meta`: the
   * writer, the date line, share and comment-count buttons, then `body`): one block, or
   * two when the date line and the buttons are blocks of their own.
   */
  maxMetaBlocksPassed: 2,
  /**
   * Such a row's text: a name or two, a date line with its "Last modified on", a comment
   * count ("Tue 3 Sep 2024 06.00 BST Last modified on Tue 3 Sep 2024 10.12 BST" is 70).
   * More is prose: a dek, an intro.
   */
  maxMetaBlockChars: 200,
} as const;

/** Widening the scorer's winner to an ancestor marked as the article body (select.ts articleBodyAround). */
export const BODY_MARKER = {
  /** Templates nest the marked body 1-4 levels above the paragraph blocks. */
  maxAncestorLevels: 5,
  /** More than this many times the winner's text: a page wrapper that merely carries the class. */
  maxTextRatio: 2.5,
  /** A marked body is prose; a link-heavy one is a teaser list. */
  maxLinkDensity: 0.35,
} as const;

/** The lines under a wire story's "___" rule (prune.ts dropWireTail). */
export const WIRE_TAIL = {
  /** A credit and a pointer to more coverage; more lines are a story's next part. */
  maxLines: 3,
  /** Credits are a sentence each. */
  maxChars: 400,
} as const;

/** A hand-written page's sign-off under its last `<hr>` (stages/hr-trailer.ts). */
export const HR_TRAILER = {
  /** The stamp, the counter, the maintainer's name and address, a line of links back: a few lines. */
  maxLines: 6,
  /** Each line a label and a date, a name and an address; a longer line is the text's prose. */
  maxLineChars: 160,
  /** Six such lines at most. */
  maxChars: 500,
  /** The lines are read from a short run of inline elements; a bound on the walk (hostile input). */
  maxNodes: 200,
} as const;

/** A breadcrumb trail written as the text's first line (stages/text-breadcrumb.ts). */
export const BREADCRUMB = {
  /** The home page, a section and the page: two items are a pair of links, not a trail. */
  minItems: 3,
  /** A trail's item is a page's short name. */
  maxItemChars: 40,
  /** A few items and their separators. */
  maxChars: 160,
  /** The trail's element is the first text's or a wrapper or two above it (`font > a`, `p > font > a`); a bound on the climb (hostile nesting). */
  maxLevels: 4,
} as const;

/** A table of contents written into the text (prune.ts dropInPageContents). */
export const IN_PAGE_TOC = {
  /** Three entries: two links to anchors may be a "skip to" pair or a footnote's returns. */
  minItems: 3,
  /** A contents list is a page's sections; a list of 60 anchors is an index the page is for (a glossary's letters). */
  maxItems: 40,
  /** "In this issue", "Table of contents", "Jump to a section": a label, not a section's heading with words of its own. */
  maxHeadingChars: 40,
} as const;

/** The tail of short link blocks trimmed from the end of an article (prune.ts trimTrailingLinkBlocks). */
export const TRAILING_LINKS = {
  /** A headline link or tag link is short; longer is prose with a link in it. */
  maxChars: 120,
  /** Mostly link text. */
  minLinkDensity: 0.6,
  /** A run longer than this is kept whole: a long list of links at the end is the author's reading list. */
  maxBlocks: 12,
  /** A loose line group (a `<font>` of `<br>`-split links) is read as lines from this many nodes at most (hostile input). */
  maxLineNodes: 200,
} as const;

/** A bold label over prose, kept from prune/little-text as a heading (prune.ts isBoldLabel). */
export const BOLD_LABEL = {
  /** A heading's length: a longer bold block is an emphasised sentence, judged as any block. */
  maxChars: 80,
  /** What it labels is a paragraph: a sentence or more (a shorter block is another label or a widget's line). */
  minProseChars: 80,
  /** ... of the writer's words, not a teaser's link. */
  maxProseLinkDensity: 0.3,
} as const;

/**
 * A short block among the article's paragraph blocks of the same shape (prune.ts
 * isParagraphOfRun): an editor that writes every paragraph as a `div` (Draft.js's
 * `div[data-block]`, Word's `div.MsoNormal`, a Blogger post's `div`s) writes its subheads,
 * one-line answers and list lines the same way, and they went as "almost no text".
 */
/** A key-points box over the article's body (select.ts withKeyPointsBefore). */
export const KEY_POINTS = {
  /** A summary of a few points: longer is a section of its own, which the scoring judges. */
  maxChars: 1200,
  /** Its label: "Key takeaways", "Das Wichtigste in Kürze", "TL;DR". */
  maxLabelChars: 60,
  /** Points it has at least: one bullet is no summary list. */
  minItems: 2,
  /** Each point a sentence ("A flat fare cap raised ridership, but mostly on routes that already ran."), not a label or a name. */
  minItemChars: 40,
} as const;

/** A review's pros and cons after the article's body (select.ts withProsConsAfter). */
export const PROS_CONS = {
  /** Blocks after the body's last part looked at: the verdict's score box comes right after it or one block on. */
  maxSiblings: 3,
  /** Elements of each such block read for the lists: a score box is a few dozen. */
  maxElements: 80,
  /** Two short lists of points: longer is no verdict box. */
  maxChars: 1500,
} as const;

/**
 * A recipe's yield line (prune.ts isRecipeYield): the label recipe cards print before the
 * quantity, in English, German, French, Spanish, Italian and Dutch, then a number. The
 * number is asked for: "Servings" alone is a card's column header or a button.
 */
export const RECIPE_YIELD =
  /^(?:yields?|servings|serves|makes|portions|ergibt|portionen|personen|rendement|porciones|raciones|rinde|porzioni|dosi per|porties|opbrengst)\s*:?\s*(?:about |approx\. |ca\. |environ |unos |circa )?\d[\d\/–-]*\s*[\p{L} ()]{0,30}$/iu;

export const PARAGRAPH_RUN = {
  /**
   * A neighbour of this much text is prose: a sentence or two. Shorter blocks of the same
   * shape are the short lines themselves (a recipe's ingredient lines, split times).
   */
  minProseChars: 100,
  /**
   * Siblings read on each side for such prose, which must stand on both: a short line at a
   * run's end is a sign-off or a source ("(SID)", "Quellen:"), not the story's. A run's
   * prose is near (a Draft.js body puts an empty spacer block between paragraphs), and the
   * test stays constant-time on a parent of 50,000 blocks.
   */
  maxSiblingsRead: 12,
  /** Wrappers of one child climbed to the block that stands among its siblings (Draft.js: two). */
  maxWrapperLevels: 3,
  /** A name signed under a letter's closing: a first name, a full name, "The Gull Point team". */
  maxSignatureWords: 4,
} as const;

/**
 * A section break written as a glyph in a block of its own between paragraphs ("❦", "* * *",
 * "◆◆◆"): the writer's break, which prune/little-text took for a widget's crumb (prune.ts
 * isGlyphBreak).
 */
export const GLYPH_BREAK = {
  /** A dinkus is a few marks ("* * *" is three, "******" six); more is a rule drawn in text or ASCII art. */
  maxMarks: 8,
  /** The blocks before and after it are prose: a paragraph of a sentence or two. */
  minProseChars: 100,
} as const;

/** A pull quote (prune/pull-quote): a block quote the article repeats elsewhere. */
export const PULL_QUOTE = {
  /** Shorter is a phrase ("Yes", a name) that may well occur twice by chance. */
  minChars: 40,
  /** A pull quote is a sentence or two; a longer repeat is a quoted passage (an email quoted in full, then discussed). */
  maxChars: 400,
  /**
   * An article sets a handful of pull quotes; a part with more quotes than this is a
   * collection of quotations (a quotes page, a thread quoting itself), not read for
   * repeats. Each is looked for in the whole text, so the bound also keeps the rule
   * linear: 20,000 distinct block quotes (1.6 MB) took 7 s before it.
   */
  maxQuotes: 50,
} as const;

/** Lines the text stage trims at the ends of the content on pages without markup. */
/**
 * never/signup-box (stages/signup.ts): an e-mail sign-up box is its form and a pitch, a
 * heading and a sentence or two ("Get local news delivered to your inbox! Subscribe to our
 * Daily Headlines newsletter.", 85 characters; a long one with a privacy line, about 200):
 * at most 250 characters once the form's controls are gone, found within four levels above
 * the form (form, its wrapper, the card, the card's region). The form is read for its
 * fields up to 200 elements; a page has a form or two, at most 50 are read.
 */
export const SIGNUP_BOX = { maxChars: 250, maxLevels: 4, maxFormElements: 200, maxForms: 50 };

export const TEXT_LINES = {
  /**
   * A menu or footer written as text has at least this many items between " | "
   * ("Home | Links | Guestbook"); two items may be a comparison ("Pros | Cons").
   */
  minMenuItems: 3,
  /** ... each a few words: a longer item is a phrase of the text. */
  maxMenuItemChars: 40,
  /** Lines above a title line dropped with it: a menu and a section label at most. */
  maxLinesAboveTitle: 2,
  /** ... each short: a longer line above the title is the text's own. */
  maxLineAboveTitleChars: 60,
} as const;

/** Chunks (chunks.ts, docs/chunks.md). */
export const CHUNKS = {
  /**
   * Text format: a heading of the render is looked for among this many paragraphs after
   * the last one found (a heading the text lost, e.g. inside a list item, is skipped
   * rather than matched far away).
   */
  headingSearchWindow: 64,
  /** At most this share of a chunk's budget goes to repeating its heading path; outer headings go first. */
  maxPrefixShare: 0.5,
} as const;

/** The o200k token counter (tokens/o200k-count.ts; docs/chunks.md, Tokens). */
export const TOKENS = {
  /**
   * A piece longer than this (characters) is counted each time and not kept in the
   * recent-pieces table: its copy would crowd out dozens of words for a piece that seldom
   * comes back (pieces are words, number groups, punctuation and white-space runs; 6 of
   * the 2,848 dev pages' 5,696 texts and Markdowns have pieces this long, the longest 298
   * characters, a <pre> table aligned with spaces). Counting it again is one merge.
   */
  cachedPieceChars: 200,
  /**
   * A piece longer than this (characters) is counted in slices of this length: an
   * estimate, a few tokens off the exact count, where every shorter piece is exact. Only a
   * hostile page has one (a run of 16,384 letters, digits, punctuation marks or spaces
   * without a break; the longest piece of the 2,848 dev pages' text and Markdown has 298
   * characters), and the merge of one piece takes 28 bytes of memory a byte of its UTF-8
   * (byte-pair.ts's heap): so at most about 1.4 MiB, where an 8 MiB request of one
   * 2.6-million-character CJK run would have taken 220 MiB at once.
   */
  exactPieceChars: 16_384,
  /**
   * The recent-pieces table is emptied when the pieces kept in its pool (those not kept in
   * their slot: tokens/piece-table.ts) hold this many characters, so that long pieces
   * cannot make it large: 384 KiB in all (128 KiB of characters, 256 KiB of slots). A
   * hundred kilobytes of Markdown pool about 8,000 characters (the pieces over 12
   * characters or beyond U+00FF), of CJK about 20,000.
   */
  pieceCacheChars: 65_536,
  /**
   * Every piece's count (vocabulary entries too) is kept in a table of 2^14 slots,
   * emptied when half full (tokens/piece-table.ts): 8,192 pieces, 1.5 times the ~5,600
   * distinct pieces of 100 KB of prose, in 256 KiB of slots. Half the slots of before
   * (issue 17, chunking 100 KB under 5 ms): the table's reads wait less for memory, a
   * Markdown chunking about 0.94x the time warm and on a page not seen, the text's 0.94x
   * warm and 0.99-1.03x on a page not seen (in-process A/B, load 6, bench/README.md); 2^13
   * (4,096 pieces, fewer than a page has) doubled the warm time. A page of over ~150 KB
   * empties it once or more while it is counted, and counts some pieces twice.
   */
  recentPieceBits: 14,
} as const;

/**
 * A disclosure's title button (clean.ts isDisclosureTitle): `<button aria-expanded>`
 * right before the panel it opens, as the WAI-ARIA disclosure and accordion patterns,
 * Confluence's expand and most FAQ widgets write it outside `<details>`.
 */
export const DISCLOSURE = {
  /** The panel says something: a sentence at least (a menu toggle's panel is links, judged by its tag or its lack of words). */
  minPanelChars: 40,
  /** The title is a phrase: two words at least, or four CJK characters ("Menu", "More", "×" are controls). */
  minTitleWords: 2,
  minTitleCjkChars: 4,
} as const;
