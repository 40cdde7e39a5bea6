-- A batch of sign-ups that wrote nothing else (every address a repeat)
-- writes this row, so that its commit is flushed like any other and a
-- repeat is not answered sooner than a new address (issue 19, item 3).
-- SQLite databases made before this file was shared by both engines
-- already have it (their migration 003 made it), hence IF NOT EXISTS.
CREATE TABLE IF NOT EXISTS commit_ticks (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n BIGINT NOT NULL
);
INSERT INTO commit_ticks (id, n) VALUES (1, 0) ON CONFLICT DO NOTHING;
