/**
 * Money, as the request travels (docs/accounting.md):
 *
 *   reserve (before extraction) --200 flushed to the socket ('finish')--> charged
 *          \--any failure, a client gone, a 4xx/5xx---------------------> refunded
 *
 * `reserveCharge` takes a free unit or a credit atomically in the store, or answers 402.
 * `settleCharge` (the first `onResponse` hook, which Fastify runs on the response's
 * 'finish': every byte handed to the operating system) commits a 200's reservation and
 * refunds any other. A 'close' without 'finish' (client gone, socket destroyed) refunds;
 * the route's own errors refund at once. A reservation a crash left behind is refunded at
 * the next start (store.refundPendingReservations in main.ts).
 *
 * Why the write comes first: "the client has its answer" and "the charge is recorded"
 * cannot be one atomic step. A process killed between the two leaves one without the
 * other, and the order decides which: written first, the client keeps a 200 it is not
 * charged for (the reservation is refunded at restart); committed first, the client would
 * pay for an answer that never left the machine. CI once caught the second with the
 * earlier order (kill -9 under load: 154 charged, 153 received).
 *
 * `allowanceHeaders` puts RateLimit-Policy / RateLimit / X-Credits-Remaining on every
 * authenticated response.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { allowanceHeaders, utcDayKey } from "../../usage/allowance.js";
import type { TransitionResult } from "../../store/store.js";
import type { AppServices, Charge } from "../context.js";
import { ApiError } from "../errors.js";

/** Commits and refunds still running: shutdown waits for them before the store closes. */
export class PendingSettlements {
  private readonly running = new Set<Promise<void>>();

  add(settling: Promise<void>): void {
    this.running.add(settling);
    void settling.finally(() => this.running.delete(settling));
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

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
  // A finished response is settled by `settleCharge` before its 'close'; this catches the rest.
  reply.raw.once("close", () => {
    if (charge.state === "reserved") services.settlements.add(refundCharge(services, request, charge));
  });
  return charge;
}

/**
 * `onResponse` hook, registered before every other: the answer has been flushed, so a
 * 200 is charged and anything else refunded. It runs before the log line, which then
 * reports the charge.
 */
export function settleCharge(services: AppServices) {
  return async function settleChargeHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const charge = request.charge;
    if (charge === null || charge.state !== "reserved") return;
    // Fastify runs this hook on the response's 'finish' (flushed) or 'error' (not delivered).
    if (reply.statusCode === 200 && reply.raw.errored === null) commitCharge(services, request, charge);
    else services.settlements.add(refundCharge(services, request, charge));
  };
}

/** Gives a reservation back (idempotent); the store returns exactly what it took. */
export async function refundCharge(services: AppServices, request: FastifyRequest, charge: Charge): Promise<void> {
  if (charge.state === "charged" || charge.state === "refunded") return;
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
 * Makes a flushed 200's reservation final. With a store that commits synchronously
 * (SQLite `commitSync`) the charge is recorded before the hook returns; otherwise the
 * commit runs in the background (the log line says `committing`) and shutdown waits for it.
 */
function commitCharge(services: AppServices, request: FastifyRequest, charge: Charge): void {
  charge.state = "committing";
  const record = (out: TransitionResult): void => {
    if (out.outcome === "done" || out.outcome === "already") {
      charge.state = "charged";
      services.metrics.charged.inc({ kind: charge.took });
    } else {
      // Refunded meanwhile (a PostgreSQL sweep of very old reservations): never charged.
      charge.state = "refunded";
      request.log.error({ requestId: charge.requestId, outcome: out.outcome }, "commit refused");
    }
  };
  const failed = (err: unknown): void => {
    // The client has its result; the reservation is given back (never charged twice or silently).
    request.log.error({ err, requestId: charge.requestId }, "commit failed");
    services.settlements.add(refundCharge(services, request, charge));
  };
  const { store } = services;
  if (store.commitSync !== undefined) {
    try {
      record(store.commitSync(charge.requestId));
    } catch (err) {
      failed(err);
    }
    return;
  }
  services.settlements.add(store.commit(charge.requestId).then(record, failed));
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
