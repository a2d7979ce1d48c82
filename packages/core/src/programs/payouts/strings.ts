/** What the payouts program says: server messages and the transparency page's words. */

export const PAYOUT_MESSAGES = {
  noTreasury: 'No treasury is configured, so there are no fee flows to show',
} as const;

export const TRANSPARENCY_STRINGS = {
  title: 'Transparency',
  lead: 'Every wallet the operator controls, the fee flows, burns and payouts, with balances read from the ledger.',
  walletsTitle: 'Operator wallets',
  walletsEmpty: 'No operator wallet is configured yet.',
  preSnipeTitle: 'Pre-snipe wallets',
  preSnipeNote:
    "Each user's server-held pre-snipe wallet (spec §7): its key is sealed under the server master key.",
  incomeTitle: 'Treasury fee income per day',
  incomeEmpty: 'No fee income recorded yet.',
  burnsTitle: 'Burns',
  burnsEmpty: 'No burns recorded yet.',
  burnSources: { trade_fee: 'Trade fee', token_vote: 'Token vote' },
  payoutsTitle: 'Payouts',
  payoutsEmpty: 'No payouts yet.',
  owedTitle: 'Owed, not yet paid',
  programNames: {
    devback: 'Devback',
    lp_incentive: 'LP incentive',
    referral: 'Referral',
  },
  walletRoles: {
    treasury: 'Treasury',
    payout: 'Payout wallet',
    pre_snipe: 'Pre-snipe',
    other: 'Server-held',
  },
  notActivated: 'not activated',
  loading: 'Loading…',
} as const;

export const REFERRAL_EARNINGS_STRINGS = {
  earnings: (totalXrp: string, count: number, recentXrp: string, days: number) =>
    `${totalXrp} XRP earned from ${count} referral payments (${recentXrp} XRP in the last ${days} days).`,
} as const;
