/**
 * `ce serve [--port N]`: start the API server with the configuration from the
 * environment (README "Configuration"). On the first start with an empty database it
 * creates a local account and prints its token once, with a curl line to try it.
 */
import { serverMemoryCeilingMb, YOUNG_GENERATION_MB } from "../extract/worker-heap.js";
import { loadConfig, type ServerConfig } from "../server/config.js";
import { startServer, stopOnSignals, type RunningServer } from "../server/main.js";
import { describeDatabaseUrl } from "../store/index.js";

export async function runServe(env: NodeJS.ProcessEnv, overrides: Partial<ServerConfig>): Promise<RunningServer> {
  const config = loadConfig(env, overrides);
  const server = await startServer(config);
  stopOnSignals(server);
  process.stderr.write(banner(server, config));
  return server;
}

/** The memory the configuration allows (README "Memory"): what to give the container. */
function memoryLine(config: ServerConfig): string {
  const young = config.workerYoungGenerationMb > 0 ? config.workerYoungGenerationMb : YOUNG_GENERATION_MB;
  const ceiling = serverMemoryCeilingMb(config.workers, config.workerHeapMb, config.workerYoungGenerationMb);
  return (
    `  memory: ${config.workers} worker(s) x (heap limit ${config.workerHeapMb} MiB + young generation ${young} MiB); ` +
    `ceiling about ${ceiling} MiB in all (WORKERS, WORKER_HEAP_MB, WORKER_YOUNG_GENERATION_MB)`
  );
}

function banner(server: RunningServer, config: ServerConfig): string {
  const lines = [
    "",
    `Content extraction API listening on ${server.url}`,
    `  dashboard ${server.url}/ (${config.dashboard.signup === "open" ? `sign up at ${server.url}/signup` : "sign-up closed: accounts from ce admin account create"})`,
    // Never the URL itself: a postgres:// one carries a password.
    `  database ${describeDatabaseUrl(config.databaseUrl)}, ${config.workers} extraction worker(s), reference at ${server.url}/docs`,
    memoryLine(config),
  ];
  if (server.firstToken !== null) {
    lines.push(
      "",
      "First start: created a local account. Its API token, shown only this once (keep it secret):",
      "",
      `  ${server.firstToken}`,
      "",
      "Try it:",
      "",
      `  curl -s ${server.url}/v1/extract \\`,
      `    -H "Authorization: Bearer ${server.firstToken}" \\`,
      `    -H "Content-Type: application/json" \\`,
      `    -d '{"html":"<html><head><title>Hello</title></head><body><article><p>Hello from the extraction API.</p></article></body></html>"}'`,
      "",
      `Dashboard: ${server.url}/  (${config.dashboard.signup === "open" ? "sign up there for your own account, tokens, usage and a playground" : "sign in with an account from ce admin account create: --password, or the one-time sign-in link it prints"})`,
    );
  } else {
    lines.push(
      "",
      `Tokens: sign up or sign in at ${server.url}/ to create and manage them. From this machine:`,
      "  npx ce admin token create --account 1       (an additional token: needs credits)",
      "  npx ce admin account create --email you@example.com   (a new account, 100 free requests a day)",
    );
  }
  lines.push("", "Stop with Ctrl-C (finishes in-flight requests).", "");
  return lines.join("\n") + "\n";
}
