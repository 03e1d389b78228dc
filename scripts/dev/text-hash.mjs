#!/usr/bin/env node
/**
 * One hash of `extract()` with default options over every page of every dev set
 * (../shared/data/*): the text path must stay byte-identical when an option that is
 * off by default changes (issue 17). Prints one line per set and the total; compare
 * the output before and after a change (`node scripts/dev/text-hash.mjs > before.txt`).
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const { extract } = await import(path.join(root, "dist", "src", "extract", "index.js"));
const dataDir = path.resolve(root, "..", "shared", "data");
const total = createHash("sha256");
for (const set of readdirSync(dataDir).sort()) {
  const manifest = path.join(dataDir, set, "manifest.jsonl");
  if (!existsSync(manifest)) continue;
  const h = createHash("sha256");
  let n = 0;
  for (const line of readFileSync(manifest, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const doc = JSON.parse(line);
    const html = gunzipSync(readFileSync(path.join(dataDir, set, doc.file))).toString("utf8").replace(/^\uFEFF/, "");
    const out = JSON.stringify(extract(html, doc.url ? { url: doc.url } : {}));
    h.update(out);
    h.update("\n");
    n++;
  }
  const digest = h.digest("hex");
  total.update(digest);
  console.log(`${set}\t${n}\t${digest}`);
}
console.log(`total\t${total.digest("hex")}`);
