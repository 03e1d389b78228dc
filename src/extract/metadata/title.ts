/**
 * Title: the headline without the site name. Candidates from JSON-LD `headline`,
 * `og:title`/`twitter:title`, the main `<h1>` and `<title>` (with its site-name part
 * cut off); the candidate most others agree with wins, ties go to the earlier source.
 */
import { decodeHTML } from "entities";
import { firstMeta, jsonLdString, type MetaSources } from "./sources.js";

/** Separators sites put between headline and site name: `Headline | Site`, `Site :: Headline`. */
const SEPARATOR = /\s+(?:[|\-–—:·•»«/\\]|::|\|\|)\s+/;

const norm = (s: string): string => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, " ").trim();
const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

/** `<title>` with the site-name part removed, choosing the part that looks like a headline. */
export function stripSiteName(title: string, hints: readonly string[]): string {
  const parts = title.split(SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return title.trim();
  // A part (or run of parts) that another source states is the headline.
  const normHints = hints.map(norm).filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    for (let j = parts.length; j > i; j--) {
      const joined = norm(parts.slice(i, j).join(" "));
      if (normHints.includes(joined)) return joinedOriginal(title, parts, i, j);
    }
  }
  // Otherwise drop the shortest end part (the site name), if what remains is a headline.
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (words(first) >= words(last)) {
    const rest = joinedOriginal(title, parts, 0, parts.length - 1);
    return words(rest) >= 2 || rest.length >= 12 ? rest : title.trim();
  }
  const rest = joinedOriginal(title, parts, 1, parts.length);
  return words(rest) >= 2 || rest.length >= 12 ? rest : title.trim();
}

/** Parts i..j-1 as they were written in the title (keeping their own separators). */
function joinedOriginal(title: string, parts: readonly string[], i: number, j: number): string {
  const start = title.indexOf(parts[i]);
  const lastPart = parts[j - 1];
  let end = title.indexOf(lastPart, start);
  if (start < 0 || end < 0) return parts.slice(i, j).join(" ");
  end += lastPart.length;
  return title.slice(start, end).trim();
}

function clean(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  const t = decodeHTML(s).replace(/\s+/g, " ").trim();
  return t === "" ? undefined : t;
}

export function extractTitle(s: MetaSources): string {
  const ld = clean(jsonLdString(s, "headline")) ?? clean(jsonLdString(s, "name"));
  const og = clean(firstMeta(s, "og:title", "twitter:title", "dc.title", "dcterms.title", "parsely-title", "sailthru.title"));
  const h1 = s.h1.length > 0 ? clean(s.h1[0]) : undefined;
  const doc = clean(s.documentTitle);
  const hints = [ld, og, h1].filter((x): x is string => x !== undefined);
  const docStripped = doc === undefined ? undefined : stripSiteName(doc, hints);
  const ogStripped = og === undefined ? undefined : stripSiteName(og, [ld, h1].filter((x): x is string => x !== undefined));

  const candidates = [ld, ogStripped, h1, docStripped].filter((x): x is string => x !== undefined && x.length <= 400);
  if (candidates.length === 0) return "";
  let best = candidates[0];
  let bestVotes = -1;
  for (const c of candidates) {
    const nc = norm(c);
    let votes = 0;
    for (const other of [ld, og, h1, doc]) {
      if (other === undefined) continue;
      const no = norm(other);
      if (no === nc) votes += 2;
      else if (nc.length >= 8 && no.includes(nc)) votes += 1;
    }
    if (votes > bestVotes) {
      best = c;
      bestVotes = votes;
    }
  }
  return best;
}
