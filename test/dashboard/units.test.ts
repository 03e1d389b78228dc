/** The dashboard's small pure parts: escaping, password rules, throttle delays, the cross-site check, the chart. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { dayKeysEnding, niceMax, usageChart } from "../../src/dashboard/chart.js";
import { normalizeEmail } from "../../src/dashboard/email.js";
import { escapeHtml, html, trusted } from "../../src/dashboard/html.js";
import { crossSiteRefusal } from "../../src/dashboard/origin.js";
import { ARGON2_OPTIONS, checkNewPassword, hashPassword, verifyPassword } from "../../src/dashboard/passwords.js";
import { cleanTokenName } from "../../src/dashboard/routes/tokens.js";
import { isSignInLinkToken, isUsable, maySetPasswordWithoutCurrent, SET_PASSWORD_WINDOW_MS, signInLinkHash, signInLinkUrl } from "../../src/dashboard/signin-links.js";
import { delayAfter, FAILURES_FORGOTTEN_AFTER_MS, LOCK_SECONDS, PER_ADDRESS, PER_EMAIL, waitSeconds } from "../../src/dashboard/throttle.js";

test("html: interpolations are escaped, nested fragments are not escaped twice", () => {
  assert.equal(escapeHtml(`<a href="x" onclick='y'>&\``), "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;");
  const name = `"><img src=x onerror=alert(1)>`;
  assert.equal(html`<input value="${name}">`.value, `<input value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">`);
  assert.equal(html`<p>${html`<b>${"<i>"}</b>`}</p>`.value, "<p><b>&lt;i&gt;</b></p>");
  assert.equal(html`${["<a>", trusted("<b>")]}${null}${undefined}${false}${0}`.value, "&lt;a&gt;<b>0");
});

test("passwords: 12 to 256 characters, not common, not the email; argon2id at OWASP's parameters", async () => {
  assert.equal(checkNewPassword("short", "a@b.co"), "too_short");
  assert.equal(checkNewPassword("🔑".repeat(11), "a@b.co"), "too_short", "characters, not UTF-16 units");
  assert.equal(checkNewPassword("x".repeat(200) + "y".repeat(57), "a@b.co"), "too_long");
  assert.equal(checkNewPassword("Password1234", "a@b.co"), "too_common");
  assert.equal(checkNewPassword("aaaaaaaaaaaaaaa", "a@b.co"), "too_common");
  assert.equal(checkNewPassword("someone@example.com", "Someone@example.com"), "too_common");
  assert.equal(checkNewPassword("alpine meadow lantern", "a@b.co"), null);
  assert.deepEqual({ ...ARGON2_OPTIONS }, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const hash = await hashPassword("alpine meadow lantern");
  assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.equal(await verifyPassword(hash, "alpine meadow lantern"), true);
  assert.equal(await verifyPassword(hash, "alpine meadow lanterN"), false);
  assert.equal(await verifyPassword(null, "alpine meadow lantern"), false);
  assert.equal(await verifyPassword("not a hash", "x"), false);
  assert.equal(await verifyPassword(hash, "x".repeat(10_000)), false, "over-long input is refused unhashed");
});

test("emails: trimmed, lowercased, plausibly shaped, at most 254 characters", () => {
  assert.equal(normalizeEmail(" Ann@Example.COM "), "ann@example.com");
  for (const bad of ["", "ann", "ann@example", "a b@example.com", `${"a".repeat(250)}@example.com`]) assert.equal(normalizeEmail(bad), null, bad);
});

test("token names: trimmed, empty is none, at most 64 characters, no control characters", () => {
  assert.equal(cleanTokenName("  crawler "), "crawler");
  assert.equal(cleanTokenName("   "), null);
  assert.equal(cleanTokenName("x".repeat(64)), "x".repeat(64));
  assert.equal(cleanTokenName("x".repeat(65)), "invalid");
  assert.equal(cleanTokenName("a\nb"), "invalid");
  assert.equal(cleanTokenName("<script>"), "<script>", "markup is a name like any other; pages escape it");
});

test("throttle: free attempts, then delays doubling from 15 s, then a 15-minute lock; old counts are forgotten", () => {
  assert.deepEqual([0, 4, 5, 6, 7, 8, 9, 10, 30].map((n) => delayAfter(n, PER_EMAIL)), [0, 0, 15, 30, 60, 120, 240, LOCK_SECONDS, LOCK_SECONDS]);
  assert.equal(delayAfter(19, PER_ADDRESS), 0);
  assert.equal(delayAfter(20, PER_ADDRESS), 15);
  const now = 1_000_000_000;
  const at = (msAgo: number) => new Date(now - msAgo);
  assert.equal(waitSeconds(null, PER_EMAIL, now), 0);
  assert.equal(waitSeconds({ failures: 4, lastFailureAt: at(0) }, PER_EMAIL, now), 0);
  assert.equal(waitSeconds({ failures: 5, lastFailureAt: at(0) }, PER_EMAIL, now), 15);
  assert.equal(waitSeconds({ failures: 5, lastFailureAt: at(14_500) }, PER_EMAIL, now), 1);
  assert.equal(waitSeconds({ failures: 5, lastFailureAt: at(15_000) }, PER_EMAIL, now), 0);
  assert.equal(waitSeconds({ failures: 12, lastFailureAt: at(60_000) }, PER_EMAIL, now), LOCK_SECONDS - 60);
  assert.equal(waitSeconds({ failures: 50, lastFailureAt: at(FAILURES_FORGOTTEN_AFTER_MS + 1) }, PER_EMAIL, now), 0);
});

test("cross-site check: unsafe methods from another site or origin are refused; safe ones and header-less clients pass", () => {
  const host = { host: "dash.example.com" };
  assert.equal(crossSiteRefusal("GET", { ...host, "sec-fetch-site": "cross-site" }), null);
  assert.equal(crossSiteRefusal("POST", { ...host, "sec-fetch-site": "same-origin", origin: "https://dash.example.com" }), null);
  assert.equal(crossSiteRefusal("POST", { ...host, "sec-fetch-site": "none" }), null);
  assert.equal(crossSiteRefusal("POST", host), null, "curl: no headers, left to the CSRF token");
  assert.equal(crossSiteRefusal("POST", { host: "dash.example.com:443", origin: "https://dash.example.com" }), null);
  assert.notEqual(crossSiteRefusal("POST", { ...host, "sec-fetch-site": "cross-site" }), null);
  assert.notEqual(crossSiteRefusal("POST", { ...host, "sec-fetch-site": "same-site" }), null);
  assert.notEqual(crossSiteRefusal("POST", { ...host, origin: "https://evil.example.com" }), null);
  assert.notEqual(crossSiteRefusal("POST", { ...host, origin: "null" }), null);
  assert.notEqual(crossSiteRefusal("POST", { ...host, origin: "::not a url" }), null);
  assert.notEqual(crossSiteRefusal("POST", { ...host, origin: "https://dash.example.com.evil.com" }), null);
});

test("chart: 30 days ending today, round axis, stacked bars with titles, no inline style", () => {
  const days = dayKeysEnding("2026-11-22", 30);
  assert.equal(days.length, 30);
  assert.equal(days[0], "2026-10-24");
  assert.equal(days[29], "2026-11-22");
  assert.deepEqual([0, 3, 7, 10, 11, 99, 101, 2500].map(niceMax), [5, 5, 10, 10, 20, 100, 200, 5000]);
  const svg = usageChart([{ dayKey: "2026-11-22", free: 3, credit: 2 }, { dayKey: "2026-11-01", free: 1, credit: 0 }], days).value;
  assert.equal((svg.match(/class="bar-free"/g) ?? []).length, 2);
  assert.equal((svg.match(/class="bar-credit"/g) ?? []).length, 1);
  assert.match(svg, /<title>2026-11-22: 3 free, 2 credit<\/title>/);
  assert.match(svg, /aria-label="Successful requests per day from 2026-10-24 to 2026-11-22: 6 in all, 4 free and 2 on credits\."/);
  assert.doesNotMatch(svg, /style=/);
  assert.doesNotMatch(usageChart([], days).value, /<rect/);
});

test("sign-in links: URL shape, token shape, usable until the expiry and once, the set-password window", () => {
  const token = "A".repeat(42) + "_";
  assert.equal(signInLinkUrl("https://x.example/app/", token), `https://x.example/app/signin/link?token=${token}`);
  assert.equal(isSignInLinkToken(token), true);
  for (const bad of ["", "A".repeat(42), "A".repeat(44), "A".repeat(42) + "=", "A".repeat(42) + "/"]) assert.equal(isSignInLinkToken(bad), false, bad);
  assert.match(signInLinkHash(token), /^[0-9a-f]{64}$/);
  const now = Date.parse("2026-11-22T12:00:00Z");
  const link = { accountId: 1, createdAt: new Date(now), expiresAt: new Date(now + 1000), usedAt: null };
  assert.equal(isUsable(link, now + 999), true);
  assert.equal(isUsable(link, now + 1000), false, "expired at the instant");
  assert.equal(isUsable({ ...link, usedAt: new Date(now) }, now), false, "used");
  assert.equal(isUsable(null, now), false);
  assert.equal(maySetPasswordWithoutCurrent({ viaLink: true, createdAtMs: now }, now + SET_PASSWORD_WINDOW_MS - 1), true);
  assert.equal(maySetPasswordWithoutCurrent({ viaLink: true, createdAtMs: now }, now + SET_PASSWORD_WINDOW_MS), false);
  assert.equal(maySetPasswordWithoutCurrent({ viaLink: false, createdAtMs: now }, now), false);
});
