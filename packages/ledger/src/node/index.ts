export type * from './node-api.js';
