export * from './amm-keys.js';
export * from './lifecycle.js';
export * from './pool.js';
export * from './provider.js';
export * from './transfer.js';
export * from './rules.js';
