/**
 * The language detector (src/extract/metadata/detector.ts) is eld's detection on a compact
 * copy of eld's table: it must answer exactly what eld answers (language and every score,
 * in eld's order) for any text. Checked against eld itself on the text of every dev page
 * and on random strings (every script eld knows, digits, apostrophes, surrogate pairs and
 * lone surrogates), and the committed table against eld's.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eld } from "eld/extrasmall";
import { eldDetect } from "../../src/extract/metadata/detector.js";
import { projectRoot, sharedDir } from "../helpers/paths.js";
import { seededRandom } from "../helpers/random.js";

function assertSame(text: string): void {
  const ours = eldDetect(text);
  const theirs = eld.detect(text);
  assert.equal(ours.language, theirs.language, JSON.stringify(text.slice(0, 80)));
  // Same keys in the same order, same numbers.
  assert.deepEqual(Object.entries(ours.getScores()), Object.entries(theirs.getScores()), JSON.stringify(text.slice(0, 80)));
}

test("the committed table is eld's (scripts/eld-table.mjs --check)", () => {
  const r = spawnSync(process.execPath, [path.join(projectRoot, "scripts", "eld-table.mjs"), "--check"], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test("detection equals eld's on the text of every dev page", () => {
  const dataDir = path.join(sharedDir, "data");
  let samples = 0;
  for (const set of existsSync(dataDir) ? readdirSync(dataDir) : []) {
    const manifest = path.join(dataDir, set, "manifest.jsonl");
    if (!existsSync(manifest)) continue;
    for (const line of readFileSync(manifest, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const entry = JSON.parse(line) as { file: string };
      const html = gunzipSync(readFileSync(path.join(dataDir, set, entry.file))).toString("utf8");
      // The page's text, roughly: tags and scripts out. Three windows of different lengths.
      const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
      const mid = Math.floor(text.length / 2);
      for (const sample of [text.slice(0, 600), text.slice(mid, mid + 1200), text.slice(-150)]) {
        assertSame(sample);
        samples++;
      }
    }
  }
  if (samples === 0) console.log("no dev pages under ../shared/data: only the random strings were checked");
});

test("detection equals eld's on random strings of every script", () => {
  const random = seededRandom(18);
  // Ranges that exercise each branch of the byte encoding and the separators.
  const ranges: [number, number][] = [
    [0x20, 0x7e], [0xa0, 0x24f], [0x370, 0x52f], [0x590, 0x6ff], [0x900, 0xdff], [0xe00, 0xeff],
    [0x1100, 0x11ff], [0x3040, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3], [0xd800, 0xdfff], [0xff00, 0xffef],
  ];
  for (let n = 0; n < 3000; n++) {
    const [lo, hi] = ranges[Math.floor(random() * ranges.length)];
    const [lo2, hi2] = ranges[Math.floor(random() * ranges.length)];
    const length = Math.floor(random() * 1500);
    let s = "";
    for (let i = 0; i < length; i++) {
      const r = random();
      if (r < 0.15) s += " ";
      else if (r < 0.18) s += "'’`"[Math.floor(random() * 3)];
      else if (r < 0.2) s += String.fromCodePoint(0x1f600 + Math.floor(random() * 80));
      else if (r < 0.6) s += String.fromCharCode(lo + Math.floor(random() * (hi - lo + 1)));
      else s += String.fromCharCode(lo2 + Math.floor(random() * (hi2 - lo2 + 1)));
    }
    assertSame(s);
  }
  for (const s of ["", " ", "a", "ab", "abc", "abcd", "é", "\ud83d", "x\ud83d", "don't", "l'été", "1234 5678"]) assertSame(s);
});
