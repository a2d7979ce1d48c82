-- Sniper (issue 10): each user wallet's pre-snipe settings, one committed-seed round per launched token, and
-- each pre-snipe wallet's place and purchase in a round. Drops are bigint, token amounts exact numeric text.
CREATE TABLE sniper_settings (
  -- The user's own wallet (proved in the session); its pre-snipe wallet is in hot_wallets.
  owner text PRIMARY KEY,
  pre_snipe_address text NOT NULL REFERENCES hot_wallets (address),
  enabled boolean NOT NULL,
  xrp_drops bigint NOT NULL CHECK (xrp_drops >= 0),
  -- The one-time 1 XRP activation paid from the pre-snipe wallet to the treasury.
  activation_tx_hash text,
  activated_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sniper_settings_enabled ON sniper_settings (enabled) WHERE enabled;

CREATE TABLE sniper_rounds (
  token_id text PRIMARY KEY,
  launch_id uuid NOT NULL UNIQUE REFERENCES launches (id),
  -- SHA-256 of the seed, public from the launch's creation; the seed is shown only once revealed_at is set.
  commitment text NOT NULL,
  seed text NOT NULL,
  state text NOT NULL CHECK (state IN ('committed', 'running', 'revealed')),
  committed_at timestamptz NOT NULL,
  started_at timestamptz,
  revealed_at timestamptz
);
CREATE INDEX sniper_rounds_open ON sniper_rounds (state) WHERE state <> 'revealed';

CREATE TABLE sniper_snipes (
  token_id text NOT NULL REFERENCES sniper_rounds (token_id),
  owner text NOT NULL,
  pre_snipe_address text NOT NULL,
  -- SHA-256(seed ‖ address): the round's order; position 1.. for participants, null when skipped.
  order_hash text NOT NULL,
  position integer,
  xrp_drops bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'buying', 'bought', 'failed', 'skipped')),
  skip_reason text,
  tx_hash text,
  engine_result text,
  ledger_index bigint,
  transaction_index integer,
  -- What the pre-snipe wallet holds from this snipe (bought less the burn share), and the XRP it sold.
  token_amount numeric,
  xrp_spent_drops bigint,
  sniped_at timestamptz,
  claimed boolean NOT NULL DEFAULT false,
  claim_tx_hash text,
  PRIMARY KEY (token_id, owner),
  UNIQUE (token_id, position)
);
CREATE INDEX sniper_snipes_owner ON sniper_snipes (owner);
