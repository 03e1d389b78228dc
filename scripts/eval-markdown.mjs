#!/usr/bin/env node
/**
 * `npm run eval:markdown`: the structure score of issue 17 over every golden case with an
 * expected.md, for our Markdown and, in the same run, for what JavaScript users do today
 * (Mozilla Readability's HTML through turndown with turndown-plugin-gfm). The metrics are
 * in scripts/eval-markdown-metrics.mjs; docs/markdown-eval.md explains them.
 *
 *   node scripts/eval-markdown.mjs [--ours PATH] [--pages] [--json] [--dir DIR]...
 *
 * --ours PATH   the extractor module to score (default: dist/src/extract/index.js of this
 *               repository; `npm run build` first). It must export
 *               extract(html, { format: "markdown", url }).
 * --pages       also print one table per system with every page's scores.
 * --json        print one JSON document instead of tables.
 * (default)     the cases test/markdown-by-hand.txt lists: expected.md written by hand.
 * --all         every case under test/pages (most expected.md there were generated and read).
 * --dir DIR     every case in a folder; may be given more than once.
 *
 * A case's expected-metadata.json gives its `url` and, under "markdown", the options its
 * expected.md is written for ({"images": true}, {"links": false}); ours gets them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { METRICS, meanOf, scorePage, structureOf } from "./eval-markdown-metrics.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function parseArgs(argv) {
  const args = { ours: path.join(root, "dist", "src", "extract", "index.js"), pages: false, json: false, dirs: [], all: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--ours") args.ours = path.resolve(argv[++i] ?? "");
    else if (a === "--pages") args.pages = true;
    else if (a === "--json") args.json = true;
    else if (a === "--dir") args.dirs.push(path.resolve(argv[++i] ?? ""));
    else if (a === "--all") args.all = true;
    else if (a === "--help" || a === "-h") {
      console.log("usage: node scripts/eval-markdown.mjs [--ours PATH] [--pages] [--json] [--all | --dir DIR...]");
      process.exit(0);
    } else {
      console.error(`unknown argument: ${a}`);
      process.exit(2);
    }
  }
  if (args.all && args.dirs.length === 0) args.dirs.push(path.join(root, "test", "pages"));
  return args;
}

/**
 * The cases whose expected.md was written by hand (test/markdown-by-hand.txt): the default
 * set, since a generated gold scores our renderer 1.000 by construction.
 */
function handWrittenCaseDirs() {
  return readFileSync(path.join(root, "test", "markdown-by-hand.txt"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"))
    .map((l) => {
      const dir = path.join(root, l);
      // A case moved (from test/known-gaps/ to test/pages/ once it passes) must be moved
      // here too, or the table would quietly score fewer cases.
      if (!existsSync(path.join(dir, "expected.md"))) throw new Error(`test/markdown-by-hand.txt lists ${l}, which has no expected.md`);
      return dir;
    });
}

/** Every case folder with source.html and expected.md, with its url from expected-metadata.json. */
function loadCases(dirs) {
  const cases = [];
  const caseDirs =
    dirs.length === 0
      ? handWrittenCaseDirs()
      : dirs.flatMap((dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(dir, e.name)));
  for (const caseDir of caseDirs) {
    const mdFile = path.join(caseDir, "expected.md");
    const htmlFile = path.join(caseDir, "source.html");
    if (!existsSync(mdFile) || !existsSync(htmlFile)) continue;
    const metaFile = path.join(caseDir, "expected-metadata.json");
    const meta = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, "utf8")) : {};
    cases.push({
      name: path.basename(caseDir),
      html: readFileSync(htmlFile, "utf8"),
      gold: readFileSync(mdFile, "utf8"),
      url: typeof meta.url === "string" ? meta.url : undefined,
      // The options the case's expected.md is written for (docs/markdown.md): e.g. {"images": true}.
      options: typeof meta.markdown === "object" && meta.markdown !== null ? meta.markdown : {},
    });
  }
  return cases.sort((a, b) => a.name.localeCompare(b.name));
}

