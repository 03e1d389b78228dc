/**
 * The site's own names (og:site_name, application-name, the publisher in JSON-LD, the
 * host), as keys that compare loosely: the author cascade rejects them as bylines, the
 * title drops them from the headline.
 */
import { isArticleLike, namesOf } from "./jsonld.js";
import type { MetaSources } from "./sources.js";
import { urlParts } from "./url.js";

/** Letters and digits only, lower-cased: "EAT SMARTER", "eatsmarter.de" and "EatSmarter" meet. */
export const siteKey = (v: string): string => v.toLowerCase().replace(/\.(?:com|org|net|de|at|ch|fr|es|it|nl|co\.uk|uk|info|eu|io)$/, "").replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Every name the site goes by, as siteKey gives them. The title and the author field
 * both ask, mostly with the same URL: kept with the page's sources (a module-level
 * cache would keep the last page alive into the next one's collections).
 */
export function siteNames(s: MetaSources, url: string | undefined): ReadonlySet<string> {
  const key = url ?? "";
  let names = s.siteNames.get(key);
  if (names === undefined) s.siteNames.set(key, (names = gatherSiteNames(s, url)));
  return names;
}

function gatherSiteNames(s: MetaSources, url: string | undefined): Set<string> {
  const out = new Set<string>();
  const add = (v: string | undefined): void => {
    const k = v === undefined ? "" : siteKey(v);
    if (k.length >= 2) out.add(k);
  };
  for (const v of s.meta.get("og:site_name") ?? []) add(v);
  for (const v of s.meta.get("application-name") ?? []) add(v);
  for (const o of s.jsonLd) {
    const types = o["@type"];
    if (types === "WebSite" || types === "Organization" || types === "NewsMediaOrganization") {
      for (const n of namesOf(o["name"])) add(n);
    }
    if (isArticleLike(o)) for (const n of namesOf(o["publisher"])) add(n);
  }
  const parts = url === undefined ? undefined : urlParts(url);
  if (parts !== undefined) {
    const host = parts.hostname.replace(/^www\./, "");
    add(host);
    add(host.split(".")[0]);
    add(host.split(".").slice(-2, -1)[0]);
  }
  return out;
}
