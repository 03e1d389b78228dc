/**
 * MathML formulas as text. A `<math>` shows its presentation elements; its `<semantics>`
 * may also carry an `<annotation>` (the author's TeX) and an `<annotation-xml>` (Content
 * MathML) that a browser never shows, and which read as the formula written two or three
 * times ("d(v)d(v)", "n𝑛n"). The formula's text is its TeX when the page gives it
 * (LaTeXML's and Wikipedia's `alttext`, a TeX annotation): the one form that keeps what
 * the presentation tokens lose (a display equation's "\min_{u}" read as "minu"). Without
 * TeX the presentation tokens stay, without the annotations and without the invisible
 * operators (U+2061 to U+2064: function application, invisible times, separator, plus),
 * which are no characters a reader sees.
 */
import { ElementNode, TextNode, normText, walkElements } from "../dom/node.js";

/** TeX encodings of an `<annotation>` (LaTeXML writes `application/x-tex`). */
const TEX_ENCODING = /(?:^|\/)(?:x-)?(?:la)?tex$/i;
/** MathML's invisible operators. */
const INVISIBLE_OPERATORS = /[\u2061-\u2064]/g;
const INVISIBLE_OPERATOR = /[\u2061-\u2064]/;

/** Each of `maths` (the page's `<math>` elements, in any order) is written as its TeX or its shown tokens. */
export function rewriteMath(maths: readonly ElementNode[]): void {
  for (const math of maths) {
    if (math.parent === null || math.dropped) continue;
    const tex = texOf(math);
    if (tex !== "") {
      for (const k of math.children) k.parent = null;
      math.children.length = 0;
      math.appendChild(new TextNode(tex));
      continue;
    }
    const hidden: ElementNode[] = [];
    walkElements(math, (el) => {
      if (el.tag === "annotation" || el.tag === "annotation-xml") {
        hidden.push(el);
        return false;
      }
      for (const k of el.children) if (k.kind === 3 && INVISIBLE_OPERATOR.test(k.data)) k.data = k.data.replace(INVISIBLE_OPERATORS, "");
      return true;
    });
    for (const el of hidden) detach(el);
  }
}

/** The formula's TeX: its `alttext`, else a TeX annotation's text; "" when it has neither. */
function texOf(math: ElementNode): string {
  const alt = math.attrs["alttext"]?.trim() ?? "";
  if (alt !== "") return alt;
  let tex = "";
  walkElements(math, (el) => {
    if (tex !== "") return false;
    if (el.tag === "annotation" && TEX_ENCODING.test(el.attrs["encoding"] ?? "")) {
      tex = normText(el).trim();
      return false;
    }
    return true;
  });
  return tex;
}

/** Takes `el` out of its parent's children. */
function detach(el: ElementNode): void {
  const parent = el.parent;
  if (parent === null) return;
  const at = parent.children.indexOf(el);
  if (at >= 0) parent.children.splice(at, 1);
  el.parent = null;
}
