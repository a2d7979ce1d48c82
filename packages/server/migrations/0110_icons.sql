-- Token icons we host (launch uploads, and links fetched once at launch), keyed by the sha256 of their bytes,
-- so every server on one database serves the same icon at the same immutable URL.
CREATE TABLE icons (
  hash text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL
);
