/**
 * Starting and stopping the server (the only place that listens): open the store,
 * refund what a crash left reserved, start the worker pool, build the app, listen, and
 * on SIGTERM/SIGINT stop accepting, let in-flight requests finish (bounded), close the
 * pool and the store. `ce serve` (src/cli/serve.ts) calls `startServer`.
 */
import type { FastifyInstance } from "fastify";
import { openStore } from "../store/index.js";
import type { Store } from "../store/store.js";
import { issueAccount } from "../usage/accounts.js";
import { systemClock, type Clock } from "../usage/allowance.js";
import { buildApp } from "./app.js";
import type { ServerConfig } from "./config.js";
import { ExtractionPool } from "./pool.js";

/** The account `ce serve` creates on an empty database, so the first start ends with a working token. */
export const LOCAL_ACCOUNT_EMAIL = "local@localhost";

/**
 * How much longer than the extraction budget (EXTRACT_TIMEOUT_MS) a live request may hold
 * its reservation: waiting in the queue under load, writing the answer, and clock skew
 * between hosts (created_at comes from the instance that reserved). Older reservations
 * on a shared database belong to an instance that died.
 */
export const PENDING_RESERVATION_MARGIN_MS = 60_000;

/** Age beyond which a pending reservation on a shared (PostgreSQL) database is refunded. */
export function abandonedReservationAgeMs(config: Pick<ServerConfig, "extractTimeoutMs">): number {
  return config.extractTimeoutMs + PENDING_RESERVATION_MARGIN_MS;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly pool: ExtractionPool;
  /** `http://host:port` it listens on. */
  readonly url: string;
  /** Set on the first start with an empty database: shown once, stored nowhere. */
  readonly firstToken: string | null;
  /** Reservations a previous process left pending, refunded at this start. */
  readonly refundedAtStart: number;
  /** Graceful stop; resolves when the store is closed. */
  close(): Promise<void>;
}

export interface StartOptions {
  readonly clock?: Clock;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const store = await openStore(config.databaseUrl, { clock });
  // SQLite: one instance per database file, so every reservation still pending belongs to
  // a dead process. PostgreSQL: other live instances may share the database, so only
  // reservations older than the longest a live request can hold one are refunded: now,
  // and again at that interval, so what a dead instance left is given back by the others
  // without waiting for a restart.
  const sharedDatabase = store.kind === "postgres";
  const refundAbandoned = (): Promise<number> =>
    sharedDatabase
      ? store.refundPendingReservations({ createdBefore: new Date(clock() - abandonedReservationAgeMs(config)) })
      : store.refundPendingReservations();
  const refundedAtStart = await refundAbandoned();
  let firstToken: string | null = null;
  if ((await store.countAccounts()) === 0) {
    firstToken = (await issueAccount(store, LOCAL_ACCOUNT_EMAIL)).primaryToken;
  }
  const pool = new ExtractionPool({
    workers: config.workers,
    queueLimit: config.queueLimit,
    timeoutMs: config.extractTimeoutMs,
    youngGenerationMb: config.workerYoungGenerationMb,
    heapMb: config.workerHeapMb,
  });
  const app = await buildApp({ store, pool, clock: options.clock, burstPerSecond: config.burstPerSecond, logLevel: config.logLevel, processMetrics: true, dashboard: config.dashboard });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    await pool.close();
    await store.close();
    throw err;
  }
  if (refundedAtStart > 0) app.log.warn({ refunded: refundedAtStart }, "refunded reservations left pending by a previous process");
  const sweep = sharedDatabase
    ? setInterval(() => {
        refundAbandoned().then(
          (refunded) => {
            if (refunded > 0) app.log.warn({ refunded }, "refunded reservations abandoned by an instance that stopped");
          },
          (err: unknown) => app.log.error({ err }, "refunding abandoned reservations failed; retrying at the next sweep"),
        );
      }, abandonedReservationAgeMs(config)).unref()
    : null;
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      if (sweep !== null) clearInterval(sweep);
      const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), config.shutdownTimeoutMs).unref());
      const outcome = await Promise.race([app.close().then(() => "closed" as const), timer]);
      if (outcome === "timeout") {
        app.log.warn({ afterMs: config.shutdownTimeoutMs }, "in-flight requests still open at the shutdown limit; closing anyway");
        app.server.closeAllConnections();
      }
      await pool.close();
      await store.close();
    })();
    return closing;
  };
  return { app, store, pool, url: `http://${host}:${port}`, firstToken, refundedAtStart, close };
}

/** SIGTERM / SIGINT: a graceful stop, then exit; a second signal exits at once. */
export function stopOnSignals(server: RunningServer): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    server.app.log.info({ signal }, "shutting down: finishing in-flight requests");
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
