export * from './rate.js';
export { offerRate, rateValue, rateFromValue, composeRates } from './offer-rate.js';
export { ceilIn, ceilOut, compareAmounts, type OfferAmounts } from './ceil.js';
export { applyTickSize, offerTickSize, type OfferTerms } from './tick-size.js';
export { withinRelativeDistance } from './relative-distance.js';
