/**
 * Authentication and the burst limit, as one `onRequest` hook for authenticated routes:
 * it runs before the body is read, so a request without a valid token never costs the
 * server a body parse. A malformed token (wrong prefix, length, characters or checksum)
 * is refused without a database lookup; malformed, unknown and deactivated tokens get
 * the same answer (DECISIONS.md).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { hashToken, parseToken } from "../../usage/token.js";
import { readBearer } from "../../usage/bearer.js";
import type { AppServices } from "../context.js";
import { ApiError, wwwAuthenticate } from "../errors.js";

/** "Last used" is shown to the minute at best; touching the row once a minute per token saves a write per request. */
const TOUCH_EVERY_MS = 60_000;

export function authenticate(services: AppServices) {
  const lastTouched = new Map<number, number>();
  return async function authenticateHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const bearer = readBearer(request.headers.authorization);
    if (bearer.kind === "missing") {
      throw new ApiError("missing_token", "send the API token as Authorization: Bearer ce_...", {
        headers: { "WWW-Authenticate": wwwAuthenticate("missing_token") },
      });
    }
    const invalid = new ApiError("invalid_token", "the API token is malformed, unknown or deactivated", {
      headers: { "WWW-Authenticate": wwwAuthenticate("invalid_token") },
    });
    if (!parseToken(bearer.credentials).ok) throw invalid;
    const token = await services.store.findActiveTokenByHash(hashToken(bearer.credentials));
    if (token === null) throw invalid;
    request.auth = token;
    const burst = services.burst.take(token.id);
    if (!burst.ok) {
      throw new ApiError("rate_limited", `over ${services.burst.perSecond} requests per second on this token; retry after ${burst.retryAfterSeconds} s`, {
        headers: { "Retry-After": String(burst.retryAfterSeconds) },
      });
    }
    const now = services.clock();
    if (now - (lastTouched.get(token.id) ?? -Infinity) >= TOUCH_EVERY_MS) {
      if (lastTouched.size > 10_000) lastTouched.clear();
      lastTouched.set(token.id, now);
      // Written without holding up the request; a failure only loses a "last used" time.
      services.store.touchToken(token.id, new Date(now)).catch((err: unknown) => request.log.warn({ err }, "touchToken failed"));
    }
  };
}
