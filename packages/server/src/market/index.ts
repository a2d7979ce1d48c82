// Market data: search, candles, leaderboards, quotes, LP reads and the read routes.
export * from './search-index.js';
export * from './token-queries.js';
export * from './trader-queries.js';
export * from './ledger-reads.js';
export * from './amm-reads.js';
export * from './lp-reads.js';
export * from './wallet-reads.js';
export * from './sse.js';
export * from './time-refresh.js';
export * from './routes.js';
export * from './early-data.js';
