import { test } from "node:test";
import assert from "node:assert/strict";
import { extract } from "../src/extract/index.js";
import { runPipeline } from "../src/extract/pipeline.js";
import { FEATURE_NAMES, type Blocks } from "../src/extract/model/features.js";
import { checkModel, predict, type BlockModel } from "../src/extract/model/infer.js";
import { shippedBlockModel } from "../src/extract/model/index.js";

const IN_PARTS = FEATURE_NAMES.indexOf("inParts");
const CHARS = FEATURE_NAMES.indexOf("chars");

/** One stump: inParts <= 0.5 goes left (log-odds `outside`), else right (`inside`). */
function stump(outside: number, inside: number, dropBelow: number, addAbove: number): BlockModel {
  return {
    features: [...FEATURE_NAMES],
    base: 0,
    trees: [{ feature: [IN_PARTS, -1, -1], threshold: [0.5, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, outside, inside] }],
    dropBelow,
    addAbove,
  };
}

const para = "This paragraph is long enough, with commas, to be scored as real article prose by the extractor.";
const note = "A note outside the article, long enough for the model to add it when it judges it content.";
const page = `<!doctype html><html><head><title>T</title></head><body>
<div class="story"><p>${para} One.</p><p>${para} Two.</p><p>${para} Three.</p></div>
<div class="extra"><p>${note}</p></div>
</body></html>`;

test("the tree walk follows x <= threshold to the left and sums the leaves over the base", () => {
  const m = stump(-2, 3, 0, 2);
  const row = new Float32Array(FEATURE_NAMES.length);
  assert.equal(predict(m, row), 1 / (1 + Math.exp(2)));
  row[IN_PARTS] = 1;
  assert.equal(predict(m, row), 1 / (1 + Math.exp(-3)));
});

test("a model file naming other features than the code computes is refused", () => {
  assert.throws(() => checkModel({ ...stump(0, 0, 0, 2), features: ["chars"] }), /retrain/);
  const shipped = shippedBlockModel();
  if (shipped !== null) assert.deepEqual(shipped.features, [...FEATURE_NAMES]);
});

test("blocks are the page's text blocks, marked inside or outside the article, with their measures", () => {
  let blocks: Blocks | undefined;
  runPipeline(page, {}, { model: null, collect: (b) => (blocks ??= b) });
  assert.ok(blocks !== undefined);
  assert.deepEqual(
    blocks.texts.map((t, i) => [t.slice(-6), blocks!.rows[i][IN_PARTS]]),
    [["e. One.", 1], ["e. Two.", 1], ["Three.", 1], ["ntent.", 0]].map(([t, p]) => [String(t).slice(-6), p]),
  );
  assert.equal(blocks.rows[3][CHARS], note.length);
});

test("the model drops article blocks under its drop threshold and adds outside blocks over its add threshold, in page order", () => {
  const off = runPipeline(page, {}, { model: null }).result.content;
  assert.doesNotMatch(off, /A note outside/);
  // Outside blocks are sure content: the note joins, after the article.
  const added = runPipeline(page, {}, { model: stump(5, 5, 0, 0.9) }).result.content;
  assert.match(added, /Three\.\n\nA note outside the article, .* content\.$/);
  // Article blocks are sure boilerplate: all go.
  // A line or a link list is never added, however sure the model is (bylines and dates are metadata).
  const shortNote = runPipeline(page.replace(note, "Short note outside."), {}, { model: stump(5, 5, 0, 0.9) }).result.content;
  assert.doesNotMatch(shortNote, /Short note/);
  const dropped = runPipeline(page, {}, { model: stump(-5, -5, 0.5, 2) }).result.content;
  assert.doesNotMatch(dropped, /One\./);
});

test("blockModel: false leaves the rules' output as it is", () => {
  assert.equal(extract(page, { blockModel: false }).content, runPipeline(page, {}, { model: null }).result.content);
});
