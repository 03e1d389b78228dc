/**
 * One-time sign-in links (issue 16): when sign-up is closed, `ce admin account create`
 * without --password prints a link the owner follows to get in and choose a password.
 *
 * The link's token is 32 random bytes (base64url), like a session id; the store keeps
 * only its SHA-256, with the account, an expiry and when it was used. It is used once: a
 * GET only shows a confirmation page (link previewers and mail scanners fetch URLs, and
 * must not burn the link), and the POST from that page, with its CSRF token, consumes it
 * in one conditional store statement and starts a session marked as started by a link.
 *
 * The token travels in the query string (`/signin/link?token=...`) rather than a fragment,
 * so the page works without JavaScript and can tell a dead link at once. This server
 * never logs query strings: its one request log line names the route pattern
 * (`/signin/link`), not the URL (src/server/app.ts), and the page is served with
 * `Referrer-Policy: no-referrer`. A reverse proxy in front may log query strings: the
 * link is then as safe as that log, until it is used or expires (24 hours).
 */
import { createHash, randomBytes } from "node:crypto";
import type { AccountId, SignInLinkRecord, Store } from "../store/store.js";

/** A day: long enough for an operator to hand the link over and the owner to open it, short enough not to linger in mailboxes. */
export const SIGNIN_LINK_LIFETIME_MS = 24 * 3_600_000;
/**
 * How long a session started by a link may set a password without the current one: the
 * owner lands on /account to do just that; afterwards the usual rule (current password
 * required) holds, so a session left open cannot be used to take the account over.
 */
export const SET_PASSWORD_WINDOW_MS = 15 * 60_000;
const SIGNIN_LINK_BYTES = 32;
/** 32 bytes in base64url without padding: 43 characters. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const SIGNIN_LINK_PATH = "/signin/link";

export function signInLinkHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function isSignInLinkToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * A new link for the account: a fresh random token, its hash stored with the expiry.
 * Returns the token, or null if there is no such live account.
 */
export async function issueSignInLink(store: Store, accountId: AccountId, nowMs: number): Promise<string | null> {
  const token = randomBytes(SIGNIN_LINK_BYTES).toString("base64url");
  const stored = await store.createSignInLink(signInLinkHash(token), accountId, new Date(nowMs + SIGNIN_LINK_LIFETIME_MS));
  return stored ? token : null;
}

/** The link as the owner opens it: `<base>/signin/link?token=...` (base without a trailing slash). */
export function signInLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${SIGNIN_LINK_PATH}?token=${token}`;
}

/** Whether a stored link can still be used at `nowMs` (the store's consume applies the same rule atomically). */
export function isUsable(link: SignInLinkRecord | null, nowMs: number): link is SignInLinkRecord {
  return link !== null && link.usedAt === null && link.expiresAt.getTime() > nowMs;
}

/** A session may set a password without the current one: started by a link, and still in its first minutes. */
export function maySetPasswordWithoutCurrent(session: { readonly viaLink: boolean; readonly createdAtMs: number }, nowMs: number): boolean {
  return session.viaLink && nowMs - session.createdAtMs < SET_PASSWORD_WINDOW_MS;
}
