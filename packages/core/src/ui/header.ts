/** Header strings (spec §2), verbatim. */

export const NAV_LINKS = {
  start: 'Start',
  liveMarkets: 'Live Markets',
  leaderboards: 'Leaderboards',
  launchToken: 'Launch Token',
} as const;

export const SEARCH_STRINGS = {
  placeholder: 'Search tokens or wallet address...',
  recent: 'Recent',
  clearAllHistory: 'Clear all history',
  tokenLabel: 'Token',
  walletLabel: 'Wallet',
  searching: 'Searching...',
  viewWallet: 'View Wallet',
  noResults: 'No tokens or wallets found',
} as const;

export const WALLET_CONTROL_STRINGS = {
  connected: 'Connected',
  wallet: 'Wallet',
  connect: 'Connect',
  yourWallets: 'Your Wallets',
  unnamedWallet: 'Unnamed Wallet',
  copied: 'Copied!',
  dashboard: 'Dashboard',
  tokenSniper: 'Token Sniper',
  copyTrade: 'Copy Trade',
  premiumFeature: 'Premium Feature',
  addWallet: 'Add Wallet',
  noWalletConnected: 'No Wallet Connected',
  connectOrCreate: 'Connect or create a wallet to get started',
  connectWallet: 'Connect Wallet',
} as const;

/** The compact wallet switcher on mobile. */
export const MOBILE_WALLET_STRINGS = {
  switchWallet: 'SWITCH WALLET',
  noWalletsAvailable: 'No wallets available',
  addNew: 'Add New',
} as const;
