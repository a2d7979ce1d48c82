// Pure rules of the voting program (issue 10).
export * from './weeks.js';
export * from './burn-share.js';
export * from './strings.js';
