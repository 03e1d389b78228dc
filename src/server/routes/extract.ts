/**
 * POST /v1/extract (SPEC.md part 4). Order of checks, each answering before the next
 * costs anything: route and method (404/405) -> token and burst limit (401/429, before
 * the body is read) -> media type and body size (415/413) -> queue room (503) -> in a
 * worker: JSON object (400), html size (413), fields (400), while the main thread
 * reserves a free unit or a credit (402; a bad body's 400/413 wins and its reservation
 * is refunded) -> extract in the same worker once reserved (504 at the time budget) ->
 * 200, charged as it is handed to the socket. The event loop never decodes or parses
 * the body.
 */
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../context.js";
import { ApiError } from "../errors.js";
import { refundCharge, reserveCharge } from "../plugins/accounting.js";
import { authenticate } from "../plugins/auth.js";
import { readJsonBody } from "../plugins/body.js";
import { methodNotAllowed } from "../plugins/problem.js";
import { ExtractionMemoryError, ExtractionTimeoutError, PoolOverloadedError } from "../pool.js";
import { allowanceHeaderDocs, extractResponseSchema, problemResponses } from "../schemas.js";

/** Retry-After for 503: a queue full of typical pages drains in well under a second. */
const OVERLOADED_RETRY_AFTER_SECONDS = 1;

const overloaded = (): ApiError =>
  new ApiError("overloaded", "the extraction queue is full; retry shortly", { headers: { "Retry-After": String(OVERLOADED_RETRY_AFTER_SECONDS) } });

export function registerExtractRoute(app: FastifyInstance, services: AppServices): void {
  app.post<{ Body: Buffer }>(
    "/v1/extract",
    {
      schema: {
        summary: "Extract the main content of an HTML page",
        description:
          "Send the whole HTML source of a page; get back its title and main content as plain text, with excerpt, author, publication date and language when found. A 200 uses one of the primary token's 100 free requests of the UTC day, else one credit; nothing else is charged.",
        tags: ["extraction"],
        security: [{ bearerAuth: [] }],
        body: { $ref: "ExtractRequest#" },
        response: {
          200: { description: "The extraction result", headers: allowanceHeaderDocs, ...extractResponseSchema },
          ...problemResponses([400, 401, 402, 413, 415, 429, 500, 503, 504]),
        },
      },
      // The body schema documents the request (/openapi.json); the worker checks it
      // (request-body.ts), so Fastify's validator is not run on the raw bytes.
      validatorCompiler: () => () => true,
      onRequest: authenticate(services),
      preParsing: readJsonBody,
    },
    async (request, reply) => {
      try {
        const answer = await services.pool.run(request.body, async () => {
          await reserveCharge(services, request, reply);
        });
        request.htmlBytes = answer.htmlBytes;
        if (answer.kind === "invalid") {
          throw new ApiError(answer.code, answer.detail, answer.errors !== undefined ? { errors: answer.errors } : {});
        }
        if (answer.kind !== "done") throw new Error("extraction worker stopped without a decision to stop");
        services.metrics.extractionSeconds.observe(answer.extractMs / 1000);
        return reply.code(200).type("application/json; charset=utf-8").send(answer.json);
      } catch (err) {
        if (request.charge !== null) await refundCharge(services, request, request.charge);
        if (err instanceof PoolOverloadedError) throw overloaded();
        if (err instanceof ExtractionTimeoutError) throw new ApiError("extraction_timeout", `${err.message}; nothing was charged`);
        // A document past the worker's heap limit exceeded its per-document budget as surely
        // as a slow one (a retry would fail again, so not 503's "retry shortly").
        if (err instanceof ExtractionMemoryError) throw new ApiError("extraction_timeout", `${err.message}; nothing was charged`);
        throw err;
      }
    },
  );
  methodNotAllowed(app, "/v1/extract", ["POST"]);
}
