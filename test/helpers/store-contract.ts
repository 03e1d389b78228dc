/**
 * The Store contract (STYLE.md habit 9): one suite every implementation runs, so SQLite
 * and PostgreSQL cannot drift apart. Call it from a test file with a factory that
 * returns a fresh, empty, migrated store using the given clock.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { FREE_REQUESTS_PER_DAY, utcDayKey, type Clock } from "../../src/usage/allowance.js";
import { displayPrefix, generateToken, hashToken } from "../../src/usage/token.js";
import { StoreConflictError, type AccountId, type ReserveResult, type Store, type TokenId } from "../../src/store/store.js";

export type StoreFactory = (options: { clock: Clock }) => Promise<Store>;

/** A clock the test moves by hand. */
export class ManualClock {
  constructor(public nowMs: number) {}
  readonly clock: Clock = () => this.nowMs;
  set(iso: string): void {
    this.nowMs = Date.parse(iso);
  }
  advance(ms: number): void {
    this.nowMs += ms;
  }
  day(): string {
    return utcDayKey(this.nowMs);
  }
}

export interface Fixture {
  readonly store: Store;
  readonly clock: ManualClock;
  readonly accountId: AccountId;
  readonly primary: { readonly id: TokenId; readonly token: string };
  readonly additional: { readonly id: TokenId; readonly token: string };
}

/** An account with a primary and an additional token, and `credits` credits. */
export async function makeAccount(store: Store, email: string, credits = 0): Promise<Omit<Fixture, "store" | "clock">> {
  const accountId = await store.createAccount(email);
  const p = generateToken();
  const a = generateToken();
  const primaryId = await store.createToken({ accountId, hash: hashToken(p), displayPrefix: displayPrefix(p), isPrimary: true });
  const additionalId = await store.createToken({ accountId, hash: hashToken(a), displayPrefix: displayPrefix(a), isPrimary: false });
  if (credits > 0) await store.grantCredits(accountId, credits);
  return { accountId, primary: { id: primaryId, token: p }, additional: { id: additionalId, token: a } };
}

let requestCounter = 0;
/** Unique request ids across the whole run (stores may share a file). */
export const newRequestId = (): string => `req-${process.pid}-${++requestCounter}-${Math.random().toString(36).slice(2, 8)}`;

