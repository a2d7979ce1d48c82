import { describe, expect, it } from 'vitest';

import {
  MAINNET_RESERVES,
  ReserveError,
  accountReserve,
  canAffordTrustLine,
  confineOwnerCount,
  trustLineReserveRequired,
  xrpLiquid,
} from '../../src/reserves/reserves.js';

const STANDALONE_CODE_DEFAULTS = { baseDrops: 10_000_000n, incrementDrops: 2_000_000n };

describe('account reserve', () => {
  it('is 1 XRP for an account that owns nothing on mainnet', () => {
    expect(accountReserve(0)).toBe(1_000_000n);
  });

  it('adds 0.2 XRP per owned object on mainnet', () => {
    expect(accountReserve(3)).toBe(1_600_000n);
    expect(accountReserve(250)).toBe(51_000_000n);
  });

  it('follows other reserve settings when a ledger votes them', () => {
    expect(accountReserve(2, STANDALONE_CODE_DEFAULTS)).toBe(14_000_000n);
  });

  it('refuses an owner count the ledger cannot hold', () => {
    expect(() => accountReserve(-1)).toThrow(ReserveError);
    expect(() => accountReserve(1.5)).toThrow(ReserveError);
    expect(() => accountReserve(2 ** 32)).toThrow(ReserveError);
  });
});

describe('owner count adjustment', () => {
  it('never goes below zero or above the u32 maximum', () => {
    expect(confineOwnerCount(1, -5)).toBe(0);
    expect(confineOwnerCount(2 ** 32 - 2, 5)).toBe(2 ** 32 - 1);
    expect(confineOwnerCount(4, 1)).toBe(5);
  });
});

describe('spendable XRP (xrpLiquid)', () => {
  it('is the balance above the reserve', () => {
    expect(xrpLiquid({ balanceDrops: 5_000_000n, ownerCount: 2 })).toBe(3_600_000n);
  });

  it('is zero, never negative, when the balance is below the reserve', () => {
    expect(xrpLiquid({ balanceDrops: 900_000n, ownerCount: 0 })).toBe(0n);
  });

  it('counts an object about to be created', () => {
    expect(xrpLiquid({ balanceDrops: 5_000_000n, ownerCount: 2, ownerCountAdjustment: 1 })).toBe(3_400_000n);
  });

  it('holds no reserve back for an AMM pseudo-account', () => {
    expect(xrpLiquid({ balanceDrops: 7n, ownerCount: 3, isPseudoAccount: true })).toBe(7n);
  });
});

describe('trust-line reserve waiver', () => {
  it('lets an account that owns fewer than two objects open a trust line with no XRP to spare', () => {
    expect(trustLineReserveRequired(0)).toBe(0n);
    expect(trustLineReserveRequired(1)).toBe(0n);
    expect(canAffordTrustLine(1n, 1)).toBe(true);
  });

  it('asks for reserve(OwnerCount + 1) from the third object on', () => {
    expect(trustLineReserveRequired(2)).toBe(1_600_000n);
    expect(canAffordTrustLine(1_599_999n, 2)).toBe(false);
    expect(canAffordTrustLine(1_600_000n, 2)).toBe(true);
  });

  it('uses the ledger settings it is given', () => {
    expect(trustLineReserveRequired(5, STANDALONE_CODE_DEFAULTS)).toBe(22_000_000n);
    expect(MAINNET_RESERVES.incrementDrops).toBe(200_000n);
  });
});
