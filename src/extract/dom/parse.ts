/**
 * HTML string -> extraction DOM. The only module that imports the HTML parser.
 *
 * We drive htmlparser2's Tokenizer (fast, streaming, decodes entities) with our own
 * tree builder instead of its Parser: the Parser keeps its open-element stack with
 * `unshift`/`indexOf`, which is quadratic in nesting depth (100,000 nested divs take
 * 13 s, see ../shared/FACTS.md). Here the stack is a push/pop array, capped at
 * MAX_TREE_DEPTH, so every hostile input parses in linear time; at the cap the tree
 * also stops growing sideways (see `openElement`), because the stages' cost grows with
 * depth x width.
 */
import { tokenizerClass, type TokenizerConstructor } from "./tokenizer.js";
import { PREFORMATTED_TAGS } from "../heuristics/tags.js";
import { ATTRIBUTE_MARKS } from "../heuristics/attributes.js";
import { ElementNode, isAsciiLetter, isCodeViewCell, TextNode, type Attributes, type Document } from "./node.js";
import { tagBits } from "./tag-bits.js";
import { keepResident } from "../resident.js";
import { BREAKING_ELEMENTS, HEAD_CONTENT, KNOWN_TAGS, SKIPPED_SUBTREES, SVG_BREAKOUT, MAX_TREE_DEPTH, OPEN_IMPLIES_CLOSE, RAW_TEXT_ELEMENTS, VOID_ELEMENTS } from "./html-rules.js";

/** htmlparser2's Tokenizer class (tokenizer.ts: from its own module, never by `require` in a worker). */
const Tokenizer: TokenizerConstructor = tokenizerClass();
type Tokenizer = InstanceType<TokenizerConstructor>;

const fromCodePoint = String.fromCodePoint;

/**
 * TAG_KIND bits: a block element (BREAKING_ELEMENTS); whitespace inside is text
 * (PREFORMATTED_TAGS, and `plaintext`); a subtree never built (SKIPPED_SUBTREES); a void
 * element; a raw-text element; a start tag that may close the current element
 * (OPEN_IMPLIES_CLOSE); `html`, `head` or `body`; an element whose opening and closing
 * the builder counts (`svg`, `math`, `frameset`, `noframes`, `head`).
 */
const BLOCK = 1;
const PRESERVED_WHITESPACE = 2;
const SKIPPED = 4;
const VOID = 8;
const RAW_TEXT = 16;
const IMPLIES_CLOSE = 32;
const DOCUMENT_TAG = 64;
const COUNTED = 128;
/** One lookup per element for every question openElement asks of its tag. */
const TAG_KIND = tagBits([
  [BREAKING_ELEMENTS, BLOCK],
  [[...PREFORMATTED_TAGS, "plaintext"], PRESERVED_WHITESPACE],
  [SKIPPED_SUBTREES, SKIPPED],
  [VOID_ELEMENTS, VOID],
  [RAW_TEXT_ELEMENTS, RAW_TEXT],
  [OPEN_IMPLIES_CLOSE.keys(), IMPLIES_CLOSE],
  [["html", "head", "body"], DOCUMENT_TAG],
  [["svg", "math", "frameset", "noframes", "head"], COUNTED],
]);

/** The attributes of every element written without any: one shared, frozen object (most elements have none). */
const NO_ATTRIBUTES: Attributes = {};

/**
 * Which attributes to keep: by lower-cased name, on every element (`null`) or on the
 * given tags only. See heuristics/attributes.ts.
 */
export type AttributeFilter = ReadonlyMap<string, ReadonlySet<string> | null>;

export interface ParseOptions {
  /**
   * Keep only these attributes: the others' values are never built. Without it every
   * attribute is kept (the whole document, as a DOM holds it).
   */
  keepAttributes?: AttributeFilter;
  /**
   * Leave out whitespace-only text that no rendering can show: in a block element, outside
   * preformatted text, at the start or end of its content or beside a block child (a line
   * starts or ends there). Pretty-printed markup makes four in ten nodes of that kind, and
   * every stage walks them. Each is counted in `ElementNode.layoutSpaces`. Without it the
   * tree keeps every text node, as a DOM does.
   */
  dropLayoutWhitespace?: boolean;
  /**
   * Leave NULs and lone surrogate halves as written instead of replacing them (U+FFFD)
   * before the parse: two scans of the whole page (an eighth of a bare parse). For a
   * caller that makes its own outputs well-formed (the extraction: its result fields, a
   * few kilobytes, see `wellFormed`); neither character means anything to the tokenizer.
   * Without it every string in the tree is well-formed.
   */
  keepMalformedText?: boolean;
  /**
   * Keep an `<a>`'s `href` (when the filter keeps it) only if it matches: the text path
   * reads one kind of link target, links to an author's page (metadata/sources.ts), and
   * so builds no attributes object for the page's other links.
   */
  keepLinkHrefIf?: RegExp;
}

/**
 * A fixed set of lower-case names, looked up by a name written in the HTML (any case)
 * without slicing it out: candidates by length and first letter, compared in place.
 * The extraction keeps two dozen attribute names; the names it drops (`href`, `src`,
 * `data-*`, ...) mostly fail on the first lookup, and none of them is ever built. The
 * known tag names are read the same way (tagName).
 */
class NameTable {
  /**
   * The candidates by length and lower-cased first code, at `length * 128 + first`: an
   * array read where a Map of the same keys hashed a number per lookup (two lookups per
   * element, one per attribute: session 25's profile had the lookup near 1% of extract()).
   */
  private readonly byStart: (string[] | undefined)[];
  private readonly longest: number;

  constructor(names: Iterable<string>) {
    const all = [...names];
    this.longest = 0;
    for (const name of all) {
      if (!/^[\x21-\x40\x5b-\x7e]+$/.test(name)) throw new Error(`name "${name}" must be lower-case ASCII, not empty`);
      this.longest = Math.max(this.longest, name.length);
    }
    this.byStart = new Array<string[] | undefined>((this.longest + 1) * 128).fill(undefined);
    for (const name of all) {
      const key = name.length * 128 + name.charCodeAt(0);
      const list = this.byStart[key];
      if (list) list.push(name);
      else this.byStart[key] = [name];
    }
  }

