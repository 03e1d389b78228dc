// Shared by the training scripts: the evaluation sets, their tune pages, and how a page
// is read (as ../shared/eval/run.mjs reads it). Only tune pages are ever returned.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, "../..");
export const DATA = path.resolve(ROOT, "../shared/data");
export const OUT = path.join(ROOT, ".train");
export const RUN_MJS = path.resolve(ROOT, "../shared/eval/run.mjs");

const { partOf } = await import(RUN_MJS);

/** The sets with body or with/without gold (metadata-only sets have nothing to say about blocks). */
export function trainingSets() {
  return fs
    .readdirSync(DATA)
    .filter((name) => fs.existsSync(path.join(DATA, name, "manifest.jsonl")))
    .sort()
    .map((name) => ({ name, docs: readManifest(name) }))
    .filter((s) => s.docs.some((d) => typeof d.gold.body === "string" || Array.isArray(d.gold.with)));
}

function readManifest(name) {
  const lines = fs.readFileSync(path.join(DATA, name, "manifest.jsonl"), "utf8").split("\n").filter((l) => l.trim() !== "");
  return lines.map((l) => JSON.parse(l)).filter((d) => partOf(d) === "tune");
}

export function readHtml(set, doc) {
  let buf = fs.readFileSync(path.join(DATA, set, doc.file));
  if (buf.length >= 2 && buf[0] === 0x1f && buf[1] === 0x8b) buf = zlib.gunzipSync(buf);
  return new TextDecoder("utf-8").decode(buf);
}

/** The site a page belongs to, as run.mjs splits tune from check: its URL's host without "www.", else its id. */
export function siteOf(doc) {
  for (const u of [doc.url, doc.id]) {
    try {
      const h = new URL(u).hostname;
      if (h) return h.replace(/^www\./, "");
    } catch {
      /* not a URL */
    }
  }
  return doc.id;
}
