/**
 * publishedAt: an ordered cascade of sources, the first that yields a valid date wins.
 * Structured statements of publication come first, then the URL, then what the page
 * shows near its headline; a modification date is the last resort ("published beats
 * modified"). dates.ts turns each raw value into ISO 8601 or rejects it.
 */
import {
  DATE_LABELS,
  MODIFIED_JSON_LD_KEYS,
  MODIFIED_META_KEYS,
  NOT_PAGE_DATE_LABELS,
  PUBLISHED_JSON_LD_KEYS,
  PUBLISHED_META_KEYS,
  UPDATED_TEXT_WORDS,
} from "../heuristics/metadata.js";
import { dateFromUrl, parseDateText, parseStructuredDate, type DateContext, type ParsedDate, type TextDate } from "./dates.js";
import { isEventPage, rankedObjects, stringValues } from "./jsonld.js";
import type { DateCandidate, MetaSources } from "./sources.js";
import type { ContentTypeHint } from "../types.js";
import { codePointBefore } from "../dom/node.js";
import { escapeRe } from "../stages/signals/word-patterns.js";

export interface PublishedInput {
  sources: MetaSources;
  url?: string;
  contentTypeHint?: ContentTypeHint;
  ctx: DateContext;
}

interface DateSource {
  name: string;
  find: (input: PublishedInput) => ParsedDate | undefined;
}

const UPDATED = new RegExp(`(?:${UPDATED_TEXT_WORDS.join("|")})`, "i");
const UPDATED_CLASS = /updat|modif/;
/** NOT_PAGE_DATE_LABELS as one alternation, longest first, each taken literally. */
const NOT_PAGE_LABEL_WORDS = [...NOT_PAGE_DATE_LABELS].sort((a, b) => b.length - a.length).map(escapeRe).join("|");
/**
 * A label of another date (NOT_PAGE_DATE_LABELS: the reader's clock, a member's sign-up)
 * ending the text before a date, a colon and a word of its own ("Joined: Mon", "Nous sommes
 * le mer.") at most. Symbols may stand between too: a review's star rating, which the text
 * windows put between the diary's "Watched" and its date ("Watched ★★★★ 02 Jan 2026"; at
 * most six of them: five stars and a half; session 25).
 */
const NOT_PAGE_LABEL = new RegExp(`(?:^|[^\\p{L}])(?:${NOT_PAGE_LABEL_WORDS})\\s*:?\\s*(?:\\p{So}{1,6}\\s*)?(?:\\p{L}{1,10}\\.?,?\\s*)?$`, "iu");
/** Characters before a date read for NOT_PAGE_LABEL. */
const NOT_PAGE_LABEL_WINDOW = 40;
/**
 * The same label right after the date, with its colon: the text windows put an element's
 * own text before its children's, so `<dd><strong>Joined:</strong> 18.09.2008</dd>`
 * reads "18.09.2008 Joined:".
 */
const NOT_PAGE_LABEL_AFTER = new RegExp(`^\\s*(?:${NOT_PAGE_LABEL_WORDS})\\s*:`, "iu");
/** A publication date's own label (DATE_LABELS) right before a date ("Posted: 14.10.2020"). */
const OWN_DATE_LABEL = new RegExp(
  `(?:^|[^\\p{L}])(?:${[...DATE_LABELS].sort((a, b) => b.length - a.length).map(escapeRe).join("|")})\\s*:?\\s*(?:\\p{L}{1,10}\\.?,?\\s*)?$`,
  "iu",
);

/**
 * What may stand between a label and the date it heads: a word of the date's own ("Joined:
 * Thu Sep 18, 2008") at most, as NOT_PAGE_LABEL allows.
 */
const LABEL_TO_DATE = /^\s*(?:\p{L}{1,10}\.?,?\s*)?$/u;

