/**
 * The frame every dashboard page shares: header navigation (different signed in and
 * out), a skip link for keyboard users, the one stylesheet and the one script, and a
 * link to the API reference (/docs) on every page.
 */
import { html, type SafeHtml } from "./html.js";
import type { DashboardSession } from "./sessions.js";

export const STYLESHEET_PATH = "/assets/dashboard.css";
export const SCRIPT_PATH = "/assets/dashboard.js";

/** What every page needs to know about the request it answers. */
export interface PageContext {
  readonly session: DashboardSession | null;
  /** The CSRF token for this page's forms (tied to the session, or to the anonymous visitor). */
  readonly csrf: string;
  /** The path being shown, to mark the current navigation link. */
  readonly path: string;
  readonly signupOpen: boolean;
}

export interface Page {
  readonly title: string;
  readonly body: SafeHtml;
}

/** A hidden input carrying the CSRF token: every POST form of the dashboard includes it. */
export function csrfField(ctx: PageContext): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${ctx.csrf}">`;
}

/** A form's error, announced at once to screen readers (role=alert), or nothing. */
export function errorLine(error: string | undefined): SafeHtml | "" {
  return error !== undefined ? html`<p class="error" role="alert">${error}</p>` : "";
}

/** A form's notice, announced politely (role=status), or nothing. */
export function noticeLine(notice: string | undefined): SafeHtml | "" {
  return notice !== undefined ? html`<p class="notice" role="status">${notice}</p>` : "";
}

function navLink(ctx: PageContext, href: string, label: string): SafeHtml {
  return html`<a href="${href}"${ctx.path === href ? html` aria-current="page"` : ""}>${label}</a>`;
}

function navigation(ctx: PageContext): SafeHtml {
  if (ctx.session === null) {
    return html`<nav aria-label="Main">${navLink(ctx, "/", "About")}${navLink(ctx, "/docs", "API docs")}${navLink(ctx, "/signin", "Sign in")}${
      ctx.signupOpen ? navLink(ctx, "/signup", "Sign up") : ""
    }</nav>`;
  }
  return html`<nav aria-label="Main">${navLink(ctx, "/", "Overview")}${navLink(ctx, "/tokens", "Tokens")}${navLink(ctx, "/usage", "Usage")}${navLink(
    ctx,
    "/playground",
    "Playground",
  )}${navLink(ctx, "/account", "Account")}${navLink(ctx, "/docs", "API docs")}<form method="post" action="/signout">${csrfField(
    ctx,
  )}<button type="submit" class="link">Sign out</button></form></nav>`;
}

export function layout(ctx: PageContext, page: Page): string {
  return `<!doctype html>\n${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${page.title} - Content Extraction</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
<script src="${SCRIPT_PATH}" defer></script>
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<header class="top"><div class="bar"><a class="brand" href="/">Content Extraction</a>${navigation(ctx)}</div></header>
<main id="content">
${page.body}
</main>
<footer class="bottom">${ctx.session !== null ? html`Signed in as <span class="mono">${ctx.session.email}</span>. ` : ""}API reference: <a href="/docs">/docs</a> · OpenAPI: <a href="/openapi.json">/openapi.json</a></footer>
</body>
</html>`.value}\n`;
}
