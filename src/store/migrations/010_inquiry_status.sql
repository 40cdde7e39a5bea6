-- Quote requests as leads (issue 34): where each stands, set by the owner's
-- `npm run inquiries -- replied|won|lost <id>`, which also records the last
-- contact (retention counts from it); answered_at is the first answer, for
-- the share of requests answered within two working days.
ALTER TABLE inquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'replied', 'won', 'lost'));
ALTER TABLE inquiries ADD COLUMN answered_at {TIME};
