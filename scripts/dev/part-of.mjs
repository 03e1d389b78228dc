#!/usr/bin/env node
/**
 * Which part (tune or check) a dev page belongs to, before you read it: pages are read only
 * when they are tune pages. Uses run.mjs's own split.
 *
 *   node scripts/dev/part-of.mjs SET ID-OR-SUBSTRING...
 */
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { partOf } from "../../../shared/eval/run.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [set, ...needles] = process.argv.slice(2);
if (!set || needles.length === 0) { console.error("usage: part-of.mjs SET ID-OR-SUBSTRING..."); process.exit(2); }
const docs = readFileSync(join(root, "..", "shared", "data", set, "manifest.jsonl"), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
for (const needle of needles) {
  // A manifest row may have no `file` (its html inline or named otherwise): match its id alone.
  const hits = docs.filter((d) => d.id === needle || d.id.includes(needle) || (typeof d.file === "string" && d.file.includes(needle)));
  if (hits.length === 0) console.log(`${needle}: not in ${set}`);
  for (const d of hits) console.log(`${partOf(d)}\t${d.id}\t${d.file ?? "-"}`);
}
