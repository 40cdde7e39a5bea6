-- The pre-release sign-ups: one row per address, whatever its case.
-- `email` is the address as entered (minus surrounding spaces), `email_key`
-- its case-folded form (src/shared/email.ts, emailKey), unique.
CREATE TABLE emails (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  -- ISO 8601 in UTC, e.g. 2026-11-21T23:59:59.123Z: sorts as it reads.
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
