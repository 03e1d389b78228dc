/**
 * author: an ordered cascade of sources (JSON-LD, meta tags, itemprop, rel=author,
 * byline elements, "By ..." lines); the first that yields at least one valid name wins.
 * Names are cleaned (by-words, dates, roles cut), split, checked (no URL, no date, no
 * site name, no "Admin"/"Staff" noise, no lone @handle) and joined with ", ".
 */
import { decodeHTML } from "entities";
import {
  AUTHOR_CREDIT,
  AUTHOR_DEGREES,
  AUTHOR_NOISE,
  AUTHOR_ROLE_MODIFIERS,
  AUTHOR_ROLE_NOUNS,
  AUTHOR_REJECT_PREFIX,
  AUTHOR_SPLIT,
  AUTHOR_TITLE_PREFIXES,
  CJK_ROLE_BEFORE_NAME,
  DANGLING_BEFORE_DATE,
  AUTHOR_TRAILING_NOISE,
  ORGANIZATION,
  NEWSROOM_START,
  BY_WORDS,
  BY_WORD_PATTERN,
  BY_PREFIX,
  WEAK_BY_WORDS,
  MAX_AUTHOR_CHARS,
  MAX_AUTHOR_WORDS,
  MEDIA_OBJECT_TYPES,
  MONTH_PATTERN,
  NEWS_AGENCIES,
  NAME_PARTICLES,
  TRAILING_WEEKDAY,
  WEEKDAY_PART,
  ON_DATE_TAIL,
  PUBLICATION_WORDS,
  ROLE_COMPOUND_SUFFIX,
  ROLE_LINK_WORDS,
  ROLE_OF_HEADS,
  SURNAME_ROLE_NOUNS,
  PIECE_KIND_WORDS,
  OUR_WORDS,
  BYLINE_JOB_NOUNS,
} from "../heuristics/metadata.js";
import { isArticleLike, namesOf, rankedObjects, typesOf } from "./jsonld.js";
import type { BylineCandidate, JsonObject, MetaSources } from "./sources.js";
import type { ContentTypeHint } from "../types.js";
import { signatureCandidates } from "./signature.js";
import { siteKey, siteNames } from "./site.js";
import { escapeRe } from "../stages/signals/word-patterns.js";

export interface AuthorInput {
  sources: MetaSources;
  url?: string;
  contentTypeHint?: ContentTypeHint;
  /** The extracted main text: its sign-off is the last source (signature.ts). */
  content?: string;
}

interface AuthorSource {
  name: string;
  /** Alternatives in preference order; each is a list of raw strings that together name the authors. */
  find: (input: AuthorInput) => string[][];
}

const URLISH = /^(?:https?:)?\/\/|^www\.|\.(?:com|org|net|de|fr|html?)(?:\/|$)/i;
const EMAIL = /\S+@\S+\.\S+/g;
/**
 * A date or any other number: names have no digits. (This was `\d|<month>\.?\s+\d`,
 * whose month branch also needs a digit, so a digit alone always decided; the month
 * alternation was tried at every position up to the first digit.)
 */
const DATEISH = /\d/;
/**
 * A forum member's login with digits at its end ("r23", "mike_84"): one word, in small
 * letters, digits last. Names have no digits, but a forum shows the login as the member's
 * name (authors-dev's forum pages label them so); a date or a code in capitals is none.
 */
const FORUM_LOGIN = /^(?=.{3})\p{Ll}[\p{Ll}_.]*\d{1,4}$/u;
/**
 * Where a byline stops being a name: dates, "|", "•", "Posted on", "on", "am", "le", a
 * one-word label with a colon before a number ("最終更新: 2025年3月12日", "Aktualisiert:
 * 12.03.", a Confluence byline's last update; no name holds a colon). A
 * label's number is read whole: "Jane Doe Published 12:30" (`\d` alone needed a word
 * boundary after the first digit, so "12" kept the label and the digits rejected the name).
 */
const CUT = new RegExp(
  `\\s*(?:[|•·–—]|(?<![\\p{L}\\p{M}])[\\p{L}\\p{M}]{1,20}\\s?[:：]\\s*\\d|\\s-\\s|[(\\[]|\\bon\\b\\s+\\p{L}*\\s*\\d|\\bam\\s+\\d|\\ble\\s+\\d|\\bat\\s+\\d{1,2}[:.]\\d{2}|${cutLabel(true)}|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|\\d{4}-\\d{2}|\\b(?:${MONTH_PATTERN})\\.?\\s+\\d|\\d{1,2}\\.?\\s+(?:${MONTH_PATTERN})\\b).*$`,
  "iu",
);
/** CUT's date label ("Posted on", "veröffentlicht am", "in March"), with a number after it or not. */
function cutLabel(withNumber: boolean): string {
  return `\\b(?:posted|published|updated|veröffentlicht|aktualisiert|publié|publicado|pubblicato|gepubliceerd|in|im|dans|en)\\s*:?\\s+(?:on|am|le|el|il|op|${withNumber ? "\\d+|" : ""}${MONTH_PATTERN})\\b`;
}
/**
 * What CUT needs to match at all: a digit or one of its marks (`|`, `•`, `·`, `–`, `—`, the
 * hyphen of " - ", `(`), or else its date label before "on" or a month, its one branch that
 * needs neither. Most names hold none; CUT, tried at every position with its label and
 * month alternatives, was most of the name cleaning's time.
 */
const CUT_MARK = /[\d|•·–—\-([]/u;
const CUT_LABEL = new RegExp(cutLabel(false), "iu");
const mayCut = (s: string): boolean => CUT_MARK.test(s) || CUT_LABEL.test(s);

/** A role after a byline's name ("senior staff writer"); a longer lower-case part is prose. */
const MAX_ROLE_WORDS = 3;
/** Words in a whole byline ("Jelko Djuren und Jutta Klaukien" is 5; a teaser is longer). */
const MAX_BYLINE_WORDS = 12;
const CONJUNCTION = /(?<![\p{L}_])(?:and|und|et|y|e|en)(?![\p{L}_])|&/iu;
const AGENCY_CODE = /^[\p{Lu}\d-]{2,6}$/u;
/** A name of two to four words, a comma, one capitalised word: "Dorothy Pryce, Aberaeron". */
const PLACE_AFTER_NAME = /^(\p{Lu}[\p{L}'’.-]*(?: [\p{L}'’.-]+){1,3}),\s*(\p{Lu}[\p{L}'’-]+)$/u;
/**
 * A full name of two to four capitalised words, then "in" and a place of one to three
 * capitalised words: where the reporter files from ("By Marta Kowalczyk in Brussels and
 * Daniel Osei in Washington", session 18). Only in a line led by a by-word: "Iberische
 * Weine in Berlin" in a shop's meta author is the shop.
 */
/** A full name, then " in " and the rest of the line (a place, or a post's categories). */
const NAME_IN_REST = /^(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}) in (\S.*)$/u;
/** The rest ends with a full name after a separator or "and": "… in Brussels and Daniel Osei". */
const ANOTHER_NAME_AT_END = /(?:,|;|&|\band\b|\bund\b)\s+\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)+$/u;
const NAME_IN_PLACE = /^(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}) in \p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2}$/u;
/** One or two words and a colon opening a byline (session 18: labels in Persian, Hindi, Indonesian, Turkish, Ukrainian, English). */
const GENERIC_LABEL = /^[\p{L}\p{M}]{2,20}(?:\s[\p{L}\p{M}]{2,20})?\s*[:：]\s+(?=\S)/u;
/**
 * A word (and a small word: "Übersetzt von :") with a colon and a space after two words or
 * more of the byline (a name): the next field's label ("Kategorien:"; cleanAuthorNames).
 * After one word it is the line's own label ("Última modificación: martes, …", "Letzte
 * Aktualisierung: …"), not a name's end.
 */
