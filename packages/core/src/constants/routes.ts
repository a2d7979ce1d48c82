/** Routes of the app (spec §2). */

export const ROUTES = {
  start: '/',
  liveMarkets: '/live-markets',
  home: '/home',
  leaderboards: '/leaderboards',
  viewWallet: '/view-wallet',
  copyTrade: '/copytrade',
  documentation: '/documentation',
  fees: '/fees',
  terms: '/terms',
  privacy: '/privacy',
  landing: '/horizon',
  verify: '/verify',
  wallet: '/wallet',
  launch: '/launch',
  sniper: '/sniper',
  trustlessTest: '/trustless-test',
  // Issue 10's program pages (beyond spec §2): public to read; acting on them needs the verified session.
  premium: '/premium',
  tokenVoting: '/token-voting',
  escrowPools: '/escrow-pools',
  transparency: '/transparency',
} as const;

/** Routes behind the verification gate. */
export const GATED_ROUTES: readonly string[] = [
  ROUTES.wallet,
  ROUTES.launch,
  ROUTES.sniper,
  ROUTES.trustlessTest,
];

/** Where a verified user goes when no origin path was remembered. */
export const DEFAULT_POST_VERIFY_PATH = ROUTES.wallet;

/** The token page of a token id. */
export function tokenRoute(tokenId: string): string {
  return `/token/${tokenId}`;
}

/** The view of another wallet. */
export function viewWalletRoute(address: string): string {
  return `${ROUTES.viewWallet}?address=${encodeURIComponent(address)}`;
}
