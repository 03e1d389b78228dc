/**
 * GET /v1/usage: the calling token's allowance and the account's credits, free of
 * charge (it never reserves anything). Same authentication and burst limit as extraction.
 */
import type { FastifyInstance } from "fastify";
import { freeAllowanceFor, freeRemaining, secondsUntilReset, utcDayKey } from "../../usage/allowance.js";
import type { AppServices } from "../context.js";
import { authenticate } from "../plugins/auth.js";
import { methodNotAllowed } from "../plugins/problem.js";
import { allowanceHeaderDocs, problemResponses, usageResponseSchema } from "../schemas.js";

export function registerUsageRoute(app: FastifyInstance, services: AppServices): void {
  app.get(
    "/v1/usage",
    {
      schema: {
        summary: "Today's allowance and the credit balance",
        description: "Free of charge. Counts reset at 00:00 UTC.",
        tags: ["account"],
        security: [{ bearerAuth: [] }],
        response: {
          200: { description: "Usage of the calling token's account", headers: allowanceHeaderDocs, ...usageResponseSchema },
          ...problemResponses([401, 429, 500]),
        },
      },
      onRequest: authenticate(services),
    },
    async (request, reply) => {
      const token = request.auth!;
      const now = services.clock();
      const day = utcDayKey(now);
      const [freeUsed, credits] = await Promise.all([services.store.freeUsedOn(token.accountId, day), services.store.creditBalance(token.accountId)]);
      request.usage = { freeUsed, creditBalance: credits };
      const toReset = secondsUntilReset(now);
      const body = {
        token: { displayPrefix: token.displayPrefix, primary: token.isPrimary },
        day,
        freeAllowancePerDay: freeAllowanceFor(token.isPrimary),
        freeUsedToday: freeUsed,
        freeRemainingToday: freeRemaining({ isPrimary: token.isPrimary, freeUsedToday: freeUsed }),
        resetsAt: new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().replace(".000Z", "Z"),
        secondsToReset: toReset,
        credits,
      };
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(body));
    },
  );
  methodNotAllowed(app, "/v1/usage", ["GET", "HEAD"]);
}
