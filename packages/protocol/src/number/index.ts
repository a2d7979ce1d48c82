export { XrplNumber, toDrops, fromDrops } from './xrpl-number.js';
export { power, root, root2 } from './roots.js';
export { getRoundingMode, withRoundingMode, type RoundingMode } from './rounding.js';
export { XrplNumberOverflowError } from './errors.js';
