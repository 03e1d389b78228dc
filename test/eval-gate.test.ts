/**
 * The quality gate: `npm run eval:gate` scores `ce batch` on every dev set under
 * ../shared/data and fails when a check figure drops below its floor in eval-floors.json
 * or the combined figure below its own. The gate's logic (scripts/eval-gate.mjs) is
 * tested here on fabricated run.mjs summaries, so that a broken floor is known to fail
 * without breaking the extractor; the last test runs the real gate.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "./helpers/paths.js";

interface Figure { key: string; label: string; value: number | null; n: number; std: number | null }
interface PartResult { docs: number; errors: number; figures: Figure[] }
interface SetResult { set: string; docsPerS: number | null; parts: { tune: PartResult; check: PartResult; whole: PartResult } }
interface FloorSpec { floor: number; check?: number; std?: number; n?: number }
interface Floors {
  combined?: { members: string[]; floor: number; value?: number };
  sets?: Record<string, { maxErrors?: number; check?: Record<string, FloorSpec> }>;
}
interface Verdict { ok: boolean; lines: { ok: boolean; text: string }[] }
interface GateModule {
  figuresOf(summary: Summary): Figure[];
  setResult(name: string, parts: { whole: Summary; tune: Summary; check: Summary }): SetResult;
  floorFor(f: { value: number; std: number | null; n: number }): number;
  floorsFrom(results: SetResult[], origin: string): Floors;
  raiseFloors(old: Floors, results: SetResult[], origin: string): { floors: Floors; notes: string[] };
  checkGate(results: SetResult[], floors: Floors, options?: { complete?: boolean }): Verdict;
}

const gate = (await import(pathToFileURL(path.join(projectRoot, "scripts", "eval-gate.mjs")).href)) as GateModule;

/** A run.mjs --json summary, as much of it as the gate reads. */
interface Summary {
  docs: number;
  predictions: { error: number; missing: number };
  metrics: Record<string, Record<string, unknown>>;
  per_doc: Record<string, unknown>[];
  timing?: { docs_per_s: number };
}

/** A body-scored set's summary: F1 `f1` (precision and recall alike), bootstrap std `std`. */
function bodySummary(f1: number, std: number, errors = 0): Summary {
  return {
    docs: 100,
    predictions: { error: errors, missing: 0 },
    metrics: { body: { docs: 100, f1, precision: f1, recall: f1, f1_std: std, precision_std: std, recall_std: std } },
    per_doc: [],
    timing: { docs_per_s: 50 },
  };
}
/** A meta-scored set's summary: author right on `correct` of `n` documents. */
function authorSummary(correct: number, n: number): Summary {
  const perDoc = Array.from({ length: n }, (_, i) => ({ id: String(i), meta: { title: null, author: i < correct ? 1 : 0 } }));
  return {
    docs: n,
    predictions: { error: 0, missing: 0 },
    metrics: { meta: { docs: n, title: { n: 0, predicted: 0, correct: 0, accuracy: null }, author: { n, predicted: n, correct, accuracy: correct / n } } },
    per_doc: perDoc,
  };
}
const sameParts = (s: Summary) => ({ whole: s, tune: s, check: s });

test("the figures follow the gold kinds a set's summary holds", () => {
  const body = gate.figuresOf(bodySummary(0.9, 0.01)).map((f) => f.key);
  assert.deepEqual(body, ["body.f1", "body.precision", "body.recall"]);
  // a meta field without gold values (n 0) is not a figure
  const meta = gate.figuresOf(authorSummary(30, 40));
  assert.deepEqual(meta.map((f) => f.key), ["meta.author"]);
  assert.equal(meta[0].value, 0.75);
  // the bootstrap std of a proportion of 0.75 over 40 documents is near sqrt(.75 * .25 / 40) = 0.068
  assert.ok(meta[0].std !== null && Math.abs(meta[0].std - 0.068) < 0.01, String(meta[0].std));
  const snippets: Summary = {
    docs: 2,
    predictions: { error: 0, missing: 0 },
    metrics: { snippets: { docs: 2, f1: 0.8, precision: 0.8, recall: 0.8, tp: 8, fp: 2, fn: 2, tn: 0 } },
    per_doc: [{ id: "a", snippets: { tp: 4, fp: 1, fn: 1, tn: 0 } }, { id: "b", snippets: { tp: 4, fp: 1, fn: 1, tn: 0 } }],
  };
  assert.deepEqual(gate.figuresOf(snippets).map((f) => f.key), ["snippets.f1", "snippets.precision", "snippets.recall"]);
});

test("a floor is the check figure less one bootstrap std, rounded down; one document's worth where the std is 0", () => {
  assert.equal(gate.floorFor({ value: 0.898, std: 0.0114, n: 230 }), 0.886);
  assert.equal(gate.floorFor({ value: 0.9471, std: 0.0001, n: 200 }), 0.947);
  assert.equal(gate.floorFor({ value: 1, std: 0, n: 10 }), 0.9);
});

