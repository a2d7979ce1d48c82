/** Answers of the builders beyond the spec's catalogue (core's errors hold the catalogue's own). */
export const TRADE_MESSAGES = {
  unknownToken: 'Unknown token: its issuer is not an account on the ledger',
  noTreasury: 'Trading is unavailable: the server has no treasury address (TREASURY_ADDRESS)',
  noLiquidity: 'Not enough liquidity in the pool and the order book for this amount',
  tooSmall: 'The amount is too small to trade',
  accountNotFound: 'This wallet is not activated on the ledger yet',
  orderNotFound: 'No open order with this sequence',
  notLpHolder: 'You hold no LP tokens of this pool',
} as const;
