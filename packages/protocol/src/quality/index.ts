export * from './rate.js';
export { stDivide } from './st-divide.js';
export { offerRate } from './offer-rate.js';
