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
import { EXTRACTION_ATTRIBUTES, TEXT_PATH_HREF, MARKDOWN_ATTRIBUTES, MARKDOWN_IMAGE_ATTRIBUTES } from "./heuristics/attributes.js";
import { renderMarkdown, textAsMarkdown, type MarkdownContent, type MarkdownOptions, type TextCuts } from "./markdown/index.js";
import { baseHref, documentBase } from "./markdown/url.js";
import { contentExtras } from "./chunks.js";
import { MIN_ARTICLE_CHARS, MIN_ENTRY_CONTENT_CHARS, MIN_HEADLINED_POST_CHARS, MIN_SHORT_POST_CHARS } from "./heuristics/weights.js";
import { extractMetadata } from "./metadata/index.js";
import { articleBodyText, isLiveBlogPage, isQaPage } from "./metadata/jsonld.js";
import { collectSources } from "./metadata/sources.js";
import { extractTitle } from "./metadata/title.js";
import { removeBoilerplateText, removeIfNeverContent, removeStructuralBoilerplate } from "./stages/clean.js";
import { replaceCodeTables } from "./stages/code-tables.js";
import { rewriteMath } from "./stages/math.js";
import { pageHiddenSelectors } from "./stages/signals/page-styles.js";
import { measure } from "./stages/measure.js";
import { holdsHeadline, pruneArticle } from "./stages/prune.js";
import { entryContentSelection, selectArticle } from "./stages/select.js";
import { dropSignupBoxes } from "./stages/signup.js";
import { dropLeadingTitle, renderText, trimMenuLines } from "./stages/text.js";
import { BLOCK_MODEL_BY_DEFAULT, reviseWithModel, shippedBlockModel, type BlockModelRun } from "./model/index.js";
import { Trace } from "./trace.js";
import { ALL_RULES_ON, RuleSwitches } from "./rules.js";
import type { ExtractDebug, ExtractOptions, ExtractOutput } from "./types.js";

interface Strategy {
  name: string;
  /**
   * Remove boilerplate by tag, role and class/id words before scoring ("all"), or only the
   * comment sections ("comments": the contract keeps comments out of the content whatever
   * else a fallback keeps, SPEC.md 1.3), or nothing.
   */
  structuralRemoval: "all" | "comments" | "none";
  useClassWeights: boolean;
  conditionalCleaning: boolean;
  /** Runs only when the strict attempt found less than a short post (MIN_SHORT_POST_CHARS). */
  onlyWhenStrictEmpty: boolean;
  /** The article is the page's one hAtom `entry-content` (select/entry-content), not a scored candidate. */
  entryContent?: boolean;
}

const STRATEGIES: readonly Strategy[] = [
  { name: "strict", structuralRemoval: "all", useClassWeights: true, conditionalCleaning: true, onlyWhenStrictEmpty: false },
  { name: "keep-classes", structuralRemoval: "comments", useClassWeights: true, conditionalCleaning: true, onlyWhenStrictEmpty: false },
  // Before the permissive strategy, which judges no class and takes a blog's longest box
  // (its "about me"), when strict pruned a short post away: the post the page marks (select/entry-content).
  { name: "entry-content", structuralRemoval: "all", useClassWeights: true, conditionalCleaning: false, onlyWhenStrictEmpty: true, entryContent: true },
  { name: "permissive", structuralRemoval: "comments", useClassWeights: false, conditionalCleaning: false, onlyWhenStrictEmpty: true },
];

interface Attempt {
  strategy: string;
  content: string;
  /** With `format: "markdown"`: the same selection as Markdown (markdown/index.ts). */
  markdown: MarkdownContent | null;
  /** The chosen blocks, as `tag#id.class` labels (debug output). */
  selected: string[];
  /** A short result (under MIN_SHORT_POST_CHARS) found under the page's headline: select/headlined-short-post. */
  underHeadline?: boolean;
}

/** What the metadata's sources tell the content stages about the page. */
interface PageFacts {
  title: string;
  /** A question with its answers (jsonld.ts isQaPage): prune drops the answers. */
  qaPage: boolean;
  /** A live blog (jsonld.ts isLiveBlogPage): prune keeps its entries, which a thread's replies look like. */
  liveBlog: boolean;
}

/** What a Markdown request renders with; null for the text path. */
type MarkdownRequest = MarkdownOptions | null;

