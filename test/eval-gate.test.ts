/**
 * The quality gate: `npm run eval:gate` scores `ce batch` on every dev set under
 * ../shared/data and fails when a figure drops below its floor in eval-floors.json.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./helpers/paths.js";

test("dev-set figures stay at or above the floors in eval-floors.json", { timeout: 600_000 }, () => {
  const run = spawnSync(process.execPath, [path.join(projectRoot, "scripts", "eval.mjs"), "--gate"], {
    cwd: projectRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const gateLines = `${run.stdout}\n${run.stderr}`.split("\n").filter((l) => l.startsWith("gate ok") || l.startsWith("GATE FAIL"));
  assert.ok(gateLines.length > 0, `the gate checked nothing:\n${run.stdout}\n${run.stderr}`);
  assert.equal(run.status, 0, gateLines.join("\n"));
});