/**
 * Which of `dates` (in text order) another date's label claims (NOT_PAGE_LABEL before it,
 * NOT_PAGE_LABEL_AFTER after it). A label between two dates, with nothing else between it
 * and the next one, is the next date's when the date before it has its own label ("Posted:
 * 14.10.2020 Joined: 18.09.2008": the join date's), else the date's before it, moved there
 * by the text windows' order ("18.09.2008 Joined: 21.01.2009"). A label taken as the
 * date's before it is not read again as the label before the next one.
 */
function labelledAsOther(text: string, dates: readonly TextDate[]): boolean[] {
  let from = 0;
  return dates.map((d, i) => {
    const end = d.index + d.length;
    const after = NOT_PAGE_LABEL_AFTER.exec(text.slice(end, end + NOT_PAGE_LABEL_WINDOW));
    const next = dates[i + 1];
    const headsNext =
      after !== null &&
      next !== undefined &&
      LABEL_TO_DATE.test(text.slice(end + after[0].length, next.index)) &&
      OWN_DATE_LABEL.test(text.slice(Math.max(from, d.index - NOT_PAGE_LABEL_WINDOW), d.index));
    if (after !== null && !headsNext) {
      from = end + after[0].length;
      return true;
    }
    if (PERIOD_END.test(text.slice(Math.max(from, d.index - PERIOD_END_WINDOW), d.index))) return true;
    return NOT_PAGE_LABEL.test(text.slice(Math.max(from, d.index - NOT_PAGE_LABEL_WINDOW), d.index));
  });
}
/**
 * A year and a dash right before a date: the date ends a period ("March 4, 1938 – June
 * 12, 2025", an obituary's life dates under the name; "2019 – 2021" terms), the day it
 * stopped, not the day the page was written.
 */
const PERIOD_END = /(?<!\d)(?:1[5-9]|20)\d\d\s*[–—-]\s*$/u;
/** Characters before a date read for PERIOD_END (a year, a dash and their spaces). */
const PERIOD_END_WINDOW = 12;

/**
 * The first date in `text` that no other date's label (NOT_PAGE_LABEL) claims; `null` when
 * the text has dates and labels claim them all (no fallback may read the date elsewhere).
 */
function firstPageDate(text: string, ctx: DateContext): TextDate | null | undefined {
  const dates = parseDateText(text, ctx);
  if (dates.length === 0) return undefined;
  const other = labelledAsOther(text, dates);
  return dates.find((_, i) => !other[i]) ?? null;
}

function fromMeta(keys: readonly string[]) {
  return ({ sources, ctx }: PublishedInput): ParsedDate | undefined => {
    for (const k of keys) {
      for (const v of sources.meta.get(k) ?? []) {
        const d = parseStructuredDate(v, ctx);
        if (d) return d;
      }
    }
    return undefined;
  };
}

function fromJsonLd(keys: readonly string[]) {
  return ({ sources, ctx }: PublishedInput): ParsedDate | undefined => {
    for (const v of stringValues(rankedObjects(sources), keys)) {
      const d = parseStructuredDate(v, ctx);
      if (d) return d;
    }
    return undefined;
  };
}

/** The date a candidate element states: its machine value first, else its text. */
function candidateDate(c: DateCandidate, ctx: DateContext): ParsedDate | undefined {
  if (c.machine !== undefined && c.machine !== "") {
    const d = parseStructuredDate(c.machine, ctx);
    if (d) return d;
  }
  if (c.text === "" || UPDATED_CLASS.test(c.classId)) return undefined;
  // A modification date's element inside it (hAtom's hidden `span.updated`): the date shown
  // beside it first, the whole text when nothing else is dated.
  if (c.withoutModified !== undefined) {
    const shown = shownDate(c.withoutModified, ctx);
    if (shown !== undefined && shown !== null) return shown;
  }
  const shown = shownDate(c.text, ctx);
  // Dates in the text, all labelled as another date's ("Joined: 18.09.2008"): the tooltip
  // repeats that date, so it is not read either.
  if (shown === null) return undefined;
  return shown ?? (c.tooltip !== undefined ? parseDateText(c.tooltip, ctx)[0] : undefined);
}

