/** `/account`: change password, sign out everywhere, delete the account. */
import { html } from "../html.js";
import { errorLine, csrfField, type Page, type PageContext } from "../layout.js";
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from "../passwords.js";

export interface AccountPageState {
  readonly notice?: string;
  readonly error?: string;
  /** The session came from a one-time sign-in link minutes ago: a password is set without the current one. */
  readonly setPassword?: boolean;
}

function changePasswordForm(ctx: PageContext, setPassword: boolean) {
  return html`<section class="card narrow">
<h2>${setPassword ? "Choose a password" : "Change password"}</h2>
<form method="post" action="/account/password">
${csrfField(ctx)}
<input type="email" name="email" autocomplete="username" value="${ctx.session?.email ?? ""}" hidden readonly>
${
  setPassword
    ? html`<p class="muted">You signed in with a one-time link: choose a password within the next few minutes, without the current one.</p>`
    : html`<label for="current-password">Current password</label>
<input id="current-password" name="current" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX_CHARS}">`
}
<label for="new-password">New password</label>
<input id="new-password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_CHARS}" maxlength="${PASSWORD_MAX_CHARS}">
<p class="muted">Other browsers signed in to this account are signed out.</p>
<div class="actions"><button type="submit">${setPassword ? "Set password" : "Change password"}</button></div>
</form>
</section>`;
}

export function accountPage(ctx: PageContext, state: AccountPageState = {}): Page {
  return {
    title: "Account",
    body: html`<h1>Account</h1>
${state.notice !== undefined ? html`<p class="success" role="status">${state.notice}</p>` : ""}
${errorLine(state.error)}
${changePasswordForm(ctx, state.setPassword === true)}
<section class="card narrow">
<h2>Sign out everywhere</h2>
<p>Ends every session of this account, in every browser, this one included.</p>
<form method="post" action="/account/signout-everywhere">${csrfField(ctx)}<div class="actions"><button type="submit" class="secondary">Sign out everywhere</button></div></form>
</section>
<section class="card narrow">
<h2>Delete account</h2>
<p>Every token is deactivated at once and you are signed out. The record of past requests is kept for accounting; your email is removed.</p>
<form method="post" action="/account/delete">
${csrfField(ctx)}
<label for="delete-password">Current password</label>
<input id="delete-password" name="current" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX_CHARS}">
<label><input type="checkbox" name="confirm" value="yes" required> I understand this cannot be undone</label>
<div class="actions"><button type="submit" class="danger">Delete account</button></div>
</form>
</section>`,
  };
}

export function accountDeletedPage(): Page {
  return {
    title: "Account deleted",
    body: html`<div class="card narrow"><h1>Account deleted</h1><p>Its tokens no longer work and you are signed out.</p><p><a href="/">Back to the start page</a></p></div>`,
  };
}
