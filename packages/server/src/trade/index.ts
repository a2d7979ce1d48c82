// Trading: every builder of spec §7 with quotes and fees, relayed through ../relay.
export { type TradeContext, issue, ISSUED_TTL_MS } from './context.js';
export { autofill, cushionedFee, LEDGER_OFFSET, type Draft } from './autofill.js';
export { quoteIn, type Market } from './quote.js';
export { feePlan } from './fee-txs.js';
export { type TradeCosts, tradeCostsOf } from './net-quote.js';