/** The first page date of a date element's text, before an update word; null: all labelled as another date's. */
function shownDate(full: string, ctx: DateContext): TextDate | null | undefined {
  // "Published 3 May, updated 5 May": keep the text before an update word.
  const upd = UPDATED.exec(full);
  const text = upd && upd.index > 0 ? full.slice(0, upd.index) : upd ? "" : full;
  return firstPageDate(text, ctx);
}


/** Candidates ordered by distance to the headline (after it first), within a window. */
function nearHeadline(s: MetaSources, pred: (c: DateCandidate) => boolean): DateCandidate[] {
  const h = s.headlineOrder;
  // A date in the site banner (markBannerDates: a masthead's "today") is no date of the page.
  const picked = s.dates.filter((c) => c.banner !== true && pred(c));
  if (h < 0) return picked;
  return [...picked].sort((a, b) => distance(a.order, h) - distance(b.order, h));
}

/** Elements after the headline are bylines; before it, usually the page header. */
const distance = (order: number, h: number): number => (order >= h ? order - h : (h - order) * 3);

function fromCandidates(pred: (c: DateCandidate) => boolean) {
  return ({ sources, ctx }: PublishedInput): ParsedDate | undefined => {
    for (const c of nearHeadline(sources, pred)) {
      const d = candidateDate(c, ctx);
      if (d) return d;
    }
    return undefined;
  };
}

function fromUrl({ sources, url, ctx }: PublishedInput): ParsedDate | undefined {
  for (const u of [url, sources.canonicalUrl, sources.meta.get("og:url")?.[0]]) {
    if (u === undefined || u === "") continue;
    const d = dateFromUrl(u, ctx);
    if (d) return d;
  }
  return undefined;
}

const STRUCTURED: readonly DateSource[] = [
  { name: "json-ld datePublished", find: fromJsonLd(PUBLISHED_JSON_LD_KEYS) },
  { name: "meta published", find: fromMeta(PUBLISHED_META_KEYS) },
  { name: "itemprop datePublished", find: fromCandidates((c) => c.kind === "itemprop") },
  // A machine date on a "published" element: `<time pubdate>`, hAtom's `<abbr class="published" title="...">`.
  { name: "time pubdate/published", find: fromCandidates((c) => c.published && (c.kind === "time" || c.machine !== undefined)) },
];
const URL_SOURCE: DateSource = { name: "url", find: fromUrl };
const PAGE: readonly DateSource[] = [
  // Not a `<time>` whose own label says it is an update ("Updated <time>...</time>"), nor
  // one in an `<aside>` or `<nav>` (a "most read" list's, session 18): the story's own date
  // written as text, farther down the cascade, beats them.
  { name: "time near headline", find: fromCandidates((c) => c.kind === "time" && !UPDATED_CLASS.test(c.classId) && c.updateLabel !== true && c.aside !== true) },
  { name: "byline date text", find: fromCandidates((c) => c.kind === "class") },
];
/**
 * A quoted message's attribution after its date ("On Tue, 14 May 2024 at 18:03, Yusuf
 * Demir wrote:", "Am 14.05.2024 um 18:03 schrieb ..."): the date of the message being
 * answered, in mail archives and forums, not this page's.
 */
const REPLY_ATTRIBUTION = /^[^\n.!?]{0,80}?\b(?:wrote|writes|schrieb|a écrit|escribió|ha scritto|schreef)\s*:/iu;
/** Characters after a date read for REPLY_ATTRIBUTION (a time and a name). */
const ATTRIBUTION_WINDOW = 100;

/** The dates of a text window a reader would take for the page's: not after an update word, not opening a quoted message. */
function pageDates(text: string, ctx: DateContext): TextDate[] {
  if (text === "") return [];
  const dates = parseDateText(text, ctx);
  const other = labelledAsOther(text, dates);
  return dates.filter((d, i) => {
    const before = text.slice(Math.max(0, d.index - 30), d.index);
    if (UPDATED.test(before) || other[i]) return false;
    return !REPLY_ATTRIBUTION.test(text.slice(d.index, d.index + ATTRIBUTION_WINDOW));
  });
}

