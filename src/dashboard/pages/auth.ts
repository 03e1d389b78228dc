/** Sign-up and sign-in pages. Both forms carry the CSRF token (login CSRF). */
import { html } from "../html.js";
import { csrfField, type Page, type PageContext } from "../layout.js";
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
${state.error !== undefined ? html`<p class="error" role="alert">${state.error}</p>` : ""}
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
${state.notice !== undefined ? html`<p class="notice" role="status">${state.notice}</p>` : ""}
${state.error !== undefined ? html`<p class="error" role="alert">${state.error}</p>` : ""}
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
