/**
 * Dashboard sessions (OWASP Session Management cheat sheet). The cookie holds 32 random
 * bytes (256 bits, base64url); the store keeps only their SHA-256, like API tokens, so a
 * leaked database holds no usable session. A new id at every sign-in (no fixation);
 * sign-out deletes the row, so it holds on every instance at once. Timeouts are checked
 * on every request against the store's times.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AccountId, Store } from "../store/store.js";

/** Idle timeout: OWASP's 15-30 minutes for low-risk applications; the upper end, since tokens are shown once. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Absolute timeout: a working day (OWASP: 4-8 hours), then sign in again. */
export const SESSION_ABSOLUTE_MS = 8 * 3_600_000;
/** last_seen_at is written at most once a minute per session: a write per page view is waste. */
export const SESSION_TOUCH_EVERY_MS = 60_000;
const SESSION_BYTES = 32;

export interface CookieNames {
  readonly session: string;
  readonly csrf: string;
}

/**
 * `__Host-` names need Secure, Path=/ and no Domain: the browser then refuses them from
 * plain http (except loopback) and from sibling subdomains (no cookie tossing).
 */
export function cookieNames(secure: boolean): CookieNames {
  return secure ? { session: "__Host-ce_session", csrf: "__Host-ce_csrf" } : { session: "ce_session", csrf: "ce_csrf" };
}

export function cookieOptions(secure: boolean) {
  return { path: "/", httpOnly: true, sameSite: "lax", secure } as const;
}

export function sessionHash(cookieValue: string): string {
  return createHash("sha256").update(cookieValue, "utf8").digest("hex");
}

export interface DashboardSession {
  readonly accountId: AccountId;
  readonly email: string;
  /** SHA-256 of the cookie value: the store's key, and what binds CSRF tokens to this session. */
  readonly hash: string;
  /** Started by a one-time sign-in link (signin-links.ts), at `createdAtMs`. */
  readonly viaLink: boolean;
  readonly createdAtMs: number;
}

/** Why a session cookie did not give a session (the log line says which; the person is just asked to sign in). */
export type SessionMiss = "none" | "unknown" | "idle" | "expired" | "account_gone";

export interface SessionLookup {
  readonly session: DashboardSession | null;
  readonly miss: SessionMiss | null;
}

/** The session a request's cookie names, after the timeouts; expired rows are deleted on sight. */
export async function resolveSession(store: Store, cookieValue: string | undefined, nowMs: number): Promise<SessionLookup> {
  if (cookieValue === undefined || cookieValue === "") return { session: null, miss: "none" };
  const hash = sessionHash(cookieValue);
  const record = await store.findSession(hash);
  if (record === null) return { session: null, miss: "unknown" };
  const idle = nowMs - record.lastSeenAt.getTime() > SESSION_IDLE_MS;
  const expired = nowMs - record.createdAt.getTime() > SESSION_ABSOLUTE_MS;
  if (idle || expired) {
    await store.deleteSession(hash);
    return { session: null, miss: expired ? "expired" : "idle" };
  }
  const account = await store.getAccount(record.accountId);
  if (account === null) return { session: null, miss: "account_gone" };
  if (nowMs - record.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS) await store.touchSession(hash, new Date(nowMs));
  return { session: { accountId: record.accountId, email: account.email, hash, viaLink: record.viaLink, createdAtMs: record.createdAt.getTime() }, miss: null };
}

/** A new session for the account: a fresh random id, its hash stored, the cookie set. */
export async function startSession(store: Store, reply: FastifyReply, names: CookieNames, secure: boolean, accountId: AccountId, viaLink = false): Promise<string> {
  const value = randomBytes(SESSION_BYTES).toString("base64url");
  const hash = sessionHash(value);
  await store.createSession(hash, accountId, viaLink);
  // No Max-Age: the cookie ends with the browser session; the server's timeouts end it sooner.
  reply.setCookie(names.session, value, cookieOptions(secure));
  return hash;
}

/** Deletes the session row (every instance sees it gone) and the cookie. */
export async function endSession(store: Store, request: FastifyRequest, reply: FastifyReply, names: CookieNames, secure: boolean): Promise<void> {
  const value = request.cookies[names.session];
  if (value !== undefined && value !== "") await store.deleteSession(sessionHash(value));
  reply.clearCookie(names.session, cookieOptions(secure));
}
