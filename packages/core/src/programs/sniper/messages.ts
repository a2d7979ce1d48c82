/** What the sniper says: API details, skip reasons of a round, and the /sniper page's words. */

export const SNIPER_MESSAGES = {
  premiumRequired: 'Sniper is a premium feature: hold 100 of the platform token or pay 5 XRP a month first',
  activationUnfunded: (needXrp: string) =>
    `Fund your pre-snipe wallet first: turning the sniper on needs ${needXrp} XRP in it ` +
    '(the 1 XRP activation, the snipe amount, the reserve and fees)',
  activationFailed: 'The 1 XRP activation payment did not go through: nothing was changed',
  activationInProgress: 'The 1 XRP activation is already being paid: try again in a moment',
  noPreSnipeWallet: 'This wallet has no pre-snipe wallet yet',
  nothingToClaim: 'No unclaimed pre-snipe of this token',
  claimInProgress: 'This claim is already being sent: try again in a moment',
  nothingToWithdraw: 'The pre-snipe wallet holds none of this token',
  aboveReserve: (maxXrp: string) =>
    `The pre-snipe wallet can send at most ${maxXrp} XRP: the rest is its reserve`,
} as const;

/** Why a pre-snipe wallet was left out of a round (recorded with the round, shown in the fairness report). */
export const SNIPE_SKIP_REASONS = {
  not_premium: 'The wallet is not premium',
  not_activated: 'The pre-snipe wallet is not activated on the ledger',
  unfunded: 'The pre-snipe wallet cannot pay its snipe amount, fees and reserve',
} as const;
export type SnipeSkipReason = keyof typeof SNIPE_SKIP_REASONS;

export const SNIPER_UI = {
  title: 'Token Sniper',
  intro:
    'Your pre-snipe wallet buys every token launched on Horizon the moment its pool opens, in an order drawn ' +
    'from a seed committed before the pool existed and revealed after.',
  custodyNote:
    'The pre-snipe wallet is the one wallet Horizon holds for you: its key is encrypted on the server. ' +
    'Keep in it only what you want to snipe with.',
  premiumNeeded: 'Sniper needs premium.',
  getPremium: 'Get premium',
  walletLabel: 'Your pre-snipe wallet',
  balanceLabel: 'Balance',
  fund: 'Fund it',
  settingsTitle: 'Settings',
  amountLabel: 'XRP per snipe',
  enabledLabel: 'Snipe new launches',
  activationNote: 'Turning it on the first time pays 1 XRP from the pre-snipe wallet.',
  save: 'Save',
  saved: 'Saved',
  snipedTitle: 'Sniped tokens',
  noneSniped: 'Nothing sniped yet.',
  snipedColumns: { token: 'Token', bought: 'Bought', spent: 'XRP spent', actions: 'Actions' },
  claim: 'Claim',
  withdrawTokens: 'Withdraw all',
  claimed: 'Claimed',
  trustlineFirst:
    'Your wallet needs a trustline for this token before the tokens can arrive: sign it first (0.2 XRP reserve), then the claim follows.',
  withdrawXrpTitle: 'Withdraw XRP',
  withdrawXrp: 'Withdraw',
  proveTitle: 'Prove this wallet is yours',
  prove: 'Sign in with this wallet',
  fairnessTitle: 'Fair launch',
  commitment: 'Commitment',
  seed: 'Seed',
  seedHidden: 'revealed once the round is over',
  participants: 'Snipers',
  noParticipants: 'No snipers in this round.',
  verified: 'Recomputed in your browser: the seed matches its commitment and gives this order.',
  mismatch: 'Recomputed in your browser: the seed or the order does not match the commitment.',
} as const;
