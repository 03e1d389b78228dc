/** `/`: an overview for a signed-in user, a short page about the API for everyone else. */
import type { TokenInfo } from "../../store/store.js";
import { html } from "../html.js";
import type { Page, PageContext } from "../layout.js";
import { formatDuration } from "./format.js";

export function aboutPage(ctx: PageContext): Page {
  return {
    title: "Content extraction API",
    body: html`<section class="card">
<h1>Clean text from any web page</h1>
<p>Send a page's HTML to <code>POST /v1/extract</code> and get its main content back as plain text, with title, excerpt, author, publication date and language. Navigation, ads, cookie banners, comments and related links are left out.</p>
<p>Every account gets <strong>100 free requests a day</strong> on its primary token; beyond that, requests use credits.</p>
<div class="actions">${ctx.signupOpen ? html`<a class="button" href="/signup">Sign up</a>` : ""}<a class="button secondary" href="/signin">Sign in</a><a href="/docs">Read the API reference</a></div>
${ctx.signupOpen ? "" : html`<p class="muted">Accounts on this server are created by its operator.</p>`}
</section>
<section class="card">
<h2>What a call looks like</h2>
<pre>curl -s https://this-server/v1/extract \\
  -H "Authorization: Bearer ce_..." \\
  -H "Content-Type: application/json" \\
  -d '{"html":"&lt;html&gt;...&lt;/html&gt;"}'</pre>
</section>`,
  };
}

export interface OverviewData {
  readonly freeUsed: number;
  readonly freeRemaining: number;
  readonly secondsToReset: number;
  readonly credits: number;
  readonly tokens: readonly TokenInfo[];
}

export function overviewPage(_ctx: PageContext, data: OverviewData): Page {
  const active = data.tokens.filter((t) => t.active);
  const primary = active.find((t) => t.isPrimary);
  return {
    title: "Overview",
    body: html`<h1>Overview</h1>
<div class="grid">
<section class="card"><h2>Free today</h2><p class="stat">${data.freeRemaining} <small>of 100 left</small></p><p class="muted">Resets at 00:00 UTC, in ${formatDuration(data.secondsToReset)}.</p></section>
<section class="card"><h2>Credits</h2><p class="stat">${data.credits}</p><p class="muted">Used after the free requests, and by additional tokens.</p></section>
<section class="card"><h2>Tokens</h2><p class="stat">${active.length} <small>active</small></p><p class="muted">${primary !== undefined ? html`Primary: <code>${primary.displayPrefix}...</code>` : "No active primary token."}</p></section>
</div>
<section class="card">
<h2>Next steps</h2>
<ul>
<li><a href="/playground">Try the API in the playground</a> with your token.</li>
<li><a href="/tokens">Create a token</a> for each application, or rotate the primary.</li>
<li><a href="/usage">See your usage</a> for the last 30 days.</li>
<li><a href="/docs">Read the API reference</a>.</li>
</ul>
</section>`,
  };
}
