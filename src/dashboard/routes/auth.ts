/**
 * Sign-up, sign-in and sign-out. One generic answer for a wrong email or password, failed
 * attempts throttled in the store (throttle.ts), a new session id at every sign-in, the
 * CSRF secret renewed whenever the session changes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { StoreConflictError } from "../../store/store.js";
import { issueAccount, type IssuedAccount } from "../../usage/accounts.js";
import { field, renewCsrfSecret, requestOrigin, seeOther, sendPage, type DashboardDeps } from "../context.js";
import { EMAIL_MAX_CHARS, normalizeEmail } from "../email.js";
import { DashboardError } from "../errors.js";
import { html } from "../html.js";
import { signinLinkPage, signinPage, signupPage } from "../pages/auth.js";
import { formatDuration } from "../pages/format.js";
import { tokenShownOnce } from "../pages/tokens.js";
import { checkNewPassword, hashPassword, PASSWORD_PROBLEM_TEXT, verifyPassword } from "../passwords.js";
import { endSession, startSession } from "../sessions.js";
import { isSignInLinkToken, isUsable, signInLinkHash, SIGNIN_LINK_PATH } from "../signin-links.js";
import { addressKey, currentWait, emailKey, recordFailure, signupAddressKey } from "../throttle.js";

/** The one answer for an unknown email, a wrong password, or an account without a password. */
export const SIGNIN_FAILED = "Email or password is wrong.";
/** Sign-up with an email that is taken: says nothing about whether it is. */
export const SIGNUP_FAILED = "Could not create an account with these details. If you already have an account, sign in instead.";
const EMAIL_MAX = EMAIL_MAX_CHARS;

function throttledText(seconds: number): string {
  return `Too many attempts. Wait ${formatDuration(seconds)} and try again.`;
}