const INNER_LABEL = /^(\S+\s+.*?[\p{L}\p{M}.,])\s+[\p{L}\p{M}*]{2,20}(?:\s\p{Ll}{2,20})?\s?[:：]\s.*$/u;
/** A byline that ends with its by-word ("Article by", "Posted by"): a label whose name is elsewhere. */
const ENDS_WITH_BY_WORD = /(?:^|\s)(?:[Bb]y|von|par|por|door|di|da)\s*[:：]?$/u;
/** A press contact's label: the person named is no writer (session 16). */
const CONTACT_LABEL = /contact|kontakt|ansprechp|pressestelle|contatto|contacto/iu;
/** A full stop after a surname of three letters or more, spaced or not ("Haddad .", "Haddad."). */
const SENTENCE_STOP_AFTER_NAME = /(\p{L}{2}\p{Ll})\s*\.$/u;
const INNER_BY = /^(.*?\S)\s+(?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor|di|da)\s+(\p{Lu}.*)$/u;
/** The desk's credits after the reporter's ("; Editing by …", ". Additional reporting by …", Reuters' and AP's form). */
const EDITING_CREDIT = /\s*[;.]\s*(?:editing|edited|additional reporting|writing|compiled|graphics?|bearbeitet|redigiert)\s+(?:by|von)\b.*$/iu;
/** A by-word inside the line (as INNER_BY, "de" too: "Une analyse de Marie Dupont"), before a capitalised name. */
const PIECE_BY = /^(.*?\S)\s+(?:[Bb]y|von|par|por|door|di|da|de)\s+(\p{Lu}.*)$/u;

/**
 * "unserem Redakteur Max Muster", "our Washington correspondent Jane Doe", "Staff Writer
 * Jane Doe" (a by-word already cut): the writer's job, with a possessive or not, before
 * the name is cut. The name is two words or more and opens with a capital; a job of the
 * possessive form may be any words ("unserem freien Mitarbeiter"), one without it only a
 * newsroom's (BYLINE_JOB_NOUNS, with ranks and desks before it).
 */
/** Words of a job written before the name, past "our": "senior Washington correspondent", "freien Mitarbeiter". */
const MAX_JOB_WORDS = 4;
function jobBeforeName(s: string): string {
  const words = s.split(" ");
  const low = words.map((w) => w.toLowerCase());
  const our = OUR_WORDS.has(low[0]);
  let i = our ? 1 : 0;
  let job = false;
  // A job is at most MAX_JOB_WORDS words ("our senior Washington correspondent").
  const end = i + MAX_JOB_WORDS;
  for (; i < words.length && i < end; i++) {
    if (BYLINE_JOB_NOUNS.has(low[i]) || isRoleNoun(low[i])) job = job || BYLINE_JOB_NOUNS.has(low[i]) || our;
    else if (!(AUTHOR_ROLE_MODIFIERS.has(low[i]) || (our && /^\p{Ll}/u.test(words[i])))) break;
  }
  if (!job || words.length - i < 2 || !/^\p{Lu}/u.test(words[i])) return s;
  // The job ends on its head word: "Staff Writer Jane Doe", not "Senior Jane Doe".
  if (!BYLINE_JOB_NOUNS.has(low[i - 1]) && !isRoleNoun(low[i - 1]) && !our) return s;
  return words.slice(i).join(" ");
}

