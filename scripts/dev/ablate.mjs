#!/usr/bin/env node
/**
 * `npm run eval:ablate`: what each rule of src/extract/rules.ts is worth. Every rule is
 * switched off in turn (extract's `disableRules`) and the content figures of every
 * content-scored dev set under ../shared/data (body F1, snippet F1) are measured on the
 * tune and the check part, against the run with every rule on.
 *
 * Fast by construction: a removal rule that removed nothing on a page (the baseline's
 * debug trace says which rules removed something, in any strategy, undone or not) leaves
 * that page's output unchanged when it is switched off, so only the pages it touched are
 * extracted again; selection, text and fallback rules touch every page and are run on all.
 * Rules come cheapest first, so a partial run has the most rows. All in one process.
 *
 * Options: --base (print the figures with every rule on, and stop: a quick A/B of two
 * builds), --disable ID (repeatable: off in every run, the baseline's too), --rule ID (repeatable: only these), --set NAME (repeatable), --json FILE
 * (every row), --markdown FILE (the table for docs/rules.md), --pages (also list, under each
 * rule, the tune pages whose score it moves: id, F1 with the rule, F1 without; check
 * pages are never listed, they are not for studying).
 * Effect = figure with every rule on minus figure with this rule off: positive means the
 * rule pays. Requires a build (`npm run build`).
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const shared = path.resolve(root, "..", "shared");
const dist = path.join(root, "dist", "src", "extract");
if (!existsSync(path.join(dist, "pipeline.js"))) {
  console.error("ablate: dist/ is missing; run `npm run build` first");
  process.exit(2);
}
const { runPipeline } = await import(path.join(dist, "pipeline.js"));
const { RULES } = await import(path.join(dist, "rules.js"));
const { tokenize, shingleMatching, countItem, partOf } = await import(path.join(shared, "eval", "run.mjs"));

const args = process.argv.slice(2);
const many = (flag) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));
const one = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const onlyRules = many("--rule");
const onlySets = many("--set");
/** Rules off in every run, the baseline's too (--base --disable ID: what removing them together does). */
const alwaysOff = many("--disable");
/** List the tune pages each rule moves (--pages). */
const listPages = args.includes("--pages");

