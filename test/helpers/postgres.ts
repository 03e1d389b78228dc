/**
 * PostgreSQL for tests: the server named by TEST_DATABASE_URL (.ci/run starts a throwaway
 * one), and a fresh, empty schema per store so every contract test starts from nothing.
 * A schema is chosen through the connection string (`options=-c search_path=...`), so
 * the store under test, `ce admin` and `ce serve` child processes all see the same one.
 */
import { Pool } from "pg";

/** The test server's connection string, or null when TEST_DATABASE_URL is not set. */
export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : null;
}

export const NO_TEST_DATABASE =
  "TEST_DATABASE_URL is not set: point it at a PostgreSQL database the tests may create schemas in, e.g. " +
  "TEST_DATABASE_URL=postgres://ce:ce@127.0.0.1:5432/ce_test (.ci/run starts a throwaway server and sets it)";

/** The connection string with `search_path` set to `schema` (added to any options already there). */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  const options = u.searchParams.get("options");
  u.searchParams.set("options", `${options === null ? "" : `${options} `}-c search_path=${schema}`);
  return u.toString();
}

/** Creates uniquely named schemas on the test server and drops them all at `cleanup()`. */
export class TestSchemas {
  private readonly admin: Pool;
  private readonly created: string[] = [];
  private counter = 0;

  constructor(private readonly baseUrl: string) {
    this.admin = new Pool({ connectionString: baseUrl, max: 2 });
    this.admin.on("error", () => {});
  }

  /** A new empty schema; returns the connection string that uses it. */
  async fresh(): Promise<string> {
    // Only [a-z0-9_]: safe as an unquoted identifier.
    const name = `ce_test_${process.pid}_${++this.counter}_${Math.random().toString(36).slice(2, 8)}`;
    await this.admin.query(`CREATE SCHEMA ${name}`);
    this.created.push(name);
    return withSearchPath(this.baseUrl, name);
  }

  /** Runs SQL on the schema a `fresh()` URL names (for looking at raw rows). */
  async query<R extends Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      return (await pool.query<R>(sql, params)).rows;
    } finally {
      await pool.end();
    }
  }

  async cleanup(): Promise<void> {
    for (const name of this.created.splice(0)) await this.admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    await this.admin.end();
  }
}
