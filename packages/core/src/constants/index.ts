export * from './fees.js';
export * from './wallet.js';
export * from './ledger.js';
export * from './cache.js';
export * from './auth.js';
export * from './interface.js';
export * from './routes.js';
