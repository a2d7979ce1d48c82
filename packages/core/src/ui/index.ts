export * from './header.js';
export * from './footer.js';
export * from './verify.js';
export * from './modals.js';
export * from './security.js';