export function storeContract(name: string, factory: StoreFactory): void {
  const START = "2026-11-22T12:00:00.000Z";

  async function withStore(fn: (store: Store, clock: ManualClock) => Promise<void>): Promise<void> {
    const clock = new ManualClock(Date.parse(START));
    const store = await factory({ clock: clock.clock });
    try {
      await fn(store, clock);
    } finally {
      await store.close();
    }
  }

  async function withFixture(credits: number, fn: (f: Fixture) => Promise<void>): Promise<void> {
    await withStore(async (store, clock) => {
      const base = await makeAccount(store, `user-${newRequestId()}@example.com`, credits);
      await fn({ ...base, store, clock });
    });
  }

  const tookOf = (r: ReserveResult): string => (r.ok ? r.took : r.code);

  const reserveOn = (f: Fixture, which: "primary" | "additional", requestId = newRequestId()) =>
    f.store.reserve({ requestId, tokenId: f[which].id, accountId: f.accountId, dayKey: f.clock.day(), isPrimary: which === "primary" });

  describe(`Store contract: ${name}`, () => {
    describe("accounts", () => {
      test("createAccount returns an id; getAccount and findAccountByEmail read it back", () =>
        withStore(async (store, clock) => {
          const id = await store.createAccount("a@example.com");
          const other = await store.createAccount("b@example.com");
          assert.notEqual(id, other);
          const account = await store.getAccount(id);
          assert.deepEqual(account, { id, email: "a@example.com", credits: 0, createdAt: new Date(clock.nowMs) });
          assert.deepEqual(await store.findAccountByEmail("a@example.com"), account);
          assert.equal(await store.findAccountByEmail("nobody@example.com"), null);
          assert.equal(await store.getAccount(999_999), null);
        }));

      test("countAccounts counts every account, 0 on an empty store", () =>
        withStore(async (store) => {
          assert.equal(await store.countAccounts(), 0);
          await store.createAccount("one@example.com");
          await store.createAccount("two@example.com");
          assert.equal(await store.countAccounts(), 2);
        }));

      test("a second account with the same email is a StoreConflictError", () =>
        withStore(async (store) => {
          await store.createAccount("dup@example.com");
          await assert.rejects(store.createAccount("dup@example.com"), StoreConflictError);
        }));
    });

    describe("tokens", () => {
      test("createToken stores hash and display prefix; findActiveTokenByHash finds it", () =>
        withFixture(0, async (f) => {
          const p = await f.store.findActiveTokenByHash(hashToken(f.primary.token));
          assert.deepEqual(p, { id: f.primary.id, accountId: f.accountId, isPrimary: true, displayPrefix: displayPrefix(f.primary.token) });
          const a = await f.store.findActiveTokenByHash(hashToken(f.additional.token));
          assert.deepEqual(a, { id: f.additional.id, accountId: f.accountId, isPrimary: false, displayPrefix: displayPrefix(f.additional.token) });
          assert.equal(await f.store.findActiveTokenByHash(hashToken(generateToken())), null);
          assert.equal(await f.store.findActiveTokenByHash(f.primary.token), null, "looked up by hash, never by the token itself");
        }));

      test("at most one active primary token per account; a duplicate hash is refused", () =>
        withFixture(0, async (f) => {
          const t = generateToken();
          await assert.rejects(
            f.store.createToken({ accountId: f.accountId, hash: hashToken(t), displayPrefix: displayPrefix(t), isPrimary: true }),
            StoreConflictError,
          );
          await assert.rejects(
            f.store.createToken({ accountId: f.accountId, hash: hashToken(f.additional.token), displayPrefix: "ce_x", isPrimary: false }),
            StoreConflictError,
          );
        }));

      test("deactivated tokens are not found; deactivation reports whether it changed anything", () =>
        withFixture(0, async (f) => {
          assert.equal(await f.store.deactivateToken(f.additional.id), true);
          assert.equal(await f.store.findActiveTokenByHash(hashToken(f.additional.token)), null);
          assert.equal(await f.store.deactivateToken(f.additional.id), false, "already inactive");
          assert.equal(await f.store.deactivateToken(999_999), false, "unknown");
          assert.notEqual(await f.store.findActiveTokenByHash(hashToken(f.primary.token)), null, "the other token is untouched");
        }));

      test("a deactivated primary token can be replaced by a new primary (rotation)", () =>
        withFixture(0, async (f) => {
          assert.equal(await f.store.deactivateToken(f.primary.id), true);
          const t = generateToken();
          const id = await f.store.createToken({ accountId: f.accountId, hash: hashToken(t), displayPrefix: displayPrefix(t), isPrimary: true });
          assert.equal((await f.store.findActiveTokenByHash(hashToken(t)))?.id, id);
          assert.equal(await f.store.findActiveTokenByHash(hashToken(f.primary.token)), null);
        }));

      test("listTokens: prefix, created, last used, primary, active; touchToken never moves back", () =>
        withFixture(0, async (f) => {
          const created = new Date(f.clock.nowMs);
          await f.store.deactivateToken(f.additional.id);
          const used = new Date(f.clock.nowMs + 60_000);
          await f.store.touchToken(f.primary.id, used);
          await f.store.touchToken(f.primary.id, new Date(used.getTime() - 1000));
          const list = await f.store.listTokens(f.accountId);
          assert.deepEqual(list, [
            { id: f.primary.id, name: null, displayPrefix: displayPrefix(f.primary.token), isPrimary: true, active: true, createdAt: created, lastUsedAt: used },
            { id: f.additional.id, name: null, displayPrefix: displayPrefix(f.additional.token), isPrimary: false, active: false, createdAt: created, lastUsedAt: null },
          ]);
          assert.deepEqual(await f.store.listTokens(999_999), []);
          for (const t of list) assert.ok(!JSON.stringify(t).includes(f.primary.token.slice(9)), "no token material beyond the prefix");
        }));
    });

    describe("credits", () => {
      test("grantCredits adds and returns the balance; creditBalance reads it", () =>
        withFixture(0, async (f) => {
          assert.equal(await f.store.creditBalance(f.accountId), 0);
          assert.equal(await f.store.grantCredits(f.accountId, 5), 5);
          assert.equal(await f.store.grantCredits(f.accountId, 7), 12);
          assert.equal(await f.store.creditBalance(f.accountId), 12);
          assert.equal((await f.store.getAccount(f.accountId))?.credits, 12);
        }));

      test("grants must be positive whole numbers for an existing account", () =>
        withFixture(0, async (f) => {
          for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
            await assert.rejects(f.store.grantCredits(f.accountId, bad), RangeError, String(bad));
          }
          await assert.rejects(f.store.grantCredits(999_999, 1));
          assert.equal(await f.store.creditBalance(f.accountId), 0);
        }));
    });

    describe("reserve", () => {
      test("primary token: 100 free units, the 101st takes a credit, then insufficient_credits", () =>
        withFixture(1, async (f) => {
          for (let i = 1; i <= FREE_REQUESTS_PER_DAY; i++) {
            const r = await reserveOn(f, "primary");
            assert.deepEqual(r, { ok: true, took: "free", freeUsed: i, creditBalance: 1 });
          }
          assert.deepEqual(await reserveOn(f, "primary"), { ok: true, took: "credit", freeUsed: 100, creditBalance: 0 });
          const id = newRequestId();
          assert.deepEqual(await reserveOn(f, "primary", id), { ok: false, code: "insufficient_credits", freeUsed: 100, creditBalance: 0 });
          assert.equal(await f.store.getLedgerEntry(id), null, "a refused request leaves no ledger row");
          assert.deepEqual(await f.store.ledgerCounts({ accountId: f.accountId }), { reserved: 101, charged: 0, refunded: 0 });
          assert.equal(await f.store.freeUsedOn(f.accountId, f.clock.day()), 100);
          assert.equal(await f.store.tokenFreeUsedOn(f.primary.id, f.clock.day()), 100);
        }));

      test("additional tokens never take free units, only credits", () =>
        withFixture(2, async (f) => {
          assert.deepEqual(await reserveOn(f, "additional"), { ok: true, took: "credit", freeUsed: 0, creditBalance: 1 });
          assert.deepEqual(await reserveOn(f, "additional"), { ok: true, took: "credit", freeUsed: 0, creditBalance: 0 });
          assert.deepEqual(await reserveOn(f, "additional"), { ok: false, code: "insufficient_credits", freeUsed: 0, creditBalance: 0 });
          assert.equal(await f.store.freeUsedOn(f.accountId, f.clock.day()), 0);
          assert.equal(await f.store.tokenFreeUsedOn(f.additional.id, f.clock.day()), 0);
          assert.deepEqual(await reserveOn(f, "primary"), { ok: true, took: "free", freeUsed: 1, creditBalance: 0 }, "primary still has its free units");
        }));

      test("the credit balance is shared by all tokens of an account", () =>
        withFixture(3, async (f) => {
          for (let i = 0; i < FREE_REQUESTS_PER_DAY; i++) await reserveOn(f, "primary");
          assert.equal((await reserveOn(f, "additional")).ok, true);
          assert.equal((await reserveOn(f, "primary")).ok, true);
          assert.equal((await reserveOn(f, "additional")).ok, true);
          assert.equal((await reserveOn(f, "primary")).ok, false);
          assert.equal(await f.store.creditBalance(f.accountId), 0);
        }));

      test("the ledger row records token, account, day, what it took, and `reserved`", () =>
        withFixture(1, async (f) => {
          const id = newRequestId();
          await reserveOn(f, "additional", id);
          assert.deepEqual(await f.store.getLedgerEntry(id), {
            requestId: id,
            tokenId: f.additional.id,
            accountId: f.accountId,
            dayKey: "2026-11-22",
            took: "credit",
            state: "reserved",
            createdAt: new Date(f.clock.nowMs),
            updatedAt: new Date(f.clock.nowMs),
          });
        }));

      test("a reused request id is a StoreConflictError and takes nothing", () =>
        withFixture(5, async (f) => {
          const id = newRequestId();
          await reserveOn(f, "additional", id);
          await assert.rejects(reserveOn(f, "additional", id), StoreConflictError);
          await assert.rejects(reserveOn(f, "primary", id), StoreConflictError);
          assert.equal(await f.store.creditBalance(f.accountId), 4);
          assert.equal(await f.store.freeUsedOn(f.accountId, f.clock.day()), 0);
          assert.deepEqual(await f.store.ledgerCounts({ accountId: f.accountId }), { reserved: 1, charged: 0, refunded: 0 });
        }));

      test("free units are counted per UTC day: 23:59:59.999 and 00:00:00.000 are different days", () =>
        withFixture(1, async (f) => {
          f.clock.set("2026-11-22T23:59:59.999Z");
          for (let i = 0; i < FREE_REQUESTS_PER_DAY; i++) assert.equal(tookOf(await reserveOn(f, "primary")), "free");
          assert.equal(tookOf(await reserveOn(f, "primary")), "credit", "the 101st request on day 1 uses a credit");
          f.clock.set("2026-11-23T00:00:00.000Z");
          assert.deepEqual(await reserveOn(f, "primary"), { ok: true, took: "free", freeUsed: 1, creditBalance: 0 }, "the first on day 2 is free again");
          assert.equal(await f.store.freeUsedOn(f.accountId, "2026-11-22"), 100);
          assert.equal(await f.store.freeUsedOn(f.accountId, "2026-11-23"), 1);
          assert.deepEqual(await f.store.ledgerCounts({ dayKey: "2026-11-22", took: "credit" }), { reserved: 1, charged: 0, refunded: 0 });
        }));

      test("rotating the primary token does not give the account a second allowance that day", () =>
        withFixture(0, async (f) => {
          for (let i = 0; i < FREE_REQUESTS_PER_DAY; i++) await reserveOn(f, "primary");
          await f.store.deactivateToken(f.primary.id);
          const t = generateToken();
          const id = await f.store.createToken({ accountId: f.accountId, hash: hashToken(t), displayPrefix: displayPrefix(t), isPrimary: true });
          const r = await f.store.reserve({ requestId: newRequestId(), tokenId: id, accountId: f.accountId, dayKey: f.clock.day(), isPrimary: true });
          assert.deepEqual(r, { ok: false, code: "insufficient_credits", freeUsed: 100, creditBalance: 0 });
          assert.equal(await f.store.tokenFreeUsedOn(id, f.clock.day()), 0);
        }));
    });

    describe("commit and refund", () => {
      test("commit: reserved -> charged, idempotent, keeps what was taken", () =>
        withFixture(1, async (f) => {
          const id = newRequestId();
          await reserveOn(f, "additional", id);
          f.clock.advance(250);
          assert.deepEqual(await f.store.commit(id), { outcome: "done" });
          assert.deepEqual(await f.store.commit(id), { outcome: "already" });
          const e = await f.store.getLedgerEntry(id);
          assert.equal(e?.state, "charged");
          assert.equal(e?.updatedAt.getTime(), f.clock.nowMs);
          assert.equal(await f.store.creditBalance(f.accountId), 0);
          assert.deepEqual(await f.store.refund(id), { outcome: "wrong_state", state: "charged" }, "a charged request is never refunded");
          assert.equal(await f.store.creditBalance(f.accountId), 0);
        }));

      test("refund of a credit gives back exactly one credit, once", () =>
        withFixture(2, async (f) => {
          const id = newRequestId();
          await reserveOn(f, "additional", id);
          assert.equal(await f.store.creditBalance(f.accountId), 1);
          assert.deepEqual(await f.store.refund(id), { outcome: "done" });
          assert.equal(await f.store.creditBalance(f.accountId), 2);
          assert.deepEqual(await f.store.refund(id), { outcome: "already" });
          assert.equal(await f.store.creditBalance(f.accountId), 2, "a second refund gives nothing");
          assert.deepEqual(await f.store.commit(id), { outcome: "wrong_state", state: "refunded" });
          assert.equal((await f.store.getLedgerEntry(id))?.state, "refunded");
        }));

      test("refund of a free unit gives back exactly one free unit and no credit", () =>
        withFixture(3, async (f) => {
          const ids = [newRequestId(), newRequestId()];
          for (const id of ids) await reserveOn(f, "primary", id);
          assert.deepEqual(await f.store.refund(ids[0]!), { outcome: "done" });
          assert.equal(await f.store.freeUsedOn(f.accountId, f.clock.day()), 1);
          assert.equal(await f.store.tokenFreeUsedOn(f.primary.id, f.clock.day()), 1);
          assert.equal(await f.store.creditBalance(f.accountId), 3);
          for (let i = 0; i < FREE_REQUESTS_PER_DAY - 1; i++) assert.equal(tookOf(await reserveOn(f, "primary")), "free");
          assert.equal(tookOf(await reserveOn(f, "primary")), "credit", "the refunded unit was usable exactly once");
        }));

      test("refund after midnight gives the unit back to the day it was taken from", () =>
        withFixture(0, async (f) => {
          f.clock.set("2026-11-22T23:59:59.000Z");
          const id = newRequestId();
          await reserveOn(f, "primary", id);
          f.clock.set("2026-11-23T00:00:01.000Z");
          await reserveOn(f, "primary");
          await f.store.refund(id);
          assert.equal(await f.store.freeUsedOn(f.accountId, "2026-11-22"), 0);
          assert.equal(await f.store.freeUsedOn(f.accountId, "2026-11-23"), 1);
        }));

      test("unknown request ids are not_found", () =>
        withStore(async (store) => {
          assert.deepEqual(await store.commit("nope"), { outcome: "not_found" });
          assert.deepEqual(await store.refund("nope"), { outcome: "not_found" });
          assert.equal(await store.getLedgerEntry("nope"), null);
        }));

      test("concurrent refunds of one request give back exactly one credit", () =>
        withFixture(1, async (f) => {
          const id = newRequestId();
          await reserveOn(f, "additional", id);
          const results = await Promise.all(Array.from({ length: 20 }, () => f.store.refund(id)));
          assert.equal(results.filter((r) => r.outcome === "done").length, 1);
          assert.equal(results.filter((r) => r.outcome === "already").length, 19);
          assert.equal(await f.store.creditBalance(f.accountId), 1);
        }));

      test("concurrent commit and refund of one request: exactly one wins", () =>
        withFixture(1, async (f) => {
          const id = newRequestId();
          await reserveOn(f, "additional", id);
          const [c, r] = await Promise.all([f.store.commit(id), f.store.refund(id)]);
          assert.equal([c, r].filter((x) => x.outcome === "done").length, 1);
          const state = (await f.store.getLedgerEntry(id))?.state;
          assert.equal(await f.store.creditBalance(f.accountId), state === "refunded" ? 1 : 0);
        }));
    });

    describe("refundPendingReservations (start-up after a crash)", () => {
      test("every reservation left `reserved` is refunded; charged and refunded ones are untouched", () =>
        withFixture(10, async (f) => {
          const free = [newRequestId(), newRequestId(), newRequestId()];
          const paid = [newRequestId(), newRequestId(), newRequestId()];
          for (const id of free) await reserveOn(f, "primary", id);
          for (const id of paid) await reserveOn(f, "additional", id);
          await f.store.commit(free[0]!);
          await f.store.commit(paid[0]!);
          await f.store.refund(paid[1]!);
          // The "crash": free[1], free[2], paid[2] are still reserved.
          assert.deepEqual(await f.store.ledgerCounts(), { reserved: 3, charged: 2, refunded: 1 });
          assert.equal(await f.store.refundPendingReservations(), 3);
          assert.deepEqual(await f.store.ledgerCounts(), { reserved: 0, charged: 2, refunded: 4 });
          assert.equal(await f.store.freeUsedOn(f.accountId, f.clock.day()), 1, "only the committed free unit stays used");
          assert.equal(await f.store.creditBalance(f.accountId), 9, "only the committed credit stays spent");
          assert.equal(await f.store.refundPendingReservations(), 0, "idempotent");
        }));

      test("createdBefore leaves younger reservations (other live instances) alone", () =>
        withFixture(10, async (f) => {
          const old = newRequestId();
          await reserveOn(f, "additional", old);
          f.clock.advance(60_000);
          const young = newRequestId();
          await reserveOn(f, "additional", young);
          assert.equal(await f.store.refundPendingReservations({ createdBefore: new Date(f.clock.nowMs - 30_000) }), 1);
          assert.equal((await f.store.getLedgerEntry(old))?.state, "refunded");
          assert.equal((await f.store.getLedgerEntry(young))?.state, "reserved");
          assert.equal(await f.store.creditBalance(f.accountId), 9);
        }));
    });

    describe("exact admission under concurrency", () => {
      test("400 concurrent reservations, primary token, 30 credits: exactly 130 admitted", () =>
        withFixture(30, async (f) => {
          const results = await Promise.all(Array.from({ length: 400 }, () => reserveOn(f, "primary")));
          const ok = results.filter((r) => r.ok);
          assert.equal(ok.length, 130);
          assert.equal(ok.filter((r) => r.took === "free").length, 100);
          assert.equal(ok.filter((r) => r.took === "credit").length, 30);
          assert.equal(results.filter((r) => !r.ok && r.code === "insufficient_credits").length, 270);
          assert.equal(await f.store.creditBalance(f.accountId), 0);
          assert.equal(await f.store.freeUsedOn(f.accountId, f.clock.day()), 100);
          assert.deepEqual(await f.store.ledgerCounts({ accountId: f.accountId }), { reserved: 130, charged: 0, refunded: 0 });
        }));

      test("400 concurrent reservations, additional token, 10 credits: exactly 10 admitted", () =>
        withFixture(10, async (f) => {
          const results = await Promise.all(Array.from({ length: 400 }, () => reserveOn(f, "additional")));
          assert.equal(results.filter((r) => r.ok).length, 10);
          assert.equal(await f.store.creditBalance(f.accountId), 0);
          assert.deepEqual(await f.store.ledgerCounts({ tokenId: f.additional.id }), { reserved: 10, charged: 0, refunded: 0 });
        }));

      test("both tokens at once, with commits and refunds racing: totals stay exact", () =>
        withFixture(30, async (f) => {
          const work = Array.from({ length: 400 }, async (_, i) => {
            const id = newRequestId();
            const r = await reserveOn(f, i % 2 === 0 ? "primary" : "additional", id);
            if (!r.ok) return "refused";
            // Every third admitted request "fails" and is refunded; the rest succeed.
            return i % 3 === 0 ? ((await f.store.refund(id)), "refunded") : ((await f.store.commit(id)), "charged");
          });
          const outcomes = await Promise.all(work);
          const charged = outcomes.filter((o) => o === "charged").length;
          const counts = await f.store.ledgerCounts({ accountId: f.accountId });
          assert.equal(counts.charged, charged);
          assert.equal(counts.reserved, 0);
          const free = (await f.store.ledgerCounts({ accountId: f.accountId, took: "free" })).charged;
          const credit = (await f.store.ledgerCounts({ accountId: f.accountId, took: "credit" })).charged;
          assert.equal(free + credit, charged);
          assert.equal(await f.store.freeUsedOn(f.accountId, f.clock.day()), free);
          assert.equal(await f.store.creditBalance(f.accountId), 30 - credit);
          assert.ok(charged <= 130);
        }));

      test("two accounts do not share allowance or credits", () =>
        withStore(async (store, clock) => {
          const a = await makeAccount(store, "a@example.com", 1);
          const b = await makeAccount(store, "b@example.com", 0);
          const day = clock.day();
          await Promise.all(
            Array.from({ length: 150 }, () => store.reserve({ requestId: newRequestId(), tokenId: a.primary.id, accountId: a.accountId, dayKey: day, isPrimary: true })),
          );
          const rb = await store.reserve({ requestId: newRequestId(), tokenId: b.primary.id, accountId: b.accountId, dayKey: day, isPrimary: true });
          assert.deepEqual(rb, { ok: true, took: "free", freeUsed: 1, creditBalance: 0 });
          assert.equal(await store.freeUsedOn(a.accountId, day), 100);
          assert.equal(await store.creditBalance(a.accountId), 0);
        }));
    });

    describe("dashboard: passwords, names, rotation, deletion", () => {
      test("a password hash is set, read back and replaced; accounts from the CLI have none", () =>
        withFixture(0, async (f) => {
          assert.equal(await f.store.getPasswordHash(f.accountId), null);
          assert.equal(await f.store.setPasswordHash(f.accountId, "$argon2id$one"), true);
          assert.equal(await f.store.getPasswordHash(f.accountId), "$argon2id$one");
          assert.equal(await f.store.setPasswordHash(f.accountId, "$argon2id$two"), true);
          assert.equal(await f.store.getPasswordHash(f.accountId), "$argon2id$two");
          assert.equal(await f.store.setPasswordHash(999_999, "$argon2id$x"), false);
          assert.equal(await f.store.getPasswordHash(999_999), null);
        }));

      test("tokens carry an optional name; renameToken only renames the account's own tokens", () =>
        withFixture(0, async (f) => {
          const t = generateToken();
          const id = await f.store.createToken({ accountId: f.accountId, hash: hashToken(t), displayPrefix: displayPrefix(t), isPrimary: false, name: "crawler" });
          const named = (await f.store.listTokens(f.accountId)).find((x) => x.id === id);
          assert.equal(named?.name, "crawler");
          assert.equal(await f.store.renameToken(f.accountId, id, "<b>ci</b>"), true);
          assert.equal((await f.store.listTokens(f.accountId)).find((x) => x.id === id)?.name, "<b>ci</b>", "stored as typed; escaping is the page's job");
          assert.equal(await f.store.renameToken(f.accountId, id, null), true);
          assert.equal((await f.store.listTokens(f.accountId)).find((x) => x.id === id)?.name, null);
          const other = await makeAccount(f.store, `other-${newRequestId()}@example.com`);
          assert.equal(await f.store.renameToken(other.accountId, id, "stolen"), false, "another account's token");
          assert.equal((await f.store.listTokens(f.accountId)).find((x) => x.id === id)?.name, null);
        }));

      test("rotatePrimaryToken: the old primary stops, the new one is primary with its name, the day's free count carries on", () =>
        withFixture(0, async (f) => {
          await f.store.renameToken(f.accountId, f.primary.id, "main");
          for (let i = 0; i < 3; i++) {
            const id = newRequestId();
            await reserveOn(f, "primary", id);
            await f.store.commit(id);
          }
          const used = await f.store.freeUsedOn(f.accountId, f.clock.day());
          const t = generateToken();
          const rotated = await f.store.rotatePrimaryToken(f.accountId, { hash: hashToken(t), displayPrefix: displayPrefix(t) });
          assert.equal(rotated.replacedTokenId, f.primary.id);
          assert.equal(await f.store.findActiveTokenByHash(hashToken(f.primary.token)), null);
          assert.deepEqual(await f.store.findActiveTokenByHash(hashToken(t)), { id: rotated.tokenId, accountId: f.accountId, isPrimary: true, displayPrefix: displayPrefix(t) });
          const listed = (await f.store.listTokens(f.accountId)).find((x) => x.id === rotated.tokenId);
          assert.equal(listed?.name, "main");
          assert.equal(listed?.isPrimary, true);
          const r = await f.store.reserve({ requestId: newRequestId(), tokenId: rotated.tokenId, accountId: f.accountId, dayKey: f.clock.day(), isPrimary: true });
          assert.ok(r.ok && r.took === "free" && r.freeUsed === used + 1, "the allowance stays with the account");
        }));

      test("a rotation whose new token collides changes nothing (one transaction)", () =>
        withFixture(0, async (f) => {
          await assert.rejects(
            f.store.rotatePrimaryToken(f.accountId, { hash: hashToken(f.additional.token), displayPrefix: "ce_dup" }),
            StoreConflictError,
          );
          assert.equal((await f.store.findActiveTokenByHash(hashToken(f.primary.token)))?.id, f.primary.id, "the old primary still works");
        }));

      test("deleteAccount deactivates every token, deletes sessions, frees the email, keeps the ledger", () =>
        withFixture(1, async (f) => {
          const email = (await f.store.getAccount(f.accountId))!.email;
          await f.store.setPasswordHash(f.accountId, "$argon2id$x");
          await f.store.createSession("a".repeat(64), f.accountId);
          const requestId = newRequestId();
          await reserveOn(f, "primary", requestId);
          await f.store.commit(requestId);
          assert.equal(await f.store.deleteAccount(f.accountId), true);
          assert.equal(await f.store.deleteAccount(f.accountId), false, "already deleted");
          assert.equal(await f.store.findActiveTokenByHash(hashToken(f.primary.token)), null);
          assert.equal(await f.store.findActiveTokenByHash(hashToken(f.additional.token)), null);
          assert.equal(await f.store.findSession("a".repeat(64)), null);
          assert.equal(await f.store.getPasswordHash(f.accountId), null);
          assert.equal(await f.store.setPasswordHash(f.accountId, "$argon2id$y"), false);
          assert.equal(await f.store.findAccountByEmail(email), null);
          assert.equal((await f.store.getLedgerEntry(requestId))?.state, "charged");
          await f.store.createAccount(email);
        }));
    });

    describe("dashboard: sessions and failed sign-ins", () => {
      test("sessions are found by hash, touched forward only, deleted one by one or all at once", () =>
        withFixture(0, async (f) => {
          const [a, b, c] = ["a", "b", "c"].map((x) => x.repeat(64)) as [string, string, string];
          const created = new Date(f.clock.nowMs);
          await f.store.createSession(a, f.accountId);
          await f.store.createSession(b, f.accountId);
          const other = await makeAccount(f.store, `other-${newRequestId()}@example.com`);
          await f.store.createSession(c, other.accountId);
          assert.deepEqual(await f.store.findSession(a), { accountId: f.accountId, createdAt: created, lastSeenAt: created, viaLink: false });
          const later = new Date(created.getTime() + 60_000);
          await f.store.touchSession(a, later);
          await f.store.touchSession(a, created);
          assert.deepEqual(await f.store.findSession(a), { accountId: f.accountId, createdAt: created, lastSeenAt: later, viaLink: false });
          await assert.rejects(f.store.createSession(a, f.accountId), "a hash is unique");
          assert.equal(await f.store.deleteSession(a), true);
          assert.equal(await f.store.deleteSession(a), false);
          assert.equal(await f.store.findSession(a), null);
          assert.equal(await f.store.deleteAccountSessions(f.accountId), 1);
          assert.equal(await f.store.findSession(b), null);
          assert.notEqual(await f.store.findSession(c), null, "other accounts keep theirs");
        }));

      test("a session started by a sign-in link says so", () =>
        withFixture(0, async (f) => {
          await f.store.createSession("d".repeat(64), f.accountId, true);
          await f.store.createSession("e".repeat(64), f.accountId, false);
          assert.equal((await f.store.findSession("d".repeat(64)))?.viaLink, true);
          assert.equal((await f.store.findSession("e".repeat(64)))?.viaLink, false);
        }));

      test("failed sign-ins count up per key, restart after the reset time, and clear", () =>
        withStore(async (store, clock) => {
          const at = (): Date => new Date(clock.nowMs);
          const resetBefore = (): Date => new Date(clock.nowMs - 3_600_000);
          assert.equal(await store.getSignInFailures("email:a@example.com"), null);
          assert.equal((await store.recordSignInFailure("email:a@example.com", at(), resetBefore())).failures, 1);
          clock.advance(1000);
          assert.deepEqual(await store.recordSignInFailure("email:a@example.com", at(), resetBefore()), { failures: 2, lastFailureAt: at() });
          assert.equal((await store.recordSignInFailure("ip:127.0.0.1", at(), resetBefore())).failures, 1, "keys are apart");
          assert.deepEqual(await store.getSignInFailures("email:a@example.com"), { failures: 2, lastFailureAt: at() });
          clock.advance(3_600_001);
          assert.equal((await store.recordSignInFailure("email:a@example.com", at(), resetBefore())).failures, 1, "stale counts start over");
          await store.clearSignInFailures("email:a@example.com");
          assert.equal(await store.getSignInFailures("email:a@example.com"), null);
        }));

      test("concurrent failures are all counted", () =>
        withStore(async (store, clock) => {
          const at = new Date(clock.nowMs);
          await Promise.all(Array.from({ length: 20 }, () => store.recordSignInFailure("ip:10.0.0.1", at, new Date(0))));
          assert.equal((await store.getSignInFailures("ip:10.0.0.1"))?.failures, 20);
        }));
    });

    describe("dashboard: one-time sign-in links", () => {
      const DAY = 24 * 3_600_000;

      test("a link is stored by hash with its expiry, found, and used once", () =>
        withFixture(0, async (f) => {
          const created = new Date(f.clock.nowMs);
          const expires = new Date(f.clock.nowMs + DAY);
          assert.equal(await f.store.findSignInLink("f".repeat(64)), null);
          assert.equal(await f.store.createSignInLink("f".repeat(64), f.accountId, expires), true);
          assert.deepEqual(await f.store.findSignInLink("f".repeat(64)), { accountId: f.accountId, createdAt: created, expiresAt: expires, usedAt: null });
          f.clock.advance(60_000);
          const used = new Date(f.clock.nowMs);
          assert.equal(await f.store.consumeSignInLink("f".repeat(64), used), f.accountId);
          assert.equal(await f.store.consumeSignInLink("f".repeat(64), used), null, "single use");
          assert.deepEqual(await f.store.findSignInLink("f".repeat(64)), { accountId: f.accountId, createdAt: created, expiresAt: expires, usedAt: used });
          assert.equal(await f.store.consumeSignInLink("0".repeat(64), used), null, "unknown");
          await assert.rejects(f.store.createSignInLink("f".repeat(64), f.accountId, expires), "a hash is unique");
        }));

      test("an expired link cannot be used; the expiry instant itself is past it", () =>
        withFixture(0, async (f) => {
          const expires = new Date(f.clock.nowMs + DAY);
          await f.store.createSignInLink("1".repeat(64), f.accountId, expires);
          assert.equal(await f.store.consumeSignInLink("1".repeat(64), expires), null);
          assert.equal((await f.store.findSignInLink("1".repeat(64)))?.usedAt, null, "left unused");
          assert.equal(await f.store.consumeSignInLink("1".repeat(64), new Date(expires.getTime() - 1)), f.accountId);
        }));

      test("links of a deleted account are gone, and none can be made for it or an unknown one", () =>
        withFixture(0, async (f) => {
          const expires = new Date(f.clock.nowMs + DAY);
          await f.store.createSignInLink("2".repeat(64), f.accountId, expires);
          assert.equal(await f.store.deleteAccount(f.accountId), true);
          assert.equal(await f.store.findSignInLink("2".repeat(64)), null);
          assert.equal(await f.store.consumeSignInLink("2".repeat(64), new Date(f.clock.nowMs)), null);
          assert.equal(await f.store.createSignInLink("3".repeat(64), f.accountId, expires), false);
          assert.equal(await f.store.createSignInLink("4".repeat(64), 999_999, expires), false);
          assert.equal(await f.store.findSignInLink("3".repeat(64)), null);
        }));

      test("of concurrent uses of one link exactly one wins", () =>
        withFixture(0, async (f) => {
          await f.store.createSignInLink("5".repeat(64), f.accountId, new Date(f.clock.nowMs + DAY));
          const at = new Date(f.clock.nowMs);
          const results = await Promise.all(Array.from({ length: 10 }, () => f.store.consumeSignInLink("5".repeat(64), at)));
          assert.deepEqual(results.filter((r) => r !== null), [f.accountId]);
        }));
    });

    describe("dashboard: usage by day and recent requests", () => {
      test("usageByDay counts charged requests per day, free and credit apart, optionally per token", () =>
        withFixture(10, async (f) => {
          const day1 = f.clock.day();
          const run = async (which: "primary" | "additional", outcome: "commit" | "refund" | "pending") => {
            const id = newRequestId();
            await reserveOn(f, which, id);
            if (outcome === "commit") await f.store.commit(id);
            if (outcome === "refund") await f.store.refund(id);
          };
          await run("primary", "commit");
          await run("primary", "commit");
          await run("primary", "refund");
          await run("primary", "pending");
          await run("additional", "commit");
          f.clock.advance(86_400_000);
          const day2 = f.clock.day();
          await run("additional", "commit");
          assert.deepEqual(await f.store.usageByDay({ accountId: f.accountId }, day1, day2), [
            { dayKey: day1, free: 2, credit: 1 },
            { dayKey: day2, free: 0, credit: 1 },
          ]);
          assert.deepEqual(await f.store.usageByDay({ accountId: f.accountId, tokenId: f.primary.id }, day1, day2), [{ dayKey: day1, free: 2, credit: 0 }]);
          assert.deepEqual(await f.store.usageByDay({ accountId: f.accountId }, day2, day2), [{ dayKey: day2, free: 0, credit: 1 }]);
          assert.deepEqual(await f.store.usageByDay({ accountId: f.accountId + 1000 }, day1, day2), []);
        }));

      test("recentRequests lists the account's newest ledger rows first, with the token's prefix", () =>
        withFixture(5, async (f) => {
          const ids: string[] = [];
          for (const which of ["primary", "additional", "primary"] as const) {
            const id = newRequestId();
            ids.push(id);
            await reserveOn(f, which, id);
            await f.store.commit(id);
            f.clock.advance(1000);
          }
          const recent = await f.store.recentRequests({ accountId: f.accountId }, 50);
          assert.deepEqual(recent.map((r) => r.requestId), [ids[2], ids[1], ids[0]]);
          assert.deepEqual(recent[1], {
            requestId: ids[1],
            createdAt: new Date(f.clock.nowMs - 2000),
            displayPrefix: displayPrefix(f.additional.token),
            took: "credit",
            state: "charged",
          });
          assert.deepEqual((await f.store.recentRequests({ accountId: f.accountId }, 2)).map((r) => r.requestId), [ids[2], ids[1]]);
          assert.deepEqual((await f.store.recentRequests({ accountId: f.accountId, tokenId: f.primary.id }, 50)).map((r) => r.requestId), [ids[2], ids[0]]);
          assert.deepEqual(await f.store.recentRequests({ accountId: f.accountId + 1000 }, 50), []);
        }));
    });

    describe("usage queries and life cycle", () => {
      test("ledgerCounts filters by account, token, day and kind", () =>
        withFixture(5, async (f) => {
          const ids: string[] = [];
          for (let i = 0; i < 3; i++) {
            const id = newRequestId();
            ids.push(id);
            await reserveOn(f, "primary", id);
          }
          const paid = newRequestId();
          await reserveOn(f, "additional", paid);
          await f.store.commit(ids[0]!);
          await f.store.refund(ids[1]!);
          assert.deepEqual(await f.store.ledgerCounts({ tokenId: f.primary.id }), { reserved: 1, charged: 1, refunded: 1 });
          assert.deepEqual(await f.store.ledgerCounts({ tokenId: f.additional.id }), { reserved: 1, charged: 0, refunded: 0 });
          assert.deepEqual(await f.store.ledgerCounts({ took: "credit" }), { reserved: 1, charged: 0, refunded: 0 });
          assert.deepEqual(await f.store.ledgerCounts({ dayKey: "2020-01-01" }), { reserved: 0, charged: 0, refunded: 0 });
          assert.deepEqual(await f.store.ledgerCounts({ accountId: f.accountId + 1000 }), { reserved: 0, charged: 0, refunded: 0 });
          assert.equal(await f.store.tokenFreeUsedOn(f.primary.id, f.clock.day()), 2, "reserved + charged, not refunded");
        }));

      test("ping answers; close is safe to call twice", async () => {
        const clock = new ManualClock(Date.parse(START));
        const store = await factory({ clock: clock.clock });
        await store.ping();
        await store.close();
        await store.close();
      });
    });
  });
}
