export * from './rate.js';
export { stDivide } from './st-divide.js';
