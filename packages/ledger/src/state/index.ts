export * from './entry.js';
export * from './keys.js';
