import type { Migration } from "./migration.js";

/**
 * Version 1: accounts, tokens, the per-day free counter, the ledger, credit grants.
 * Timestamps are integer milliseconds since the epoch (UTC); days are `YYYY-MM-DD` text.
 * CHECK constraints back the application's rules, so a bug cannot drive credits or the
 * free counter below zero.
 */
const v1Initial = `
CREATE TABLE accounts (
  id          INTEGER PRIMARY KEY,
  email       TEXT    NOT NULL UNIQUE,
  credits     INTEGER NOT NULL DEFAULT 0 CHECK (credits >= 0),
  created_at  INTEGER NOT NULL
);

-- Only the SHA-256 of a token is kept (unique: the lookup key) and a display prefix.
CREATE TABLE tokens (
  id              INTEGER PRIMARY KEY,
  account_id      INTEGER NOT NULL REFERENCES accounts (id),
  hash            TEXT    NOT NULL UNIQUE,
  display_prefix  TEXT    NOT NULL,
  is_primary      INTEGER NOT NULL CHECK (is_primary IN (0, 1)),
  active          INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at      INTEGER NOT NULL,
  last_used_at    INTEGER,
  deactivated_at  INTEGER
);
CREATE INDEX tokens_by_account ON tokens (account_id);
-- Exactly one primary token at a time; a deactivated primary can be replaced (rotation).
CREATE UNIQUE INDEX tokens_one_active_primary ON tokens (account_id) WHERE is_primary = 1 AND active = 1;

-- Free units in use (reserved or charged) per account and UTC day. Keyed by account, not
-- token, so rotating the primary token does not hand out a second allowance that day.
CREATE TABLE daily_usage (
  account_id  INTEGER NOT NULL REFERENCES accounts (id),
  day         TEXT    NOT NULL,
  free_used   INTEGER NOT NULL CHECK (free_used >= 0),
  PRIMARY KEY (account_id, day)
);

-- One row per admitted request, keyed by its request id: what it took and where it is
-- in its life cycle (reserved -> charged | refunded).
CREATE TABLE ledger (
  request_id  TEXT    PRIMARY KEY,
  token_id    INTEGER NOT NULL REFERENCES tokens (id),
  account_id  INTEGER NOT NULL REFERENCES accounts (id),
  day         TEXT    NOT NULL,
  took        TEXT    NOT NULL CHECK (took IN ('free', 'credit')),
  state       TEXT    NOT NULL CHECK (state IN ('reserved', 'charged', 'refunded')),
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX ledger_by_state ON ledger (state, created_at);
CREATE INDEX ledger_by_account_day ON ledger (account_id, day);
CREATE INDEX ledger_by_token_day ON ledger (token_id, day);

-- Operator grants (ce admin credits grant), for audit.
CREATE TABLE credit_grants (
  id          INTEGER PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id),
  amount      INTEGER NOT NULL CHECK (amount > 0),
  created_at  INTEGER NOT NULL
);
`;

/**
 * Version 2: the dashboard (issue 16). A password hash and deletion mark on accounts, a
 * name on tokens, sign-in sessions (only the SHA-256 of the cookie value) and failed
 * sign-in counters keyed by `email:...` / `ip:...` so every instance sees the same counts.
 */
const v2Dashboard = `
ALTER TABLE accounts ADD COLUMN password_hash TEXT;
ALTER TABLE accounts ADD COLUMN deleted_at INTEGER;
ALTER TABLE tokens ADD COLUMN name TEXT;

CREATE TABLE sessions (
  hash          TEXT    PRIMARY KEY,
  account_id    INTEGER NOT NULL REFERENCES accounts (id),
  created_at    INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);

CREATE TABLE sign_in_failures (
  key              TEXT    PRIMARY KEY,
  failures         INTEGER NOT NULL CHECK (failures >= 1),
  last_failure_at  INTEGER NOT NULL
);

-- The usage page lists an account's newest ledger rows.
CREATE INDEX ledger_by_account_created ON ledger (account_id, created_at);
`;

/**
 * Version 3: one-time sign-in links (`ce admin account create` without --password, issue
 * 16). Only the SHA-256 of the link's token is kept, with its expiry and when it was used
 * (single use). Sessions remember whether a link started them: such a session may set a
 * password without the current one, in its first minutes (src/dashboard/signin-links.ts).
 */
const v3SignInLinks = `
CREATE TABLE sign_in_links (
  hash        TEXT    PRIMARY KEY,
  account_id  INTEGER NOT NULL REFERENCES accounts (id),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE INDEX sign_in_links_by_account ON sign_in_links (account_id);

ALTER TABLE sessions ADD COLUMN via_link INTEGER NOT NULL DEFAULT 0 CHECK (via_link IN (0, 1));
`;

export const sqliteMigrations: readonly Migration[] = [
  { version: 1, name: "initial", sql: v1Initial },
  { version: 2, name: "dashboard", sql: v2Dashboard },
  { version: 3, name: "sign-in links", sql: v3SignInLinks },
];
