/**
 * Server configuration, read from the environment once (STYLE habit 11) and validated:
 * a bad value stops start-up with a message naming the variable. Nothing else in the
 * server reads `process.env`. Documented in README.md ("Configuration").
 */
import { availableParallelism } from "node:os";
import { OLD_GENERATION_MB, YOUNG_GENERATION_MB } from "../extract/worker-heap.js";

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  /** Extraction worker threads. */
  readonly workers: number;
  /** Documents waiting for a worker beyond which requests get 503 `overloaded`. */
  readonly queueLimit: number;
  /** Per-document time budget; over it the worker is terminated and replaced (504). */
  readonly extractTimeoutMs: number;
  /** Per-token requests per second (token bucket, this instance); 0 switches the limit off. */
  readonly burstPerSecond: number;
  readonly logLevel: LogLevel;
  /** How long a SIGTERM/SIGINT waits for in-flight requests before closing anyway. */
  readonly shutdownTimeoutMs: number;
  /** Young generation of each extraction worker, MiB; 0: V8's default (src/extract/worker-heap.ts). */
  readonly workerYoungGenerationMb: number;
  /** Old-generation (heap) limit of each extraction worker, MiB: past it a document gets 504 (src/extract/worker-heap.ts). */
  readonly workerHeapMb: number;
  /** The web dashboard's settings (docs/dashboard.md). */
  readonly dashboard: DashboardConfig;
}

export interface DashboardConfig {
  /** `open`: anyone can sign up at /signup; `closed`: accounts come only from `ce admin account create`. */
  readonly signup: "open" | "closed";
  /**
   * Session and CSRF cookies are `Secure` with the `__Host-` prefix. Browsers keep such
   * cookies over https and on plain-http loopback (127.0.0.1, localhost) only: a plain-http
   * deployment reached by another name must turn this off (DASHBOARD_SECURE_COOKIES=false).
   */
  readonly secureCookies: boolean;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULTS = {
  port: 8080,
  /** Loopback unless told otherwise: a first `npm start` should not open a port to the network. */
  host: "127.0.0.1",
  databaseUrl: "./data/ce.sqlite",
  /** DECISIONS.md: 10 s per document. Real pages take milliseconds; the hostile suite < 5 s. */
  extractTimeoutMs: 10_000,
  /** DECISIONS.md: "default 20 requests/second". */
  burstPerSecond: 20,
  /**
   * 64 waiting documents per worker: at the dev sets' ~10 ms per page that is well under a
   * second of waiting, and a burst of a few hundred requests queues instead of failing.
   */
  queuePerWorker: 64,
  logLevel: "info" as LogLevel,
  /** Long enough for a document at its full time budget to finish and be answered. */
  shutdownGraceMs: 5_000,
} as const;

export const DASHBOARD_DEFAULTS: DashboardConfig = { signup: "open", secureCookies: true };

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

type Env = Readonly<Record<string, string | undefined>>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name}=${raw}: expected a whole number from ${min} to ${max}`);
  return n;
}

function youngGenerationVar(env: Env): number {
  const mb = intVar(env, "WORKER_YOUNG_GENERATION_MB", YOUNG_GENERATION_MB, 0, 4096);
  if (mb > 0 && mb < 8) throw new ConfigError(`WORKER_YOUNG_GENERATION_MB=${env.WORKER_YOUNG_GENERATION_MB}: expected 0 (V8's default) or 8 to 4096`);
  return mb;
}

function choiceVar<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (!(choices as readonly string[]).includes(raw)) throw new ConfigError(`${name}=${env[name]}: expected one of ${choices.join(", ")}`);
  return raw as T;
}

function dashboardVars(env: Env): DashboardConfig {
  return {
    signup: choiceVar(env, "SIGNUP", ["open", "closed"] as const, DASHBOARD_DEFAULTS.signup),
    secureCookies: choiceVar(env, "DASHBOARD_SECURE_COOKIES", ["true", "false"] as const, "true") === "true",
  };
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const workers = intVar(env, "WORKERS", availableParallelism(), 1, 256);
  const extractTimeoutMs = intVar(env, "EXTRACT_TIMEOUT_MS", DEFAULTS.extractTimeoutMs, 10, 600_000);
  const logLevel = (env.LOG_LEVEL?.trim() || DEFAULTS.logLevel).toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) throw new ConfigError(`LOG_LEVEL=${env.LOG_LEVEL}: expected one of ${LOG_LEVELS.join(", ")}`);
  const host = env.HOST?.trim() || DEFAULTS.host;
  const databaseUrl = env.DATABASE_URL?.trim() || DEFAULTS.databaseUrl;
  const config: ServerConfig = {
    port: intVar(env, "PORT", DEFAULTS.port, 0, 65_535),
    host,
    databaseUrl,
    workers,
    queueLimit: intVar(env, "QUEUE_LIMIT", workers * DEFAULTS.queuePerWorker, 0, 1_000_000),
    extractTimeoutMs,
    burstPerSecond: intVar(env, "BURST_PER_SECOND", DEFAULTS.burstPerSecond, 0, 1_000_000),
    logLevel: logLevel as LogLevel,
    shutdownTimeoutMs: extractTimeoutMs + DEFAULTS.shutdownGraceMs,
    // 0 (V8's default) or at least 8 MiB: below that V8 would run a minor collection every few pages.
    workerYoungGenerationMb: youngGenerationVar(env),
    // At least 32 MiB: the extractor's own code and tables take about 15 of it before any page.
    workerHeapMb: intVar(env, "WORKER_HEAP_MB", OLD_GENERATION_MB, 32, 65_536),
    dashboard: dashboardVars(env),
  };
  return { ...config, ...overrides };
}
