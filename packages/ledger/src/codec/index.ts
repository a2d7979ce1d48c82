export * from './decode.js';
export * from './encode.js';
