/** `/`: the overview when signed in, the about page otherwise. */
import type { FastifyInstance } from "fastify";
import { accountUsage } from "../../usage/accounts.js";
import { sendPage, type DashboardDeps } from "../context.js";
import { aboutPage, overviewPage } from "../pages/home.js";

export function registerHomeRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  app.get("/", async (request, reply) => {
    const session = request.dashboardSession;
    if (session === null) return sendPage(deps, request, reply, (ctx) => aboutPage(ctx));
    const usage = await accountUsage(deps.store, session.accountId, deps.clock());
    if (usage === null) return sendPage(deps, request, reply, (ctx) => aboutPage(ctx));
    return sendPage(deps, request, reply, (ctx) =>
      overviewPage(ctx, {
        freeUsed: usage.freeUsedToday,
        freeRemaining: usage.freeRemainingToday,
        secondsToReset: usage.secondsToReset,
        credits: usage.credits,
        tokens: usage.tokens,
      }),
    );
  });
}
