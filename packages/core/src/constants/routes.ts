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

/**
 * The element in which the server puts a page's first answer (`<script type="application/json" id=…
 * data-url="/api/…">`): the page draws it without waiting for a round trip, and its API call takes it.
 */
export const EARLY_DATA_ELEMENT_ID = 'horizon-early-data';

/** The token id a token page shows (`/token/{id}`, URL-decoded), or undefined for any other path. */
export function tokenIdOfPage(pathname: string): string | undefined {
  const match = /^\/token\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The API path of a token's record. */
export function tokenRecordPath(tokenId: string): string {
  return `/api/tokens/${encodeURIComponent(tokenId)}`;
}

/**
 * The API path of the token record a token page shows first (`/token/{id}` → `/api/tokens/{id}`), or
 * undefined for any other path. The web app's entry asks for it early; the server puts it in the page.
 */
export function tokenRecordPathOfPage(pathname: string): string | undefined {
  const tokenId = tokenIdOfPage(pathname);
  return tokenId === undefined ? undefined : tokenRecordPath(tokenId);
}

/** The view of another wallet. */
export function viewWalletRoute(address: string): string {
  return `${ROUTES.viewWallet}?address=${encodeURIComponent(address)}`;
}
