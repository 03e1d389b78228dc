/**
 * The rule table (src/extract/rules.ts): ids are unique and each names a rule the code
 * applies; switching one off changes what that rule did and nothing is removed under a
 * wrong name; `--debug` names the rule id of every removal.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { extract } from "../src/extract/index.js";
import { runPipeline } from "../src/extract/pipeline.js";
import { RULES, RuleSwitches } from "../src/extract/rules.js";
import { BOILERPLATE_WORDS } from "../src/extract/heuristics/boilerplate.js";
import { projectRoot } from "./helpers/paths.js";

const ids = RULES.map((r) => r.id);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

test("rule ids are unique and each is applied somewhere in the extraction code", () => {
  assert.equal(new Set(ids).size, ids.length);
  const code = sources(path.join(projectRoot, "src", "extract"))
    .filter((f) => !f.endsWith("rules.ts"))
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  for (const id of ids) assert.ok(code.includes(`"${id}"`), `${id} is in the table but no stage names it`);
});

test("every class-word group has a rule of its own", () => {
  const groupRules = BOILERPLATE_WORDS.map((g) => g.rule);
  assert.equal(new Set(groupRules).size, groupRules.length);
  for (const r of groupRules) assert.ok(ids.includes(r));
});

test("an unknown rule id is refused", () => {
  assert.throws(() => new RuleSwitches(["phrase/no-such-rule"]), /unknown rule id/);
});

const prose = (n: number): string =>
  Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1} of the article explains, at some length and with commas, what happened on the day and why it matters.</p>`).join("");
const page = `<!doctype html><html><head><title>Harbour ferries resume - Site</title></head><body><nav><a href="/">Home</a> <a href="/a">Topics</a></nav><article>${prose(3)}<div>Share this article</div>${prose(2)}<div class="related-posts"><a href="/b">Another story entirely</a></div></article></body></html>`;

test("switching a rule off keeps what it removed, and only that", () => {
  const on = extract(page);
  assert.doesNotMatch(on.content, /Share this article/);
  // "Share this" is an interface phrase and a share prompt's opening, and a block of almost no text: three rules name it.
  const off = extract(page, { disableRules: ["phrase/interface-text", "phrase/short-prefix", "prune/little-text"] });
  assert.match(off.content, /Share this article/);
  assert.doesNotMatch(off.content, /Another story entirely/);
  assert.equal(off.content.replace("\n\nShare this article", ""), on.content);
});

test("the debug trace names each removal by its rule id", () => {
  const { debug } = runPipeline(page, { debug: true });
  const rules = new Set(debug!.removals.map((r) => r.rule));
  assert.ok(rules.has("phrase/interface-text"), [...rules].join(", "));
  assert.ok(rules.has("class/related") || rules.has("prune/link-heavy"), [...rules].join(", "));
  for (const r of rules) assert.ok(r === "undo" || ids.includes(r as (typeof ids)[number]), `${r} is not a rule id`);
});
