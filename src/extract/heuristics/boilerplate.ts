/**
 * Boilerplate signals: class/id words, ARIA roles and phrases. Data only; the
 * matchers that compile them live in stages/signals/.
 *
 * Class and id values are split into words (on punctuation and camelCase), so
 * `relatedPosts`, `related-posts` and `related_posts` all yield `related`.
 * A word in EXACT matches only as a whole word (so `ad` does not hit `add` or
 * `header`); a word in PREFIX matches the start of a word (`comment` hits
 * `comments`, `commentlist`).
 */

import type { ClassRuleId } from "../rules.js";

export interface WordGroup {
  /** The removal rule's id (rules.ts): the group can be switched off and is named in the trace. */
  readonly rule: ClassRuleId;
  /** The page-element class of SPEC.md 1.3 the group removes. */
  readonly removes: string;
  readonly exact: readonly string[];
  readonly prefix: readonly string[];
  /**
   * Only elements with at most this much text match the group (words like `date`
   * also name wrappers: Blogger's `date-outer` holds the whole post).
   */
  readonly maxChars?: number;
}

/** The SPEC class of comment sections, as BOILERPLATE_WORDS names it (other stages ask for it). */
export const COMMENT_SECTIONS = "comment sections";
/**
 * The SPEC class of page headers and footers, as BOILERPLATE_WORDS names it. Inside a
 * `<figure>` a `footer` class names the figure's own notes (a table's "Medians with
 * interquartile ranges ..."), which the cleaning keeps.
 */
export const PAGE_HEADERS_AND_FOOTERS = "site headers and footers";

export const BOILERPLATE_WORDS: readonly WordGroup[] = [
  {
    rule: "class/navigation",
    removes: "navigation menus",
    // `editsection`, `editlink`: a wiki's "[edit]" links beside each heading (page tools).
    // `toc`, `tableofcontents`, `indice`: an on-page table of contents (a Hugo theme's
    // `div.toc`, `table-of-contents`, a Portuguese or Spanish FAQ's `ul.indice`), links to
    // the headings below.
    exact: ["nav", "navi", "menu", "menus", "breadcrumb", "breadcrumbs", "crumbs", "pagination", "pager", "skip", "skiplink", "toolbar", "topbar", "jump", "editsection", "editlink", "toc", "indice"],
    prefix: ["navbar", "navigation", "mainmenu", "megamenu", "submenu", "dropdown", "breadcrumb", "offcanvas", "editsection", "tableofcontents"],
  },
  {
    rule: "class/page-chrome",
    removes: PAGE_HEADERS_AND_FOOTERS,
    // `inquiry`: the contact box every page of a Japanese municipal site ends with
    // (`#tmp_inquiry`, "このページに関するお問い合わせ": the office's address and phone).
    // `sitenotice`: MediaWiki's wiki-wide banner (`#siteNotice`, above every page's
    // heading on Wikipedia, Fandom and other wikis), the same text on every page.
    exact: ["masthead", "colophon", "copyright", "legal", "imprint", "sitemap", "inquiry", "sitenotice"],
    prefix: ["footer", "siteheader", "globalheader", "globalnav", "sitefooter"],
  },
  {
    rule: "class/sidebar",
    removes: "sidebars and widgets",
    // `moduletable`: Joomla's module chrome (1.0 to 4: `div.moduletable`, `moduletable_menu`),
    // the side column's boxes (menus, log-in, latest news, polls); the article is `item-page`
    // or `contentpaneopen`.
    exact: ["sidebar", "sidebars", "aside", "rail", "sidecol", "skyscraper", "blogroll"],
    prefix: ["sidebar", "widgetarea", "sidenav", "rightcol", "leftcol", "rightrail", "moduletable"],
  },
  {
    rule: "class/ads",
    removes: "advertisements and promotions",
    exact: ["ad", "ads", "adv", "advert", "adverts", "advertising", "advertisement", "adsense", "adslot", "adunit", "dfp", "gpt", "sponsor", "sponsored", "sponsors", "promo", "promos", "promotion", "promoted", "outbrain", "taboola", "affiliate", "commercial", "banner", "banners", "marketing", "upsell"],
    // `hawkwidget`: the price-comparison widget of a large publishing group's review and
    // buying-guide template (`div.hawk-widget[data-widget-type=price]`: "Today's best … deals",
    // each shop's price and a "View Deal" button), a vendor's name as `taboola` is (session 25,
    // test/pages/content-review-robot-vacuum-verdict-scores).
    prefix: ["advert", "adsense", "adslot", "adcontainer", "adwrap", "adbox", "googlead", "sponsor", "promo", "outbrain", "taboola", "zergnet", "hawkwidget"],
  },
  {
    rule: "class/cookie",
    removes: "cookie notices and consent banners",
    exact: ["gdpr", "ccpa", "onetrust", "cookiebot", "didomi", "consent", "cookies", "cookie"],
    prefix: ["cookie", "consent", "gdpr", "privacybanner", "cookielaw"],
  },
  {
    rule: "class/share",
    removes: "share buttons and social widgets",
    exact: ["share", "shares", "sharing", "social", "socials", "sharethis", "addthis", "sharedaddy", "shareaholic", "follow", "email", "whatsapp", "facebook", "pinterest", "linkedin", "reddit", "likes", "reactions", "votes", "rating", "ratings", "bookmark", "bookmarks"],
    prefix: ["share", "social", "addtoany", "sociallinks", "followus"],
  },
  {
    rule: "class/related",
    removes: "related posts and recommendations",
    // Not `more` alone: it names the rest of the article after a "read more" break as often
    // (Movable Type's and TypePad's `entry-more`, WordPress's `id="more"`): on dragnet-dev's
    // tune part it removed 2,632 gold shingles for 790 others. "More" with what it lists
    // (`more-news`, `moreStories`, `read-more-inline`) still goes, by the compact prefixes.
    // `another_category`: the "other posts in this category" table Tistory (Korea's main blog
    // platform) sets under every post ("'개발 > 파이썬' 카테고리의 다른 글", batch 42).
    exact: ["related", "recommended", "recommendation", "recommendations", "recirc", "recirculation", "trending", "popular", "mostread", "mostpopular", "morestories", "readmore", "readnext", "upnext", "also", "suggested", "suggestions", "next", "prev", "previous", "yarpp", "crp", "kanren", "anothercategory"],
    prefix: ["related", "recommend", "trending", "carousel", "slider", "slideshow", "testimonial", "teaserlist", "mostpopular", "mostread", "morefrom", "moreon", "morenews", "morestor", "morearticle", "morepost", "morevideo", "readmore", "postnav", "nextpost", "prevpost", "youmay", "suggest", "wpblockquery", "wpblockposttemplate"],
  },
  {
    rule: "class/comments",
    removes: COMMENT_SECTIONS,
    // `comentarios` (es, pt), `kommentare` (de), `reacties` (nl), `komentarze` (pl), `yorumlar` (tr) as ids and classes.
    // `tribute-wall`, `condolences`, `kondolenzbuch`: an obituary's guestbook, whose entries are its comments (session 18).
    // `webmentions`: the IndieWeb's replies, likes and reposts under a post (`section.webmentions`,
    // `webmention-count`), as the webmention plug-ins of Eleventy, Hugo, Jekyll and WordPress write them (batch 37).
    exact: ["comment", "comments", "disqus", "respond", "reply", "replies", "feedback", "guestbook", "talkback", "tributewall", "webmention", "webmentions"],
    prefix: ["comment", "disqus", "reply", "respond", "comentario", "kommentar", "reactie", "komentarz", "yorum", "condolence", "kondolenz", "guestbook", "webmention"],
  },
  {
    rule: "class/newsletter",
    removes: "newsletters, pop-ups and account prompts",
    // `calltoaction`: "Tried this recipe? Tag us!" boxes and the like (`wprm-call-to-action`).
    // `paywall`: the subscription offer where a paid article stops (`div.paywall__box`).
    // `alerts`, `news-alerts`, `email-alerts`: a newsroom's sign-up for its releases by e-mail
    // (not `alert` alone: Bootstrap's `alert alert-info` is a callout in the text).
    // `meter`, `metered`: a news site's paywall meter ("You have 2 free articles remaining
    // this month", `div.meter-notice`, `#tncms-meter`), an account prompt like `paywall`.
    exact: ["newsletter", "subscribe", "subscription", "signup", "popup", "modal", "overlay", "lightbox", "login", "signin", "register", "toast", "notification", "donate", "donation", "membership", "cta", "calltoaction", "paywall", "alerts", "meter", "metered", "referral", "referrals"],
    prefix: ["newsletter", "subscribe", "subscription", "signup", "popup", "modal", "login", "donat", "calltoaction", "newsalert", "emailalert"],
  },
  {
    rule: "class/post-tags",
    removes: "post metadata shown beside the text (tags, categories, author boxes)",
    // `auteur`, `autor`, `autore`: the byline's class in French, German/Spanish/Portuguese and Italian templates.
    // `firma` ("signature"): the byline block of Spanish and Italian news templates
    // (`div.noticia__firma` with author, place and dates; `firma-autore`; session 22).
    // `exif`: a photo blog's camera settings under the picture (`div.photo-exif`, the
    // Exifography plug-in's `exif-data`, `exif-info`: camera, lens, aperture, shutter, ISO,
    // time taken), data about the file, not words of the post (session 25,
    // test/pages/content-photoblog-single-image-one-line-caption).
    exact: ["byline", "tags", "tagcloud", "taglist", "categories", "author", "authors", "auteur", "autor", "autore", "firma", "bio", "postmeta", "entrymeta", "dateline", "writer", "reporter", "readingtime", "signature", "usersig", "exif"],
    prefix: ["byline", "tagcloud", "authorbio", "authorbox", "aboutauthor", "postmeta", "entrymeta", "articlemeta", "exif"],
  },
  {
    rule: "class/post-dates",
    removes: "post metadata shown beside the text (dates, section labels)",
    // `userinfo`, `usertitle`: a forum post's user panel (vBulletin: name, rank, join date, post count).
    // `kicker`, `surtitre`, `eyebrow`, `overline`: the section label over a headline ("Urbanisme").
    // `repo-description`, `repository-summary`: a self-hosted forge's (Gitea, Forgejo)
    // repository fields over its README, the same on every page of the repository ("112
    // Commits 2 Branches 9 Tags Go 96.3%"; session 25, test/pages/content-readme-forge-cli-tool).
    exact: ["date", "published", "updated", "timestamp", "cat", "profile", "postprofile", "userinfo", "usertitle", "stat", "stats", "metrics", "signature", "kicker", "surtitre", "eyebrow", "overline", "supertitle", "repodescription", "repositorysummary"],
    prefix: [],
    maxChars: 200,
  },

  {
    // Affiliate-link, sponsorship and editorial disclaimers templates put beside the
    // text (WordPress affiliate plugins, "opinions are the author's own" notes):
    // trafilatura-dev has 148 such elements, none holding article text.
    rule: "class/disclaimer",
    removes: "disclaimers beside the text",
    // `disclosure`: an affiliate disclosure under the headline (`p.article__disclosure`,
    // session 13, test/pages/ads-listicle-hiking-check-price).
    exact: ["disclaimer", "disclaimers", "disclosure", "disclosures"],
    prefix: ["disclaimer"],
  },
  {
    // A podcast player's own lines ("Podcast: Play in new window | Download (Duration:
    // 52:18)", "Subscribe: Apple Podcasts | Spotify"): PowerPress, the most installed
    // podcast plugin of WordPress, prints them as paragraphs of the post.
    rule: "class/podcast",
    removes: "podcast and video players' own lines",
    // Video players' own lines: JW Player and Video.js (Brightcove's player is built on it)
    // prefix every element of their interface `jw-` and `vjs-` (`div.jw-title` over the
    // picture, `div.vjs-autoplay-countdown` "The video will start in 8", durations, error
    // and loading messages); thousands of news and station sites embed one or the other.
    exact: ["powerpress", "jwplayer", "vjs"],
    prefix: ["powerpress", "jwplayer"],
  },
  {
    // A site-wide announcement bar over the header ("Spring open studio: April 13–14.
    // Details": Squarespace's `sqs-announcement-bar`, Shopify themes' `announcement-bar`,
    // WordPress themes' notice bars; session 22): a line or two. Short only: a press
    // page's announcements (`div.announcement-body`) are its content.
    rule: "class/announcement-bar",
    removes: "site-wide announcement bars",
    exact: ["announcement"],
    prefix: ["announcementbar"],
    maxChars: 200,
  },
  {
    // A reader poll set into the story (`div.poll`, WP-Polls' `wp-polls`, Crowdsignal's
    // `pd-poll`): its label, question, options and vote button are the widget's (session 22,
    // then in `class/share`). A group of its own with a cap (session 23): a poll widget is a
    // question and a handful of options, well under 500 characters even with its results
    // ("Yes 62 % (1,204 votes)"), while an election story's `div.poll-results` section with
    // its prose and table runs longer and is the story's text.
    rule: "class/poll",
    removes: "reader polls",
    exact: ["poll", "polls"],
    prefix: [],
    maxChars: 500,
  },
];

