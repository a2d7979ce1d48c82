export * from './currency-code.js';