/** One raw author string -> clean names (possibly none). */
export function cleanAuthorNames(raw: string, sites: ReadonlySet<string> = new Set(), holdPublishers = true): string[] {
  let s = decodeHTML(raw.replace(/<[^>]{0,500}>/g, " "));
  // EMAIL backtracks over every word; most bylines have no "@" for it to find.
  if (s.includes("@")) s = s.replace(EMAIL, " ");
  s = s.replace(/\s+/g, " ").trim();
  // A profile URL is not a name (and splitting it on "/" would make "karoherr" one).
  if (/^(?:https?:)?\/\//i.test(s)) return [];
  if (s.length > 300) return [];
  // Leading by-words, possibly repeated ("Posted by: By Jane").
  const byWordLed = BY_PREFIX.test(s);
  for (let i = 0; i < 3; i++) {
    const next = s.replace(BY_PREFIX, "").replace(/^[:\-–—\s]+/, "");
    if (next === s) break;
    s = next;
  }
  if (ENDS_WITH_BY_WORD.test(s)) return [];
  // "Posted on September 21, 2020 by Adi Tzlil", "06.11.2023 13:30 von Olga": the name
  // follows a by-word after a date or a "posted" label.
  const inner = INNER_BY.exec(s);
  if (inner && (DATEISH.test(inner[1]) || /posted|publi|veröffentlicht|geschrieben/i.test(inner[1]))) s = inner[2];
  // "Reporting by Jane Doe; Editing by John Roe" (a wire story's credit line): the editor is no writer.
  s = s.replace(EDITING_CREDIT, "");
  // "Analysis by Jane Doe", "Blog Beitrag von …", "Une analyse de …": the kind of piece, then the name.
  const piece = PIECE_BY.exec(s);
  if (piece !== null && piece[1].toLowerCase().split(/\s+/).every((w) => PIECE_KIND_WORDS.has(w))) s = piece[2];
  s = jobBeforeName(s);
  if (AUTHOR_REJECT_PREFIX.test(s) || AUTHOR_CREDIT.test(s)) return [];
  // Any other short label with a colon before the name ("Reporter: …", "خبرنگار: …",
  // "Penulis: …", "संवाददाता: …"): a byline's label in words no list holds. Not a contact's.
  const label = GENERIC_LABEL.exec(s);
  // Not before a date: "Reuters Updated: January 16, 2020" is a name and a date label.
  if (label !== null && !CONTACT_LABEL.test(label[0]) && !/\d/.test(s.slice(label[0].length))) s = s.slice(label[0].length);
  // "Katharina Schmidt Kategorien: Mode", "Fabian Dittmann, Ilustrator: Adriaan Prent": a
  // label with a colon after the name opens the next field of the byline row (categories,
  // another credit); no name holds a colon. The byline's own leading label is gone by now.
  s = s.replace(INNER_LABEL, "$1");
  const onDate = s.replace(ON_DATE_TAIL, "");
  if (onDate !== s) s = onDate.replace(DANGLING_BEFORE_DATE, "");
  // "Posted by Jane Doe in Recipes, Baking, Bread": a blog theme's categories after "in"
  // (WordPress's "Posted by X in Category" post meta), no second author; not "Name in City
  // and Name in City", nor a list that ends with another full name.
  if (byWordLed) {
    const cat = NAME_IN_REST.exec(s);
    if (cat !== null && !cat[2].includes(" in ") && !ANOTHER_NAME_AT_END.test(cat[2])) s = cat[1];
  }
  if (mayCut(s)) {
    const cut = s.replace(CUT, "");
    // "Cathryn at" of "Posted by: Cathryn at September 11, 2012": the word that led to the date goes too.
    if (cut !== s) s = cut.replace(DANGLING_BEFORE_DATE, "");
  }
  // Before the trailing noise, which cuts at "Correspondent" and would leave "Jane Doe Senior Political".
  s = unglueRole(s);
  s = cutRoles(s);
  s = s.replace(AUTHOR_TRAILING_NOISE, "").trim();
  // A byline is short; a longer string is a sentence or a teaser, whatever it contains.
  if (s.split(" ").length > MAX_BYLINE_WORDS) return [];
  // A sentence stop of Chinese or Japanese with more after it: an author card's bio read
  // with the name ("ふじもと 物流SaaSのバックエンドを書いています。GoとPostgreSQLが好き。 フォロー",
  // batch 42), whose words are not spaced, so the word count above lets it through.
  if (CJK_SENTENCE_INSIDE.test(s)) return [];
  // "Dorothy Pryce, Aberaeron": one word after a full name is where the writer lives or
  // works; a second author is named in full. Not an agency ("Jane Doe, Reuters" stays as
  // the page writes it) or a degree (dropped below).
  const place = PLACE_AFTER_NAME.exec(s);
  if (place !== null && !NEWS_AGENCIES.has(place[2].toLowerCase()) && !AUTHOR_DEGREES.has(place[2].toLowerCase())) s = place[1];
  const out: string[] = [];
  const { parts, chunkStarts } = splitByline(s);
  // Set when a job title ended an author's chunk ("Name, Title, Company"): the rest of the
  // chunk is skipped, up to the next author after ";" or a conjunction.
  let titleEnded = false;
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i];
    if (chunkStarts[i]) titleEnded = false;
    if (titleEnded) continue;
    if (/^\s*@/.test(part)) continue; // a social handle alone
    part = part.replace(BY_PREFIX, "").replace(/^[\s\p{P}\p{Sm}]+/u, "").replace(/[\s,;:!?|"'“”«»\-–—]+$/u, "").trim();
    part = part.replace(TRAILING_WEEKDAY, "");
    if (byWordLed) part = part.replace(NAME_IN_PLACE, "$1");
    // "Written by <strong>Noor Haddad</strong>.": the sentence's full stop, not an initial's or "Jr."'s.
    part = part.replace(SENTENCE_STOP_AFTER_NAME, "$1");
    // "Adam Aaronson PhillyVoice", "Matthias herrpfleger": a trailing site name.
    const words = part.split(" ");
    // Only a word that does not look like a surname: lower-case or CamelCase
    // ("Daniel Lemire" on lemire.me keeps its surname).
    const last = words[words.length - 1];
    if (words.length > 1 && sites.has(siteKey(last)) && /^\p{Ll}|\p{Ll}\p{Lu}/u.test(last)) part = words.slice(0, -1).join(" ");
    // "edilson.la.rosa": a login made of the name's words. Not one joined by underscores
    // ("kestrel_ops", a forum's username): the page shows it as the member's name.
    if (/^\p{Ll}+(?:\.\p{Ll}+)+$/u.test(part)) part = part.replace(/\./g, " ");
    if (AUTHOR_DEGREES.has(part.toLowerCase()) || WEEKDAY_PART.test(part)) continue;
    // "Rechtsanwalt Sebastian Einbock": a profession written as a title before the name.
    const title = /^(\S+)\s+(\S+\s+\S.*)$/u.exec(part);
    if (title !== null && AUTHOR_TITLE_PREFIXES.has(title[1].toLowerCase())) part = title[2];
    part = part.replace(CJK_ROLE_BEFORE_NAME, "");
    // "Jane Doe Games Editor" -> "Jane Doe"; "Games Editor" beside a name is no one, and
    // neither is "Chief Political", left of "Chief Political Correspondent" once the
    // trailing noise cut the whole byline at its head word.
    part = unglueRole(part);
    const role = roleStart(part);
    if ((role === 0 || onlyRoleWords(part)) && parts.length > 1) {
      // "Karl Schmidt, Software Engineer, Google Maps": after a name's job title comes its
      // employer ("Name, Title, Company", a company blog's byline), not a second author.
      // The next chunk may name another author ("Jane Doe, Senior Editor; John Roe").
      if (out.length > 0) titleEnded = true;
      continue;
    }
    // "Dan Friedman, AdWords Product Manager": a part after a name that ends with a job's
    // head word is that name's job title, whatever words name the product or team before it.
    if (out.length > 0 && isJobTitleAfterName(part)) {
      titleEnded = true;
      continue;
    }
    if (role !== undefined && role > 0) part = part.split(" ").slice(0, role).join(" ");
    // "Kari Lindqvist Reuters": the agency's own span after the name's, joined by our
    // reading of the byline's text (no comma or slash on the page: "Jane Doe, Reuters"
    // and "det/dpa" stay as written).
    const agency = trailingAgency(part);
    if (agency !== undefined) part = part.split(" ").slice(0, agency).join(" ");
    // "Jake Morales, Assistant Director of Athletic Communications": a job title named by
    // what it is of, after a name, ends the author's chunk (US college athletics' standard credit).
    if (out.length > 0 && isRoleOf(part)) {
      titleEnded = true;
      continue;
    }
    if (isProse(part)) {
      // "Lena Marsh, head trainer": a role in lower case ends the byline, after a name.
      if (out.length > 0 && i === parts.length - 1 && words.length <= MAX_ROLE_WORDS) continue;
      return []; // "der Ringform zur Kastenform, umgekehrt": the whole string is prose
    }
    if (isValidName(part, sites, holdPublishers)) out.push(capitalsAsWritten(part));
  }
  // "Peter Maahn/SP-X": an agency code beside a person's name is not an author.
  // A news agency's name stays beside the person, as the page writes it ("Anna Berg, AFP",
  // "det/dpa"; NEWS_AGENCIES): it is no code of the site's own.
  const isCode = (n: string): boolean => AGENCY_CODE.test(n) && !NEWS_AGENCIES.has(n.toLowerCase());
  if (out.length > 1 && out.some((n) => !isCode(n))) {
    const people = out.filter((n) => !isCode(n));
    out.length = 0;
    out.push(...people);
  }
  // "braunschweig, büssing, leipzig, ...": a keyword list, not a byline.
  if (out.length > 2 && out.every((n) => /^\p{Ll}/u.test(n))) return [];
  return out;
}

const BY_WORD_SET: ReadonlySet<string> = new Set(BY_WORDS);

/** AUTHOR_SPLIT with its separator kept: split() then alternates part, separator. */
const AUTHOR_SPLIT_KEEP = new RegExp(`(${AUTHOR_SPLIT.source})`, AUTHOR_SPLIT.flags);
/** A separator that opens another author's chunk: ";", "&" or a conjunction, not a comma ("Name, Title, Company"). */
const CHUNK_SEPARATOR = /[;&]|\p{L}/u;

/** A byline's parts (AUTHOR_SPLIT) and, for each, whether it opens another author's chunk. */
function splitByline(s: string): { parts: string[]; chunkStarts: boolean[] } {
  const pieces = s.split(AUTHOR_SPLIT_KEEP);
  const parts: string[] = [];
  const chunkStarts: boolean[] = [];
  for (let k = 0; k < pieces.length; k += 2) {
    parts.push(pieces[k]);
    chunkStarts.push(k > 0 && CHUNK_SEPARATOR.test(pieces[k - 1]));
  }
  return { parts, chunkStarts };
}

/**
 * A job title written after each name of the byline cut ("Jane Doe Games Editor" ->
 * "Jane Doe"), name by name: read on the whole string, "Jane Doe and Tom Lawyer" would
 * lose "Lawyer" as the title of "Jane Doe and Tom". The title ends its author's chunk:
 * what follows up to the next ";" or conjunction is the employer or the team ("Ines
 * Laurent Staff Engineer, Developer Productivity"), not another author.
 */
function cutRoles(s: string): string {
  const pieces = s.split(AUTHOR_SPLIT_KEEP);
  const kept: string[] = [];
  let titleEnded = false;
  for (let k = 0; k < pieces.length; k += 2) {
    if (k > 0 && CHUNK_SEPARATOR.test(pieces[k - 1])) titleEnded = false;
    if (titleEnded) continue;
    // "Dan Friedman, AdWords Product Manager": after a comma, a part that ends in a job's
    // head word is the name's job title whole, the product or team words before it too.
    if (k > 0 && !CHUNK_SEPARATOR.test(pieces[k - 1]) && isJobTitleAfterName(pieces[k].trim())) {
      titleEnded = true;
      continue;
    }
    if (k > 0) kept.push(pieces[k - 1]);
    const role = roleStart(pieces[k].trim());
    if (role !== undefined && role > 0) {
      kept.push(pieces[k].trim().split(" ").slice(0, role).join(" "));
      titleEnded = true;
    } else kept.push(pieces[k]);
  }
  return kept.join("");
}

/**
 * Where a job title written after the name starts ("Jane Doe Games Editor": at word 2),
 * 0 when the whole part is a job title ("Senior Reporter"), undefined when there is none.
 * A role is a head word (AUTHOR_ROLE_NOUNS) at the end, with the ranks and desk words
 * before it (AUTHOR_ROLE_MODIFIERS); at least two words of name stay before it, so a
 * one-word value ("Editor") is left to the noise list.
 */
function roleStart(part: string): number | undefined {
  const words = part.split(" ");
  const low = words.map((w) => w.toLowerCase().replace(/[.,:;]+$/u, ""));
  const last = low.length - 1;
  // The title's head word: the last word, or a word before "at"/"of"/"bei"... ("Tech
  // Reporter at The Daily Ledger", "Head of Content"): the title ends the byline there.
  // A word that is a surname too (SURNAME_ROLE_NOUNS: "Tom Lawyer") heads a title here only
  // after a rank or desk ("Jane Doe Chief Financial Officer"); alone it keeps the comma form.
  let head = isRoleNoun(low[last]) && (!SURNAME_ROLE_NOUNS.has(low[last]) || isRoleWord(low[last - 1])) ? last : -1;
  for (let j = 0; head < 0 && j < last; j++) {
    if (ROLE_LINK_WORDS.has(low[j + 1]) && (isRoleNoun(low[j]) || (low[j + 1] === "of" && ROLE_OF_HEADS.has(low[j])))) head = j;
  }
  if (head < 0) return undefined;
  let start = head;
  while (start > 0 && (AUTHOR_ROLE_MODIFIERS.has(low[start - 1]) || isRoleNoun(low[start - 1]) || low[start - 1] === "&" || low[start - 1] === "and")) start--;
  if (start === 0) return words.length > 1 ? 0 : undefined;
  // The name kept ends with a name's word, not a particle: "Más del autor" is a phrase.
  return start >= 2 && !/^\p{Ll}/u.test(words[start - 1]) ? start : undefined;
}

/** A rank, a desk or a job's head word. */
function isRoleWord(low: string | undefined): boolean {
  return low !== undefined && (AUTHOR_ROLE_MODIFIERS.has(low) || isRoleNoun(low));
}

/** A job's head word (AUTHOR_ROLE_NOUNS), or a German compound ending in one (ROLE_COMPOUND_SUFFIX). */
function isRoleNoun(low: string): boolean {
  return AUTHOR_ROLE_NOUNS.has(low) || ROLE_COMPOUND_SUFFIX.test(low);
}

/**
 * "Jane DoeGames Editor" -> "Jane Doe Games Editor": a name's span and a title's span
 * that run together with no space (`<span>Jane Doe</span><span>Games Editor</span>`).
 * The last name word is split where a capital follows a small letter, only when what
 * follows is a job title to its end (a desk or job word, then job words): "McDonald"
 * and "DeSantis" end in no title.
 */
const GLUED_WORD = /^(\p{Lu}[\p{Ll}'’-]+)(\p{Lu}\p{Ll}+)$/u;
function unglueRole(part: string): string {
  const words = part.split(" ");
  for (let i = 1; i < words.length; i++) {
    const m = GLUED_WORD.exec(words[i]);
    if (m === null) continue;
    const tail = [m[2], ...words.slice(i + 1)].map((w) => w.toLowerCase());
    const lastWord = tail[tail.length - 1];
    if (isRoleNoun(lastWord) && tail.every((w) => AUTHOR_ROLE_MODIFIERS.has(w) || isRoleNoun(w))) {
      return [...words.slice(0, i), m[1], m[2], ...words.slice(i + 1)].join(" ");
    }
  }
  return part;
}

/** Words of the longest news agency's name (NEWS_AGENCIES: "The Associated Press"). */
const MAX_AGENCY_WORDS = 3;

/**
 * Where a news agency's name written after a person's name starts ("Kari Lindqvist
 * Reuters": at word 2), or undefined. The agency is written as one (each word
 * capitalized, a name of four letters or fewer in capitals: "AFP", not "Lusa"), and two
 * words of name stay before it.
 */
function trailingAgency(part: string): number | undefined {
  const words = part.split(" ");
  for (let k = Math.min(MAX_AGENCY_WORDS, words.length - 2); k >= 1; k--) {
    const tail = words.slice(-k);
    if (!NEWS_AGENCIES.has(tail.join(" ").toLowerCase())) continue;
    const written = tail.every((w) => (w.length <= 4 ? /^\p{Lu}+$/u.test(w) || w === "The" : /^\p{Lu}/u.test(w)));
    if (written) return words.length - k;
  }
  return undefined;
}

/**
 * A job title of up to MAX_JOB_WORDS words ending in a job's head word ("AdWords Product
 * Manager", "Senior Software Engineer"), each word capitalised; a head word that is a surname
 * too ("Lawyer") only after a rank or desk.
 */
function isJobTitleAfterName(part: string): boolean {
  const words = part.split(" ");
  if (words.length < 2 || words.length > MAX_JOB_WORDS || !words.every((w) => /^\p{Lu}/u.test(w))) return false;
  const low = words.map((w) => w.toLowerCase());
  const last = low[low.length - 1];
  return isRoleNoun(last) && (!SURNAME_ROLE_NOUNS.has(last) || isRoleWord(low[low.length - 2]));
}

/** "Assistant Director of Athletic Communications", "Editor of the Sports Desk": a role, then "of". */
const ROLE_OF = /^(.+?)\s+of\s+\S/u;
function isRoleOf(part: string): boolean {
  const m = ROLE_OF.exec(part);
  return m !== null && onlyRoleWords(m[1]) && isRoleNoun(m[1].split(" ").pop()!.toLowerCase());
}

/** "Chief Political", "Senior Staff Writer": every word a rank, a desk or a role. */
function onlyRoleWords(part: string): boolean {
  return part.split(" ").every((w) => {
    const low = w.toLowerCase();
    return AUTHOR_ROLE_MODIFIERS.has(low) || isRoleNoun(low);
  });
}

/**
 * Sentence fragments: "the numbers", "bringt es richtig Laune" (a lower-case start of
 * several words; single lower-case handles like "uriebe" are names), "Tricks für zu
 * Hause" (a lower-case word inside that is no name particle).
 */
function isProse(n: string): boolean {
  const words = n.split(/\s+/);
  if (words.length > 1 && /^\p{Ll}/u.test(words[0]) && /^\p{Ll}/u.test(words[1]) && !NAME_PARTICLES.has(words[0])) return true;
  return words.length > 2 && words.slice(1).some((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.has(w.toLowerCase()));
}

/**
 * "EFC Bayrische Bembel", "OÖ Volksblatt": an acronym beside ordinary words names an
 * organization (initials carry dots, "J. R."; all-caps names are all caps).
 */
function clubLike(n: string): boolean {
  const words = n.split(" ");
  if (words.length < 2 || words.every((w) => w === w.toUpperCase())) return false;
  return words.some((w) => /^\p{Lu}{2,4}$/u.test(w));
}

/** "Krimiblog-Archiv" on archiv.krimiblog.de: a one-word compound with the site's name. */
function containsSite(n: string, sites: ReadonlySet<string>): boolean {
  if (n.includes(" ")) return false;
  const parts = n.split(/[-–]/);
  return parts.length > 1 && parts.some((p) => sites.has(siteKey(p)));
}

/**
 * A publication's article before its name ("Die FURCHE" on furche.at, "Die Zeit" on
 * zeit.de): the site's name is the name without it.
 */
const LEADING_ARTICLE = /^(?:the|die|der|das|el|la|los|las|il|lo|les|le)\s+/iu;
function isSiteName(n: string, sites: ReadonlySet<string>): boolean {
  if (sites.has(siteKey(n))) return true;
  const bare = n.replace(LEADING_ARTICLE, "");
  return bare !== n && sites.has(siteKey(bare));
}

function isValidName(n: string, sites: ReadonlySet<string>, holdPublishers: boolean): boolean {
  if (n.length < 2 || n.length > MAX_AUTHOR_CHARS) return false;
  if (!/\p{L}/u.test(n)) return false;
  if (URLISH.test(n) || n.startsWith("@") || (DATEISH.test(n) && !FORUM_LOGIN.test(n))) return false;
  const words = n.split(/\s+/);
  if (words.length > MAX_AUTHOR_WORDS || isProse(n)) return false;
  const low = n.toLowerCase();
  if (AUTHOR_NOISE.has(low) || BY_WORD_SET.has(low) || low === "https" || low === "http") return false;
  if (AUTHOR_REJECT_PREFIX.test(n)) return false;
  if (holdPublishers && ((isSiteName(n, sites) && !isPersonName(n)) || ORGANIZATION.test(n) || NEWSROOM_START.test(n) || containsSite(n, sites) || clubLike(n))) return false;
  return true;
}

/**
 * A person's name as people write it: two or three words, each a capital and small
 * letters ("Maren Holt", "Jonah Whitlock"). A site named so is its owner's personal site
 * ("Maren Holt's posterous", "… · Jonah Whitlock"), and the name is its author, not a
 * publisher held back ("EAT SMARTER", "Krimiblog-Archiv", "heise online" are not written so).
 */
const PERSON_NAME = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2}$/u;
function isPersonName(n: string): boolean {
  return PERSON_NAME.test(n) && !n.split(/[ -]/).some((w) => PUBLICATION_WORDS.has(w.toLowerCase()));
}

/** Meta keys a page may repeat, one tag per author (meta()). */
const REPEATED_AUTHOR_KEYS: ReadonlySet<string> = new Set(["author", "dc.creator", "dcterms.creator", "dc:creator"]);

function meta(keys: readonly string[]) {
  return ({ sources }: AuthorInput): string[][] => {
    const out: string[][] = [];
    for (const k of keys) {
      const v = (sources.meta.get(k) ?? []).filter((x) => x !== "" && !URLISH.test(x));
      if (v.length === 0) continue;
      // One tag per author: Highwire's and Open Graph's, and since session 25 the plain
      // `author` and Dublin Core's too when the page repeats them with different names (an
      // IETF draft's `<meta name="author">` per author, xml2rfc; a repository's record).
      const each = k === "citation_author" || k === "article:author" || (REPEATED_AUTHOR_KEYS.has(k) && new Set(v).size > 1);
      const unvert = (x: string): string => (k === "citation_author" || INVERTED_NAME_KEYS.has(k) ? uninvertedName(x) : x);
      out.push(each ? [...new Set(v)].map(unvert) : [unvert(v[0])]);
    }
    return out;
  };
}

/**
 * A scholarly tag's "Last, First" name as written in a byline ("Ostrowski, Hannah K." ->
 * "Hannah K. Ostrowski"): Highwire's `citation_author`, which Google Scholar reads,
 * is mostly written so. Anything else (one name, several commas) stays as it is.
 */
const INVERTED_NAME = /^([\p{L}'’.\- ]{2,40}),\s*([\p{L}'’.\- ]{2,40})$/u;
function uninvertedName(v: string): string {
  const m = INVERTED_NAME.exec(v.trim());
  return m === null || COMPANY_SUFFIX.test(m[2]) ? v : `${m[2].trim()} ${m[1].trim()}`;
}
/** "Acme, Inc.": a company's name with its legal form, not "Last, First". */
const COMPANY_SUFFIX = /^\s*(?:inc|ltd|llc|llp|plc|corp|co|gmbh|ag|sa|srl|bv|nv|ab|oy|as|kg)\.?\s*$/i;
/**
 * Dublin Core creators are library records, written "Last, First" as often as Highwire's
 * `citation_author` (a repository's thesis, a journal's article: "Marsh, Helena"; batch 31).
 */
const INVERTED_NAME_KEYS: ReadonlySet<string> = new Set(["dc.creator", "dcterms.creator", "dc:creator"]);

/** A picture's, a recording's or a video's JSON-LD object (MEDIA_OBJECT_TYPES). */
const isMediaObject = (o: JsonObject): boolean => typesOf(o).some((t) => MEDIA_OBJECT_TYPES.has(t));

/** A JSON-LD value typed as an organization (`Organization`, `NewsMediaOrganization`, `Corporation`). */
const isOrg = (x: unknown): boolean =>
  x !== null && typeof x === "object" && !Array.isArray(x) && /Organization|Corporation/.test(String((x as Record<string, unknown>)["@type"] ?? ""));

/** JSON-LD authors typed as organizations are the publisher, not a byline. */
function personsOnly(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => !isOrg(x));
  return isOrg(v) ? undefined : v;
}

/**
 * The names the page's JSON-LD gives as an organization's `author` or `creator` (siteKey
 * form): a republished wire story's agency ("author": {"@type": "Organization", "name":
 * "Continental Press"}), which the CMS writes into `<meta name="author">` too while the
 * visible byline names the reporter. Such a value elsewhere is the organization's name,
 * held back like a news agency's.
 */
function organizationAuthors(sources: MetaSources): Set<string> {
  const out = new Set<string>();
  for (const o of sources.jsonLd) {
    for (const key of ["author", "creator"]) {
      const v = o[key];
      for (const x of Array.isArray(v) ? v : [v]) if (isOrg(x)) for (const n of namesOf(x)) out.add(siteKey(n));
    }
  }
  return out;
}

function jsonLd({ sources }: AuthorInput): string[][] {
  const out: string[][] = [];
  const byId = new Map<string, JsonObject>();
  for (const o of sources.jsonLd) if (typeof o["@id"] === "string" && o["name"] !== undefined) byId.set(o["@id"], o);
  // Yoast and other plugins point at a Person elsewhere in the @graph: {"@id": "#/person/1"}.
  const resolve = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(resolve);
    if (v !== null && typeof v === "object") {
      const id = (v as JsonObject)["@id"];
      if (typeof id === "string" && (v as JsonObject)["name"] === undefined) return byId.get(id) ?? v;
    }
    return v;
  };
  const ranked = rankedObjects(sources);
  // Beside an article, a media object's author made the picture or the video, not the page.
  const article = ranked.some((o) => isArticleLike(o) && !isMediaObject(o));
  for (const o of ranked) {
    if (article && isMediaObject(o)) continue;
    const names = namesOf(personsOnly(resolve(o["author"])));
    if (names.length > 0) out.push(names);
    // An organization as `creator` is the maker or the publisher, as under `author`: a
    // museum object's manufactory (VisualArtwork, batch 21), never a writer.
    const creators = namesOf(personsOnly(resolve(o["creator"])));
    if (creators.length > 0) out.push(creators);
  }
  return out;
}

function bylineText(c: BylineCandidate): string {
  return c.name ?? c.text;
}

/**
 * A "By ..." line found in the text names someone only when what follows the by-word
 * starts like a name (a capital letter, or a letter of a script without case), unless
 * the by-word is an author label. By-words that are also everyday words (WEAK_BY_WORDS)
 * open phrases too: "de facto official language" (wikipedia), "Interview at-a-glance"
 * (a bbc teaser), "Über den idw", "Text vergrößern". After a label ("Autor: red",
 * "Verfasst von: mitundvoneinander", "Posted by kovarex") a small letter is a handle.
 * A line all in capitals after such a by-word is a section's label ("DE INTERÉS", session 18).
 */
function namedAfterByWord(c: BylineCandidate): boolean {
  let rest = c.text;
  let weakOnly = true;
  for (let i = 0; i < 3; i++) {
    const m = BY_PREFIX.exec(rest);
    if (m === null) break;
    if (!WEAK_BY_WORDS.has(m[0].replace(/[\s:：\-–]+$/u, "").toLowerCase())) weakOnly = false;
    rest = rest.slice(m[0].length).replace(/^[\s\p{P}]+/u, "");
  }
  // "Von unserem Redakteur Max Muster": a possessive and the writer's job before the name.
  if (weakOnly && OUR_WORDS.has(rest.split(" ")[0].toLowerCase())) return true;
  // "DE INTERÉS", "DE MODA": a section's label in capitals, where the by-word is a preposition.
  return !(weakOnly && (/^\p{Ll}/u.test(rest) || !/\p{Ll}/u.test(c.text)));
}

/**
 * Byline candidates of a kind (and passing `keep`), the ones nearest after the headline
 * first. Elements of one byline (BylineCandidate.group: "By <a rel=author>A</a> and <a
 * rel=author>B</a>") are one alternative, in the page's order: the co-authors together.
 */
function bylines(kinds: readonly BylineCandidate["kind"][], keep: (c: BylineCandidate) => boolean = () => true) {
  return ({ sources }: AuthorInput): string[][] => {
    const picked = sources.bylines.filter((c) => kinds.includes(c.kind) && keep(c));
    const members = new Map<number, string[]>();
    for (const c of picked) if (c.group !== undefined) members.set(c.group, [...(members.get(c.group) ?? []), bylineText(c)]);
    const h = sources.headlineOrder;
    if (h >= 0) picked.sort((a, b) => dist(a.order, h) - dist(b.order, h));
    const out: string[][] = [];
    const seen = new Set<number>();
    for (const c of picked) {
      if (c.group === undefined) {
        out.push([bylineText(c)]);
        // After the whole text, its first line: "Maren Holtkamp<br>Department of …" reads as prose whole.
        if (c.firstLine !== undefined && c.name === undefined) out.push([c.firstLine]);
      }
      else if (!seen.has(c.group)) {
        seen.add(c.group);
        out.push(members.get(c.group)!.slice(0, MAX_AUTHORS));
      }
    }
    return out;
  };
}
/** Authors read from one byline: its co-authors' elements (bylines()) and the names moreAuthors adds. */
const MAX_AUTHORS = 6;
/**
 * Links to a writer's page (sources.ts isAuthorPageHref) from a little before the headline
 * to a little after it, nearest first: farther down they are teasers' and lists' writers.
 */
function authorLinks({ sources }: AuthorInput): string[][] {
  const h = sources.headlineOrder;
  if (h < 0) return [];
  const near = sources.bylines.filter((c) => c.kind === "author-link" && c.order >= h - AUTHOR_LINK_BEFORE_H1 && c.order <= h + AUTHOR_LINK_AFTER_H1);
  near.sort((a, b) => dist(a.order, h) - dist(b.order, h));
  return near.map((c) => [c.text]);
}
/** Elements before and after the `<h1>` an author link is looked for in (a header's kicker and avatar rows; a byline row under a dek). */
const AUTHOR_LINK_BEFORE_H1 = 30;
const AUTHOR_LINK_AFTER_H1 = 40;
const dist = (order: number, h: number): number => (order >= h ? order - h : (h - order) * 2);

/** Links to the writers' pages (authorLinks); moreAuthors reads it too. */
const AUTHOR_PAGE_LINK: AuthorSource = { name: "author page link", find: authorLinks };

/**
 * The page's own markup that names a writer, one source per kind (itemprop, rel=author, meta
 * author, the byline): after the JSON-LD in the cascade, and the witnesses `outvoted` asks
 * when the JSON-LD's author may be a CMS account.
 */
const MARKUP_AUTHOR_SOURCES: readonly AuthorSource[] = [
  { name: "itemprop author", find: bylines(["itemprop"]) },
  { name: "rel=author", find: bylines(["rel"]) },
  { name: "meta author", find: meta(["author", "article:author", "dc.creator", "dcterms.creator", "dc:creator", "parsely-author", "sailthru.author", "byl", "citation_author", "og:article:author", "twitter:data1"]) },
  // Byline elements and "By ..." lines together, nearest after the headline first: a
  // teaser's `<span class="byline">` below the story is farther than the story's own plain
  // "Von Lisa Petrich" line under its headline (authors-dev: badische-zeitung.de).
  { name: "byline element or line", find: bylines(["class", "by-line"], (c) => c.kind !== "by-line" || namedAfterByWord(c)) },
];

/** The cascade, most explicit source first. */
export const AUTHOR_SOURCES: readonly AuthorSource[] = [
  { name: "json-ld author", find: jsonLd },
  ...MARKUP_AUTHOR_SOURCES,
  // A link to the writer's page near the headline, with no by-word or class to say so
  // (`<a href="/authors/marta-okafor">Marta Okafor</a>`): after every byline, which says more.
  AUTHOR_PAGE_LINK,
  // The name on a comment the post's author wrote (WordPress's `bypostauthor`): said of
  // this page's author by its own software, but in the comments, so after every byline.
  { name: "post author's comment", find: bylines(["post-author"]) },
  // Last: only when no element of the page names anyone, the text's own sign-off
  // ("Autor: ..." on a line, the name that ends the text; signature.ts).
  {
    name: "sign-off in the text",
    find: ({ content, sources }) =>
      content === undefined || content === "" ? [] : signatureCandidates(content, [...sources.headings, ...sources.minorHeadings]),
  },
];

/**
 * The very last resort, when no source names anyone, not even the site: the holder of the
 * page's copyright written as a person's name ("© 2025 Claire Lemoine": two or three
 * capitalised words, no company or newsroom word), which the name cleaning accepts: a
 * one-person site's newsletter, blog or homepage is signed so in its footer.
 */
function copyrightAuthor(reader: AuthorReader, input: AuthorInput): AuthorResult | undefined {
  for (const raws of copyrightHolders(input)) {
    const raw = raws[0];
    if (!PERSON_SHAPE.test(raw) || ORGANIZATION.test(raw)) continue;
    // Named as a writer elsewhere too: a company or a site holds most pages' copyright,
    // and only a person is "by" someone ("a weekly letter about rural life by Claire Lemoine").
    if (!new RegExp(`(?<!\\p{L})(?:${BY_WORD_PATTERN})\\s+${escapeRe(raw)}(?!\\p{L})`, "iu").test(input.sources.text.page())) continue;
    const names = reader.names(raw);
    if (names.length === 1) return { value: names[0], source: "copyright holder" };
  }
  return undefined;
}
/** A person's name as written: two or three words, each a capital and small letters ("Claire Lemoine", "Jean-Luc Marchal"). */
const PERSON_SHAPE = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?: \p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){1,2}$/u;