/**
 * Words that mark an element as the article itself. An element that matches both a
 * boilerplate and a content word (e.g. `article-comments`) is judged by its text:
 * see WRAPPER_TEXT_SHARE in weights.ts.
 */
export const CONTENT_WORDS = {
  // A compound of them (`author-note`, `authors-note`: the writer's note on the piece, prose of the
  // publication's own) is content although one of its words names a boilerplate group (signals/class-words.ts).
  // `subscriber-only`, `subscriber-preview` (TownNews BLOX, a local paper's metered
  // paywall: each paragraph of the story in one), `members-only`, `premium-content`: the
  // text a paywall holds back, named for whom it is, not a prompt to subscribe.
  // `meteredContent` (a big US outlet's React template: `section[name=articleBody].meteredContent`
  // around the whole story): the text the paywall meter counts, not the meter's box, which
  // `metered` of class/newsletter names (session 25, test/pages/content-news-metered-article-body-section).
  exact: ["article", "articles", "content", "entry", "hentry", "main", "post", "posts", "story", "text", "body", "blog", "prose", "markdown", "page", "column", "chapter", "abstract", "authornote", "authorsnote",
    "subscriberonly", "subscribersonly", "subscriberpreview", "subscribercontent", "membersonly", "memberonly", "premiumcontent",
    // `meteredContent`: the story a paywall meter counts (a US daily's `article#story` and its
    // `section[name=articleBody]`, batch 41), the article itself, not the meter's prompt (`metered` of class/newsletter).
    "meteredcontent",
    // `email-body`, `email-body-content`: a newsletter archive's letter (Buttondown's web
    // version), not an e-mail share button (`email` of class/share).
    "emailbody", "emailbodycontent", "emailcontent"],
  prefix: ["article", "content", "entry", "post", "story", "blogpost", "articlebody", "storybody", "postbody", "richtext", "maincontent"],
} as const;

/**
 * CSS frameworks' text utilities, as a token's compact form (`text-muted` -> `textmuted`,
 * Tailwind's `md:text-lg` -> `mdtextlg`): a style, not a name of what the element holds.
 * Their first word is CONTENT_WORDS' `text`, and Bootstrap's `text-muted` or Tailwind's
 * `text-sm` on a "Was this page helpful?" box (`div#page-feedback`) or a related-posts
 * list made it "content", which no boilerplate word overrules. A token of this list names
 * nothing; `text-body` stays content (a CMS's article text as often as Bootstrap's colour).
 */
export const UTILITY_CLASS_WORDS = {
  exact: [
    "textmuted", "textcenter", "textleft", "textright", "textstart", "textend", "textjustify", "textuppercase",
    "textlowercase", "textcapitalize", "textnowrap", "texttruncate", "textwrap", "textwhite", "textblack", "textdark",
    "textlight", "textprimary", "textsecondary", "textsuccess", "textdanger", "textwarning", "textinfo", "textreset",
    "textbodysecondary", "textbodytertiary", "textbodyemphasis",
    "textxs", "textsm", "textbase", "textlg", "textxl", "text2xl", "text3xl", "text4xl", "text5xl", "text6xl", "text7xl",
    "text8xl", "text9xl", "textinherit", "textcurrent", "texttransparent", "textbalance", "textpretty", "textellipsis",
    "textclip", "textsmall", "textlarge", "textmedium", "textbold", "textitalic", "textnormal",
  ],
  // Tailwind's colours with their shade (`text-gray-500`), Bootstrap's `text-opacity-75`,
  // and any text utility behind a Tailwind variant (`md:text-lg`, `dark:text-white`).
  prefix: [
    "textgray", "textgrey", "textslate", "textzinc", "textneutral", "textstone", "textred", "textorange", "textamber",
    "textyellow", "textlime", "textgreen", "textemerald", "textteal", "textcyan", "textsky", "textblue", "textindigo",
    "textviolet", "textpurple", "textfuchsia", "textpink", "textrose", "textopacity", "textdecoration",
    "smtext", "mdtext", "lgtext", "xltext", "2xltext", "darktext", "hovertext", "focustext", "grouphovertext",
  ],
} as const;

/**
 * Class words that name page layout only (grid cells, wrappers). A class made of
 * them repeats on every kind of block, so it says nothing about what a block holds
 * (select.ts: blocks of the winner's template join it, layout classes do not count).
 */
export const LAYOUT_CLASS_WORDS: readonly string[] = [
  "row", "rows", "col", "cols", "column", "columns", "container", "wrapper", "wrap", "inner", "outer",
  "grid", "cell", "clearfix", "cf", "group", "box", "left", "right", "center", "full", "width",
  "small", "medium", "large", "xs", "sm", "md", "lg", "xl", "offset", "push", "pull", "span", "flex",
];

/**
 * The whole text of a heading's permalink anchor (prune.ts): the pilcrow of Sphinx and
 * MkDocs, the `#` of Hugo and many blog themes, the section sign, link and anchor
 * symbols. A link in a heading whose text is one of these points at the heading itself.
 */
export const PERMALINK_SYMBOLS: ReadonlySet<string> = new Set(["¶", "#", "§", "🔗", "⚓", "⚓\uFE0E", "∞", "¤"]);

/**
 * "Follow us" and "get our app" lines (SPEC 1.3: social widgets, promotion): a short
 * paragraph that names two of these platforms and has one of PROMOTION_VERBS
 * (trafilatura-dev: "... download the Nationnews apps for iOS and Android"; a longer one
 * three, see MAX_LONG_PROMOTION_CHARS). Two platforms and a
 * call to act: an article's sentence about one network ("Facebook said on Monday") has
 * neither.
 */
export const PROMOTION_PLATFORMS: readonly string[] = [
  "twitter", "instagram", "facebook", "youtube", "telegram", "whatsapp", "tiktok", "linkedin", "pinterest",
  "snapchat", "mastodon", "threads", "ios", "android", "iphone", "ipad", "app store", "google play",
  "вконтакте", "vk", "дзен", "одноклассники",
  // LINE, the messenger of Thailand, Japan and Taiwan, as Thai writes it, alone and glued
  // to its call "add" (Thai runs words together: "แอดไลน์ @handle")
  "ไลน์", "แอดไลน์",
  // Twitter's new name: a letter alone, so it counts only beside another platform and a call to act
  "x",
];
export const PROMOTION_VERBS: readonly string[] = [
  "follow", "download", "join", "subscribe", "síguenos", "sigue", "siga", "únete", "descarga", "descargue",
  "suscríbete", "folgen", "folge", "folgt", "abonniere", "abonnieren", "lade", "laden", "suivez", "rejoignez",
  "téléchargez", "abonnez", "seguici", "segui", "scarica", "iscriviti", "volg", "baixe", "obserwuj",
  "подписывайтесь", "подпишитесь", "присоединяйтесь", "следите",
  // Indonesian and Malay "simak" (catch, follow: "Simak breaking news … di WhatsApp Channel"),
  // "ikuti" (follow), "unduh" (download): portals' standing promos (batch 41)
  "simak", "ikuti", "unduh",
];
/** Longest such line: a promotion is a sentence or two. */
export const MAX_PROMOTION_CHARS = 200;
/**
 * A longer one, up to this, counts when it names LONG_PROMOTION_PLATFORMS platforms or
 * more: "Follow The Gleaner on Twitter and Instagram ... on Facebook ... Send us a message
 * on WhatsApp at ... or email us at ..." runs to 230 characters (trafilatura-dev). An
 * article's sentence of that length naming three networks and a call to act is rarer
 * than a sentence naming two.
 */
