-- The owner's side of a sign-up (src/store/owner.ts).
-- `unsubscribe_token`: 128 random bits (base64url), given the first time an
-- announcement is sent to the address; the unsubscribe link carries it.
ALTER TABLE emails ADD COLUMN unsubscribe_token TEXT;
CREATE UNIQUE INDEX emails_unsubscribe_token ON emails (unsubscribe_token);

-- One row per address and announced release date: 'sending' is written
-- before the SMTP conversation, 'sent' once the server accepted the message,
-- so a re-run never writes twice (docs/decisions/004-announce-at-most-once.md).
CREATE TABLE announcement_deliveries (
  email_id TEXT NOT NULL REFERENCES emails (id) ON DELETE CASCADE,
  release_date {DATE} NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent')),
  updated_at {TIME} NOT NULL DEFAULT {NOW},
  PRIMARY KEY (email_id, release_date)
);
