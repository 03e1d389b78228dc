/**
 * Browser tests: Debian's Chromium (/usr/bin/chromium, `apt-get install -y chromium`; .ci/run
 * installs it) driven by playwright-core, against a real listening server. Without the
 * browser the tests fail under CI (CI must run them) and are skipped, saying why, elsewhere.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.js";
import { DASHBOARD_DEFAULTS } from "../../src/server/config.js";
import type { ExtractionPool } from "../../src/server/pool.js";
import type { Store } from "../../src/store/store.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || "/usr/bin/chromium";

/** Why browser tests cannot run here, or null when they can. */
export function browserMissing(): string | null {
  return existsSync(CHROMIUM_PATH)
    ? null
    : `no browser at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH (.ci/run installs it)`;
}

export interface ListeningApp {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:port`: loopback, where Chromium keeps Secure and __Host- cookies on plain http. */
  readonly url: string;
}

export async function listenApp(store: Store, pool: ExtractionPool): Promise<ListeningApp> {
  const app = await buildApp({ store, pool, burstPerSecond: 0, logLevel: "silent", processMetrics: false, dashboard: DASHBOARD_DEFAULTS });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}
