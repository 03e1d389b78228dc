/**
 * Routes for operators, free and unauthenticated: liveness (/healthz), readiness
 * (/readyz: the store answers and extraction workers are up) and Prometheus metrics
 * (/metrics; keep it off the public internet with the balancer, docs/api.md).
 */
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../context.js";
import { methodNotAllowed } from "../plugins/problem.js";

const statusSchema = {
  type: "object",
  properties: { status: { type: "string" }, store: { type: "string" }, workers: { type: "integer" } },
} as const;

export function registerOperationsRoutes(app: FastifyInstance, services: AppServices): void {
  app.get("/healthz", { schema: { summary: "Liveness: the process is up", tags: ["operations"], response: { 200: statusSchema } } }, async (_request, reply) => {
    return reply.type("application/json; charset=utf-8").send('{"status":"ok"}');
  });
  methodNotAllowed(app, "/healthz", ["GET", "HEAD"]);

  app.get(
    "/readyz",
    { schema: { summary: "Readiness: the store answers and extraction workers are up", tags: ["operations"], response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      let store = "ok";
      try {
        await services.store.ping();
      } catch (err) {
        request.log.warn({ err }, "readiness: store ping failed");
        store = "unreachable";
      }
      const workers = services.pool.stats().threads;
      const ready = store === "ok" && workers > 0;
      return reply
        .code(ready ? 200 : 503)
        .type("application/json; charset=utf-8")
        .send(JSON.stringify({ status: ready ? "ready" : "not_ready", store, workers }));
    },
  );
  methodNotAllowed(app, "/readyz", ["GET", "HEAD"]);

  app.get("/metrics", { schema: { summary: "Prometheus metrics", tags: ["operations"] } }, async (_request, reply) => {
    const text = await services.metrics.registry.metrics();
    return reply.type(services.metrics.registry.contentType).send(text);
  });
  methodNotAllowed(app, "/metrics", ["GET", "HEAD"]);
}
