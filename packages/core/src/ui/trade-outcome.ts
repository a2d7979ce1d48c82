/**
 * What a signed action's done view calls its result, per action: amounts arrive from a trade, but a cancel,
 * a trustline or a vote receives nothing, so "Received" would misname it.
 */
export const TRADE_OUTCOME_TITLES = {
  received: 'Received',
  receivedAtLeast: 'Received (at least)',
  cancelOrder: 'Order cancelled',
  trustlineSet: 'Trustline set',
  trustlineClear: 'Trustline removed',
  trustlineClearAll: 'Trustlines removed',
  ammVote: 'Vote cast',
  ammWithdraw: 'Withdrawn from the pool',
} as const;

/** A limit order pays its trading fee when it is placed; cancelling it does not give the fee back. */
export const LIMIT_FEE_TEXT = {
  review:
    'The trading fee is paid now, when the order is placed, and is not refunded if the order is cancelled.',
  cancel: 'Cancelling does not refund the trading fee paid when the order was placed.',
} as const;
