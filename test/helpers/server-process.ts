/**
 * The real server as a child process (`ce serve` from dist/), on a port the OS picks,
 * for tests that need real sockets, signals and kill -9.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { cliPath } from "./paths.js";

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** The token printed at a first start, else null. */
  readonly firstToken: string | null;
  stderr(): string;
  stdout(): string;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL and wait. */
  kill(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [cliPath, "serve"], {
    env: { ...process.env, PORT: "0", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  let out = "";
  child.stderr!.setEncoding("utf8").on("data", (d: string) => (err += d));
  child.stdout!.setEncoding("utf8").on("data", (d: string) => (out += d));
  const deadline = Date.now() + 30_000;
  while (!/Stop with Ctrl-C/.test(err)) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${err}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start: ${err}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const url = /listening on (http:\/\/\S+)/.exec(err)?.[1];
  if (url === undefined) throw new Error(`no address in: ${err}`);
  const firstToken = /^\s+(ce_[0-9A-Za-z]{38})\s*$/m.exec(err)?.[1] ?? null;
  const exited = once(child, "exit");
  return {
    child,
    url,
    firstToken,
    stderr: () => err,
    stdout: () => out,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      return code;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** `ce admin ...` on a database; returns parsed JSON when --json is among the args. */
export function admin(databaseUrl: string, args: readonly string[], env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cliPath, "admin", ...args], { env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, encoding: "utf8", timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function adminJson<T>(databaseUrl: string, args: readonly string[], env: Record<string, string> = {}): T {
  const r = admin(databaseUrl, [...args, "--json"], env);
  if (r.status !== 0) throw new Error(`ce admin ${args.join(" ")} failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}
