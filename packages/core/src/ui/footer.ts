/** Footer strings (spec §1, §2), verbatim where the spec gives them. */

export const FOOTER_SECTIONS = {
  trading: 'Trading',
  resources: 'Resources',
  legal: 'Legal',
  connect: 'Connect',
} as const;

export const FOOTER_LINKS = {
  tokens: 'Tokens',
  leaderboards: 'Leaderboards',
  launch: 'Launch',
  wallet: 'Wallet',
  copyTrade: 'Copy Trade',
  tokenSniper: 'Token Sniper',
  documentation: 'Documentation',
  fees: 'Fees',
  terms: 'Terms',
  privacy: 'Privacy',
  // Beyond spec §2: issue 10's program pages.
  tokenVoting: 'Token Voting',
  escrowPools: 'Escrow Pools',
  premium: 'Premium',
  transparency: 'Transparency',
} as const;

export const FOOTER_COPYRIGHT = 'Advanced Trading on the XRPL.';
export const DISCLAIMER_BUTTON = 'Disclaimer';
export const DISCLAIMER_ACCEPT = 'I Understand';

/** The disclaimer (spec §1 names its points; the wording is Horizon's). */
export const DISCLAIMER_POINTS: readonly string[] = [
  'Nothing on Horizon is financial advice.',
  'Horizon is a decentralized exchange (DEX) on the XRP Ledger, a public ledger.',
  'You are responsible for your own decisions.',
  'Horizon takes no responsibility for tokens launched on it.',
  'Do your own research.',
];
