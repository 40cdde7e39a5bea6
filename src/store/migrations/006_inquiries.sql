-- Quote requests (PRODUCT.md decision 18). One row per request kept; the
-- same message from the same address within an hour is stored once
-- (`dedupe_key`: a hash of the address key and the message). `verified`:
-- true (1 on SQLite) when the request carried a valid proof of work, false
-- (0) when it came without one (no JavaScript): it is kept, and mailed
-- « non vérifié ».
-- `last_contact_at` starts as `created_at`; retention (three years) runs from it.
CREATE TABLE inquiries (
  id TEXT PRIMARY KEY NOT NULL,
  created_at {TIME} NOT NULL DEFAULT {NOW},
  last_contact_at {TIME} NOT NULL DEFAULT {NOW},
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  company TEXT,
  phone TEXT,
  offer TEXT,
  budget TEXT,
  message TEXT NOT NULL,
  verified BOOLEAN NOT NULL,
  page TEXT,
  dedupe_key TEXT NOT NULL
);
CREATE INDEX inquiries_dedupe ON inquiries (dedupe_key, created_at);
CREATE INDEX inquiries_last_contact ON inquiries (last_contact_at);

-- The owner's e-mail for each request, written in the request's
-- transaction (an outbox), sent in the background like the confirmation
-- e-mails: claimed with a lease, deleted once the SMTP server accepted it.
CREATE TABLE inquiry_outbox (
  inquiry_id TEXT PRIMARY KEY NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at {TIME} NOT NULL DEFAULT {NOW},
  last_error TEXT
);
CREATE INDEX inquiry_outbox_due ON inquiry_outbox (next_attempt_at);

-- What was turned away (honeypot, too fast, a bad proof), counted per UTC
-- day and reason: nothing of the request itself is kept.
CREATE TABLE inquiry_rejections (
  day {DATE} NOT NULL,
  reason TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, reason)
);
