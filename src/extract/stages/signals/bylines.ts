/**
 * Lines that sign the article rather than tell it: a byline ("By Lena Marsh"), a date
 * line that goes on with one, and a reporter's sign-off in Korean, Japanese and Chinese
 * news.
 */
import { BYLINE_WORDS } from "../../heuristics/boilerplate.js";
import { DATE_WORD_LIST, dateLineLabelLength } from "./dates.js";
import { escapeRe } from "./word-patterns.js";

const SPACE = /\s+/;
const SENTENCE_END = /[.!?;:]$/;
const BYLINE_LINE = new RegExp(
  // A colon may follow the by-word ("Por: Andrea Rueda", "By: Jane Doe", session 18); the
  // name opens with a capital or a letter of a script without case ("Published by: शिखा पांडेय").
  `^(${BYLINE_WORDS.map(escapeRe).join("|")})\\s*:?\\s+[\\p{Lu}\\p{Lo}]`,
  "iu",
);
/** By-words that are also a language's everyday words (Dutch and French "de", German "von", Italian "di", ...). */
const CASED_BY_WORD = /^(?:de|di|door|von|par|por|av|af|przez)$/i;
/** A name's first letter as written: a capital, or a letter of a script without case. */
const NAME_START = /^[\p{Lu}\p{Lo}]$/u;

/**
 * A short line that is a byline: a by-word, then a capitalised name, at most 8 words,
 * and not a sentence ("By March, the figure had doubled." ends like one).
 */
export function isBylineText(text: string): boolean {
  if (text.length > 80 || SENTENCE_END.test(text)) return false;
  const line = BYLINE_LINE.exec(text);
  if (line === null) return false;
  // BYLINE_LINE's `i` flag lets \p{Lu} match any letter: after a by-word that is also a
  // language's article or preposition ("De veerboot ligt aan de kade", "Von weitem",
  // "Par ailleurs"), the name's capital is asked for as written. After "by" a login in
  // small letters is a name ("by randfish on May 23, 2011").
  if (CASED_BY_WORD.test(line[1]) && !NAME_START.test(text.charAt(line[0].length - 1))) return false;
  // After a colon a full name of two words or more: "BY: Namensnennung" is a licence's term.
  const colon = COLON_AFTER_BY_WORD.exec(text);
  if (colon !== null && text.slice(colon[0].length).trim().split(SPACE).length < 2) return false;
  // "Written by Lena Marsh, head trainer · 3 March 2024": the words are counted up to the
  // first separator, after which a byline goes on with its date or section.
  // "Submitted by Ruth Calloway on Tue, 03/12/2013 - 14:22" (Drupal's default byline): the
  // date after "on" goes on with it, as after a separator.
  const sep = BYLINE_SEPARATOR.exec(text);
  if (sep !== null) return text.slice(0, sep.index).split(SPACE).length <= 8;
  const dated = DATE_AFTER_NAME.exec(text);
  if (dated === null) return text.split(SPACE).length <= 8;
  // Before that date, a name: a login of up to three words ("by randfish on May 23, 2011"),
  // or capitalised words ("By the members of the committee on Monday …" is no byline).
  const words = text.slice(0, dated.index).split(SPACE);
  const name = words.slice(1).filter((w) => !BY_WORD.test(w));
  return words.length <= 8 && (name.length <= 3 || name.every((w) => NAME_WORD.test(w)));
}
const COLON_AFTER_BY_WORD = new RegExp(`^(?:${BYLINE_WORDS.map(escapeRe).join("|")})\\s*:\\s*`, "iu");
const BY_WORD = new RegExp(`^(?:${BYLINE_WORDS.map(escapeRe).join("|")})$`, "i");
const NAME_WORD = /^\p{Lu}/u;
/** The separator a byline puts before its date or section: a middle dot, bar or bullet between spaces. */
const BYLINE_SEPARATOR = /\s[·|•]\s/;
/** " on Tue, …", " on 12 March", " am 3. Mai": the date after the name, its first word capitalised or a number. */
const DATE_AFTER_NAME = /\s(?:on|am|le|el|il|op)\s+(?=\p{Lu}|\d)/u;

