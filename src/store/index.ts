/**
 * The one place that chooses a Store implementation from DATABASE_URL (habit 9):
 * a file path (`./data/ce.sqlite`, `/var/lib/ce/db.sqlite`), `:memory:`, or a `sqlite:`
 * URL (`sqlite:./data/ce.sqlite`, `sqlite:///abs/path.sqlite`, `sqlite::memory:`) opens
 * SQLite; `postgres://` and `postgresql://` open PostgreSQL (connect, then migrate).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Clock } from "../usage/allowance.js";
import type { Store } from "./store.js";

export type { Store } from "./store.js";
export * from "./store.js";
export type { SqliteStore } from "./sqlite.js";
export type { PostgresStore } from "./postgres.js";

export interface OpenStoreOptions {
  readonly clock?: Clock;
}

export type StoreLocation = { readonly kind: "sqlite"; readonly path: string } | { readonly kind: "postgres"; readonly url: string };

/** Where DATABASE_URL points, without opening anything. */
export function parseDatabaseUrl(databaseUrl: string): StoreLocation {
  const url = databaseUrl.trim();
  if (url === "") throw new Error("DATABASE_URL is empty: give a SQLite file path, a sqlite: URL, or a postgres:// URL");
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: "postgres", url };
  if (/^sqlite:/i.test(url)) {
    const rest = url.slice("sqlite:".length);
    if (rest.startsWith("//")) {
      // sqlite:///abs/path -> /abs/path ; sqlite://relative is ambiguous, so refused.
      if (!rest.startsWith("///")) throw new Error(`DATABASE_URL ${url}: use sqlite:relative/path or sqlite:///absolute/path`);
      return { kind: "sqlite", path: fileURLToPath(`file://${rest.slice(2)}`) };
    }
    if (rest === "") throw new Error(`DATABASE_URL ${url} names no file`);
    return { kind: "sqlite", path: rest };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`DATABASE_URL scheme not supported: ${url.split(":")[0]} (use a SQLite file path or postgres://)`);
  return { kind: "sqlite", path: url };
}

/**
 * Opens (and migrates) the store DATABASE_URL names; creates the SQLite file's folder if
 * needed. Async because a PostgreSQL store must connect and migrate before it is usable.
 */
export async function openStore(databaseUrl: string, options: OpenStoreOptions = {}): Promise<Store> {
  const location = parseDatabaseUrl(databaseUrl);
  if (location.kind === "postgres") {
    // Each driver is imported only when chosen: a SQLite server never loads pg (about
    // 13 MiB of RSS), nor a PostgreSQL one better-sqlite3 (issue 18).
    const { PostgresStore } = await import("./postgres.js");
    try {
      return await PostgresStore.open({ connectionString: location.url, clock: options.clock });
    } catch (err) {
      // Named without the URL: it usually carries a password.
      throw new Error(`PostgreSQL at ${describePostgresUrl(location.url)}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }
  if (location.path !== ":memory:") mkdirSync(path.dirname(path.resolve(location.path)), { recursive: true });
  const { SqliteStore } = await import("./sqlite.js");
  return new SqliteStore({ path: location.path, clock: options.clock });
}

/** What DATABASE_URL names, safe to print: a SQLite path as is, a PostgreSQL URL without user or password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  const location = parseDatabaseUrl(databaseUrl);
  return location.kind === "sqlite" ? location.path : `postgres://${describePostgresUrl(location.url)}`;
}

/** `host:port/database` of a postgres:// URL, never its user or password (for error messages and logs). */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || "localhost"}:${u.port || "5432"}${u.pathname || "/"}`;
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}
