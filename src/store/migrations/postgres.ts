import type { Migration } from "./migration.js";

/**
 * Version 1, PostgreSQL dialect: the same tables, columns and rules as sqlite.ts
 * version 1. Differences, each for a reason:
 * - Timestamps are `timestamptz` (millisecond values from the injected clock; the column
 *   keeps microseconds, so nothing is rounded) rather than integer milliseconds: readable
 *   in psql and comparable with `now()`, and pg turns them into `Date` directly.
 * - Flags are `boolean`; ids are `bigint` identities (SQLite's INTEGER is 64-bit too;
 *   postgres.ts parses int8 to a JS number and refuses values beyond 2^53).
 * - Days stay `YYYY-MM-DD` text, the key `utcDayKey` computes, so both stores agree.
 */
const v1Initial = `
CREATE TABLE accounts (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email       text        NOT NULL UNIQUE,
  credits     bigint      NOT NULL DEFAULT 0 CHECK (credits >= 0),
  created_at  timestamptz NOT NULL
);

-- Only the SHA-256 of a token is kept (unique: the lookup key) and a display prefix.
CREATE TABLE tokens (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id      bigint      NOT NULL REFERENCES accounts (id),
  hash            text        NOT NULL UNIQUE,
  display_prefix  text        NOT NULL,
  is_primary      boolean     NOT NULL,
  active          boolean     NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL,
  last_used_at    timestamptz,
  deactivated_at  timestamptz
);
CREATE INDEX tokens_by_account ON tokens (account_id);
-- Exactly one primary token at a time; a deactivated primary can be replaced (rotation).
CREATE UNIQUE INDEX tokens_one_active_primary ON tokens (account_id) WHERE is_primary AND active;

-- Free units in use (reserved or charged) per account and UTC day. Keyed by account, not
-- token, so rotating the primary token does not hand out a second allowance that day.
CREATE TABLE daily_usage (
  account_id  bigint  NOT NULL REFERENCES accounts (id),
  day         text    NOT NULL,
  free_used   integer NOT NULL CHECK (free_used >= 0),
  PRIMARY KEY (account_id, day)
);

-- One row per admitted request, keyed by its request id: what it took and where it is
-- in its life cycle (reserved -> charged | refunded).
CREATE TABLE ledger (
  request_id  text        PRIMARY KEY,
  token_id    bigint      NOT NULL REFERENCES tokens (id),
  account_id  bigint      NOT NULL REFERENCES accounts (id),
  day         text        NOT NULL,
  took        text        NOT NULL CHECK (took IN ('free', 'credit')),
  state       text        NOT NULL CHECK (state IN ('reserved', 'charged', 'refunded')),
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX ledger_by_state ON ledger (state, created_at);
CREATE INDEX ledger_by_account_day ON ledger (account_id, day);
CREATE INDEX ledger_by_token_day ON ledger (token_id, day);

-- Operator grants (ce admin credits grant), for audit.
CREATE TABLE credit_grants (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id  bigint      NOT NULL REFERENCES accounts (id),
  amount      bigint      NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL
);
`;

/** Version 2, PostgreSQL dialect of sqlite.ts version 2 (the dashboard, issue 16). */
const v2Dashboard = `
ALTER TABLE accounts ADD COLUMN password_hash text;
ALTER TABLE accounts ADD COLUMN deleted_at timestamptz;
ALTER TABLE tokens ADD COLUMN name text;

CREATE TABLE sessions (
  hash          text        PRIMARY KEY,
  account_id    bigint      NOT NULL REFERENCES accounts (id),
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);

CREATE TABLE sign_in_failures (
  key              text        PRIMARY KEY,
  failures         integer     NOT NULL CHECK (failures >= 1),
  last_failure_at  timestamptz NOT NULL
);

-- The usage page lists an account's newest ledger rows.
CREATE INDEX ledger_by_account_created ON ledger (account_id, created_at);
`;

/** Version 3, PostgreSQL dialect of sqlite.ts version 3 (one-time sign-in links). */
const v3SignInLinks = `
CREATE TABLE sign_in_links (
  hash        text        PRIMARY KEY,
  account_id  bigint      NOT NULL REFERENCES accounts (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX sign_in_links_by_account ON sign_in_links (account_id);

ALTER TABLE sessions ADD COLUMN via_link boolean NOT NULL DEFAULT false;
`;

export const postgresMigrations: readonly Migration[] = [
  { version: 1, name: "initial", sql: v1Initial },
  { version: 2, name: "dashboard", sql: v2Dashboard },
  { version: 3, name: "sign-in links", sql: v3SignInLinks },
];