export const MAX_LONG_PROMOTION_CHARS = 320;
export const LONG_PROMOTION_PLATFORMS = 3;

/**
 * The site's own channel or app named beside one platform: a promotion too, with one
 * platform only ("¿Ya sabías que en Guatemala.com tenemos canal de Telegram? Únete ...",
 * "¡Mira lo que tiene nuestro canal de YouTube!", trafilatura-dev). An article speaks of
 * "its channel" or "the app", not of "our channel".
 */
/**
 * A call to join a community on one platform ("Join the Bristol Evening Star WhatsApp
 * community for the latest news here", "Únete a nuestro grupo de Telegram"): the verb opens
 * the line, one of GROUP_WORDS follows within it. One platform is enough with these: an
 * article's sentence does not open by telling the reader to join a channel.
 */
export const JOIN_VERBS: readonly string[] = [
  "join", "únete", "unete", "rejoignez", "rejoins", "unisciti", "junte-se", "tritt", "treten sie",
  // Swahili "jiunge na …" ("join …", to one reader or several), the call East African news
  // blogs print in capitals under their stories ("JIUNGE NA GROUP LETU LA WHATSAPP …");
  // Malay and Indonesian "sertai" / "gabung" / "bergabung" ("Sertai saluran Telegram
  // kami", "Gabung grup WhatsApp kami"). Session 22.
  "jiunge", "jiungeni", "sertai", "sertailah", "gabung", "bergabung", "bergabunglah",
];
export const GROUP_WORDS: readonly string[] = [
  "community", "channel", "group", "comunidad", "canal", "grupo", "communauté", "chaîne", "groupe", "canale", "gruppo", "comunità", "comunidade", "kanal", "gruppe", "community",
  // Swahili "kundi" (group), "chaneli"; Malay and Indonesian "saluran" (channel), "grup", "kumpulan" (group). Session 22.
  "kundi", "chaneli", "saluran", "grup", "kumpulan",
];

export const OWN_CHANNEL_PHRASES: readonly string[] = [
  "our channel", "our telegram channel", "our youtube channel", "our whatsapp channel", "our app",
  "nuestro canal", "tenemos canal", "nuestra app", "nuestra aplicación",
  "unser kanal", "unseren kanal", "unserem kanal", "unsere app", "unseren telegram-kanal", "unserem whatsapp-kanal", "unseren youtube-kanal",
  "notre chaîne", "notre application", "notre appli", "il nostro canale", "la nostra app", "nosso canal", "nosso aplicativo",
  // Russian: "our Telegram channel", "our channel" in the cases a call asks for (batch 24)
  "наш telegram-канал", "наш телеграм-канал", "наш канал", "нашем telegram-канале", "нашем канале", "наше приложение",
  // Thai "add LINE": the call to add the site's LINE account as a friend ("แอดไลน์ @handle
  // ได้เลย", Thai blogs and shops; batch 30)
  "แอดไลน์",
  // "Follow us" beside one platform: the site's own account ("Suivez-nous sur Instagram
  // @bistrotlescapucins" over a shop's or restaurant's photo strip; session 23)
  "follow us", "suivez-nous", "síguenos", "folgt uns", "folge uns", "seguici", "volg ons", "siga-nos", "segue-nos",
  "obserwuj nas", "подписывайтесь на нас",
];

/**
 * A reader-revenue appeal set into the article (a newsroom's "epic": a heading, a pitch,
 * a "Support us" link): the whole link text of its call (DONATION_CALLS) and, in the
 * box's text, a phrase of the pitch (DONATION_PITCHES). Both, in a box of a few blocks:
 * a story about a charity may link "Donate" once in a paragraph, but does not put its
 * pitch and the button in a box of their own. Written from golden pages of session 14
 * (a Guardian-like template and a regional long read).
 */
export const DONATION_CALLS: readonly string[] = [
  "support us", "support us now", "donate", "donate now", "donate today", "give now", "give today", "make a donation",
  "make a contribution", "contribute now", "become a member", "become a supporter", "become a patron",
  "support our journalism", "support independent journalism", "support our work",
  "jetzt spenden", "jetzt unterstützen", "unterstützen sie uns", "faire un don", "soutenez-nous", "je soutiens",
  "haz una donación", "dona ahora", "apóyanos", "sostienici", "fai una donazione", "doneer nu", "steun ons",
];
export const DONATION_PITCHES: readonly string[] = [
  "reader-funded", "reader funded", "reader-supported", "funded by readers", "supported by readers", "readers like you",
  // public radio's and podcasts' own words for it ("Deep Water Radio is listener-supported.")
  "listener-supported", "listener supported", "listener-funded", "supported by listeners", "listeners like you",
  "small favour to ask", "small favor to ask", "every contribution", "your contribution", "your support", "your donation",
  "a donation", "tax-deductible", "support us", "support our journalism", "independent journalism",
  "without paying", "free for everyone", "open to all", "open to everyone",
  "ihre unterstützung", "ihre spende", "votre soutien", "votre don", "tu apoyo", "tu donación", "il tuo sostegno",
  "uw steun", "uw bijdrage",
  // a charity's appeal box under its stories ("$25 provides 75 meals. Every dollar you give
  // goes further …", batch 48)
  "every dollar", "every pound", "every euro", "your gift", "a gift of", "you give",
];
/** Longest appeal box: a heading, a pitch of two or three sentences, its buttons (the phrase walk's 600-character blocks). */
export const MAX_DONATION_APPEAL_CHARS = 600;

/**
 * A restaurant's, a hotel's or a venue's call to book set into its page (a section of a
 * heading "Book a table", a sentence on how, a "Book now" button: Squarespace's and Wix's
 * restaurant templates, booking widgets' buttons): the whole link text of its call
 * (BOOKING_CALLS) and, opening the box, a phrase of its pitch (BOOKING_PITCHES), in a
 * box of a few blocks (MAX_BOOKING_BOX_CHARS), as a donation appeal is read (session 23).
 */
export const BOOKING_CALLS: readonly string[] = [
  "book now", "book a table", "book your table", "reserve", "reserve now", "reserve a table", "make a reservation",
  "réserver", "réservez", "réserver une table", "réserver maintenant", "reservar", "reserva", "reservar mesa", "reserva ahora",
  "reservieren", "jetzt reservieren", "tisch reservieren", "jetzt buchen", "prenota", "prenota ora", "prenota un tavolo",
  "reserveer", "reserveren", "nu reserveren", "reservar agora",
];
export const BOOKING_PITCHES: readonly string[] = [
  "book a table", "book your table", "reserve a table", "reserve your table", "make a reservation",
  "réservez votre table", "réserver une table", "réservez une table", "reserva tu mesa", "reserve su mesa", "reservar mesa",
  "tisch reservieren", "reservieren sie", "prenota un tavolo", "prenota il tuo tavolo", "reserveer een tafel", "reserveer uw tafel",
  "reserve sua mesa",
];
/** A heading, a sentence or two on how to book, the button: shorter than an appeal. */
export const MAX_BOOKING_BOX_CHARS = 400;

/**
 * A paragraph that advertises the publisher's newsletter and ends with the link to sign up
 * (a wire service's "The … Briefing newsletter brings you the day's key prices … <a>Sign up
 * here.</a>" between two paragraphs of the story, batch 41): the link's whole text is one of
 * NEWSLETTER_CALLS, and the paragraph names the letter (NEWSLETTER_PITCH_WORDS). clean.ts,
 * phrase/newsletter-promo; at most MAX_NEWSLETTER_PROMO_CHARS.
 */
export const NEWSLETTER_CALLS: readonly string[] = [
  "sign up here", "sign up", "sign up now", "sign up today", "subscribe here", "subscribe", "subscribe now", "register here",
  "hier anmelden", "jetzt anmelden", "hier abonnieren", "jetzt abonnieren", "inscrivez-vous", "inscrivez-vous ici", "abonnez-vous",
  "suscríbete", "suscríbete aquí", "suscribirse", "iscriviti", "iscriviti qui", "inscreva-se", "inscreva-se aqui", "meld je aan", "schrijf je in",
];
export const NEWSLETTER_PITCH_WORDS: readonly string[] = ["newsletter", "newsletters", "briefing", "e-mail briefing", "email briefing", "infolettre", "boletín", "nieuwsbrief"];
/** A pitch of a sentence or two and the link: longer is a paragraph about a newsletter. */
export const MAX_NEWSLETTER_PROMO_CHARS = 300;

/**
 * A software product's sign-up card set among an article's blocks (a changelog's or a
 * company blog's "New to Tallyboard? Try every feature free for 14 days. No credit card
 * needed. [Start free trial]", batch 42): a link whose whole text is a call to try the
 * product (TRIAL_CALLS) and a phrase of the offer (TRIAL_PITCHES), in a box of a few
 * blocks (MAX_BOOKING_BOX_CHARS), read as a booking call is (clean.ts, phrase/trial-offer).
 */
export const TRIAL_CALLS: readonly string[] = [
  "start free trial", "start your free trial", "start a free trial", "start my free trial", "try it free", "try for free", "try it for free",
  "get started free", "get started for free", "start for free", "sign up free", "sign up for free", "book a demo", "request a demo", "get a demo",
  "kostenlos testen", "jetzt kostenlos testen", "essai gratuit", "essayer gratuitement", "commencer gratuitement", "prueba gratis",
  "probar gratis", "empieza gratis", "prova gratis", "prova gratuita", "teste grátis", "experimente grátis", "gratis proberen", "probeer gratis",
];
export const TRIAL_PITCHES: readonly string[] = [
  "free trial", "no credit card", "cancel anytime", "free for 14 days", "free for 30 days", "free for 7 days",
  "kostenlos testen", "keine kreditkarte", "essai gratuit", "sans carte bancaire", "prueba gratuita", "sin tarjeta",
  "prova gratuita", "teste grátis", "sem cartão", "gratis proefperiode",
];

/**
 * A paywall or membership prompt anywhere in a short block ("... made possible by
 * readers like you. Already a subscriber? Log in ..."): article prose never asks its
 * reader whether they subscribe. trafilatura-dev: "If you're seeing this message but
 * you're already a subscriber, you can log in", "Möchten Sie weiterlesen? Ja. Ich bin
 * Abonnent."
 */
