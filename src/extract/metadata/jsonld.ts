/**
 * Reading JSON-LD safely: values of unknown shape (strings, objects, arrays, HTML inside
 * strings) become plain strings or nothing. Article-like objects are preferred over the
 * WebSite/Organization objects that share their `@graph`.
 */
import { decodeHTML } from "entities";
import type { JsonObject, MetaSources } from "./sources.js";
import { headlineKey } from "./text.js";

/** Readability's list of schema.org article types (so our choice matches its gold). */
const ARTICLE_TYPES =
  /^(?:Article|AdvertiserContentArticle|NewsArticle|AnalysisNewsArticle|AskPublicNewsArticle|BackgroundNewsArticle|OpinionNewsArticle|ReportageNewsArticle|ReviewNewsArticle|Report|SatiricalArticle|ScholarlyArticle|MedicalScholarlyArticle|SocialMediaPosting|BlogPosting|LiveBlogPosting|DiscussionForumPosting|TechArticle|APIReference|Recipe|Review|VideoObject|Blog|CreativeWork|WebPage|ItemPage|QAPage|FAQPage|ProfilePage|Question)$/;
const STRICT_ARTICLE = /Article|Posting|Report|APIReference|Recipe|Review/;

export function typesOf(obj: JsonObject): string[] {
  const t = obj["@type"];
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === "string");
  return [];
}

export function isArticleLike(obj: JsonObject): boolean {
  return typesOf(obj).some((t) => STRICT_ARTICLE.test(t));
}

/**
 * The page is about an event and is no article: a schema.org Event (`MusicEvent`,
 * `TheaterEvent`, ...) named as the page's `<h1>` names it, and no article-like object.
 * Its dates are the event's, when it starts and ends, and say nothing of when the page
 * was published. An article with an events widget beside it (a list of Event objects
 * under other names) is no event page.
 */
export function isEventPage(s: MetaSources): boolean {
  let event = false;
  for (const o of s.jsonLd) {
    if (isArticleLike(o)) return false;
    const name = o["name"];
    if (event || typeof name !== "string" || !typesOf(o).some((t) => EVENT_TYPE.test(t))) continue;
    const key = headlineKey(name);
    event = s.h1.some((h) => headlineKey(h) === key);
  }
  return event;
}
/**
 * The page is a question with its answers (schema.org QAPage, or a Question carrying
 * `acceptedAnswer`/`suggestedAnswer`): a Stack Exchange, Microsoft Q&A or Discourse-like
 * thread, whose answers are replies to the question (SPEC.md 1.3, test/pages/README.md).
 */
export function isQaPage(s: MetaSources): boolean {
  // An FAQ page states its questions the same way (schema.org FAQPage's mainEntity is a
  // list of Questions with an acceptedAnswer: Yoast's and Rank Math's FAQ blocks write
  // it on every WordPress FAQ), and there the answers are the content.
  if (s.jsonLd.some((o) => typesOf(o).includes("FAQPage"))) return false;
  return s.jsonLd.some((o) => {
    const types = typesOf(o);
    return types.includes("QAPage") || (types.includes("Question") && (o["acceptedAnswer"] !== undefined || o["suggestedAnswer"] !== undefined));
  });
}

/** The page states it is a live blog (schema.org LiveBlogPosting, which news sites add for search engines' live badge). */
export function isLiveBlogPage(s: MetaSources): boolean {
  return s.jsonLd.some((o) => typesOf(o).includes("LiveBlogPosting"));
}

const EVENT_TYPE = /^(?:[A-Z][A-Za-z]*)?Event$/;

/** Objects in preference order: articles, then pages and other creative works, then the rest. */
export function rankedObjects(s: MetaSources): JsonObject[] {
  const strict: JsonObject[] = [];
  const loose: JsonObject[] = [];
  const rest: JsonObject[] = [];
  for (const o of s.jsonLd) {
    if (isArticleLike(o)) strict.push(o);
    else if (typesOf(o).some((t) => ARTICLE_TYPES.test(t))) loose.push(o);
    else rest.push(o);
  }
  return [...strict, ...loose, ...rest];
}

/** Plain text from a JSON-LD string: HTML tags removed, entities decoded, whitespace collapsed. */
export function plain(s: string): string {
  return decodeHTML(s.replace(/<[^>]{0,500}>/g, " ")).replace(/\s+/g, " ").trim();
}

/** A string, or the `name` of an object, or the names in an array; anything else: []. */
export function namesOf(v: unknown, depth = 0): string[] {
  if (depth > 3 || v === null || v === undefined) return [];
  if (typeof v === "string") return v.trim() === "" ? [] : [v];
  if (Array.isArray(v)) return v.slice(0, 20).flatMap((x) => namesOf(x, depth + 1));
  if (typeof v === "object") {
    const o = v as JsonObject;
    const name = o["name"];
    if (typeof name === "string") return name.trim() === "" ? [] : [name];
    if (Array.isArray(name)) return namesOf(name, depth + 1);
    const given = o["givenName"];
    const family = o["familyName"];
    if (typeof given === "string" || typeof family === "string") {
      return [[given, family].filter((x) => typeof x === "string").join(" ")];
    }
  }
  return [];
}

/** String values of `keys` on the ranked objects, in order (strings, numbers, first of arrays). */
export function stringValues(objects: readonly JsonObject[], keys: readonly string[]): string[] {
  const out: string[] = [];
  for (const o of objects) {
    for (const k of keys) {
      const v = o[k];
      if (typeof v === "string" && v.trim() !== "") out.push(v.trim());
      else if (typeof v === "number" && Number.isFinite(v)) out.push(String(v));
      else if (Array.isArray(v) && typeof v[0] === "string" && v[0].trim() !== "") out.push(v[0].trim());
    }
  }
  return out;
}

/** First string value of one of `keys` on the ranked objects. */
export function firstString(objects: readonly JsonObject[], keys: readonly string[]): string | undefined {
  return stringValues(objects, keys)[0];
}

/** Paragraph breaks in an `articleBody`: blank lines, and block tags when publishers leave HTML in it. */
const BODY_BREAK = /\n\s*\n|<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|br)\b[^>]{0,500}>/gi;

/**
 * The article's text as its JSON-LD `articleBody` gives it (an article-typed object's),
 * as plain text: paragraphs separated by one blank line, HTML removed, entities decoded,
 * whitespace collapsed within each paragraph. Undefined when there is none.
 */
export function articleBodyText(s: MetaSources): string | undefined {
  const strict = s.jsonLd.filter(isArticleLike);
  const raw = firstString(strict, ["articleBody"]);
  if (raw === undefined) return undefined;
  const paragraphs = raw.split(BODY_BREAK).map(plain).filter((p) => p !== "");
  return paragraphs.length === 0 ? undefined : paragraphs.join("\n\n");
}
