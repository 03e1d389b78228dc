import { test } from "node:test";
import assert from "node:assert/strict";
import { page, sourcesOf } from "./helpers.js";

test("sources: a plain data object, with no accessors or closures of its own", () => {
  // An object literal with getters gets a hidden class of its own per page, in the old
  // generation; once dead, that class kept the getters' scope (and the whole page tree)
  // alive through every minor collection until the next full one (see TextWindows).
  const s = sourcesOf(page("", `<h1>A headline</h1><p>By Jane Doe, March 3, 2022</p><p>Body text.</p>`));
  for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(s))) {
    assert.equal(d.get, undefined, `${key} is an accessor`);
    assert.notEqual(typeof d.value, "function", `${key} is a function`);
  }
  // The text windows still answer, each joined on first read.
  assert.equal(s.text.afterHeadline(), "A headline By Jane Doe, March 3, 2022 Body text.");
  assert.equal(s.text.start(), "A headline By Jane Doe, March 3, 2022 Body text.");
  assert.equal(s.text.beforeHeadline(), "");
});