/** Load every content-scored set: body gold or with/without snippets. */
function loadSets() {
  const sets = [];
  for (const name of readdirSync(path.join(shared, "data")).sort()) {
    const dir = path.join(shared, "data", name);
    if (!existsSync(path.join(dir, "manifest.jsonl"))) continue;
    if (onlySets.length > 0 && !onlySets.includes(name)) continue;
    const docs = [];
    for (const line of readFileSync(path.join(dir, "manifest.jsonl"), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const d = JSON.parse(line);
      const kind = typeof d.gold?.body === "string" ? "body" : d.gold?.with !== undefined ? "snippets" : null;
      if (kind === null) continue;
      let buf = readFileSync(path.join(dir, d.file));
      if (d.file.endsWith(".gz")) buf = gunzipSync(buf);
      let html = buf.toString("utf8");
      if (html.charCodeAt(0) === 0xfeff) html = html.slice(1);
      docs.push({ id: d.id, url: d.url ?? undefined, html, kind, part: partOf(d), gold: kind === "body" ? tokenize(d.gold.body) : d.gold });
    }
    if (docs.length > 0) sets.push({ name, kind: docs[0].kind, docs });
  }
  return sets;
}

/** A document's score row: body [tp, fp, fn] shares, snippets [tp, fp, fn, tn] counts. */
function scoreDoc(doc, content) {
  return doc.kind === "body" ? shingleMatching(doc.gold, tokenize(content)) : countItem(doc.gold, content);
}

/** One page's F1 from its score row (body shares or snippet counts: tp, fp, fn first in both). */
function pageF1([tp, fp, fn]) {
  const d = 2 * tp + fp + fn;
  return d === 0 ? 1 : (2 * tp) / d;
}

const mean = (xs) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** The set's F1 over the rows of one part (run.mjs's definitions). */
function f1Of(kind, rows) {
  if (kind === "snippets") {
    let tp = 0, fp = 0, fn = 0;
    for (const r of rows) { tp += r[0]; fp += r[1]; fn += r[2]; }
    const d = 2 * tp + fp + fn;
    return d === 0 ? 0 : (2 * tp) / d;
  }
  const prec = (tp, fp, fn) => (fp === 0 && fn === 0 ? 1 : tp === 0 && fp === 0 ? 0 : tp / (tp + fp));
  const rec = (tp, fp, fn) => (fp === 0 && fn === 0 ? 1 : tp === 0 && fn === 0 ? 0 : tp / (tp + fn));
  const p = mean(rows.filter(([tp, fp]) => tp + fp > 0).map(([tp, fp, fn]) => prec(tp, fp, fn)));
  const r = mean(rows.filter(([tp, , fn]) => tp + fn > 0).map(([tp, fp, fn]) => rec(tp, fp, fn)));
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

function figures(set, rows) {
  const out = {};
  for (const part of ["tune", "check"]) out[part] = f1Of(set.kind, rows.filter((_, i) => set.docs[i].part === part));
  return out;
}

const t0 = performance.now();
const sets = loadSets();
const allDocs = sets.flatMap((s) => s.docs);
console.error(`ablate: ${allDocs.length} documents in ${sets.length} sets (${sets.map((s) => s.name).join(", ")}), loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

// Baseline: every rule on, with the trace (which rules removed something on which page).
const removalStages = new Set(["never", "structure", "class", "phrase", "prune"]);
const firedOn = new Map(); // rule id -> Set of document indices (over allDocs)
const baseRows = new Map(); // set name -> rows
{
  let k = 0;
  for (const set of sets) {
    const rows = [];
    for (const doc of set.docs) {
      const { result, debug } = runPipeline(doc.html, { url: doc.url, debug: true, disableRules: alwaysOff });
      rows.push(scoreDoc(doc, result.content));
      for (const r of debug.removals) {
        if (!firedOn.has(r.rule)) firedOn.set(r.rule, new Set());
        firedOn.get(r.rule).add(k);
      }
      k++;
    }
    baseRows.set(set.name, rows);
  }
}
const base = Object.fromEntries(sets.map((s) => [s.name, figures(s, baseRows.get(s.name))]));
console.error(`ablate: baseline done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (args.includes("--base")) {
  // Only the figures with every rule on: a quick in-process A/B between two builds.
  for (const s of sets) console.log(`${s.name}\t${s.kind} F1\ttune ${base[s.name].tune.toFixed(4)}\tcheck ${base[s.name].check.toFixed(4)}`);
  const meanCheck = mean(sets.map((s) => base[s.name].check));
  console.log(`mean check ${meanCheck.toFixed(4)}`);
  process.exit(0);
}

const rules = RULES.filter((r) => onlyRules.length === 0 || onlyRules.includes(r.id)).map((r) => {
  const touches = removalStages.has(r.stage) ? (firedOn.get(r.id) ?? new Set()) : null; // null: every page
  return { ...r, touches, cost: touches === null ? allDocs.length : touches.size };
});
rules.sort((a, b) => a.cost - b.cost);

const fmt = (x) => (x >= 0 ? "+" : "") + x.toFixed(4);
const header = ["rule", "pages", ...sets.flatMap((s) => [`${s.name} tune`, `${s.name} check`]), "mean check"];
console.log(header.join("\t"));
const out = [];
for (const rule of rules) {
  const effect = {};
  const moved = [];
  let changedPages = 0;
  let k = 0;
  for (const set of sets) {
    const rows = [...baseRows.get(set.name)];
    let changed = false;
    for (let i = 0; i < set.docs.length; i++, k++) {
      if (rule.touches !== null && !rule.touches.has(k)) continue;
      const doc = set.docs[i];
      const { result } = runPipeline(doc.html, { url: doc.url, disableRules: [...alwaysOff, rule.id] });
      const row = scoreDoc(doc, result.content);
      if (row.some((v, j) => v !== rows[i][j])) {
        changed = true;
        changedPages++;
        if (listPages && doc.part === "tune") moved.push(`  ${set.name}\t${doc.id}\twith ${pageF1(rows[i]).toFixed(3)}\twithout ${pageF1(row).toFixed(3)}`);
      }
      rows[i] = row;
    }
    const f = changed ? figures(set, rows) : base[set.name];
    // Effect of the rule: with it minus without it.
    effect[set.name] = { tune: base[set.name].tune - f.tune, check: base[set.name].check - f.check };
  }
  const meanCheck = mean(sets.map((s) => effect[s.name].check));
  const row = { id: rule.id, stage: rule.stage, what: rule.what, firedPages: rule.touches === null ? null : rule.touches.size, changedPages, effect, meanCheck };
  out.push(row);
  console.log([rule.id, changedPages, ...sets.flatMap((s) => [fmt(effect[s.name].tune), fmt(effect[s.name].check)]), fmt(meanCheck)].join("\t"));
  for (const line of moved) console.log(line);
}
console.error(`ablate: ${rules.length} rules in ${((performance.now() - t0) / 60000).toFixed(1)} min`);

const jsonOut = one("--json");
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ base, rows: out }, null, 2));
const mdOut = one("--markdown");
if (mdOut) {
  const lines = [
    `| rule | pages changed | ${sets.map((s) => `${s.name} tune / check`).join(" | ")} | mean check |`,
    `|---|---|${sets.map(() => "---|").join("")}---|`,
    ...out
      .slice()
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((r) => `| \`${r.id}\` | ${r.changedPages} | ${sets.map((s) => `${fmt(r.effect[s.name].tune)} / ${fmt(r.effect[s.name].check)}`).join(" | ")} | ${fmt(r.meanCheck)} |`),
  ];
  writeFileSync(mdOut, lines.join("\n") + "\n");
}
