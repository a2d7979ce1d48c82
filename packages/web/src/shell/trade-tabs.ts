/** The trade panel's tabs and note, shared by the panel and the stand-in shown while its code loads. */
export const TRADE_TABS = [
  ['buy', 'Buy'],
  ['sell', 'Sell'],
  ['swap', 'Swap'],
  ['limit', 'Limit'],
] as const;

export type TradeTab = (typeof TRADE_TABS)[number][0];

export const TRADE_NOTE = 'Transactions are signed in your browser; keys never leave it.';