/** The holders of the page's copyright lines ("© 2025 Claire Lemoine. All rights reserved." gives "Claire Lemoine"), the last first. */
function copyrightHolders({ sources }: AuthorInput): string[][] {
  const out: string[][] = [];
  for (const line of [...(sources.copyrights ?? [])].reverse()) {
    const m = COPYRIGHT_HOLDER.exec(line);
    if (m !== null) out.push([m[1].trim()]);
  }
  return out;
}
/**
 * The mark, a year or a range of years, then the holder, which ends the line: a full stop
 * or a bar and the rights reservation at most after it ("© 2025 Claire Lemoine. All rights
 * reserved."). A holder followed by an address or a shop's phone number ("© 2025 Oakridge
 * Presses, Upper Lyde Farm, … Powered by osCommerce") is a business's.
 */
const COPYRIGHT_HOLDER =
  /^\s*(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:19|20)\d\d(?:\s*[-–]\s*(?:19|20)\d\d)?\s*,?\s+([^|·•,;.!?©]{3,60}?)\s*(?:[.|·•]\s*(?:all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|tutti i diritti riservati)?\s*\.?\s*)?$/iu;

export interface AuthorResult {
  value: string;
  source: string;
}

/**
 * What one extraction reads more than once: the completions (fullerName, moreAuthors)
 * walk the whole cascade again, so each source's strings and each string's clean names
 * are computed once per page (sources are pure functions of the page). The site names
 * are gathered on the first string to clean: many pages offer none.
 */
