// The premium features and programs of issue 10, one file of schemas and routes each.
export * from './sniper.js';
export * from './copytrade.js';
export * from './voting.js';
export * from './escrow-pools.js';
export * from './payouts.js';
