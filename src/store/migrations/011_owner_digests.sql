-- The owner's weekly summary (issue 34): one row per week, the week being
-- the local date of its scheduled sending (OWNER_DIGEST). A server inserts
-- the row before it sends (its claim) and sets sent_at once the mail server
-- accepted the message: with several servers on one database, the primary
-- key lets exactly one of them claim a week. A claim left without sent_at
-- (a crash while sending) may be taken over once stale.
CREATE TABLE owner_digests (
  week TEXT PRIMARY KEY NOT NULL,
  claimed_at {TIME} NOT NULL,
  sent_at {TIME}
);