  /** The name `text[start, end)` is, in lower case, or undefined when it is none of them. */
  find(text: string, start: number, end: number): string | undefined {
    const length = end - start;
    const first = asciiLower(text.charCodeAt(start));
    // Every name is ASCII: a longer text, or one opening beyond ASCII, is none of them.
    if (length > this.longest || length <= 0 || first >= 128) return undefined;
    const candidates = this.byStart[length * 128 + first];
    if (candidates === undefined) return undefined;
    for (let k = 0; k < candidates.length; k++) {
      const name = candidates[k];
      let i = 1;
      while (i < length && asciiLower(text.charCodeAt(start + i)) === name.charCodeAt(i)) i++;
      if (i === length) return name;
    }
    return undefined;
  }
}

/**
 * A character's lower case where it is ASCII, as `toLowerCase` gives it: ASCII capitals,
 * and the Kelvin sign, whose lower case is `k`. Every other character's lower case is
 * beyond ASCII, but for the dotted capital I's, `i` and a combining dot, which is two
 * characters and so never one of the table's all-ASCII names: comparing these codes in
 * place answers what looking up `slice().toLowerCase()` would.
 */
const asciiLower = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c === 0x212a ? 107 : c);

/**
 * The tag name `html[start, end)` in lower case: a known tag's one string (KNOWN_TAGS),
 * found in place without slicing the name out, lower-casing it and hashing the new
 * string for the map (two tags per element: the session-21 profile had it at 2% of
 * extract()); any other name sliced and lower-cased.
 */
function tagName(html: string, start: number, end: number): string {
  return KNOWN_TAG_NAMES.find(html, start, end) ?? html.slice(start, end).toLowerCase();
}

/**
 * `html[start, end)` is the all-ASCII tag name `tag` in any case: what `tagName` would
 * return (the characters NameTable compares as it does; a name beyond ASCII is left to
 * tagName).
 */
function namesTag(html: string, start: number, end: number, tag: string): boolean {
  if (end - start !== tag.length) return false;
  for (let i = 0; i < tag.length; i++) {
    const c = tag.charCodeAt(i);
    if (c >= 128 || asciiLower(html.charCodeAt(start + i)) !== c) return false;
  }
  return true;
}

const nameTables = new WeakMap<AttributeFilter, NameTable>();
function nameTableOf(filter: AttributeFilter): NameTable {
  let table = nameTables.get(filter);
  if (table === undefined) nameTables.set(filter, (table = new NameTable(filter.keys())));
  return table;
}

const KNOWN_TAG_NAMES = new NameTable(KNOWN_TAGS.keys());

class TreeBuilder {
  readonly root = new ElementNode("#document", NO_ATTRIBUTES);
  /** Open elements, innermost last. Never longer than MAX_TREE_DEPTH + 1. */
  private readonly stack: ElementNode[] = [this.root];
  private current: ElementNode = this.root;
  /** A skipped subtree is open (SKIPPED_SUBTREES): its tag and how many copies of it are open. */
  private skipTag = "";
  private skipDepth = 0;
  /** A `<head>` is open: body content closes it. */
  private headOpen = false;
  /** Open `<frameset>`s and `<noframes>` on the stack (see openElement). */
  private framesetDepth = 0;
  private noframesDepth = 0;
  private readonly seenDocumentTags = new Set<string>();
  private foreignDepth = 0;
  /** The last empty element attached below the depth cap (see `isRedundantBelowCap`). */
  private lastShell: ElementNode | null = null;
  private pendingTag = "";
  private pendingAttrs: Attributes = NO_ATTRIBUTES;
  /** The pending element's `class` and `id` values and ElementNode.attrMarks bits. */
  private pendingClass: string | undefined = undefined;
  private pendingId: string | undefined = undefined;
  private pendingMarks = 0;
  private attrName = "";
  private attrValue = "";
  /** The attribute being read is kept (see ParseOptions.keepAttributes); read by ValueSkippingTokenizer. */
  keepingAttr = true;
  /** Raw text is being read that the tree keeps (a title, JSON-LD); read by ValueSkippingTokenizer. */
  get keepingRawText(): boolean {
    return this.rawTextKeep;
  }
  /** Open `pre`, `listing`, `textarea` and `plaintext` elements: whitespace inside them is text. */
  private preDepth = 0;
  /** Raw-text element whose content is being read, or "" */
  private rawTextTag = "";
  private rawTextKeep = false;
  private rawTextParts: string[] = [];
  titleText = "";
  readonly jsonLd: string[] = [];
  elementCount = 0;

  /** The filter's names, looked up in place (null: every attribute is kept). */
  private readonly keptNames: NameTable | null;

  constructor(
    private readonly html: string,
    private readonly keepAttributes: AttributeFilter | null,
    private readonly dropLayoutWhitespace: boolean,
    private readonly linkHrefTest: RegExp | null,
  ) {
    this.root.block = true;
    this.keptNames = keepAttributes === null ? null : nameTableOf(keepAttributes);
  }

