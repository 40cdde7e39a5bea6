-- Consent you can prove (PRODUCT.md decision 16, docs/decisions/010-double-opt-in.md).
-- `consent`: 'single' (stored at once: no mail configured, and every row
-- before this migration), 'pending' (a confirmation e-mail was asked for),
-- 'confirmed' (its link was followed and its button pressed, at `confirmed_at`).
-- `consent_notice`: the hash of the notice shown beside the form;
-- `consent_page`: the page holding the form.
ALTER TABLE emails ADD COLUMN consent TEXT NOT NULL DEFAULT 'single'
  CHECK (consent IN ('single', 'pending', 'confirmed'));
ALTER TABLE emails ADD COLUMN consent_notice TEXT;
ALTER TABLE emails ADD COLUMN consent_page TEXT;
ALTER TABLE emails ADD COLUMN confirmed_at {TIME};
-- 128 random bits (base64url), carried by the confirmation link.
ALTER TABLE emails ADD COLUMN confirmation_token TEXT;
-- When a confirmation e-mail was last asked for: a repeat within 24 h sends nothing.
ALTER TABLE emails ADD COLUMN confirmation_requested_at {TIME};
CREATE UNIQUE INDEX emails_confirmation_token ON emails (confirmation_token);
CREATE INDEX emails_pending_since ON emails (created_at) WHERE consent = 'pending';

-- Confirmation e-mails to send, written in the sign-up's transaction (an
-- outbox): each server's sender claims due rows (on PostgreSQL FOR UPDATE
-- SKIP LOCKED), pushing `next_attempt_at` one lease ahead, so a crashed
-- sender's rows come back; it deletes a row once the SMTP server accepted its
-- message, and on failure sets the next attempt.
CREATE TABLE confirmation_outbox (
  email_id TEXT PRIMARY KEY NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at {TIME} NOT NULL DEFAULT {NOW},
  last_error TEXT
);
CREATE INDEX confirmation_outbox_due ON confirmation_outbox (next_attempt_at);
