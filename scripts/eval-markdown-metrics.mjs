/**
 * The structure score of issue 17 (`npm run eval:markdown`), as pure functions kept apart
 * from the script that runs the extractors, so that they can be tested on tiny
 * fabricated Markdown (test/eval-markdown.test.ts). docs/markdown-eval.md says what each
 * figure means and how empty pages count.
 *
 * Both sides (the hand-written expected.md and a system's output) are parsed by the same
 * CommonMark + GFM parser (micromark through mdast-util-from-markdown), so a figure never
 * depends on how either side happened to spell a construct (`*` or `-` bullets, ATX or
 * setext headings, fenced or indented code).
 */
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/** The columns, in the order the tables print them. */
export const METRICS = [
  { key: "headings", label: "headings F1" },
  { key: "lists", label: "list F1" },
  { key: "tables", label: "table-cell F1" },
  { key: "code", label: "code exact" },
  { key: "codeLang", label: "code language" },
  { key: "links", label: "link F1" },
];

/** Markdown -> mdast root (CommonMark 0.31 + GFM: tables, footnotes, strikethrough, autolinks). */
export function parseMarkdown(markdown) {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** Collapse whitespace runs to one space and trim, as both outputs' text is compared. */
export function normalizeText(s) {
  return s.replace(/\s+/g, " ").trim();
}

/**
 * The plain text a reader sees in an inline subtree: emphasis and link markup gone,
 * inline code's text kept, a hard break as a space. Images and footnote references
 * write nothing (images are off by default in our output; a reference is not text).
 */
export function plainText(node) {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "break") return " ";
  if (node.type === "image" || node.type === "imageReference" || node.type === "footnoteReference") return "";
  if (node.type === "html") return "";
  if (!node.children) return "";
  return node.children.map(plainText).join("");
}

function visit(node, fn, ancestors = []) {
  fn(node, ancestors);
  if (!node.children) return;
  const next = [...ancestors, node];
  for (const child of node.children) visit(child, fn, next);
}

/** The structure one Markdown document holds, as the comparable items of each metric. */
export function structureOf(markdown) {
  const tree = parseMarkdown(markdown);
  const headings = [];
  const listItems = [];
  const cells = [];
  const code = [];
  const links = [];
  let tableIndex = 0;
  visit(tree, (node, ancestors) => {
    switch (node.type) {
      case "heading":
        headings.push(`${node.depth}\u0000${normalizeText(plainText(node))}`);
        break;
      case "listItem": {
        // Depth 1 for a top-level item; each list above it adds one. The item's own
        // text only: its nested lists are items of their own.
        const depth = ancestors.filter((a) => a.type === "list").length;
        const own = node.children.filter((c) => c.type !== "list").map(blockText).join(" ");
        const text = normalizeText(own);
        if (text !== "") listItems.push(`${depth}\u0000${text}`);
        break;
      }
      case "table":
        node.children.forEach((row, r) => {
          row.children.forEach((cell, c) => {
            const text = normalizeText(plainText(cell));
            if (text !== "") cells.push(`${r}\u0000${c}\u0000${text}`);
          });
        });
        tableIndex++;
        break;
      case "code":
        code.push({ text: node.value, lang: node.lang ? node.lang.toLowerCase() : null });
        break;
      case "link": {
        const text = normalizeText(plainText(node));
        if (text !== "") links.push(`${text}\u0000${node.url}`);
        break;
      }
      default:
        break;
    }
  });
  return { headings, listItems, cells, code, links, tables: tableIndex };
}

/** The text of a block inside a list item (a paragraph, a code block, a quote ...). */
function blockText(node) {
  if (node.type === "code") return node.value;
  return plainText(node);
}

/** F1 from matched count and the two sizes; two empty sides agree perfectly. */
export function f1From(matched, predicted, gold) {
  if (predicted === 0 && gold === 0) return 1;
  if (predicted === 0 || gold === 0 || matched === 0) return 0;
  const p = matched / predicted;
  const r = matched / gold;
  return (2 * p * r) / (p + r);
}

/** Multiset F1: each gold item can be matched by one predicted item with the same key. */
export function multisetF1(predicted, gold) {
  const counts = new Map();
  for (const k of gold) counts.set(k, (counts.get(k) ?? 0) + 1);
  let matched = 0;
  for (const k of predicted) {
    const n = counts.get(k) ?? 0;
    if (n > 0) {
      matched++;
      counts.set(k, n - 1);
    }
  }
  return f1From(matched, predicted.length, gold.length);
}

/** Length of the longest common subsequence of two arrays of strings. */
export function lcsLength(a, b) {
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
    cur.fill(0);
  }
  return prev[b.length];
}

/** Sequence F1: matches must keep their order (precision = LCS / predicted, recall = LCS / gold). */
export function sequenceF1(predicted, gold) {
  return f1From(lcsLength(predicted, gold), predicted.length, gold.length);
}

/**
 * Code blocks: the share of gold blocks that the output has byte for byte (each output
 * block matches at most one gold block), and the share whose matched block also has the
 * gold's language (no language on both sides counts as a match). null when the gold has
 * no code block.
 */
export function codeScores(predicted, gold) {
  if (gold.length === 0) return { exact: null, lang: null };
  const unused = [...predicted];
  let exact = 0;
  let lang = 0;
  for (const g of gold) {
    // Prefer a block with the same language among byte-identical ones.
    let i = unused.findIndex((p) => p.text === g.text && p.lang === g.lang);
    if (i < 0) i = unused.findIndex((p) => p.text === g.text);
    if (i < 0) continue;
    exact++;
    if (unused[i].lang === g.lang) lang++;
    unused.splice(i, 1);
  }
  return { exact: exact / gold.length, lang: lang / gold.length };
}

/**
 * One system's scores on one page, against the gold structure. A metric is null (the
 * page is left out of that column's mean) when neither the gold nor this output has any
 * item of that kind, except that a system which returned nothing at all scores 0 on
 * every metric the gold has items for. See docs/markdown-eval.md.
 */
export function scorePage(gold, output) {
  const empty = output === null || normalizeText(output) === "";
  const got = empty ? structureOf("") : structureOf(output);
  const pick = (pred, g, fn) => (pred.length === 0 && g.length === 0 ? null : fn(pred, g));
  const code = codeScores(got.code, gold.code);
  return {
    headings: pick(got.headings, gold.headings, sequenceF1),
    lists: pick(got.listItems, gold.listItems, multisetF1),
    tables: pick(got.cells, gold.cells, multisetF1),
    code: code.exact,
    codeLang: code.lang,
    links: pick(got.links, gold.links, multisetF1),
  };
}

/** Mean of the non-null values of one metric over pages, with how many pages counted. */
export function meanOf(pageScores, key) {
  const values = pageScores.map((s) => s[key]).filter((v) => v !== null && v !== undefined);
  if (values.length === 0) return { mean: null, pages: 0 };
  return { mean: values.reduce((a, b) => a + b, 0) / values.length, pages: values.length };
}