/**
 * A date and time (digits, punctuation, month and weekday names) at the start of a line.
 * Each step takes at least one character and a name never starts where a symbol does,
 * so the match is linear.
 */
const LEADING_DATE = new RegExp(
  `^(?:[\\p{Nd}\\s\\p{P}\\p{S}]|(?:${[...DATE_WORD_LIST].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}]))+`,
  "iu",
);

const HAS_DIGIT = /\d/;
const BY_WORD_INSIDE = new RegExp(`\\s(?:${BYLINE_WORDS.map(escapeRe).join("|")})\\s`, "i");

/**
 * "12 June 2024, 10:15 · By Olga Smirnova": a date line that goes on with a byline; its
 * date may follow a date line's label ("Posted May 3, 2011 by Maren Holt", "Posted on
 * May 3, 2011 by …": Posterous, WordPress themes; golden page
 * `sidebar-posterous-short-post-about-me`).
 */
export function isDatedBylineText(text: string): boolean {
  // A label (up to 30 characters), a date line (up to 40 characters: weekday, date, time,
  // zone) and a byline (isBylineText's 80). A date has digits and the byline a by-word
  // after a space: most short lines lack one of them, and skip the long pattern.
  if (text.length > 150 || !HAS_DIGIT.test(text) || !BY_WORD_INSIDE.test(text)) return false;
  const label = dateLineLabelLength(text);
  if (label > MAX_DATE_LABEL_CHARS) return false;
  const rest = label === 0 ? text : text.slice(label);
  const date = LEADING_DATE.exec(rest);
  if (date === null || !HAS_DIGIT.test(date[0])) return false;
  return isBylineText(rest.slice(date[0].length));
}
/** The longest DATE_LINE_LABELS label with its colon and spaces ("veröffentlicht am: "). */
const MAX_DATE_LABEL_CHARS = 30;

/**
 * "Culture notes, no. 12 — by Alan Whitcombe": a short label (a series, a column, a
 * section: at most MAX_LABEL_WORDS words), a spaced dash, bar or middle dot, and a byline
 * (isBylineText) to the end of the line. Answers the byline part, or undefined.
 */
export function labelledByline(text: string): string | undefined {
  if (text.length > MAX_LABELLED_BYLINE_CHARS) return undefined;
  const m = LABELLED_BYLINE.exec(text);
  if (m === null || m[1].split(SPACE).length > MAX_LABEL_WORDS) return undefined;
  return isBylineText(m[2]) ? m[2] : undefined;
}
/** A label, a separator and a name fit on a line; longer is a sentence that mentions an author. */
const MAX_LABELLED_BYLINE_CHARS = 80;
/** The label, up to its first spaced separator, and what follows. */
const LABELLED_BYLINE = /^(\S.{0,39}?)\s[—–|·]\s+(\S.*)$/u;
/** A series or section label is a few words ("Culture notes, no. 12"); more is a sentence. */
const MAX_LABEL_WORDS = 6;

/**
 * A reporter's sign-off line: Korean, the name, 기자 (reporter) or 특파원 (correspondent)
 * and an e-mail address ("김지현 기자 jihyun@hanbit.example"); Japanese, the name (or an
 * agency) alone in brackets at the end of the story ("（佐藤花子）", "（共同）"), or the
 * credits in brackets (BRACKETED_CREDITS); Chinese,
 * the reporter's line over the story ("記者林怡君／台北報導").
 */
