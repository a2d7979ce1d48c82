-- Copy Trading (issue 10): the leaders each user wallet follows with its limits, and the log of every leader
-- trade the follower's browser saw and what it did. Drops are bigint, token amounts exact numeric text.
CREATE TABLE copytrade_leaders (
  -- The user's own wallet (proved in the session) and the leader it mirrors.
  follower text NOT NULL,
  leader text NOT NULL,
  max_xrp_per_trade_drops bigint NOT NULL CHECK (max_xrp_per_trade_drops > 0),
  max_xrp_per_day_drops bigint NOT NULL CHECK (max_xrp_per_day_drops >= max_xrp_per_trade_drops),
  -- Percent × 100 (whole basis points), as the trade calls take it with 2 decimals.
  max_slippage_bps integer NOT NULL CHECK (max_slippage_bps > 0),
  copy_sells boolean NOT NULL,
  min_liquidity_drops bigint NOT NULL CHECK (min_liquidity_drops >= 0),
  followed_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (follower, leader),
  CHECK (follower <> leader)
);

CREATE TABLE copytrade_log (
  follower text NOT NULL,
  leader text NOT NULL,
  leader_tx_hash text NOT NULL,
  token_id text NOT NULL,
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  leader_xrp_drops bigint NOT NULL CHECK (leader_xrp_drops >= 0),
  -- pending: one browser tab claimed the trade and is copying it; the others leave it.
  outcome text NOT NULL CHECK (outcome IN ('pending', 'copied', 'skipped', 'failed')),
  reason text,
  xrp_drops bigint CHECK (xrp_drops >= 0),
  token_amount text,
  tx_hash text,
  seen_at timestamptz NOT NULL,
  decided_at timestamptz,
  PRIMARY KEY (follower, leader_tx_hash)
);
CREATE INDEX copytrade_log_recent ON copytrade_log (follower, seen_at DESC);
