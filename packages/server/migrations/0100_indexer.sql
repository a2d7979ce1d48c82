-- The indexer (issue 5 item 6): validated ledgers turned into trades, transfers, holdings, candles, pools.
-- One row per indexed ledger, written in the same transaction as everything derived from it: a replay is a no-op.
CREATE TABLE indexed_ledgers (
  ledger_index bigint PRIMARY KEY,
  ledger_hash text NOT NULL,
  close_time timestamptz NOT NULL,
  tx_count integer NOT NULL,
  trade_count integer NOT NULL,
  indexed_at timestamptz NOT NULL DEFAULT now()
);

-- Buys and sells of a token against XRP, by any account. Maker rows are the offer owners a taker crossed.
CREATE TABLE trades (
  id bigserial PRIMARY KEY,
  tx_hash text NOT NULL,
  ledger_index bigint NOT NULL,
  tx_index integer NOT NULL,
  executed_at timestamptz NOT NULL,
  classic_address text NOT NULL,
  token_id text NOT NULL,
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  xrp_drops bigint NOT NULL CHECK (xrp_drops > 0),
  token_amount numeric NOT NULL CHECK (token_amount > 0),
  price_in_xrp numeric NOT NULL,
  role text NOT NULL CHECK (role IN ('taker', 'maker')),
  kind text NOT NULL CHECK (kind IN ('trade', 'swap'))
);
CREATE INDEX trades_wallet ON trades (classic_address, ledger_index DESC, tx_index DESC);
CREATE INDEX trades_token ON trades (token_id, ledger_index DESC, tx_index DESC);
-- Trades arrive in time order: a BRIN index serves time ranges (leaderboards) for almost no write cost.
CREATE INDEX trades_time ON trades USING brin (executed_at);

-- Value sent from one account to another (token_id NULL = XRP; amount in XRP or token units).
CREATE TABLE transfers (
  id bigserial PRIMARY KEY,
  tx_hash text NOT NULL,
  ledger_index bigint NOT NULL,
  tx_index integer NOT NULL,
  executed_at timestamptz NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  token_id text,
  amount numeric NOT NULL
);
CREATE INDEX transfers_from ON transfers (from_address, ledger_index DESC);
CREATE INDEX transfers_to ON transfers (to_address, ledger_index DESC);

-- AMM deposits, withdrawals and creations, amounts from the account's side (negative = into the pool).
CREATE TABLE amm_events (
  id bigserial PRIMARY KEY,
  tx_hash text NOT NULL,
  ledger_index bigint NOT NULL,
  executed_at timestamptz NOT NULL,
  classic_address text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('create', 'deposit', 'withdraw')),
  amm_account text,
  token_id text,
  xrp_drops bigint NOT NULL,
  token_amount numeric NOT NULL,
  lp_tokens numeric NOT NULL
);
CREATE INDEX amm_events_wallet ON amm_events (classic_address, ledger_index DESC);

-- Per wallet and token: the trust line's balance and the trading totals (PnL = sold - spent).
CREATE TABLE holdings (
  classic_address text NOT NULL,
  token_id text NOT NULL,
  balance numeric NOT NULL DEFAULT 0,
  has_line boolean NOT NULL DEFAULT false,
  xrp_spent_drops bigint NOT NULL DEFAULT 0,
  xrp_sold_drops bigint NOT NULL DEFAULT 0,
  buys integer NOT NULL DEFAULT 0,
  sells integer NOT NULL DEFAULT 0,
  last_trade_ledger bigint,
  PRIMARY KEY (classic_address, token_id)
);
-- By token only: a balance change then stays a HOT update (no index entry to rewrite).
CREATE INDEX holdings_token ON holdings (token_id);

-- OHLCV candles in XRP per token, updated incrementally (open kept, close replaced, volume added).
CREATE TABLE candles (
  token_id text NOT NULL,
  interval text NOT NULL CHECK (interval IN ('1m', '5m', '1h', '1d')),
  bucket bigint NOT NULL,
  open numeric NOT NULL,
  high numeric NOT NULL,
  low numeric NOT NULL,
  close numeric NOT NULL,
  volume_drops bigint NOT NULL,
  trades integer NOT NULL,
  PRIMARY KEY (token_id, interval, bucket)
);

-- XRP/token AMM pools as the last validated ledger left them.
CREATE TABLE amm_pools (
  amm_account text PRIMARY KEY,
  token_id text,
  xrp_drops bigint,
  token_amount numeric,
  lp_balance numeric,
  trading_fee integer,
  is_xrp_pool boolean,
  deleted boolean NOT NULL DEFAULT false,
  updated_ledger bigint NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX amm_pools_token ON amm_pools (token_id);