const REPORTER_SIGN_OFF = /^[\p{Script=Hangul}·\s]{2,15}(?:기자|특파원)(?:\s*[=\s]\s*\S+@\S+)?$/u;
/** Taiwanese and Chinese news put the reporter and the place over the story: "記者林怡君／台北報導" (reporter, name, place, report). */
const CHINESE_REPORTER_LINE = /^(?:記者|记者)\s*[\p{Script=Han}、·\s]{2,20}[／/][\p{Script=Han}\s]{1,10}(?:報導|报道)$/u;
const BRACKETED_NAME = /^[（(][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}・=＝\s]{2,12}[）)]$/u;
/**
 * A Japanese magazine's or web interview's credit line in brackets: roles with a colon
 * and names, "（取材・文：佐藤彩　撮影：高木潤）" (interview and text, photography; note
 * and many web magazines, batch 20). Each role is a credit word (文 text, 取材 interview,
 * 撮影/写真 photo, 構成 editing, 編集 editor, イラスト illustration).
 */
const BRACKETED_CREDITS = /^[（(](?:(?:取材|文|撮影|写真|構成|編集|イラスト|聞き手|インタビュー)(?:[・／/](?:取材|文|撮影|写真|構成|編集|イラスト|聞き手|インタビュー))*\s*[：:=＝]\s*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{L}・\s]{2,20}?[\s　／/、]*)+[）)]$/u;

/**
 * A press agency's sign-off under its copy: the reporter's name and the agency's short
 * name in brackets, "Jan Nowicki (PAP)", as the portals that republish agency stories keep
 * it (batch 14). Two to four capitalised names, an agency of two to six capitals. Alone it
 * could be a person and their party or team: the caller asks for the desk codes after it.
 */
const NAME_AGENCY_SIGN_OFF = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}\s*\(\p{Lu}{2,6}\)$/u;
/**
 * The agency's desk codes that close a Polish agency story, the author's and the editor's
 * initials each with a slash ("jn/ mhr/", "kmz/ par/"): PAP's convention, kept by the
 * portals that carry its copy.
 */
const DESK_CODES = /^(?:[a-ząćęłńóśźż]{1,4}\/\s*){2,4}$/u;

/** "Jan Nowicki (PAP)" (NAME_AGENCY_SIGN_OFF). */
export function isAgencySignOff(text: string): boolean {
  const t = text.trim();
  return t.length <= 80 && t.endsWith(")") && NAME_AGENCY_SIGN_OFF.test(t);
}

/**
 * The editors' initials that close a story on Latin American and Indonesian portals, the
 * reporter's and the editor's joined by slashes, in brackets or not: "dr/rmg" (Mexican
 * dailies), "(rdh/idn)" (Indonesian portals), "(jdl/mcs)" (batch 37). Small letters only,
 * two to five each: a word pair such as "and/or" is never a block of its own.
 */
const EDITOR_INITIALS = /^\(?[a-z]{2,5}(?:\s?\/\s?[a-z]{2,5}){1,3}\)?$/;

/** "jn/ mhr/" (DESK_CODES), "dr/rmg", "(rdh/idn)" (EDITOR_INITIALS). */
export function isDeskCodes(text: string): boolean {
  const t = text.trim();
  return t.length <= 40 && t.includes("/") && (t.endsWith("/") ? DESK_CODES.test(t) : EDITOR_INITIALS.test(t));
}

export function isReporterSignOff(text: string): boolean {
  // A name, a title and an address: longer is a sentence that mentions a reporter.
  if (text.length > 80) return false;
  const t = text.trim();
  if (isDeskCodes(t)) return true;
  // The words and brackets each form needs, looked for before the patterns run.
  if (t.includes("기자") || t.includes("특파원")) return REPORTER_SIGN_OFF.test(t);
  if (t.startsWith("記者") || t.startsWith("记者")) return CHINESE_REPORTER_LINE.test(t);
  const first = t.charCodeAt(0);
  return (first === 0xff08 || first === 40) && (BRACKETED_NAME.test(t) || BRACKETED_CREDITS.test(t));
}
