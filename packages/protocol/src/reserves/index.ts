export * from './reserves.js';
