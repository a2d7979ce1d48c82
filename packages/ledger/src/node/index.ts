export type * from './node-api.js';
export { createNode } from './node.js';
