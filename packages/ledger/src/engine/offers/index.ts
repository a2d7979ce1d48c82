export * from './book-keys.js';
export * from './book-dir.js';
export * from './funds.js';
export * from './offer-ops.js';
