-- Token launches (issue 6 item 4): the ordered steps, where each stands, so an interrupted launch resumes.
CREATE TABLE launches (
  id uuid PRIMARY KEY,
  creator text NOT NULL,
  issuer text NOT NULL UNIQUE,
  token_id text NOT NULL,
  -- What the creator asked for: name, ticker, supply, icon, description, links, liquidity, trading fee.
  params jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('in_progress', 'completed', 'failed')),
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX launches_creator ON launches (creator);

CREATE TABLE launch_steps (
  launch_id uuid NOT NULL REFERENCES launches (id) ON DELETE CASCADE,
  position integer NOT NULL,
  step text NOT NULL,
  signer text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'ready', 'submitted', 'validated', 'failed')),
  -- The issued request of the transaction now ready to sign.
  request_id uuid REFERENCES issued_requests (id),
  tx_hash text,
  engine_result text,
  PRIMARY KEY (launch_id, step),
  UNIQUE (launch_id, position)
);