test("the gate passes at the floors and fails under any of them", () => {
  const results = [gate.setResult("body-a", sameParts(bodySummary(0.9, 0.01))), gate.setResult("authors-a", sameParts(authorSummary(30, 40)))];
  const floors = gate.floorsFrom(results, "test");
  assert.deepEqual(floors.combined?.members, ["body-a:body.f1"]);
  assert.equal(floors.combined?.floor, 0.9);
  assert.equal(floors.sets?.["body-a"]?.check?.["body.f1"]?.floor, 0.89);
  assert.equal(floors.sets?.["body-a"]?.check?.["body.precision"], undefined, "precision and recall carry no floor");
  assert.equal(gate.checkGate(results, floors).ok, true);

  // within the noise, the per-set floor holds, but the combined figure fell
  const lower = [gate.setResult("body-a", sameParts(bodySummary(0.895, 0.01))), results[1]];
  const v1 = gate.checkGate(lower, floors);
  assert.equal(v1.ok, false);
  assert.deepEqual(v1.lines.filter((l) => !l.ok).map((l) => l.text.split(" ")[0]), ["combined"]);

  // a metadata figure under its floor
  const fewerAuthors = [results[0], gate.setResult("authors-a", sameParts(authorSummary(20, 40)))];
  const v2 = gate.checkGate(fewerAuthors, floors);
  assert.equal(v2.ok, false);
  assert.match(v2.lines.find((l) => !l.ok)?.text ?? "", /authors-a check meta\.author: 0\.500 < floor/);

  // a document answered with an error
  const withError = [gate.setResult("body-a", sameParts(bodySummary(0.9, 0.01, 1))), results[1]];
  assert.equal(gate.checkGate(withError, floors).ok, false);

  // only the check part counts: a lower tune figure passes
  const tuneLower = [gate.setResult("body-a", { ...sameParts(bodySummary(0.9, 0.01)), tune: bodySummary(0.5, 0.01) }), results[1]];
  assert.equal(gate.checkGate(tuneLower, floors).ok, true);

  // a set with no floors, and a new body set the combined figure does not know yet
  const newSet = [...results, gate.setResult("body-b", sameParts(bodySummary(0.95, 0.01)))];
  const v3 = gate.checkGate(newSet, floors);
  assert.equal(v3.ok, false);
  assert.ok(v3.lines.some((l) => !l.ok && l.text.startsWith("body-b: no floors")));
  assert.ok(v3.lines.some((l) => !l.ok && l.text.startsWith("combined: its members changed")));
  // ... which --raise fixes, by the rule
  const raised = gate.raiseFloors(floors, newSet, "test").floors;
  assert.equal(gate.checkGate(newSet, raised).ok, true);
  assert.deepEqual(raised.combined?.members, ["body-a:body.f1", "body-b:body.f1"]);
});

test("--raise lifts the combined floor when it rises and never lowers a floor", () => {
  const at = (f1: number) => [gate.setResult("body-a", sameParts(bodySummary(f1, 0.01)))];
  const floors = gate.floorsFrom(at(0.9), "test");
  const up = gate.raiseFloors(floors, at(0.9125), "test").floors;
  assert.equal(up.combined?.floor, 0.912);
  assert.equal(up.sets?.["body-a"]?.check?.["body.f1"]?.floor, 0.89, "per-set floors stay");
  const down = gate.raiseFloors(up, at(0.85), "test").floors;
  assert.equal(down.combined?.floor, 0.912);
});

test("eval-floors.json: every set has floors, maxErrors 0, and a combined figure", () => {
  const floors = JSON.parse(readFileSync(path.join(projectRoot, "eval-floors.json"), "utf8")) as Floors;
  assert.ok(floors.combined && floors.combined.members.length > 0 && floors.combined.floor > 0);
  const sets = Object.entries(floors.sets ?? {});
  assert.ok(sets.length > 0);
  for (const [name, f] of sets) {
    assert.equal(f.maxErrors, 0, name);
    assert.ok(Object.keys(f.check ?? {}).length > 0, `${name} has no check floors`);
  }
});

test("dev-set figures stay at or above the floors in eval-floors.json", { timeout: 1_200_000 }, () => {
  const run = spawnSync(process.execPath, [path.join(projectRoot, "scripts", "eval.mjs"), "--gate"], {
    cwd: projectRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const gateLines = `${run.stdout}\n${run.stderr}`.split("\n").filter((l) => l.startsWith("gate ok") || l.startsWith("GATE FAIL"));
  assert.ok(gateLines.length > 0, `the gate checked nothing:\n${run.stdout}\n${run.stderr}`);
  assert.equal(run.status, 0, gateLines.join("\n"));
});
