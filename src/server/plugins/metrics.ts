/**
 * Prometheus metrics (prom-client) on a registry of the app's own, so several apps in
 * one process (tests) never share counters. Served at GET /metrics.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { ExtractionPool } from "../pool.js";

export interface ServerMetrics {
  readonly registry: Registry;
  readonly requests: Counter<"route" | "method" | "status">;
  readonly extractionSeconds: Histogram;
  readonly charged: Counter<"kind">;
  readonly refunded: Counter;
}

/**
 * Extraction time buckets: the dev-set pages take 2-30 ms (bench/README.md), 2 MiB
 * documents up to a few hundred ms, and the time budget is 10 s by default.
 */
const EXTRACTION_BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(pool: ExtractionPool, options: { defaultMetrics?: boolean } = {}): ServerMetrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: "ce_" });
  const requests = new Counter({
    name: "ce_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const extractionSeconds = new Histogram({
    name: "ce_extraction_duration_seconds",
    help: "Time one document spent in a worker (successful extractions)",
    buckets: EXTRACTION_BUCKETS,
    registers: [registry],
  });
  const charged = new Counter({
    name: "ce_charged_requests_total",
    help: "Requests charged once their response was handed to the socket, by what they took",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const refunded = new Counter({ name: "ce_refunded_requests_total", help: "Reservations given back because the request failed", registers: [registry] });
  new Gauge({
    name: "ce_extraction_queue_depth",
    help: "Documents waiting for an extraction worker",
    registers: [registry],
    collect() {
      this.set(pool.stats().queued);
    },
  });
  new Gauge({
    name: "ce_extraction_running",
    help: "Documents being extracted now",
    registers: [registry],
    collect() {
      this.set(pool.stats().running);
    },
  });
  new Gauge({
    name: "ce_extraction_workers",
    help: "Live extraction worker threads",
    registers: [registry],
    collect() {
      this.set(pool.stats().threads);
    },
  });
  new Gauge({
    name: "ce_extraction_timeouts",
    help: "Workers terminated at the per-document time budget since start",
    registers: [registry],
    collect() {
      this.set(pool.stats().timeouts);
    },
  });
  new Gauge({
    name: "ce_extraction_out_of_memory",
    help: "Workers that a document took past their heap limit (WORKER_HEAP_MB) since start",
    registers: [registry],
    collect() {
      this.set(pool.stats().outOfMemory);
    },
  });
  return { registry, requests, extractionSeconds, charged, refunded };
}
