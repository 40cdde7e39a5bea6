-- A batch of sign-ups that wrote nothing else (every address a repeat)
-- writes this row, so that its commit is flushed like any other and a
-- repeat is not answered sooner than a new address (issue 19, item 3). The
-- same table as SQLite's (its migration 003), so the write is one statement
-- for both engines (issue 47); it replaces pg_current_xact_id().
CREATE TABLE commit_ticks (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n BIGINT NOT NULL
);
INSERT INTO commit_ticks (id, n) VALUES (1, 0);
