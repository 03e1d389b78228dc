import { parseHtml } from "../../src/extract/dom/parse.js";
import { extractMetadata, type MetadataFields } from "../../src/extract/metadata/index.js";
import { collectSources, type MetaSources } from "../../src/extract/metadata/sources.js";
import type { ExtractOptions } from "../../src/extract/types.js";

export const NOW = new Date("2024-06-15T12:00:00Z");

export function sourcesOf(html: string): MetaSources {
  return collectSources(parseHtml(html));
}

/** Metadata of a page, with a fixed clock. `content` stands for the extracted text. */
export function meta(html: string, options: ExtractOptions = {}, content = ""): MetadataFields {
  return extractMetadata({ sources: sourcesOf(html), content, options, now: NOW });
}

export const page = (head: string, body = "", htmlAttrs = ""): string =>
  `<!doctype html><html${htmlAttrs ? " " + htmlAttrs : ""}><head><title>A headline | Site</title>${head}</head><body>${body}</body></html>`;

export const ld = (obj: unknown): string => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;
