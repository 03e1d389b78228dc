/**
 * Tokens: list, create (shown once), rename, deactivate (after a confirmation page) and
 * rotate the primary (one store transaction). Every token id in a path is checked to be
 * the signed-in account's before anything is done with it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TokenInfo } from "../../store/store.js";
import { issueToken } from "../../usage/accounts.js";
import { displayPrefix, generateToken, hashToken } from "../../usage/token.js";
import { field, requestOrigin, requireSession, seeOther, sendPage, sessionOf, type DashboardDeps } from "../context.js";
import { DashboardError } from "../errors.js";
import { confirmDeactivatePage, confirmRotatePage, TOKEN_NAME_MAX_CHARS, tokensPage } from "../pages/tokens.js";

/** Notices after a redirect, chosen by a fixed key: nothing from the query string reaches the page. */
const DONE_NOTICES: Readonly<Record<string, string>> = {
  renamed: "Token renamed.",
  deactivated: "Token deactivated. Requests with it now get 401.",
};

/** A token name: trimmed, at most 64 characters, no control characters; "" means no name. */
export function cleanTokenName(raw: string): string | null | "invalid" {
  const name = raw.trim();
  if (name === "") return null;
  if ([...name].length > TOKEN_NAME_MAX_CHARS || /[\u0000-\u001f\u007f]/.test(name)) return "invalid";
  return name;
}

async function ownToken(deps: DashboardDeps, request: FastifyRequest): Promise<TokenInfo> {
  const id = (request.params as { id?: string }).id ?? "";
  const tokens = await deps.store.listTokens(sessionOf(request).accountId);
  const token = /^\d{1,15}$/.test(id) ? tokens.find((t) => t.id === Number(id)) : undefined;
  if (token === undefined) throw new DashboardError("not_found", "no such token on this account");
  return token;
}

export function registerTokenRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  const signedIn = { preHandler: requireSession };

  app.get("/tokens", signedIn, async (request, reply) => {
    const tokens = await deps.store.listTokens(sessionOf(request).accountId);
    const done = (request.query as Record<string, string | undefined>).done;
    const notice = done !== undefined ? DONE_NOTICES[done] : undefined;
    return sendPage(deps, request, reply, (ctx) => tokensPage(ctx, tokens, notice !== undefined ? { notice } : {}));
  });

  app.post("/tokens", signedIn, async (request, reply) => {
    const session = sessionOf(request);
    const name = cleanTokenName(field(request.body, "name"));
    if (name === "invalid") {
      const tokens = await deps.store.listTokens(session.accountId);
      return sendPage(deps, request, reply, (ctx) => tokensPage(ctx, tokens, { error: `A name has at most ${TOKEN_NAME_MAX_CHARS} characters.` }), 400);
    }
    const { tokenId, token } = await issueToken(deps.store, session.accountId, false, name);
    request.log.info({ accountId: session.accountId, tokenId }, "dashboard: token created");
    const tokens = await deps.store.listTokens(session.accountId);
    return sendPage(deps, request, reply, (ctx) =>
      tokensPage(ctx, tokens, { created: { token, label: name !== null ? `New token "${name}"` : "New token", origin: requestOrigin(request) } }),
    );
  });

  app.post("/tokens/:id/rename", signedIn, async (request, reply) => {
    const token = await ownToken(deps, request);
    const name = cleanTokenName(field(request.body, "name"));
    if (name === "invalid") {
      const tokens = await deps.store.listTokens(sessionOf(request).accountId);
      return sendPage(deps, request, reply, (ctx) => tokensPage(ctx, tokens, { error: `A name has at most ${TOKEN_NAME_MAX_CHARS} characters.` }), 400);
    }
    await deps.store.renameToken(sessionOf(request).accountId, token.id, name);
    return seeOther(reply, "/tokens?done=renamed");
  });

  app.get("/tokens/:id/deactivate", signedIn, async (request, reply) => {
    const token = await ownToken(deps, request);
    if (!token.active) return seeOther(reply, "/tokens");
    return sendPage(deps, request, reply, (ctx) => confirmDeactivatePage(ctx, token));
  });

  app.post("/tokens/:id/deactivate", signedIn, async (request, reply) => {
    const token = await ownToken(deps, request);
    await deps.store.deactivateToken(token.id);
    request.log.info({ accountId: sessionOf(request).accountId, tokenId: token.id }, "dashboard: token deactivated");
    return seeOther(reply, "/tokens?done=deactivated");
  });

  app.get("/tokens/rotate", signedIn, async (request, reply) => {
    const tokens = await deps.store.listTokens(sessionOf(request).accountId);
    const current = tokens.find((t) => t.isPrimary && t.active) ?? null;
    return sendPage(deps, request, reply, (ctx) => confirmRotatePage(ctx, current));
  });

  app.post("/tokens/rotate", signedIn, async (request, reply) => {
    const session = sessionOf(request);
    const token = generateToken();
    const rotated = await deps.store.rotatePrimaryToken(session.accountId, { hash: hashToken(token), displayPrefix: displayPrefix(token) });
    request.log.info({ accountId: session.accountId, tokenId: rotated.tokenId, replaced: rotated.replacedTokenId }, "dashboard: primary token rotated");
    const tokens = await deps.store.listTokens(session.accountId);
    return sendPage(deps, request, reply, (ctx) =>
      tokensPage(ctx, tokens, { created: { token, label: "New primary token (the old one no longer works)", origin: requestOrigin(request) } }),
    );
  });
}