function runStrategy(body: ElementNode, s: Strategy, page: PageFacts, model: BlockModelRun, trace: Trace, md: MarkdownRequest): Attempt {
  const { title } = page;
  // One measure per strategy; every removal below keeps it current (subtractFromAncestors).
  const m = trace.time(`${s.name}:measure`, () => measure(body));
  if (s.structuralRemoval !== "none") {
    trace.time(`${s.name}:boilerplate`, () => removeStructuralBoilerplate(body, m, trace, s.structuralRemoval === "comments", title));
  }
  const selection = s.entryContent === true ? entryContentSelection(body, m) : trace.time(`${s.name}:select`, () => selectArticle(body, m, { ...s, title, rules: trace.rules }));
  if (s.entryContent === true && selection === null) return { strategy: s.name, content: "", markdown: null, selected: [] };
  const parts = selection ? selection.parts : [body];
  // Phrase rules (share prompts, credits, "read also" links) run on the article only:
  // outside it they would change nothing that selection relies on.
  trace.time(`${s.name}:phrases`, () => parts.forEach((p) => removeBoilerplateText(p, m, trace)));
  trace.time(`${s.name}:prune`, () => pruneArticle(parts, m, { ...s, title, qaPage: page.qaPage, liveBlog: page.liveBlog, rules: trace.rules }, trace));
  // The learned block model (docs/model.md) revises what the rules chose, reading the
  // measures and verdicts they left: after prune, so it judges the article as it stands.
  const revised = selection?.closed === true ? parts : trace.time(`${s.name}:model`, () => reviseWithModel(body, parts, m, model, trace));
  let cuts: TextCuts = { menuLines: false, leadingTitle: false, title };
  const content = trace.time(`${s.name}:text`, () => {
    const text = renderText(revised);
    const trimmed = trace.on("text/menu-lines") ? trimMenuLines(text) : text;
    const dropped = trace.on("text/leading-title") ? dropLeadingTitle(trimmed, title) : trimmed;
    cuts = { menuLines: trimmed !== text, leadingTitle: dropped !== trimmed, title };
    return dropped;
  });
  // Markdown reads the tree after renderText (which drops the newline after `<pre>`) and
  // before the next strategy undoes this one's removals: the same parts, the same cuts.
  const markdown = md === null ? null : trace.time(`${s.name}:markdown`, () => renderMarkdown(revised, md, cuts));
  // A short post's headline is in its part or beside it (`<h2>` then `div.content`): read
  // only for a short result, before the next strategy undoes this one's removals.
  const underHeadline = content.length < MIN_SHORT_POST_CHARS && revised.some((p) => holdsHeadline(p.parent ?? p, title));
  return { strategy: s.name, content, markdown, selected: revised.map(describeElement), underHeadline };
}

