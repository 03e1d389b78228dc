/**
 * `/account`: change the password (the current one is asked for; every other session of
 * the account ends), sign out everywhere, delete the account (password asked again).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { field, renewCsrfSecret, requireSession, seeOther, sendPage, sessionOf, type DashboardDeps } from "../context.js";
import { accountDeletedPage, accountPage } from "../pages/account.js";
import { checkNewPassword, hashPassword, PASSWORD_PROBLEM_TEXT, verifyPassword } from "../passwords.js";
import { cookieOptions, startSession } from "../sessions.js";
import { addressKey, currentWait, recordFailure } from "../throttle.js";
import { formatDuration } from "../pages/format.js";
import { maySetPasswordWithoutCurrent } from "../signin-links.js";

const WRONG_CURRENT = "The current password is wrong.";

export function registerAccountRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  const signedIn = { preHandler: requireSession };
  const NOTICES: Readonly<Record<string, string>> = {
    password: "Password changed. Other browsers are signed out.",
    link: "You are signed in. Choose a password now: the sign-in link does not work again.",
  };
  /** Whether this request's session may set a password without the current one (signin-links.ts). */
  const setPassword = (request: FastifyRequest): boolean => maySetPasswordWithoutCurrent(sessionOf(request), deps.clock());

  app.get("/account", signedIn, async (request, reply) => {
    const done = (request.query as Record<string, string | undefined>).done;
    const notice = done !== undefined ? NOTICES[done] : undefined;
    const setPasswordForm = setPassword(request);
    return sendPage(deps, request, reply, (ctx) => accountPage(ctx, { setPassword: setPasswordForm, ...(notice !== undefined ? { notice } : {}) }));
  });

  /**
   * The current password, checked under the same per-address throttle as sign-in: a
   * stolen session must not become a way to guess the password without limits.
   */
  async function checkCurrent(accountId: number, ip: string, password: string): Promise<string | null> {
    const now = deps.clock();
    const keys = [addressKey(ip)];
    const wait = await currentWait(deps.store, keys, now);
    if (wait > 0) return `Too many attempts. Wait ${formatDuration(wait)} and try again.`;
    if (await verifyPassword(await deps.store.getPasswordHash(accountId), password)) return null;
    await recordFailure(deps.store, keys, now);
    return WRONG_CURRENT;
  }

  app.post("/account/password", signedIn, async (request, reply) => {
    const session = sessionOf(request);
    // A session a sign-in link started sets the password without the current one, in its first minutes.
    const withoutCurrent = setPassword(request);
    const again = (error: string) => sendPage(deps, request, reply, (ctx) => accountPage(ctx, { error, setPassword: withoutCurrent }), 400);
    const error = withoutCurrent ? null : await checkCurrent(session.accountId, request.ip, field(request.body, "current"));
    if (error !== null) return again(error);
    const problem = checkNewPassword(field(request.body, "password"), session.email);
    if (problem !== null) return again(PASSWORD_PROBLEM_TEXT[problem]);
    await deps.store.setPasswordHash(session.accountId, await hashPassword(field(request.body, "password")));
    // OWASP: a password change ends the other sessions; this browser gets a fresh one.
    await deps.store.deleteAccountSessions(session.accountId);
    const hash = await startSession(deps.store, reply, deps.cookies, deps.config.secureCookies, session.accountId);
    request.dashboardSession = { ...session, hash, viaLink: false, createdAtMs: deps.clock() };
    renewCsrfSecret(deps, request, reply);
    request.log.info({ accountId: session.accountId }, "dashboard: password changed");
    return seeOther(reply, "/account?done=password");
  });

  app.post("/account/signout-everywhere", signedIn, async (request, reply) => {
    const session = sessionOf(request);
    const ended = await deps.store.deleteAccountSessions(session.accountId);
    request.log.info({ accountId: session.accountId, sessions: ended }, "dashboard: signed out everywhere");
    reply.clearCookie(deps.cookies.session, cookieOptions(deps.config.secureCookies));
    return seeOther(reply, "/signin?signed-out");
  });

  app.post("/account/delete", signedIn, async (request, reply) => {
    const session = sessionOf(request);
    const error = await checkCurrent(session.accountId, request.ip, field(request.body, "current"));
    if (error !== null) return sendPage(deps, request, reply, (ctx) => accountPage(ctx, { error }), 400);
    if (field(request.body, "confirm") !== "yes") return sendPage(deps, request, reply, (ctx) => accountPage(ctx, { error: "Tick the box to confirm." }), 400);
    await deps.store.deleteAccount(session.accountId);
    request.log.info({ accountId: session.accountId }, "dashboard: account deleted");
    reply.clearCookie(deps.cookies.session, cookieOptions(deps.config.secureCookies));
    request.dashboardSession = null;
    renewCsrfSecret(deps, request, reply);
    return sendPage(deps, request, reply, () => accountDeletedPage());
  });
}
