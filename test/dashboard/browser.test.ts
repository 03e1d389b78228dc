/**
 * The dashboard in a real browser (issue 16, Acceptance), on SQLite and on PostgreSQL:
 * sign up -> token shown once -> playground call with it -> usage shows the request and the
 * same remaining count as the RateLimit header -> named token works with fetch ->
 * deactivated: 401 -> primary rotated: old 401, new 200 -> sign out -> protected page
 * redirects to sign-in. Then: a form without its CSRF token gets 403, a form auto-submitted
 * from another origin gets 403, the 6th wrong password is throttled, typed input is escaped,
 * and sign-in works with the keyboard alone.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { ExtractionPool } from "../../src/server/pool.js";
import { PostgresStore } from "../../src/store/postgres.js";
import { SqliteStore } from "../../src/store/sqlite.js";
import type { Store } from "../../src/store/store.js";
import { articleHtml } from "../helpers/api.js";
import { browserMissing, CHROMIUM_PATH, listenApp, type ListeningApp } from "../helpers/browser.js";
import { PASSWORD } from "../helpers/dashboard.js";
import { hashPassword } from "../../src/dashboard/passwords.js";
import { issueAccount } from "../../src/usage/accounts.js";
import { NO_TEST_DATABASE, TestSchemas, testDatabaseUrl } from "../helpers/postgres.js";

const missing = browserMissing();
if (missing !== null) {
  if (process.env.CI) test("dashboard in a browser", () => assert.fail(`CI must run the browser tests, but ${missing}`));
  else test("dashboard in a browser", { skip: missing }, () => {});
} else {
  let browser: Browser;
  let pool: ExtractionPool;
  before(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
    pool = new ExtractionPool({ workers: 1, queueLimit: 64, timeoutMs: 10_000 });
  });
  after(async () => {
    await browser?.close();
    await pool?.close();
  });

  browserSuite("SQLite", async () => new SqliteStore({ path: ":memory:" }), () => ({ browser, pool }));

  const pgUrl = testDatabaseUrl();
  if (pgUrl === null) {
    if (process.env.CI) test("dashboard in a browser: PostgreSQL", () => assert.fail(`CI must run the PostgreSQL browser tests, but ${NO_TEST_DATABASE}`));
    else test("dashboard in a browser: PostgreSQL", { skip: NO_TEST_DATABASE }, () => {});
  } else {
    const schemas = new TestSchemas(pgUrl);
    after(() => schemas.cleanup());
    browserSuite("PostgreSQL", async () => PostgresStore.open({ connectionString: await schemas.fresh() }), () => ({ browser, pool }));
  }
}

/** POST /v1/extract the way curl would (from Node, not the page). */
async function extract(base: string, token: string): Promise<Response> {
  return fetch(`${base}/v1/extract`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ html: articleHtml() }),
  });
}

/** What the tests read of the page's globals (the test code is compiled without the DOM library). */
interface PageGlobals {
  __xss?: number;
  document: { activeElement: { id: string; textContent: string | null } | null };
}

