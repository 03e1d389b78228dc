/**
 * Metadata sources, read once from the whole page before any cleaning: meta tags,
 * JSON-LD objects, `<html lang>`, headings. Each field's cascade (title.ts, and the
 * metadata fields to come) reads from this one object.
 */
import { normText, walkElements, type Document, type ElementNode } from "../dom/node.js";

export type JsonObject = { [key: string]: unknown };

export interface MetaSources {
  /** `<title>` text, whitespace-collapsed. */
  documentTitle: string;
  /** meta name/property/itemprop (lower-cased) -> contents, first occurrence first. */
  meta: Map<string, string[]>;
  /** JSON-LD objects, `@graph` and arrays flattened. Broken blocks are skipped. */
  jsonLd: JsonObject[];
  /** `<h1>` texts in document order. */
  h1: string[];
  htmlLang: string;
  /** Elements with itemprop (lower-cased value) -> first element. */
  itemprops: Map<string, ElementNode>;
}

const MAX_JSON_LD_CHARS = 1_000_000;

function flattenJsonLd(value: unknown, out: JsonObject[], depth: number): void {
  if (depth > 4 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const v of value) flattenJsonLd(v, out, depth + 1);
    return;
  }
  const obj = value as JsonObject;
  out.push(obj);
  if (obj["@graph"] !== undefined) flattenJsonLd(obj["@graph"], out, depth + 1);
}

export function parseJsonLdBlocks(blocks: readonly string[]): JsonObject[] {
  const out: JsonObject[] = [];
  for (const raw of blocks) {
    if (raw.length > MAX_JSON_LD_CHARS) continue;
    const text = raw.trim().replace(/^<!--|-->$/g, "").replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, "");
    try {
      flattenJsonLd(JSON.parse(text), out, 0);
    } catch {
      // Broken JSON-LD is common (trailing commas, raw newlines in strings); skip the block.
    }
  }
  return out;
}

export function collectSources(doc: Document): MetaSources {
  const meta = new Map<string, string[]>();
  const h1: string[] = [];
  const itemprops = new Map<string, ElementNode>();
  let htmlLang = "";
  walkElements(doc.root, (el) => {
    const tag = el.tag;
    if (tag === "html") htmlLang = el.attrs["lang"] ?? el.attrs["xml:lang"] ?? "";
    else if (tag === "meta") {
      const key = el.attrs["property"] ?? el.attrs["name"] ?? el.attrs["itemprop"] ?? el.attrs["http-equiv"];
      const content = el.attrs["content"];
      if (key !== undefined && content !== undefined) {
        const k = key.trim().toLowerCase();
        const list = meta.get(k);
        if (list) list.push(content.trim());
        else meta.set(k, [content.trim()]);
      }
    } else if (tag === "h1") {
      const t = normText(el);
      if (t !== "") h1.push(t);
    }
    const ip = el.attrs["itemprop"];
    if (ip !== undefined && tag !== "meta") {
      for (const p of ip.toLowerCase().split(/\s+/)) if (!itemprops.has(p)) itemprops.set(p, el);
    }
    return true;
  });
  return {
    documentTitle: doc.titleText.replace(/\s+/g, " ").trim(),
    meta,
    jsonLd: parseJsonLdBlocks(doc.jsonLd),
    h1,
    htmlLang: htmlLang.trim(),
    itemprops,
  };
}

export function firstMeta(s: MetaSources, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const v = s.meta.get(k);
    if (v) for (const x of v) if (x !== "") return x;
  }
  return undefined;
}

/** First string value of `key` on an article-like JSON-LD object. */
export function jsonLdString(s: MetaSources, key: string): string | undefined {
  for (const obj of s.jsonLd) {
    const v = obj[key];
    if (typeof v === "string" && v.trim() !== "") return v.trim();
  }
  return undefined;
}
