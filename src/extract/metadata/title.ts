/**
 * Title: an ordered cascade, the first non-empty value wins (STYLE.md habit 6):
 *
 *   JSON-LD article `name`/`headline` -> Dublin Core title -> og:title -> meta title
 *   -> twitter:title -> parsely-title -> `<title>` with its site-name part cut off.
 *
 * The order and the `<title>` cutting follow Mozilla Readability 0.6 (`_getArticleMetadata`,
 * `_getArticleTitle`): readability-dev's gold is Readability's own output, and its choices
 * (publisher-written metadata before the `<title>` that carries the site name) are sound.
 */
import { decodeHTML } from "entities";
import type { JsonObject, MetaSources } from "./sources.js";
import { isArticleLike } from "./jsonld.js";
import { siteKey, siteNames } from "./site.js";
import { headlineKey, metadataText } from "./text.js";
import { isDateOnlyText } from "../stages/signals/dates.js";
import { cjkCount } from "../stages/signals/sentences.js";

/** Readability's article types regex, kept as written (its anchors bind only the ends). */
const READABILITY_ARTICLE_TYPES =
  /^Article|AdvertiserContentArticle|NewsArticle|AnalysisNewsArticle|AskPublicNewsArticle|BackgroundNewsArticle|OpinionNewsArticle|ReportageNewsArticle|ReviewNewsArticle|Report|SatiricalArticle|ScholarlyArticle|MedicalScholarlyArticle|SocialMediaPosting|BlogPosting|LiveBlogPosting|DiscussionForumPosting|TechArticle|APIReference$/;
const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/;

/** Separators between headline and site name in `<title>`. */
const SEPARATOR = / [|\-–—\\/>»] /;
/** Every separator in a title (SEPARATOR, global). */
const SEPARATORS = new RegExp(SEPARATOR.source, "g");
/** The title up to and with its first separator ("Site - " of "Site - Headline"). */
const UP_TO_FIRST_SEPARATOR = new RegExp(`^.*?${SEPARATOR.source}`);
const HIERARCHICAL_SEPARATOR = / [\\/>»] /;
/** `Site :: Section`: a separator used between the parts of a site's own path, never inside a headline. */
const SITE_PATH_SEPARATOR = / :: /;
/** A heading's permalink mark at its end ("Customer churn¶", Sphinx's and Jupyter's `a.anchor-link`), not its words. */
const withoutAnchorMark = (h: string): string => h.replace(/\s*[¶§🔗]+$/u, "");
/** Lower-case words joined by hyphens or underscores, with no space: a slug, not a headline (session 18). */
const FILE_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/;
/**
 * A wiki page's id as its `<title>`, its namespaces joined by colons, then the wiki's name
 * in brackets: DokuWiki's default `<title>` ("ops:backups:restic [Ops Wiki]", its
 * `useheading` setting off), on every page of the many wikis that keep it.
 */
const WIKI_PAGE_ID_TITLE = /^[\p{Ll}\p{N}_.-]+(?::[\p{Ll}\p{N}_.-]+)*\s+\[([^\]]+)\]$/u;

/** The page's first `<h1>` that is not the wiki's name (a logo's `<h1>`), under a wiki page id title. */
function headingOverPageId(title: string, h1: readonly string[]): string | undefined {
  const id = WIKI_PAGE_ID_TITLE.exec(title);
  if (id === null) return undefined;
  const wiki = id[1].trim();
  const heading = h1.map((h) => withoutAnchorMark(h).replace(TITLE_SPACES, " ").trim()).find((h) => h !== "" && h !== wiki);
  return heading;
}

/**
 * Words, as Readability counts them; CJK text has no spaces, so two of its characters
 * count as a word (else every Chinese `<title>` would look like a one-word title).
 */
const wordCount = (s: string): number => Math.max(s.split(/\s+/).length, Math.floor(cjkCount(s) / 2));

