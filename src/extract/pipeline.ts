/**
 * The whole extraction, in order. Read this file first.
 *
 *   parse -> collect metadata sources and remove never-content (one walk) -> [strategies:
 *   remove boilerplate -> measure -> select article -> prune inside it -> render text]
 *   -> title -> metadata fields
 *
 * Strategies run from strict to permissive; the first whose text is long enough wins
 * (a page whose article carries a "boilerplate" class would otherwise come back empty).
 */
import { describeElement, findFirst, type ElementNode } from "./dom/node.js";
import { parseHtml, wellFormed } from "./dom/parse.js";
import { EXTRACTION_ATTRIBUTES } from "./heuristics/attributes.js";
import { MIN_ARTICLE_CHARS, MIN_SHORT_POST_CHARS } from "./heuristics/weights.js";
import { extractMetadata } from "./metadata/index.js";
import { articleBodyText } from "./metadata/jsonld.js";
import { collectSources } from "./metadata/sources.js";
import { extractTitle } from "./metadata/title.js";
import { removeBoilerplateText, removeIfNeverContent, removeStructuralBoilerplate } from "./stages/clean.js";
import { measure } from "./stages/measure.js";
import { pruneArticle } from "./stages/prune.js";
import { selectArticle } from "./stages/select.js";
import { dropLeadingTitle, renderText, trimMenuLines } from "./stages/text.js";
import { BLOCK_MODEL_BY_DEFAULT, reviseWithModel, shippedBlockModel, type BlockModelRun } from "./model/index.js";
import { Trace } from "./trace.js";
import { ALL_RULES_ON, RuleSwitches } from "./rules.js";
import type { ExtractDebug, ExtractOptions, ExtractOutput } from "./types.js";

interface Strategy {
  name: string;
  /** Remove boilerplate by tag, role and class/id words before scoring. */
  structuralRemoval: boolean;
  useClassWeights: boolean;
  conditionalCleaning: boolean;
  /** Runs only when the strict attempt found less than a short post (MIN_SHORT_POST_CHARS). */
  onlyWhenStrictEmpty: boolean;
}

const STRATEGIES: readonly Strategy[] = [
  { name: "strict", structuralRemoval: true, useClassWeights: true, conditionalCleaning: true, onlyWhenStrictEmpty: false },
  { name: "keep-classes", structuralRemoval: false, useClassWeights: true, conditionalCleaning: true, onlyWhenStrictEmpty: false },
  { name: "permissive", structuralRemoval: false, useClassWeights: false, conditionalCleaning: false, onlyWhenStrictEmpty: true },
];

interface Attempt {
  strategy: string;
  content: string;
  /** The chosen blocks, as `tag#id.class` labels (debug output). */
  selected: string[];
}

function runStrategy(body: ElementNode, s: Strategy, title: string, model: BlockModelRun, trace: Trace): Attempt {
  // One measure per strategy; every removal below keeps it current (subtractFromAncestors).
  const m = trace.time(`${s.name}:measure`, () => measure(body));
  if (s.structuralRemoval) {
    trace.time(`${s.name}:boilerplate`, () => removeStructuralBoilerplate(body, m, trace));
  }
  const selection = trace.time(`${s.name}:select`, () => selectArticle(body, m, { ...s, title, rules: trace.rules }));
  const parts = selection ? selection.parts : [body];
  // Phrase rules (share prompts, credits, "read also" links) run on the article only:
  // outside it they would change nothing that selection relies on.
  trace.time(`${s.name}:phrases`, () => parts.forEach((p) => removeBoilerplateText(p, m, trace)));
  trace.time(`${s.name}:prune`, () => pruneArticle(parts, m, { ...s, title, rules: trace.rules }, trace));
  // The learned block model (docs/model.md) revises what the rules chose, reading the
  // measures and verdicts they left: after prune, so it judges the article as it stands.
  const revised = trace.time(`${s.name}:model`, () => reviseWithModel(body, parts, m, model, trace));
  const content = trace.time(`${s.name}:text`, () => {
    const text = renderText(revised);
    const trimmed = trace.on("text/menu-lines") ? trimMenuLines(text) : text;
    return trace.on("text/leading-title") ? dropLeadingTitle(trimmed, title) : trimmed;
  });
  return { strategy: s.name, content, selected: revised.map(describeElement) };
}

