/**
 * A short block that is only a date or time stamp, in any script: a post's metadata
 * line, not its text. The weekday and month names (DATE_WORD_LIST) are shared with
 * bylines.ts, which reads the date that opens a dated byline.
 */
import { isAsciiLetter } from "../../dom/node.js";
import { DATE_LINE_LABELS, WEEKDAYS } from "../../heuristics/boilerplate.js";
import { MONTHS } from "../../heuristics/metadata.js";
import { escapeRe } from "./word-patterns.js";

/**
 * Digits (any script), separators and CJK date/time units only; not a percent or a
 * currency sign, which make a figure ("6.1%", "€1,084", a statistics page's key figures).
 */
const DATE_ONLY = /^(?![^%‰\p{Sc}]*[%‰\p{Sc}])[\p{Nd}\s\p{P}\p{S}年月日時分秒号点]+$/u;
/**
 * English weekdays as news templates abbreviate them before a date ("Posted on Tue, Jul.
 * 19, 2005", Knight Ridder's papers; "Fri, 03/12/2010"): date words only beside a date,
 * as every date word is (the text must be date words, numbers and punctuation).
 */
const WEEKDAY_ABBREVIATIONS: readonly string[] = ["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"];
export const DATE_WORD_LIST: readonly string[] = [...WEEKDAYS, ...WEEKDAY_ABBREVIATIONS, ...MONTHS.keys()];
const DATE_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${[...DATE_WORD_LIST].sort((a, b) => b.length - a.length).join("|")})\\.?(?![\\p{L}])`,
  "giu",
);
/**
 * The words of the date words, lower-cased ("segunda-feira": "segunda", "feira"). A
 * DATE_WORDS match starts and ends at word boundaries, so a word of a text that is not
 * one of these is never removed by it. Null (no shortcut) if a date word holds anything
 * but letters and hyphens, which the pattern would not take literally or whole.
 */
const DATE_WORD_PIECES: ReadonlySet<string> | null = DATE_WORD_LIST.every((w) => /^\p{L}(?:[\p{L}-]*\p{L})?$/u.test(w))
  ? new Set(DATE_WORD_LIST.flatMap((w) => w.toLowerCase().split("-")))
  : null;

/**
 * False when an ASCII word of `text` (a run of letters) is no piece of a date word:
 * DATE_WORDS leaves it in place and DATE_ONLY then refuses the text. True when every
 * word is one; undefined when the text holds a character beyond ASCII.
 */
function asciiWordsAreDateWords(text: string, pieces: ReadonlySet<string>): boolean | undefined {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c >= 128) return undefined;
    if (!isAsciiLetter(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    for (; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d >= 128) return undefined;
      if (!isAsciiLetter(d)) break;
    }
    if (!pieces.has(text.slice(i, j).toLowerCase())) return false;
    i = j;
  }
  return true;
}

/**
 * A short block that is only a date or time stamp (a post-metadata line):
 * "2024年2月9日 7時00分", "15.03.2024 10:30", "Dienstag, 4. Juni 2019".
 */
export function isDateOnlyText(text: string): boolean {
  if (text.length > 40 + CLOCK_TAIL_MAX_CHARS || !ANY_DIGIT.test(text)) return false;
  // A span of clock times ("09:30 – 10:15", "14h00 à 15h30") is a schedule's slot, a
  // programme's or a timetable's text; a page's stamp is one moment.
  if (CLOCK_RANGE.test(text)) return false;
  // A US news site's clock after the date ("Nov. 19, 2025 at 2:47 p.m. EST"), or a 24-hour
  // one ("17 de novembro de 2025 às 23h41", "17. März 2024, 10:15 Uhr"): the date before it decides.
  const clock = CLOCK_TAIL.exec(text) ?? CLOCK_24_TAIL.exec(text);
  const date = clock !== null && clock.index > 0 ? text.slice(0, clock.index) : text;
  if (isDateAlone(date)) return true;
  // "17 de novembro de 2025", "3 de marzo del 2024": the connecting words of a written-out
  // date, taken out only beside a month's name (a counter's "2 de 3" has none).
  if (!HAS_DATE_CONNECTIVE.test(date) || !hasMonthName(date)) return false;
  return isDateAlone(date.replace(DATE_CONNECTIVES, " ").replace(SPACES, " ").trim());
}
/**
 * The connecting words of dates written out in Spanish, Portuguese, Catalan and Galician
 * ("17 de novembro de 2025", "3 de marzo del 2024", "5 d'abril de 2024" is not covered).
 */
const HAS_DATE_CONNECTIVE = /(?<![\p{L}])(?:de|del|do)(?![\p{L}])/iu;
const DATE_CONNECTIVES = new RegExp(HAS_DATE_CONNECTIVE.source, "giu");
const SPACES = /\s+/g;
/** A month's name or its short form (MONTHS) among the text's words. */
function hasMonthName(text: string): boolean {
  for (const w of text.toLowerCase().split(NOT_LETTERS)) if (w !== "" && MONTHS.has(w)) return true;
  return false;
}
const NOT_LETTERS = /[^\p{L}]+/u;
/**
 * A 24-hour clock that ends a date line, with its word for "at" and its unit: " às 23h41"
 * (pt), " à 10h05" (fr), " a las 10:05" (es), ", 10:15 Uhr" (de), " alle 10:05" (it), " um
 * 10:15". Its letters are no date words, so the date before it is judged alone.
 */
const CLOCK_24_TAIL = /(?:,|\s)\s*(?:(?:às|as|à|a las|a la|um|alle|ore|at|kl\.?)\s+)?(?:[01]?\d|2[0-3])[:h.][0-5]\d(?:\s*(?:uhr|h|hs|horas|hrs))?\s*$/iu;

/** Two clock times joined by a dash or "to" (en, de, fr, es, it): a time slot. */
const CLOCK_RANGE = /(?<![\d.:])(?:[01]?\d|2[0-4])[:h.][0-5]\d\s*(?:[-–—]|to|bis|à|a|al|alle)\s*(?:[01]?\d|2[0-4])[:h.][0-5]\d(?![\d.:])/i;

/** isDateOnlyText of a text without its clock. */
function isDateAlone(text: string): boolean {
  if (text.length > 40 || !ANY_DIGIT.test(text)) return false;
  // Every date word is letters: text without any is left as it is.
  if (!ANY_LETTER.test(text)) return (NUMERIC_DATE_SHAPE.test(text) || PICTURE_COUNTER.test(text)) && !isVersionNumber(text) && DATE_ONLY.test(text);
  if (DATE_WORD_PIECES !== null && asciiWordsAreDateWords(text, DATE_WORD_PIECES) === false) return false;
  const withoutWords = text.replace(DATE_WORDS, "");
  // A number alone is a quantity, a count or a page number ("300" grams in a recipe's
  // ingredient list), not a date: a date has a month or weekday name or two numbers.
  if (withoutWords === text && !TWO_NUMBERS.test(text)) return false;
  return DATE_ONLY.test(withoutWords) && !hasNonYearLongNumber(withoutWords);
}
const TWO_NUMBERS = /\p{Nd}+\D+\p{Nd}/u;
/**
 * A number of four digits that is no year, or of five or more: a count or a measure, not a
 * date's part (a notebook's "Out[2]: (7043, 21)", whose "Out" reads as Portuguese October).
 */
function hasNonYearLongNumber(text: string): boolean {
  for (const m of text.matchAll(LONG_NUMBER)) if (m[0].length > 4 || Number(m[0]) < 1800 || Number(m[0]) > 2199) return true;
  return false;
}
const LONG_NUMBER = /(?<![0-9])[0-9]{4,}(?![0-9])/g;
/**
 * A date or a time written in digits alone: three numbers joined by dots, slashes or
 * hyphens ("15.03.2024", "2024-03-15", "3/15/24"), a month and a four-digit year
 * ("03/2024"), a day and month closed by a dot ("12.03."), or a clock ("10:30"). Two
 * numbers alone are a result, not a date (session 18: a notebook's "(7043, 21)" and
 * "[1] 48213", a score's "3 – 1", "0.427" went as date lines). The three numbers are joined by
 * one separator twice, as dates write them: "6.5-7.5" is a range of two decimals (a pH, a
 * size), not a date (session 23).
 */
/**
 * A gallery's position under its picture ("1 / 8", `span.gallery-strip__count`; spaced:
 * "1/2" unspaced is a recipe's amount, `span.wprm-recipe-ingredient-amount`): no date,
 * but a stamp of the same kind, and these lines always went with the date lines (golden
 * pages content-photo-essay-captions-carry-text, content-sports-match-report).
 */
const PICTURE_COUNTER = /^\s*\p{Nd}{1,3}\s+\/\s+\p{Nd}{1,3}\s*$/u;
const NUMERIC_DATE_SHAPE = /\p{Nd}{1,4}([./-])\p{Nd}{1,2}\1\p{Nd}{1,4}|(?<!\p{Nd})\p{Nd}{1,2}[./-](?:19|20)\p{Nd}{2}(?!\p{Nd})|(?<![\p{Nd}.])\p{Nd}{1,2}\.\p{Nd}{1,2}\.(?!\p{Nd})|(?<!\p{Nd})\p{Nd}{1,2}:\p{Nd}{2}(?!\p{Nd})/u;
/**
 * A 12-hour clock that ends a date line, with its "at", its a.m./p.m. and a time zone's
 * capitals: ", 2:47 p.m.", " at 9:05 AM EST". The letters are no date words, so the date
 * before it is judged alone.
 */
const CLOCK_TAIL = /,?\s+(?:at\s+)?\d{1,2}[:.]\d{2}\s*(?:[aApP]\.?\s?[mM]\.?)(?:\s+\p{Lu}{2,4})?\s*$/u;
const CLOCK_TAIL_MAX_CHARS = 24;

/**
 * Dotted numbers whose year can be neither first (four digits, "2024.1.5") nor last (two
 * or more, "1.2.24", "01.02.2024"): a version ("2.0.0", "1.10.3", a docs page's "Since
 * 2.0.0"), not a date.
 */
function isVersionNumber(text: string): boolean {
  const m = DOTTED_NUMBERS.exec(text.trim());
  return m !== null && m[1].length < 4 && m[2].length < 2;
}
const DOTTED_NUMBERS = /^v?(\d+)(?:\.\d+)+\.(\d+)$/;
const ANY_DIGIT = /\p{Nd}/u;
const ANY_LETTER = /\p{L}/u;

/**
 * A date line with its label: a DATE_LINE_LABELS label, a colon or not, then a date and
 * nothing else ("Geschrieben am 14. Februar 2004", "Published: March 3, 2024").
 */
export function isLabelledDateText(text: string): boolean {
  if (text.length > LABELLED_DATE_MAX_CHARS) return false;
  const label = dateLineLabelLength(text);
  return label > 0 && isDateOnlyText(text.slice(label));
}
/**
 * A date line of two or three labelled dates joined by a separator: "Publicado em 17 de
 * novembro de 2025 às 23h41 · Atualizado em 18 de novembro de 2025 às 10h05", "Posted May
 * 3, 2011 | Updated May 4, 2011", "Veröffentlicht am 3. März 2024 | Aktualisiert am 4. März
 * 2024": the published and the updated date of news templates' date lines. It opens with a
 * label, and every piece is a date, with its label or without.
 */
export function isLabelledDatePair(text: string): boolean {
  if (text.length > DATE_PAIR_MAX_CHARS || dateLineLabelLength(text) === 0) return false;
  const pieces = text.split(DATE_PAIR_SEPARATOR);
  if (pieces.length < 2 || pieces.length > 3) return false;
  return pieces.every((p) => isLabelledDateText(p) || isDateOnlyText(p));
}
/** Two or three labelled dates: twice a labelled date's bound. */
export const DATE_PAIR_MAX_CHARS = 140;
/** A spaced middle dot, bullet, bar or dash between the dates. */
const DATE_PAIR_SEPARATOR = /\s+[·•|–—-]\s+/u;

/**
 * The length of a date line's label at the start of the text ("Posted ", "Published on: "),
 * 0 when there is none: "Posted May 3, 2011 by Maren Holt" is a dated byline after it.
 */
export function dateLineLabelLength(text: string): number {
  const m = DATE_LINE_LABEL.exec(text);
  return m === null ? 0 : m[0].length;
}
/**
 * A newsletter issue's line: its number, a separator and its date ("Issue #88 · August 14,
 * 2025", "Nieuwsbrief nr. 4 · 3 april 2025", "Ausgabe 12 | 3. April 2025"; batch 32), or
 * the letter's name ending in a newsletter word, a separator and its date ("Club newsletter
 * · March 12, 2025", "Weekly digest | 3 April 2025": a mail template's preheader; session
 * 23): the issue's metadata, as a date line is.
 */
export function isIssueDateLine(text: string): boolean {
  if (text.length > LABELLED_DATE_MAX_CHARS) return false;
  // The newsletter form only when a newsletter word is there at all: one literal scan.
  const m = ISSUE_NUMBER.exec(text) ?? (NEWSLETTER_WORD.test(text) ? NEWSLETTER_NAME.exec(text) : null);
  return m !== null && isDateOnlyText(text.slice(m[0].length));
}
const ISSUE_NUMBER = /^\s*(?:\p{L}+\s+){0,2}(?:(?:#|no\.?|nr\.?|n[°º]\.?)\s*|(?:issue|edition|ausgabe|édition|edición|uitgave|numéro|número|numero|nummer)\s+#?\s*)\d{1,4}\s*[·•|–—-]\s*/iu;
/** Words that name a newsletter (en, de, nl, fr, es, it, pt). */
const NEWSLETTER_NAMES: readonly string[] = ["newsletter", "digest", "nieuwsbrief", "rundbrief", "infolettre", "lettre d'information", "boletín", "bollettino", "notiziario", "boletim"];
/** One of NEWSLETTER_NAMES anywhere: the cheap test before NEWSLETTER_NAME. */
const NEWSLETTER_WORD = new RegExp(NEWSLETTER_NAMES.map(escapeRe).join("|"), "iu");
/**
 * At most two words, then a word that names a newsletter, then the separator: the
 * separator and the date after it are what make it the issue's line.
 */
const NEWSLETTER_NAME = new RegExp(`^\\s*(?:\\p{L}+\\s+){0,2}(?:${NEWSLETTER_NAMES.map(escapeRe).join("|")})\\s*[·•|–—-]\\s*`, "iu");

/**
 * A code forge's release stamp under the release's title: "released this" and its date,
 * and how far the branch has moved on since ("released this 2024-09-03 16:45:12 +02:00 14
 * commits to main since this release"): GitHub's, Gitea's and Forgejo's release pages
 * print it over every release's notes (session 23). The author's name before it may be
 * left (its link went as an author box, or not). The date must be a date alone.
 */
export function isReleaseStamp(text: string): boolean {
  // Both halves say "release": one literal test settles nearly every line.
  if (text.length > RELEASE_STAMP_MAX_CHARS || !RELEASE_WORD.test(text)) return false;
  const m = RELEASE_STAMP.exec(text);
  // The two halves are elements of their own on Gitea and Forgejo (`span.released`,
  // `span.ahead`): the commits-since half is judged alone too, once the dated half went.
  return m !== null ? isDateOnlyText(m[1]) : COMMITS_SINCE_RELEASE.test(text);
}
/** A name, "released this", a date of at most 40 characters and the commits since: about 120. */
const RELEASE_STAMP_MAX_CHARS = 160;
const RELEASE_WORD = /release/i;
const COMMITS_SINCE_RELEASE = /^\s*\d[\d,]*\s+commits?\s+to\s+\S+\s+since this release\s*$/iu;
const RELEASE_STAMP = /^\s*(?:[\p{L}\p{N}_.-]+\s+)?released this\s+(.{1,40}?)(?:\s*[·•]?\s*\d[\d,]*\s+commits?\s+to\s+\S+\s+since this release)?\s*$/iu;

/**
 * A date line's label left alone ("Updated", "Published:"): its date went by a class rule
 * (`time.tnt-date`) and the label stayed, a line of no meaning.
 */
export function isDateLabelAlone(text: string): boolean {
  return text !== "" && text.length <= LABELLED_DATE_MAX_CHARS && dateLineLabelLength(text) === text.length;
}
/**
 * A date line with the reading time beside it, after or before a separator ("March 11,
 * 2025 · 6 min read", a Gatsby, Next.js, Hugo and Ghost starter's line under the
 * headline; "5 min de lecture — 3 mars 2024"): metadata, as the date alone is.
 */
export function isDateWithReadingTime(text: string): boolean {
  if (text.length > LABELLED_DATE_MAX_CHARS + READING_TIME_MAX_CHARS) return false;
  const m = READING_TIME_AFTER.exec(text) ?? READING_TIME_BEFORE.exec(text);
  if (m === null) return false;
  const rest = m.index === 0 ? text.slice(m[0].length) : text.slice(0, m.index);
  return rest.trim() !== "" && (isDateOnlyText(rest) || isLabelledDateText(rest));
}
/** "· 12 min read" and its kin are at most this long. */
const READING_TIME_MAX_CHARS = 30;
const READING_TIME_UNIT = String.raw`\d{1,3}\s*(?:min(?:ute)?s?\.?|мин\.?)\s*`;
const READING_TIME_WORD = String.raw`(?:read|de lecture|de lectura|di lettura|de leitura|lesezeit|leestijd|czytania|чтения)`;
const READING_TIME = `${READING_TIME_UNIT}${READING_TIME_WORD}?`;
// Without a separator only with its word ("Sep 16, 2025 5 min read": the dot between was `aria-hidden`).
const READING_TIME_WITH_WORD = `${READING_TIME_UNIT}${READING_TIME_WORD}`;
const READING_TIME_AFTER = new RegExp(String.raw`(?:\s*[·•|—–-]\s*` + READING_TIME + String.raw`|\s+` + READING_TIME_WITH_WORD + String.raw`)\s*$`, "iu");
const READING_TIME_BEFORE = new RegExp(String.raw`^\s*` + READING_TIME + String.raw`\s*[·•|—–-]\s*`, "iu");
/** A label of a few words and a date of at most 40 characters (isDateOnlyText's bound). */
const LABELLED_DATE_MAX_CHARS = 70;
const DATE_LINE_LABEL = new RegExp(
  `^\\s*(?:${[...DATE_LINE_LABELS].sort((a, b) => b.length - a.length).map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])\\s*[:：]?\\s*`,
  "iu",
);
