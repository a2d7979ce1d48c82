// Issue 10's programs: their pure rules, constants and UI strings, one folder each.
export * from './copytrade/index.js';
export * from './escrow-pools/index.js';
export * from './payouts/index.js';
export * from './premium/index.js';
export * from './sniper/index.js';
export * from './voting/index.js';
