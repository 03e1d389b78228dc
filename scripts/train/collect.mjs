// Step 1 of `npm run train`: every tune page of every set with body or snippet gold
// through the extractor with the model off, the blocks' features read where the model
// reads them (the strategy that won), and each block labelled from the gold:
//   body gold: content when at least half of its 4-token shingles (tokens as the scorer's)
//     occur in the gold text, not yet claimed by a block before it (bodyLabeller); a block under 4 tokens, when its tokens occur in a row there;
//   snippet gold: content when it holds a "with" snippet (or is part of one), boilerplate
//     when it holds a "without" snippet, unlabelled otherwise.
// Each page weighs the same in total; within a page a block weighs by its tokens (body)
// or equally (snippets). Writes .train/blocks.tsv.
import fs from "node:fs";
import path from "node:path";
import { OUT, RUN_MJS, ROOT, readHtml, siteOf, trainingSets } from "./common.mjs";

const { runPipeline } = await import(path.join(ROOT, "dist/src/extract/pipeline.js"));
const { FEATURE_NAMES } = await import(path.join(ROOT, "dist/src/extract/model/features.js"));
const { tokenize } = await import(RUN_MJS);

const pyNorm = (s) => s.replace(/\s+/g, " ").trim();
const key4 = (t, i) => `${t[i]}\u0001${t[i + 1]}\u0001${t[i + 2]}\u0001${t[i + 3]}`;

/**
 * Body gold: the gold's shingles are a multiset, used up as blocks claim them, the
 * article's blocks first (document order), then the others: a block outside the article
 * that repeats it (a teaser of the same story, a pull quote) finds its shingles taken,
 * and is not content to add.
 */
function bodyLabeller(gold) {
  const gt = tokenize(gold);
  const left = new Map();
  for (let i = 0; i + 4 <= gt.length; i++) left.set(key4(gt, i), (left.get(key4(gt, i)) ?? 0) + 1);
  const joined = ` ${gt.join(" ")} `;
  return (text) => {
    const bt = tokenize(text);
    if (bt.length === 0) return null;
    if (bt.length < 4) return { label: joined.includes(` ${bt.join(" ")} `) ? 1 : 0, tokens: bt.length };
    let hit = 0;
    for (let i = 0; i + 4 <= bt.length; i++) {
      const k = key4(bt, i);
      const n = left.get(k) ?? 0;
      if (n > 0) {
        hit++;
        left.set(k, n - 1);
      }
    }
    return { label: hit * 2 >= bt.length - 3 ? 1 : 0, tokens: bt.length };
  };
}

/** A snippet and a block match when one holds the other (a short block inside a long snippet: 15 characters or more). */
const matches = (block, snippet) => block.includes(snippet) || (block.length >= 15 && snippet.includes(block));

function snippetLabeller(gold) {
  const withs = gold.with.map(pyNorm).filter((s) => s !== "");
  const withouts = (gold.without ?? []).map(pyNorm).filter((s) => s !== "");
  return (text) => {
    const t = pyNorm(text);
    const isContent = withs.some((s) => matches(t, s));
    const isBoiler = withouts.some((s) => matches(t, s));
    if (isContent === isBoiler) return null;
    return { label: isContent ? 1 : 0, tokens: 1 };
  };
}

fs.mkdirSync(OUT, { recursive: true });
const out = fs.createWriteStream(path.join(OUT, "blocks.tsv"));
out.write(["set", "doc", "site", "label", "weight", ...FEATURE_NAMES].join("\t") + "\n");
const t0 = Date.now();
let pages = 0;
let rows = 0;
for (const { name, docs } of trainingSets()) {
  for (const doc of docs) {
    const labeller = typeof doc.gold.body === "string" ? bodyLabeller(doc.gold.body) : Array.isArray(doc.gold.with) ? snippetLabeller(doc.gold) : null;
    if (labeller === null) continue;
    const runs = [];
    const { debug } = runPipeline(readHtml(name, doc), { url: doc.url ?? undefined, debug: true, blockModel: false }, { model: null, collect: (b) => runs.push(b) });
    const at = debug.attempts.findIndex((a) => a.strategy === debug.strategy);
    const blocks = runs[at];
    if (blocks === undefined) continue; // the JSON-LD articleBody won: no blocks
    const labelled = [];
    const inParts = FEATURE_NAMES.indexOf("inParts");
    for (const inside of [1, 0]) {
      for (let i = 0; i < blocks.elements.length; i++) {
        if (blocks.rows[i][inParts] !== inside) continue;
        const l = labeller(blocks.texts[i]);
        if (l !== null) labelled.push({ i, ...l });
      }
    }
    const total = labelled.reduce((s, l) => s + l.tokens, 0);
    for (const l of labelled) {
      const row = Array.from(blocks.rows[l.i], String);
      out.write([name, doc.id, siteOf(doc), l.label, (l.tokens / total).toPrecision(6), ...row].join("\t") + "\n");
      rows++;
    }
    pages++;
  }
}
await new Promise((resolve) => out.end(resolve));
console.log(`collect: ${pages} tune pages, ${rows} labelled blocks, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