export const SUBSCRIBER_PROMPTS: readonly string[] = [
  "already a subscriber", "already subscribed?", "already a member?", "ich bin abonnent", "bereits abonnent",
  "sie sind bereits abonnent", "schon abonnent", "déjà abonné", "ya eres suscriptor", "ya soy suscriptor",
  "já é assinante", "sei già abbonato", "al abonnee",
  // Membership prompts in Spanish ("HAZTE MIEMBRO Y DISFRUTA DE BENEFICIOS EXCLUSIVOS
  // Hágase miembro ahora", trafilatura-dev: laprensagrafica), imperatives to the reader.
  "hazte miembro", "hágase miembro", "hazte socio", "hágase socio",
];
/**
 * The site's request to report a typo by selecting it and pressing Ctrl+Enter (Russian,
 * Ukrainian and other Eastern European news templates print it under every story, in their
 * language: "Якщо ви помітили помилку, виділіть її мишкою та натисніть Ctrl+Enter"). The key
 * name is written the same in every language (session 18, batch 17).
 */
export const ERROR_REPORT_NOTICES: readonly string[] = ["ctrl+enter", "ctrl + enter", "ctrl+ enter", "ctrl +enter"];
/**
 * Stems of "error", "mistake", "typo" in the languages that print ERROR_REPORT_NOTICES: the
 * notice names the error it asks for, where a tutorial's "press Ctrl+Enter to run the cell" does not.
 */
export const ERROR_REPORT_WORDS: readonly string[] = [
  "error", "mistake", "typo", "помилк", "ошибк", "опечат", "błąd", "błęd", "chyb", "greșeal", "greseal", "hib", "fehler", "erreur", "errore", "grešk", "грешк", "klaida", "kļūd", "viga",
];
/**
 * Copyright and reproduction notices anywhere in a short block, as Korean, Chinese and
 * Japanese news sites write them under every story: "ⓒ 한빛일보, 무단전재 및 재배포 금지",
 * "版权所有，未经授权禁止转载", "無断転載禁止".
 */
export const COPYRIGHT_NOTICES: readonly string[] = [
  "무단전재", "무단 전재", "재배포 금지", "재배포금지", "版权所有", "未经授权", "禁止转载", "未經授權", "禁止轉載", "無断転載", "無断複製",
  // The wire services' line under every syndicated story, and a station's copy of it:
  // "Copyright 2024 KVTR-TV. All rights reserved. This material may not be published,
  // broadcast, rewritten, or redistributed." (session 14, fifth batch of fresh pages).
  "all rights reserved", "may not be published, broadcast", "may not be reproduced", "alle rechte vorbehalten",
  "tous droits réservés", "todos los derechos reservados", "tutti i diritti riservati", "todos os direitos reservados",
];
/**
 * A live blog's notice that it is over ("This live blog has ended."): interface, said of
 * the page, not a post of it.
 */
export const LIVE_BLOG_STATUS: readonly string[] = [
  "this live blog has ended", "this live blog is now closed", "this live blog has now closed", "this live page is no longer being updated",
  "our live coverage has ended", "we have ended our live coverage", "we've ended our live coverage", "this blog is now closed",
];
/**
 * The whole text of an e-mail's unsubscribe link. Every newsletter's mail ends with a
 * footer that holds it beside the sender's postal address and social links (the law of
 * most countries asks for both: CAN-SPAM, the EU's rules), and the web version of the
 * mail (Kit, Mailchimp, Brevo, Campaign Monitor archives) keeps that footer. A block of
 * a few lines around such a link is the footer (phrase/mail-footer).
 */
export const UNSUBSCRIBE_LABELS: readonly string[] = [
  "unsubscribe", "unsubscribe here", "unsubscribe from this list", "unsubscribe instantly", "click here to unsubscribe",
  "darse de baja", "darte de baja", "cancelar suscripción", "cancelar la suscripción", "date de baja",
  "se désinscrire", "désinscription", "se désabonner", "désabonnement", "me désinscrire",
  "abmelden", "newsletter abbestellen", "abbestellen", "vom newsletter abmelden",
  "disiscriviti", "annulla iscrizione", "cancella iscrizione", "uitschrijven", "afmelden",
  "cancelar inscrição", "descadastrar", "wypisz się", "odhlásit", "avsluta prenumeration", "afmeld",
];
/** A mail footer is a few short lines: name, address, a reason, links. */
export const MAX_MAIL_FOOTER_CHARS = 400;

/**
 * An affiliate disclosure anywhere in a short block, as review and shopping sites print it
 * under the headline or before a product list: "Trailhead is reader-supported. When you
 * buy through links on our site, we may earn an affiliate commission."
 */
export const AFFILIATE_DISCLOSURES: readonly string[] = [
  "we may earn an affiliate commission", "we may earn a commission", "may earn a small commission",
  "we earn from qualifying purchases", "earn an affiliate commission", "is reader-supported", "contains affiliate links",
  // a blogger's own words for it ("Note: the links below are affiliate links, which means I
  // earn a small commission at no extra cost to you", batch 23; not "at no extra cost to
  // you" alone: a dragnet-dev check page keeps a line with it)
  "are affiliate links",
  "erhalten wir eine provision", "provisions-links", "affiliate-links",
  // the same in French, Spanish, Italian, Portuguese and Dutch ("Cet article contient des
  // liens affiliés : … peut percevoir une commission", "Questo articolo contiene link di
  // affiliazione"; batch 44)
  "liens affiliés", "liens d'affiliation", "lien affilié", "enlaces de afiliados", "enlaces de afiliado", "enlaces afiliados",
  "link di affiliazione", "link affiliati", "links de afiliados", "links de afiliado", "links afiliados", "affiliatelinks", "affiliate links bevat",
  // Polish ("*link afiliacyjny – nic nie dopłacasz", batch 52)
  "link afiliacyjny", "linki afiliacyjne", "linku afiliacyjnego",
];
/**
 * Class words of a caption's last element that make it the picture's credit (`photo-credit`,
 * CSS modules' `caption__attribution__9yH3a`, the rights owner of a magazine's
 * `figure-article-caption-owner`).
 */
export const CAPTION_CREDIT_CLASS_WORDS: readonly string[] = ["credit", "credits", "attribution", "copyright", "photographer", "owner"];

/** An author's card inside the article (`itemprop=author` on a block: picture, name, bio) is a name and a few sentences; longer is no card. */
export const MAX_AUTHOR_CARD_CHARS = 600;

/**
 * A link to a photo gallery's other pictures, a number in it: "View all 14 photos",
 * "Alle 12 Bilder ansehen", "Voir les 15 photos". `{n}` stands for the number.
 */
export const GALLERY_COUNT_LINKS: readonly string[] = [
  "view all {n} photos", "view all {n} pictures", "view all {n} images", "see all {n} photos", "see all {n} images",
  "{n} photos", "{n} more photos", "alle {n} bilder", "alle {n} bilder ansehen", "alle {n} fotos", "voir les {n} photos",
  "ver las {n} fotos", "ver {n} fotos", "guarda le {n} foto", "bekijk alle {n} foto's",
];

/**
 * A slideshow's position counter, the whole text of its own element: "1 de 3", "2 of 12",
 * "3/8", "1 von 5", "1 sur 4", "1 di 6", "1 z 7" (Polish). With it, the gallery's header
 * line (its title and the counter) is the widget's, not the article's; the captions stay.
 */
export const SLIDE_COUNTER = /^\d{1,3}\s*(?:\/|of|de|di|von|sur|van|z|av|из)\s*\d{1,3}$/iu;
/** Class words of a slideshow around such a counter (`div.gallery`, `slideshow`, `carousel`). */
export const SLIDESHOW_CLASS_WORDS: readonly string[] = ["gallery", "galeria", "galerie", "slideshow", "slider", "carousel", "fotogalerie", "fotogaleria"];
/** A gallery's header line: a title and the counter. */
export const MAX_GALLERY_HEADER_CHARS = 120;

/**
 * Labels an advertisement carries as its first words, followed by a separator and what
 * it sells: "Sponsored · Next match odds", "Anzeige | ...", "Advertisement: ...". A short
 * block that opens so is the advertisement itself (betting odds, a partner's offer).
 */
export const AD_LABELS: readonly string[] = [
  "sponsored", "advertisement", "promoted", "paid content", "paid post", "partner content", "anzeige", "werbung",
  "publicidad", "publicité", "pubblicità", "reklama", "publicidade", "advertentie", "реклама",
];
/**
 * Class words that name a block the heading of what follows it (prune/little-text leaves
 * it): a docs admonition's "tip" (`div.admonitionHeading_Gvgb`). Short by nature, and no
 * widget: neutral on the dev sets (session 13; readability-dev tune +0.0001). Not "title":
 * a code block's file-name title is code-block interface
 * (test/pages/content-docs-api-reference-pagination).
 */
export const HEADING_CLASS_WORDS: readonly string[] = ["heading"];

/**
 * Class words that name a box's title (prune/little-text leaves it when prose follows it,
 * prune.ts isTitleOverProse): a callout's `div.callout-title` (Obsidian Publish, Notion
 * exports), an admonition's title. Alone "title" also names a code block's file name or a
 * widget's title, which head code or links, so the prose after it is asked for.
 */
export const TITLE_CLASS_WORDS: readonly string[] = ["title"];

/**
 * Names of languages a code block's label shows beside its listing (VitePress's
 * `span.lang` "ts", Code Block Pro's "SQL" under the block, batch 25): the listing's
 * interface, like its Copy button, when the label is all the element says and it sits
 * right beside the `<pre>` (clean.ts, phrase/code-language). Lower-case.
 */
export const CODE_LANGUAGE_LABELS: ReadonlySet<string> = new Set([
  "js", "javascript", "jsx", "ts", "typescript", "tsx", "vue", "svelte", "html", "css", "scss", "sass", "less",
  "json", "jsonc", "yaml", "yml", "toml", "ini", "xml", "csv", "sql", "graphql", "gql",
  "python", "py", "python3", "ruby", "rb", "php", "perl", "lua", "r", "julia", "go", "golang", "rust", "rs",
  "java", "kotlin", "kt", "scala", "groovy", "swift", "objective-c", "c", "c++", "cpp", "c#", "csharp", "cs", "f#",
  "haskell", "hs", "elixir", "ex", "erlang", "clojure", "ocaml", "dart", "zig", "nim", "wasm",
  "bash", "sh", "shell", "zsh", "fish", "console", "terminal", "powershell", "ps1", "bat", "cmd",
  "dockerfile", "docker", "makefile", "make", "nginx", "diff", "patch", "text", "txt", "plaintext", "plain text",
  "markdown", "md", "mdx", "latex", "tex", "hcl", "terraform", "proto", "protobuf", "solidity", "asm", "assembly",
]);

