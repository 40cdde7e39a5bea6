-- PostgreSQL's migration 012 creates the commit_ticks table SQLite has had
-- since its migration 003 (issue 47: one statement for both engines).
-- Nothing to do here; the file keeps both engines numbered alike.
SELECT 1;
