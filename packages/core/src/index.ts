// Horizon's own rules, pure: each area exports through its own index.
export * from './constants/index.js';
export * from './token-id/index.js';
export * from './validation/index.js';
export * from './transaction/index.js';
export * from './errors/index.js';
export * from './ui/index.js';
export * from './decimal/index.js';
export * from './format/index.js';
export * from './fees/index.js';
export * from './contract/index.js';
export * from './programs/index.js';
export * from './percent/index.js';
export * from './pnl/index.js';
export * from './quick-trade/index.js';
export * from './intents/index.js';
export * from './ledger-facts/index.js';