/**
 * Class words of a pull quote written without `<blockquote>` (prune/pull-quote, which
 * still removes it only when the article says its words again): `div.pullquote`,
 * Gutenberg's `wp-block-pullquote`, a French magazine's `p.exergue` (batch 20).
 */
export const PULL_QUOTE_CLASS_WORDS: readonly string[] = ["pullquote", "exergue"];

/**
 * Class words that name a datum's label in a label/value pair (prune/little-text leaves
 * the pair): a recipe card's "Prep Time:" over "15 mins" (`mntl-recipe-details__label`,
 * Mediavine's `mv-create-time-label`), a wiki infobox's "Location" beside its value
 * (`pi-data-label`). A value is short by nature; alone, its label would say nothing.
 */
export const LABEL_CLASS_WORDS: readonly string[] = ["label"];

/**
 * How a sponsor read opens in a podcast's or video's show notes, a block of its own
 * between the notes ("This episode is sponsored by Acme, ... Listeners get 10% off with
 * the code ..."): the advertisement, under the ad label's rule and length limit.
 */
export const SPONSOR_READ_OPENINGS: readonly string[] = [
  "this episode is sponsored by", "this episode is brought to you by", "this episode was sponsored by",
  "today's episode is sponsored by", "today’s episode is sponsored by", "today's sponsor is", "today’s sponsor is",
  "this show is sponsored by", "this podcast is sponsored by", "this video is sponsored by", "this episode is supported by",
  "thanks to our sponsor", "thanks to this week's sponsor", "thanks to this week’s sponsor",
  "diese folge wird unterstützt von", "diese folge wird präsentiert von", "cet épisode est sponsorisé par",
  "este episodio está patrocinado por", "questo episodio è sponsorizzato da",
  // A newsletter's sponsor card opens the same way, in the letter's language ("Met dank aan
  // onze sponsor" over the sponsor's pitch and link in a Mailchimp card block; session 23)
  "this issue is sponsored by", "this newsletter is sponsored by", "this issue is brought to you by",
  "met dank aan onze sponsor", "dank aan onze sponsor", "mit dank an unseren sponsor", "vielen dank an unseren sponsor",
  "merci à notre sponsor", "merci à notre partenaire", "gracias a nuestro patrocinador", "grazie al nostro sponsor",
  "obrigado ao nosso patrocinador",
];
/** Longest block a SUBSCRIBER_PROMPTS or COPYRIGHT_NOTICES phrase or an AD_LABELS opening removes: a notice is a few short sentences. */
export const MAX_NOTICE_BLOCK_CHARS = 300;

/**
 * ARIA landmark roles that are never the main content. `alert` only outside an `<article>`
 * or `<main>` (clean.ts, since session 18): a site's service banner goes, but Bootstrap
 * documents `<div class="alert alert-warning" role="alert">` for a callout in the text, and
 * Avada's alert box in a post is one.
 */
export const BOILERPLATE_ROLES: ReadonlySet<string> = new Set([
  "navigation", "banner", "contentinfo", "complementary", "menu", "menubar", "search", "dialog",
  "alertdialog", "alert", "tooltip", "toolbar", "tablist", "status",
]);

/** Roles that say "this is the article". */
export const CONTENT_ROLES: ReadonlySet<string> = new Set(["main", "article"]);

/**
 * Short blocks whose whole text is one of these (case-insensitive, after trimming
 * punctuation) are interface text, not article text. Kept to phrases that never
 * make sense as a paragraph of an article, in the languages of the dev sets.
 */
export const BOILERPLATE_PHRASES: readonly string[] = [
  // English
  "advertisement", "advertisements", "sponsored content", "sponsored", "share this", "share this article",
  "share this story", "share this post", "share on facebook", "share on twitter", "tweet", "print",
  "email", "related", "related posts", "related articles", "related stories", "related content",
  "you may also like", "you might also like", "recommended for you", "more stories", "read more",
  "read next", "continue reading", "leave a comment", "leave a reply", "post a comment", "comments",
  "no comments", "add comment", "sign up for our newsletter", "subscribe to our newsletter",
  "subscribe", "follow us", "accept cookies", "accept all cookies", "we use cookies", "cookie settings",
  "skip to content", "skip to main content", "back to top", "previous post", "next post", "tags",
  // a forum's code box label (phpBB's "Code: Select all" over the code)
  "code: select all", "select all", "code: alles auswählen",
  // a live blog's badges ("LIVE" by the headline, "Pinned" over the summary entry)
  "live", "pinned", "pinned post", "fijado", "épinglé", "angeheftet", "fissato",
  "filed under", "share", "like this", "loading", "story continues below advertisement",
  // a call-to-action button's whole label (GOV.UK's "Start now" link styled as a button);
  // not a shop's "Buy now": the product box around it goes whole by the conditional
  // cleaning, which judges it by that link (test/pages/ads-affiliate-listicle)
  // a gallery widget's link to its own page
  "view full gallery", "view gallery", "open gallery", "see full gallery",
  "start now", "apply now", "register now", "donate now", "get started", "sign up now", "learn more", "find out more",
  "article continues below advertisement", "article continues below", "story continues below",
  // the title of a shoppable-post widget over its product cards (the affiliate networks'
  // embeds on fashion, beauty and home blogs, Shopify blogs' product blocks: "Shop the
  // post", "Shop the look"), left over when its cards go (session 25,
  // test/pages/ads-shopify-blog-shop-the-post-product-cards-newsletter-popup)
  "shop the post", "shop this post", "shop the look", "shop my look", "shop the story",
  // a help centre's line under every article (Zendesk Guide's default theme, on thousands of help centres)
  "have more questions? submit a request",
  // the line a blog prints where its comment form would be once comments are off: WordPress's
  // default strings ("Comments are closed.", `p.nocomments` in its bundled themes; "Sorry,
  // the comment form is closed at this time." in older ones) and their translations (session 23)
  "comments are closed", "comments are closed for this post", "comments are closed for this article",
  "sorry, the comment form is closed at this time", "comments closed",
  "kommentare sind geschlossen", "les commentaires sont fermés", "los comentarios están cerrados",
  "i commenti sono chiusi", "reacties zijn gesloten", "os comentários estão fechados",
  "continue reading below", "scroll to continue with content", "advertisement - scroll to continue", "click to share on twitter", "click to share on facebook",
  // German
  "anzeige", "werbung", "teilen", "weitere artikel", "das könnte sie auch interessieren", "kommentare",
  "zum seitenanfang", "mehr zum thema", "artikel teilen", "newsletter abonnieren", "zurück", "zurück zur übersicht",
  "zurück zur listenansicht", "drucken", "seite drucken", "erschienen in", "originalartikel", "weitere informationen",
  "pdf", "download pdf", "back", "back to overview", "print this page", "print article",
  // a recipe card's print button in Indonesian and Malay ("Cetak", "Cetak Resep", batch 51)
  "cetak", "cetak resep",
  "ähnliche beiträge", "ähnliche artikel", "verwandte artikel", "verwandte beiträge", "weitere beiträge",
  // a share button's whole text
  "twitter", "facebook", "instagram", "whatsapp", "linkedin", "xing", "pinterest", "telegram", "reddit",
  "e-mail", "mail", "flipboard", "threads", "mastodon", "bluesky",
  // Pinterest's button over a post's pictures: "Save" is its English label since 2017,
  // "Merken" German, "Spara" Swedish, "Enregistrer" French, "Guardar" Spanish (batch 23)
  "pin it", "pin this", "pin", "merken", "save", "spara", "enregistrer", "guardar", "opslaan", "salva",
  // a shop's stock status under the price (WooCommerce's default strings "Out of stock",
  // "Available on backorder", "In stock"; the counted "12 in stock" is STOCK_COUNT)
  "in stock", "out of stock", "available on backorder",
  // French
  "publicité", "partager", "articles similaires", "à lire aussi", "lire aussi", "commentaires",
  "laisser un commentaire",
  // Spanish / Portuguese / Italian / Dutch
  "publicidad", "compartir", "artículos relacionados", "comentarios", "publicidade", "compartilhar",
  "leia também", "pubblicità", "condividi", "articoli correlati", "commenti", "advertentie", "delen",
  "gerelateerde artikelen", "reacties",
  // the ad label in other languages of the web (pl/cs/sk, ru/uk, sv, da/no, fi)
  "reklama", "реклама", "annons", "reklame", "mainos", "関連記事", "関連ニュース", "相关文章", "相关阅读", "похожие статьи",
  "مقالات ذات صلة", "اقرأ أيضا",
  // "end of message": the mark Iranian news agencies close every story with ("انتهای پیام/")
  "انتهای پیام",
];

/**
 * A press release's end mark, the whole text of its block: "###" (or "# # #") closes US
 * releases on every wire and corporate newsroom, "-30-" North American newsroom copy,
 * "ENDS" or "- Ends -" UK and Commonwealth releases (batch 37). Cut before the notes to
 * editors and the media contact; never a sentence of the story.
 */
