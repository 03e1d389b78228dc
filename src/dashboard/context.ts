/**
 * What the dashboard's hooks leave on a request, and what its routes share: the store,
 * the clock, the settings, the cookie names, and one function that renders a page.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DashboardConfig } from "../server/config.js";
import type { Store } from "../store/store.js";
import type { Clock } from "../usage/allowance.js";
import { layout, type Page, type PageContext } from "./layout.js";
import { cookieOptions, type CookieNames, type DashboardSession } from "./sessions.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in dashboard session, from the session cookie only (never a bearer token). */
    dashboardSession: DashboardSession | null;
  }
}

export interface DashboardDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly config: DashboardConfig;
  readonly cookies: CookieNames;
}

/** Where this server is reached, as the browser sees it (for the curl line). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Forgets this request's CSRF secret so the page rendered next gets a new one (and a new
 * cookie): called when the session changes (sign-in, sign-up, sign-out), so tokens issued
 * before no longer validate afterwards.
 */
export function renewCsrfSecret(deps: DashboardDeps, request: FastifyRequest, reply: FastifyReply): void {
  delete request.cookies[deps.cookies.csrf];
  // Cleared for a redirect; a page rendered in this response sets a new one over it
  // (@fastify/cookie keeps one Set-Cookie per name and path: the last wins).
  reply.clearCookie(deps.cookies.csrf, { ...cookieOptions(deps.config.secureCookies), sameSite: "strict" });
}

export function pageContext(deps: DashboardDeps, request: FastifyRequest, reply: FastifyReply): PageContext {
  return {
    session: request.dashboardSession,
    csrf: reply.generateCsrf(),
    path: request.routeOptions.url ?? request.url,
    signupOpen: deps.config.signup === "open",
  };
}

/** Builds a page from the request's context. */
export type PageRenderer = (ctx: PageContext) => Page;

/**
 * Renders a page as the response, never cached (pages show account data and CSRF tokens).
 * The context (and its CSRF token) is made here, after the handler changed the session.
 */
export function sendPage(deps: DashboardDeps, request: FastifyRequest, reply: FastifyReply, render: PageRenderer, status = 200): FastifyReply {
  const ctx = pageContext(deps, request, reply);
  const body = layout(ctx, render(ctx));
  return reply.code(status).header("Cache-Control", "no-store").type("text/html; charset=utf-8").send(body);
}

/** 303 See Other: after a form post, the browser GETs the next page. */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.header("Cache-Control", "no-store").redirect(location, 303);
}

/** preHandler for account pages: no session, no page (303 to sign-in). */
export function requireSession(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (request.dashboardSession === null) {
    void seeOther(reply, "/signin");
    return;
  }
  done();
}

/** The signed-in session of a route behind `requireSession`. */
export function sessionOf(request: FastifyRequest): DashboardSession {
  const session = request.dashboardSession;
  if (session === null) throw new Error("route reached without a session: requireSession missing");
  return session;
}

/** A form field as a string ("" when absent or not a single string). */
export function field(body: unknown, name: string): string {
  if (typeof body !== "object" || body === null) return "";
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
}
