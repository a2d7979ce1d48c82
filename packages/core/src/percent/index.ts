// Percentages: the one rounding (hundredths, half away from zero) and the number the contract carries.
export { hundredthsOf, isWholeHundredths, percentFromHundredths, percentOf } from './percent-of.js';