export const END_MARK = /^(?:#\s?#\s?#|-\s?30\s?-|[-–—]\s?ends\s?[-–—]|ends)$/i;

/**
 * A shop's counted stock status, the whole text of its line: WooCommerce prints "12 in
 * stock" under the price of every product it counts (`p.stock`), other shop themes "Only
 * 3 left in stock". Whole-text phrases keep a leading number ("3 comments" is no phrase
 * of BOILERPLATE_PHRASES), so the count is read here.
 */
export const STOCK_COUNT = /^(?:only\s+)?\d[\d,.]*\s+(?:left\s+)?in\s+stock[.!]?$/i;

/**
 * Text that, at the start of a short block, marks a cookie notice or a newsletter
 * box whatever its markup (many consent banners carry only generated class names).
 */
export const BOILERPLATE_PREFIXES: readonly string[] = [
  "we use cookies", "this website uses cookies", "this site uses cookies", "by continuing to use",
  "by using this site", "wir verwenden cookies", "diese website verwendet cookies",
  "nous utilisons des cookies", "ce site utilise des cookies", "utilizamos cookies",
  "este sitio web utiliza cookies", "utilizziamo i cookie", "questo sito utilizza", "wij gebruiken cookies",
  // Romanian, Polish, Czech, Swedish, Turkish (batch 30)
  "folosim cookie-uri", "acest site folosește cookie", "używamy plików cookie", "ta strona używa plików cookie",
  "používáme cookies", "tento web používá", "vi använder cookies", "den här webbplatsen använder cookies",
  "çerez kullanıyoruz", "bu web sitesi çerez",
  // Consent placeholders in place of an embedded post or video, shown until the reader
  // agrees to load it (a consent notice, SPEC 1.3): "Wir respektieren deine Privatsphäre
  // und stellen deshalb ohne dein Einverständnis keine Verbindung zu Twitter her".
  "wir respektieren deine privatsphäre", "wir respektieren ihre privatsphäre", "mit dem laden des tweets",
  "mit dem laden des videos", "mit dem laden des inhalts", "ich bin damit einverstanden, dass mir externe inhalte",
  "an dieser stelle findest du einen externen inhalt", "an dieser stelle finden sie einen externen inhalt",
  "empfohlener externer inhalt", "this content is hosted by a third party", "by showing the external content",
  "to view this content, please", "we need your consent to load", "click here to load the content",
  "klicken sie hier, um den inhalt", "en cliquant sur « autoriser »", "ce contenu est bloqué",
  // An advertisement that starts with its label ("ANZEIGE - Heute mal ausgehen?").
  "anzeige - ", "anzeige – ", "advertisement - ", "advertisement – ",
  "sign up for our newsletter", "subscribe to our newsletter", "get our newsletter",
  // A newsletter's web version keeps its e-mail furniture (batch 32): the forwarded-mail
  // prompt, the reason the reader gets it, the sponsor line.
  "forwarded this email", "was this email forwarded to you", "did someone forward you this", "¿te han reenviado este correo",
  "¿te reenviaron este correo", "te han reenviado este correo", "wurde dir diese e-mail weitergeleitet", "on vous a transféré cet e-mail",
  "you are receiving this email because", "you received this email because", "you're receiving this email because",
  "you are receiving this because", "vous avez reçu cet e-mail car", "vous recevez cet e-mail car", "vous recevez cet email car",
  "recibes este correo porque", "has recibido este correo porque", "sie erhalten diese e-mail, weil", "sie erhalten diesen newsletter, weil",
  "u ontvangt deze e-mail omdat", "je ontvangt deze e-mail omdat", "ricevi questa email perché",
  "this issue is sponsored by", "this issue is supported by", "this newsletter is sponsored by", "this edition is sponsored by",
  "today's issue is sponsored by", "esta edición está patrocinada por", "cette édition est sponsorisée par", "diese ausgabe wird unterstützt von",
  "deze nieuwsbrief wordt gesponsord door",
  "all rights reserved", "copyright ©", "© copyright",
  // Paywall and subscription prompts left inside article bodies.
  "to view the full story, please subscribe", "subscribe now", "never miss the latest news",
  "already a subscriber", "sie sind aktuell nicht eingeloggt", "sie müssen sich einloggen",
  "you must be logged in", "hazte miembro", "zapraszamy też do subskrypcji",
  // Publishers' opinion disclaimers written as a paragraph of the post ("the views
  // expressed ... are the author's"; trafilatura-dev's gold leaves them out).
  "the views expressed", "the opinions expressed", "views expressed in this", "opinions expressed in this",
  "namentlich gekennzeichnete beiträge", "dieser beitrag gibt die meinung", "der beitrag gibt die meinung",
  "les opinions exprimées", "las opiniones expresadas", "le opinioni espresse", "as opiniões expressas",
  "köşe yazılarındaki görüşler", "yazıdaki görüşler yazara", "yazıdaki görüşler yazarına",
  // Republication notices under syndicated stories ("This article is republished from
  // The Conversation under a Creative Commons license"): licensing, not the story.
  "this article was originally published", "this article is republished from", "this story was originally published",
  "this article first appeared", "this story first appeared", "dieser artikel erschien zuerst", "dieser beitrag erschien zuerst",
  "dieser text wurde veröffentlicht unter", "cet article a été publié initialement", "este artículo fue publicado originalmente",
  // a mail archive's trailer under the message (Hypermail, MHonArc)
  "this archive was generated by",
  // Print-edition lines at the end of a magazine's or paper's web article ("A version of
  // this article appears in print on …", "This article appears in the Winter 2026 issue
  // of …"; batch 20): where the text was printed, not the text (settled in
  // test/known-gaps/ads-news-us-outlet-correction).
  "a version of this article appears in print", "a version of this article appeared in print",
  "a version of this story appears in print", "this article appears in the", "this article appeared in the",
  "this story appears in the", "this story appeared in the", "published in the print edition",
  "cet article est paru dans", "cet article a paru dans", "article paru dans le numéro", "cet article a été publié dans le numéro",
  "dieser artikel erschien in der", "dieser beitrag erschien in der", "dieser artikel ist in der ausgabe",
  "este artículo se publicó en la edición impresa", "este artículo apareció en la edición impresa", "publicado en la edición impresa",
  "questo articolo è apparso", "questo articolo è stato pubblicato sul numero",
  // A podcast's or broadcaster's standing note over or under every transcript ("This
  // transcript was produced with a mix of software and human editing and may contain
  // errors", "This is a rush transcript", "Transcripts are created on a rush deadline"):
  // the same words on each episode page, about the transcript, not in it (session 25,
  // test/pages/content-podcast-transcript-speakers).
  "this transcript was produced", "this transcript was generated", "this transcript was created",
  "this transcript was automatically", "this transcript has been edited", "this transcript may contain errors",
  "this is a rush transcript", "transcripts are created on a rush deadline", "transcripts are generated",
  // The standing note under every release of a Japanese corporate newsroom ("※ニュース
  // リリースに記載された内容は発表日時点の情報です。…": the release's facts are as of its
  // day), the same on each page (session 25,
  // test/pages/meta-ja-corporate-newsroom-release-no-author-update-line)
  "※ニュースリリースに記載", "※ニュースリリースに掲載", "ニュースリリースに記載された内容は", "ニュースリリースに記載されている内容は",
  "ニュースリリースに記載されている情報は", "ニュースリリースに掲載されている内容は", "ニュースリリースに掲載されている情報は",
  "※掲載されている情報は、発表日", "掲載されている情報は、発表日",
  // Appeals for donations and support at the end of a post.
  "support independent journalism", "support independent local journalism", "support our journalism",
  "support local journalism", "support quality journalism", "unterstützen sie unabhängigen journalismus",
  "unterstützen sie unsere arbeit", "unterstütze unsere arbeit", "soutenez notre travail", "soutenez le journalisme",
  "apoya el periodismo", "apoya nuestro periodismo", "sostieni il giornalismo",
  // Affiliate disclosures written as a paragraph of the post.
  "this article contains affiliate links", "this post contains affiliate links", "this post may contain affiliate links",
  "this article may contain affiliate links", "this page contains affiliate links", "as an amazon associate",
  "dieser artikel enthält affiliate-links", "dieser beitrag enthält affiliate-links", "dieser artikel enthält werbelinks",
];

/**
 * "Photo:" in Greek, Bengali, Hindi, Hebrew, Arabic, Persian, Turkish, Vietnamese,
 * Hungarian and Swahili: a short line opening so is a picture credit (SHORT_BLOCK_PREFIXES),
 * and so is a caption's end from it on (CAPTION_CREDIT_LABELS).
 */
const PHOTO_LABELS: readonly string[] = [
  "φωτογραφία:", "ছবি:", "फोटो:", "फ़ोटो:", "צילום:", "تصوير:", "عکس:", "fotoğraf:", "ảnh:", "fotó:", "picha:",
];

/**
 * Text that, at the start of a SHORT block (at most MAX_PHRASE_BLOCK_CHARS), marks a
 * link to another story, a share/rating prompt, a comment form, a picture credit or
 * a post-metadata line. Short only: the same words may open a real paragraph.
 */
export const SHORT_BLOCK_PREFIXES: readonly string[] = [
  // "read also" links to other stories
  "read more:", "read also", "see also:", "related:", "also read", "more from", "recommended:",
  "lea también", "lea más:", "lea:", "lee también", "le puede interesar", "te puede interesar", "vea también",
  "ver también", "leia também", "leia mais", "leggi anche", "à lire aussi", "a lire aussi", "lire aussi",
  "voir aussi", "lesen sie auch", "lesen sie hier", "lesen sie mehr", "auch lesen", "auch interessant",
  "schon gelesen", "das könnte dich", "das könnte sie", "mehr zum thema", "mehr themen", "weitere artikel",
  "lees ook", "czytaj też", "czytaj także", "zobacz też", "zobacz także", "artículos relacionados", "temas relacionados",
  "noticias relacionadas", "neueste artikel", "neueste beiträge", "weiterführende links", "noch mehr infos",
  "lade weitere", "load more", "mehr laden", "highlights aus dem heft", "recent posts", "latest news",
  "zum vergrößern", "click to enlarge", "mit unserem newsletter",
  // a video teaser's title, the player's label beside or between the story's paragraphs
  // ("Watch: Drone footage of the bridge after the flood" in Arc XP's `h4.c-video__title`;
  // Gannett, Indian and British dailies label video teasers so too; session 22)
  "watch:",
  // the link to a multi-page feature's next page ("Continue reading: How a house floats »")
  "continue reading:",
  // a public agency's standing language-assistance line, the same on every page ("Need help
  // in another language? Call 1-800-… and ask for an interpreter", a slim alert of the US
  // web design system's templates; session 25, test/pages/nav-gov-uswds-process-list-form-guidance)
  "need help in another language", "¿necesita ayuda en otro idioma",
  "читайте также", "смотрите также", "читайте по теме", "по теме:", "читайте також", "相关阅读", "延伸阅读",
  "延伸閱讀", "相關閱讀", "相關新聞", "相关新闻", "soma pia", "soma zaidi", "habari zinazohusiana",
  "관련기사", "관련 기사", "関連記事",
  // Nordic, Finnish, Czech, Slovak, Hungarian, Romanian, Turkish, Indonesian/Malay, Vietnamese, Greek, Hebrew
  "läs också", "läs även", "läs mer:", "læs også", "læs mere:", "les også", "les mer:", "lue myös", "lue lisää:", "čtěte také", "čtěte též", "přečtěte si také",
  "čítajte aj", "olvassa el ezt is", "ezt is olvassa el", "ez is érdekelhet", "ezek is érdekelhetnek", "kapcsolódó cikk", "citește și", "citeste si", "ayrıca okuyun",
  "baca juga", "baca selengkapnya", "xem thêm", "đọc thêm", "διαβάστε επίσης", "διαβάστε ακόμη", "קראו גם", "כתבות נוספות",
  // Rioplatense Spanish, Persian, Hindi, Arabic (session 18, batch 17: an Argentine daily, a Persian agency, a Hindi portal)
  // Thai "read more" (batch 30)
  "อ่านเพิ่มเติม", "อ่านต่อ:",
  "mirá también", "mira también", "leé también", "lée también", "بیشتر بخوانید", "بخوانید:", "यह भी पढ़ें", "ये भी पढ़ें", "इसे भी पढ़ें", "اقرأ أيضا", "اقرأ أيضاً", "اقرأ ايضا",
  // share, like and rating prompts; a blog's call to save the post on Pinterest ("Don't
  // forget to pin this for later!" over the pin-sized picture, batch 23)
  "don't forget to pin", "don’t forget to pin", "pin this for later", "pin it for later", "pin this post",
  "share this", "share on", "like it? share it", "like this:", "teilen mit", "teilen sie dies mit",
  "diesen artikel teilen", "möchten sie den artikel teilen", "gefällt mir", "wird geladen",
  // what an embedded player, map or comment widget shows until its script replaces it
  "loading...", "loading…", "loading player", "loading video", "loading comments", "loading map",
  "ładowanie...", "ładowanie…", "ładowanie odtwarzacza", "ładowanie wideo", "trwa ładowanie", "chargement...",
  "chargement…", "chargement en cours", "cargando...", "cargando…", "caricamento...", "caricamento…",
  "caricamento in corso", "carregando...", "carregando…",
  "war der artikel nützlich", "hier können sie den artikel bewerten", "bewerten:", "partager :",
  // recipe plugins' prompt under the card
  "tried this recipe", "did you make this recipe", "made this recipe?", "rezept ausprobiert?",
  "compartir en", "condividi su",
  // a newsroom's call for readers' tips and pictures under every story ("Do you have a
  // photo or video of a breaking news story? Send it to us here …", "Have a news tip?")
  "do you have a photo or video", "have a news tip", "got a news tip", "have a story tip", "got a story tip",
  // comment forms and counters
  "leave a comment", "leave a reply", "post a comment", "hinterlasse einen kommentar",
  "hinterlasse jetzt einen kommentar", "kommentar schreiben", "kommentar verfassen", "kommentieren",
  "bisherige kommentare", "laisser un commentaire", "deja un comentario", "deja tu comentario",
  "lascia un commento", "publier un commentaire",
  // picture credits
  "foto:", "fotos:", "photo:", "photos:", "image:", "bild:", "bildquelle", "bild via", "titelbild",
  "beitragsbild", "crédits photo", "credit:", "credits:", "photo credit", "image credit", "quelle:",
  "bildcredit", "bildnachweis", "fotocredit", "fotonachweis", "photo by", "photograph by", "image by",
  "photographs:", "photography:", "photography by",
  // a drawing's credit, the picture credit of magazines' illustrated features
  // ("Illustration by Marta Solano" alone in a lead picture's caption; session 22)
  "illustration by", "illustrations by", "illustration:", "illustrations:",
  "źródło:", "fuente:", "screenshot:", "screenshots:", "фото:", "ภาพ:", "fot.",
  ...PHOTO_LABELS,
  // post metadata lines; the credits under an Indonesian story ("Penulis: ...", "Editor: ...")
  "penulis:", "pewarta:", "editor:", "redaktur:", "reporter:",
  // the contributors' credit under a story of the USA Today network's papers
  // ("Contributing: The Associated Press", "Contributing: Jane Doe, USA TODAY")
  "contributing:",
  // a long-read's credits block ("Words: Isla MacRae<br>Photographs: Tom Ellery<br>Editor: …",
  // Shorthand stories and magazine features, batch 52)
  "words:",
  "this entry was posted", "dieser eintrag wurde veröffentlicht", "posted in", "veröffentlicht in", "filed under",
  "last modified:", "last updated:", "aktualisiert am", "aktualisiert:", "veröffentlicht am",
  // ... the same date labels in other languages (a Portuguese FAQ's "Última atualização:
  // 3 de março de 2025", a Japanese city hall's "掲載日：2025年11月20日"), and the page
  // number Japanese municipal templates print beside it ("ページ番号1004871")
  "zuletzt aktualisiert", "última atualização", "última actualización", "dernière mise à jour",
  "mis à jour le", "ultimo aggiornamento", "laatst bijgewerkt", "ostatnia aktualizacja",
  "掲載日", "更新日", "最終更新日", "公開日", "ページ番号",
  // the PDF reader notice of government templates (Japanese sites print it on every page)
  "pdf形式のファイルをご覧いただく", "pdfファイルをご覧いただく", "to view pdf files", "you need adobe",
  "get adobe reader", "get adobe acrobat reader", "download adobe reader", "download adobe acrobat reader",
  "release date:", "category:", "categories:", "kategorie:", "tags:", "schlagwörter:", "themen:",
  // a recipe card's or a post's keyword line (a tag list by another name)
  "keywords:", "schlagworte:", "mots-clés:", "mots clés:", "palabras clave:", "parole chiave:", "etiquetas:",
  // Chinese news: the editor in charge and the source line, in simplified and traditional
  // characters (Taiwanese and Hong Kong portals write 責任編輯).
  "责任编辑", "编辑：", "来源：", "責任編輯", "編輯：", "來源：",
  // legal links of a page footer that sits inside the article container
  "impressum", "imprint |", "privacy policy |", "datenschutz |", "datenschutzerklärung |",
  "reading time", "min read", "lesezeit", "temps de lecture", "tiempo de lectura", "время на прочтение",
  "всего голосов", "добавить в закладки",
];

/**
 * Labels that, with a date and nothing else after them, make a post's date line
 * ("Geschrieben am 14. Februar 2004", "Publié le 3 mars 2024", "投稿日：2024年3月3日"):
 * metadata, as the date alone is (phrase/date-line). Longest first is not needed: each is
 * tried, and the rest of the line must be a date.
 */
export const DATE_LINE_LABELS: readonly string[] = [
  "published on", "published", "posted on", "posted", "written on", "written", "updated on", "updated", "last updated",
  // a public-service page's review line under its text ("Page last reviewed: 2 February 2024", NHS and CDC
  // templates; "Last reviewed on …")
  "page last reviewed", "page last updated", "last reviewed", "last reviewed on", "reviewed on",
  "date", "datum", "veröffentlicht am", "veröffentlicht", "geschrieben am", "erstellt am", "erschienen am",
  // German pages' "as of" line ("Stand: 28.10.2026" under a timetable, a fee table, an
  // authority's guidance; batch 27)
  "stand", "stand vom",
  "aktualisiert am", "publié le", "publié", "mis à jour le", "écrit le", "publicado el", "publicado em", "publicado",
  "actualizado el", "actualizado", "última modificación", "ultima modificación", "atualizado em", "última modificação", "pubblicato il", "pubblicato", "aggiornato il",
  "gepubliceerd op", "geplaatst op", "bijgewerkt op", "opublikowano", "zaktualizowano",
  // "last modified" in the languages above: a public information page's line under its
  // text ("Laatst gewijzigd op 12 februari 2025", a Dutch health site, batch 43; "Zuletzt
  // aktualisiert am", "Dernière mise à jour le", "Última actualización")
  "laatst gewijzigd op", "laatst gewijzigd", "laatst bijgewerkt op", "laatst bijgewerkt", "zuletzt aktualisiert am", "zuletzt aktualisiert",
  "zuletzt geändert am", "dernière mise à jour le", "dernière mise à jour", "última actualización", "ultimo aggiornamento", "última atualização",
  "投稿日", "公開日", "更新日", "掲載日", "发布时间", "发布日期", "更新时间",
  // a Japanese journal's or bulletin's record dates (issued, received, accepted, early
  // release: J-STAGE, CiNii; batch 21), Chinese and Korean publication labels
  "発行日", "受付日", "受理日", "早期公開日", "作成日", "登録日", "发表日期", "发表时间", "게시일", "작성일", "수정일", "등록일",
];

/**
 * Class/id words of an article's lead paragraph (standfirst, teaser, deck), which
 * news and magazine templates keep in the article header, outside the body block
 * the scorer picks. Found in trafilatura-dev pages (de: Teaser, fr: chapô, es:
 * bajada/epígrafe, cs: perex, pt: sapo).
 */
export const LEAD_WORDS = {
  exact: ["lead", "leadin", "intro", "teaser", "chapo", "standfirst", "deck", "summary", "subtitle", "subheadline", "subhead", "excerpt", "perex", "epigraph", "bajada", "sapo", "abstract", "dek", "entradilla", "lede", "spot"],
  prefix: ["articlelead", "leadtext", "introtext", "textolead", "documentdescription", "articleintro", "storyintro", "entrysummary", "articlesummary"],
} as const;


/**
 * Picture agencies and licence marks: a short caption line naming one is a picture
 * credit ("AFP / Marco Bertorello", "Foto: iStock.com"), not article text.
 */
export const CREDIT_MARKERS: readonly string[] = [
  "getty images", "istock", "shutterstock", "thinkstock", "reuters", "afp", "dpa", "ap photo", "wenn.com",
  "imago", "picture alliance", "picture-alliance", "epa", "pap", "keystone", "alamy", "unsplash", "pixabay",
  "adobe stock", "bildagentur", "creative commons", "cc by", "©",
];

/**
 * A picture agency's short name as the whole text of an element in a figure (Forbes's
 * `<figcaption><p>…</p><small>getty</small></figcaption>`): the credit, written in lower
 * case or without "Images". Only inside a `<figure>`: "AP" or "Getty" alone elsewhere
 * may be a table's cell or a name.
 */
export const AGENCY_NAMES_ALONE: readonly string[] = [
  "getty", "getty images", "gettyimages", "ap", "afp", "reuters", "epa", "dpa", "istock", "shutterstock", "alamy",
];

/**
 * Labels that open the picture credit written at the end of a caption, after the
 * description: "Hermelin im Winter. Foto: iStock.com / mlharing", "... | © Augusta
 * National/Getty Images". The caption stays; the credit goes (see CREDIT_MARKERS).
 */
export const CAPTION_CREDIT_LABELS: readonly string[] = [
  "©", "(c)", "copyright", "foto:", "fotos:", "photo:", "photos:", "bild:", "image:", "credit:", "credits:",
  "quelle:", "fuente:", "source:", "crédit:", "crédits:", "photo by", "photograph by", "image by", "foto von",
  // Polish and Czech "Fot. PAI/Tomasz Waszczuk" (fotografia); "photo by" in Italian,
  // Spanish and Portuguese, Dutch ("(Foto di Luca Bianchi)" closing a caption). Not
  // French "photo de": "Photo de famille du G7" is a caption.
  "fot.", "foto di", "foto de", "foto door",
  // UK papers' "(Picture: Whitby Sands Pier Trust)", "(Pic: PA)" closing a caption (batch 41).
  "picture:", "pictures:", "pic:", "pics:",
  // Korean "사진=연합뉴스" (photo = agency), Japanese "写真：共同", Chinese "图片来源：新华社".
  "사진=", "사진 =", "写真：", "写真:", "图片来源：", "图片来源:",
  // Japanese "撮影：" (photographed by) and "写真提供：" (photo courtesy of): "…並んだ（撮影：まちの声ラジオ）" (batch 52)
  "撮影：", "撮影:", "写真提供：", "写真提供:",
  // Cyrillic "Фото:" (ru, uk, bg, sr), Thai "ภาพ:", Indonesian "Foto:" is above.
  "фото:", "ภาพ:", "ภาพ :",
  // PHOTO_LABELS, Greek's short "φωτ.:", and Traditional and Simplified Chinese "picture／", "photography／".
  ...PHOTO_LABELS, "φωτ.:",
  "圖／", "图／", "攝影／", "摄影／",
];

/** Weekday names (en/de/fr/es/it/pt/nl) that may stand in a date line beside a month name. */
export const WEEKDAYS: readonly string[] = [
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
  "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo",
  "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica",
  "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
  "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag",
];

/**
 * Class tokens (punctuation removed, lower-cased) that name the article body
 * container in common CMS templates: WordPress, Drupal, news CMSs, page builders.
 */
export const ARTICLE_BODY_CLASSES: readonly string[] = [
  "entrycontent", "postcontent", "articlecontent", "articlebody", "articletext", "storybody", "storycontent",
  "storytext", "postbody", "entrybody", "postentry", "blogpostcontent", "articlebodytext", "contentbody",
  "textformatted", "fieldnamebody", "fielditemsbody", "tdpostcontent", "singlecontent", "newscontent",
  "newstext", "newsbody", "articledetail", "detailcontent", "richtext", "bodytext", "artikeltext", "artikelbody",
  "itembody", "itemfulltext", "nodecontent", "maincontent", "mainarticle", "articlemain",
];

/** Words that open a byline ("By Jane Doe", "Von Max Mustermann") in the dev sets' languages. */
export const BYLINE_WORDS: readonly string[] = [
  "by", "von", "par", "por", "di", "door", "de", "av", "af", "przez", "autor:", "author:", "text:", "texto:", "testo:", "tekst:", "автор:", "автор",
  // the longer English forms site builders and blog themes print
  "written by", "posted by", "words by", "story by", "reported by", "submitted by", "contributed by",
  // a magazine interview's credit line ("Interview by X · Photography by Y · date")
  "interview by", "interviewed by",
  // a portal's editor credit under the headline ("Published by: Shikha Pandey", session 18)
  "published by",
];

/**
 * Class words of a fact box set beside an article's text (`aside.factbox`, `infobox`,
 * German `infokasten`/`fakten`, French `encadre`): kept although an `<aside>`, when inside
 * the article (clean.ts isFactBox).
 */
export const FACT_BOX_WORDS: readonly string[] = [
  "factbox", "facts", "fact", "keyfacts", "factfile", "infobox", "infokasten", "fakten", "faktenbox", "encadre",
  // a review's verdict box inside the article: the reviewer's conclusion (session 13,
  // test/pages/content-film-review-verdict-details)
  "verdict", "fazit",
  // a news story's key points box set as an `<aside>` (batch 22: "Das Wichtigste in Kürze";
  // test/pages/related-news-jnews-keypoints settles such a box as content)
  "keypoints", "takeaways", "tldr", "ataglance", "highlights", "summary",
  // a magazine's or a docs page's callout set as an `<aside>` among the paragraphs
  // (`aside.callout`, batch 20: "The Saugeen Fork, by the numbers")
  "callout",
  // a docs page's admonition set as an `<aside>` among the paragraphs (Starlight's
  // `aside.starlight-aside--note`, reStructuredText's and MkDocs' admonition kinds:
  // "Note", "Caution", "Tip" over a paragraph of the guide; batch 25)
  "admonition", "note", "tip", "caution", "warning", "danger", "important",
  // the other kinds docs and blog engines give the same box: Docusaurus' and VuePress'
  // `info`, Hugo themes' `hint` and `notice`, a Japanese tech platform's `aside.msg.message`
  // ("!" and a paragraph of the post, batch 42)
  "info", "hint", "notice", "message", "msg",
];

/**
 * Headings that open a comment section (prune.ts, prune/comments-heading): what blog
 * engines print over the replies when the replies are not wrapped in an element whose
 * class says so (Movable Type's `<h2 id="comments">Comments</h2>` and its `c123` divs,
 * TypePad, old WordPress themes' "3 Responses to “Title”"). Everything after such a
 * heading in the article is the comment section (SPEC 1.3).
 *
 * COUNTED: a count or "no" before the word, or "to"/"on" after it, or a call to write one:
 * no article names a section this way. BARE: the word alone ("Comments", "Kommentare"),
 * which a tutorial about code comments may use as a section name, so it counts only with
 * a comment mark on the heading, its wrapper or the block after it (COMMENT_MARK).
 */
const COMMENT_NOUNS = [
  "comments?", "responses?", "replies", "reactions?", "thoughts", "trackbacks?", "pingbacks?",
  "kommentare?", "leserkommentare?", "commentaires?", "comentarios?", "commenti", "commento", "reacties", "reactie",
];
const COMMENT_CALLS = [
  "leave a (?:reply|comment|response)", "post a comment", "add a comment", "write a comment", "join the discussion",
  "reader comments", "kommentar schreiben", "schreibe einen kommentar", "kommentieren", "laisser un commentaire",
  "laissez un commentaire", "deja un comentario", "deja una respuesta", "lascia un commento", "reageer",
];
/**
 * Headings of a "cite this" box (prune/cite-box): the page's own reference in a citation
 * style, offered to copy, is page interface like a share button, not the text (the
 * golden pages' call since session 13, `content-science-blog-cite-this`; batch 21: a
 * journal's landing page, an NGO's report). The heading's whole text, lower-cased,
 * without a final colon; each language's usual wording.
 */
export const CITE_BOX_HEADINGS: ReadonlySet<string> = new Set([
  "cite this article", "cite this page", "cite this post", "cite this paper", "cite this report", "cite this",
  // the appendix Quarto and Distill put under every post (`#quarto-citation`: "Citation", a
  // BibTeX entry, "For attribution, please cite this work as: …"; batch 42)
  "citation", "bibtex citation", "citation information",
  "how to cite", "how to cite this article", "how to cite this page", "how to cite this report",
  "zitiervorschlag", "zitierweise", "so zitieren sie", "diesen artikel zitieren",
  "citer cet article", "comment citer", "pour citer cet article", "citation de l'article",
  "cómo citar", "cómo citar este artículo", "cómo citar este informe", "citar este artículo", "como citar este artículo",
  "como citar", "como citar este artigo", "citar este artigo",
  "come citare", "citare questo articolo", "hoe te citeren", "dit artikel citeren",
  "この記事を引用", "引用する", "引用方法", "引用本文", "如何引用",
]);
/** A cite box holds a citation or two, not more (characters of the box, heading included). */
export const MAX_CITE_BOX_CHARS = 800;

/**
 * The heading of a review site's standing "why trust us" box (prune/trust-box): the
 * publication's pitch about how it tests, set under every review and buying guide ("Why
 * you can trust TechRadar", "Warum Sie TechStage vertrauen können"), page furniture like an
 * author bio, not the review. The heading's whole text, lower-cased; the site's name of a
 * few words after "trust", not a sentence. Not "Why trust matters": the reader is
 * addressed. Not "Why you should trust us" / "Why trust us?" (session 25 review): a buying
 * guide's own section under that heading says what its writers did for this guide (batch
 * 44's golden page keeps it), and the words do not tell the two apart.
 */
export const TRUST_BOX_HEADING =
  /^(?:why (?:you can|you should|should you) trust (?!us\b)[\p{L}\p{N}&'’. -]{2,40}\??|warum sie (?!uns\b)[\p{L}\p{N}&'’. -]{2,40} vertrauen können\??)$/u;
/** A trust box is its heading and a paragraph or two. */
export const MAX_TRUST_BOX_CHARS = 600;

export const COMMENTS_HEADING = {
  counted: new RegExp(
    `^(?:(?:\\d+|no|one|two|three)\\s+(?:${COMMENT_NOUNS.join("|")})(?:\\s|$|[:.(])|(?:${COMMENT_NOUNS.join("|")})\\s*\\(\\d+\\)|(?:${COMMENT_NOUNS.join("|")})\\s+(?:to|on|zu|sur|a)\\s|(?:${COMMENT_CALLS.join("|")})\\b)`,
    "iu",
  ),
  bare: new RegExp(`^(?:${COMMENT_NOUNS.join("|")}|discussion)[:.]?$`, "iu"),
  /** A class or id that marks comments (`comments`, `respond`, `c169900`-style ids of Movable Type). */
  mark: /comment|respon[sd]|repl(?:y|ies)|discuss|trackback|^c\d{3,}$/i,
  /**
   * A comments heading ends an article only after this much of it (characters of text
   * before the heading, in the part): a page that opens with its comments heading is a
   * comments page, and emptying the selection is the strategies' business, not this rule's.
   */
  minCharsBefore: 280,
  /** A heading longer than this is a title ("Comments on the draft budget, part two ..."). */
  maxWords: 12,
} as const;