  // --- tokenizer callbacks -------------------------------------------------------
  ontext(start: number, end: number): void {
    // Layout whitespace is read in place and never sliced out (ParseOptions.dropLayoutWhitespace).
    if (this.dropLayoutWhitespace && this.atLayoutPosition() && isHtmlWhitespace(this.html, start, end)) {
      this.current.layoutSpaces++;
      return;
    }
    this.addText(this.html.slice(start, end));
  }
  ontextentity(cp: number): void {
    this.addText(fromCodePoint(cp));
  }
  onopentagname(start: number, end: number): void {
    this.pendingTag = tagName(this.html, start, end);
    this.pendingAttrs = NO_ATTRIBUTES;
    this.pendingClass = undefined;
    this.pendingId = undefined;
    this.pendingMarks = 0;
  }
  onattribname(start: number, end: number): void {
    this.attrValue = "";
    if (this.keptNames !== null) {
      // Read in place: a dropped attribute's name is never built.
      const name = this.keptNames.find(this.html, start, end);
      const tags = name === undefined ? undefined : this.keepAttributes!.get(name);
      this.keepingAttr = tags !== undefined && (tags === null || tags.has(this.pendingTag));
      if (name !== undefined) this.attrName = name;
      return;
    }
    this.attrName = this.html.slice(start, end).toLowerCase();
  }
  onattribdata(start: number, end: number): void {
    if (this.keepingAttr) this.attrValue += this.html.slice(start, end);
  }
  onattribentity(cp: number): void {
    if (this.keepingAttr) this.attrValue += fromCodePoint(cp);
  }
  onattribend(): void {
    if (!this.keepingAttr) return;
    const name = this.attrName;
    const value = this.attrValue;
    this.attrValue = "";
    if (name === "class" || name === "id") {
      // Fields of the element (ElementNode.cls, .id), the first occurrence's value. A
      // filtered parse (the extraction's) keeps them there only: nothing reads them from
      // `attrs`, and without them most elements share NO_ATTRIBUTES instead of an object
      // of their own (a smaller tree).
      if ((name === "class" ? this.pendingClass : this.pendingId) !== undefined) return;
      if (name === "class") this.pendingClass = value;
      else this.pendingId = value;
      if (this.keptNames !== null) return;
    }
    if (name === "href" && this.linkHrefTest !== null && this.pendingTag === "a" && !this.linkHrefTest.test(value)) return;
    if (this.pendingAttrs === NO_ATTRIBUTES) this.pendingAttrs = {};
    if (!Object.hasOwn(this.pendingAttrs, name)) {
      this.pendingAttrs[name] = value;
      this.pendingMarks |= ATTRIBUTE_MARKS.get(name) ?? 0;
    }
  }
  onopentagend(): void {
    this.openElement(this.pendingTag, this.pendingAttrs, false);
  }
  onselfclosingtag(): void {
    // In HTML `<div/>` opens a div; only foreign content (svg, math) self-closes.
    this.openElement(this.pendingTag, this.pendingAttrs, this.foreignDepth > 0);
  }
  onclosetag(start: number, end: number): void {
    // Most end tags close the current element: its name, compared in place, is the tag.
    const open = this.current.tag;
    this.closeElement(namesTag(this.html, start, end, open) ? open : tagName(this.html, start, end));
  }
  oncdata(start: number, end: number, offset: number): void {
    if (this.foreignDepth > 0) this.addText(this.html.slice(start, end - offset));
  }
  isInForeignContext(): boolean {
    return this.foreignDepth > 0;
  }
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {
    this.finishRawText();
  }

  // --- tree construction ----------------------------------------------------------
  private endSkip(): void {
    if (this.skipTag === "svg") this.foreignDepth--;
    this.skipDepth = 0;
    this.skipTag = "";
  }

  /** Inside a skipped subtree: count nested copies of its tag, let raw-text elements be read and dropped. */
  private openWhileSkipping(tag: string, selfClosing: boolean): void {
    if (selfClosing || VOID_ELEMENTS.has(tag)) return;
    if (tag === this.skipTag) this.skipDepth++;
    else if (RAW_TEXT_ELEMENTS.has(tag)) {
      this.rawTextTag = tag;
      this.rawTextKeep = false;
      this.rawTextParts = [];
    }
  }

  private addText(text: string): void {
    if (this.skipDepth > 0) return;
    if (this.headOpen && !this.rawTextTag && /\S/.test(text)) this.closeHead();
    if (this.rawTextTag) {
      if (this.rawTextKeep) this.rawTextParts.push(text);
      return;
    }
    const kids = this.current.children;
    const last = kids[kids.length - 1];
    if (last !== undefined && last.kind === 3) last.data += text;
    else this.current.appendChild(new TextNode(text));
  }

  /**
   * Text here would start the current element's content or follow a block child of it,
   * the element being a block outside preformatted text and raw text: rendering starts a
   * line there, and a line's leading whitespace never shows.
   */
  private atLayoutPosition(): boolean {
    const cur = this.current;
    if (!cur.block || this.preDepth > 0 || this.skipDepth > 0 || this.rawTextTag !== "") return false;
    const kids = cur.children;
    const last = kids[kids.length - 1];
    if (last === undefined && isCodeViewCell(cur)) return false;
    return last === undefined || (last.kind === 1 && last.block);
  }

  /**
   * Whitespace-only text that ends a block's content, or stands right before a block
   * child: the line ends there, and a line's trailing whitespace never shows. Called
   * when a block closes and before a block child is attached.
   */
  private trimLayoutWhitespace(el: ElementNode): void {
    if (!this.dropLayoutWhitespace || this.preDepth > 0 || !el.block) return;
    const kids = el.children;
    const last = kids[kids.length - 1];
    if (last !== undefined && last.kind === 3 && isHtmlWhitespace(last.data, 0, last.data.length)) {
      kids.pop();
      el.layoutSpaces++;
    }
  }