/** The first date in a text window (pageDates). */
function fromText(pick: (s: MetaSources) => string) {
  return ({ sources, ctx }: PublishedInput): ParsedDate | undefined => pageDates(pick(sources), ctx)[0];
}

/**
 * Characters between a date and the headline it stands right above ("02.02.2022 10:16
 * Uhr - 1. Bundesliga" over the `<h1>`, a kicker's date), and from the headline's start
 * to the first date after it beyond which that date is farther than the one above: a
 * headline and a dek are a few hundred characters, a related list further down.
 */
const KICKER_DATE_GAP = 40;
const FAR_AFTER_HEADLINE = 400;

/**
 * The first date under the headline, or the date right above it when nothing is dated
 * within the headline and its dek (a sports or regional site's kicker line "date - league"
 * over the `<h1>`, the text below it a list of other stories' dates).
 */
function aroundHeadline({ sources, ctx }: PublishedInput): ParsedDate | undefined {
  const after = pageDates(sources.text.afterHeadline(), ctx)[0];
  if (after !== undefined && after.index <= FAR_AFTER_HEADLINE) return after;
  const beforeText = sources.text.beforeHeadline();
  const above = pageDates(beforeText, ctx).at(-1);
  if (above !== undefined && beforeText.length - (above.index + above.length) <= KICKER_DATE_GAP) return above;
  return after;
}
const TEXT: readonly DateSource[] = [
  { name: "text after headline", find: aroundHeadline },
  { name: "text before headline", find: fromText((s) => s.text.beforeHeadline()) },
];
/** A date label and what follows it ("Datum:", "veröffentlicht am"). */
const LABEL = new RegExp(`(?:${[...DATE_LABELS].sort((a, b) => b.length - a.length).join("|")})\\s*:?`, "giu");
const LETTER = /\p{L}/u;
/** Labels read per page: a page with more is a list of dates, not an article. */
const MAX_LABELS = 50;

/**
 * Where each date label ends, for labels at the start of the text or after a character
 * that is no letter, left to right without overlaps (what `(?:^|[^\p{L}])label` finds;
 * that pattern tries its alternation at every position, which made it the slowest part
 * of the metadata on long pages, 3x slower than a label search checked afterwards).
 */
function* labelEnds(text: string): Generator<number> {
  /** End of the last match: the character before a label must lie at or after it. */
  let from = 0;
  // Its own copy of the regex: `lastIndex` must survive the caller's work between steps.
  const label = new RegExp(LABEL);
  let found = 0;
  while (found < MAX_LABELS) {
    const m = label.exec(text);
    if (m === null) break;
    const at = m.index;
    const prev = at === 0 ? "" : codePointBefore(text, at);
    const bounded = at === 0 ? from === 0 : at - prev.length >= from && !LETTER.test(prev);
    if (!bounded) {
      label.lastIndex = at + 1;
      continue;
    }
    from = at + m[0].length;
    label.lastIndex = from;
    found++;
    yield from;
  }
}

/** A date right after a label ("Datum:", "veröffentlicht am") anywhere on the page. */
function fromLabels({ sources, ctx }: PublishedInput): ParsedDate | undefined {
  const text = sources.text.page();
  for (const end of labelEnds(text)) {
    const d = parseDateText(text.slice(end, end + 60), ctx)[0];
    if (d !== undefined && d.index <= 25) return d;
  }
  return undefined;
}
const LABELLED: DateSource = { name: "labelled date", find: fromLabels };
const LAST_RESORT: DateSource = { name: "page text", find: fromText((s) => s.text.start()) };
const MODIFIED: readonly DateSource[] = [
  { name: "json-ld dateModified", find: fromJsonLd(MODIFIED_JSON_LD_KEYS) },
  { name: "meta modified", find: fromMeta(MODIFIED_META_KEYS) },
];

/**
 * The cascade. `news` trusts the dated byline before the URL (news URLs carry ids that
 * look like dates less often than section paths do, and their bylines are dated);
 * the other kinds trust the URL first (blog permalinks `/2024/05/01/slug`).
 */
