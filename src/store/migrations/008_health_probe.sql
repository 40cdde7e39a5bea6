-- GET /api/health writes this one row (at most every few seconds, and only
-- when asked), so that it answers 503 while storage does not accept writes:
-- a full disk, a read-only file system, a lock held too long.
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at {TIME} NOT NULL
);
