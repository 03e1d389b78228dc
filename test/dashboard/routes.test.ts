/**
 * Dashboard routes through app.inject(): the happy paths of every page, the errors a
 * person can cause, and the security rules of issue 16 (CSRF, cross-site refusal, brute
 * force, escaping, sessions, cookies vs bearer tokens, headers).
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { articleHtml } from "../helpers/api.js";
import { csrfOf, extractWith, FormClient, makeDashboardApi, PASSWORD, remainingOf, setCookies, tokenOf, type DashboardApi } from "../helpers/dashboard.js";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../src/dashboard/sessions.js";
import { SIGNIN_FAILED, SIGNUP_FAILED } from "../../src/dashboard/routes/auth.js";
import { ExtractionPool } from "../../src/server/pool.js";
import { issueAccount } from "../../src/usage/accounts.js";
import { hashPassword } from "../../src/dashboard/passwords.js";
import { issueSignInLink, SET_PASSWORD_WINDOW_MS, SIGNIN_LINK_LIFETIME_MS, signInLinkHash } from "../../src/dashboard/signin-links.js";
import { randomBytes } from "node:crypto";

let pool: ExtractionPool;
before(() => {
  pool = new ExtractionPool({ workers: 1, queueLimit: 64, timeoutMs: 10_000 });
});
after(() => pool.close());

let counter = 0;
const email = (): string => `user${++counter}@example.com`;

async function withApi(fn: (api: DashboardApi) => Promise<void>, dashboard: Parameters<typeof makeDashboardApi>[0] = {}): Promise<void> {
  const api = await makeDashboardApi({ pool, ...dashboard });
  try {
    await fn(api);
  } finally {
    await api.close();
  }
}

/** A signed-up client and its primary token. */
async function signedUp(api: DashboardApi, address = email()): Promise<{ client: FormClient; token: string; email: string }> {
  const client = new FormClient(api.app);
  const res = await client.signUp(address);
  assert.equal(res.statusCode, 200, res.body);
  const token = tokenOf(res.body);
  assert.ok(token !== null, "the token is shown after sign-up");
  return { client, token, email: address };
}