export function cascadeFor(hint: ContentTypeHint | undefined): readonly DateSource[] {
  if (hint === "news") return [...STRUCTURED, ...PAGE, ...TEXT, URL_SOURCE, ...MODIFIED, LABELLED, LAST_RESORT];
  return [URL_SOURCE, ...STRUCTURED, ...PAGE, ...TEXT, ...MODIFIED, LABELLED, LAST_RESORT];
}

export interface PublishedResult {
  value: string;
  source: string;
}

type Read = (src: DateSource) => ParsedDate | undefined;

/**
 * Where a reader sees dates: the byline area, then a labelled date anywhere on the page.
 * Its `<time>` may be labelled as an update: the check asks whether the page shows the
 * modification date at all ("By Owen Pryce · Updated <time>June 4, 2024</time>").
 */
const SHOWN: readonly DateSource[] = [
  // A `<time>` of its own beside the update's ("<time>January 12, 2026</time> · Updated
  // <time>February 3, 2026</time>"): the nearest `<time>` to the headline is the update's
  // there, and the text windows put the line's own "· Updated" before both dates.
  // A `<time>` the page labels an update is not shown as its date (session 25: "Updated
  // <time>March 4, 2026</time>" alone under a buying guide's headline leaves the JSON-LD's
  // datePublished standing; dates-dev tune and check unchanged without it).
  PAGE[0],
  PAGE[1],
  TEXT[0],
  LABELLED,
];

/** Sources that state the day on the page's own clock (a date a reader sees). */
const LOCAL_DAY_SOURCES: readonly DateSource[] = [URL_SOURCE, ...PAGE, TEXT[0]];

/** A date-time written in UTC: `Z` (ours for `+00:00` and `GMT` too). */
const UTC_TIMESTAMP = /T.*Z$/;

const dayNumber = (d: ParsedDate): number => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/**
 * A machine timestamp converted to UTC (`2020-02-25T02:25:54Z`) can name the next or
 * previous day of the page's own clock; when the URL or the visible byline names the
 * neighbouring day, that day is the one the page states (pagesix.com, ktla.com and
 * denverpost.com in dates-dev write UTC timestamps for evening stories).
 */
function onPageClock(chosen: ParsedDate, read: Read): ParsedDate {
  // Only a timestamp in UTC can name the wrong day: one written with its own offset
  // (`2019-10-18T18:11:44+02:00`) is on the page's clock already, and a neighbouring day
  // seen on the page is something else (handelsblatt.com's masthead shows today's date).
  if (!UTC_TIMESTAMP.test(chosen.iso)) return chosen;
  const local = sameInstantWithOffset(chosen, read);
  if (local !== undefined) return local;
  for (const src of LOCAL_DAY_SOURCES) {
    const d = read(src);
    if (d === undefined) continue;
    const shift = dayNumber(d) - dayNumber(chosen);
    if (Math.abs(shift) === 1 && reachableDay(chosen.iso, shift)) return { ...d, iso: d.iso.slice(0, 10) };
    return chosen;
  }
  return chosen;
}

/**
 * Civil time zones run from UTC-12:00 to UTC+14:00 (Baker Island to Kiribati's Line
 * Islands), in minutes: a UTC instant names the previous day somewhere only before 12:00
 * UTC, the next day only from 10:00 UTC on.
 */
const WESTMOST_OFFSET = -12 * 60;
const EASTMOST_OFFSET = 14 * 60;

/**
 * Whether the UTC timestamp `iso` falls on the day `shift` (-1, +1) away on some clock
 * of the world: "2020-12-06T12:32:58Z" is 6 December everywhere from UTC-12 to UTC+11,
 * so a byline "05/12/2020" beside it is another date (a list's), not its local day
 * (dates-dev: a Colombian page's meta time against a teaser's date under the headline).
 */
