/**
 * `never/signup-box`: an e-mail sign-up box (a newsletter card, "Get local news delivered
 * to your inbox!" over an e-mail field and a button) goes whole, its heading and its pitch
 * with its form. Found by its form: a `<form>` with an e-mail field (`type="email"`, or a
 * field named, labelled or hinted as e-mail), then the largest box around it, a few levels
 * up, that holds no more text than a pitch (SIGNUP_BOX). A comment form and a log-in form
 * go the same way; an article that only holds such a form is far longer than a pitch.
 *
 * Read after the never-content walk, when the form's controls and labels are gone from the
 * text (their attributes are still read here).
 */
import { textPrefix, type ElementNode } from "../dom/node.js";
import { SIGNUP_BOX } from "../heuristics/weights.js";
import type { Trace } from "../trace.js";

const RULE = "never/signup-box";
/** A field for an e-mail address, by its type or, on older forms, its name, id or hint ("E-Mail-Adresse", "votre e-mail", "tu correo"). */
const EMAIL_FIELD_WORD = /e-?mail|correo|courriel|epost|e-post|sähköposti/i;
/** Boxes that are the page's frame, never a sign-up box. */
const FRAME_TAGS: ReadonlySet<string> = new Set(["body", "html", "main", "article", "#document"]);

function hasEmailField(form: ElementNode): boolean {
  const stack: ElementNode[] = [form];
  let read = 0;
  while (stack.length > 0 && read++ < SIGNUP_BOX.maxFormElements) {
    const x = stack.pop()!;
    if (x.tag === "input") {
      const type = (x.attrs["type"] ?? "").toLowerCase();
      if (type === "email") return true;
      if (type === "" || type === "text") {
        for (const a of ["name", "id", "placeholder"]) if (EMAIL_FIELD_WORD.test(x.attrs[a] ?? "")) return true;
      }
    }
    for (const k of x.children) if (k.kind === 1) stack.push(k);
  }
  return false;
}

/** The sign-up boxes around `forms` go (a form already dropped is skipped). */
export function dropSignupBoxes(forms: readonly ElementNode[], trace: Trace): void {
  if (!trace.on(RULE)) return;
  // A page has a form or two; past SIGNUP_BOX.maxForms (hostile input) the rest are left.
  for (const form of forms.slice(0, SIGNUP_BOX.maxForms)) {
    if (form.dropped || !hasEmailField(form)) continue;
    if (!isPitchSized(form)) continue;
    // Each box up holds the one below it: the first too long ends the climb.
    let box: ElementNode = form;
    let up: ElementNode | null = form.parent;
    for (let level = 0; up !== null && level < SIGNUP_BOX.maxLevels && !FRAME_TAGS.has(up.tag) && isPitchSized(up); level++, up = up.parent) box = up;
    trace.drop(box, "clean", RULE, "an e-mail sign-up box (its form, heading and pitch)");
  }
}

/** No more text than a sign-up pitch (SIGNUP_BOX.maxChars). */
function isPitchSized(el: ElementNode): boolean {
  return textPrefix(el, SIGNUP_BOX.maxChars + 1).length <= SIGNUP_BOX.maxChars;
}
