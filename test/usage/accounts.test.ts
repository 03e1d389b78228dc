/** Issuing accounts and tokens, deactivation by value, and the usage summary (on an in-memory SQLite store). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { SqliteStore } from "../../src/store/sqlite.js";
import { accountUsage, deactivateTokenByValue, issueAccount, issueToken } from "../../src/usage/accounts.js";
import { displayPrefix, generateToken, hashToken, parseToken } from "../../src/usage/token.js";

const NOW = Date.parse("2026-11-22T18:00:00Z");

test("issueAccount: an account with one primary token, returned in full once and stored as a hash", async () => {
  const store = new SqliteStore({ path: ":memory:", clock: () => NOW });
  const issued = await issueAccount(store, "new@example.com");
  assert.ok(parseToken(issued.primaryToken).ok);
  assert.deepEqual(await store.findActiveTokenByHash(hashToken(issued.primaryToken)), {
    id: issued.primaryTokenId,
    accountId: issued.accountId,
    isPrimary: true,
    displayPrefix: displayPrefix(issued.primaryToken),
  });
  const extra = await issueToken(store, issued.accountId);
  assert.equal((await store.findActiveTokenByHash(hashToken(extra.token)))?.isPrimary, false);
  await store.close();
});

test("deactivateTokenByValue: works once; malformed and unknown tokens are false", async () => {
  const store = new SqliteStore({ path: ":memory:" });
  const issued = await issueAccount(store, "d@example.com");
  assert.equal(await deactivateTokenByValue(store, issued.primaryToken), true);
  assert.equal(await deactivateTokenByValue(store, issued.primaryToken), false);
  assert.equal(await deactivateTokenByValue(store, "ce_nonsense"), false);
  assert.equal(await deactivateTokenByValue(store, generateToken()), false);
  assert.equal(await store.findActiveTokenByHash(hashToken(issued.primaryToken)), null);
  await store.close();
});

test("accountUsage: free used and remaining today, credits, tokens without secrets", async () => {
  const store = new SqliteStore({ path: ":memory:", clock: () => NOW });
  const issued = await issueAccount(store, "u@example.com");
  await store.grantCredits(issued.accountId, 7);
  for (let i = 0; i < 3; i++) {
    await store.reserve({ requestId: `r${i}`, tokenId: issued.primaryTokenId, accountId: issued.accountId, dayKey: "2026-11-22", isPrimary: true });
  }
  const usage = await accountUsage(store, issued.accountId, NOW);
  assert.ok(usage !== null);
  assert.equal(usage.day, "2026-11-22");
  assert.equal(usage.freeUsedToday, 3);
  assert.equal(usage.freeRemainingToday, 97);
  assert.equal(usage.secondsToReset, 6 * 3600);
  assert.equal(usage.credits, 7);
  assert.equal(usage.tokens.length, 1);
  assert.ok(!JSON.stringify(usage).includes(issued.primaryToken));
  assert.equal(await accountUsage(store, 12345, NOW), null);
  await store.close();
});