function reachableDay(iso: string, shift: number): boolean {
  const m = /T(\d{2}):(\d{2})/.exec(iso);
  if (m === null) return false;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return shift < 0 ? minutes + WESTMOST_OFFSET < 0 : minutes + EASTMOST_OFFSET >= 24 * 60;
}

/** Every source that may state the chosen instant again, on the page's own clock. */
const CLOCK_SOURCES: readonly DateSource[] = [...STRUCTURED, ...PAGE, ...MODIFIED];

/**
 * The chosen UTC timestamp as another source of the page writes the same instant, with
 * the page's own offset, when that names another day: JSON-LD's `dateCreated`
 * "2017-02-24T01:18:13Z" beside the meta tag's "2017-02-23T17:18:13-08:00" (readability-dev:
 * wikia, an evening story on the US west coast). The instant is unchanged; the day it is
 * written on is the page's, the one its readers saw. On the same day the UTC form stays.
 */
function sameInstantWithOffset(chosen: ParsedDate, read: Read): ParsedDate | undefined {
  const instant = Date.parse(chosen.iso);
  for (const src of CLOCK_SOURCES) {
    const d = read(src);
    if (d === undefined || d.iso.length <= 10 || UTC_TIMESTAMP.test(d.iso) || Date.parse(d.iso) !== instant) continue;
    // The same day either way: the UTC form stays as the source wrote it.
    return d.iso.slice(0, 10) === chosen.iso.slice(0, 10) ? undefined : d;
  }
  return undefined;
}

/**
 * Metadata that contradicts what the page shows: when two visible sources (the `<time>`
 * near the headline, the byline's date, the text under the headline) agree on another
 * day, the page is right (CMS templates often fill `datePublished` with the page's
 * creation or republication date; in dates-dev the visible pair wins 2 to 1).
 */
function visibleAgreement(chosen: ParsedDate, read: Read): ParsedDate | undefined {
  const seen: ParsedDate[] = [];
  for (const src of [...PAGE, TEXT[0]]) {
    const d = read(src);
    if (d === undefined) continue;
    // A visible source that shows the metadata's day confirms it: the others are a
    // teaser's `<time>` and its text (blog.campact.de's "Weitere Artikel" under a byline
    // dated as its JSON-LD), two readings of one element, not two witnesses.
    if (dayNumber(d) === dayNumber(chosen)) return undefined;
    // The neighbouring day is a time-zone question (onPageClock), not a contradiction.
    if (Math.abs(dayNumber(d) - dayNumber(chosen)) <= 1) continue;
    const same = seen.find((x) => x.iso.slice(0, 10) === d.iso.slice(0, 10));
    if (same) return same;
    seen.push(d);
  }
  return undefined;
}

/**
 * A URL's date that the page contradicts twice: its structured publication date and a
 * date it shows (the `<time>` or byline near the headline, the text under it) agree on
 * another day. The path keeps the day its story was first filed under
 * (`/2020/07/08/…_story.html`) while the publisher states and shows the day it ran.
 */
function urlContradicted(fromPath: ParsedDate, read: Read): ParsedDate | undefined {
  let stated: ParsedDate | undefined;
  for (const src of STRUCTURED) if ((stated = read(src)) !== undefined) break;
  if (stated === undefined || dayNumber(stated) === dayNumber(fromPath)) return undefined;
  for (const src of [...PAGE, TEXT[0]]) {
    const d = read(src);
    // The metadata's own value again (a `<time>` whose `datetime` is the JSON-LD's) is no
    // second witness: its text may name the URL's day, in the page's time zone.
    if (d === undefined || d.iso === stated.iso) continue;
    // The first visible date decides: it is the one a reader sees under the headline.
    return d.iso.slice(0, 10) === stated.iso.slice(0, 10) ? stated : undefined;
  }
  return undefined;
}

/**
 * The page shows only its update date: the structured publication date appears nowhere
 * in the visible byline area while the structured modification date does (a republished
 * article that says "Aktualisiert am ..."). The page's own statement wins; on dates-dev
 * the shown modification date is the labelled one 9 times out of 10 in that case.
 */
