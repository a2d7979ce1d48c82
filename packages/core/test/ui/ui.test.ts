import { describe, expect, it } from 'vitest';
import * as ui from '../../src/ui/index.js';

describe('UI strings (spec §2), verbatim', () => {
  it('header navigation and search', () => {
    expect(ui.NAV_LINKS).toEqual({
      start: 'Start',
      liveMarkets: 'Live Markets',
      leaderboards: 'Leaderboards',
      launchToken: 'Launch Token',
    });
    expect(ui.SEARCH_STRINGS).toEqual({
      placeholder: 'Search tokens or wallet address...',
      recent: 'Recent',
      clearAllHistory: 'Clear all history',
      tokenLabel: 'Token',
      walletLabel: 'Wallet',
      searching: 'Searching...',
      viewWallet: 'View Wallet',
      noResults: 'No tokens or wallets found',
    });
  });

  it('wallet control, desktop and mobile', () => {
    expect(ui.WALLET_CONTROL_STRINGS).toEqual({
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
    });
    expect(ui.MOBILE_WALLET_STRINGS).toEqual({
      switchWallet: 'SWITCH WALLET',
      noWalletsAvailable: 'No wallets available',
      addNew: 'Add New',
    });
  });

  it('footer', () => {
    expect(ui.FOOTER_SECTIONS).toEqual({
      trading: 'Trading',
      resources: 'Resources',
      legal: 'Legal',
      connect: 'Connect',
    });
    expect(Object.values(ui.FOOTER_LINKS)).toEqual([
      'Tokens',
      'Leaderboards',
      'Launch',
      'Wallet',
      'Copy Trade',
      'Token Sniper',
      'Documentation',
      'Fees',
      'Terms',
      'Privacy',
      'Token Voting',
      'Escrow Pools',
      'Premium',
      'Transparency',
    ]);
    expect(ui.FOOTER_COPYRIGHT).toBe('Advanced Trading on the XRPL.');
    expect(ui.DISCLAIMER_BUTTON).toBe('Disclaimer');
    expect(ui.DISCLAIMER_ACCEPT).toBe('I Understand');
    expect(ui.DISCLAIMER_POINTS).toHaveLength(5);
  });

  it('verify page and gate use the single ellipsis character where the spec does', () => {
    expect(ui.VERIFY_STRINGS).toEqual({
      title: 'Security Verification',
      subtitle: 'Please complete the security check to continue',
      verifying: 'Verifying\u2026',
      success: 'Verification Successful!',
      redirecting: 'You will be redirected shortly\u2026',
    });
    expect(ui.GATE_VERIFYING_ACCESS).toBe('Verifying access\u2026');
    expect(ui.SEARCH_STRINGS.searching.endsWith('...')).toBe(true);
  });

  it('modals', () => {
    expect(ui.ADD_WALLET_STRINGS).toEqual({
      titleAdd: 'Add New Wallet',
      titleImport: 'Import Wallet',
      tabGenerate: 'Generate New Wallet',
      tabImport: 'Import Existing Wallet',
      verified: 'Verified',
      notVerified: 'Not Verified',
    });
    expect(ui.CREDENTIALS_BACKUP_STRINGS.savedButton).toBe("I've Saved My Credentials");
    expect(ui.CONFIRM_IMPORT_STRINGS.title).toBe('Confirm Wallet Import');
    expect(ui.CONFIRM_IMPORT_STRINGS.cancel).toBe('Cancel');
    expect(ui.CONFIRM_IMPORT_STRINGS.confirm).toBe('Confirm Import');
    expect(ui.COMMUNITY_TRADE_LINK).toBe('Trade $ARMY now');
    expect(ui.remainingSlotsText(1)).toBe('1 slot remaining');
    expect(ui.remainingSlotsText(4)).toBe('4 slots remaining');
    expect(ui.remainingSlotsText(0)).toBe('0 slots remaining');
  });
});

describe('referral links', () => {
  it('are the home page with the code in ?ref=, encoded', () => {
    expect(ui.referralLinkOf('https://horizon.example', 'ABCD2345')).toBe(
      'https://horizon.example/?ref=ABCD2345',
    );
    expect(ui.referralLinkOf('http://127.0.0.1:8080', 'a b&c')).toBe('http://127.0.0.1:8080/?ref=a%20b%26c');
  });
});
