/** Quick-buy settings kept per browser: what is stored is checked again on read, and caps are per wallet. */
import type { HoldingsResponse } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/services/storage-keys.js';
import { limitBuyShareOf, tokenShareOf, xrpShareOf } from '../../src/trade-ui/balance-shares.js';
import {
  DEFAULT_QUICK_BUY_SETTINGS,
  oneClickCapOf,
  readQuickBuySettings,
  withOneClickCap,
  writeQuickBuySettings,
} from '../../src/trade-ui/quick-buy-settings.js';
import { MemoryStore } from '../memory-store.js';

const WALLET = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const OTHER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const stored = (value: unknown) => new MemoryStore({ [STORAGE_KEYS.quickBuy]: JSON.stringify(value) });

describe('quick-buy settings in the browser', () => {
  it('start with 1, 5, 10 and 25 XRP, buying 1 XRP from the markets table, no wallet skipping the review', () => {
    expect(readQuickBuySettings(new MemoryStore())).toEqual({
      presets: ['1', '5', '10', '25'],
      selected: '1',
      oneClickCaps: {},
    });
  });

  it('come back as saved, under the horizon: key the startup cleanup keeps', () => {
    const store = new MemoryStore();
    const settings = withOneClickCap(
      { ...DEFAULT_QUICK_BUY_SETTINGS, presets: ['2', '20'], selected: '20' },
      WALLET,
      '3',
    );
    writeQuickBuySettings(store, settings);
    expect(store.key(0)).toBe('horizon:quick_buy');
    expect(readQuickBuySettings(store)).toEqual({
      presets: ['2', '20'],
      selected: '20',
      oneClickCaps: { [WALLET]: '3' },
    });
  });

  it('fall back to the defaults for a bad list, and to the first preset for a selection not in it', () => {
    expect(readQuickBuySettings(stored({ presets: ['1', '-5'], selected: '1' })).presets).toEqual([
      '1',
      '5',
      '10',
      '25',
    ]);
    expect(readQuickBuySettings(stored({ presets: ['1', '1'] })).presets).toEqual(['1', '5', '10', '25']);
    expect(readQuickBuySettings(stored({ presets: ['3', '4'], selected: '9' })).selected).toBe('3');
    expect(readQuickBuySettings(stored({ presets: 'oops' })).presets).toEqual(['1', '5', '10', '25']);
    expect(readQuickBuySettings(new MemoryStore({ [STORAGE_KEYS.quickBuy]: '{not json' }))).toEqual(
      DEFAULT_QUICK_BUY_SETTINGS,
    );
  });

  it('drop a tampered cap (not an amount, or not a wallet address) rather than skip a review with it', () => {
    const settings = readQuickBuySettings(
      stored({ oneClickCaps: { [WALLET]: '5', [OTHER]: '1e9', nobody: '5', [`${OTHER}x`]: '1' } }),
    );
    expect(settings.oneClickCaps).toEqual({ [WALLET]: '5' });
  });

  it('keep a cap per wallet: another wallet reviews every buy; removing the cap restores the review', () => {
    const settings = withOneClickCap(DEFAULT_QUICK_BUY_SETTINGS, WALLET, '5');
    expect(oneClickCapOf(settings, WALLET)).toBe('5');
    expect(oneClickCapOf(settings, OTHER)).toBeNull();
    expect(oneClickCapOf(settings, null)).toBeNull();
    expect(oneClickCapOf(withOneClickCap(settings, WALLET, null), WALLET)).toBeNull();
  });
});

describe('the share buttons of the trade forms', () => {
  const TOKEN = `USD:${WALLET}`;
  const holdings = {
    xrp_balance_available: '20.2',
    token_holdings: [{ token_id: TOKEN, balance: '3.25' }],
  } as unknown as HoldingsResponse;

  it('Max of a buy leaves the network fees and the 1% fee; of a buy of a new token also the trustline reserve', () => {
    expect(xrpShareOf(holdings, { tradingFee: true })(100)).toBe('19.990099');
    expect(xrpShareOf(holdings, { tradingFee: true, newObjects: 1 })(100)).toBe('19.792079');
  });

  it('Max of a sell or swap is the whole token balance; a token not held disables the buttons', () => {
    expect(tokenShareOf(holdings, TOKEN)(100)).toBe('3.25');
    expect(tokenShareOf(holdings, TOKEN)(50)).toBe('1.625');
    expect(tokenShareOf(holdings, `EUR:${WALLET}`)(100)).toBeNull();
  });

  it('a limit buy converts what XRP can pay into tokens at the price; nothing before balances load', () => {
    // 20.2 − 0.01 − 0.2 (the offer's reserve) = 19.99; / 1.01 = 19.792079 XRP; at 2 XRP each.
    expect(limitBuyShareOf(holdings, TOKEN, '2')(100)).toBe('9.8960395');
    expect(limitBuyShareOf(holdings, TOKEN, '')(100)).toBeNull();
    expect(xrpShareOf(null)(100)).toBeNull();
  });
});
