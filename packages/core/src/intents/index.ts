/** What the user asked for, and one checker per intent of what the server built before it is signed. */
export * from './types.js';
export { INTENT_CHECKS, assertMatchesIntent } from './check.js';
export { largestQuoteForBound, slippageBound, slippageBps } from './slippage.js';
export { orderTotalDrops } from './limit-order.js';
export { BLACKHOLE_ADDRESS, MAX_ISSUER_FUNDING_DROPS, stepSigner } from './launch.js';
// The exact readers the checks use, for the browser's preview of the same transactions.
export { dropsOf, tokenValue } from './facts.js';
