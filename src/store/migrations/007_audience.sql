-- Audience counts (docs/decisions/012): one row per day and what was
-- counted, never a visitor. The server adds its counts in batches every few
-- seconds (INSERT … ON CONFLICT DO UPDATE); days older than 25 months are
-- deleted. No address, no User-Agent, no hash of either is ever written.
CREATE TABLE audience_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  -- Visits that began on this page (its entries).
  visits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
);

CREATE TABLE audience_referrers (
  day TEXT NOT NULL,
  host TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, host)
);

CREATE TABLE audience_devices (
  day TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('phone', 'desktop')),
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, device)
);

-- Sign-ups and quote requests, by the page the form was sent from and the
-- page the visit began on ('' when unknown).
CREATE TABLE audience_conversions (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('signup', 'inquiry')),
  from_path TEXT NOT NULL,
  entry_path TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, from_path, entry_path)
);
