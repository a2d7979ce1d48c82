-- Payouts (issue 10): every payout from the operator's payout wallet (devback to developers, LP incentives),
-- recorded before it is sent ('sending'), 'paid' with its validated hash, or 'owed' again when it failed.
CREATE TABLE payouts (
  id bigserial PRIMARY KEY,
  program text NOT NULL CHECK (program IN ('devback', 'lp_incentive')),
  recipient text NOT NULL,
  token_id text,
  drops bigint NOT NULL CHECK (drops > 0),
  state text NOT NULL CHECK (state IN ('owed', 'sending', 'paid')),
  lp_round_id bigint,
  tx_hash text,
  created_at timestamptz NOT NULL,
  paid_at timestamptz
);
CREATE INDEX payouts_open ON payouts (state) WHERE state <> 'paid';
CREATE INDEX payouts_paid ON payouts (paid_at DESC) WHERE state = 'paid';

-- One LP incentive round of a token launched on Horizon: the treasury income it took and the share split.
CREATE TABLE lp_rounds (
  id bigserial PRIMARY KEY,
  token_id text NOT NULL,
  amm_account text NOT NULL,
  income_drops bigint NOT NULL,
  share_drops bigint NOT NULL,
  created_at timestamptz NOT NULL
);

-- The fees of one validated Horizon trade (a request whose tx_fee validated), accounted once: what reached the
-- treasury, the referrer and the issuer (burn), and the devback owed to the token's developer until paid.
CREATE TABLE fee_accounts (
  request_id uuid PRIMARY KEY,
  kind text NOT NULL,
  trader text NOT NULL,
  token_id text NOT NULL,
  launched boolean NOT NULL,
  -- V, the trade's XRP value the builder charged on; NULL when the request predates its recording.
  value_drops bigint,
  fee_tx_hash text NOT NULL,
  treasury_drops bigint NOT NULL,
  referrer text,
  referral_drops bigint NOT NULL DEFAULT 0,
  referral_tx_hash text,
  burn_tx_hash text,
  burn_amount numeric,
  developer text,
  devback_drops bigint NOT NULL DEFAULT 0,
  devback_payout_id bigint REFERENCES payouts (id),
  lp_round_id bigint REFERENCES lp_rounds (id),
  validated_at timestamptz NOT NULL,
  accounted_at timestamptz NOT NULL
);
CREATE INDEX fee_accounts_devback_owed ON fee_accounts (developer)
  WHERE devback_drops > 0 AND devback_payout_id IS NULL;
CREATE INDEX fee_accounts_referrer ON fee_accounts (referrer, validated_at) WHERE referral_drops > 0;
CREATE INDEX fee_accounts_lp_open ON fee_accounts (token_id) WHERE launched AND lp_round_id IS NULL;
CREATE INDEX fee_accounts_day ON fee_accounts (validated_at);
