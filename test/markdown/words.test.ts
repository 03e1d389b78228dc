/**
 * The Markdown word count read in place (src/extract/markdown/words.ts) must be exactly
 * the words of the text strip.ts makes of the Markdown: `countWords(markdownToText(md))`.
 * Checked here on hand-picked lines where the markup changes the count and on random
 * lines of markup; test/tokens/o200k-count.test.ts checks it on the Markdown of every
 * readability-dev and cleaneval-dev page (through contentExtras), and
 * `node scripts/dev/markdown-words.mjs` on every dev page of every set.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { markdownToText } from "../../src/extract/markdown/index.js";
import { markdownWordCount } from "../../src/extract/markdown/words.js";
import { countWords } from "../../src/extract/words.js";
import { seededRandom } from "../helpers/random.js";

const expected = (md: string): number => countWords(markdownToText(md));

test("lines whose markup changes the word count", () => {
  const cases: Array<[string, number]> = [
    ["```python\nx = 1\n```", 2], // the info string is no text, the code is
    ["> ```js\n> a b\n> ```\nc", 3],
    ["~~~~\n```\nin\n~~~\nstill in\n~~~~\nout", 4], // a shorter or other fence does not close
    ["1. one\n12. two\n1234567890. three", 4], // a number marker is no word (ten digits are no marker)
    ["- - 3. nested", 1],
    ["[^1]: the note", 2],
    ["[^]: not a note", 3], // no label: the line stays, `[^]:` no word
    ["| a<br>b | [c](u v) | `d` |\n|---|---|---|", 4],
    ["see [the page](https://example.com/a b) now", 4], // a target's words are gone
    ["![alt text](img.png) and [![x](i)](l)", 4],
    ["[a [![](x)^1] b](u v)", 3], // an image replaced opens a footnote, which opens a link
    ["x` a `y and `` b ``", 3], // a code span loses one space at each end
    ["`` unclosed and ``` run", 3], // a run of two opens, the next run closes
    ["\\[not a link](u v)", 4], // an escaped bracket opens no link: the target stays
    ["back\\\\[link](u v)", 1], // an escaped backslash, then a link
    ["## Heading text\n\n#######  seven", 3], // seven `#` are no heading marker, and no word
    ["\ue041\ue020b", 2], // a parked character turns into ASCII: "A b"
    ["中文 and 😀", 2],
    ["", 0],
  ];
  for (const [md, n] of cases) {
    assert.equal(expected(md), n, `the expectation itself: ${JSON.stringify(md)}`);
    assert.equal(markdownWordCount(md), n, JSON.stringify(md));
  }
});

test("random lines of markup: the same count as markdownToText's text", () => {
  const random = seededRandom(17);
  const atoms = [
    "[", "]", "(", ")", "![", "[^", "](", "![](x)", "^", "^1", "(u v)", "](u v)", "`", "``", "```", "~~~", "` ", " `", "x`", "`x",
    "\\", "\\[", "\\]", "\\`", "\\\\", "*", "**", "|", " | ", "\\|", ">", "> ", "#", "## ", "####### ", "- ", "1. ", "12. ",
    "1234567890. ", ".", ":", ": ", " ", "  ", "\t", "\u00a0", "a", "b", "x", "7", "word", "<br>", "~", "---", "|---|",
    "\ue041", "\ue020", "中文", "\ud83d\ude00", "\ud800", "\udc00", "http://x.y/z", "\n", "\n", "\n\n",
    // A `!` or backslashes right before the first mark of a line (read in place up to it, copied from it on).
    "!", "\\!", "!\\[", "\\\\[", "w!", "!`",
  ];
  for (let n = 0; n < 30_000; n++) {
    const length = 1 + Math.floor(random() * 24);
    let md = "";
    for (let i = 0; i < length; i++) md += atoms[Math.floor(random() * atoms.length)];
    assert.equal(markdownWordCount(md), expected(md), JSON.stringify(md));
  }
});

test("a long line of brackets or backticks is read in linear time", () => {
  for (const unit of ["[", "[a](", "![", "[^", "`a", "](", "[^a]: [", "> ``` "]) {
    assert.equal(markdownWordCount(unit.repeat(2_000)), expected(unit.repeat(2_000)), unit);
    // (strip.ts's own patterns take quadratic time on some of these: no comparison at this length.)
    const md = unit.repeat(200_000);
    const t0 = performance.now();
    markdownWordCount(md);
    const ms = performance.now() - t0;
    assert.ok(ms < 2000, `${JSON.stringify(unit)} x 200,000: ${ms.toFixed(0)} ms`);
  }
});
