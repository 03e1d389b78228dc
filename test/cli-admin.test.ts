/**
 * `ce admin ...` and the first start of `ce serve`, as a user runs them: child
 * processes on a temporary SQLite file named by DATABASE_URL.
 */
import { test } from "node:test";
import { spawnSync } from "node:child_process";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseToken } from "../src/usage/token.js";
import { openStore } from "../src/store/index.js";
import { verifyPassword } from "../src/dashboard/passwords.js";
import { signInLinkHash } from "../src/dashboard/signin-links.js";
import { cliPath } from "./helpers/paths.js";
import { admin, adminJson, startServerProcess } from "./helpers/server-process.js";

function tempDb(): { db: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "ce-admin-"));
  return { db: path.join(dir, "nested", "ce.sqlite"), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

test("admin: account create --password makes an account that can sign in to the dashboard; weak passwords are refused", async () => {
  const { db, cleanup } = tempDb();
  try {
    const weak = admin(db, ["account", "create", "--email", "ops@example.com", "--password", "short"]);
    assert.equal(weak.status, 2);
    assert.match(weak.stderr, /--password: Use at least 12 characters/);
    const acc = adminJson<{ accountId: number }>(db, ["account", "create", "--email", "Ops@Example.com", "--password", "alpine meadow lantern"]);
    const store = await openStore(db);
    try {
      assert.equal((await store.findAccountByEmail("ops@example.com"))?.id, acc.accountId, "stored lowercased, as the dashboard looks it up");
      assert.equal(await verifyPassword(await store.getPasswordHash(acc.accountId), "alpine meadow lantern"), true);
    } finally {
      await store.close();
    }
  } finally {
    cleanup();
  }
});

const LINK = /^(https?:\/\/[^\s?#]+)\/signin\/link\?token=([A-Za-z0-9_-]{43})$/;

test("admin: account create without --password prints a one-time sign-in link (text and --json); account link makes a new one", async () => {
  const { db, cleanup } = tempDb();
  try {
    const text = admin(db, ["account", "create", "--email", "Owner@Example.com"], { PORT: "9123" });
    assert.equal(text.status, 0, text.stderr);
    const lines = text.stdout.trim().split("\n");
    assert.match(lines.at(-2) ?? "", /one-time dashboard sign-in link \(works once, for 24 hours/);
    const printed = LINK.exec(lines.at(-1) ?? "");
    assert.ok(printed, text.stdout);
    assert.equal(printed[1], "http://127.0.0.1:9123", "defaults to this machine's server on PORT");
    assert.equal(LINK.exec(admin(db, ["account", "create", "--email", "default@example.com"], { PORT: "" }).stdout.trim().split("\n").at(-1) ?? "")?.[1], "http://127.0.0.1:8080");

    const json = adminJson<{ accountId: number; primaryToken: string; signInLink: string }>(db, ["account", "create", "--email", "team@example.com", "--base-url", "https://extract.example.com/"]);
    assert.deepEqual(Object.keys(json).sort(), ["accountId", "primaryToken", "signInLink"]);
    const fromJson = LINK.exec(json.signInLink);
    assert.ok(fromJson, json.signInLink);
    assert.equal(fromJson[1], "https://extract.example.com");
    assert.ok(parseToken(json.primaryToken).ok);
    const withPassword = adminJson<Record<string, unknown>>(db, ["account", "create", "--email", "pw@example.com", "--password", "alpine meadow lantern"]);
    assert.equal(withPassword.signInLink, undefined, "--password: no link");

    const again = adminJson<{ signInLink: string }>(db, ["account", "link", "--account", String(json.accountId), "--base-url", "https://extract.example.com"]);
    const second = LINK.exec(again.signInLink);
    assert.ok(second);
    assert.notEqual(second[2], fromJson[2]);

    const store = await openStore(db);
    try {
      const owner = await store.findAccountByEmail("owner@example.com");
      assert.ok(owner, "stored lowercased, as the dashboard looks it up");
      const link = await store.findSignInLink(signInLinkHash(printed[2]!));
      assert.equal(link?.accountId, owner.id);
      assert.equal(link.usedAt, null);
      const lifetime = link.expiresAt.getTime() - link.createdAt.getTime();
      // created_at and the expiry are two reads of the clock, a moment apart.
      assert.ok(Math.abs(lifetime - 24 * 3_600_000) < 5_000, `lifetime ${lifetime} ms`);
      assert.equal((await store.findSignInLink(signInLinkHash(second[2]!)))?.accountId, json.accountId);
      assert.equal(await store.findSignInLink(printed[2]!), null, "the store keeps only the hash");
    } finally {
      await store.close();
    }

    const unknown = admin(db, ["account", "link", "--account", "999"]);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /no account 999/);
    for (const bad of ["ftp://example.com", "not a url", "https://example.com/?x=1"]) {
      const r = admin(db, ["account", "create", "--email", "bad@example.com", "--base-url", bad]);
      assert.equal(r.status, 2, bad);
      assert.match(r.stderr, /--base-url/);
    }
  } finally {
    cleanup();
  }
});

test("admin: account create, token create, credits grant, usage, token deactivate", () => {
  const { db, cleanup } = tempDb();
  try {
    const acc = adminJson<{ accountId: number; primaryToken: string }>(db, ["account", "create", "--email", "ops@example.com"]);
    assert.deepEqual(Object.keys(acc).sort(), ["accountId", "primaryToken", "signInLink"]);
    assert.ok(parseToken(acc.primaryToken).ok);
    const tok = adminJson<{ token: string }>(db, ["token", "create", "--account", String(acc.accountId)]);
    assert.deepEqual(Object.keys(tok), ["token"]);
    assert.ok(parseToken(tok.token).ok);
    assert.deepEqual(adminJson(db, ["credits", "grant", "--account", String(acc.accountId), "--amount", "25"]), { accountId: acc.accountId, credits: 25 });
    assert.equal(admin(db, ["credits", "grant", "--account", String(acc.accountId), "--amount", "5"]).stdout.trim(), `account ${acc.accountId}: 30 credits`);

    const usage = adminJson<{
      freeUsedToday: number;
      freeRemainingToday: number;
      credits: number;
      tokens: Array<{ displayPrefix: string; primary: boolean; active: boolean; createdAt: string; lastUsedAt: string | null }>;
    }>(db, ["usage", "--account", String(acc.accountId)]);
    assert.equal(usage.freeUsedToday, 0);
    assert.equal(usage.freeRemainingToday, 100);
    assert.equal(usage.credits, 30);
    assert.equal(usage.tokens.length, 2);
    assert.deepEqual(
      usage.tokens.map((t) => [t.displayPrefix, t.primary, t.active, t.lastUsedAt]),
      [
        [acc.primaryToken.slice(0, 9), true, true, null],
        [tok.token.slice(0, 9), false, true, null],
      ],
    );
    const raw = admin(db, ["usage", "--account", String(acc.accountId), "--json"]).stdout;
    assert.ok(!raw.includes(acc.primaryToken) && !raw.includes(tok.token), "usage never shows a token");

    assert.equal(admin(db, ["token", "deactivate", tok.token]).stdout.trim(), "deactivated");
    const again = admin(db, ["token", "deactivate", tok.token]);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /no active token/);
    const after = adminJson<{ tokens: Array<{ active: boolean }> }>(db, ["usage", "--account", String(acc.accountId)]);
    assert.deepEqual(after.tokens.map((t) => t.active), [true, false]);
  } finally {
    cleanup();
  }
});

test("admin: mistakes are reported with the usage (exit 2) or as failures (exit 1)", () => {
  const { db, cleanup } = tempDb();
  try {
    const usageErrors: string[][] = [
      ["account", "create"],
      ["account", "create", "--email", "not-an-email"],
      ["token", "create", "--account", "abc"],
      ["credits", "grant", "--account", "1", "--amount", "-5"],
      ["credits", "grant", "--account", "1", "--amount", "1.5"],
      ["usage"],
      ["frobnicate"],
      ["token", "deactivate"],
    ];
    for (const args of usageErrors) {
      const r = admin(db, args);
      assert.equal(r.status, 2, `${args.join(" ")}: ${r.stderr}`);
      assert.match(r.stderr, /Usage:/);
    }
    adminJson(db, ["account", "create", "--email", "dup@example.com"]);
    const dup = admin(db, ["account", "create", "--email", "dup@example.com"]);
    assert.equal(dup.status, 1);
    assert.match(dup.stderr, /already exists/);
    for (const args of [["token", "create", "--account", "999"], ["credits", "grant", "--account", "999", "--amount", "1"], ["usage", "--account", "999"]]) {
      const r = admin(db, args);
      assert.equal(r.status, 1, args.join(" "));
      assert.match(r.stderr, /no account 999/);
    }
  } finally {
    cleanup();
  }
});

test("serve: the first start on an empty database creates an account and prints its token once, with a curl line that works", async () => {
  const { db, cleanup } = tempDb();
  try {
    const first = await startServerProcess({ DATABASE_URL: db });
    let token: string;
    try {
      assert.ok(first.firstToken !== null && parseToken(first.firstToken).ok);
      token = first.firstToken;
      assert.match(first.stderr(), /listening on http:\/\/127\.0\.0\.1:\d+/);
      assert.match(first.stderr(), /curl -s http:\/\/127\.0\.0\.1:\d+\/v1\/extract/);
      assert.match(first.stderr(), /Dashboard: http:\/\/127\.0\.0\.1:\d+\/ /, "the first start names the dashboard next to the token");
      // The printed curl line, run as printed (its body), works.
      const body = /-d '(.*)'/.exec(first.stderr())?.[1];
      assert.ok(body !== undefined);
      const res = await fetch(`${first.url}/v1/extract`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body });
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { title: string }).title, "Hello");
    } finally {
      assert.equal(await first.stop(), 0);
    }
    const second = await startServerProcess({ DATABASE_URL: db });
    try {
      assert.equal(second.firstToken, null);
      assert.ok(!second.stderr().includes(token), "the token is never printed again");
      assert.match(second.stderr(), /ce admin token create/);
      assert.match(second.stderr(), /dashboard http:\/\/127\.0\.0\.1:\d+\//);
    } finally {
      assert.equal(await second.stop(), 0);
    }
  } finally {
    cleanup();
  }
});

test("serve: a bad setting stops start-up with a message naming the variable", () => {
  const { db, cleanup } = tempDb();
  try {
    for (const [name, value] of [["PORT", "http"], ["WORKERS", "0"], ["EXTRACT_TIMEOUT_MS", "soon"], ["BURST_PER_SECOND", "-1"], ["LOG_LEVEL", "loud"]] as const) {
      const out = spawnServe({ DATABASE_URL: db, [name]: value });
      assert.equal(out.status, 2, `${name}=${value}`);
      assert.match(out.stderr, new RegExp(`${name}=`));
    }
  } finally {
    cleanup();
  }
});

function spawnServe(env: Record<string, string>): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [cliPath, "serve"], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 30_000 });
  return { status: r.status, stderr: r.stderr };
}
