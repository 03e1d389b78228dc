/** Error pages: the catalogue's title and advice, never internals. */
import { DASHBOARD_ERROR_ADVICE, DASHBOARD_ERRORS, type DashboardErrorCode } from "../errors.js";
import { html } from "../html.js";
import type { Page } from "../layout.js";

export function errorPage(code: DashboardErrorCode): Page {
  return {
    title: DASHBOARD_ERRORS[code].title,
    body: html`<div class="card narrow"><h1>${DASHBOARD_ERRORS[code].title}</h1><p>${DASHBOARD_ERROR_ADVICE[code]}</p><p><a href="/">Back to the start page</a></p></div>`,
  };
}
