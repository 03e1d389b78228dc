/**
 * Brute-force protection for sign-in (OWASP Authentication cheat sheet, "Protect against
 * automated attacks"): failed attempts are counted in the store per email and per client
 * address, so the counts hold across instances and restarts. Past a few failures each new
 * attempt must wait a growing delay after the last failure, then the key is locked for a
 * while; while it must wait, the password is not even checked. A correct password clears
 * the email's count. The email key is counted whether or not the account exists, so the
 * throttle itself tells nothing about which emails are registered.
 */
import type { SignInFailures, Store } from "../store/store.js";

export interface ThrottleRule {
  /** Failures allowed back to back before delays start. */
  readonly free: number;
  /** At this many failures the key is locked for LOCK_SECONDS. */
  readonly lockAt: number;
}

/** Per email: five tries for typos, then 15 s, 30 s, 60 s, 120 s, 240 s, then locked. */
export const PER_EMAIL: ThrottleRule = { free: 5, lockAt: 10 };
/** Per address: offices and carrier NAT share one address, so it allows more before it slows down. */
export const PER_ADDRESS: ThrottleRule = { free: 20, lockAt: 50 };
/** Sign-ups that hit an existing email, per address: slows down email enumeration through /signup. */
export const SIGNUP_PER_ADDRESS: ThrottleRule = { free: 10, lockAt: 30 };
export const FIRST_DELAY_SECONDS = 15;
export const LOCK_SECONDS = 15 * 60;
/** A count whose last failure is older than this starts again from zero. */
export const FAILURES_FORGOTTEN_AFTER_MS = 60 * 60_000;

/** Seconds the next attempt must wait after `failures` failures in a row (0: go ahead). */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  if (failures >= rule.lockAt) return LOCK_SECONDS;
  return Math.min(LOCK_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - rule.free));
}

/** Seconds left to wait for one key now, 0 if an attempt may go ahead. */
export function waitSeconds(state: SignInFailures | null, rule: ThrottleRule, nowMs: number): number {
  if (state === null) return 0;
  const sinceLast = nowMs - state.lastFailureAt.getTime();
  if (sinceLast > FAILURES_FORGOTTEN_AFTER_MS) return 0;
  const left = delayAfter(state.failures, rule) * 1000 - sinceLast;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export interface ThrottleKey {
  readonly key: string;
  readonly rule: ThrottleRule;
}

export const emailKey = (email: string): ThrottleKey => ({ key: `email:${email}`, rule: PER_EMAIL });
export const addressKey = (address: string): ThrottleKey => ({ key: `ip:${address}`, rule: PER_ADDRESS });
export const signupAddressKey = (address: string): ThrottleKey => ({ key: `signup-ip:${address}`, rule: SIGNUP_PER_ADDRESS });

/** The longest wait any of the keys imposes now. */
export async function currentWait(store: Store, keys: readonly ThrottleKey[], nowMs: number): Promise<number> {
  const states = await Promise.all(keys.map((k) => store.getSignInFailures(k.key)));
  return Math.max(0, ...keys.map((k, i) => waitSeconds(states[i] ?? null, k.rule, nowMs)));
}

export async function recordFailure(store: Store, keys: readonly ThrottleKey[], nowMs: number): Promise<void> {
  const resetBefore = new Date(nowMs - FAILURES_FORGOTTEN_AFTER_MS);
  await Promise.all(keys.map((k) => store.recordSignInFailure(k.key, new Date(nowMs), resetBefore)));
}
