-- The token_data table of spec §3, served by search and the live-markets list. Money columns are exact:
-- XRP in drops, token quantities and prices as numeric.
CREATE TABLE token_data (
  id serial PRIMARY KEY,
  token_id text NOT NULL UNIQUE,
  token_name text NOT NULL,
  ticker text NOT NULL,
  token_icon_url text,
  token_description text,
  price_in_xrp numeric NOT NULL DEFAULT 0,
  marketcap_usd numeric NOT NULL DEFAULT 0,
  volume_24h_drops bigint NOT NULL DEFAULT 0,
  volume_7d_drops bigint NOT NULL DEFAULT 0,
  liquidity_usd numeric NOT NULL DEFAULT 0,
  supply numeric NOT NULL DEFAULT 0,
  holders integer NOT NULL DEFAULT 0,
  trustlines integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  token_url_link text,
  token_tg_link text,
  token_x_link text,
  token_developer text,
  launched_on text,
  amm_account text,
  amm_xrp_drops bigint,
  amm_token_amount numeric,
  amm_trading_fee integer,
  amm_token_id text,
  last_trade_ledger bigint
);
CREATE INDEX token_data_marketcap ON token_data (marketcap_usd DESC, id);
CREATE INDEX token_data_volume_24h ON token_data (volume_24h_drops DESC, id);
CREATE INDEX token_data_volume_7d ON token_data (volume_7d_drops DESC, id);
CREATE INDEX token_data_liquidity ON token_data (liquidity_usd DESC, id);
CREATE INDEX token_data_price ON token_data (price_in_xrp DESC, id);
CREATE INDEX token_data_holders ON token_data (holders DESC, id);
CREATE INDEX token_data_created ON token_data (created_at DESC, id);
CREATE INDEX token_data_updated ON token_data (updated_at);

-- Wallet histories fetched by update_tx_history (what each transaction changed for the wallet).
CREATE TABLE wallet_transactions (
  classic_address text NOT NULL,
  tx_hash text NOT NULL,
  transaction_type text NOT NULL,
  engine_result text NOT NULL,
  ledger_index bigint NOT NULL,
  executed_at timestamptz NOT NULL,
  xrp_change_drops bigint NOT NULL,
  token_id text,
  token_change numeric,
  PRIMARY KEY (classic_address, tx_hash)
);
CREATE INDEX wallet_transactions_recent ON wallet_transactions (classic_address, ledger_index DESC);
