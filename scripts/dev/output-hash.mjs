/**
 * Output identity check for changes that must not move a byte (issue 18's memory work,
 * issue 17's text path with options that are off by default): extract() with
 * default options over every page of every dev set in ../shared/data, one SHA-256 per
 * set and one over all, plus a per-page list to diff. Run it on two builds and compare:
 *
 *   node scripts/dev/output-hash.mjs [DIST_ROOT] [--pages FILE]
 *
 * DIST_ROOT is a checkout whose dist/ is built (default: this one).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
import { dataDir, root as here } from "../../bench/lib.mjs";

const args = process.argv.slice(2);
const pagesOut = args.includes("--pages") ? args[args.indexOf("--pages") + 1] : null;
const root = args[0] !== undefined && !args[0].startsWith("--") ? path.resolve(args[0]) : here;
const { extract } = await import(pathToFileURL(path.join(root, "dist", "src", "extract", "index.js")).href);

const all = createHash("sha256");
const perPage = [];
let pages = 0;
for (const set of readdirSync(dataDir).sort()) {
  const manifest = path.join(dataDir, set, "manifest.jsonl");
  if (!existsSync(manifest)) continue;
  const h = createHash("sha256");
  let n = 0;
  for (const line of readFileSync(manifest, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const entry = JSON.parse(line);
    const html = gunzipSync(readFileSync(path.join(dataDir, set, entry.file))).toString("utf8");
    const out = JSON.stringify(extract(html, { url: entry.url ?? undefined }));
    h.update(out);
    all.update(out);
    perPage.push(`${set}/${entry.id} ${createHash("sha256").update(out).digest("hex").slice(0, 16)}`);
    n++;
  }
  pages += n;
  console.log(`${set.padEnd(18)} ${String(n).padStart(5)} pages  ${h.digest("hex")}`);
}
console.log(`${"all".padEnd(18)} ${String(pages).padStart(5)} pages  ${all.digest("hex")}`);
if (pagesOut !== null) writeFileSync(pagesOut, perPage.join("\n") + "\n");
