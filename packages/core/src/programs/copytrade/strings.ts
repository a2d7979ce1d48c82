/** What Copy Trading says: skip reasons, server messages and the page's words. */
import type { SkipReason } from './decide.js';

export const COPY_SKIP_REASONS: Readonly<Record<SkipReason | 'failed', string>> = {
  sells_not_copied: 'Sells of this leader are not copied',
  liquidity_below_floor: "The token's pool holds less XRP than your liquidity floor",
  daily_limit_reached: "Today's XRP limit for this leader is reached",
  token_not_held: 'You hold none of this token to sell',
  amount_too_small: 'The copy would be smaller than 0.1 XRP',
  failed: 'The copy was not validated',
};

export const COPYTRADE_MESSAGES = {
  premiumRequired: 'Copy Trading is a premium feature: hold 100 of the platform token or pay 5 XRP a month',
  selfFollow: 'A wallet cannot follow itself',
  tooManyLeaders: 'You follow the most leaders allowed; unfollow one first',
  notFollowing: 'This wallet does not follow that leader',
  dailyAboveTrade: 'The daily limit must be at least the per-trade limit',
  invalidLeader: 'Enter the classic address (r…) of the wallet to follow',
} as const;

export const COPYTRADE_STRINGS = {
  title: 'Copy Trade',
  lead: 'Follow traders from the leaderboards or by address and mirror their trades within your own limits.',
  openAppOnly:
    'Trades are copied only while Horizon is open in this browser. Each copy is signed here, by your own wallet key in this browser; no server ever holds your key or trades for you.',
  premiumOnly: 'Copy Trading is a premium feature.',
  noWallet: 'Add or choose a wallet to copy trades.',
  proveTitle: 'Prove control of this wallet',
  proveButton: 'Prove control',
  proveNote: 'Your settings are kept for this wallet once you sign a one-time challenge.',
  followTitle: 'Follow a leader',
  leaderAddress: 'Leader address',
  followButton: 'Follow',
  fromLeaderboard: 'Top traders this week',
  leadersTitle: 'Leaders you follow',
  leadersEmpty: 'You follow no one yet: pick a trader to follow on the Leaderboards.',
  maxXrpPerTrade: 'XRP per trade',
  maxXrpPerDay: 'XRP per day',
  maxSlippage: 'Max slippage %',
  copySells: 'Copy sells',
  minLiquidity: 'Skip tokens with pool liquidity below (XRP)',
  save: 'Save',
  unfollow: 'Unfollow',
  spentToday: (xrp: string) => `${xrp} XRP spent today`,
  logTitle: 'Leader trades seen',
  logEmpty: 'No leader trade seen yet; keep this page open.',
  listening: 'Listening for leader trades…',
  copied: (xrp: string) => `Copied for ${xrp} XRP`,
  skipped: 'Skipped',
  copying: 'Copying…',
  failedCopy: 'Failed',
  logColumns: ['Seen', 'Leader', 'Token', 'Leader trade', 'Outcome', 'Why / transaction'] as const,
  premiumLink: 'See how to become premium',
  leaderboardEmpty: 'No trader on the leaderboard yet.',
} as const;