  private openElement(tag: string, attrs: Attributes, selfClosing: boolean): void {
    if (tag === "") return;
    this.finishRawText();
    const kind = TAG_KIND.get(tag) ?? 0;
    if (this.skipDepth > 0) {
      // An HTML block start tag breaks out of an unclosed <svg>, as browsers do (foreign-content breakout).
      if (this.skipTag === "svg" && SVG_BREAKOUT.has(tag)) this.endSkip();
      else {
        this.openWhileSkipping(tag, selfClosing);
        return;
      }
    }
    if ((kind & SKIPPED) !== 0 && !selfClosing) {
      // Never text, and often hundreds of nodes (icon paths): not built at all.
      this.skipTag = tag;
      this.skipDepth = 1;
      if (tag === "svg") this.foreignDepth++;
      return;
    }
    if (this.headOpen && !HEAD_CONTENT.has(tag)) this.closeHead();
    // A second <html>, <head> or <body> (CMS plugins paste whole documents into
    // posts) is ignored, as browsers do: its content stays where it is. So is one inside
    // a <noframes>, which framed sites wrote as a page of its own (`<noframes><body>`).
    if ((kind & DOCUMENT_TAG) !== 0) {
      if (this.noframesDepth > 0 || this.seenDocumentTags.has(tag)) return;
      this.seenDocumentTags.add(tag);
    }
    // A frameset page's text is its <noframes> (what browsers without frames and search
    // engines read), written inside the <frameset> or after it: the frameset ends where
    // its <noframes> starts, so the frames go as never-content and the noframes' content
    // stays, beside them. Each frameset is closed once: linear, whatever the nesting.
    if (this.framesetDepth > 0 && tag === "noframes") {
      while (this.framesetDepth > 0 && this.stack.length > 1) this.pop();
    }
    const atCap = this.stack.length > MAX_TREE_DEPTH;
    if (atCap) {
      // At the cap the open elements are frozen until an end tag closes one: an
      // implied close here would let each `<li>` of `<ul><li>` x 50,000 replace the
      // element at the cap, a new sibling every time, 50,000 of them 512 levels deep.
      if (this.isRedundantBelowCap(tag)) return;
    } else if ((kind & IMPLIES_CLOSE) !== 0) {
      const implied = OPEN_IMPLIES_CLOSE.get(tag)!;
      while (this.stack.length > 1 && implied.has(this.current.tag)) this.pop();
    }
    const el = new ElementNode(tag, attrs);
    el.cls = this.pendingClass;
    el.id = this.pendingId;
    el.attrMarks = this.pendingMarks;
    this.elementCount++;
    if ((kind & BLOCK) !== 0) {
      el.block = true;
      this.trimLayoutWhitespace(this.current);
    }
    this.current.appendChild(el);
    if ((kind & VOID) !== 0 || selfClosing) return;
    if ((kind & RAW_TEXT) !== 0) {
      // The tokenizer reads raw text until the matching end tag; keep what we use.
      this.rawTextTag = tag;
      this.rawTextKeep = tag === "title" || (tag === "script" && isJsonLd(attrs));
      this.rawTextParts = [];
      return;
    }
    if (atCap) {
      // Attach, but do not descend: the element stays empty.
      this.lastShell = el;
      return;
    }
    if ((kind & COUNTED) !== 0) {
      if (tag === "svg" || tag === "math") this.foreignDepth++;
      else if (tag === "frameset") this.framesetDepth++;
      else if (tag === "noframes") this.noframesDepth++;
      if (tag === "head") this.headOpen = true;
    }
    if ((kind & PRESERVED_WHITESPACE) !== 0) this.preDepth++;
    this.stack.push(el);
    this.current = el;
  }

  /**
   * Body content before `</head>` (or with no `<body>` at all) ends the head, as in
   * browsers; without this a page that never closes its head would be all "head".
   */
  private closeHead(): void {
    this.headOpen = false;
    const i = this.stack.findIndex((el) => el.tag === "head");
    if (i > 0) while (this.stack.length > i) this.pop();
  }

  /**
   * An element opened at the depth cap never gets children (its content goes to the
   * element at the cap), so all it can add to the text is a block break. Inline shells
   * add nothing and a run of block shells adds one break: keeping them only makes
   * trees whose cost in the stages grows with depth x width (100,000 nested `<div>`s
   * gave 100,000 empty siblings 512 levels down, 16 s of cleaning).
   */
  private isRedundantBelowCap(tag: string): boolean {
    if (VOID_ELEMENTS.has(tag) || RAW_TEXT_ELEMENTS.has(tag)) return false;
    if (!BREAKING_ELEMENTS.has(tag)) return true;
    const kids = this.current.children;
    return this.lastShell !== null && kids[kids.length - 1] === this.lastShell;
  }

  private finishRawText(): void {
    if (!this.rawTextTag) return;
    if (this.rawTextKeep) {
      const text = this.rawTextParts.join("");
      if (this.rawTextTag === "title") {
        if (this.titleText === "") this.titleText = text;
      } else this.jsonLd.push(text);
    }
    this.rawTextTag = "";
    this.rawTextKeep = false;
    this.rawTextParts = [];
  }

  private closeElement(tag: string): void {
    if (this.rawTextTag) {
      if (tag === this.rawTextTag) this.finishRawText();
      return;
    }
    if (this.skipDepth > 0) {
      if (tag === this.skipTag) {
        if (--this.skipDepth === 0) this.endSkip();
        return;
      }
      // The end tag of an element open outside the skipped subtree closes it too
      // (an unclosed <svg> inside a <div> ends at `</div>`).
      if (!this.stack.some((el) => el.tag === tag)) return;
      this.endSkip();
    }
    if (tag === "br") {
      // `</br>` is treated as `<br>` by browsers.
      this.current.appendChild(new ElementNode("br", NO_ATTRIBUTES));
      return;
    }
    if (VOID_ELEMENTS.has(tag)) return;
    // Browsers keep whatever follows `</body>` or `</html>` in the body; a pasted
    // document's end tags must not close the real body either.
    if (tag === "body" || tag === "html") return;
    if (tag === "head") this.headOpen = false;
    // Bounded by MAX_TREE_DEPTH: the stack never grows past it.
    for (let i = this.stack.length - 1; i > 0; i--) {
      if (this.stack[i].tag === tag) {
        while (this.stack.length > i) this.pop();
        return;
      }
    }
  }

