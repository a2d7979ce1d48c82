// Pure rules of the payouts program (issue 10): devback batches, LP incentives, transparency strings.
export * from './constants.js';
export * from './lp-incentive.js';
export * from './strings.js';
