/**
 * Date parsing and normalization for `publishedAt`. Every accepted value comes out as
 * a valid ISO 8601 string (DECISIONS.md): `2024-05-01T09:30:00Z`, with its offset
 * `2024-05-01T09:30:00+02:00`, or date-only `2024-05-01` when the source gives no time
 * or no zone (we never invent a zone). Nothing in the future, nothing before the year
 * floor of the source's kind.
 */
import { DATE_MONTHS as MONTHS, DATE_MONTH_PATTERN as MONTH_PATTERN, MIN_LOOSE_YEAR, MIN_STRUCTURED_YEAR, SOLAR_HIJRI_MONTHS, ZONE_ABBREVIATIONS } from "../heuristics/metadata.js";
import { urlParts } from "./url.js";

export interface DateContext {
  /** The clock that "future" is measured against (injected for tests). */
  now: Date;
  /** Numeric `03/04/2021`: day first (most of the world) or month first (US English). */
  dayFirst: boolean;
}

export interface ParsedDate {
  iso: string;
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, "0");

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** Offset in minutes east of UTC; undefined = no zone stated. */
  offset?: number;
}

/** Valid calendar date, within [minYear, now]; returns the ISO string or undefined. */
function finish(p: Parts, minYear: number, now: Date): ParsedDate | undefined {
  const { year, month, day } = p;
  if (!Number.isInteger(year) || year < minYear || year > 9999) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  // 1970-01-01 is an unset Unix timestamp, not a publication date.
  if (year === 1970 && month === 1 && day === 1) return undefined;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  // A date-only value may be "tomorrow" east of UTC; allow one day.
  const dayStart = Date.UTC(year, month - 1, day);
  if (dayStart > now.getTime() + 86_400_000) return undefined;
  if (p.hour === undefined || p.offset === undefined) return { iso: date, year, month, day };
  const hour = p.hour;
  const minute = p.minute ?? 0;
  const second = p.second ?? 0;
  if (hour > 23 || minute > 59 || second > 59) return { iso: date, year, month, day };
  const instant = dayStart + ((hour * 60 + minute - p.offset) * 60 + second) * 1000;
  if (instant > now.getTime() + 5 * 60_000) return undefined;
  const time = `${pad(hour)}:${pad(minute)}:${pad(second)}`;
  if (p.offset === 0) return { iso: `${date}T${time}Z`, year, month, day };
  if (Math.abs(p.offset) > 14 * 60) return { iso: date, year, month, day };
  const sign = p.offset < 0 ? "-" : "+";
  const abs = Math.abs(p.offset);
  return { iso: `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`, year, month, day };
}

function parseOffset(z: string | undefined): number | undefined {
  if (z === undefined || z === "") return undefined;
  const t = z.trim().toUpperCase();
  const named = ZONE_ABBREVIATIONS.get(t.toLowerCase());
  if (named !== undefined) return named;
  // "GMT+10", "UTC-5:30": the hours after a zone name may have one digit.
  const m = /^(?:UTC|GMT)\s?([+-])(\d{1,2}):?(\d{2})?$|^([+-])(\d{2}):?(\d{2})?$/.exec(t);
  if (!m) return undefined;
  const sign = m[1] ?? m[4];
  const v = Number(m[2] ?? m[5]) * 60 + Number(m[3] ?? m[6] ?? "0");
  return sign === "-" ? -v : v;
}

// --- structured values (meta content, JSON-LD, datetime attributes) -------------------

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?|UTC|GMT)?)?/i;
const SLASHED_YMD = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?!\d)/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{4})?)?$/;
const TIMESTAMP = /^\d{9,13}$/;

/** Date fields from a match whose groups are year, month, day, hour, minute, second, offset (ISO and COMPACT). */
function fieldsOf(m: RegExpExecArray): Parameters<typeof finish>[0] {
  const num = (g: string | undefined): number | undefined => (g === undefined ? undefined : Number(g));
  return {
    year: Number(m[1]), month: Number(m[2]), day: Number(m[3]),
    hour: num(m[4]), minute: num(m[5]), second: num(m[6]),
    offset: parseOffset(m[7]),
  };
}

