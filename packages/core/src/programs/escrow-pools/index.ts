// Pure rules of the escrow-pools program (issue 10).
export * from './conditions.js';
export * from './strings.js';