  private pop(): void {
    const el = this.stack.pop()!;
    this.trimLayoutWhitespace(el);
    if (el.tag === "svg" || el.tag === "math") this.foreignDepth--;
    else if (el.tag === "frameset") this.framesetDepth--;
    else if (el.tag === "noframes") this.noframesDepth--;
    if (this.preDepth > 0 && ((TAG_KIND.get(el.tag) ?? 0) & PRESERVED_WHITESPACE) !== 0) this.preDepth--;
    this.current = this.stack[this.stack.length - 1];
  }
}

/** What ValueSkippingTokenizer reads and moves of htmlparser2's Tokenizer (private in its typings). */
interface TokenizerPosition {
  readonly buffer: string;
  readonly offset: number;
  index: number;
  readonly cbs: TreeBuilder;
  /** In raw text: the end tag's `</name` as lower-case character codes, and how much of it was matched. */
  readonly currentSequence: Uint8Array;
  sequenceIndex: number;
}
type ValueState = (this: TokenizerPosition, c: number) => void;
/** What the whole-tag states (readStartTag, readEndTag) read and set of htmlparser2's Tokenizer. */
interface TokenizerTag extends TokenizerText {
  state: number;
  sectionStart: number;
  enterTagBody(): void;
  stateBeforeTagName(c: number): void;
  stateBeforeClosingTagName(c: number): void;
}
/** What readText reads of htmlparser2's Tokenizer, and its own fields (ValueSkippingTokenizer). */
interface TokenizerText extends TokenizerPosition {
  readonly decodeEntities: boolean;
  nextLt: number;
  ltFrom: number;
  nextAmp: number;
  ampFrom: number;
  nextQuote: number;
  quoteFrom: number;
  quoteOf: number;
  scanned: string;
}
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const LESS_THAN = 60;
const AMPERSAND = 38;

/** What HtmlTokenizer reads and sets of htmlparser2's Tokenizer when a start tag ends (private in its typings). */
interface TokenizerTagBody {
  isSpecial: boolean;
  currentSequence: Uint8Array;
}
type TagBodyState = (this: TokenizerTagBody) => void;

/**
 * htmlparser2's Tokenizer, except that `<noframes>` holds markup, not raw text: the
 * content of a frameset page (what browsers without frames showed and search engines
 * read) is HTML, and the tree builder builds it as any other element's (html-rules.ts
 * RAW_TEXT_ELEMENTS). Browsers read it as raw text only because they show the frames
 * instead. The base decides on the start tag's name, then enters raw text as the tag
 * ends (`enterTagBody`); here a `<noframes>` start tag enters ordinary text instead.
 * The method is an htmlparser2 internal (the version is pinned in package.json); were
 * it renamed, nothing would be overridden and noframes would stay raw text
 * (PARSES_NOFRAMES, test/hostile.test.ts).
 */
class HtmlTokenizer extends Tokenizer {}

/** `</noframes`, the end-tag sequence the base reads a noframes' raw text up to. */
const NOFRAMES_END = Uint8Array.from("</noframes", (ch) => ch.charCodeAt(0));
const NO_SEQUENCE = new Uint8Array(0);

function isNoframesEnd(sequence: Uint8Array): boolean {
  if (sequence.length !== NOFRAMES_END.length) return false;
  for (let i = 0; i < sequence.length; i++) if (sequence[i] !== NOFRAMES_END[i]) return false;
  return true;
}

function parseNoframesAsHtml(base: TagBodyState): TagBodyState {
  return function (this: TokenizerTagBody): void {
    if (this.isSpecial && isNoframesEnd(this.currentSequence)) {
      this.isSpecial = false;
      this.currentSequence = NO_SEQUENCE;
    }
    base.call(this);
  };
}

/**
 * The extraction's tokenizer: htmlparser2's, except that a quoted attribute value the
 * tree builder does not keep (ParseOptions.keepAttributes) is not read. The base reads
 * a value one character per turn of its state loop, decoding entities as it goes,
 * for a value whose every callback the builder would ignore; here the position jumps to
 * the value's closing quote (a native `indexOf`), and the base state ends the value
 * there as before: a raw quote always ends it, entities or not. Most attribute bytes are
 * values the extraction drops (`href`, `src`, `srcset`, `data-*`, `style` on most tags).
 * A kept value, and text between tags (readText), are jumped over to their next
 * quote, `&` or `<`, where the base state does its work as before.
 *
 * The state methods are htmlparser2 internals (the version is pinned in
 * package.json); were they renamed, nothing would be overridden and the parse would
 * only be slower (test/attributes.test.ts checks that the override is installed and
 * that the filtered parse is the full parse, filtered).
 */
class ValueSkippingTokenizer extends HtmlTokenizer {
  /**
   * readText's and the kept values' scans of `scanned` (the buffer): the first `<`,
   * `&` and quote `quoteOf` at or after `ltFrom`, `ampFrom` and `quoteFrom`, the buffer's
   * length when there is none.
   */
  nextLt = -1;
  ltFrom = 0;
  nextAmp = -1;
  ampFrom = 0;
  nextQuote = -1;
  quoteFrom = 0;
  quoteOf = 0;
  scanned = "";
}

/**
 * The same for raw text the tree builder drops (scripts but JSON-LD, styles: four in ten
 * bytes of the dev pages): the base looks for the end tag a character per turn, here
 * the position jumps to the next `</` that starts the end tag's name (native `indexOf`,
 * case as the base compares it), and the base state matches the rest from there as
 * before, so the raw text ends exactly where it did. A title (entities are decoded in
 * it) and JSON-LD are read as before.
 */
function skipDroppedRawText(base: ValueState): ValueState {
  return function (this: TokenizerPosition, c: number): void {
    const sequence = this.currentSequence;
    if (this.sequenceIndex !== 0 || c === LESS_THAN || this.cbs.keepingRawText || sequence.length < 3) {
      base.call(this, c);
      return;
    }
    const at = findEndTag(this.buffer, this.index - this.offset + 1, sequence);
    if (at < 0) {
      // No end tag: the raw text runs to the end, as the base would find.
      this.index = this.buffer.length + this.offset - 1;
      return;
    }
    // On the `<`, with it matched: the state loop steps onto the `/` next.
    this.index = at + this.offset;
    this.sequenceIndex = 1;
  };
}

