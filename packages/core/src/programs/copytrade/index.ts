// Pure rules of the copytrade program (issue 10): the copy decision, its limits and words.
export * from './constants.js';
export * from './decide.js';
export * from './limits.js';
export * from './strings.js';