/** `model`: the block model and a training tap (scripts/train/); by default the shipped model per ExtractOptions.blockModel. */
export function runPipeline(html: string, options: ExtractOptions = {}, model?: BlockModelRun): ExtractOutput {
  // Rules switched off by id (rules.ts) only when the ablation asks: every rule is on otherwise.
  const trace = new Trace(options.debug === true, options.disableRules?.length ? new RuleSwitches(options.disableRules) : ALL_RULES_ON);
  const modelRun = model ?? { model: (options.blockModel ?? BLOCK_MODEL_BY_DEFAULT) ? shippedBlockModel() : null };
  // Only the attributes some stage reads are kept (heuristics/attributes.ts). NULs and
  // lone surrogates stay in the tree (the tokenizer reads them as any other character):
  // the result's text fields are made well-formed, a few kilobytes instead of the page.
  // A Markdown request keeps link targets, spans and code languages too (MARKDOWN_ATTRIBUTES);
  // so does a text request for chunks, which finds its headings and code blocks from the
  // Markdown render. Neither attribute set changes what is selected.
  const format = options.format ?? "text";
  const needsMarkdown = format === "markdown" || options.chunks !== undefined;
  const keepAttributes = !needsMarkdown ? EXTRACTION_ATTRIBUTES : options.images === true ? MARKDOWN_IMAGE_ATTRIBUTES : MARKDOWN_ATTRIBUTES;
  const doc = trace.time("parse", () => parseHtml(html, { keepAttributes, dropLayoutWhitespace: true, keepMalformedText: true, keepLinkHrefIf: needsMarkdown ? undefined : TEXT_PATH_HREF }));
  // `<base href>` is read before never-content removes `<head>`'s elements.
  const md: MarkdownRequest = needsMarkdown
    ? { links: options.links !== false, images: options.images === true, base: documentBase(baseHref(doc.root), options.url) }
    : null;
  // Metadata reads <head> and the page as written, so it runs before any removal; the
  // never-content rule rides along in the same walk, each element's sources read first.
  // The tables are noted on the way, for the code views among them (stages/code-tables.ts).
  // What the page's own `<style>` blocks hide (never/page-style), read from the HTML as
  // written: the parse keeps no style text.
  const pageHidden = trace.on("never/page-style") ? trace.time("page-styles", () => pageHiddenSelectors(html)) : null;
  const tables: ElementNode[] = [];
  const maths: ElementNode[] = [];
  const forms: ElementNode[] = [];
  const sources = trace.time("sources+never-content", () =>
    collectSources(doc, (el) => {
      if (el.tag === "table") tables.push(el);
      else if (el.tag === "math") maths.push(el);
      else if (el.tag === "form") forms.push(el);
      return removeIfNeverContent(el, doc.root, trace, pageHidden);
    }),
  );
  if (tables.length > 0) replaceCodeTables(tables);
  // An e-mail sign-up box goes with its pitch, once its controls are gone (stages/signup.ts).
  if (forms.length > 0) dropSignupBoxes(forms, trace);
  // MathML formulas as their TeX or their shown tokens, not their hidden annotations too.
  if (maths.length > 0) rewriteMath(maths);
  const title = trace.time("title", () => extractTitle(sources, options.url ?? (sources.canonicalUrl || undefined)));
  const page: PageFacts = { title, qaPage: isQaPage(sources), liveBlog: isLiveBlogPage(sources) };

  const body = findFirst(doc.root, (el) => el.tag === "body") ?? doc.root;

  let best: Attempt | null = null;
  const attempts: ExtractDebug["attempts"] = [];
  let strictChars = 0;
  // The strict attempt held the headline and has a line's worth of text (select/headlined-short-post).
  let strictHeadlinedPost = false;
  for (const strategy of STRATEGIES) {
    if (strategy.onlyWhenStrictEmpty && strictChars >= MIN_SHORT_POST_CHARS) break;
    if (strategy.onlyWhenStrictEmpty && strictHeadlinedPost && trace.on("select/headlined-short-post")) break;
    if (strategy.entryContent === true && !trace.on("select/entry-content")) continue;
    const mark = trace.mark();
    const attempt = runStrategy(body, strategy, page, modelRun, trace, md);
    attempts.push({ strategy: attempt.strategy, selected: attempt.selected, chars: attempt.content.length });
    if (strategy === STRATEGIES[0]) {
      strictChars = attempt.content.length;
      strictHeadlinedPost = attempt.underHeadline === true && strictChars >= MIN_HEADLINED_POST_CHARS;
    }
    if (best === null || attempt.content.length > best.content.length) best = attempt;
    // The page's one post, marked as such, holds a line's worth of text: it is the short post (select/entry-content).
    if (strategy.entryContent === true && attempt.content.length >= MIN_ENTRY_CONTENT_CHARS) {
      best = attempt;
      break;
    }
    if (attempt.content.length >= MIN_ARTICLE_CHARS) {
      best = attempt;
      break;
    }
    trace.undoTo(mark);
  }
  let chosen: Attempt = best ?? { strategy: "none", content: "", markdown: null, selected: [] };
  // A page whose markup holds (next to) no article, but whose JSON-LD carries it (an app
  // shell filled by script, a teaser page): the publisher's own articleBody is the text.
  if (chosen.content.length < MIN_SHORT_POST_CHARS && trace.on("fallback/json-ld-body")) {
    const fromJsonLd = articleBodyText(sources);
    if (fromJsonLd !== undefined && fromJsonLd.length >= MIN_SHORT_POST_CHARS && fromJsonLd.length > chosen.content.length) {
      const content = dropLeadingTitle(fromJsonLd, title);
      chosen = { strategy: "json-ld articleBody", content, markdown: md === null ? null : textAsMarkdown(content), selected: [] };
    }
  }
  const metadata = trace.time("metadata", () => extractMetadata({ sources, content: chosen.content, title, options }));

  // The metadata read the text in both formats: the same excerpt, language and dates.
  const content = wellFormed(format === "markdown" ? (chosen.markdown?.content ?? "") : chosen.content);
  const extras = trace.time("chunks", () => contentExtras(content, format, chosen.markdown?.blocks ?? [], options));
  return {
    // The metadata fields and the title are made well-formed as they are read (metadata/text.ts).
    result: { title, content, ...metadata, ...extras },
    debug: options.debug
      ? { strategy: chosen.strategy, selected: chosen.selected, attempts, removals: trace.removals, timings: trace.timings }
      : undefined,
  };
}
