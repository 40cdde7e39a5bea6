-- The pre-release sign-ups: one row per address, whatever its case.
-- `email` is the address as entered (minus surrounding spaces), `email_key`
-- its case-folded form (src/shared/email.ts, emailKey), unique.
CREATE TABLE emails (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  created_at {TIME} NOT NULL DEFAULT {NOW}
);