/** Our extractor, loaded from the module --ours names. */
async function oursSystem(modulePath) {
  if (!existsSync(modulePath)) {
    console.error(`${modulePath} does not exist: run npm run build (or pass --ours PATH)`);
    process.exit(2);
  }
  const mod = await import(pathToFileURL(modulePath).href);
  return {
    name: "ours",
    run: (html, url, options) => mod.extract(html, { ...options, format: "markdown", ...(url === undefined ? {} : { url }) }).content,
  };
}

/**
 * The baseline: Readability 0.6 on a jsdom document (jsdom, unlike linkedom, resolves
 * relative links against the page address and <base href>, as a browser would), its
 * article HTML through turndown with the GFM plugin. The options are the ones every
 * guide for LLM pipelines sets: ATX headings, fenced code, `-` bullets.
 */
async function baselineSystem() {
  const [{ Readability }, { JSDOM, VirtualConsole }, { default: TurndownService }, gfmPlugin] = await Promise.all([
    import("@mozilla/readability"),
    import("jsdom"),
    import("turndown"),
    import("turndown-plugin-gfm"),
  ]);
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  turndown.use(gfmPlugin.gfm ?? gfmPlugin.default.gfm);
  const virtualConsole = new VirtualConsole(); // pages' CSS and script errors are not ours to print
  return {
    name: "readability+turndown",
    run: (html, url) => {
      // Without a url the document is about:blank, as for a string parsed in a browser:
      // relative links stay relative (our output writes them as text only).
      const dom = new JSDOM(html, url === undefined ? { virtualConsole } : { url, virtualConsole });
      try {
        const article = new Readability(dom.window.document).parse();
        return article?.content ? turndown.turndown(article.content) : "";
      } finally {
        dom.window.close();
      }
    },
  };
}

function fmt(v) {
  return v === null || v === undefined ? "–" : v.toFixed(3);
}

function printSummary(summary) {
  const head = ["system", ...METRICS.map((m) => m.label)];
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map(() => "---").join("|")}|`);
  for (const s of summary) {
    console.log(`| ${s.system} | ${METRICS.map((m) => `${fmt(s.means[m.key].mean)} (${s.means[m.key].pages})`).join(" | ")} |`);
  }
}

function printPages(system, rows) {
  console.log(`\n${system}, per page:\n`);
  const head = ["page", ...METRICS.map((m) => m.label)];
  console.log(`| ${head.join(" | ")} |`);
  console.log(`|${head.map(() => "---").join("|")}|`);
  for (const r of rows) console.log(`| ${r.page}${r.empty ? " (empty)" : ""}${r.error ? " (error)" : ""} | ${METRICS.map((m) => fmt(r.scores[m.key])).join(" | ")} |`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const cases = loadCases(args.dirs);
  if (cases.length === 0) {
    console.error(`no case with expected.md under ${args.dirs.join(", ")}`);
    process.exit(2);
  }
  const systems = [await oursSystem(args.ours), await baselineSystem()];
  const perSystem = systems.map(() => []);
  for (const c of cases) {
    const gold = structureOf(c.gold);
    systems.forEach((system, i) => {
      let output = null;
      let error = null;
      try {
        output = system.run(c.html, c.url, c.options);
      } catch (err) {
        error = String(err?.message ?? err);
      }
      const empty = output === null || output.trim() === "";
      perSystem[i].push({ page: c.name, empty, error, scores: scorePage(gold, empty ? null : output) });
    });
  }
  const summary = systems.map((s, i) => ({
    system: s.name,
    means: Object.fromEntries(METRICS.map((m) => [m.key, meanOf(perSystem[i].map((r) => r.scores), m.key)])),
  }));
  if (args.json) {
    console.log(JSON.stringify({ ours: args.ours, cases: cases.length, summary, pages: Object.fromEntries(systems.map((s, i) => [s.name, perSystem[i]])) }, null, 2));
    return;
  }
  console.log(`Structure score over ${cases.length} golden cases with expected.md (ours: ${path.relative(process.cwd(), args.ours) || args.ours}); mean (pages counted)\n`);
  printSummary(summary);
  if (args.pages) systems.forEach((s, i) => printPages(s.name, perSystem[i]));
}

await main();