/**
 * The first `</` at or after `from` followed by the rest of `sequence` (`</script`),
 * compared as the base tokenizer compares (`c | 0x20`), or -1.
 */
function findEndTag(buffer: string, from: number, sequence: Uint8Array): number {
  for (let at = buffer.indexOf("</", from); at >= 0; at = buffer.indexOf("</", at + 1)) {
    let i = 2;
    while (i < sequence.length && (buffer.charCodeAt(at + i) | 0x20) === sequence[i]) i++;
    if (i === sequence.length) return at;
  }
  return -1;
}

/**
 * Text between tags: the base reads it a character per turn of its state loop, and does
 * something only at a `<` (the text ends) or a `&` (an entity starts). Here the position
 * jumps to the next of the two (native `indexOf`s, each remembered until the position
 * passes it, so the page is searched once for each character however many text runs it
 * holds), and the base state takes that character as before: the same text callbacks at
 * the same positions. The session-21 profile had the state loop's turns over text as the
 * largest part of the parse.
 *
 * At a `<` the tag that follows is read in the same turn (readWholeStartTag and
 * readWholeEndTag, as the state loop would call them on its next turns), and the text
 * after it too, tag after tag, in a loop, until something else is met: an entity, a
 * comment or declaration, a special tag, anything a whole-tag state hands back to the
 * base, the end of the buffer. Then the loop returns in the state the base would be in
 * there, and the state loop goes on. The calls it makes never come back here (a `<`
 * before anything but a letter or `/` is left to the state loop), so its depth is fixed.
 */
function readText(base: ValueState): ValueState {
  return function (this: TokenizerPosition, first: number): void {
    const t = this as TokenizerTag;
    if (!t.decodeEntities) {
      base.call(this, first);
      return;
    }
    const buffer = t.buffer;
    const offset = t.offset;
    const length = buffer.length;
    let c = first;
    for (;;) {
      if (c !== LESS_THAN && c !== AMPERSAND) {
        const at = nextLtOrAmp(t, t.index - offset + 1);
        if (at >= length) {
          t.index = length + offset - 1;
          return;
        }
        t.index = at + offset;
        c = buffer.charCodeAt(at);
      }
      // An entity, or the text's end (ontext) and the state before a tag name.
      base.call(this, c);
      if (c === AMPERSAND) return;
      let i = t.index - offset + 1;
      if (i >= length) return;
      c = buffer.charCodeAt(i);
      // `<!`, `<?`, `< ` and the like: the state loop reads them.
      if (!isAsciiLetter(c) && c !== SLASH) return;
      t.index = i + offset;
      t.stateBeforeTagName(c);
      if (t.state === STATE_BEFORE_CLOSING_TAG_NAME) {
        if (++i >= length) return;
        t.index = i + offset;
        t.stateBeforeClosingTagName(buffer.charCodeAt(i));
      }
      // The tag was read whole, up to its `>`: the text after it, as the state loop's next turn would.
      if (t.state !== STATE_TEXT) return;
      i = t.index - offset + 1;
      if (i >= length) return;
      t.index = i + offset;
      c = buffer.charCodeAt(i);
    }
  };
}

/** The first `<` or `&` of the tokenizer's buffer at or after `from`, or the buffer's length. */
function nextLtOrAmp(t: TokenizerText, from: number): number {
  const amp = nextAmp(t, from);
  if (!(t.ltFrom <= from && from <= t.nextLt)) {
    const at = t.buffer.indexOf("<", from);
    t.nextLt = at < 0 ? t.buffer.length : at;
    t.ltFrom = from;
  }
  return t.nextLt < amp ? t.nextLt : amp;
}

/** The first `quote` or `&` of the tokenizer's buffer at or after `from`, or the buffer's length. */
function nextQuoteOrAmp(t: TokenizerText, quote: number, quoteChar: string, from: number): number {
  const amp = nextAmp(t, from);
  if (t.quoteOf !== quote || !(t.quoteFrom <= from && from <= t.nextQuote)) {
    const at = t.buffer.indexOf(quoteChar, from);
    t.nextQuote = at < 0 ? t.buffer.length : at;
    t.quoteFrom = from;
    t.quoteOf = quote;
  }
  return t.nextQuote < amp ? t.nextQuote : amp;
}

/** The first `&` at or after `from` (the remembered one while `from` has not passed it); forgets every scan on a new buffer. */
function nextAmp(t: TokenizerText, from: number): number {
  const buffer = t.buffer;
  if (t.scanned !== buffer) {
    t.scanned = buffer;
    t.nextLt = -1;
    t.nextAmp = -1;
    t.nextQuote = -1;
  }
  if (!(t.ampFrom <= from && from <= t.nextAmp)) {
    const at = buffer.indexOf("&", from);
    t.nextAmp = at < 0 ? buffer.length : at;
    t.ampFrom = from;
  }
  return t.nextAmp;
}

function skipDroppedValue(quote: number, base: ValueState): ValueState {
  const quoteChar = String.fromCharCode(quote);
  return function (this: TokenizerPosition, c: number): void {
    if (c === quote) {
      base.call(this, c);
      return;
    }
    if (this.cbs.keepingAttr) {
      // A kept value is read up to its quote or its next entity, as readText reads text.
      if (c === AMPERSAND || !(this as TokenizerText).decodeEntities) base.call(this, c);
      else this.index = nextQuoteOrAmp(this as TokenizerText, quote, quoteChar, this.index - this.offset + 1) + this.offset - 1;
      return;
    }
    const at = this.buffer.indexOf(quoteChar, this.index - this.offset + 1);
    // Just before the quote (or the end): the state loop steps onto it next, and the base state ends the value.
    this.index = (at < 0 ? this.buffer.length : at) + this.offset - 1;
  };
}

