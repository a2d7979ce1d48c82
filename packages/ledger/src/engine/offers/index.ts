export * from './book-keys.js';
export * from './book-walk.js';
export * from './funds.js';
export * from './offer-ops.js';
export * from './flow-cross.js';
