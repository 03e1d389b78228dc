// The block model's inference cost: extract() on the dev pages with the model off and on,
// in the same process, each page timed in both modes one after the other (the order
// alternating), over a few rounds; each page's time is its median over the rounds.
//   node scripts/train/cost.mjs [--limit N] [--rounds N]
// Every page of every set with body or snippet gold is used, tune and check alike: this
// times the code, it reads no gold.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import { DATA, ROOT } from "./common.mjs";

const { values } = parseArgs({ options: { limit: { type: "string", default: "250" }, rounds: { type: "string", default: "3" } } });
const limit = Number(values.limit);
const rounds = Number(values.rounds);
const { extract } = await import(path.join(ROOT, "dist/src/extract/index.js"));

const pages = [];
for (const set of ["cleaneval-dev", "dragnet-dev", "readability-dev", "trafilatura-dev"]) {
  const lines = fs.readFileSync(path.join(DATA, set, "manifest.jsonl"), "utf8").split("\n").filter((l) => l.trim() !== "");
  for (const line of lines.slice(0, limit)) {
    const d = JSON.parse(line);
    let buf = fs.readFileSync(path.join(DATA, set, d.file));
    if (buf[0] === 0x1f && buf[1] === 0x8b) buf = zlib.gunzipSync(buf);
    pages.push({ html: new TextDecoder("utf-8").decode(buf), url: d.url ?? undefined });
  }
}

const time = (p, on) => {
  const t0 = performance.now();
  extract(p.html, { url: p.url, blockModel: on });
  return performance.now() - t0;
};
// Warm-up: every page once in each mode.
for (const p of pages) {
  time(p, false);
  time(p, true);
}
const off = pages.map(() => []);
const on = pages.map(() => []);
for (let r = 0; r < rounds; r++) {
  pages.forEach((p, i) => {
    if ((i + r) % 2 === 0) {
      off[i].push(time(p, false));
      on[i].push(time(p, true));
    } else {
      on[i].push(time(p, true));
      off[i].push(time(p, false));
    }
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (samples) => {
  const t = samples.map(median).sort((a, b) => a - b);
  const q = (f) => t[Math.min(t.length - 1, Math.floor(f * t.length))];
  return { mean: t.reduce((a, b) => a + b, 0) / t.length, p50: q(0.5), p90: q(0.9), p99: q(0.99), max: t[t.length - 1] };
};
const a = summary(off);
const b = summary(on);
const f = (s) => `mean ${s.mean.toFixed(2)} ms  p50 ${s.p50.toFixed(2)}  p90 ${s.p90.toFixed(2)}  p99 ${s.p99.toFixed(2)}  max ${s.max.toFixed(1)}`;
console.log(`${pages.length} pages, ${rounds} rounds`);
console.log(`model off: ${f(a)}`);
console.log(`model on:  ${f(b)}`);
console.log(`cost: +${(b.mean - a.mean).toFixed(2)} ms per page on average (${((b.mean / a.mean - 1) * 100).toFixed(1)}%)`);
