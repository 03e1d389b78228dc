/**
 * The daily allowance and credit policy (DECISIONS.md, "Usage, allowance and credits"),
 * as pure functions of their inputs and an injected clock. The store applies the same
 * rule atomically (src/store/store.ts `reserve`); this module decides what to show and
 * what a request would take, and is the one place the numbers live.
 */

/** SPEC.md part 8: "Free usage: 100 requests per day, the primary token". */
export const FREE_REQUESTS_PER_DAY = 100;
/** Additional tokens "require credits" (SPEC.md part 5): no free units at all. */
export const ADDITIONAL_TOKEN_FREE_REQUESTS = 0;
/** The window is the UTC calendar day (DECISIONS.md: reset at 00:00 UTC). */
export const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;
/** Each successful request beyond the free allowance costs one credit (DECISIONS.md). */
export const CREDITS_PER_REQUEST = 1;
/** Policy name in the RateLimit headers (draft-ietf-httpapi-ratelimit-headers). */
export const RATE_LIMIT_POLICY_NAME = "daily";

/** Milliseconds since the epoch; tests pass a fixed or stepping clock. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** Free units a token may use per UTC day. */
export function freeAllowanceFor(isPrimary: boolean): number {
  return isPrimary ? FREE_REQUESTS_PER_DAY : ADDITIONAL_TOKEN_FREE_REQUESTS;
}

/** The UTC calendar day of an instant, `YYYY-MM-DD`: the key free usage is counted under. */
export function utcDayKey(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/**
 * Whole seconds until the next 00:00 UTC, rounded up, in 1 .. 86400: a client that waits
 * this long is in the new day. At exactly midnight the new day has just begun: 86400.
 */
export function secondsUntilReset(nowMs: number): number {
  const intoDay = ((nowMs % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.ceil((DAY_MS - intoDay) / 1000);
}

export interface UsageState {
  readonly isPrimary: boolean;
  /** Free units already taken today (reserved or charged) on the account's primary token. */
  readonly freeUsedToday: number;
  /** The account's credit balance, shared by all its tokens. */
  readonly creditBalance: number;
}

export type Consumption =
  | { readonly take: "free" }
  | { readonly take: "credit" }
  | { readonly take: "none"; readonly code: "insufficient_credits" };

/** What a successful request would consume: a free unit first, then a credit, else 402. */
export function decideConsumption(state: UsageState): Consumption {
  if (state.freeUsedToday < freeAllowanceFor(state.isPrimary)) return { take: "free" };
  if (state.creditBalance >= CREDITS_PER_REQUEST) return { take: "credit" };
  return { take: "none", code: "insufficient_credits" };
}

/** Free units left today for this token: 0 for additional tokens, never negative. */
export function freeRemaining(state: Pick<UsageState, "isPrimary" | "freeUsedToday">): number {
  return Math.max(0, freeAllowanceFor(state.isPrimary) - state.freeUsedToday);
}

export interface AllowanceHeaders {
  readonly "RateLimit-Policy": string;
  readonly RateLimit: string;
  readonly "X-Credits-Remaining": string;
}

/**
 * Headers for every authenticated response. The policy line is the one DECISIONS.md
 * gives verbatim (q=100 for every token); an additional token reports r=0, since it has
 * no free units, and its budget is X-Credits-Remaining.
 */
export function allowanceHeaders(state: UsageState, nowMs: number): AllowanceHeaders {
  return {
    "RateLimit-Policy": `"${RATE_LIMIT_POLICY_NAME}";q=${FREE_REQUESTS_PER_DAY};w=${DAY_SECONDS}`,
    RateLimit: `"${RATE_LIMIT_POLICY_NAME}";r=${freeRemaining(state)};t=${secondsUntilReset(nowMs)}`,
    "X-Credits-Remaining": String(Math.max(0, state.creditBalance)),
  };
}
