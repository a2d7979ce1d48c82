-- Token Voting (issue 10): one vote per wallet per UTC week (Monday 00:00), and the daily buy-and-burn of the
-- previous week's winner. Dates are YYYY-MM-DD text (UTC), so no time zone ever shifts a week or a day.
CREATE TABLE token_votes (
  week_start text NOT NULL,
  classic_address text NOT NULL,
  token_id text NOT NULL,
  voted_at timestamptz NOT NULL,
  PRIMARY KEY (week_start, classic_address)
);
CREATE INDEX token_votes_week_token ON token_votes (week_start, token_id);

-- One row per UTC day, inserted before anything is bought: a day is never burned twice. 'running' while the
-- payout wallet buys and burns; the amounts are exact (fee income and XRP spent in drops, tokens as numeric).
CREATE TABLE vote_burns (
  day text PRIMARY KEY,
  -- The week whose winner is burned (the week before the day's week).
  week_start text NOT NULL,
  token_id text,
  state text NOT NULL CHECK (state IN ('running', 'burned', 'no_winner', 'no_fees', 'too_small', 'failed')),
  fee_income_drops bigint NOT NULL,
  xrp_spent_drops bigint NOT NULL DEFAULT 0,
  tokens_burned numeric NOT NULL DEFAULT 0,
  buy_tx_hash text,
  burn_tx_hash text,
  recorded_at timestamptz NOT NULL,
  finished_at timestamptz
);
