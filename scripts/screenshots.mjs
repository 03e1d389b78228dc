#!/usr/bin/env node
/**
 * `npm run screenshots`: every dashboard page in Debian's Chromium (the browser tests' one,
 * CHROMIUM_PATH or /usr/bin/chromium) at 1280x800 and 390x844, written to
 * docs/screenshots/<page>-desktop.png and <page>-mobile.png. The data is a fresh in-memory
 * account with a month of requests, so the pages look as they do in use.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { buildApp } from "../dist/src/server/app.js";
import { DASHBOARD_DEFAULTS } from "../dist/src/server/config.js";
import { ExtractionPool } from "../dist/src/server/pool.js";
import { SqliteStore } from "../dist/src/store/sqlite.js";
import { utcDayKey } from "../dist/src/usage/allowance.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "docs", "screenshots");
mkdirSync(out, { recursive: true });

const EMAIL = "ada@example.com";
const PASSWORD = "alpine meadow lantern";
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "mobile", viewport: { width: 390, height: 844 } },
];

// A clock the seeding moves into the past; the server runs on real time afterwards.
let offsetMs = 0;
const clock = () => Date.now() + offsetMs;
const store = new SqliteStore({ path: ":memory:", clock });
const pool = new ExtractionPool({ workers: 1, queueLimit: 16, timeoutMs: 10_000 });
const app = await buildApp({ store, pool, clock, burstPerSecond: 0, logLevel: "silent", processMetrics: false, dashboard: DASHBOARD_DEFAULTS });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${app.server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });

async function shoot(page, name) {
  for (const size of SIZES) {
    await page.setViewportSize(size.viewport);
    await page.screenshot({ path: path.join(out, `${name}-${size.name}.png`), fullPage: true });
  }
}

/** A month of charged requests on the account's tokens, more on weekdays, credits after the 100th. */
async function seedHistory(accountId, tokens) {
  let n = 0;
  for (let daysAgo = 29; daysAgo >= 1; daysAgo--) {
    offsetMs = -daysAgo * 86_400_000;
    const weekday = new Date(clock()).getUTCDay() % 6 !== 0;
    const count = Math.round((weekday ? 40 : 12) + 25 * Math.sin(daysAgo / 3) ** 2 + (daysAgo % 7 === 2 ? 70 : 0));
    for (let i = 0; i < count; i++) {
      const token = i % 5 === 4 && tokens.length > 1 ? tokens[1] : tokens[0];
      const requestId = `seed-${++n}`;
      const r = await store.reserve({ requestId, tokenId: token.id, accountId, dayKey: utcDayKey(clock()), isPrimary: token.isPrimary });
      if (r.ok) await store.commit(requestId);
    }
  }
  offsetMs = 0;
}

try {
  const context = await browser.newContext({ viewport: SIZES[0].viewport });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await shoot(page, "about");
  await page.goto(`${base}/signin`);
  await shoot(page, "signin");
  await page.goto(`${base}/signup`);
  await page.getByLabel("Email").fill(EMAIL);
  await shoot(page, "signup");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("heading", { name: "Welcome" }).waitFor();
  await shoot(page, "welcome");

  const account = await store.findAccountByEmail(EMAIL);
  await store.grantCredits(account.id, 2500);
  await page.goto(`${base}/tokens`);
  await page.getByLabel("Name (optional)").fill("crawler");
  await page.getByRole("button", { name: "Create token" }).click();
  await page.locator("#new-token").waitFor();
  await store.renameToken(account.id, (await store.listTokens(account.id))[0].id, "production");
  await seedHistory(account.id, await store.listTokens(account.id));

  await page.goto(`${base}/tokens`);
  await shoot(page, "tokens");
  await page.goto(`${base}/`);
  await shoot(page, "overview");

  // The playground with a real call: a fresh primary token, filled in the way a user gets it.
  await page.goto(`${base}/tokens/rotate`);
  await page.getByRole("button", { name: "Rotate now" }).click();
  await page.getByRole("button", { name: "Try it in the playground" }).click();
  await page.getByRole("button", { name: "Load the sample page" }).click();
  await page.getByRole("heading", { name: "Playground" }).waitFor();
  await page.getByRole("button", { name: "Run extraction" }).click();
  await page.locator('#playground-status[data-status="200"]').waitFor();
  await shoot(page, "playground");

  await page.goto(`${base}/usage`);
  await shoot(page, "usage");
  await page.goto(`${base}/account`);
  await shoot(page, "account");
  console.log(`screenshots written to ${path.relative(root, out)}/`);
} finally {
  await browser.close();
  await app.close();
  await pool.close();
  await store.close();
}
