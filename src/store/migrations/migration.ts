/**
 * A schema step. Versions are applied in ascending order, inside one transaction
 * together with their rows in `schema_version`, and never edited once released: a change
 * is a new version. Each dialect keeps its own list (sqlite.ts, postgres.ts) with the
 * same version numbers meaning the same schema.
 *
 * The SQL lives in TypeScript modules rather than .sql files so `tsc` carries it into
 * dist/ with no copy step.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}