/**
 * A machine-written date: ISO 8601 (also with a space, missing zero padding or a
 * fraction), `YYYY/MM/DD`, compact `YYYYMMDD`, Unix timestamps in seconds or
 * milliseconds, then any human format that `parseDateText` knows.
 */
export function parseStructuredDate(raw: string, ctx: DateContext): ParsedDate | undefined {
  const s = asciiDigits(raw.trim());
  if (s === "" || s.length > 200) return undefined;
  let m = ISO.exec(s);
  if (m) return finish(fieldsOf(m), MIN_STRUCTURED_YEAR, ctx.now);
  if (TIMESTAMP.test(s)) {
    // 13 digits: milliseconds (JavaScript); 9-10 digits: seconds (Unix).
    const ms = s.length >= 12 ? Number(s) : Number(s) * 1000;
    const d = new Date(ms);
    return finish(
      { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), offset: 0 },
      MIN_LOOSE_YEAR,
      ctx.now,
    );
  }
  m = COMPACT.exec(s);
  if (m) return finish(fieldsOf(m), MIN_LOOSE_YEAR, ctx.now);
  m = SLASHED_YMD.exec(s);
  if (m) return finish({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, MIN_LOOSE_YEAR, ctx.now);
  return parseDateText(s, ctx)[0];
}

// --- human-written dates ----------------------------------------------------------------

const MON = `(${MONTH_PATTERN})\\.?`;
const DAY = `(\\d{1,2})(?:st|nd|rd|th|er|e|º|°|\\.)?`;
const YEAR = `(\\d{4})`;
const TIME = `(?:\\s*(?:,|at|um|à|a las|alle|às|om|-|\\|)?\\s*(\\d{1,2})[:h.](\\d{2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?\\s*((?:UTC|GMT)\\s?[+-]\\d{1,2}(?::?\\d{2})?(?!\\d)|Z|UTC|GMT|[+-]\\d{2}:?\\d{2})?)?`;

/** Each pattern names where its year, month, day (and time) groups are. */
interface TextPattern {
  re: RegExp;
  order: "dmy" | "mdy" | "ymd" | "ymtext" | "numeric" | "ctime" | "dmyNum" | "solarHijri" | "solarHijriNum";
  /**
   * A part of the pattern that every match contains, tested first: text without it is
   * skipped. The patterns try their month names at every position (the month-first one
   * was two thirds of all date parsing); these checks scan for digits, which is cheap.
   */
  requires?: RegExp;
}

/** SOLAR_HIJRI_MONTHS as one alternation, longest first ("امرداد" before "مرداد"). */
const SOLAR_HIJRI_MONTH_PATTERN = [...SOLAR_HIJRI_MONTHS.keys()].sort((a, b) => b.length - a.length).join("|");
/** A Solar Hijri year of the web's time (1300-1499 is 1921-2121): what its patterns need. */
const SOLAR_HIJRI_YEAR = /(?<!\d)1[34]\d\d(?!\d)/;
/**
 * A letter of the Arabic script: a numeric date with a year 13xx or 14xx is read as Solar
 * Hijri only in a Persian text (elsewhere "1453/05/29" is a Gregorian year of history).
 */
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** Four digits in a row: every pattern with a four-digit year needs them. */
const FOUR_DIGITS = /\d{4}/;
/** A time followed, after a zone at most, by a four-digit year: what a ctime date needs. */
const CTIME_TIME = /\d:\d\d(?::\d\d)?\s+(?:[A-Za-z]{1,5}\s+|[+-]\d{4}\s+)?\d{4}/;