export function registerAuthRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  const signupOpen = (): void => {
    if (deps.config.signup !== "open") throw new DashboardError("signup_closed", "SIGNUP=closed");
  };

  app.get("/signup", async (request, reply) => {
    signupOpen();
    if (request.dashboardSession !== null) return seeOther(reply, "/");
    return sendPage(deps, request, reply, (ctx) => signupPage(ctx));
  });

  app.post("/signup", async (request, reply) => {
    signupOpen();
    const rawEmail = field(request.body, "email");
    const password = field(request.body, "password");
    const email = normalizeEmail(rawEmail);
    const again = (error: string, status: number) => sendPage(deps, request, reply, (ctx) => signupPage(ctx, { email: rawEmail.slice(0, EMAIL_MAX), error }), status);
    if (email === null) return again("Enter a valid email address.", 400);
    const problem = checkNewPassword(password, email);
    if (problem !== null) return again(PASSWORD_PROBLEM_TEXT[problem], 400);
    const now = deps.clock();
    const keys = [signupAddressKey(request.ip)];
    const wait = await currentWait(deps.store, keys, now);
    if (wait > 0) return again(throttledText(wait), 429);
    // Hashed before the email is looked at, so a taken email answers no faster.
    const passwordHash = await hashPassword(password);
    let issued: IssuedAccount;
    try {
      issued = await issueAccount(deps.store, email);
    } catch (err) {
      if (!(err instanceof StoreConflictError)) throw err;
      await recordFailure(deps.store, keys, now);
      return again(SIGNUP_FAILED, 400);
    }
    await deps.store.setPasswordHash(issued.accountId, passwordHash);
    await signIn(request, reply, issued.accountId, email);
    request.log.info({ accountId: issued.accountId }, "dashboard: account created");
    const token = issued.primaryToken;
    return sendPage(deps, request, reply, (ctx) => ({
      title: "Welcome",
      body: html`<h1>Welcome</h1><p>Your account is ready: 100 free requests a day on the primary token below.</p>${tokenShownOnce(
        ctx,
        requestOrigin(request),
        token,
        "Your primary API token",
      )}<p><a href="/">Go to the overview</a></p>`,
    }));
  });

  app.get("/signin", async (request, reply) => {
    if (request.dashboardSession !== null) return seeOther(reply, "/");
    const query = request.query as Record<string, string | undefined>;
    const notice = query["signed-out"] !== undefined ? "You are signed out." : query.deleted !== undefined ? "The account is deleted." : undefined;
    return sendPage(deps, request, reply, (ctx) => signinPage(ctx, notice !== undefined ? { notice } : {}));
  });

  app.post("/signin", async (request, reply) => {
    const rawEmail = field(request.body, "email");
    const password = field(request.body, "password");
    const email = normalizeEmail(rawEmail) ?? rawEmail.trim().toLowerCase().slice(0, EMAIL_MAX);
    const keys = [emailKey(email), addressKey(request.ip)];
    const now = deps.clock();
    const wait = await currentWait(deps.store, keys, now);
    const again = (error: string, status: number) => sendPage(deps, request, reply, (ctx) => signinPage(ctx, { email: rawEmail.slice(0, EMAIL_MAX), error }), status);
    if (wait > 0) {
      request.log.warn({ waitSeconds: wait }, "dashboard: sign-in throttled");
      return again(throttledText(wait), 429);
    }
    const account = await deps.store.findAccountByEmail(email);
    const stored = account === null ? null : await deps.store.getPasswordHash(account.id);
    if (account === null || !(await verifyPassword(stored, password))) {
      await recordFailure(deps.store, keys, now);
      return again(SIGNIN_FAILED, 401);
    }
    await deps.store.clearSignInFailures(emailKey(email).key);
    await signIn(request, reply, account.id, email);
    return seeOther(reply, "/");
  });

  /**
   * A one-time sign-in link (signin-links.ts). GET only shows what the link does, with a
   * form: previewers that fetch the URL do not use it up. Expired, used and unknown links
   * get the same page and status.
   */
  app.get(SIGNIN_LINK_PATH, async (request, reply) => {
    // The page's URL holds the token: no Referer carries it anywhere, not even to this origin's assets.
    reply.header("Referrer-Policy", "no-referrer");
    const token = (request.query as Record<string, unknown>).token;
    const hash = typeof token === "string" && isSignInLinkToken(token) ? signInLinkHash(token) : null;
    const link = hash === null ? null : await deps.store.findSignInLink(hash);
    const account = isUsable(link, deps.clock()) ? await deps.store.getAccount(link.accountId) : null;
    if (account === null || typeof token !== "string") throw new DashboardError("link_invalid", "sign-in link not usable (GET)");
    return sendPage(deps, request, reply, (ctx) => signinLinkPage(ctx, { email: account.email, token }));
  });

  app.post(SIGNIN_LINK_PATH, async (request, reply) => {
    reply.header("Referrer-Policy", "no-referrer");
    const token = field(request.body, "token");
    const accountId = isSignInLinkToken(token) ? await deps.store.consumeSignInLink(signInLinkHash(token), new Date(deps.clock())) : null;
    const account = accountId === null ? null : await deps.store.getAccount(accountId);
    if (account === null) throw new DashboardError("link_invalid", "sign-in link not usable (POST)");
    await signIn(request, reply, account.id, account.email, true);
    request.log.info({ accountId: account.id }, "dashboard: signed in with a one-time link");
    return seeOther(reply, "/account?done=link");
  });

  app.post("/signout", async (request, reply) => {
    await endSession(deps.store, request, reply, deps.cookies, deps.config.secureCookies);
    renewCsrfSecret(deps, request, reply);
    return seeOther(reply, "/signin?signed-out");
  });

  /** Ends any session this browser had (a new id at every sign-in) and starts a new one. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, accountId: number, email: string, viaLink = false): Promise<void> {
    await endSession(deps.store, request, reply, deps.cookies, deps.config.secureCookies);
    const hash = await startSession(deps.store, reply, deps.cookies, deps.config.secureCookies, accountId, viaLink);
    request.dashboardSession = { accountId, email, hash, viaLink, createdAtMs: deps.clock() };
    renewCsrfSecret(deps, request, reply);
  }
}