function shownModified(chosen: ParsedDate, read: Read): ParsedDate | undefined {
  let modified: ParsedDate | undefined;
  for (const src of MODIFIED) if ((modified = read(src)) !== undefined) break;
  if (modified === undefined) return undefined;
  // Both days on the page's clock: a publication 32 minutes after midnight in Tokyo is the
  // previous day in UTC ("2025-11-17T15:32:00Z" beside "2025-11-18T00:32:00+09:00"), and
  // the page's "2025年11月18日 0時32分" shows its publication, not the update the same day.
  const chosenDay = dayNumber(onPageClock(chosen, read));
  const modifiedDay = dayNumber(onPageClock(modified, read));
  if (modifiedDay === chosenDay) return undefined;
  // One shown chosen day decides: the rest (the labelled date reads the whole page) is not read.
  let shown = false;
  for (const src of SHOWN) {
    const d = read(src);
    if (d === undefined) continue;
    if (dayNumber(d) === chosenDay) return undefined;
    if (dayNumber(d) === modifiedDay) shown = true;
  }
  return shown ? modified : undefined;
}

/**
 * A date-only answer (the URL's `/2024/03/18/`, a byline's "March 18, 2024", a
 * `dcterms.date` meta tag's "2024-03-12") takes its
 * time and zone from a structured or page source that states the same day with them
 * (`<time datetime="2024-03-18T09:30:00-04:00">`): the same day, told more exactly.
 */
function withTimeOfDay(d: ParsedDate, read: Read): ParsedDate {
  if (d.iso.length !== 10) return d;
  for (const src of [...STRUCTURED, ...PAGE]) {
    const x = read(src);
    if (x !== undefined && x.iso.length > 10 && x.iso.startsWith(d.iso)) return x;
  }
  return d;
}

/**
 * A URL date that the headline names too ("Procès-verbal de la séance ordinaire du 10
 * novembre 2026" at `/proces-verbaux/2026-11-10`, "Planning Committee minutes, 12 March
 * 2025" at `/meetings/.../2025-03-12/minutes`): the day the page is about, a meeting's,
 * a match's, an event's, which its site files it under; its publication comes later.
 */
function urlDayIsSubject(fromPath: ParsedDate, s: MetaSources, ctx: DateContext): boolean {
  const day = dayNumber(fromPath);
  return [s.h1[0] ?? "", s.documentTitle].some((t) => t !== "" && parseDateText(t, ctx).some((d) => dayNumber(d) === day));
}

export function extractPublished(input: PublishedInput): PublishedResult | undefined {
  // Each source is read once per page, however many checks ask for it.
  const cache = new Map<DateSource, ParsedDate | undefined>();
  const read: Read = (src) => {
    if (!cache.has(src)) cache.set(src, src.find(input));
    return cache.get(src);
  };
  const cascade = cascadeFor(input.contentTypeHint);
  // An event's page states no publication date but the event's own (isEventPage): only a
  // structured publication date is read there, never a date of the page's text.
  const eventPage = isEventPage(input.sources);
  for (const src of cascade) {
    if (eventPage && !STRUCTURED.includes(src)) continue;
    const d = read(src);
    if (d === undefined) continue;
    if (src === URL_SOURCE) {
      if (urlDayIsSubject(d, input.sources, input.ctx)) continue;
      const stated = urlContradicted(d, read);
      // The page showed this day: no other clock to put it on.
      if (stated !== undefined) return { value: stated.iso, source: "url contradicted by the page" };
    }
    if (!STRUCTURED.includes(src) && !MODIFIED.includes(src)) return { value: withTimeOfDay(d, read).iso, source: src.name };
    const modified = shownModified(d, read);
    if (modified !== undefined) return { value: onPageClock(modified, read).iso, source: "shown modification date" };
    const visible = visibleAgreement(d, read);
    if (visible !== undefined) return { value: visible.iso, source: `${src.name} contradicted by the page` };
    return { value: onPageClock(withTimeOfDay(d, read), read).iso, source: src.name };
  }
  return undefined;
}
