/** Valid response examples, shared by the response tests and the soft-failure tests. */
import { ALICE, BOB, HASH, ISSUER, TOKEN } from './schema-cases.js';

export const TOKEN_HOLDING = {
  token_id: TOKEN,
  balance: '1500.5',
  xrp_value: '30.01',
  currency_hex: '0000000000000000000000005553440000000000',
  currency_decoded: 'USD',
  issuer: ISSUER,
  total_xrp_spend: '25',
  total_xrp_sold: '5',
  pnl_xrp: '10.01',
  pnl_percent: 40.04,
  realized_pnl_xrp: '1',
  unrealized_pnl_xrp: '9.01',
  has_zero_cost_tokens: false,
};

export const HOLDINGS = {
  xrp_balance_available: '88.5',
  xrp_balance_with_reserve: '91.5',
  token_holdings: [TOKEN_HOLDING],
  total_pnl_xrp: '10.01',
  total_pnl_pct: 40.04,
  is_activated: true,
  activation_required: false,
};

export const TRADE = {
  tx_hash: HASH,
  ledger_index: 1234,
  executed_at: '2025-01-02T03:04:05.000Z',
  classic_address: ALICE,
  token_id: TOKEN,
  side: 'buy',
  xrp_amount: '10',
  token_amount: '500',
  price_in_xrp: '0.02',
};

export const ACTIVE_ORDER = {
  active: true,
  direction: 'buy',
  filled_percentage: 25,
  filled_token_amount: '25',
  filled_xrp_amount: '0.5',
  offer_sequence: 17,
  token_amount: '100',
  token_id: TOKEN,
  tx_hash: HASH,
  xrp_price_per_token: '0.02',
  xrp_total: '2',
};

export const PAYMENT = {
  transaction_type: 'Payment',
  account: ALICE,
  fee: '12',
  sequence: 5,
  last_ledger_sequence: 120,
  destination: BOB,
  amount: '1000000',
};

export const FEE_PAYMENT = { ...PAYMENT, amount: '100000' };

export const TRUST_SET = {
  transaction_type: 'TrustSet',
  account: ALICE,
  fee: '12',
  sequence: 6,
  last_ledger_sequence: 120,
  limit_amount: { currency: 'USD', issuer: ISSUER, value: '1000000000' },
};

export const BURN_BACK = {
  ...PAYMENT,
  destination: ISSUER,
  amount: { currency: 'USD', issuer: ISSUER, value: '1.25' },
};

export const TOKEN_RECORD = {
  id: 1,
  token_id: TOKEN,
  token_name: 'Horizon Dollar',
  ticker: 'USD',
  token_icon_url: `/api/icons/${'ab'.repeat(32)}.png`,
  token_description: 'A test token',
  price_in_xrp: '0.02',
  marketcap_usd: '12345.67',
  volume_24h: '1000',
  volume_7d: '7000',
  price_change_24h: -4.56,
  price_change_since_first_trade: false,
  liquidity_usd: '5000',
  supply: '1000000',
  holders: 2,
  holders_list: [{ classic_address: ALICE, balance: '1500.5', role: 'developer' }],
  trustlines: 3,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
  token_url_link: 'https://example.com',
  token_tg_link: null,
  token_x_link: 'https://x.com/horizon',
  token_developer: BOB,
  launched_on: 'horizon',
  amm_xrp_amount: '2500',
  amm_token_amount: '125000',
  amm_trading_fee: 1000,
  amm_token_id: `03${'A'.repeat(38)}:${BOB}`,
  fee_category: 'launched',
};
