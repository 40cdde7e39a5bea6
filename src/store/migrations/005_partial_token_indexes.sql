-- The two token indexes hold only the rows that have a token. Most rows
-- have neither (a confirmation token only while double opt-in is on, an
-- unsubscribe token only once an announcement was sent), and an index over
-- every NULL cost each sign-up an index insertion for nothing (npm run
-- bench). A lookup by token (`= value`) implies IS NOT NULL, so both
-- engines still use these indexes for it.
DROP INDEX emails_confirmation_token;
CREATE UNIQUE INDEX emails_confirmation_token ON emails (confirmation_token)
  WHERE confirmation_token IS NOT NULL;
DROP INDEX emails_unsubscribe_token;
CREATE UNIQUE INDEX emails_unsubscribe_token ON emails (unsubscribe_token)
  WHERE unsubscribe_token IS NOT NULL;
