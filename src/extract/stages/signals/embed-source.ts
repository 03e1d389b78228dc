/**
 * The source line a blog platform prints under an embedded player: a link whose text is
 * only a host name ("www.youtube.com", its target's), right after the `<iframe>`
 * (Hatena Blog's `<cite class="hatena-citation">` under every embed; oEmbed cards of other
 * platforms label the player so too). It names where the frame comes from, which the
 * frame's own interface already says; the writer wrote no word of it. A bare address
 * elsewhere (a paragraph citing "www.example.org") is a source the text names and stays.
 */
import type { DomNode, ElementNode } from "../../dom/node.js";

/** Tags of an embedded player or document the source line names. */
const EMBED_TAGS: ReadonlySet<string> = new Set(["iframe", "video", "embed", "object"]);
/** Wrappers between the link and the player's parent (`p > iframe + cite > a`): a level or two. */
const MAX_WRAPPER_LEVELS = 2;
/** Nodes in the player's wrapper (`iframe`, `cite`, the whitespace between): a dozen is plenty. */
const MAX_WRAPPER_CHILDREN = 12;
/** A host name: labels of letters, digits and hyphens joined by dots, at least one dot. */
const HOST_NAME = /^(?:[\p{L}\p{Nd}-]+\.)+[\p{L}\p{Nd}-]{2,}$/u;

/**
 * The link's text is a host name, and it stands right after an embedded player. (The
 * extraction's parse keeps a link's `href` only when it names an author's page, so the
 * host is not compared with the target's: a bare host right after a player is its label.)
 */
export function isEmbedSourceLink(link: ElementNode, text: string): boolean {
  // A host name has a dot: most links' texts have none, and are turned away before they are copied in lower case.
  if (!text.includes(".")) return false;
  const host = text.trim().toLowerCase();
  if (!HOST_NAME.test(host)) return false;
  let n: ElementNode = link;
  for (let level = 0; level <= MAX_WRAPPER_LEVELS; level++) {
    const parent = n.parent;
    // The player's wrapper holds a few nodes; a long run of siblings is no such wrapper
    // (and each link of it would search the run: quadratic on a hostile page).
    if (parent === null || parent.children.length > MAX_WRAPPER_CHILDREN) return false;
    const prev = previousNonBlank(parent.children, parent.children.indexOf(n));
    if (prev !== null) return prev.kind === 1 && EMBED_TAGS.has(prev.tag);
    // Alone in its wrapper (`<cite><a>…</a></cite>`): the wrapper's neighbour is asked.
    if (!onlyChild(parent, n)) return false;
    n = parent;
  }
  return false;
}

/** The node before index `i` that is no blank text, or null. */
function previousNonBlank(nodes: readonly DomNode[], i: number): DomNode | null {
  for (let j = i - 1; j >= 0; j--) {
    const d = nodes[j];
    if (d.kind === 3 ? d.data.trim() !== "" : true) return d;
  }
  return null;
}

/** `child` is the one node of `parent` that is no blank text. */
function onlyChild(parent: ElementNode, child: ElementNode): boolean {
  return parent.children.every((d) => d === child || (d.kind === 3 && d.data.trim() === ""));
}
