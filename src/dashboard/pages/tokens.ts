/** The tokens page, the token-shown-once panel, and the confirmation pages. */
import type { TokenInfo } from "../../store/store.js";
import { html, type SafeHtml } from "../html.js";
import { errorLine, csrfField, type Page, type PageContext } from "../layout.js";
import { formatTime } from "./format.js";

export const TOKEN_NAME_MAX_CHARS = 64;

/** The curl line shown with a new token: what a first API call looks like. */
export function curlLine(origin: string, token: string): string {
  return [
    `curl -s ${origin}/v1/extract \\`,
    `  -H "Authorization: Bearer ${token}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"html":"<html><head><title>Hello</title></head><body><article><p>Hello from the extraction API.</p></article></body></html>"}'`,
  ].join("\n");
}

/** A new token, shown this once: copy button, curl line, and a way into the playground with it filled in. */
export function tokenShownOnce(ctx: PageContext, origin: string, token: string, label: string): SafeHtml {
  return html`<section class="card" aria-labelledby="new-token-title">
<h2 id="new-token-title">${label}</h2>
<p class="notice"><strong>Copy it now: it is shown only this once.</strong> The server keeps only a hash of it. Keep it secret, out of version control; an environment variable is a good home.</p>
<div class="secret"><code id="new-token">${token}</code><button type="button" class="secondary" data-copy="new-token">Copy</button></div>
<h3>Try it</h3>
<pre id="curl-line">${curlLine(origin, token)}</pre>
<div class="actions"><button type="button" class="secondary" data-copy="curl-line">Copy</button>
<form method="post" action="/playground" class="inline">${csrfField(ctx)}<input type="hidden" name="token" value="${token}"><button type="submit">Try it in the playground</button></form></div>
</section>`;
}

export interface TokensPageState {
  readonly created?: { readonly token: string; readonly label: string; readonly origin: string };
  readonly notice?: string;
  readonly error?: string;
}

function tokenRow(ctx: PageContext, t: TokenInfo): SafeHtml {
  return html`<tr>
<td class="name">${t.name ?? html`<span class="muted">(no name)</span>`}
<details class="rename"><summary>Rename</summary><form method="post" action="/tokens/${t.id}/rename" class="inline">${csrfField(ctx)}<input id="name-${t.id}" name="name" type="text" maxlength="${TOKEN_NAME_MAX_CHARS}" value="${t.name ?? ""}" aria-label="New name for ${t.displayPrefix}"><button type="submit" class="secondary">Save</button></form></details></td>
<td data-label="Token"><code>${t.displayPrefix}...</code></td>
<td data-label="Kind">${t.isPrimary ? html`<span class="tag primary">primary</span>` : html`<span class="tag">additional</span>`}</td>
<td data-label="State">${t.active ? "active" : html`<span class="tag off">deactivated</span>`}</td>
<td data-label="Created">${formatTime(t.createdAt)}</td>
<td data-label="Last used">${t.lastUsedAt === null ? html`<span class="muted">never</span>` : formatTime(t.lastUsedAt)}</td>
<td data-label="">${t.active ? html`<a href="/tokens/${t.id}/deactivate">Deactivate</a>` : ""}</td>
</tr>`;
}

export function tokensPage(ctx: PageContext, tokens: readonly TokenInfo[], state: TokensPageState = {}): Page {
  const hasPrimary = tokens.some((t) => t.isPrimary && t.active);
  return {
    title: "Tokens",
    body: html`<h1>API tokens</h1>
${state.notice !== undefined ? html`<p class="success" role="status">${state.notice}</p>` : ""}
${errorLine(state.error)}
${state.created !== undefined ? tokenShownOnce(ctx, state.created.origin, state.created.token, state.created.label) : ""}
<section class="card">
<p class="muted">The primary token gets the 100 free requests a day; additional tokens use credits only. Use one token per application, and deactivate the ones you no longer use.</p>
<div class="scroll"><table class="stack">
<thead><tr><th scope="col">Name</th><th scope="col">Token</th><th scope="col">Kind</th><th scope="col">State</th><th scope="col">Created (UTC)</th><th scope="col">Last used (UTC)</th><th scope="col"><span class="hide-small">Action</span></th></tr></thead>
<tbody>${tokens.map((t) => tokenRow(ctx, t))}</tbody>
</table></div>
</section>
<section class="card">
<h2>Create an additional token</h2>
<form method="post" action="/tokens">
${csrfField(ctx)}
<label for="new-name">Name (optional)</label>
<input id="new-name" name="name" type="text" maxlength="${TOKEN_NAME_MAX_CHARS}" placeholder="e.g. crawler, staging">
<div class="actions"><button type="submit">Create token</button></div>
</form>
</section>
<section class="card">
<h2>Rotate the primary token</h2>
<p>A new primary token replaces the current one at once; the old one stops working. Today's free requests carry over.</p>
<div class="actions"><a class="button secondary" href="/tokens/rotate">${hasPrimary ? "Rotate primary token" : "Create a primary token"}</a></div>
</section>`,
  };
}

export function confirmDeactivatePage(ctx: PageContext, token: TokenInfo): Page {
  return {
    title: "Deactivate token",
    body: html`<div class="card narrow">
<h1>Deactivate ${token.name ?? "this token"}?</h1>
<p><code>${token.displayPrefix}...</code>${token.isPrimary ? html` is the <strong>primary</strong> token: after this the account has no free requests until you rotate in a new primary.` : ""}</p>
<p>Requests with it get <code>401 invalid_token</code> from the next one on. This cannot be undone.</p>
<form method="post" action="/tokens/${token.id}/deactivate">${csrfField(ctx)}
<div class="actions"><button type="submit" class="danger">Deactivate</button> <a href="/tokens">Cancel</a></div>
</form>
</div>`,
  };
}

export function confirmRotatePage(ctx: PageContext, current: TokenInfo | null): Page {
  return {
    title: "Rotate primary token",
    body: html`<div class="card narrow">
<h1>Rotate the primary token?</h1>
${current !== null
  ? html`<p>The current primary <code>${current.displayPrefix}...</code> stops working immediately and a new one is shown to you once. Update every application that uses it.</p>`
  : html`<p>The account has no active primary token. A new one will be created.</p>`}
<form method="post" action="/tokens/rotate">${csrfField(ctx)}
<div class="actions"><button type="submit" class="danger">Rotate now</button> <a href="/tokens">Cancel</a></div>
</form>
</div>`,
  };
}
