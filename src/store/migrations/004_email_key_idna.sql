-- The address key now holds the domain in its IDNA (UTS #46) ASCII form, so
-- that the Unicode, Punycode and full-width spellings of a domain are one
-- key (src/shared/email.ts, emailKey). The keys are computed again in
-- JavaScript right after this file, in the same transaction, by the same
-- function as new sign-ups (src/store/rekey.ts), merging the rows of a
-- mailbox written twice.
SELECT 1;