/**
 * htmlparser2's state numbers the whole-tag states hand over in (its `State` enum, not
 * exported; the version is pinned in package.json, and test/attributes.test.ts checks
 * that the filtered parse is the full parse, filtered, on markup that takes every way
 * out).
 */
const STATE_TEXT = 1;
const STATE_IN_SELF_CLOSING_TAG = 4;
const STATE_BEFORE_CLOSING_TAG_NAME = 5;
const STATE_AFTER_CLOSING_TAG_NAME = 7;
const STATE_BEFORE_ATTRIBUTE_NAME = 8;
const STATE_IN_ATTRIBUTE_NAME = 9;
const STATE_AFTER_ATTRIBUTE_NAME = 10;
const STATE_BEFORE_ATTRIBUTE_VALUE = 11;
const STATE_IN_ATTRIBUTE_VALUE_DQ = 12;
const STATE_IN_ATTRIBUTE_VALUE_SQ = 13;
const SLASH = 47;
const GREATER_THAN = 62;
const EQUALS = 61;

/** HTML whitespace as the base tokenizer reads it in a tag (its `isWhitespace`). */
function isTagWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
}

/** What ends a tag or attribute name in the base tokenizer (its `isEndOfTagSection`): `/`, `>` or whitespace. */
function endsTagSection(c: number): boolean {
  return c === SLASH || c === GREATER_THAN || isTagWhitespace(c);
}

/**
 * The names whose start tag the base reads as special (raw text, RCDATA or plaintext
 * follows: its `specialStartSequences`); a start tag of one of them is left to the base
 * states. The base compares `c | 0x20`, ASCII case-insensitively, as NameTable does.
 */
const SPECIAL_START_NAMES = new NameTable(["iframe", "noembed", "noframes", "plaintext", "script", "style", "title", "textarea", "xmp"]);

/**
 * A whole start tag in one turn of the base's state loop, where the base takes a turn for
 * each character of its name, of each attribute name and of the space between them
 * (a fifth of a page's characters, after skipDroppedValue and readText took the
 * values and the text): the same callbacks with the same positions, the states of the
 * base (BeforeAttributeName, InAttributeName, AfterAttributeName, BeforeAttributeValue,
 * the quoted values) followed in a tight loop. Whatever is less common is handed back
 * to the base state that reads it, at the character it would read it: a special tag
 * (script, style, title, ...), `/` (self-closing), an unquoted value, a kept value with
 * an entity, the end of the buffer. Called on a tag name's first letter.
 */
function readStartTag(t: TokenizerTag, nameEnd: number): void {
  const buffer = t.buffer;
  const offset = t.offset;
  const cbs = t.cbs;
  const length = buffer.length;
  cbs.onopentagname(t.index, nameEnd + offset);
  let i = nameEnd;
  for (;;) {
    // BeforeAttributeName (the section start is -1 here, as the base leaves it).
    let c = buffer.charCodeAt(i);
    while (isTagWhitespace(c)) c = buffer.charCodeAt(++i);
    if (i >= length) return handOver(t, STATE_BEFORE_ATTRIBUTE_NAME, -1, i);
    if (c === GREATER_THAN) {
      t.index = i + offset;
      cbs.onopentagend();
      t.enterTagBody();
      t.sectionStart = i + offset + 1;
      return;
    }
    if (c === SLASH) return handOver(t, STATE_IN_SELF_CLOSING_TAG, -1, i + 1);
    // InAttributeName.
    const nameStart = i;
    do c = buffer.charCodeAt(++i);
    while (i < length && c !== EQUALS && !endsTagSection(c));
    if (i >= length) return handOver(t, STATE_IN_ATTRIBUTE_NAME, nameStart + offset, i);
    cbs.onattribname(nameStart + offset, i + offset);
    // AfterAttributeName (the section starts where the name ended).
    const attrNameEnd = i;
    while (isTagWhitespace(c)) c = buffer.charCodeAt(++i);
    if (i >= length) return handOver(t, STATE_AFTER_ATTRIBUTE_NAME, attrNameEnd + offset, i);
    if (c !== EQUALS) {
      // No value (`<option selected>`): a `/`, `>` or the next name follows, read as BeforeAttributeName reads it.
      cbs.onattribend();
      continue;
    }
    // BeforeAttributeValue.
    c = buffer.charCodeAt(++i);
    while (isTagWhitespace(c)) c = buffer.charCodeAt(++i);
    if (c !== DOUBLE_QUOTE && c !== SINGLE_QUOTE) return handOver(t, STATE_BEFORE_ATTRIBUTE_VALUE, attrNameEnd + offset, i);
    const valueStart = i + 1;
    const close = buffer.indexOf(c === DOUBLE_QUOTE ? '"' : "'", valueStart);
    // A kept value's entities are decoded by the base state (skipDroppedValue reads up to them).
    if (close < 0 || (cbs.keepingAttr && nextAmp(t, valueStart) < close)) {
      return handOver(t, c === DOUBLE_QUOTE ? STATE_IN_ATTRIBUTE_VALUE_DQ : STATE_IN_ATTRIBUTE_VALUE_SQ, valueStart + offset, valueStart);
    }
    cbs.onattribdata(valueStart + offset, close + offset);
    cbs.onattribend();
    i = close + 1;
  }
}

/** The base state `state`, its section starting at `sectionStart`, reads the buffer from `at` on (the state loop steps onto it next). */
function handOver(t: TokenizerTag, state: number, sectionStart: number, at: number): void {
  t.state = state;
  t.sectionStart = sectionStart;
  t.index = at + t.offset - 1;
}

function readWholeStartTag(base: ValueState): ValueState {
  return function (this: TokenizerPosition, c: number): void {
    const t = this as TokenizerTag;
    if (!isAsciiLetter(c) || !t.decodeEntities) {
      base.call(this, c);
      return;
    }
    const buffer = t.buffer;
    const start = t.index - t.offset;
    let end = start + 1;
    while (end < buffer.length && !endsTagSection(buffer.charCodeAt(end))) end++;
    if (end >= buffer.length || SPECIAL_START_NAMES.find(buffer, start, end) !== undefined) {
      base.call(this, c);
      return;
    }
    t.sectionStart = t.index;
    readStartTag(t, end);
  };
}

