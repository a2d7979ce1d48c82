/**
 * The review of a buy, sell or swap before signing (issue 16), in the order a trader reads it: what leaves the
 * wallet in all, what arrives (net of the burn-back and the fees) and the least after slippage, then the parts.
 */
export const TRADE_REVIEW_TEXT = {
  /** One total per currency: the amount, every fee payment and the network fees. */
  youPay: 'You pay',
  /** The quote: what the wallet holds more afterwards, net of the burn-back and the fees. */
  youReceive: 'You receive ≈',
  /** The quote less the slippage allowance: the trade is killed below it. */
  youReceiveAtLeast: 'You receive at least',
  /** The pool's own fee, kept by its liquidity providers: already in the quote. */
  poolFee: 'Pool trading fee (in the price)',
  /** The execution price against the pool's price before the trade, slippage and fees left out. */
  priceImpact: 'Price impact',
  networkFee: 'Network fees',
} as const;
