/**
 * Link and image destinations: absolute, of a safe scheme, written so that a Markdown
 * destination never needs angle brackets (docs/markdown.md, "Links and images").
 */
import { findFirst, type ElementNode } from "../dom/node.js";
import { SAFE_URL_SCHEMES } from "../heuristics/markdown.js";

/** `base`: the document's `<base href>` resolved against the request's `url`, else the `url`. */
export function documentBase(baseHref: string | undefined, url: string | undefined): URL | null {
  const page = parseUrl(url, null);
  if (baseHref !== undefined && baseHref.trim() !== "") {
    const base = parseUrl(baseHref.trim(), page);
    if (base !== null && (base.protocol === "http:" || base.protocol === "https:")) return base;
  }
  return page;
}

function parseUrl(href: string | undefined, base: URL | null): URL | null {
  if (href === undefined) return null;
  try {
    return base === null ? new URL(href) : new URL(href, base);
  } catch {
    return null;
  }
}

/** Characters that would end or confuse a `(destination)`. */
const DESTINATION_UNSAFE = /[()<>\s\\|]/g;
const PERCENT: Readonly<Record<string, string>> = { "(": "%28", ")": "%29", "<": "%3C", ">": "%3E", "\\": "%5C", "|": "%7C" };

/**
 * The absolute URL to write for an `href`/`src`, or null when the link keeps its text
 * only: empty or fragment-only, relative with nothing to resolve against, unparseable, or
 * of a scheme not in SAFE_URL_SCHEMES (`javascript:`, `data:`, `vbscript:`, ...).
 */
export function safeUrl(raw: string | undefined, base: URL | null): string | null {
  if (raw === undefined) return null;
  // The URL parser strips leading/trailing C0 controls and spaces and drops tabs and newlines
  // inside, as browsers do: `java\tscript:` is `javascript:` to it too, and so is refused.
  const href = raw.trim();
  if (href === "" || href.startsWith("#")) return null;
  const url = parseUrl(href, base);
  if (url === null || !SAFE_URL_SCHEMES.has(url.protocol)) return null;
  return url.href.replace(DESTINATION_UNSAFE, (ch) => PERCENT[ch] ?? encodeURIComponent(ch));
}

/** The first `<base href>` of the document's `<head>` (read before never-content removes it). */
export function baseHref(root: ElementNode): string | undefined {
  const html = root.children.find((k): k is ElementNode => k.kind === 1 && k.tag === "html");
  const head = (html ?? root).children.find((k): k is ElementNode => k.kind === 1 && k.tag === "head");
  if (head === undefined) return undefined;
  const base = findFirst(head, (el) => el.tag === "base" && el.attrs["href"] !== undefined);
  return base?.attrs["href"];
}
