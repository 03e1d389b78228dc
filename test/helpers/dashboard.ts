/**
 * The dashboard under test: a real app (store, one extraction worker, a clock the test
 * moves, log lines kept) and `FormClient`, a tiny cookie-keeping client for app.inject()
 * that sends forms the way a browser does, with the page's CSRF token.
 */
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app.js";
import { DASHBOARD_DEFAULTS, type DashboardConfig } from "../../src/server/config.js";
import { ExtractionPool } from "../../src/server/pool.js";
import { SqliteStore } from "../../src/store/sqlite.js";
import type { Store } from "../../src/store/store.js";
import { START } from "./api.js";
import { ManualClock } from "./store-contract.js";

export const PASSWORD = "alpine meadow lantern";

export interface DashboardApi {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly clock: ManualClock;
  readonly logs: string[];
  close(): Promise<void>;
}

export interface DashboardApiOptions {
  readonly store?: (clock: ManualClock) => Promise<Store>;
  readonly dashboard?: Partial<DashboardConfig>;
  readonly pool?: ExtractionPool;
}

export async function makeDashboardApi(options: DashboardApiOptions = {}): Promise<DashboardApi> {
  const clock = new ManualClock(Date.parse(START));
  const store = options.store !== undefined ? await options.store(clock) : new SqliteStore({ path: ":memory:", clock: clock.clock });
  const ownPool = options.pool === undefined;
  const pool = options.pool ?? new ExtractionPool({ workers: 1, queueLimit: 64, timeoutMs: 10_000 });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString("utf8"));
      cb();
    },
  });
  const app = await buildApp({
    store,
    pool,
    clock: clock.clock,
    burstPerSecond: 0,
    logLevel: "info",
    logStream,
    processMetrics: false,
    dashboard: { ...DASHBOARD_DEFAULTS, ...options.dashboard },
  });
  return {
    app,
    store,
    clock,
    logs,
    async close() {
      await app.close();
      if (ownPool) await pool.close();
      await store.close();
    },
  };
}

/** `name=value` pairs of Set-Cookie headers. */
export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers["set-cookie"];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** The value of the CSRF hidden field in a page, or null. */
export function csrfOf(body: string): string | null {
  return /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? null;
}

/** A full token shown on a page (only ever right after it is created). */
export function tokenOf(body: string): string | null {
  return /<code id="new-token">(ce_[0-9A-Za-z]{38})<\/code>/.exec(body)?.[1] ?? null;
}

export interface PostOptions {
  /** Send the CSRF token of the last page seen (default true). */
  readonly csrf?: boolean;
  readonly headers?: Record<string, string>;
  readonly remoteAddress?: string;
}

/** A browser stand-in: keeps cookies and the last page's CSRF token. */
export class FormClient {
  readonly cookies = new Map<string, string>();
  lastCsrf: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  private keep(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const line of setCookies(res)) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const csrf = csrfOf(res.body);
    if (csrf !== null) this.lastCsrf = csrf;
    return res;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.keep(await this.app.inject({ method: "GET", url, headers: { cookie: this.cookieHeader(), ...headers } }));
  }

  async post(url: string, form: Record<string, string>, options: PostOptions = {}): Promise<LightMyRequestResponse> {
    const fields = { ...form, ...(options.csrf === false || this.lastCsrf === null ? {} : { _csrf: this.lastCsrf }) };
    return this.keep(
      await this.app.inject({
        method: "POST",
        url,
        headers: { cookie: this.cookieHeader(), "content-type": "application/x-www-form-urlencoded", ...options.headers },
        payload: new URLSearchParams(fields).toString(),
        ...(options.remoteAddress !== undefined ? { remoteAddress: options.remoteAddress } : {}),
      }),
    );
  }

  /** Signs up (GET the form for its token, then POST); returns the page with the token. */
  async signUp(email: string, password = PASSWORD): Promise<LightMyRequestResponse> {
    await this.get("/signup");
    return this.post("/signup", { email, password });
  }

  async signIn(email: string, password = PASSWORD, remoteAddress?: string): Promise<LightMyRequestResponse> {
    await this.get("/signin");
    return this.post("/signin", { email, password }, remoteAddress !== undefined ? { remoteAddress } : {});
  }
}

/** POST /v1/extract with a token (and any extra headers). */
export function extractWith(app: FastifyInstance, token: string | null, html: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/v1/extract",
    headers: { "content-type": "application/json", ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers },
    payload: JSON.stringify({ html }),
  });
}

/** `r=` of a RateLimit header. */
export function remainingOf(res: LightMyRequestResponse): number {
  const m = /;r=(\d+);/.exec(String(res.headers.ratelimit));
  if (m === null) throw new Error(`no RateLimit header: ${String(res.headers.ratelimit)}`);
  return Number(m[1]);
}