describe("dashboard: pages and flows", () => {
  test("/ for a visitor: about page with sign-up and sign-in, a /docs link, security headers", () =>
    withApi(async (api) => {
      const res = await api.app.inject({ url: "/" });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers["content-type"]), /^text\/html/);
      assert.match(res.body, /href="\/signup"/);
      assert.match(res.body, /href="\/signin"/);
      assert.match(res.body, /href="\/docs"/);
      const csp = String(res.headers["content-security-policy"]);
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.doesNotMatch(csp, /upgrade-insecure-requests/);
      assert.doesNotMatch(csp, /unsafe-inline/);
      assert.equal(res.headers["x-content-type-options"], "nosniff");
      assert.equal(res.headers["cache-control"], "no-store");
      assert.doesNotMatch(res.body, /<script>|<style>| style="| on[a-z]+="/, "no inline script, style or handler");
    }));

  test("every page links to /docs, and /docs links back to the dashboard", () =>
    withApi(async (api) => {
      const { client } = await signedUp(api);
      for (const path of ["/", "/tokens", "/usage", "/playground", "/account"]) {
        const res = await client.get(path);
        assert.equal(res.statusCode, 200, path);
        assert.match(res.body, /href="\/docs"/, path);
      }
      for (const path of ["/signin", "/signup"]) assert.match((await new FormClient(api.app).get(path)).body, /href="\/docs"/, path);
      assert.match((await api.app.inject({ url: "/docs" })).body, /<a href="\/">dashboard<\/a>/);
    }));

  test("the stylesheet and script are served as files", () =>
    withApi(async (api) => {
      const css = await api.app.inject({ url: "/assets/dashboard.css" });
      assert.equal(css.statusCode, 200);
      assert.match(String(css.headers["content-type"]), /^text\/css/);
      const js = await api.app.inject({ url: "/assets/dashboard.js" });
      assert.equal(js.statusCode, 200);
      assert.match(String(js.headers["content-type"]), /^text\/javascript/);
      assert.match(js.body, /\/v1\/extract/);
    }));

  test("sign-up: account, primary token shown once with copy button and curl line, session cookie attributes", () =>
    withApi(async (api) => {
      const client = new FormClient(api.app);
      await client.get("/signup");
      const res = await client.post("/signup", { email: "New.User@Example.com ", password: PASSWORD });
      assert.equal(res.statusCode, 200);
      const token = tokenOf(res.body);
      assert.ok(token);
      assert.match(res.body, /data-copy="new-token"/);
      assert.match(res.body, /curl -s http:\/\/localhost(:80)?\/v1\/extract/);
      assert.match(res.body, /shown only this once/);
      const session = setCookies(res).find((c) => c.startsWith("__Host-ce_session="));
      assert.ok(session, "a __Host- session cookie");
      for (const attr of [/; Path=\//, /; HttpOnly/, /; Secure/, /; SameSite=Lax/]) assert.match(session, attr);
      assert.doesNotMatch(session, /Domain=/);
      const account = await api.store.findAccountByEmail("new.user@example.com");
      assert.ok(account, "stored lowercased and trimmed");
      const stored = await api.store.getPasswordHash(account.id);
      assert.match(stored ?? "", /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // The session hash only: the cookie value is nowhere in the store.
      const value = session.split(";")[0]!.split("=")[1]!;
      assert.equal(await api.store.findSession(value), null);
      // The token works, and is never shown again.
      assert.equal((await extractWith(api.app, token, articleHtml())).statusCode, 200);
      const tokens = await client.get("/tokens");
      assert.ok(!tokens.body.includes(token));
      assert.ok(tokens.body.includes(token.slice(0, 9)));
    }));

  test("sign-up refuses bad emails and weak passwords, keeping what was typed", () =>
    withApi(async (api) => {
      const client = new FormClient(api.app);
      await client.get("/signup");
      for (const [form, message] of [
        [{ email: "not-an-email", password: PASSWORD }, /valid email/],
        [{ email: "a@example.com", password: "short" }, /at least 12/],
        [{ email: "a@example.com", password: "password1234" }, /too common/],
        [{ email: "a@example.com", password: "a@example.com" }, /too common/],
        [{ email: "a@example.com", password: "x".repeat(257) + "yz" }, /at most 256/],
      ] as const) {
        const res = await client.post("/signup", form);
        assert.equal(res.statusCode, 400, form.password);
        assert.match(res.body, message);
        assert.ok(!res.body.includes(form.password) || form.password === form.email, "the password is never echoed");
      }
      assert.equal(await api.store.countAccounts(), 0);
    }));

  test("sign-up with a taken email answers generically and creates nothing", () =>
    withApi(async (api) => {
      const { email: taken } = await signedUp(api);
      const client = new FormClient(api.app);
      const res = await client.signUp(taken, "another good passphrase");
      assert.equal(res.statusCode, 400);
      assert.ok(res.body.includes(SIGNUP_FAILED.replace(/'/g, "&#39;")));
      assert.equal(tokenOf(res.body), null);
      assert.equal(await api.store.countAccounts(), 1);
    }));

  test("sign-in: a new session id each time; sign-out deletes the session row", () =>
    withApi(async (api) => {
      const { email: address } = await signedUp(api);
      const a = new FormClient(api.app);
      const first = await a.signIn(address);
      assert.equal(first.statusCode, 303);
      assert.equal(first.headers.location, "/");
      const firstCookie = a.cookies.get("__Host-ce_session");
      // Signed in already (a second tab): /signin redirects, so the form's token comes from another page.
      await a.get("/");
      assert.equal((await a.post("/signin", { email: address, password: PASSWORD })).statusCode, 303);
      const secondCookie = a.cookies.get("__Host-ce_session");
      assert.ok(firstCookie && secondCookie && firstCookie !== secondCookie, "a new id at sign-in");
      // The replaced session is gone from the store.
      const stale = await api.app.inject({ url: "/tokens", headers: { cookie: `__Host-ce_session=${firstCookie}` } });
      assert.equal(stale.statusCode, 303);
      assert.equal((await a.get("/tokens")).statusCode, 200);
      await a.get("/");
      const out = await a.post("/signout", {});
      assert.equal(out.statusCode, 303);
      assert.equal(out.headers.location, "/signin?signed-out");
      const after = await api.app.inject({ url: "/tokens", headers: { cookie: `__Host-ce_session=${secondCookie}` } });
      assert.equal(after.statusCode, 303, "the old cookie no longer works anywhere");
      assert.equal(after.headers.location, "/signin");
    }));

  test("protected pages redirect to sign-in without a session", () =>
    withApi(async (api) => {
      for (const path of ["/tokens", "/usage", "/playground", "/account", "/tokens/rotate", "/tokens/1/deactivate"]) {
        const res = await api.app.inject({ url: path });
        assert.equal(res.statusCode, 303, path);
        assert.equal(res.headers.location, "/signin");
      }
    }));

  test("tokens: create named (shown once), rename, deactivate after confirmation, 401 on the API", () =>
    withApi(async (api) => {
      const { client } = await signedUp(api);
      await api.store.grantCredits((await api.store.findAccountByEmail(`user${counter}@example.com`))!.id, 5);
      await client.get("/tokens");
      const created = await client.post("/tokens", { name: "crawler" });
      assert.equal(created.statusCode, 200);
      const token = tokenOf(created.body);
      assert.ok(token);
      assert.match(created.body, /New token &quot;crawler&quot;/);
      const ok = await extractWith(api.app, token, articleHtml());
      assert.equal(ok.statusCode, 200);
      const list = await client.get("/tokens");
      const id = /action="\/tokens\/(\d+)\/rename"[^>]*>(?:(?!<\/form>).)*value="crawler"/s.exec(list.body)?.[1];
      assert.ok(id, "the named token is listed with a rename form");
      const renamed = await client.post(`/tokens/${id}/rename`, { name: "crawler-2" });
      assert.equal(renamed.statusCode, 303);
      assert.match((await client.get(String(renamed.headers.location))).body, /Token renamed\.[\s\S]*crawler-2/);
      const confirm = await client.get(`/tokens/${id}/deactivate`);
      assert.equal(confirm.statusCode, 200);
      assert.match(confirm.body, /Deactivate crawler-2\?/);
      const done = await client.post(`/tokens/${id}/deactivate`, {});
      assert.equal(done.statusCode, 303);
      const refused = await extractWith(api.app, token, articleHtml());
      assert.equal(refused.statusCode, 401);
      assert.equal(JSON.parse(refused.body).code, "invalid_token");
      assert.match((await client.get("/tokens")).body, /deactivated/);
    }));

  test("token names over 64 characters or with control characters are refused", () =>
    withApi(async (api) => {
      const { client } = await signedUp(api);
      await client.get("/tokens");
      assert.equal((await client.post("/tokens", { name: "x".repeat(65) })).statusCode, 400);
      assert.equal((await client.post("/tokens", { name: "a\u0007b" })).statusCode, 400);
    }));

  test("rotate the primary: old token 401, new one 200, the day's free count carries over", () =>
    withApi(async (api) => {
      const { client, token: old } = await signedUp(api);
      const first = await extractWith(api.app, old, articleHtml());
      assert.equal(remainingOf(first), 99);
      assert.equal((await client.get("/tokens/rotate")).statusCode, 200);
      const rotated = await client.post("/tokens/rotate", {});
      assert.equal(rotated.statusCode, 200);
      const fresh = tokenOf(rotated.body);
      assert.ok(fresh && fresh !== old);
      assert.equal((await extractWith(api.app, old, articleHtml())).statusCode, 401);
      const next = await extractWith(api.app, fresh, articleHtml());
      assert.equal(next.statusCode, 200);
      assert.equal(remainingOf(next), 98, "the allowance stays with the account");
    }));

  test("usage: the page's numbers equal the RateLimit and X-Credits-Remaining headers", () =>
    withApi(async (api) => {
      const { client, token, email: address } = await signedUp(api);
      const accountId = (await api.store.findAccountByEmail(address))!.id;
      await api.store.grantCredits(accountId, 7);
      const res = await extractWith(api.app, token, articleHtml());
      assert.equal(res.statusCode, 200);
      const page = await client.get("/usage");
      assert.equal(page.statusCode, 200);
      assert.equal(Number(/id="free-used">(\d+)</.exec(page.body)?.[1]), 1);
      assert.equal(Number(/id="free-remaining">(\d+)</.exec(page.body)?.[1]), remainingOf(res));
      assert.equal(Number(/id="credits">(\d+)</.exec(page.body)?.[1]), Number(res.headers["x-credits-remaining"]));
      assert.match(page.body, /<svg class="chart"/);
      assert.match(page.body, /class="bar-free"/);
      assert.ok(page.body.includes(String(res.headers["x-request-id"])), "the request is in the last 50");
      assert.match(page.body, /00:00 <small>UTC, 2026-11-23<\/small>/, "reset time: next 00:00 UTC");
    }));

  test("usage: filter by token; a foreign or malformed token id shows all", () =>
    withApi(async (api) => {
      const { client, token, email: address } = await signedUp(api);
      const accountId = (await api.store.findAccountByEmail(address))!.id;
      await api.store.grantCredits(accountId, 3);
      await client.get("/tokens");
      const extra = tokenOf((await client.post("/tokens", { name: "extra" })).body)!;
      const a = await extractWith(api.app, token, articleHtml());
      const b = await extractWith(api.app, extra, articleHtml());
      const tokens = await api.store.listTokens(accountId);
      const extraId = tokens.find((t) => t.name === "extra")!.id;
      const filtered = await client.get(`/usage?token=${extraId}`);
      assert.ok(filtered.body.includes(String(b.headers["x-request-id"])));
      assert.ok(!filtered.body.includes(String(a.headers["x-request-id"])));
      assert.match(filtered.body, /class="bar-credit"/);
      assert.doesNotMatch(filtered.body, /class="bar-free"/);
      for (const q of ["99999", "abc", "<script>"]) {
        const all = await client.get(`/usage?token=${encodeURIComponent(q)}`);
        assert.equal(all.statusCode, 200);
        assert.ok(all.body.includes(String(a.headers["x-request-id"])));
      }
    }));

  test("playground: says it is charged; prefilled only from the POST after creation; the sample loads", () =>
    withApi(async (api) => {
      const { client, token } = await signedUp(api);
      const empty = await client.get("/playground");
      assert.match(empty.body, /real API call/);
      assert.match(empty.body, /charged/);
      assert.match(empty.body, /id="pg-token"[^>]*value=""/);
      const filled = await client.post("/playground", { token });
      assert.ok(filled.body.includes(`value="${token}"`));
      const sample = await client.post("/playground/sample", { token });
      assert.match(sample.body, /Night trains return to the Alps/);
      assert.ok(sample.body.includes(`value="${token}"`));
      assert.match(sample.body, /&lt;article&gt;/, "the sample HTML is escaped inside the textarea");
    }));

  test("account: change password asks the current one, ends other sessions", () =>
    withApi(async (api) => {
      const { client, email: address } = await signedUp(api);
      const other = new FormClient(api.app);
      await other.signIn(address);
      assert.equal((await other.get("/tokens")).statusCode, 200);
      await client.get("/account");
      const wrong = await client.post("/account/password", { current: "not the password", password: "brand new passphrase" });
      assert.equal(wrong.statusCode, 400);
      assert.match(wrong.body, /current password is wrong/);
      const ok = await client.post("/account/password", { current: PASSWORD, password: "brand new passphrase" });
      assert.equal(ok.statusCode, 303);
      assert.equal((await client.get("/account?done=password")).statusCode, 200, "this browser stays signed in");
      assert.equal((await other.get("/tokens")).statusCode, 303, "the other browser is signed out");
      assert.equal((await new FormClient(api.app).signIn(address)).statusCode, 401);
      assert.equal((await new FormClient(api.app).signIn(address, "brand new passphrase")).statusCode, 303);
    }));

  test("account: sign out everywhere ends every session", () =>
    withApi(async (api) => {
      const { client, email: address } = await signedUp(api);
      const other = new FormClient(api.app);
      await other.signIn(address);
      await client.get("/account");
      const res = await client.post("/account/signout-everywhere", {});
      assert.equal(res.statusCode, 303);
      assert.equal((await client.get("/tokens")).statusCode, 303);
      assert.equal((await other.get("/tokens")).statusCode, 303);
    }));

  test("account: delete deactivates every token, keeps the ledger, frees the email", () =>
    withApi(async (api) => {
      const { client, token, email: address } = await signedUp(api);
      const res = await extractWith(api.app, token, articleHtml());
      const requestId = String(res.headers["x-request-id"]);
      await client.get("/account");
      assert.equal((await client.post("/account/delete", { current: PASSWORD })).statusCode, 400, "the box must be ticked");
      const gone = await client.post("/account/delete", { current: PASSWORD, confirm: "yes" });
      assert.equal(gone.statusCode, 200);
      assert.match(gone.body, /Account deleted/);
      assert.equal((await extractWith(api.app, token, articleHtml())).statusCode, 401);
      assert.equal((await api.store.getLedgerEntry(requestId))?.state, "charged");
      assert.equal((await client.get("/tokens")).statusCode, 303);
      assert.equal((await new FormClient(api.app).signIn(address)).statusCode, 401);
      assert.equal((await new FormClient(api.app).signUp(address)).statusCode, 200, "the email can sign up again");
    }));

  test("SIGNUP=closed: no sign-up; an operator-made account with a password signs in", () =>
    withApi(
      async (api) => {
        assert.equal((await api.app.inject({ url: "/signup" })).statusCode, 403);
        const client = new FormClient(api.app);
        await client.get("/signin");
        assert.equal((await client.post("/signup", { email: "x@example.com", password: PASSWORD })).statusCode, 403);
        assert.doesNotMatch((await api.app.inject({ url: "/" })).body, /href="\/signup"/);
        const issued = await issueAccount(api.store, "op@example.com");
        await api.store.setPasswordHash(issued.accountId, await hashPassword(PASSWORD));
        assert.equal((await client.signIn("op@example.com")).statusCode, 303);
        assert.equal((await client.get("/tokens")).statusCode, 200);
      },
      { dashboard: { signup: "closed" } },
    ));

  test("DASHBOARD_SECURE_COOKIES=false: plain cookie names without Secure", () =>
    withApi(
      async (api) => {
        const client = new FormClient(api.app);
        await client.get("/signup");
        const res = await client.post("/signup", { email: "plain@example.com", password: PASSWORD });
        const session = setCookies(res).find((c) => c.startsWith("ce_session="));
        assert.ok(session);
        assert.doesNotMatch(session, /Secure/);
        assert.equal(res.headers["strict-transport-security"], undefined);
        assert.equal((await client.get("/tokens")).statusCode, 200);
      },
      { dashboard: { secureCookies: false } },
    ));
});

describe("dashboard: security", () => {
  const stateChanging: ReadonlyArray<readonly [string, Record<string, string>]> = [
    ["/signup", { email: "csrf@example.com", password: PASSWORD }],
    ["/signin", { email: "csrf@example.com", password: PASSWORD }],
    ["/signout", {}],
    ["/tokens", { name: "x" }],
    ["/tokens/1/rename", { name: "x" }],
    ["/tokens/1/deactivate", {}],
    ["/tokens/rotate", {}],
    ["/playground", { token: "x" }],
    ["/playground/sample", {}],
    ["/account/password", { current: PASSWORD, password: "brand new passphrase" }],
    ["/account/signout-everywhere", {}],
    ["/account/delete", { current: PASSWORD, confirm: "yes" }],
  ];

  test("every state-changing form without its CSRF token (or with a wrong one) gets 403 and changes nothing", () =>
    withApi(async (api) => {
      const { client, token } = await signedUp(api);
      await client.get("/tokens");
      for (const [path, form] of stateChanging) {
        const missing = await client.post(path, form, { csrf: false });
        assert.equal(missing.statusCode, 403, `${path} without token`);
        assert.match(missing.body, /This form has expired/);
        const wrong = await client.post(path, { ...form, _csrf: "forged-token" }, { csrf: false });
        assert.equal(wrong.statusCode, 403, `${path} with a forged token`);
      }
      assert.equal((await extractWith(api.app, token, articleHtml())).statusCode, 200, "nothing was rotated or deleted");
      assert.equal(await api.store.countAccounts(), 1);
    }));

  test("a CSRF token from before sign-in does not work after it (the secret is renewed)", () =>
    withApi(async (api) => {
      const { email: address } = await signedUp(api);
      const client = new FormClient(api.app);
      const before = csrfOf((await client.get("/signin")).body)!;
      await client.post("/signin", { email: address, password: PASSWORD });
      const res = await client.post("/tokens", { name: "x", _csrf: before }, { csrf: false });
      assert.equal(res.statusCode, 403);
    }));

  test("cross-site unsafe requests are refused before anything else (Sec-Fetch-Site, Origin)", () =>
    withApi(async (api) => {
      const { client } = await signedUp(api);
      await client.get("/tokens");
      const refusedHeaders: ReadonlyArray<Record<string, string>> = [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "http://localhost:81" },
      ];
      for (const headers of refusedHeaders) {
        const res = await client.post("/tokens", { name: "evil" }, { headers });
        assert.equal(res.statusCode, 403, JSON.stringify(headers));
        assert.match(res.body, /Request refused/);
      }
      const same = await client.post("/tokens", { name: "fine" }, { headers: { "sec-fetch-site": "same-origin", origin: "http://localhost:80" } });
      assert.equal(same.statusCode, 200);
      const names = (await api.store.listTokens((await api.store.findAccountByEmail(`user${counter}@example.com`))!.id)).map((t) => t.name);
      assert.ok(!names.includes("evil"));
      assert.ok(names.includes("fine"));
      // Safe methods from other sites are fine (links into the dashboard).
      assert.equal((await client.get("/tokens", { "sec-fetch-site": "cross-site" })).statusCode, 200);
    }));

  test("brute force: 5 wrong passwords, then the 6th attempt is throttled even with the right one; delays grow", () =>
    withApi(async (api) => {
      const { email: address } = await signedUp(api);
      const client = new FormClient(api.app);
      for (let i = 0; i < 5; i++) {
        const res = await client.signIn(address, `wrong password ${i}`);
        assert.equal(res.statusCode, 401);
        assert.match(res.body, /Email or password is wrong\./);
      }
      const sixth = await client.signIn(address, PASSWORD);
      assert.equal(sixth.statusCode, 429);
      assert.match(sixth.body, /Too many attempts\. Wait 15 s/);
      // From another address too: the count is the email's.
      assert.equal((await client.signIn(address, PASSWORD, "10.9.8.7")).statusCode, 429);
      api.clock.advance(16_000);
      assert.equal((await client.signIn(address, "wrong again")).statusCode, 401);
      const later = await client.signIn(address, PASSWORD);
      assert.equal(later.statusCode, 429);
      assert.match(later.body, /Wait 30 s/, "the delay doubles");
      api.clock.advance(31_000);
      assert.equal((await client.signIn(address, PASSWORD)).statusCode, 303, "the right password after the wait");
      assert.equal(await api.store.getSignInFailures(`email:${address}`), null, "a success clears the email's count");
    }));

  test("brute force: ten failures lock the email for 15 minutes", () =>
    withApi(async (api) => {
      const { email: address } = await signedUp(api);
      const client = new FormClient(api.app);
      for (let i = 0; i < 10; i++) {
        await client.signIn(address, `wrong ${i}`);
        api.clock.advance(10 * 60_000);
      }
      const locked = await client.signIn(address, PASSWORD);
      assert.equal(locked.statusCode, 429);
      assert.match(locked.body, /Wait 5 min/);
    }));

  test("an unknown email gets the same answer and the same throttle as a known one", () =>
    withApi(async (api) => {
      await signedUp(api);
      const client = new FormClient(api.app);
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await client.signIn("nobody@example.com", `wrong ${i}`);
        assert.equal(res.statusCode, 401);
        answers.push(/<p class="error" role="alert">([^<]*)<\/p>/.exec(res.body)?.[1] ?? "");
      }
      assert.deepEqual(new Set(answers), new Set([SIGNIN_FAILED]));
      assert.equal((await client.signIn("nobody@example.com", "x")).statusCode, 429);
    }));

  test("per address: many emails from one address are slowed down too", () =>
    withApi(async (api) => {
      const client = new FormClient(api.app);
      for (let i = 0; i < 20; i++) assert.equal((await client.signIn(`spray${i}@example.com`, "wrong", "192.0.2.9")).statusCode, 401);
      assert.equal((await client.signIn("spray-next@example.com", "wrong", "192.0.2.9")).statusCode, 429);
      assert.equal((await client.signIn("spray-next@example.com", "wrong", "192.0.2.10")).statusCode, 401, "other addresses are not affected");
    }));

  test("user input is escaped: <script> and \"><img onerror> in email and token name", () =>
    withApi(async (api) => {
      const hostileEmail = `"><img/src=x/onerror=alert(1)><script>alert(2)</script>@example.com`;
      const client = new FormClient(api.app);
      const res = await client.signUp(hostileEmail);
      assert.equal(res.statusCode, 200, res.body);
      await client.get("/tokens");
      for (const name of ["<script>alert(3)</script>", `"><img src=x onerror=alert(4)>`]) {
        const created = await client.post("/tokens", { name });
        assert.equal(created.statusCode, 200);
      }
      for (const path of ["/", "/tokens", "/usage", "/account", "/playground"]) {
        const page = await client.get(path);
        assert.doesNotMatch(page.body, /<script>alert|<img[^>]*onerror/i, path);
      }
      const tokens = await client.get("/tokens");
      assert.ok(tokens.body.includes("&lt;script&gt;alert(3)&lt;/script&gt;"));
      assert.ok(tokens.body.includes("&quot;&gt;&lt;img src=x onerror=alert(4)&gt;"));
      assert.ok((await client.get("/account")).body.includes("&quot;&gt;&lt;img/src=x/onerror=alert(1)&gt;"));
      // The sign-in form echoes the typed email escaped too.
      const echoed = await new FormClient(api.app).signIn(`"><script>alert(5)</script>@x.com`, "wrong password");
      assert.doesNotMatch(echoed.body, /<script>alert/);
    }));

  test("dashboard pages never accept a bearer token; the API never accepts the session cookie", () =>
    withApi(async (api) => {
      const { client, token } = await signedUp(api);
      const withBearer = await api.app.inject({ url: "/tokens", headers: { authorization: `Bearer ${token}` } });
      assert.equal(withBearer.statusCode, 303);
      assert.equal(withBearer.headers.location, "/signin");
      const api401 = await api.app.inject({
        method: "POST",
        url: "/v1/extract",
        headers: { cookie: client.cookieHeader(), "content-type": "application/json" },
        payload: JSON.stringify({ html: articleHtml() }),
      });
      assert.equal(api401.statusCode, 401);
      assert.equal(JSON.parse(api401.body).code, "missing_token");
      const usage401 = await api.app.inject({ url: "/v1/usage", headers: { cookie: client.cookieHeader() } });
      assert.equal(usage401.statusCode, 401);
    }));

  test("/v1/extract is untouched by the dashboard: no CSP, cookies or forms there", () =>
    withApi(async (api) => {
      const { token } = await signedUp(api);
      const res = await extractWith(api.app, token, articleHtml());
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers["content-security-policy"], undefined);
      assert.equal(res.headers["set-cookie"], undefined);
      const form = await api.app.inject({
        method: "POST",
        url: "/v1/extract",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
        payload: "html=x",
      });
      assert.equal(form.statusCode, 415);
    }));

  test("POST /v1/extract runs exactly the hooks it ran before the dashboard existed", () =>
    withApi(async (api) => {
      await api.app.ready();
      const routes = api.app.printRoutes({ includeHooks: true, commonPrefix: false });
      const block = /v1\/extract \(POST\)\n((?:[│ ]*• .*\n)+)/.exec(routes)?.[1] ?? "";
      const hooks = block.split("\n").filter((l) => l.includes("•")).map((l) => l.replace(/^[│ ]*• /, ""));
      assert.deepEqual(hooks, [
        '(onRequest) ["anonymous()","authenticateHook()"]',
        '(preParsing) ["readJsonBody()"]',
        '(onSend) ["allowanceHeadersHook()"]',
        '(onResponse) ["settleChargeHook()","anonymous()"]',
      ]);
    }));

  test("the OpenAPI document has no dashboard routes", () =>
    withApi(async (api) => {
      const doc = JSON.parse((await api.app.inject({ url: "/openapi.json" })).body) as { paths: Record<string, unknown> };
      for (const path of Object.keys(doc.paths)) assert.ok(!/^\/(signup|signin|signout|tokens|usage|playground|account|assets)?$|^\/(tokens|account|playground|assets)\//.test(path), path);
    }));

  test("sessions end after 30 idle minutes and after 8 hours in any case", () =>
    withApi(async (api) => {
      const { client } = await signedUp(api);
      api.clock.advance(SESSION_IDLE_MS - 60_000);
      assert.equal((await client.get("/tokens")).statusCode, 200, "activity within the idle time");
      api.clock.advance(SESSION_IDLE_MS + 1000);
      assert.equal((await client.get("/tokens")).statusCode, 303, "idle too long");
      const { client: busy } = await signedUp(api);
      // 23 x 20 min = 7 h 40 min of steady use, then 19 more minutes: still in.
      for (let i = 0; i < 23; i++) {
        api.clock.advance(20 * 60_000);
        assert.equal((await busy.get("/tokens")).statusCode, 200);
      }
      api.clock.advance(19 * 60_000);
      assert.equal((await busy.get("/tokens")).statusCode, 200);
      assert.equal(SESSION_ABSOLUTE_MS, 480 * 60_000);
      api.clock.advance(2 * 60_000);
      assert.equal((await busy.get("/tokens")).statusCode, 303, "over the absolute timeout");
    }));

  test("another account's token ids are not found", () =>
    withApi(async (api) => {
      const { email: first } = await signedUp(api);
      const firstTokens = await api.store.listTokens((await api.store.findAccountByEmail(first))!.id);
      const { client } = await signedUp(api);
      const id = firstTokens[0]!.id;
      assert.equal((await client.get(`/tokens/${id}/deactivate`)).statusCode, 404);
      await client.get("/tokens");
      assert.equal((await client.post(`/tokens/${id}/deactivate`, {})).statusCode, 404);
      assert.equal((await client.post(`/tokens/${id}/rename`, { name: "mine" })).statusCode, 404);
      assert.equal((await api.store.listTokens((await api.store.findAccountByEmail(first))!.id))[0]!.active, true);
    }));

  test("no password, session cookie or token ever appears in a log line", () =>
    withApi(async (api) => {
      const { client, token } = await signedUp(api);
      await new FormClient(api.app).signIn(`user${counter}@example.com`, "a wrong password here");
      await client.get("/tokens");
      const created = tokenOf((await client.post("/tokens", { name: "t" })).body)!;
      const logs = api.logs.join("\n");
      for (const secret of [PASSWORD, "a wrong password here", token, created, ...client.cookies.values()]) assert.ok(!logs.includes(secret), "secret in logs");
    }));
});

describe("dashboard: one-time sign-in links (ce admin account create without --password)", () => {
  const INVALID = /This sign-in link is not valid any more[\s\S]*Ask your operator for a new one/;

  /** An operator-made account without a password, and a link for it (as `ce admin account create` makes them). */
  async function linked(api: DashboardApi, address = email()): Promise<{ accountId: number; token: string; url: string; email: string }> {
    const issued = await issueAccount(api.store, address);
    const token = await issueSignInLink(api.store, issued.accountId, api.clock.nowMs);
    assert.ok(token !== null);
    return { accountId: issued.accountId, token, url: `/signin/link?token=${token}`, email: address };
  }

  test("GET shows a confirmation page and uses nothing up; POST signs in and lands on /account to choose a password", () =>
    withApi(
      async (api) => {
        const link = await linked(api, "owner@example.com");
        const client = new FormClient(api.app);
        for (let i = 0; i < 2; i++) {
          const page = await client.get(link.url);
          assert.equal(page.statusCode, 200, "a previewer's GET does not use the link");
          assert.match(page.body, /<form method="post" action="\/signin\/link">/);
          assert.match(page.body, /owner@example\.com/);
          assert.equal(page.headers["referrer-policy"], "no-referrer", "the URL with the token is never sent as a Referer");
          assert.equal(page.headers["cache-control"], "no-store");
          assert.equal(setCookies(page).some((c) => c.startsWith("__Host-ce_session=")), false, "no session from a GET");
        }
        assert.equal((await api.store.findSignInLink(signInLinkHash(link.token)))?.usedAt, null);

        const res = await client.post("/signin/link", { token: link.token });
        assert.equal(res.statusCode, 303);
        assert.equal(res.headers.location, "/account?done=link");
        const session = setCookies(res).find((c) => c.startsWith("__Host-ce_session="));
        assert.ok(session, "a new session cookie");
        for (const attr of [/; HttpOnly/, /; Secure/, /; SameSite=Lax/]) assert.match(session, attr);
        assert.notEqual((await api.store.findSignInLink(signInLinkHash(link.token)))?.usedAt, null);

        const account = await client.get("/account?done=link");
        assert.equal(account.statusCode, 200);
        assert.match(account.body, /Choose a password/);
        assert.doesNotMatch(account.body, /id="current-password"/, "no current password asked of a link session");
        const set = await client.post("/account/password", { password: "granite harbour compass" });
        assert.equal(set.statusCode, 303);
        assert.equal(set.headers.location, "/account?done=password");
        assert.match((await client.get("/account")).body, /id="current-password"/, "the new session is an ordinary one");
        assert.equal((await new FormClient(api.app).signIn("owner@example.com", "granite harbour compass")).statusCode, 303);
        assert.equal((await client.get("/tokens")).statusCode, 200);
      },
      { dashboard: { signup: "closed" } },
    ));

  test("a used, an expired and an unknown link get the same page, 410, on GET and on POST", () =>
    withApi(async (api) => {
      const used = await linked(api);
      const client = new FormClient(api.app);
      await client.get(used.url);
      assert.equal((await client.post("/signin/link", { token: used.token })).statusCode, 303);
      const expired = await linked(api);
      api.clock.advance(SIGNIN_LINK_LIFETIME_MS);
      const unknown = randomBytes(32).toString("base64url");
      const bodies = new Set<string>();
      for (const token of [used.token, expired.token, unknown, "not-a-token", ""]) {
        const stranger = new FormClient(api.app);
        const page = await stranger.get(`/signin/link?token=${encodeURIComponent(token)}`);
        assert.equal(page.statusCode, 410, token);
        assert.match(page.body, INVALID);
        bodies.add(page.body.replace(/name="_csrf" value="[^"]+"/, ""));
        await stranger.get("/signin");
        const post = await stranger.post("/signin/link", { token });
        assert.equal(post.statusCode, 410, token);
        assert.match(post.body, INVALID);
        assert.equal(setCookies(post).some((c) => c.startsWith("__Host-ce_session=")), false);
      }
      assert.equal(bodies.size, 1, "the page does not say which");
      assert.equal((await api.app.inject({ url: "/signin/link" })).statusCode, 410, "no token at all");
      assert.equal((await api.store.findSignInLink(signInLinkHash(expired.token)))?.usedAt, null);
    }));

  test("POST needs the page's CSRF token (and a same-site request); without it the link stays usable", () =>
    withApi(async (api) => {
      const link = await linked(api);
      const client = new FormClient(api.app);
      await client.get(link.url);
      const missing = await client.post("/signin/link", { token: link.token }, { csrf: false });
      assert.equal(missing.statusCode, 403);
      assert.match(missing.body, /This form has expired/);
      const crossSite = await client.post("/signin/link", { token: link.token }, { headers: { "sec-fetch-site": "cross-site" } });
      assert.equal(crossSite.statusCode, 403);
      assert.equal((await api.store.findSignInLink(signInLinkHash(link.token)))?.usedAt, null);
      assert.equal((await client.post("/signin/link", { token: link.token })).statusCode, 303);
    }));

  test("the password is set without the current one only in the link session's first 15 minutes", () =>
    withApi(async (api) => {
      const link = await linked(api);
      const client = new FormClient(api.app);
      await client.get(link.url);
      await client.post("/signin/link", { token: link.token });
      api.clock.advance(SET_PASSWORD_WINDOW_MS);
      const page = await client.get("/account");
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /id="current-password"/);
      const late = await client.post("/account/password", { password: "granite harbour compass" });
      assert.equal(late.statusCode, 400);
      assert.match(late.body, /current password is wrong/);
      assert.equal(await api.store.getPasswordHash(link.accountId), null);
    }));

  test("a password sign-in session cannot set the password without the current one", () =>
    withApi(async (api) => {
      const { client, email: address } = await signedUp(api);
      await client.get("/account");
      const res = await client.post("/account/password", { password: "granite harbour compass" });
      assert.equal(res.statusCode, 400);
      assert.equal((await new FormClient(api.app).signIn(address)).statusCode, 303, "the old password still works");
    }));

  test("the link's token never appears in a log line", () =>
    withApi(async (api) => {
      const link = await linked(api);
      const client = new FormClient(api.app);
      await client.get(link.url);
      await client.post("/signin/link", { token: link.token });
      await client.get(link.url);
      await client.post("/signin/link", { token: link.token });
      const logs = api.logs.join("\n");
      assert.match(logs, /"route":"\/signin\/link"/);
      assert.ok(!logs.includes(link.token), "token in logs");
      assert.ok(!logs.includes(signInLinkHash(link.token)), "token hash in logs");
    }));
});
