/**
 * `buildApp(deps)`: the whole HTTP API as a Fastify instance that never listens by
 * itself (main.ts listens; tests use `app.inject()` or listen on port 0).
 *
 * Every request, in order:
 *   onRequest   X-Request-Id; refuse new work while shutting down
 *   route       404 not_found / 405 method_not_allowed (plugins/problem.ts)
 *   onRequest   token, burst limit (plugins/auth.ts), authenticated routes only
 *   preParsing  media type, gzip, 8 MiB body limit (plugins/body.ts); the body stays bytes
 *   handler     routes/*.ts (extraction: a worker validates the body, the route reserves,
 *               the worker extracts -> 200)
 *   onSend      allowance headers (plugins/accounting.ts)
 *   onResponse  the answer flushed: a 200's reservation is charged, any other refunded
 *               (plugins/accounting.ts, first); then one log line and the request metrics
 *   onClose     waits for commits and refunds still running
 *
 * The web dashboard (src/dashboard/plugin.ts) is a separate plugin scope with hooks of
 * its own that run for its pages only.
 */
import { randomUUID } from "node:crypto";
import swagger from "@fastify/swagger";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import type { Store } from "../store/store.js";
import { systemClock, type Clock } from "../usage/allowance.js";
import { BurstLimiter } from "./burst.js";
import { dashboardPlugin } from "../dashboard/plugin.js";
import { DASHBOARD_DEFAULTS, DEFAULTS, type DashboardConfig, type LogLevel } from "./config.js";
import type { AppServices } from "./context.js";
import { ApiError, fromFrameworkError } from "./errors.js";
import { BODY_MAX_BYTES, REQUEST_TIMEOUT_MS } from "./limits.js";
import { addAllowanceHeaders, PendingSettlements, settleCharge } from "./plugins/accounting.js";
import { keepJsonBytes } from "./plugins/body.js";
import { createMetrics } from "./plugins/metrics.js";
import { installProblemHandlers, sendProblem } from "./plugins/problem.js";
import type { ExtractionPool } from "./pool.js";
import { registerExtractRoute } from "./routes/extract.js";
import { registerOperationsRoutes } from "./routes/operations.js";
import { registerReferenceRoutes } from "./routes/reference.js";
import { registerUsageRoute } from "./routes/usage.js";
import { extractRequestSchema, problemSchema } from "./schemas.js";
import "./context.js";

export interface AppDeps {
  readonly store: Store;
  readonly pool: ExtractionPool;
  /** Injected so tests can move the day on; defaults to the system clock. */
  readonly clock?: Clock;
  /** Per-token requests per second; 0 switches the burst limit off. */
  readonly burstPerSecond?: number;
  readonly logLevel?: LogLevel;
  /** Where log lines go (tests capture them); standard output by default. */
  readonly logStream?: DestinationStream;
  /** prom-client's process metrics (CPU, memory, event loop lag); off in tests that build many apps. */
  readonly processMetrics?: boolean;
  /** The web dashboard's settings (sign-up open or closed, secure cookies); defaults: open, secure. */
  readonly dashboard?: DashboardConfig;
}

export const API_VERSION = "1.0.0";

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const services: AppServices = {
    store: deps.store,
    pool: deps.pool,
    clock,
    burst: new BurstLimiter(deps.burstPerSecond ?? DEFAULTS.burstPerSecond, clock),
    metrics: createMetrics(deps.pool, { defaultMetrics: deps.processMetrics }),
    settlements: new PendingSettlements(),
  };

  const app = Fastify({
    logger: {
      level: deps.logLevel ?? DEFAULTS.logLevel,
      ...(deps.logStream !== undefined ? { stream: deps.logStream } : {}),
    },
    // Requests are logged once, by the onResponse hook below, with chosen fields only:
    // never headers (the token) or bodies (the HTML).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    // Request ids are ledger keys: a client-sent X-Request-Id is never trusted.
    requestIdHeader: false,
    bodyLimit: BODY_MAX_BYTES,
    // A request (headers and body) must arrive within this: a slow client cannot hold a
    // connection and its buffers forever. 8 MiB at 1 Mbit/s takes 67 s.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Fastify's own 503 while closing is not problem+json; the onRequest hook answers instead.
    return503OnClosing: false,
    // Errors Fastify meets before routing (a malformed percent-encoding in the path):
    // the same problem+json as everything else; an unreadable path is an unknown one.
    frameworkErrors: (error, request, reply) => {
      reply.header("X-Request-Id", request.id);
      const apiError = error.code === "FST_ERR_BAD_URL" ? new ApiError("not_found", "the path is not a valid URL") : fromFrameworkError(error);
      sendProblem(request, reply, apiError);
    },
    ajv: { customOptions: { coerceTypes: false, allErrors: true, removeAdditional: false, useDefaults: false } },
  });

  app.decorateRequest("auth", null);
  app.decorateRequest("charge", null);
  app.decorateRequest("usage", null);
  app.decorateRequest("htmlBytes", 0);
  app.decorateRequest("errorCode", null);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Content Extraction",
        version: API_VERSION,
        description: "Send a web page's HTML, get its main content back as clean plain text, with title, excerpt, author, publication date and language.",
      },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "ce_ + 32 base62 characters + 6 checksum characters" } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
  });
  app.addSchema(extractRequestSchema);
  app.addSchema(problemSchema);

  installProblemHandlers(app);
  // Only JSON is parsed (text/plain and everything else is 415 in plugins/body.ts).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, keepJsonBytes);

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
    if (closing) {
      reply.header("Connection", "close");
      sendProblem(request, reply, new ApiError("overloaded", "the server is shutting down; retry on another instance", { headers: { "Retry-After": "1" } }));
      return reply;
    }
  });
  app.addHook("onSend", addAllowanceHeaders(services));
  // Before the log line's hook, so the line reports the charge.
  app.addHook("onResponse", settleCharge(services));
  // Connections are closed by now, so every response has settled or is settling.
  app.addHook("onClose", async () => {
    await services.settlements.drain();
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    services.metrics.requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    request.log.info(
      {
        method: request.method,
        route,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        htmlBytes: request.htmlBytes,
        token: request.auth?.displayPrefix,
        code: request.errorCode ?? undefined,
        // "committing": a PostgreSQL commit still in flight (a failure logs its own line).
        charged: request.charge?.state === "charged" || request.charge?.state === "committing" ? request.charge.took : undefined,
      },
      "request",
    );
  });

  registerExtractRoute(app, services);
  registerUsageRoute(app, services);
  registerOperationsRoutes(app, services);
  registerReferenceRoutes(app);
  // Its own encapsulated scope: cookies, forms, CSP and CSRF apply to dashboard pages only,
  // never to /v1/* (nothing is added to the extraction path; cookies cannot reach the API).
  await app.register(dashboardPlugin, { store: deps.store, clock, config: deps.dashboard ?? DASHBOARD_DEFAULTS });
  return app;
}
