// The indexer: validated ledgers → trades, transfers, AMM events, holdings, candles, pools, token_data.
export * from './ledger-json.js';
export * from './balance-changes.js';
export * from './derive-trades.js';
export * from './derive-ledger.js';
export * from './totals.js';
export * from './store.js';
export * from './events.js';
export * from './token-data.js';
