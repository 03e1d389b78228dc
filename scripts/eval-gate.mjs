/**
 * The figures `npm run eval` reports and the quality gate's logic, kept apart from the
 * script that runs `ce batch` so that they can be tested on fabricated summaries
 * (test/eval-gate.test.ts).
 *
 * Which figures a set reports follows from the gold kinds its manifest holds, as
 * ../shared/eval/run.mjs scores them: body (F1, precision, recall), snippets (F1,
 * precision, recall), meta (each field with a gold value: accuracy, or the mean token F1
 * for the excerpt). No set is named here.
 *
 * The floors (eval-floors.json) guard the CHECK part of every set:
 * - per figure (F1 of body and snippets, every meta field), floor = check figure - margin, rounded down to 3 decimals, where margin is
 *   one bootstrap standard deviation of that check figure (body: run.mjs's own `*_std`;
 *   snippets and meta: `bootstrapStd` below, over the per-document scores, 1000 resamples,
 *   seed 0), or one document's worth (1/n) where the std is 0 (every resample agrees,
 *   e.g. an accuracy of 1.000);
 * - one combined figure: the mean of the check F1 of every body- and snippet-scored set;
 *   floor = the combined value rounded down to 3 decimals, lifted by `--raise` when it rises;
 * - maxErrors per set: documents answered with an error or not at all, on the whole set.
 */

/** Round down to 3 decimals (the epsilon keeps 0.947 from turning into 0.946). */
export const roundDown3 = (x) => Math.floor(x * 1000 + 1e-9) / 1000;

/** The figures that the combined figure averages: one F1 per body- or snippet-scored set. */
export const COMBINED_KEYS = ["body.f1", "snippets.f1"];

/**
 * A run.mjs summary (its --json) -> [{key, label, value, n, std}], in a stable order.
 * std is the bootstrap standard deviation of the figure (null where it is not known).
 */
export function figuresOf(summary) {
  const m = summary.metrics ?? {};
  const perDoc = summary.per_doc ?? [];
  const out = [];
  if (m.body) {
    for (const k of ["f1", "precision", "recall"]) {
      out.push({ key: `body.${k}`, label: `body ${k === "f1" ? "F1" : k}`, value: m.body[k], n: m.body.docs, std: m.body[`${k}_std`] ?? null });
    }
  }
  if (m.snippets) {
    const rows = perDoc.filter((d) => d.snippets).map((d) => d.snippets);
    const std = snippetStd(rows);
    for (const k of ["f1", "precision", "recall"]) {
      out.push({ key: `snippets.${k}`, label: `snippets ${k === "f1" ? "F1" : k}`, value: m.snippets[k], n: m.snippets.docs, std: std[k] });
    }
  }
  if (m.meta) {
    for (const [field, s] of Object.entries(m.meta)) {
      if (s === null || typeof s !== "object" || !(s.n > 0)) continue;
      const similarity = typeof s.mean_token_f1 === "number";
      const values = perDoc.map((d) => d.meta?.[field]).filter((v) => typeof v === "number");
      out.push({
        key: `meta.${field}`,
        label: `${field} ${similarity ? "token F1" : "accuracy"}`,
        value: similarity ? s.mean_token_f1 : s.accuracy,
        n: s.n,
        std: bootstrapStd(values, (sample) => sample.reduce((a, b) => a + b, 0) / sample.length),
      });
    }
  }
  return out;
}

/** Documents answered with an error or not at all. */
export const errorsOf = (summary) => summary.predictions.error + summary.predictions.missing;

// Deterministic PRNG (mulberry32) so that the same per-document scores give the same std.
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sample standard deviation of stat() over `resamples` bootstrap resamples of rows. */
export function bootstrapStd(rows, stat, { resamples = 1000, seed = 0 } = {}) {
  const n = rows.length;
  if (n < 2) return 0;
  const rand = prng(seed);
  const values = [];
  const sample = new Array(n);
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < n; i++) sample[i] = rows[Math.floor(rand() * n)];
    const v = stat(sample);
    if (Number.isFinite(v)) values.push(v);
  }
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
}

/** Snippet figures (counts summed over the documents, as run.mjs) and their bootstrap std. */
function snippetStd(rows) {
  const sums = (sample) => sample.reduce((s, r) => ({ tp: s.tp + r.tp, fp: s.fp + r.fp, fn: s.fn + r.fn }), { tp: 0, fp: 0, fn: 0 });
  return {
    f1: bootstrapStd(rows, (s) => { const c = sums(s); return (2 * c.tp) / (2 * c.tp + c.fp + c.fn); }),
    precision: bootstrapStd(rows, (s) => { const c = sums(s); return c.tp / (c.tp + c.fp); }),
    recall: bootstrapStd(rows, (s) => { const c = sums(s); return c.tp / (c.tp + c.fn); }),
  };
}

/**
 * One set's results from its three run.mjs summaries (whole run with timing, tune and
 * check re-scored from the saved predictions).
 */
export function setResult(name, { whole, tune, check }) {
  return {
    set: name,
    docsPerS: whole.timing?.docs_per_s ?? null,
    parts: Object.fromEntries(
      Object.entries({ tune, check, whole }).map(([part, s]) => [part, { docs: s.docs, errors: errorsOf(s), figures: figuresOf(s) }]),
    ),
  };
}

const figure = (result, part, key) => result.parts[part]?.figures.find((f) => f.key === key);

/**
 * The figures that get a floor: F1 of body and snippets (precision and recall trade
 * against each other, and a change may rightly move one for the other) and every meta field.
 */
