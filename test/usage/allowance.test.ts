/** The allowance/credit decision and header values, with an injected clock. */
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  DAY_SECONDS,
  FREE_REQUESTS_PER_DAY,
  allowanceHeaders,
  decideConsumption,
  freeAllowanceFor,
  freeRemaining,
  secondsUntilReset,
  utcDayKey,
  type UsageState,
} from "../../src/usage/allowance.js";

const at = (iso: string): number => Date.parse(iso);

test("constants: 100 free per day for the primary token, none for additional tokens, 86,400 s window", () => {
  assert.equal(FREE_REQUESTS_PER_DAY, 100);
  assert.equal(DAY_SECONDS, 86_400);
  assert.equal(freeAllowanceFor(true), 100);
  assert.equal(freeAllowanceFor(false), 0);
});

test("utcDayKey: the UTC calendar day, whatever the local offset of the source", () => {
  assert.equal(utcDayKey(at("2026-11-22T23:59:59.999Z")), "2026-11-22");
  assert.equal(utcDayKey(at("2026-11-23T00:00:00.000Z")), "2026-11-23");
  assert.equal(utcDayKey(at("2026-11-23T01:30:00+02:00")), "2026-11-22");
  assert.equal(utcDayKey(at("2028-02-29T12:00:00Z")), "2028-02-29");
  assert.equal(utcDayKey(at("2026-12-31T23:59:59Z")), "2026-12-31");
  assert.equal(utcDayKey(at("2027-01-01T00:00:00Z")), "2027-01-01");
});

test("secondsUntilReset: rounds up, 1 just before midnight, 86400 at midnight", () => {
  assert.equal(secondsUntilReset(at("2026-11-22T00:00:00.000Z")), 86_400);
  assert.equal(secondsUntilReset(at("2026-11-22T00:00:00.001Z")), 86_400);
  assert.equal(secondsUntilReset(at("2026-11-22T00:00:01.000Z")), 86_399);
  assert.equal(secondsUntilReset(at("2026-11-22T12:00:00.000Z")), 43_200);
  assert.equal(secondsUntilReset(at("2026-11-22T23:59:59.000Z")), 1);
  assert.equal(secondsUntilReset(at("2026-11-22T23:59:59.999Z")), 1);
});

/** Replays n successful requests through the pure decision, the way the store applies it. */
function simulate(state: UsageState, n: number): { takes: string[]; state: UsageState } {
  const takes: string[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const c = decideConsumption(s);
    takes.push(c.take);
    if (c.take === "free") s = { ...s, freeUsedToday: s.freeUsedToday + 1 };
    if (c.take === "credit") s = { ...s, creditBalance: s.creditBalance - 1 };
  }
  return { takes, state: s };
}

test("primary token: 100 free, the 101st uses a credit, then 402 when credits run out", () => {
  const { takes, state } = simulate({ isPrimary: true, freeUsedToday: 0, creditBalance: 2 }, 103);
  assert.deepEqual(takes.slice(0, 100), Array(100).fill("free"));
  assert.deepEqual(takes.slice(100), ["credit", "credit", "none"]);
  assert.equal(state.creditBalance, 0);
  assert.deepEqual(decideConsumption(state), { take: "none", code: "insufficient_credits" });
});

test("primary token with free units left never touches credits", () => {
  assert.deepEqual(decideConsumption({ isPrimary: true, freeUsedToday: 99, creditBalance: 50 }), { take: "free" });
  assert.deepEqual(decideConsumption({ isPrimary: true, freeUsedToday: 100, creditBalance: 50 }), { take: "credit" });
  assert.deepEqual(decideConsumption({ isPrimary: true, freeUsedToday: 100, creditBalance: 0 }), { take: "none", code: "insufficient_credits" });
});

test("additional tokens are never free", () => {
  assert.deepEqual(decideConsumption({ isPrimary: false, freeUsedToday: 0, creditBalance: 0 }), { take: "none", code: "insufficient_credits" });
  const { takes } = simulate({ isPrimary: false, freeUsedToday: 0, creditBalance: 3 }, 4);
  assert.deepEqual(takes, ["credit", "credit", "credit", "none"]);
  assert.equal(freeRemaining({ isPrimary: false, freeUsedToday: 0 }), 0);
});

test("day boundary with an injected clock: a new UTC day is a new key, so free again", () => {
  let now = at("2026-11-22T23:59:59.500Z");
  const clock = (): number => now;
  const usedByDay = new Map<string, number>();
  const request = (): string => {
    const day = utcDayKey(clock());
    const used = usedByDay.get(day) ?? 0;
    const c = decideConsumption({ isPrimary: true, freeUsedToday: used, creditBalance: 1 });
    if (c.take === "free") usedByDay.set(day, used + 1);
    return c.take;
  };
  for (let i = 0; i < 100; i++) assert.equal(request(), "free");
  assert.equal(request(), "credit", "the 101st request of day 1 uses a credit");
  now = at("2026-11-23T00:00:00.000Z");
  assert.equal(request(), "free", "the first request of day 2 is free again");
  assert.equal(usedByDay.get("2026-11-22"), 100);
  assert.equal(usedByDay.get("2026-11-23"), 1);
});

test("headers: policy verbatim, remaining free units and seconds to reset, credits", () => {
  const now = at("2026-11-22T18:00:00Z");
  assert.deepEqual(allowanceHeaders({ isPrimary: true, freeUsedToday: 37, creditBalance: 12 }, now), {
    "RateLimit-Policy": '"daily";q=100;w=86400',
    RateLimit: '"daily";r=63;t=21600',
    "X-Credits-Remaining": "12",
  });
  assert.equal(allowanceHeaders({ isPrimary: true, freeUsedToday: 100, creditBalance: 0 }, now).RateLimit, '"daily";r=0;t=21600');
  assert.equal(allowanceHeaders({ isPrimary: true, freeUsedToday: 250, creditBalance: 0 }, now).RateLimit, '"daily";r=0;t=21600', "never negative");
  const additional = allowanceHeaders({ isPrimary: false, freeUsedToday: 0, creditBalance: 5 }, now);
  assert.equal(additional.RateLimit, '"daily";r=0;t=21600');
  assert.equal(additional["RateLimit-Policy"], '"daily";q=100;w=86400');
  assert.equal(additional["X-Credits-Remaining"], "5");
});
