/**
 * The per-token burst limit (DECISIONS.md: default 20 requests/second, 429 `rate_limited`
 * with Retry-After). A token bucket per API token, in this instance's memory: capacity
 * `perSecond` requests, refilled continuously at `perSecond` per second, so a client may
 * send a burst of `perSecond` at once and then `perSecond` per second. With several
 * instances behind a balancer each applies its own bucket (documented in docs/api.md);
 * the money side (allowance, credits) is exact across instances, this guard is not.
 */
import type { Clock } from "../usage/allowance.js";

interface Bucket {
  tokens: number;
  lastMs: number;
}

export type BurstDecision = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** Buckets idle this long are full again and can be forgotten. */
const FORGET_AFTER_MS = 60_000;
/** Sweep forgotten buckets when the map grows past this many (one per active token). */
const SWEEP_AT_SIZE = 10_000;

export class BurstLimiter {
  private readonly buckets = new Map<number, Bucket>();

  constructor(
    readonly perSecond: number,
    private readonly clock: Clock,
  ) {}

  get enabled(): boolean {
    return this.perSecond > 0;
  }

  take(tokenId: number): BurstDecision {
    if (!this.enabled) return { ok: true };
    const now = this.clock();
    let bucket = this.buckets.get(tokenId);
    if (bucket === undefined) {
      if (this.buckets.size >= SWEEP_AT_SIZE) this.sweep(now);
      bucket = { tokens: this.perSecond, lastMs: now };
      this.buckets.set(tokenId, bucket);
    } else {
      const refill = (Math.max(0, now - bucket.lastMs) / 1000) * this.perSecond;
      bucket.tokens = Math.min(this.perSecond, bucket.tokens + refill);
      bucket.lastMs = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    // Time until one whole request is refilled, in whole seconds (Retry-After has no fractions).
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond)) };
  }

  private sweep(now: number): void {
    for (const [id, b] of this.buckets) if (now - b.lastMs > FORGET_AFTER_MS) this.buckets.delete(id);
  }
}
