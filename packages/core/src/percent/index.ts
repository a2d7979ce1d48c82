// Percentages: the one rounding (hundredths, half away from zero), the number the contract carries, and the
// distance between two prices (the trade review's price impact, rounded down).
export { hundredthsOf, isWholeHundredths, percentFromHundredths, percentOf } from './percent-of.js';
export { deviationPercentText } from './deviation.js';
