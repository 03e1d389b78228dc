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
import type { Clock } from "../usage/allowance.js";
import { buildApp } from "./app.js";
import type { ServerConfig } from "./config.js";
import { ExtractionPool } from "./pool.js";

/** The account `ce serve` creates on an empty database, so the first start ends with a working token. */
export const LOCAL_ACCOUNT_EMAIL = "local@localhost";

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
  const store = await openStore(config.databaseUrl, { clock: options.clock });
  // One instance per database file: every reservation still pending belongs to a dead
  // process. (Several PostgreSQL instances will pass createdBefore: docs/accounting.md.)
  const refundedAtStart = await store.refundPendingReservations();
  let firstToken: string | null = null;
  if ((await store.countAccounts()) === 0) {
    firstToken = (await issueAccount(store, LOCAL_ACCOUNT_EMAIL)).primaryToken;
  }
  const pool = new ExtractionPool({ workers: config.workers, queueLimit: config.queueLimit, timeoutMs: config.extractTimeoutMs });
  const app = await buildApp({ store, pool, clock: options.clock, burstPerSecond: config.burstPerSecond, logLevel: config.logLevel, processMetrics: true });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    await pool.close();
    await store.close();
    throw err;
  }
  if (refundedAtStart > 0) app.log.warn({ refunded: refundedAtStart }, "refunded reservations left pending by a previous process");
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
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