/** `model`: the block model and a training tap (scripts/train/); by default the shipped model per ExtractOptions.blockModel. */
export function runPipeline(html: string, options: ExtractOptions = {}, model?: BlockModelRun): ExtractOutput {
  // Rules switched off by id (rules.ts) only when the ablation asks: every rule is on otherwise.
  const trace = new Trace(options.debug === true, options.disableRules?.length ? new RuleSwitches(options.disableRules) : ALL_RULES_ON);
  const modelRun = model ?? { model: (options.blockModel ?? BLOCK_MODEL_BY_DEFAULT) ? shippedBlockModel() : null };
  // Only the attributes some stage reads are kept (heuristics/attributes.ts). NULs and
  // lone surrogates stay in the tree (the tokenizer reads them as any other character):
  // the result's text fields are made well-formed, a few kilobytes instead of the page.
  const doc = trace.time("parse", () =>
    parseHtml(html, { keepAttributes: EXTRACTION_ATTRIBUTES, dropLayoutWhitespace: true, keepMalformedText: true }),
  );
  // Metadata reads <head> and the page as written, so it runs before any removal; the
  // never-content rule rides along in the same walk, each element's sources read first.
  const sources = trace.time("sources+never-content", () =>
    collectSources(doc, (el) => removeIfNeverContent(el, doc.root, trace)),
  );
  const title = trace.time("title", () => extractTitle(sources, options.url ?? (sources.canonicalUrl || undefined)));

  const body = findFirst(doc.root, (el) => el.tag === "body") ?? doc.root;

  let best: Attempt | null = null;
  const attempts: ExtractDebug["attempts"] = [];
  let strictChars = 0;
  for (const strategy of STRATEGIES) {
    if (strategy.onlyWhenStrictEmpty && strictChars >= MIN_SHORT_POST_CHARS) break;
    const mark = trace.mark();
    const attempt = runStrategy(body, strategy, title, modelRun, trace);
    attempts.push({ strategy: attempt.strategy, selected: attempt.selected, chars: attempt.content.length });
    if (strategy === STRATEGIES[0]) strictChars = attempt.content.length;
    if (best === null || attempt.content.length > best.content.length) best = attempt;
    if (attempt.content.length >= MIN_ARTICLE_CHARS) {
      best = attempt;
      break;
    }
    trace.undoTo(mark);
  }
  let chosen = best ?? { strategy: "none", content: "", selected: [] };
  // A page whose markup holds (next to) no article, but whose JSON-LD carries it (an app
  // shell filled by script, a teaser page): the publisher's own articleBody is the text.
  if (chosen.content.length < MIN_SHORT_POST_CHARS && trace.on("fallback/json-ld-body")) {
    const fromJsonLd = articleBodyText(sources);
    if (fromJsonLd !== undefined && fromJsonLd.length >= MIN_SHORT_POST_CHARS && fromJsonLd.length > chosen.content.length) {
      chosen = { strategy: "json-ld articleBody", content: dropLeadingTitle(fromJsonLd, title), selected: [] };
    }
  }
  const metadata = trace.time("metadata", () => extractMetadata({ sources, content: chosen.content, title, options }));

  return {
    // The metadata fields and the title are made well-formed as they are read (metadata/text.ts).
    result: { title, content: wellFormed(chosen.content), ...metadata },
    debug: options.debug
      ? { strategy: chosen.strategy, selected: chosen.selected, attempts, removals: trace.removals, timings: trace.timings }
      : undefined,
  };
}