export const hasFloor = (key) => !/\.(precision|recall)$/.test(key);

/** The per-figure floor rule (see the head of this file). */
export function floorFor({ value, std, n }) {
  const margin = std > 0 ? std : 1 / n;
  return roundDown3(value - margin);
}

/** The combined figure over these results: members ["set:key"] and the mean of their check values. */
export function combinedOf(results) {
  const members = [];
  const values = [];
  for (const r of results) {
    for (const key of COMBINED_KEYS) {
      const f = figure(r, "check", key);
      if (f && typeof f.value === "number") {
        members.push(`${r.set}:${key}`);
        values.push(f.value);
      }
    }
  }
  return { members, value: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null };
}

/**
 * Floors from these results by the rule: every check figure, maxErrors 0, the combined
 * figure. `origin` says where the numbers come from (date and commit).
 */
export function floorsFrom(results, origin) {
  const sets = {};
  for (const r of results) {
    const check = {};
    for (const f of r.parts.check.figures) {
      if (typeof f.value !== "number" || !hasFloor(f.key)) continue;
      check[f.key] = { floor: floorFor(f), check: round6(f.value), std: round6(f.std), n: f.n };
    }
    sets[r.set] = { maxErrors: 0, check };
  }
  const c = combinedOf(results);
  return {
    origin,
    combined: { members: c.members, floor: roundDown3(c.value), value: round6(c.value) },
    sets,
  };
}
const round6 = (x) => (typeof x === "number" ? Math.round(x * 1e6) / 1e6 : x);

/**
 * `--raise`: the combined floor lifted to today's value rounded down when that is higher
 * (re-based when its members changed, e.g. a new body set); sets and figures that have no
 * floor yet get one by the rule. Existing per-figure floors are left as they are.
 * Returns { floors, notes }.
 */
export function raiseFloors(old, results, origin) {
  const fresh = floorsFrom(results, origin);
  const floors = structuredClone(old);
  floors.sets ??= {};
  const notes = [];
  for (const [set, f] of Object.entries(fresh.sets)) {
    if (!floors.sets[set]) {
      floors.sets[set] = { ...f, origin };
      notes.push(`${set}: new floors by the rule`);
      continue;
    }
    floors.sets[set].check ??= {};
    for (const [key, spec] of Object.entries(f.check)) {
      if (!floors.sets[set].check[key]) {
        floors.sets[set].check[key] = { ...spec, origin };
        notes.push(`${set} ${key}: new floor ${spec.floor}`);
      }
    }
  }
  const c = fresh.combined;
  const same = old.combined && sameMembers(old.combined.members, c.members);
  if (!same) {
    floors.combined = { ...c, origin };
    notes.push(`combined: re-based on ${c.members.length} figures, floor ${c.floor}`);
  } else if (c.floor > old.combined.floor) {
    floors.combined = { ...c, origin };
    notes.push(`combined: floor ${old.combined.floor} -> ${c.floor}`);
  } else notes.push(`combined: ${c.value.toFixed(3)} does not lift the floor ${old.combined.floor}`);
  return { floors, notes };
}
const sameMembers = (a, b) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

/**
 * The gate: every set run has floors and meets them, and the combined figure (when every
 * member set was run) is at or above its floor. Returns { ok, lines: [{ok, text}] }.
 * `complete` says whether every set was run (no --set), so that a set missing from the
 * combined figure's members can be told from a set left out of the run.
 */
export function checkGate(results, floors, { complete = true } = {}) {
  const lines = [];
  const add = (ok, text) => lines.push({ ok, text });
  const num = (v) => (typeof v === "number" ? v.toFixed(3) : "n/a");
  for (const r of results) {
    const sf = floors.sets?.[r.set];
    if (!sf) {
      add(false, `${r.set}: no floors in eval-floors.json (run \`npm run eval -- --raise\` to add them by the rule)`);
      continue;
    }
    const errors = r.parts.whole.errors;
    const maxErrors = sf.maxErrors ?? 0;
    add(errors <= maxErrors, `${r.set} errors: ${errors} (allowed ${maxErrors})`);
    for (const [key, spec] of Object.entries(sf.check ?? {})) {
      const f = figure(r, "check", key);
      const v = f?.value;
      add(typeof v === "number" && v >= spec.floor, `${r.set} check ${key}: ${num(v)} ${typeof v === "number" && v >= spec.floor ? ">=" : "<"} floor ${spec.floor}`);
    }
  }
  const c = combinedOf(results);
  const want = floors.combined;
  if (!want) add(false, "combined: no floor in eval-floors.json");
  else {
    const runSets = new Set(results.map((r) => r.set));
    const allRun = want.members.every((m) => runSets.has(m.slice(0, m.indexOf(":"))));
    if (!allRun) add(true, `combined: not checked (not every member set was run)`);
    else if (complete && !sameMembers(want.members, c.members)) {
      add(false, `combined: its members changed (${c.members.join(", ")}); re-base it with \`npm run eval -- --raise\``);
    } else {
      const values = want.members.map((m) => {
        const [set, key] = [m.slice(0, m.indexOf(":")), m.slice(m.indexOf(":") + 1)];
        return figure(results.find((r) => r.set === set), "check", key)?.value;
      });
      const v = values.every((x) => typeof x === "number") ? values.reduce((a, b) => a + b, 0) / values.length : null;
      const ok = v !== null && v >= want.floor;
      add(ok, `combined (mean check F1 of ${values.length} sets): ${num(v)} ${ok ? ">=" : "<"} floor ${want.floor}`);
    }
  }
  return { ok: lines.every((l) => l.ok), lines };
}
