/**
 * The attributes extraction reads, and so the only ones its parse keeps (`parseHtml`'s
 * `keepAttributes`). Data only. Every other attribute (`href` on links, `src`, `srcset`,
 * `data-*`, event handlers, `alt`, ...) is never read by any stage; not building its value
 * and not storing it is most of what a page's attributes cost the tree builder (links'
 * `href`s alone are a large share of a page's attribute text).
 *
 * A name mapped to `null` is kept on every element; a name mapped to tags only on those.
 * test/extract/attributes.test.ts checks that every attribute the code under src/extract
 * looks up is kept here: a stage that starts reading a new attribute must add it.
 */

const everywhere = null;

export const EXTRACTION_ATTRIBUTES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map<string, ReadonlySet<string> | null>([
  // Class and id words, roles: the boilerplate and content signals, bylines and dates.
  ["class", everywhere],
  ["id", everywhere],
  ["role", everywhere],
  // Hidden elements (`hidden`, `aria-hidden="true"`, inline display:none).
  ["hidden", everywhere],
  ["aria-hidden", everywhere],
  ["style", everywhere],
  // Microdata: authors, dates, headlines on any element; `content` carries an itemprop date.
  ["itemprop", everywhere],
  ["content", everywhere],
  // Dates: `<time datetime pubdate>`.
  ["datetime", everywhere],
  ["pubdate", everywhere],
  // hAtom's machine-readable date: `<abbr class="published" title="2009-10-13T10:32:00+01:00">`.
  // A date-class `<span>`'s tooltip with the full date behind a short visible one
  // (`<span class="email-date" title="Wednesday, 15 May 2024 10:42:07">15 May 10:42</span>`).
  ["title", new Set(["abbr", "span"])],
  // `rel="author"` on links; `<link rel="canonical" href>`; a link to an author's page
  // (`<a href="/authors/slug">`: the parse keeps it only then, AUTHOR_PAGE_HREF).
  ["rel", everywhere],
  ["href", new Set(["link", "a"])],
  // Meta tags (names, RDFa properties, http-equiv).
  // An e-mail field's type, name and hint (`<input type="email">`, `name="EMAIL"`,
  // `placeholder="E-Mail-Adresse"`): never/signup-box (stages/signup.ts).
  ["name", new Set(["meta", "input"])],
  ["placeholder", new Set(["input"])],
  // RDFa in the body too: Drupal 7's `<span property="dc:date dc:created" content="...">`.
  ["property", new Set(["meta", "span", "div", "abbr", "time"])],
  ["http-equiv", new Set(["meta"])],
  // The declared language.
  ["lang", everywhere],
  ["xml:lang", everywhere],
  // JSON-LD scripts (`type="application/ld+json"`, read while parsing).
  ["type", new Set(["script", "input"])],
  // MathML: a formula's TeX (`<math alttext>`, `<annotation encoding="application/x-tex">`),
  // which is its text (stages/math.ts).
  ["alttext", new Set(["math"])],
  ["encoding", new Set(["annotation"])],
  // A disclosure's title button (`<button aria-expanded>` over the panel it opens).
  ["aria-expanded", new Set(["button"])],
  // an admonition's accessible name, which its aria-hidden title repeats (structure.ts isLabelledBoxTitle)
  ["aria-label", new Set(["aside"])],
  // Data tables against layout tables.
  ["summary", new Set(["table"])],
  // The slot a web component puts an element in (`<a slot="comment-button">`): a button's
  // slot makes it a button (clean.ts isCustomButton).
  ["slot", everywhere],
  ["datatable", new Set(["table"])],
]);

/**
 * ElementNode.attrMarks bits: which of the attributes the per-element rules ask about an
 * element has, set by the parse as it reads them, so that those rules look an attribute
 * up only on the elements that have it (most have none of these).
 */
export const MARK_ITEMPROP = 1;
export const MARK_REL = 2;
export const MARK_ROLE = 4;
export const MARK_HIDDEN = 8;
export const MARK_ARIA_HIDDEN = 16;
export const MARK_STYLE = 32;
export const MARK_PROPERTY = 64;

export const ATTRIBUTE_MARKS: ReadonlyMap<string, number> = new Map<string, number>([
  ["itemprop", MARK_ITEMPROP],
  ["rel", MARK_REL],
  ["role", MARK_ROLE],
  ["hidden", MARK_HIDDEN],
  ["aria-hidden", MARK_ARIA_HIDDEN],
  ["style", MARK_STYLE],
  ["property", MARK_PROPERTY],
]);

/**
 * `format: "markdown"` (docs/markdown.md) reads more: link targets (footnote references
 * are fragment links, so `href` on `a` is kept even with `links: false`), `<base href>`,
 * list start numbers, cell spans and the code language attributes. Only a Markdown
 * request parses with these: the text path builds none of their values.
 */
function withAttributes(
  base: ReadonlyMap<string, ReadonlySet<string> | null>,
  extra: ReadonlyArray<[string, readonly string[]]>,
): ReadonlyMap<string, ReadonlySet<string> | null> {
  const out = new Map(base);
  for (const [name, tags] of extra) {
    const had = out.get(name);
    if (had === null) continue;
    out.set(name, new Set([...(had ?? []), ...tags]));
  }
  return out;
}

export const MARKDOWN_ATTRIBUTES = withAttributes(EXTRACTION_ATTRIBUTES, [
  ["href", ["a", "base"]],
  ["start", ["ol"]],
  ["colspan", ["td", "th"]],
  ["rowspan", ["td", "th"]],
  ["data-lang", ["pre", "code", "div"]],
  ["data-language", ["pre", "code", "div"]],
]);

/** `images: true` also keeps the image's source and text. */
export const MARKDOWN_IMAGE_ATTRIBUTES = withAttributes(MARKDOWN_ATTRIBUTES, [
  ["src", ["img"]],
  ["data-src", ["img"]],
  ["alt", ["img"]],
]);

/**
 * A link to an author's page: a path segment naming the site's writers, then one segment
 * (the writer's slug): WordPress's `/author/slug/`, `/authors/slug`, `/autor/slug`,
 * `/auteur/slug`. Not the index of writers itself, nor a deeper path (`/authors/slug/feed`).
 * The only `<a href>` the text path keeps (ParseOptions.keepLinkHrefIf); read by the
 * author's "author page link" source (metadata/sources.ts).
 */
export const AUTHOR_PAGE_HREF = /(?:^|\/)(?:author|authors|autor|autoren|autores|autore|autori|auteur|auteurs|writer|writers|columnist|columnists|contributor|contributors)\/[^/?#\s]+\/?(?:[?#]|$)/i;

/**
 * The `<a href>`s the text path keeps (ParseOptions.keepLinkHrefIf): links to an author's
 * page (AUTHOR_PAGE_HREF, which the metadata source tests again), links to a place in
 * the same page (`#section`: prune/in-page-toc reads them, as the Markdown path does), and
 * `mailto:` links (a mail archive's sender beside the address: metadata/sources.ts `beforeMailLink`).
 */
export const TEXT_PATH_HREF = new RegExp(`^#.|^\\s*mailto:|${AUTHOR_PAGE_HREF.source}`, "i");
