-- What the server issued for signing, and what it relayed (issue 6): a blob is relayed only when its signing
-- fields equal, byte for byte, a transaction issued here for the same wallet and request.
CREATE TABLE issued_requests (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  classic_address text NOT NULL,
  -- What the outcome needs to know (token id, launch step, …).
  context jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX issued_requests_expires ON issued_requests (expires_at);

-- Each unsigned transaction of a request, in submission order; stage k is submitted only once every
-- transaction of the stages before it succeeded (fees follow a successful trade).
CREATE TABLE issued_transactions (
  request_id uuid NOT NULL REFERENCES issued_requests (id) ON DELETE CASCADE,
  position integer NOT NULL,
  role text NOT NULL,
  stage integer NOT NULL,
  account text NOT NULL,
  sequence bigint NOT NULL,
  last_ledger_sequence bigint NOT NULL,
  -- The canonical binary of the signing fields (hex) and its SHA-256, to find a blob's issued transaction.
  signing_fields text NOT NULL,
  fields_digest text NOT NULL,
  PRIMARY KEY (request_id, position)
);
CREATE INDEX issued_transactions_digest ON issued_transactions (account, fields_digest);

-- One relay of a request: whoever inserts it submits; everyone else waits for its outcome.
CREATE TABLE relay_runs (
  request_id uuid PRIMARY KEY REFERENCES issued_requests (id),
  state text NOT NULL CHECK (state IN ('running', 'finished')),
  heartbeat_at timestamptz NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX relay_runs_running ON relay_runs (state) WHERE state = 'running';

-- Every relayed transaction, its hash recorded before it is submitted.
CREATE TABLE relayed_transactions (
  tx_hash text PRIMARY KEY,
  request_id uuid NOT NULL REFERENCES relay_runs (request_id),
  position integer NOT NULL,
  tx_blob text NOT NULL,
  state text NOT NULL CHECK (state IN ('recorded', 'submitted', 'validated', 'rejected', 'skipped', 'expired')),
  engine_result text,
  ledger_index bigint,
  meta jsonb,
  recorded_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (request_id, position)
);
