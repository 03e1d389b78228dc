/** Sign-up and sign-in pages. Both forms carry the CSRF token (login CSRF). */
import { html } from "../html.js";
import { noticeLine, errorLine, csrfField, type Page, type PageContext } from "../layout.js";
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from "../passwords.js";

export interface AuthFormState {
  readonly email?: string;
  readonly error?: string;
  readonly notice?: string;
}

export function signupPage(ctx: PageContext, state: AuthFormState = {}): Page {
  return {
    title: "Sign up",
    body: html`<div class="card narrow">
<h1>Create an account</h1>
<p class="muted">You get an API token right away and 100 free requests every day.</p>
${errorLine(state.error)}
<form method="post" action="/signup">
${csrfField(ctx)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${state.email ?? ""}" autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_CHARS}" maxlength="${PASSWORD_MAX_CHARS}" aria-describedby="password-help">
<p id="password-help" class="muted">At least ${PASSWORD_MIN_CHARS} characters. A few unrelated words make a strong, memorable password.</p>
<div class="actions"><button type="submit">Sign up</button> <a href="/signin">I have an account</a></div>
</form>
</div>`,
  };
}

export function signinPage(ctx: PageContext, state: AuthFormState = {}): Page {
  return {
    title: "Sign in",
    body: html`<div class="card narrow">
<h1>Sign in</h1>
${noticeLine(state.notice)}
${errorLine(state.error)}
<form method="post" action="/signin">
${csrfField(ctx)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${state.email ?? ""}" autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${PASSWORD_MAX_CHARS}">
<div class="actions"><button type="submit">Sign in</button>${ctx.signupOpen ? html` <a href="/signup">Create an account</a>` : ""}</div>
</form>
</div>`,
  };
}

export interface SigninLinkState {
  readonly email: string;
  readonly token: string;
}

/** What a one-time sign-in link does, and the button that does it (the GET never uses the link up). */
export function signinLinkPage(ctx: PageContext, state: SigninLinkState): Page {
  return {
    title: "Sign in with a link",
    body: html`<div class="card narrow">
<h1>Sign in with a link</h1>
<p>This one-time link signs you in as <span class="mono">${state.email}</span>. Then choose a password on the account page.</p>
<form method="post" action="/signin/link">
${csrfField(ctx)}
<input type="hidden" name="token" value="${state.token}">
<div class="actions"><button type="submit" autofocus>Sign in</button></div>
</form>
<p class="muted">The link works once. If you did not expect it, close this page.</p>
</div>`,
  };
}