/**
 * A whole end tag (`</div>`) in one turn, where the base takes one per character of the
 * name and reads up to the `>` in a loop of its own: the same `onclosetag` and the same
 * position after it. Called on the character after `</`; anything but a letter (and a
 * name running to the end of the buffer) is left to the base.
 */
function readWholeEndTag(base: ValueState): ValueState {
  return function (this: TokenizerPosition, c: number): void {
    const t = this as TokenizerTag;
    if (!isAsciiLetter(c)) {
      base.call(this, c);
      return;
    }
    const buffer = t.buffer;
    const offset = t.offset;
    const start = t.index - offset;
    let end = start + 1;
    while (end < buffer.length && !endsTagSection(buffer.charCodeAt(end))) end++;
    if (end >= buffer.length) {
      base.call(this, c);
      return;
    }
    t.cbs.onclosetag(start + offset, end + offset);
    // AfterClosingTagName: everything up to the next `>` is ignored.
    const gt = buffer.charCodeAt(end) === GREATER_THAN ? end : buffer.indexOf(">", end + 1);
    if (gt < 0) {
      t.sectionStart = -1;
      t.state = STATE_AFTER_CLOSING_TAG_NAME;
      t.index = buffer.length + offset - 1;
      return;
    }
    t.state = STATE_TEXT;
    t.sectionStart = gt + offset + 1;
    t.index = gt + offset;
  };
}

const tokenizerStates = Tokenizer.prototype as unknown as Record<string, ValueState | undefined>;
{
  const base = (Tokenizer.prototype as unknown as Record<string, TagBodyState | undefined>)["enterTagBody"];
  if (typeof base === "function") (HtmlTokenizer.prototype as unknown as Record<string, TagBodyState>)["enterTagBody"] = parseNoframesAsHtml(base);
}
/** `<noframes>` is read as markup (false would mean htmlparser2's internals changed). */
export const PARSES_NOFRAMES = Object.hasOwn(HtmlTokenizer.prototype, "enterTagBody");
const skippingStates = ValueSkippingTokenizer.prototype as unknown as Record<string, ValueState | undefined>;
let skippedStates = 0;
for (const [name, quote] of [["stateInAttributeValueDoubleQuotes", DOUBLE_QUOTE], ["stateInAttributeValueSingleQuotes", SINGLE_QUOTE]] as const) {
  const base = tokenizerStates[name];
  if (typeof base !== "function") continue;
  skippingStates[name] = skipDroppedValue(quote, base);
  skippedStates++;
}
{
  const base = tokenizerStates["stateInSpecialTag"];
  if (typeof base === "function") {
    skippingStates["stateInSpecialTag"] = skipDroppedRawText(base);
    skippedStates++;
  }
}
{
  const base = tokenizerStates["stateText"];
  if (typeof base === "function") {
    skippingStates["stateText"] = readText(base);
    skippedStates++;
  }
}
for (const [name, read] of [
  ["stateBeforeTagName", readWholeStartTag],
  ["stateBeforeClosingTagName", readWholeEndTag],
] as const) {
  const base = tokenizerStates[name];
  if (typeof base !== "function") continue;
  skippingStates[name] = read(base);
  skippedStates++;
}
/** Both quoted-value states, the raw-text and text states and the two tag states are overridden (false would mean htmlparser2's internals changed). */
export const SKIPS_DROPPED_VALUES = skippedStates === 6;

/** `text[start, end)` is HTML's ASCII whitespace only: space, tab, line feed, form feed, carriage return (not U+00A0). */
function isHtmlWhitespace(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) return false;
  }
  return true;
}

function isJsonLd(attrs: Attributes): boolean {
  const type = attrs["type"];
  return type !== undefined && type.toLowerCase().includes("ld+json");
}

/**
 * `input` with lone surrogates and NULs replaced (U+FFFD): well-formed text.
 * `isWellFormed` and `includes` are native scans, far cheaper than a regular expression
 * with look-arounds on every page.
 */
export function wellFormed(input: string): string {
  const s = input.isWellFormed() ? input : input.toWellFormed();
  return s.includes("\u0000") ? s.replaceAll("\u0000", "\uFFFD") : s;
}

/** The tree builder and the tokenizer that drove it, done with `html`. */
function runParser(html: string, options: ParseOptions): { builder: TreeBuilder; tokenizer: HtmlTokenizer } {
  const builder = new TreeBuilder(html, options.keepAttributes ?? null, options.dropLayoutWhitespace === true, options.keepLinkHrefIf ?? null);
  // Without an attribute filter every value is kept: HtmlTokenizer reads them all.
  const tokenizer = new (options.keepAttributes ? ValueSkippingTokenizer : HtmlTokenizer)({ decodeEntities: true, xmlMode: false }, builder);
  tokenizer.write(html);
  tokenizer.end();
  return { builder, tokenizer };
}

// A parser of each kind, its tree and its elements' classes stay alive (see resident.ts).
const RESIDENT_SAMPLE = `<html lang="en"><head><title>t</title></head><body><div class="a" id="b"><p>x &amp; y</p></div></body></html>`;
keepResident(runParser(RESIDENT_SAMPLE, { keepAttributes: new Map([["class", null]]), dropLayoutWhitespace: true }));
keepResident(runParser(RESIDENT_SAMPLE, {}));

export function parseHtml(input: string, options: ParseOptions = {}): Document {
  const { builder } = runParser(options.keepMalformedText === true ? input : wellFormed(input), options);
  return {
    root: builder.root,
    titleText: builder.titleText,
    jsonLd: builder.jsonLd,
    elementCount: builder.elementCount,
  };
}