function isObject(v: unknown): v is JsonObject {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

const articleTyped = (v: unknown): v is JsonObject =>
  isObject(v) && typeof v["@type"] === "string" && READABILITY_ARTICLE_TYPES.test(v["@type"]);

/** Shared tokens measure (Readability `_textSimilarity`): 1 = all of b's words are in a. */
export function textSimilarity(a: string, b: string): number {
  const ta = a.toLowerCase().split(/\W+/).filter(Boolean);
  const tb = b.toLowerCase().split(/\W+/).filter(Boolean);
  if (ta.length === 0 || tb.length === 0) return 0;
  const uniq = tb.filter((t) => !ta.includes(t));
  return 1 - uniq.join(" ").length / tb.join(" ").length;
}

/** The first schema.org article block: its name or headline (the one like `<title>`). */
function jsonLdTitle(s: MetaSources, docTitle: () => string): string | undefined {
  for (const block of s.jsonLdBlocks) {
    let parsed: unknown = block;
    if (Array.isArray(parsed)) {
      parsed = parsed.find(articleTyped);
      if (parsed === undefined) continue;
    }
    if (!isObject(parsed)) continue;
    const ctx = parsed["@context"];
    const matches =
      (typeof ctx === "string" && SCHEMA_ORG.test(ctx)) ||
      (isObject(ctx) && typeof ctx["@vocab"] === "string" && SCHEMA_ORG.test(ctx["@vocab"]));
    if (!matches) continue;
    if (parsed["@type"] === undefined && Array.isArray(parsed["@graph"])) {
      parsed = parsed["@graph"].find(articleTyped);
    }
    if (!articleTyped(parsed)) continue;
    const { name, headline } = parsed;
    if (typeof name === "string" && typeof headline === "string" && name !== headline) {
      const title = docTitle();
      const nameMatches = textSimilarity(name, title) > 0.75;
      const headlineMatches = textSimilarity(headline, title) > 0.75;
      return headlineMatches && !nameMatches ? headline : name;
    }
    if (typeof name === "string") return name.trim();
    if (typeof headline === "string") return headline.trim();
    return undefined; // the first article block decides, even without a title
  }
  return undefined;
}

/** Last non-empty value among `keys` (Readability keeps the last meta of a name). */
function lastMeta(s: MetaSources, keys: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const k of keys) {
    for (const v of s.meta.get(k) ?? []) if (v !== "") found = v;
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The title without a site name after its last separator ("Scheduling backups - tidepool"
 * -> "Scheduling backups"), or the title itself when it has none. The title field keeps
 * short headlines whole (Readability's rule, below), but the article's own heading that
 * says only the headline is still the title line the content must not repeat.
 */
export function headlineOfTitle(title: string): string {
  const all = [...title.matchAll(SEPARATORS)];
  if (all.length === 0) return title;
  const cut = title.substring(0, all[all.length - 1].index).trim();
  return cut === "" ? title : cut;
}

/**
 * Separators written without spaces: `Headline_Section_Site` (common on Chinese sites),
 * `Headline|Site`. A space before one ("Headline _Site", "Headline · V8") is left to
 * Readability's rules below, whose answers readability-dev's gold holds.
 */
const TIGHT_SEPARATOR = /^[_|\-–—·:：｜]/u;

/**
 * The page's `<h1>` when the title starts with it and goes on after a separator written
 * without spaces ("多地推出新能源汽车下乡活动_新闻中心_东方日报网" under the h1
 * "多地推出新能源汽车下乡活动"): the h1 says where the headline ends, which a separator
 * without spaces cannot (it may be part of a word).
 */
function headlineBeforeTightSeparator(title: string, h1: readonly string[]): string | undefined {
  if (SEPARATOR.test(title)) return undefined;
  for (const h of h1) {
    const head = h.replace(TITLE_SPACES, " ").trim();
    if (head.length >= 2 && head.length < title.length && title.startsWith(head) && TIGHT_SEPARATOR.test(title.slice(head.length))) return head;
  }
  return undefined;
}

/**
 * The heading a meta title starts with when a full-width bar follows it and the heading is
 * the title's longer part ("北海道産大豆…を全国発売｜ニュースリリース｜株式会社みのり食品" under
 * the release's `<h2>`, the `<h1>` a logo): Japanese sites write `headline｜section｜site`
 * into og:title as into `<title>`. Only the full-width bar, which no headline ends at, and
 * only a head longer than the rest: a short head is the site's name ("Site｜Headline").
 */
function headlineBeforeFullWidthBar(title: string, headings: readonly string[], length: number): string | undefined {
  if (!title.includes("｜")) return undefined;
  const head = headlineBeforeTightSeparator(title, headings);
  return head !== undefined && title.charAt(head.length) === "｜" && head.length * 2 > length ? head : undefined;
}

/** `<title>` with the site-name part removed (Readability `_getArticleTitle`). */
export function titleFromDocument(s: MetaSources, siteNamesOf: () => ReadonlySet<string> = () => new Set()): string {
  const stated = (part: string): boolean => statedHeadline(s, part) && !siteNamesOf().has(siteKey(part));
  const orig = s.documentTitle.trim();
  const statedInH2 = (part: string): boolean => inH2(s, part) && !siteNamesOf().has(siteKey(part));
  const statedByPage = statedPartOfTitle(orig, stated, siteNamesOf);
  const statedPart = statedByPage ?? statedPartOfTitle(orig, statedInH2, siteNamesOf);
  if (statedPart !== undefined) return statedPart;
  const wikiHeading = headingOverPageId(orig, s.h1);
  if (wikiHeading !== undefined) return wikiHeading;
  let cur = orig;
  let hierarchical = false;
  // The `<h1>`s first; when none states it (a corporate newsroom's `<h1>` is its logo and
  // the release's headline an `<h2>`: "…を全国発売｜ニュースリリース｜株式会社…"), an `<h2>`.
  const headline = headlineBeforeTightSeparator(orig, s.h1) ?? headlineBeforeTightSeparator(orig, s.headings);
  if (headline !== undefined) {
    cur = headline;
  } else if (SEPARATOR.test(cur)) {
    hierarchical = HIERARCHICAL_SEPARATOR.test(cur);
    const all = [...orig.matchAll(SEPARATORS)];
    cur = orig.substring(0, all[all.length - 1].index);
    const afterFirst = orig.replace(UP_TO_FIRST_SEPARATOR, "");
    // "Site - Headline": the part after the first separator. Only a spaced one: the
    // hyphen of "Old-school page – My Site" is part of a word. Unless the page states
    // the part before as its headline ("Hello | Site" under `<h1>Hello</h1>`).
    if (wordCount(cur) < 3 && !stated(cur)) cur = afterFirst;
    // "Site :: View topic - Topic" (phpBB 2's `{SITENAME} :: {PAGE_TITLE}`): the part before
    // the last separator is still a path of the site's pages, the part after it the page's own.
    // The site's name is the path's first part, so a short page title is no site name either.
    else if (SITE_PATH_SEPARATOR.test(cur)) {
      const own = orig.substring(all[all.length - 1].index + all[all.length - 1][0].length).trim();
      if (/[\p{L}\p{N}]/u.test(own)) return own.replace(/\s{2,}/g, " ");
    }
  } else if (cur.includes(": ")) {
    if (!s.headings.some((h) => h === orig)) {
      cur = orig.substring(orig.lastIndexOf(":") + 1);
      if (wordCount(cur) < 3) cur = orig.substring(orig.indexOf(":") + 1);
      else if (wordCount(orig.substring(0, orig.indexOf(":"))) > 5) cur = orig;
    }
  } else if ((cur.length > 150 || cur.length < 15) && s.h1.length === 1) {
    cur = withoutAnchorMark(s.h1[0]);
  } else if (FILE_SLUG.test(cur) && s.h1.length > 0) {
    // A file's or a URL's slug ("churn-first-look", a notebook exported by nbconvert, a
    // static site's page without a title): the page's first heading is its title.
    cur = withoutAnchorMark(s.h1[0]);
  }
  cur = cur.trim().replace(/\s{2,}/g, " ");
  const n = wordCount(cur);
  // The first or the last part of a title with separators, said by the page's h1 with a
  // word or two more: the h1 is the headline.
  if (n <= 4 && SEPARATOR.test(orig)) {
    const parts = orig.split(SEPARATORS);
    for (const part of [parts[0], parts[parts.length - 1]]) {
      const extended = h1Extending(s.h1, part.trim(), wordCount(part.trim()));
      if (extended !== undefined) return extended;
    }
  }
  // Readability keeps a short cut headline's whole `<title>` ("Hello | Site": "Hello" might
  // be the site's name), unless the page itself says the headline is that part and the
  // part is no name the site goes by (a logo in an `<h1>`: "Acme | Spring sale" on acme.com).
  // With no h1 or meta stating a part, an <h2> that says it word for word states it too
  // (a table-layout home page whose one heading is an <h2>: "Winterwandern im Sauerland -
  // Homepage von Hans-Peter Wirth"; session 16).
  if (n <= 4 && (!hierarchical || n !== wordCount(orig.replace(/[|\-–—\\/>»]+/g, "")) - 1) && !(orig.includes(cur) && (stated(cur) || (statedByPage === undefined && !anyPartStated(orig, stated) && statedInH2(cur))))) cur = orig;
  return cur;
}

/**
 * The page's one `<h1>` when it says a short cut headline with a word or two more around
 * it: "Class RetryPolicy" over `<title>RetryPolicy | @tidewater/fetch-retry -
 * v2.3.0</title>` (a documentation generator's page), "The Orchard Cafe" over "Orchard
 * Cafe | Visit Lamington". The h1 is the page's headline; the `<title>` shortened it.
 */
function h1Extending(h1: readonly string[], cut: string, cutWords: number): string | undefined {
  if (h1.length !== 1) return undefined;
  const extra = wordCount(h1[0]) - cutWords;
  if (extra < 1 || extra > MAX_H1_EXTRA_WORDS) return undefined;
  const words = (t: string): string => ` ${t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ")} `;
  return words(h1[0]).includes(words(cut)) ? h1[0].trim().replace(TITLE_SPACES, " ") : undefined;
}
/** A kind ("Class", "Interface", "Module") or an article: more is another headline. */
const MAX_H1_EXTRA_WORDS = 2;

/**
 * An `<h2>` says `part` word for word: blogs of the 2000s (WordPress's first default
 * theme and its heirs) set the blog's name in the `<h1>` and each post's title in an
 * `<h2>`, under `<title>Blog » Blog Archive » Post title</title>`. Read only when no
 * page-level source states a part (the h1, the title metas, a JSON-LD headline).
 */
function inH2(s: MetaSources, part: string): boolean {
  const key = headlineKey(part);
  return key !== "" && s.headings.some((h) => !s.h1.includes(h) && headlineKey(h) === key);
}

/** Some part of the `<title>`, cut at its spaced separators, is stated by `stated`. */
function anyPartStated(orig: string, stated: (part: string) => boolean): boolean {
  return orig.split(SITE_SEPARATOR).some((p) => p.trim() !== "" && stated(p.trim()));
}

/** An issue's or merge request's number in brackets after the headline (GitLab's titles). */
const FORGE_ITEM_NUMBER = /\s+\([#!]\d+\)$/;

/**
 * Runs of white space a title collapses to one space: all but the ideographic space (U+3000),
 * which Japanese and Chinese headlines set between two clauses ("奈良公園のシカ、過去最多の1465頭　愛護会が
 * 調査結果を公表", batch 41) as a character of their own; Readability keeps it too.
 */
const TITLE_SPACES = /[^\S\u3000]+/g;

/** A title with more separators than this is a breadcrumb or keyword list: its parts are not joined two by two (quadratic). */
const MAX_TITLE_SEPARATORS = 12;

/** Words with a letter or digit: "birchdb-devel - lists.birchdb.example.org" is two. */
const wordsOf = (s: string): number => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * The part of a `<title>` that the page states as its headline elsewhere (statedHeadline),
 * cut at a spaced separator (SITE_SEPARATOR: `|`, `-`, `·`, `»`, `:` ...): "Rotating the
 * on-call pager · Lanternfish Handbook" under `<h1>Rotating the on-call pager</h1>`, and
 * "Re: compaction stalls - birchdb-devel - lists.example.org" under its h1 give the
 * headline whatever the number of parts. A part with fewer words than the rest of the
 * title is not taken (a logo `<h1>` states the site's name). The longest stated part wins;
 * undefined when the whole title is stated or no part is (Readability's rules decide).
 */
function statedPartOfTitle(
  orig: string,
  stated: (part: string) => boolean,
  siteNamesOf: () => ReadonlySet<string> = () => new Set(),
): string | undefined {
  const seps = [...orig.matchAll(SITE_SEPARATOR)];
  if (seps.length === 0 || stated(orig)) return undefined;
  let best: string | undefined;
  // The title ends with the site's own name ("Array.prototype.findLast() - JavaScript |
  // Webdocs", "Tallyslip - Turn paper receipts into … | Product Hunt"): then its first part,
  // stated by the page, is no logo's site name but the headline, however short; what
  // follows it is a section or a tagline (session 25: a reference docs page, a launch page).
  let siteAtEnd: boolean | undefined;
  const endsWithSite = (): boolean => {
    if (siteAtEnd === undefined) {
      const last = seps[seps.length - 1];
      siteAtEnd = seps.length >= 2 && namesSite(siteNamesOf(), orig.slice(last.index + last[0].length));
    }
    return siteAtEnd;
  };
  const consider = (part: string, first = false): void => {
    const p = part.trim();
    if (p === "" || (best !== undefined && p.length <= best.length)) return;
    // A site's logo in an <h1> states the site's name: a part shorter than the rest of
    // the title is more likely that name than the headline.
    if (wordCount(p) < wordsOf(orig.replace(p, " ")) && !(first && endsWithSite() && stated(p))) return;
    if (stated(p)) {
      best = p;
      return;
    }
    // GitLab's "Headline (#418) · Issues · Group / project · GitLab" (a merge request's
    // "(!57)") under `<h1>Headline</h1>`: the issue's number is the forge's, not the headline's.
    const unnumbered = p.replace(FORGE_ITEM_NUMBER, "");
    if (unnumbered !== p && stated(unnumbered)) best = unnumbered;
  };
  // Every run of parts from one separator to another, the ends of the title included: a
  // middle part ("Site - Headline - Section"), and a headline that holds a separator of its
  // own ("LibGuides: Nursing Research: Evidence-Based Practice: Home" under the `<h1>`
  // "Nursing Research: Evidence-Based Practice", batch 43). Titles of more than
  // MAX_TITLE_SEPARATORS separators are read at their ends and single parts only.
  const bounds = [0, ...seps.map((m) => m.index), orig.length];
  const after = [0, ...seps.map((m) => m.index + m[0].length)];
  const span = seps.length <= MAX_TITLE_SEPARATORS ? seps.length + 1 : 1;
  for (let i = 0; i <= seps.length; i++) {
    for (let j = i + 1; j <= seps.length + 1 && j - i <= span; j++) {
      if (i === 0 && j === seps.length + 1) continue;
      consider(orig.slice(after[i], bounds[j]), i === 0);
    }
  }
  // Past the cap, a part at either end still joins the whole rest, as before.
  if (span === 1) for (const m of seps) { consider(orig.slice(0, m.index)); consider(orig.slice(m.index + m[0].length)); }
  return best;
}


/**
 * The `<h1>` says the headline whose key is `key`: the same letters and digits, or those
 * and an issue's number after them (a code forge's "Watch mode rebuilds twice #4821", whose
 * `<title>` is "Watch mode rebuilds twice · Issue #4821 · owner/repo").
 */
function h1States(h1: string, key: string): boolean {
  return headlineKey(h1) === key || (TRAILING_ISSUE_NUMBER.test(h1) && headlineKey(h1.replace(TRAILING_ISSUE_NUMBER, "")) === key);
}
const TRAILING_ISSUE_NUMBER = /\s+#\d+\s*$/;

/** Where a page states its headline besides `<title>`: the `<h1>`, og:title, twitter:title, a JSON-LD headline. */
const HEADLINE_META_KEYS: readonly string[] = ["og:title", "twitter:title", "title", "parsely-title"];

/**
 * The page states `part` of its `<title>` as the headline: an `<h1>`, a title meta tag or a
 * JSON-LD `headline`/`name` says the same words (compared on letters and digits only).
 * `<title>Hello | Site</title>` with `<h1>Hello</h1>` is titled "Hello" (issue 15).
 */
function statedHeadline(s: MetaSources, part: string): boolean {
  const key = headlineKey(part);
  if (key === "") return false;
  if (s.h1.some((h) => h1States(h, key))) return true;
  for (const k of HEADLINE_META_KEYS) if ((s.meta.get(k) ?? []).some((v) => headlineKey(decodeHTML(v)) === key)) return true;
  return s.jsonLd.some((o) => [o["headline"], o["name"]].some((v) => typeof v === "string" && isArticleLike(o) && headlineKey(v) === key));
}

const clean = (v: string | undefined): string | undefined => {
  if (v === undefined) return undefined;
  const t = metadataText(decodeHTML(v)).replace(TITLE_SPACES, " ").trim();
  return t === "" ? undefined : t;
};

/** A separator between a headline and a site name, spaced on both sides (`|`, `-`, `–`, `—`, `·`, `»`, `::`, `:`), or a colon after the name (Blogger's `Blog Name: Post title`). */
const SITE_SEPARATOR = /\s+(?:[|\-–—·»]|::?)\s+|:\s+/g;
const DATE_PART_SEPARATOR = /\s+[|\-–—·»]\s+/g;

/**
 * What a site calls a part of itself after its name: "Slotwise Help Center", "Acme Blog",
 * "Foo Docs" (siteKey form). Only after a name of the site's own, never alone.
 */
const SITE_SECTION_KEYS: ReadonlySet<string> = new Set([
  "help", "helpcenter", "helpcentre", "support", "supportcenter", "docs", "documentation", "blog", "news",
  "community", "forum", "forums", "knowledgebase", "magazine", "hilfe", "hilfecenter", "aide", "ayuda",
]);
/** A site name takes at least this many characters (siteKey form) before a section word counts after it. */
const MIN_SITE_KEY_BEFORE_SECTION = 4;

/** `part` of a title is one of the site's names, or one of them and a section word ("Slotwise Help Center"). */
function namesSite(names: ReadonlySet<string>, part: string): boolean {
  const key = siteKey(part);
  if (names.has(key)) return true;
  for (const n of names) {
    if (n.length >= MIN_SITE_KEY_BEFORE_SECTION && key.length > n.length && key.startsWith(n) && SITE_SECTION_KEYS.has(key.slice(n.length))) return true;
  }
  return false;
}

/**
 * The title without the site's own name before its first separator or after its last
 * ("Your rescue dog's first weeks | Bramble & Bark" -> "Your rescue dog's first weeks"),
 * when that part is one of the names the site goes by (site.ts: og:site_name, the
 * JSON-LD publisher, the host). Publishers write og:title and JSON-LD headlines with the
 * suffix too, so this applies whichever source the title came from; a part that is no
 * known name is kept (it may be the headline's own: "Plejaden, M45 - Abenteuer ...").
 */
export function withoutSiteName(title: string, siteNamesOf: () => ReadonlySet<string>): string {
  const seps = [...title.matchAll(SITE_SEPARATOR)];
  // Most titles have no separator: the site's names (a URL parse among them) are not gathered.
  if (seps.length === 0) return title;
  const names = siteNamesOf();
  if (names.size === 0) return title;
  let start = 0;
  let end = title.length;
  const last = seps[seps.length - 1];
  if (namesSite(names, title.slice(last.index + last[0].length))) end = last.index;
  const first = seps[0];
  if (first.index + first[0].length <= end && namesSite(names, title.slice(0, first.index))) start = first.index + first[0].length;
  const rest = title.slice(start, end).trim();
  // Nothing but the site's names (or one name twice), or punctuation: the title is all there is.
  return !/[\p{L}\p{N}]/u.test(rest) || names.has(siteKey(rest)) ? title : rest;
}

export function extractTitle(s: MetaSources, url?: string): string {
  const sites = (): ReadonlySet<string> => siteNames(s, url);
  const { title: v, fromDocument } = chosenTitle(s, sites);
  if (v === "") return v;
  // A meta title written with the site's name ("Larkspur Hill signal station - Semaphore
  // Heritage Wiki") where the site names itself nowhere else: the part the page's <h1>
  // states is the headline, as for <title> (titleFromDocument).
  const inH1 = (part: string): boolean => s.h1.some((h) => h1States(h, headlineKey(part))) && !sites().has(siteKey(part));
  // With no <h1> saying a part, an <h2> that says one word for word (titleFromDocument's last resort too).
  const inH2Only = (part: string): boolean => s.h1.length === 0 && inH2(s, part) && !sites().has(siteKey(part));
  // The short stated part (statedHead) only for a meta title: titleFromDocument made that cut for `<title>` already.
  const statedShort = (): string | undefined => (fromDocument ? undefined : statedHead(v, inH1, s.headings, s.minorHeadings));
  // A meta title written as `<title>` is, its site's part after a separator without spaces
  // ("…を全国発売｜ニュースリリース｜株式会社…"): cut where a heading of the page ends, as
  // titleFromDocument cuts `<title>` (headlineBeforeTightSeparator).
  const tight = fromDocument ? undefined : headlineBeforeFullWidthBar(v, s.headings, v.length);
  const title = withoutSiteName(tight ?? statedPartOfTitle(v, inH1, sites) ?? statedPartOfTitle(v, inH2Only, sites) ?? statedShort() ?? v, sites);
  // The page's <h1> says the title with its date ("Regular Council Meeting Minutes – September
  // 8, 2025"): the date is part of the headline (session 18).
  return s.h1.some((h) => h.replace(TITLE_SPACES, " ").trim() === title) ? title : withoutDateParts(title);
}

/**
 * The part of a meta title before its last separator when the page's `<h1>` states it,
 * however short beside the rest: og:title "Hot composting - Fernhollow Garden Notes"
 * under `<h1>Hot composting</h1>` (Obsidian Publish, batch 29). This is the cut
 * titleFromDocument makes for `<title>` ("Hello | Site" under `<h1>Hello</h1>` is
 * "Hello", issue 15); publishers fill og:title, twitter:title and JSON-LD headlines
 * from the same "headline - site" template, so the page's own headline settles them the
 * same way. statedPartOfTitle leaves such a part (it has fewer words than the rest,
 * as a logo `<h1>` would); here only the headline's place, before the last separator, is
 * read, and `stated` refuses a name the site goes by.
 */
function statedHead(title: string, stated: (part: string) => boolean, headings: readonly string[], minorHeadings: readonly string[]): string | undefined {
  const all = [...title.matchAll(SEPARATORS)];
  if (all.length === 0) return undefined;
  const last = all[all.length - 1];
  const head = title.slice(0, last.index).trim();
  if (head === "" || !stated(head)) return undefined;
  // The rest is a heading of the page too: the <h1> is a blog's name over its post's <h2> or
  // <h3> (TypePad's `<h1 id="banner-header">EDDIE ROSS</h1>` over `<h3 class="entry-header">`
  // under og:title "EDDIE ROSS - On Quadrille Today"), and the rest is the headline.
  const restKey = headlineKey(title.slice(last.index + last[0].length));
  if (restKey !== "" && [...headings, ...minorHeadings].some((h) => headlineKey(h) === restKey)) return undefined;
  return head;
}

/**
 * The title without a first or last part that is a date alone: a 2000s news template's
 * `<title>Dunmore Courier-Times | 03/03/2006 | Mill workers vote …</title>` names the
 * issue's day beside the site, and a date is never a headline.
 */
function withoutDateParts(title: string): string {
  // Not at a colon: "Private rental prices, Westmark: February 2024" names its month.
  const seps = [...title.matchAll(DATE_PART_SEPARATOR)];
  if (seps.length === 0) return title;
  const first = seps[0];
  const last = seps[seps.length - 1];
  let start = 0;
  let end = title.length;
  if (isDateOnlyText(title.slice(0, first.index).trim())) start = first.index + first[0].length;
  if (last.index + last[0].length > start && isDateOnlyText(title.slice(last.index + last[0].length).trim())) end = last.index;
  const rest = title.slice(start, end).trim();
  return /[\p{L}]/u.test(rest) ? rest : title;
}

/** The cascade's answer, and whether it is the `<title>` (already cut by titleFromDocument) rather than a meta title. */
interface ChosenTitle {
  title: string;
  fromDocument: boolean;
}

function chosenTitle(s: MetaSources, sites: () => ReadonlySet<string>): ChosenTitle {
  let docTitle: string | undefined;
  const fromDoc = (): string => (docTitle ??= titleFromDocument(s, sites));
  const metaSources: readonly (() => string | undefined)[] = [
    () => jsonLdTitle(s, fromDoc),
    () => lastMeta(s, ["dc:title", "dc.title"]),
    () => lastMeta(s, ["dcterm:title", "dcterm.title"]),
    () => lastMeta(s, ["og:title"]),
    () => lastMeta(s, ["title"]),
    () => lastMeta(s, ["twitter:title", "twitter.title"]),
    () => lastMeta(s, ["parsely-title"]),
  ];
  for (const source of metaSources) {
    const v = clean(source());
    if (v !== undefined) return { title: v, fromDocument: false };
  }
  return { title: clean(fromDoc()) ?? "", fromDocument: true };
}