class AuthorReader {
  private readonly found = new Map<AuthorSource, string[][]>();
  private readonly cleaned = new Map<string, readonly string[]>();
  private siteSet: ReadonlySet<string> | undefined;

  constructor(private readonly input: AuthorInput) {}

  get sites(): ReadonlySet<string> {
    return (this.siteSet ??= siteNames(this.input.sources, this.input.url));
  }

  /** The source's alternatives (each a list of raw strings). */
  find(src: AuthorSource): string[][] {
    let v = this.found.get(src);
    if (v === undefined) {
      v = src.find(this.input);
      this.found.set(src, v);
    }
    return v;
  }

  /** cleanAuthorNames(raw, sites), shared: callers copy, never change it. */
  names(raw: string): readonly string[] {
    let v = this.cleaned.get(raw);
    if (v === undefined) {
      v = cleanAuthorNames(raw, this.sites);
      this.cleaned.set(raw, v);
    }
    return v;
  }
}

/**
 * The cascade; a value naming only the site ("EAT SMARTER" in JSON-LD while the byline
 * names Iris Lange-Fricke) is held back, and given only when no source names anyone
 * else: then the publisher is the author the page states (authors-dev labels such
 * pages with the site's name, e.g. daheim-solar.de, greator.com).
 */
export function extractAuthor(input: AuthorInput): AuthorResult | undefined {
  const reader = new AuthorReader(input);
  const none: ReadonlySet<string> = new Set();
  let siteOnly: AuthorResult | undefined;
  let agencyOnly: AuthorResult | undefined;
  const organizations = organizationAuthors(input.sources);
  for (const src of AUTHOR_SOURCES) {
    for (const raws of reader.find(src)) {
      const names = dedupe(raws.flatMap((raw) => reader.names(raw)));
      // "Reuters" alone, or a name the JSON-LD types as an organization: the wire, held
      // back while another source may name the reporter.
      if (names.length > 0 && names.every((n) => NEWS_AGENCIES.has(n.toLowerCase()) || organizations.has(siteKey(n)))) {
        agencyOnly ??= { value: names.join(", "), source: `${src.name} (news agency)` };
        continue;
      }
      if (names.length === 1 && !names[0].includes(" ")) {
        const fuller = fullerName(names[0], reader);
        if (fuller !== undefined) return { value: fuller, source: `${src.name}, completed by the page` };
      }
      if (names.length > 0 && src === AUTHOR_SOURCES[0] && outvoted(names, reader)) continue;
      if (names.length > 0) {
        const more = moreAuthors(names, reader);
        if (more !== undefined) return { value: more.join(", "), source: `${src.name}, completed by the page` };
        return { value: names.join(", "), source: src.name };
      }
      if (siteOnly === undefined) {
        const unfiltered = dedupe(raws.flatMap((raw) => cleanAuthorNames(raw, none, false)));
        if (unfiltered.length > 0) siteOnly = { value: unfiltered.join(", "), source: `${src.name} (site name)` };
      }
    }
  }
  return agencyOnly ?? siteOnly ?? statedTwice(reader) ?? copyrightAuthor(reader, input);
}

