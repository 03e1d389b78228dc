/**
 * `/playground`: a form that the page's script sends to POST /v1/extract with the token
 * as a Bearer header (the dashboard's cookie never authenticates the API). The token field
 * is filled in only when the page is reached from "Try it in the playground" right after a
 * token was created (a POST, so the token is never in a URL); it is never stored.
 */
import { html } from "../html.js";
import { csrfField, type Page, type PageContext } from "../layout.js";

export interface PlaygroundState {
  readonly token?: string;
  readonly html?: string;
  readonly url?: string;
}

export function playgroundPage(ctx: PageContext, state: PlaygroundState = {}): Page {
  return {
    title: "Playground",
    body: html`<h1>Playground</h1>
<p class="notice"><strong>This is a real API call:</strong> it is charged like any other (a free request, or a credit when today's are used up).</p>
<noscript><p class="error">The playground needs JavaScript to call the API from this page. Without it, use the curl line from the tokens page.</p></noscript>
<form id="playground-form" method="post" action="/playground" class="card">
${csrfField(ctx)}
<label for="pg-token">API token</label>
<input id="pg-token" name="token" type="password" autocomplete="off" spellcheck="false" required placeholder="ce_..." value="${state.token ?? ""}">
<p class="muted">Used for this call only; the dashboard does not keep it.</p>
<label for="pg-html">HTML</label>
<textarea id="pg-html" name="html" required spellcheck="false">${state.html ?? ""}</textarea>
<div class="actions"><button type="submit" formaction="/playground/sample" formnovalidate class="secondary" id="load-sample">Load the sample page</button></div>
<label for="pg-url">URL (optional)</label>
<input id="pg-url" name="url" type="url" placeholder="https://example.com/story" value="${state.url ?? ""}">
<div class="grid">
<div><label for="pg-type">Content type hint (optional)</label>
<select id="pg-type" name="contentTypeHint"><option value="">none</option><option>article</option><option>blog</option><option>news</option></select></div>
<div><label for="pg-lang">Language hint (optional)</label>
<input id="pg-lang" name="languageHint" type="text" placeholder="en" maxlength="35"></div>
</div>
<div class="actions"><button type="submit" id="run">Run extraction</button></div>
</form>
<section class="card" id="playground-result" hidden aria-live="polite">
<h2>Result</h2>
<p id="playground-status" class="mono"></p>
<h3>Allowance headers</h3>
<dl class="result" id="playground-headers"></dl>
<h3>Fields</h3>
<dl class="result" id="playground-fields"></dl>
<h3>Content</h3>
<pre id="playground-raw"></pre>
</section>`,
  };
}
