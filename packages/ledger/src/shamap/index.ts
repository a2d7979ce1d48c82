export * from './shamap.js';
