/** Words of the quick-buy buttons, their settings, and the balance-share buttons of every amount field. */
export const QUICK_TRADE_TEXT = {
  quickBuy: 'Quick buy',
  /** A preset button's accessible name: 'Quick-buy 5 XRP of ARMY' (never containing 'Buy ARMY', the panel's own button). */
  quickBuyFor: (ticker: string, xrp: string) => `Quick-buy ${xrp} XRP of ${ticker}`,
  settings: 'Quick-buy settings',
  presetsLabel: 'Amounts (XRP, separated by spaces)',
  oneClickLabel: 'Skip the review for small buys from this wallet',
  oneClickCapLabel: 'Without review up to (XRP)',
  oneClickOn: (cap: string) => `One click up to ${cap} XRP`,
  oneClickHint:
    'Buys up to this amount sign and send at once, with the same checks and slippage limit; larger ones show the review.',
  save: 'Save',
  saved: 'Saved',
  reset: 'Defaults',
  connectToQuickBuy: 'Connect a wallet to quick-buy',
  /** The balance-share buttons: 100% reads Max. */
  shareLabel: (percent: number) => (percent === 100 ? 'Max' : `${percent}%`),
  shareTitle: (percent: number) =>
    percent === 100 ? 'The most you can spend' : `${percent}% of your balance`,
} as const;

export const QUICK_TRADE_ERRORS = {
  presetInvalid: (text: string) => `"${text}" is not an XRP amount above 0 with at most 6 decimals`,
  presetCount: (min: number, max: number) => `Keep ${min} to ${max} amounts`,
  presetDuplicate: (text: string) => `${text} XRP is listed twice`,
  capInvalid: 'The cap must be an XRP amount above 0 with at most 6 decimals',
} as const;