const TEXT_PATTERNS: readonly TextPattern[] = [
  // 2024-10-08T11:20:00+02:00 written out as text: an ISO 8601 timestamp, time and zone
  // included (Plone's byline prints its raw dates for a script to format, session 22). The
  // empty group stands for TIME's am/pm.
  { re: /(?<![\d/.-])(\d{4})-(\d{1,2})-(\d{1,2})T(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?()(Z|[+-]\d{2}:?\d{2})?(?![\d:])/gu, order: "ymd", requires: FOUR_DIGITS },
  // 2024-05-01, 2024/05/01 inside text (not an ISO timestamp's date: the pattern above reads it)
  { re: new RegExp(`(?<![\\d/.-])(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})(?![\\d/.-]\\d|T\\d)${TIME}`, "giu"), order: "ymd", requires: FOUR_DIGITS },
  // 1 May 2024, 1. Mai 2024, 1er mai 2024, 1 de mayo de 2024, 01-May-2024, Tue, 01 May 2024 09:30:00 GMT
  { re: new RegExp(`(?<![\\p{L}\\d])${DAY}(?:\\s+(?:of|de|del))?[\\s\\-/]*${MON}(?:\\s+(?:de|del))?[\\s,\\-/]*${YEAR}(?!\\d)${TIME}`, "giu"), order: "dmy", requires: FOUR_DIGITS },
  // May 1, 2024; May 1st 2024; Sept. 3, 2019 (requires: the day and year part, as written here)
  { re: new RegExp(`(?<![\\p{L}])${MON}\\s*${DAY},?\\s+${YEAR}(?!\\d)${TIME}`, "giu"), order: "mdy", requires: new RegExp(`${DAY},?\\s+${YEAR}(?!\\d)`, "iu") },
  // 01.05.2024, 01/05/2024, 05/01/2024 (US), 01-05-2024, 1.5.24
  { re: new RegExp(`(?<![\\d.])(\\d{1,2})([./-])(\\d{1,2})\\2(\\d{4}|\\d{2})(?![\\d]|\\.\\d)${TIME}`, "giu"), order: "numeric" },
  // Thu Mar 14 09:27:51 UTC 2013: C's ctime, with a zone (mail archives, pipermail; Java's Date.toString() in JSON-LD)
  { re: new RegExp(`(?<![\\p{L}])${MON}\\s+(\\d{1,2})\\s+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?(?:\\s+([A-Za-z]{1,5}|[+-]\\d{4}))?\\s+${YEAR}(?!\\d)`, "giu"), order: "ctime", requires: CTIME_TIME },
  // 2020. augusztus 18.: Hungarian writes the year first (session 16)
  { re: new RegExp(`(?<![\\d.])(\\d{4})\\.\\s+${MON}\\s+(\\d{1,2})\\.?(?!\\d)${TIME}`, "giu"), order: "ymtext", requires: FOUR_DIGITS },
  // 2020. 08. 18.: Hungarian's numeric date, year first, each part closed by a dot and a space (session 17)
  { re: new RegExp(`(?<![\\d.])(\\d{4})\\.\\s(\\d{1,2})\\.\\s(\\d{1,2})\\.(?!\\d)${TIME}`, "giu"), order: "ymd", requires: FOUR_DIGITS },
  // 2024年5月1日 (Chinese, Japanese), 2021년 3월 14일 (Korean)
  { re: /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/gu, order: "ymd", requires: FOUR_DIGITS },
  // 2023 Aug 14, 2023-Aug-14: year, month name, day, as citations (PubMed, journals' "Published: 2023 Aug 14") and
  // logs write it. A day must follow the month: "2023 August" alone names no day.
  { re: new RegExp(`(?<![\\d.])(\\d{4})[\\s-]+${MON}[\\s-]+(\\d{1,2})(?![\\d:.]\\d|\\p{L})${TIME}`, "giu"), order: "ymtext", requires: FOUR_DIGITS },
  // 14. 3. 2021: Czech and Slovak write the numeric date with a space after each dot
  { re: new RegExp(`(?<![\\d.])(\\d{1,2})\\.\\s(\\d{1,2})\\.\\s(\\d{4})(?!\\d)${TIME}`, "giu"), order: "dmyNum", requires: FOUR_DIGITS },
  // ۵ آذر ۱۴۰۵ (digits read as ASCII first): a Solar Hijri day, month name and year, as Persian
  // sites write dates (the year may touch the next word: "۱۴۰۵ساعت")
  { re: new RegExp(`(?<!\\d)(\\d{1,2})\\s*(${SOLAR_HIJRI_MONTH_PATTERN})\\s*(1[34]\\d\\d)(?!\\d)`, "gu"), order: "solarHijri", requires: SOLAR_HIJRI_YEAR },
  // ۱۴۰۵/۰۹/۰۵: a Solar Hijri year first, in a text written in the Arabic script
  { re: /(?<![\d/.-])(1[34]\d\d)[/.-](\d{1,2})[/.-](\d{1,2})(?![\d/.-]\d)/gu, order: "solarHijriNum", requires: ARABIC_SCRIPT },
  // 14 tháng 3 năm 2021, ngày 14/3/2021 (the numeric pattern): Vietnamese
  { re: /(?<!\d)(\d{1,2})\s+tháng\s+(\d{1,2})(?:\s*(?:năm|,)\s*|\s+)(\d{4})(?!\d)/giu, order: "dmyNum", requires: FOUR_DIGITS },
];

interface TimeGroups {
  hour?: number;
  minute?: number;
  second?: number;
  offset?: number;
}

function timeFrom(g: (string | undefined)[]): TimeGroups {
  const [h, mi, s, ampm, zone] = g;
  if (h === undefined || mi === undefined) return {};
  let hour = Number(h);
  const ap = ampm?.toLowerCase().replace(/\./g, "");
  if (ap === "pm" && hour < 12) hour += 12;
  if (ap === "am" && hour === 12) hour = 0;
  return { hour, minute: Number(mi), second: s === undefined ? 0 : Number(s), offset: parseOffset(zone) };
}

function yearOf(y: string): number {
  if (y.length === 4) return Number(y);
  const n = Number(y);
  // Two-digit years: 90-99 -> 1990s, else 2000s (MIN_LOOSE_YEAR is 1990).
  return n >= 90 ? 1900 + n : 2000 + n;
}

export interface TextDate extends ParsedDate {
  /** Offset of the match in the text (earlier = nearer the start of the byline). */
  index: number;
  /** Length of the match (the date and its time, if any). */
  length: number;
}

/**
 * Digits of other scripts as ASCII digits, one code unit for one (positions in the text
 * stay): Arabic-Indic (٠-٩), Persian (۰-۹), Devanagari (०-९), Bengali (০-৯), Thai (๐-๙)
 * and full-width (０-９). An Arabic or Persian
 * site writes its dates in its own digits ("١٥ مارس ٢٠٢٤", batch 24); the patterns read ASCII.
 */
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF\u0E50-\u0E59\uFF10-\uFF19]/g;
const THAI_DIGIT = /[\u0E50-\u0E59]/;
/**
 * Thai dates count years in the Buddhist era, 543 years ahead ("๑๔/๐๓/๒๕๖๔" is 14 March
 * 2021); a year of that era (2400-2699, four digits as the Gregorian one, so positions
 * stay) in a text written in Thai digits is made Gregorian.
 */