/**
 * The JSON-LD's author is the CMS account that filed the story (a web producer, an editor),
 * while the page's own markup names someone else twice: two other sources of different
 * kinds (itemprop, rel=author, meta, the byline) agree on the first person they name, and
 * none of them names the JSON-LD's. Then the markup is the byline readers see.
 */
function outvoted(jsonNames: readonly string[], reader: AuthorReader): boolean {
  const json = new Set(jsonNames.map((n) => n.toLowerCase()));
  const firsts = new Map<string, number>();
  for (const src of MARKUP_AUTHOR_SOURCES) {
    for (const raws of reader.find(src)) {
      const names = raws.flatMap((raw) => reader.names(raw));
      if (names.some((n) => json.has(n.toLowerCase()))) return false;
      if (names.length === 0) continue;
      const key = names[0].toLowerCase();
      firsts.set(key, (firsts.get(key) ?? 0) + 1);
      break;
    }
  }
  return [...firsts.values()].some((c) => c >= 2);
}

/**
 * The last resort: a value no cleaning accepts as a name ("Catch more fish", "Staff and
 * news service reports", "przepisy.pl"), which two sources of different kinds state as
 * the author (JSON-LD and the byline, a meta tag and rel=author): the page signs itself
 * so, twice. By-words and labels cut; noise ("Unknown", "Admin") and sentences stay out.
 */
