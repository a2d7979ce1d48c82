-- Money-moving calls are idempotent under concurrency (issue 15): a key per action, claimed in the database
-- before anything is paid, so a second caller (a double click, another server instance) never pays again;
-- and fees a wallet's relayed trade skipped, owed until its next trade through the relay pays them.
CREATE TABLE action_claims (
  -- e.g. 'pre_snipe_activation:<owner>'.
  action_key text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  -- What the action left (a transaction hash), once done.
  outcome text,
  claimed_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- Activations paid before this table existed are done already.
INSERT INTO action_claims (action_key, state, outcome, claimed_at, finished_at)
SELECT 'pre_snipe_activation:' || owner, 'done', activation_tx_hash, COALESCE(activated_at, updated_at),
  COALESCE(activated_at, updated_at)
FROM sniper_settings WHERE activation_tx_hash IS NOT NULL;

-- A fee transaction of a relayed trade that did not pay (its Sequence taken by another transaction, expired,
-- failed) while the trade itself succeeded: owed by the wallet, in XRP to the treasury, once per trade and role.
CREATE TABLE owed_fees (
  request_id uuid NOT NULL REFERENCES issued_requests (id),
  role text NOT NULL,
  classic_address text NOT NULL,
  drops bigint NOT NULL CHECK (drops > 0),
  -- The relayed hash that was not paid, and why (tefPAST_SEQ, expired, …).
  skipped_tx_hash text NOT NULL,
  skipped_reason text NOT NULL,
  recorded_at timestamptz NOT NULL,
  -- The later request whose owed_fee payment carries it: claimed while relayed, kept once it validated.
  paying_request_id uuid REFERENCES issued_requests (id),
  paid_tx_hash text,
  paid_at timestamptz,
  PRIMARY KEY (request_id, role)
);
CREATE INDEX owed_fees_open ON owed_fees (classic_address) WHERE paid_at IS NULL;

-- Work one server instance at a time may do (a sniper round, a day's vote burn): whoever inserts the key holds
-- it and beats; a beat older than the stale limit (the holder stopped) lets another instance take it over.
CREATE TABLE work_leases (
  lease_key text PRIMARY KEY,
  -- Random per taking: a holder beats and lets go only while the lease still carries its token.
  holder text NOT NULL,
  heartbeat_at timestamptz NOT NULL
);
