// XRPL knowledge, pure: each area exports through its own index.
export * from './currency/index.js';