function statedTwice(reader: AuthorReader): AuthorResult | undefined {
  const seen = new Map<string, { value: string; sources: Set<string> }>();
  for (const src of AUTHOR_SOURCES) {
    for (const raws of reader.find(src)) {
      if (raws.length !== 1) continue;
      const value = statedValue(raws[0]);
      if (value === undefined) continue;
      const key = value.toLowerCase();
      const entry = seen.get(key) ?? { value, sources: new Set<string>() };
      entry.sources.add(src.name);
      seen.set(key, entry);
      if (entry.sources.size >= 2) return { value: entry.value, source: `${[...entry.sources].join(" and ")} (stated twice)` };
    }
  }
  return undefined;
}
/** A stated value is short: a few words, no sentence. */
const MAX_STATED_WORDS = 6;
function statedValue(raw: string): string | undefined {
  let s = decodeHTML(raw).replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) s = s.replace(BY_PREFIX, "").replace(/^[:\-–—\s]+/, "");
  const label = GENERIC_LABEL.exec(s);
  if (label !== null) s = s.slice(label[0].length);
  s = s.replace(/[\s,;:|"'“”«»\-–—]+$/u, "").trim();
  // Digits make a date, except at the end of a login ("r23", a forum's handle).
  if (s.length < 2 || s.split(" ").length > MAX_STATED_WORDS || /^(?:https?:)?\/\//i.test(s) || /[.!?]\s/.test(s) || DATEISH.test(s.replace(/\p{L}\d+$/u, ""))) return undefined;
  const low = s.toLowerCase();
  if (AUTHOR_NOISE.has(low) || BY_WORD_SET.has(low) || AUTHOR_REJECT_PREFIX.test(s) || !/\p{L}/u.test(s)) return undefined;
  return s;
}

/**
 * A person's name set in capitals by the byline's style sheet or its writer ("By JOEL VARGA
 * Staff Writer", US local papers' bylines, batch 49) is written as a name: each word's first
 * letter capital, the rest small ("Joel Varga"). Only two to four words of two letters or
 * more, every letter a capital: "AFP", "J.R.R. Tolkien" and "Jane DOE" stay as written.
 */
function capitalsAsWritten(name: string): string {
  if (!ALL_CAPITALS_NAME.test(name)) return name;
  const written = name.replace(/\p{L}+/gu, (w) => w[0] + w.slice(1).toLowerCase());
  // An organization's name in capitals ("ABC NEWS") keeps its capitals: its first word is an acronym.
  return ORGANIZATION.test(written) ? name : written;
}
const ALL_CAPITALS_NAME = /^\p{Lu}{2,}(?:[-'’]\p{Lu}{2,})?(?: \p{Lu}{2,}(?:[-'’]\p{Lu}{2,})?){1,3}$/u;

/** "。", "！" or "？" with text after it: a sentence ended inside the value. */
const CJK_SENTENCE_INSIDE = /[。！？]\s*\S/u;

/**
 * "Nils" in meta author while the byline says "Nils Pickert": the fuller form of the
 * same first name, from any source (pinkstinks.de, mtb-news.de in authors-dev).
 */
function fullerName(first: string, reader: AuthorReader): string | undefined {
  const prefix = `${first.toLowerCase()} `;
  for (const src of AUTHOR_SOURCES) {
    for (const raws of reader.find(src)) {
      for (const raw of raws) {
        const names = reader.names(raw);
        // One name only: "Matthias Medizinstudent, Papa, ..." is an author bio, not a byline.
        if (names.length === 1 && names[0].toLowerCase().startsWith(prefix) && names[0].split(" ").length <= 3) return names[0];
      }
    }
  }
  return undefined;
}

/**
 * "Rudolf Fischer" in JSON-LD while the byline says "Rudolf Fischer and Simon Kohler":
 * a byline that names the chosen authors and more completes the list (ebike-mtb.com).
 */
function moreAuthors(chosen: readonly string[], reader: AuthorReader): string[] | undefined {
  const want = chosen.map((n) => n.toLowerCase());
  let linked: ReadonlySet<string> | undefined;
  for (const src of AUTHOR_SOURCES) {
    for (const raws of reader.find(src)) {
      // Only a list joined by a conjunction ("X und Y"), not "X, Role, Company", or the
      // elements of one byline (rel/itemprop author, each a name: bylines()); or a list
      // joined by commas whose every added name links to an author page of its own (Ghost's
      // `h4.gh-article-author-name`: "<a href=/author/ines/>Ines Calloway</a>, <a
      // href=/author/theo/>Theo Marsh</a>" while its JSON-LD names Ines alone).
      const joined = raws.length >= 2 || raws.some((r) => CONJUNCTION.test(r));
      if (!joined && !raws.some((r) => r.includes(","))) continue;
      const names = dedupe(raws.flatMap((raw) => reader.names(raw)));
      const have = new Set(names.map((n) => n.toLowerCase()));
      // Each name added is a full name: "By Daniel Kahn Gillmor, Senior Staff Technologist,
      // ACLU Speech, Privacy, and Technology Project" adds no "Senior" (readability-dev: aclu).
      const addsOnlyFullNames = names.every((n) => want.includes(n.toLowerCase()) || n.includes(" "));
      if (!(names.length > chosen.length && names.length <= MAX_AUTHORS && addsOnlyFullNames && want.every((w) => have.has(w)))) continue;
      if (!joined) {
        linked ??= authorPageNames(reader);
        const pages = linked;
        if (!names.every((n) => want.includes(n.toLowerCase()) || pages.has(n.toLowerCase()))) continue;
      }
      return names;
    }
  }
  return undefined;
}

/** The names the page links to author pages (AUTHOR_PAGE_LINK), lower-cased. */
function authorPageNames(reader: AuthorReader): ReadonlySet<string> {
  const out = new Set<string>();
  for (const raws of reader.find(AUTHOR_PAGE_LINK)) for (const raw of raws) for (const n of reader.names(raw)) out.add(n.toLowerCase());
  return out;
}

function dedupe(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const k = n.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
