export * from './flags.js';
