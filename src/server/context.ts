/**
 * What the server's hooks learn about a request and leave on it for later hooks: the
 * authenticated token, the charge reserved for it, and what the log line reports.
 * Declared once here so every hook reads the same typed fields.
 */
import type { ActiveToken, ChargeKind, Store } from "../store/store.js";
import type { Clock } from "../usage/allowance.js";
import type { BurstLimiter } from "./burst.js";
import type { ErrorCode } from "./errors.js";
import type { ServerMetrics } from "./plugins/metrics.js";
import type { PendingSettlements } from "./plugins/accounting.js";
import type { ExtractionPool } from "./pool.js";

/**
 * A reservation's life: reserved before extraction; once the 200 is flushed to the socket,
 * committing and then charged; on any other outcome, refunded.
 */
export interface Charge {
  readonly requestId: string;
  readonly took: ChargeKind;
  state: "reserved" | "committing" | "charged" | "refunded";
}

/** Allowance figures for the response headers, as last seen for this request. */
export interface UsageSnapshot {
  readonly freeUsed: number;
  readonly creditBalance: number;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: ActiveToken | null;
    charge: Charge | null;
    usage: UsageSnapshot | null;
    /** UTF-8 bytes of `html`, for the log line (0 when none). */
    htmlBytes: number;
    /** The catalogue code of an error answer, for the log line and metrics. */
    errorCode: ErrorCode | null;
  }
}

/** Everything the routes and hooks need, injected by buildApp's caller. */
export interface AppServices {
  readonly store: Store;
  readonly pool: ExtractionPool;
  readonly clock: Clock;
  readonly burst: BurstLimiter;
  readonly metrics: ServerMetrics;
  /** Commits and refunds that outlive their response; closing the app waits for them. */
  readonly settlements: PendingSettlements;
}
