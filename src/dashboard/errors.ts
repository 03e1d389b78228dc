/**
 * The dashboard's error catalogue (the API's is src/server/errors.ts; its codes are part of
 * the published API, these are pages for people). Handlers throw `DashboardError`; the
 * dashboard's error handler (plugin.ts) renders each as an HTML page with its status.
 */
export const DASHBOARD_ERRORS = {
  bad_form: { status: 400, title: "That form could not be read" },
  csrf_failed: { status: 403, title: "This form has expired" },
  cross_site: { status: 403, title: "Request refused" },
  signup_closed: { status: 403, title: "Sign-up is closed" },
  not_found: { status: 404, title: "Not found" },
  // Expired, used or unknown: one answer, so the page says nothing about which.
  link_invalid: { status: 410, title: "This sign-in link is not valid any more" },
  internal_error: { status: 500, title: "Something went wrong" },
} as const satisfies Record<string, { status: number; title: string }>;

export type DashboardErrorCode = keyof typeof DASHBOARD_ERRORS;

export class DashboardError extends Error {
  override readonly name = "DashboardError";
  readonly status: number;
  constructor(
    readonly code: DashboardErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.status = DASHBOARD_ERRORS[code].status;
  }
}

/** What the person is told for each code: never internals, never what they typed. */
export const DASHBOARD_ERROR_ADVICE: Readonly<Record<DashboardErrorCode, string>> = {
  bad_form: "Go back, check the fields and send the form again.",
  csrf_failed: "The page was open too long, or you signed in or out in another tab. Reload the page and send the form again.",
  cross_site: "Forms of this dashboard can only be sent from its own pages.",
  signup_closed: "This server's operator creates accounts. Ask them for one.",
  not_found: "There is no such page here.",
  link_invalid: "Sign-in links work once and for a limited time. Ask your operator for a new one.",
  internal_error: "The server could not handle this request; it has been logged. Try again in a moment.",
};
