/**
 * POST /v1/extract (SPEC.md part 4). Order of checks, each answering before the next
 * costs anything: route and method (404/405) -> token and burst limit (401/429, before
 * the body is read) -> media type and size (415/413) -> JSON object (400) -> schema
 * (400) -> queue room (503) -> reserve a free unit or credit (402) -> extract in a
 * worker (504 at the time budget) -> 200, charged as it is handed to the socket.
 */
import type { FastifyInstance } from "fastify";
import type { ContentTypeHint } from "../../extract/index.js";
import type { AppServices } from "../context.js";
import { ApiError } from "../errors.js";
import { refundCharge, reserveCharge } from "../plugins/accounting.js";
import { authenticate } from "../plugins/auth.js";
import { checkBodyShape, readJsonBody } from "../plugins/body.js";
import { methodNotAllowed } from "../plugins/problem.js";
import { ExtractionTimeoutError, PoolOverloadedError } from "../pool.js";
import { allowanceHeaderDocs, extractRequestSchema, extractResponseSchema, problemResponses } from "../schemas.js";
import { checkPageUrl } from "../validation.js";

interface ExtractBody {
  html: string;
  url?: string;
  contentTypeHint?: ContentTypeHint;
  languageHint?: string;
}

/** Retry-After for 503: a queue full of typical pages drains in well under a second. */
const OVERLOADED_RETRY_AFTER_SECONDS = 1;

export function registerExtractRoute(app: FastifyInstance, services: AppServices): void {
  app.post<{ Body: ExtractBody }>(
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
      onRequest: authenticate(services),
      preParsing: readJsonBody,
      preValidation: checkBodyShape,
    },
    async (request, reply) => {
      const body = request.body;
      const urlError = checkPageUrl(body.url);
      if (urlError !== null) throw new ApiError("validation_failed", `url ${urlError.detail}`, { errors: [urlError] });
      const overloaded = () =>
        new ApiError("overloaded", "the extraction queue is full; retry shortly", { headers: { "Retry-After": String(OVERLOADED_RETRY_AFTER_SECONDS) } });
      if (services.pool.isFull()) throw overloaded();

      const charge = await reserveCharge(services, request, reply);
      try {
        const answer = await services.pool.run({
          html: body.html,
          url: body.url,
          contentTypeHint: body.contentTypeHint,
          languageHint: body.languageHint,
        });
        services.metrics.extractionSeconds.observe(answer.extractMs / 1000);
        return reply.code(200).type("application/json; charset=utf-8").send(answer.json);
      } catch (err) {
        await refundCharge(services, request, charge);
        if (err instanceof PoolOverloadedError) throw overloaded();
        if (err instanceof ExtractionTimeoutError) throw new ApiError("extraction_timeout", `${err.message}; nothing was charged`);
        throw err;
      }
    },
  );
  methodNotAllowed(app, "/v1/extract", ["POST"]);
}
