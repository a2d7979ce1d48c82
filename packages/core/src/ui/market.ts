/** Market data words of the token pages and the live markets (Horizon's wording). */
export const MARKET_STRINGS = {
  change24h: '24h',
  change24hTitle: 'Change of the last trade price over 24 hours',
  /** A token younger than a day: its change is taken since its first trade. */
  sinceFirstTrade: 'since first trade',
  sinceFirstTradeTitle:
    'Change of the last trade price since the first trade (the token is less than a day old)',
} as const;

/** What a holder of a token is to it, in the holders list. */
export const HOLDER_ROLE_LABELS = {
  amm: 'AMM pool',
  issuer: 'Issuer',
  developer: 'Dev wallet',
} as const;
