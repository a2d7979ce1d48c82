export * from './rate.js';