async function signUp(page: Page, base: string, email: string, asText = false): Promise<string> {
  await page.goto(`${base}/signup`);
  // A browser will not submit an invalid email from a type=email field; an attacker's client
  // is no browser, so for hostile input the field is made a text field first.
  if (asText) await page.locator("#email").evaluate((input) => input.setAttribute("type", "text"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("heading", { name: "Welcome" }).waitFor();
  return (await page.locator("#new-token").textContent()) ?? "";
}

async function signIn(page: Page, base: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${base}/signin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForLoadState();
}

function browserSuite(name: string, openStore: () => Promise<Store>, shared: () => { browser: Browser; pool: ExtractionPool }): void {
  describe(`dashboard in a browser: ${name}`, () => {
    let store: Store;
    let server: ListeningApp;
    let context: BrowserContext;
    let page: Page;
    let base: string;
    const email = `flow-${name.toLowerCase()}@example.com`;
    let primary = "";
    let named = "";
    let rateLimit = "";

    before(async () => {
      store = await openStore();
      server = await listenApp(store, shared().pool);
      base = server.url;
      context = await shared().browser.newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
    });
    after(async () => {
      await context?.close();
      await server?.app.close();
      await store?.close();
    });

    test("sign up: the primary token is shown once, with a copy button", async () => {
      primary = await signUp(page, base, email);
      assert.match(primary, /^ce_[0-9A-Za-z]{38}$/);
      assert.equal(await page.locator('button[data-copy="new-token"]').count(), 1);
      assert.match((await page.locator("#curl-line").textContent()) ?? "", new RegExp(`Bearer ${primary}`));
    });

    test("the playground, reached right after, has the token filled in and its call succeeds", async () => {
      await page.getByRole("button", { name: "Try it in the playground" }).click();
      await page.getByRole("heading", { name: "Playground" }).waitFor();
      assert.equal(await page.locator("#pg-token").inputValue(), primary);
      await page.getByRole("button", { name: "Load the sample page" }).click();
      await page.getByRole("heading", { name: "Playground" }).waitFor();
      assert.match(await page.locator("#pg-html").inputValue(), /Night trains return to the Alps/);
      const response = page.waitForResponse((r) => r.url().endsWith("/v1/extract"));
      await page.getByRole("button", { name: "Run extraction" }).click();
      assert.equal((await response).status(), 200);
      await page.locator('#playground-status[data-status="200"]').waitFor();
      const headers = (await page.locator("#playground-headers").textContent()) ?? "";
      rateLimit = /"daily";r=\d+;t=\d+/.exec(headers)?.[0] ?? "";
      assert.match(rateLimit, /r=99;/);
      assert.match((await page.locator("#playground-fields").textContent()) ?? "", /Night trains return to the Alps/);
    });

    test("the token is not shown again anywhere", async () => {
      for (const path of ["/", "/tokens", "/usage", "/playground"]) {
        await page.goto(`${base}${path}`);
        assert.ok(!(await page.content()).includes(primary), path);
      }
    });

    test("usage shows the request and the same remaining count as the RateLimit header", async () => {
      await page.goto(`${base}/usage`);
      assert.equal(await page.locator("#free-used").textContent(), "1");
      assert.equal(await page.locator("#free-remaining").textContent(), /r=(\d+)/.exec(rateLimit)?.[1]);
      assert.equal(await page.locator("#recent tbody tr").count(), 1);
      assert.equal(await page.locator("svg.chart rect.bar-free").count(), 1);
    });

    test("a named token works with fetch, and stops after deactivation (401)", async () => {
      const account = await store.findAccountByEmail(email);
      await store.grantCredits(account!.id, 5);
      await page.goto(`${base}/tokens`);
      await page.getByLabel("Name (optional)").fill("ci-bot");
      await page.getByRole("button", { name: "Create token" }).click();
      named = (await page.locator("#new-token").textContent()) ?? "";
      assert.match(named, /^ce_/);
      assert.equal((await extract(base, named)).status, 200);
      await page.goto(`${base}/tokens`);
      await page.locator("tr", { hasText: "ci-bot" }).getByRole("link", { name: "Deactivate" }).click();
      await page.getByRole("heading", { name: "Deactivate ci-bot?" }).waitFor();
      await page.getByRole("button", { name: "Deactivate" }).click();
      await page.getByText("Token deactivated.").waitFor();
      assert.equal((await extract(base, named)).status, 401);
    });

    test("rotating the primary: the old one gets 401, the new one 200", async () => {
      await page.goto(`${base}/tokens`);
      await page.getByRole("link", { name: "Rotate primary token" }).click();
      await page.getByRole("button", { name: "Rotate now" }).click();
      const fresh = (await page.locator("#new-token").textContent()) ?? "";
      assert.match(fresh, /^ce_/);
      assert.notEqual(fresh, primary);
      assert.equal((await extract(base, primary)).status, 401);
      assert.equal((await extract(base, fresh)).status, 200);
    });

    test("sign out: a protected page then redirects to sign-in", async () => {
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByText("You are signed out.").waitFor();
      await page.goto(`${base}/tokens`);
      assert.equal(new URL(page.url()).pathname, "/signin");
    });

    test("a form posted without its CSRF token gets 403", async () => {
      await signIn(page, base, email);
      await page.goto(`${base}/tokens`);
      await page.locator('form[action="/tokens"] input[name="_csrf"]').evaluate((input) => input.remove());
      await page.getByLabel("Name (optional)").fill("no-csrf");
      const response = page.waitForResponse((r) => r.url() === `${base}/tokens` && r.request().method() === "POST");
      await page.getByRole("button", { name: "Create token" }).click();
      assert.equal((await response).status(), 403);
      await page.getByRole("heading", { name: "This form has expired" }).waitFor();
      const names = (await store.listTokens((await store.findAccountByEmail(email))!.id)).map((t) => t.name);
      assert.ok(!names.includes("no-csrf"));
    });

    test("a form auto-submitted from another origin gets 403", async () => {
      // Another port on the same host: another origin but the same site, so the browser
      // still sends the SameSite=Lax session cookie: only the Origin / Sec-Fetch-Site check stops it.
      const evil = http.createServer((_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        res.end(`<!doctype html><form method="post" action="${base}/tokens"><input name="name" value="evil"></form><script>document.forms[0].submit()</script>`);
      });
      await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
      try {
        const response = page.waitForResponse((r) => r.url() === `${base}/tokens` && r.request().method() === "POST");
        await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
        assert.equal((await response).status(), 403);
        await page.getByRole("heading", { name: "Request refused" }).waitFor();
      } finally {
        evil.close();
      }
      const names = (await store.listTokens((await store.findAccountByEmail(email))!.id)).map((t) => t.name);
      assert.ok(!names.includes("evil"));
    });

    test("the 6th wrong password in a row is throttled", async () => {
      const fresh = await shared().browser.newContext();
      const p = await fresh.newPage();
      try {
        for (let i = 1; i <= 5; i++) {
          await signIn(p, base, email, `wrong password ${i}`);
          await p.getByText("Email or password is wrong.").waitFor();
        }
        await signIn(p, base, email, PASSWORD);
        await p.getByText(/Too many attempts\. Wait/).waitFor();
        assert.equal(new URL(p.url()).pathname, "/signin");
      } finally {
        await fresh.close();
      }
    });

    test("what a user typed is escaped: <script> and \"><img onerror> in email and token name", async () => {
      const fresh = await shared().browser.newContext();
      const p = await fresh.newPage();
      const hostileEmail = `"><img/src=x/onerror=window.__xss=1><script>window.__xss=2</script>@example.com`;
      const hostileNames = ["<script>window.__xss=3</script>", `"><img src=x onerror="window.__xss=4">`];
      try {
        await signUp(p, base, hostileEmail, true);
        for (const n of hostileNames) {
          await p.goto(`${base}/tokens`);
          await p.getByLabel("Name (optional)").fill(n);
          await p.getByRole("button", { name: "Create token" }).click();
          await p.locator("#new-token").waitFor();
        }
        for (const path of ["/tokens", "/account", "/usage"]) {
          await p.goto(`${base}${path}`);
          assert.equal(await p.evaluate(() => (globalThis as unknown as PageGlobals).__xss), undefined, path);
          assert.equal(await p.locator("main img, main script").count(), 0, path);
          assert.ok(((await p.locator("footer").textContent()) ?? "").includes(hostileEmail.toLowerCase()), "the email shows as text");
        }
        await p.goto(`${base}/tokens`);
        for (const n of hostileNames) assert.equal(await p.locator("tbody td").filter({ hasText: n }).count(), 1, n);
      } finally {
        await fresh.close();
      }
    });

    test("sign-in works with the keyboard alone (labels, focus order)", async () => {
      const fresh = await shared().browser.newContext();
      const p = await fresh.newPage();
      // Its own account: the throttle test above has locked the flow's email for a while.
      const keyboardEmail = `keyboard-${name.toLowerCase()}@example.com`;
      const issued = await issueAccount(store, keyboardEmail);
      await store.setPasswordHash(issued.accountId, await hashPassword(PASSWORD));
      try {
        await p.goto(`${base}/signin`);
        const focused = (): Promise<string> => p.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.id ?? "");
        // The email field has focus when the page opens (autofocus); Tab goes on to the
        // password, then the button; Enter submits. No mouse anywhere.
        await p.locator("#email:focus").waitFor();
        assert.equal(await focused(), "email");
        await p.keyboard.type(keyboardEmail);
        await p.keyboard.press("Tab");
        assert.equal(await focused(), "password");
        await p.keyboard.type(PASSWORD);
        await p.keyboard.press("Tab");
        assert.equal(await p.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.textContent ?? ""), "Sign in");
        await p.keyboard.press("Enter");
        await p.waitForURL(`${base}/`);
        await p.getByRole("heading", { name: "Overview" }).waitFor();
        // Labels name the fields (what a screen reader announces).
        await p.goto(`${base}/account`);
        assert.equal(await p.getByLabel("Current password").first().getAttribute("type"), "password");
      } finally {
        await fresh.close();
      }
    });
  });
}
