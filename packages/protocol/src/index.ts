// XRPL knowledge, pure: each area exports through its own index.
export * from './currency/index.js';
export * from './number/index.js';
export * from './amount/index.js';
export * from './quality/index.js';
export * from './reserves/index.js';
export * from './amm/index.js';
export * from './flags/index.js';