const BUDDHIST_ERA_YEAR = /(?<!\d)2[4-6]\d\d(?!\d)/g;
const BUDDHIST_ERA_OFFSET = 543;
function asciiDigits(s: string): string {
  OTHER_DIGITS.lastIndex = 0;
  if (!OTHER_DIGITS.test(s)) return s;
  const out = s.replace(OTHER_DIGITS, (d) => {
    const c = d.charCodeAt(0);
    const zero = c >= 0xff10 ? 0xff10 : c >= 0x0e50 ? 0x0e50 : c >= 0x09e6 ? 0x09e6 : c >= 0x0966 ? 0x0966 : c >= 0x06f0 ? 0x06f0 : 0x0660;
    return String.fromCharCode(48 + c - zero);
  });
  return THAI_DIGIT.test(s) ? out.replace(BUDDHIST_ERA_YEAR, (y) => String(Number(y) - BUDDHIST_ERA_OFFSET)) : out;
}

const DAY_MS = 86_400_000;
/** Days of the Solar Hijri months: six of 31, five of 30, Esfand 29 (30 in a leap year). */
const SOLAR_HIJRI_MONTH_DAYS = [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30];
let persianCalendar: Intl.DateTimeFormat | null | undefined;
/** The Solar Hijri year, month and day of a UTC day, from the runtime's ICU calendar (null without one). */
function persianParts(t: number): [number, number, number] | null {
  if (persianCalendar === undefined) {
    try {
      const f = new Intl.DateTimeFormat("en-u-ca-persian", { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" });
      persianCalendar = f.resolvedOptions().calendar === "persian" ? f : null;
    } catch {
      persianCalendar = null;
    }
  }
  if (persianCalendar === null) return null;
  const get = (type: string): number => Number(persianCalendar!.formatToParts(t).find((p) => p.type === type)?.value ?? NaN);
  return [get("year"), get("month"), get("day")];
}

/**
 * A Solar Hijri date as the Gregorian day (`Parts`), or undefined when it names no day. Its
 * year starts at Nowruz, 20 or 21 March of the Gregorian year 621 later: the day is counted
 * from 21 March and checked, one day either side, against the runtime's Persian calendar.
 */
function solarHijriDay(year: number, month: number, day: number): Parts | undefined {
  if (month < 1 || month > 12 || day < 1 || day > SOLAR_HIJRI_MONTH_DAYS[month - 1]) return undefined;
  const dayOfYear = SOLAR_HIJRI_MONTH_DAYS.slice(0, month - 1).reduce((a, b) => a + b, 0) + day;
  const guess = Date.UTC(year + 621, 2, 21) + (dayOfYear - 1) * DAY_MS;
  for (const t of [guess, guess - DAY_MS, guess + DAY_MS]) {
    const p = persianParts(t);
    if (p === null) return undefined;
    if (p[0] === year && p[1] === month && p[2] === day) {
      const g = new Date(t);
      return { year: g.getUTCFullYear(), month: g.getUTCMonth() + 1, day: g.getUTCDate() };
    }
  }
  return undefined;
}

/** All dates found in a piece of human-written text, in text order. */
export function parseDateText(text: string, ctx: DateContext): TextDate[] {
  const out: TextDate[] = [];
  if (text.length > 5000) text = text.slice(0, 5000);
  text = asciiDigits(text);
  // Each check once per text (three patterns share FOUR_DIGITS).
  const checked = new Map<RegExp, boolean>();
  const has = (part: RegExp): boolean => {
    let v = checked.get(part);
    if (v === undefined) checked.set(part, (v = part.test(text)));
    return v;
  };
  for (const { re, order, requires } of TEXT_PATTERNS) {
    if (requires !== undefined && !has(requires)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const g = m.slice(1);
      let parts: Parts | undefined;
      if (order === "ymd") parts = { year: Number(g[0]), month: Number(g[1]), day: Number(g[2]), ...timeFrom(g.slice(3)) };
      else if (order === "dmyNum") parts = { year: Number(g[2]), month: Number(g[1]), day: Number(g[0]), ...timeFrom(g.slice(3)) };
      else if (order === "dmy") {
        const month = MONTHS.get(g[1]!.toLowerCase());
        if (month !== undefined) parts = { year: Number(g[2]), month, day: Number(g[0]), ...timeFrom(g.slice(3)) };
      } else if (order === "ctime") {
        // month, day, hour, minute, second, zone, year
        const month = MONTHS.get(g[0]!.toLowerCase());
        if (month !== undefined) {
          const zone = g[5];
          const offset = zone === undefined ? undefined : parseOffset(zone);
          parts = { year: Number(g[6]), month, day: Number(g[1]), hour: Number(g[2]), minute: Number(g[3]), second: g[4] === undefined ? 0 : Number(g[4]), offset };
        }
      } else if (order === "solarHijri" || order === "solarHijriNum") {
        const [y, mo, d] = order === "solarHijri" ? [g[2], SOLAR_HIJRI_MONTHS.get(g[1]!), g[0]] : [g[0], Number(g[1]), g[2]];
        parts = mo === undefined ? undefined : solarHijriDay(Number(y), mo, Number(d));
      } else if (order === "ymtext") {
        const month = MONTHS.get(g[1]!.toLowerCase());
        if (month !== undefined) parts = { year: Number(g[0]), month, day: Number(g[2]), ...timeFrom(g.slice(3)) };
      } else if (order === "mdy") {
        const month = MONTHS.get(g[0]!.toLowerCase());
        if (month !== undefined) parts = { year: Number(g[2]), month, day: Number(g[1]), ...timeFrom(g.slice(3)) };
      } else {
        const a = Number(g[0]);
        const b = Number(g[2]);
        const sep = g[1];
        const year = yearOf(g[3]!);
        // Two-digit years only with dots (German "06.08.09"); slashes are too often fractions.
        if (g[3]!.length === 2 && sep !== ".") continue;
        // Dots are always day-first; otherwise the impossible reading decides, then the language.
        const dayFirst = sep === "." || a > 12 ? true : b > 12 ? false : ctx.dayFirst;
        parts = dayFirst ? { year, month: b, day: a, ...timeFrom(g.slice(4)) } : { year, month: a, day: b, ...timeFrom(g.slice(4)) };
      }
      if (parts === undefined) continue;
      const d = finish(parts, MIN_LOOSE_YEAR, ctx.now);
      if (d) out.push({ ...d, index: m.index, length: m[0].length });
    }
  }
  return out.sort((x, y) => x.index - y.index);
}

// --- URL --------------------------------------------------------------------------------

const URL_YMD = /\/((?:19|20)\d{2})[/_-]?(0[1-9]|1[0-2])[/_-]?(0[1-9]|[12]\d|3[01])(?:[/_.-]|$)/;
const URL_YMD_SEP = /[/_-]((?:19|20)\d{2})[/_-](0?[1-9]|1[0-2])[/_-](0?[1-9]|[12]\d|3[01])(?:[/_.-]|$)/;

/** Day first, with separators: `/meldungen/29-10-2021`, `/news-29.10.2021.html`. */
const URL_DMY_SEP = /[/_-](0?[1-9]|[12]\d|3[01])[._-](0?[1-9]|1[0-2])[._-]((?:19|20)\d{2})(?:[/_.-]|$)/;

/**
 * `/2024/05/01/`, `/20240501/`, `/2024-05-01-slug`, and day first `/29-10-2021`: a
 * date-only value. A day-first date is taken only when no month-first reading exists (the
 * day is past 12, or day and month are the same), as a URL says nothing of its locale.
 */
export function dateFromUrl(url: string, ctx: DateContext): ParsedDate | undefined {
  const path = urlParts(url)?.pathname;
  if (path === undefined) return undefined;
  const m = URL_YMD.exec(path) ?? URL_YMD_SEP.exec(path);
  if (m) return opensSlug(path, m) ? undefined : finish({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, MIN_LOOSE_YEAR, ctx.now);
  const d = URL_DMY_SEP.exec(path);
  if (!d) return undefined;
  const day = Number(d[1]);
  const month = Number(d[2]);
  if (day <= 12 && day !== month) return undefined;
  return finish({ year: Number(d[3]), month, day }, MIN_LOOSE_YEAR, ctx.now);
}

/**
 * `/2023/10/3-fragen-an-tina-musil/`: after `/year/month/` a number that opens the slug
 * ("3 questions for", "10 tips") is no day; a day stands alone between slashes
 * (`/2023/10/31/slug`) or is joined by hyphens to the whole date (`/2023-10-31-slug`).
 * Blog permalinks are `/year/month/slug` as often as `/year/month/day/slug`
 * (dates-dev: blog.campact.de, whose JSON-LD says 31 October).
 */
function opensSlug(path: string, m: RegExpExecArray): boolean {
  const day = m[3];
  // The match ends with the day and at most one separator after it.
  const dayEnd = m.index + m[0].length - (m[0].endsWith(day) ? 0 : 1);
  const before = path[dayEnd - day.length - 1];
  const after = path[dayEnd];
  return before === "/" && (after === "-" || after === "_");
}

/** `/2024/05/` (year and month only): used to check other candidates, not as a value. */
export function yearMonthFromUrl(url: string): { year: number; month: number } | undefined {
  const path = urlParts(url)?.pathname;
  if (path === undefined) return undefined;
  const m = /\/((?:19|20)\d{2})\/(0?[1-9]|1[0-2])\//.exec(path);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : undefined;
}

/** True when `s` is a valid ISO 8601 value of one of the three shapes we emit. */
export function isValidIsoOutput(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:Z|[+-]\d{2}:\d{2}))?$/.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && !Number.isNaN(Date.parse(s));
}
