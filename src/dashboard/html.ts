/**
 * The dashboard's one escaping helper. Pages are typed functions returning `SafeHtml`,
 * built with the `html` tag: every interpolated value is escaped unless it is already
 * `SafeHtml` (a fragment another `html` call built), so user input (an email, a token
 * name) cannot become markup anywhere. Escaping covers text and quoted attribute values
 * (OWASP XSS cheat sheet, rules 1 and 2): every attribute in the templates is quoted.
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join("");
  return escapeHtml(String(value));
}

/** Template tag: literal parts are trusted markup, interpolations are escaped. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? "");
  return new SafeHtml(out);
}

/** Markup that is trusted because this program wrote it (the SVG chart's numbers, the stylesheet link). */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
