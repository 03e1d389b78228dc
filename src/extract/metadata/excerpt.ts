/**
 * excerpt: the page's own description when it describes the article (JSON-LD
 * `description`, Dublin Core, `og:description`, `meta description`, Twitter), else the
 * first paragraph of the extracted content; at most ~MAX_EXCERPT_CHARS, cut at a word
 * boundary. The source order follows Mozilla Readability, whose output is the gold of
 * readability-dev.
 */
import { MAX_EXCERPT_CHARS, MIN_DESCRIPTION_CHARS } from "../heuristics/metadata.js";
import { firstString, plain, rankedObjects } from "./jsonld.js";
import type { MetaSources } from "./sources.js";

const DESCRIPTION_META_KEYS: readonly string[] = [
  "dc.description", "dc:description", "dcterm:description", "dcterms.description", "og:description",
  "description", "twitter:description", "sailthru.description",
];

/** Cut to at most `max` characters at a word boundary, ending with "…" when cut. */
export function cutAtWord(text: string, max = MAX_EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  // Prefer a sentence end in the second half, else the last space.
  const sentence = Math.max(slice.lastIndexOf(". "), slice.lastIndexOf("! "), slice.lastIndexOf("? "));
  if (sentence >= max / 2) return slice.slice(0, sentence + 1);
  const space = slice.lastIndexOf(" ");
  const cut = space >= max / 2 ? slice.slice(0, space) : slice;
  return `${cut.replace(/[\s,;:–—-]+$/, "")}…`;
}

function validDescription(d: string | undefined, title: string): string | undefined {
  if (d === undefined) return undefined;
  const t = plain(d);
  if (t.length < MIN_DESCRIPTION_CHARS) return undefined;
  // A description that only repeats the title says nothing more.
  if (t.toLowerCase() === title.trim().toLowerCase()) return undefined;
  return t;
}

/** Where one block of the extracted text ends and the next begins. */
const BLOCK_BREAK = /\n\s*\n/g;

function firstParagraph(content: string): string | undefined {
  // Block by block, as `content.split(BLOCK_BREAK)` would give them, but without
  // splitting the whole article when its first block qualifies.
  for (let start = 0; ; ) {
    BLOCK_BREAK.lastIndex = start;
    const m = BLOCK_BREAK.exec(content);
    const t = content.slice(start, m === null ? content.length : m.index).replace(/\s+/g, " ").trim();
    if (t.length >= 40 && /\p{L}/u.test(t)) return t;
    if (m === null) break;
    start = m.index + m[0].length;
  }
  const all = content.replace(/\s+/g, " ").trim();
  return all === "" ? undefined : all;
}

export interface ExcerptInput {
  sources: MetaSources;
  content: string;
  title: string;
}

export function extractExcerpt({ sources, content, title }: ExcerptInput): string | undefined {
  const ld = firstString(rankedObjects(sources).filter((o) => typeof o["description"] === "string"), ["description"]);
  const candidates: (string | undefined)[] = [ld];
  for (const k of DESCRIPTION_META_KEYS) candidates.push(sources.meta.get(k)?.find((v) => v !== ""));
  for (const c of candidates) {
    const v = validDescription(c, title);
    if (v !== undefined) return cutAtWord(v);
  }
  const p = firstParagraph(content);
  return p === undefined ? undefined : cutAtWord(p);
}
