/**
 * Money, as the request travels (docs/accounting.md):
 *
 *   reserve (before extraction) --200 handed to the socket--> charged
 *          \--any failure, a client gone, a 4xx/5xx----------> refunded
 *
 * `reserveCharge` takes a free unit or a credit atomically in the store, or answers 402.
 * `settleCharge` (the last `onSend` hook) commits a 200's reservation just before Fastify
 * writes it to the socket, with no I/O in between, so a crash cannot separate "client got
 * a 200" from "charge recorded" by more than the two writes. Every other outcome refunds:
 * the handler on its own errors, and a 'close' listener for anything that ends the
 * request without a 200 reaching the socket. A reservation a crash left behind is
 * refunded at the next start (store.refundPendingReservations in main.ts).
 *
 * `allowanceHeaders` puts RateLimit-Policy / RateLimit / X-Credits-Remaining on every
 * authenticated response.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { allowanceHeaders, utcDayKey } from "../../usage/allowance.js";
import type { TransitionResult } from "../../store/store.js";
import type { AppServices, Charge } from "../context.js";
import { ApiError } from "../errors.js";

export async function reserveCharge(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<Charge> {
  const token = request.auth;
  if (token === null) throw new Error("reserveCharge on an unauthenticated request");
  const result = await services.store.reserve({
    requestId: request.id,
    tokenId: token.id,
    accountId: token.accountId,
    dayKey: utcDayKey(services.clock()),
    isPrimary: token.isPrimary,
  });
  request.usage = { freeUsed: result.freeUsed, creditBalance: result.creditBalance };
  if (!result.ok) {
    throw new ApiError(
      "insufficient_credits",
      token.isPrimary ? "today's 100 free requests are used up and the account has no credits left" : "this additional token needs credits and the account has none left",
    );
  }
  const charge: Charge = { requestId: request.id, took: result.took, state: "reserved" };
  request.charge = charge;
  reply.raw.once("close", () => {
    if (charge.state === "reserved") void refundCharge(services, request, charge);
  });
  return charge;
}

/** Gives a reservation back (idempotent); the store returns exactly what it took. */
export async function refundCharge(services: AppServices, request: FastifyRequest, charge: Charge): Promise<void> {
  if (charge.state !== "reserved") return;
  charge.state = "refunded";
  // The figures seen at reservation counted this request; the headers re-read them.
  request.usage = null;
  try {
    const out = await services.store.refund(charge.requestId);
    if (out.outcome === "done") services.metrics.refunded.inc();
    else if (out.outcome !== "already") request.log.error({ requestId: charge.requestId, outcome: out.outcome }, "refund refused");
  } catch (err) {
    // Left `reserved` in the store: the next start-up refunds it.
    request.log.error({ err, requestId: charge.requestId }, "refund failed");
  }
}

/**
 * `onSend` hook, registered last, in callback style: for a 200 it commits the charge and
 * calls `done` in the same synchronous step, and Fastify writes the response right after
 * `done` returns. With a store that commits synchronously (SQLite `commitSync`) nothing
 * runs between the commit and the write, not even another request's microtask; otherwise
 * the write follows the awaited commit.
 */
export function settleCharge(services: AppServices) {
  const record = (request: FastifyRequest, charge: Charge, out: TransitionResult): void => {
    if (out.outcome === "done" || out.outcome === "already") {
      charge.state = "charged";
      services.metrics.charged.inc({ kind: charge.took });
    } else {
      request.log.error({ requestId: charge.requestId, outcome: out.outcome }, "commit refused");
    }
  };
  const failed = (request: FastifyRequest, charge: Charge, err: unknown): void => {
    // The client still gets its result; the reservation is refunded (never charged twice or silently).
    request.log.error({ err, requestId: charge.requestId }, "commit failed");
    void refundCharge(services, request, charge);
  };
  return function settleChargeHook(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void): void {
    const charge = request.charge;
    if (charge === null || charge.state !== "reserved") return done(null, payload);
    if (reply.statusCode !== 200 || reply.raw.destroyed || request.raw.socket?.destroyed === true) {
      void refundCharge(services, request, charge);
      return done(null, payload);
    }
    const { store } = services;
    if (store.commitSync !== undefined) {
      try {
        record(request, charge, store.commitSync(charge.requestId));
      } catch (err) {
        failed(request, charge, err);
      }
      return done(null, payload);
    }
    store.commit(charge.requestId).then(
      (out) => {
        record(request, charge, out);
        done(null, payload);
      },
      (err: unknown) => {
        failed(request, charge, err);
        done(null, payload);
      },
    );
  };
}

/** `onSend` hook: the allowance headers on every response to an authenticated request. */
export function addAllowanceHeaders(services: AppServices) {
  return async function allowanceHeadersHook(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const token = request.auth;
    if (token === null) return payload;
    let usage = request.usage;
    const now = services.clock();
    if (usage === null) {
      try {
        const [freeUsed, creditBalance] = await Promise.all([services.store.freeUsedOn(token.accountId, utcDayKey(now)), services.store.creditBalance(token.accountId)]);
        usage = { freeUsed, creditBalance };
      } catch (err) {
        request.log.warn({ err }, "allowance headers left out: store unavailable");
        return payload;
      }
    }
    const headers = allowanceHeaders({ isPrimary: token.isPrimary, freeUsedToday: usage.freeUsed, creditBalance: usage.creditBalance }, now);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return payload;
  };
}
