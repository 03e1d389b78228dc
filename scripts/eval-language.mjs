#!/usr/bin/env node
/**
 * Language-detection check (issue 3): the trafilatura-dev pages that declare
 * `<html lang>`. The declaration (and content-language, og:locale) is stripped, the page
 * is extracted, and the `language` we return (now from detection on the extracted
 * content only) is compared with the declared primary subtag. Reports accuracy on pages
 * with >= 200 characters of content, and the detector's own cost per document.
 *
 * Usage: npm run build && node scripts/eval-language.mjs [--dataset DIR] [--min-chars N] [--misses]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist", "src", "extract");
const { extract } = await import(path.join(dist, "index.js"));
const { parseHtml } = await import(path.join(dist, "dom", "parse.js"));
const { collectSources } = await import(path.join(dist, "metadata", "sources.js"));
const { detectLanguage, normalizeLanguage } = await import(path.join(dist, "metadata", "language.js"));

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const dataset = opt("--dataset", path.resolve(root, "..", "shared", "data", "trafilatura-dev"));
const minChars = Number(opt("--min-chars", "200"));
const showMisses = args.includes("--misses");

/** Remove every language declaration the extractor could read. */
function stripDeclarations(html) {
  return html
    .replace(/(<html\b[^>]*?)\s(?:xml:)?lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, "$1")
    .replace(/(<html\b[^>]*?)\s(?:xml:)?lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, "$1")
    .replace(/<meta\b[^>]*(?:content-language|og:locale|name=["']?language)[^>]*>/gi, "");
}

const manifest = readFileSync(path.join(dataset, "manifest.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
let declaredPages = 0;
let scored = 0;
let correct = 0;
let detectNs = 0n;
const misses = [];
for (const m of manifest) {
  const html = gunzipSync(readFileSync(path.join(dataset, m.file))).toString("utf8").replace(/^\uFEFF/, "");
  // The declaration as a browser reads it (our parser skips IE conditional comments).
  const declared = normalizeLanguage(collectSources(parseHtml(html)).htmlLang);
  if (declared === undefined) continue;
  declaredPages++;
  const result = extract(stripDeclarations(html));
  if (result.content.length < minChars) continue;
  const t0 = process.hrtime.bigint();
  detectLanguage(result.content);
  detectNs += process.hrtime.bigint() - t0;
  scored++;
  if (result.language === declared) correct++;
  else misses.push(`${m.id}\tdeclared=${declared}\tgot=${result.language}\t${JSON.stringify(result.content.slice(0, 80))}`);
}
console.log(`dataset   ${dataset}`);
console.log(`pages     ${manifest.length} · declaring <html lang>: ${declaredPages} · with >= ${minChars} chars of content: ${scored}`);
console.log(`accuracy  ${(correct / Math.max(1, scored)).toFixed(3)}  (${correct}/${scored})`);
console.log(`detector  ${(Number(detectNs) / 1e6 / Math.max(1, scored)).toFixed(3)} ms per document (eld on <= 600 chars)`);
if (showMisses) for (const x of misses) console.log(x);
