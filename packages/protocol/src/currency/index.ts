export * from './currency-code.js';
export * from './lp-token-currency.js';
