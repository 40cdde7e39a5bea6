-- What was erased (docs/decisions/021): a sign-up (by its address's key) or
-- a quote request (by its id), as a SHA-256 hash, never the address itself,
-- with when. `npm run restore` replays it on the restored data, so that an
-- address erased after the backup (delete, unsubscribe, purge) never comes back.
CREATE TABLE erasures (
  kind TEXT NOT NULL CHECK (kind IN ('signup', 'inquiry')),
  hash TEXT NOT NULL,
  erased_at {TIME} NOT NULL,
  PRIMARY KEY (kind, hash)
);
