/**
 * `/usage`: the numbers come from the same store reads and the same policy functions as
 * the API's allowance headers (src/usage/allowance.ts), so the page and a response's
 * `RateLimit` / `X-Credits-Remaining` agree at any moment (test/dashboard checks it).
 */
import type { FastifyInstance } from "fastify";
import { FREE_REQUESTS_PER_DAY, freeRemaining, secondsUntilReset, utcDayKey } from "../../usage/allowance.js";
import { CHART_DAYS, dayKeysEnding } from "../chart.js";
import { requireSession, sendPage, sessionOf, type DashboardDeps } from "../context.js";
import { usagePage } from "../pages/usage.js";

export const RECENT_REQUESTS = 50;

export function registerUsageRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  app.get("/usage", { preHandler: requireSession }, async (request, reply) => {
    const { accountId } = sessionOf(request);
    const now = deps.clock();
    const today = utcDayKey(now);
    const tokens = await deps.store.listTokens(accountId);
    // Only a token of this account filters; anything else shows all tokens.
    const wanted = (request.query as Record<string, string | undefined>).token ?? "";
    const selected = /^\d{1,15}$/.test(wanted) ? (tokens.find((t) => t.id === Number(wanted)) ?? null) : null;
    const query = selected === null ? { accountId } : { accountId, tokenId: selected.id };
    const days = dayKeysEnding(today, CHART_DAYS);
    const [freeUsed, credits, usage, recent] = await Promise.all([
      deps.store.freeUsedOn(accountId, today),
      deps.store.creditBalance(accountId),
      deps.store.usageByDay(query, days[0]!, today),
      deps.store.recentRequests(query, RECENT_REQUESTS),
    ]);
    const toReset = secondsUntilReset(now);
    return sendPage(deps, request, reply, (ctx) =>
      usagePage(ctx, {
        freeUsed,
        // The account's allowance is its primary token's: the number its RateLimit header shows.
        freeRemaining: freeRemaining({ isPrimary: true, freeUsedToday: freeUsed }),
        freePerDay: FREE_REQUESTS_PER_DAY,
        resetsAt: new Date(now + toReset * 1000 - (now % 1000)),
        secondsToReset: toReset,
        credits,
        tokens,
        selectedTokenId: selected?.id ?? null,
        days,
        usage,
        recent,
      }),
    );
  });
}
