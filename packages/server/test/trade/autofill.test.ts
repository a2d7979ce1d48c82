/**
 * The network fee the server autofills: the open-ledger fee (never below the base fee) × 1.2 rounded up to a
 * whole drop, never above 2 XRP; an AMMCreate pays at least one owner reserve, an EscrowFinish its fulfilment's
 * units.
 */
import { MAX_FEE_DROPS } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { type Draft, cushionedFee, feeFor } from '../../src/trade/autofill.js';

const levels = (baseDrops: bigint, openLedgerDrops: bigint) => ({ baseDrops, openLedgerDrops });
const RESERVES = { baseDrops: 1_000_000n, incrementDrops: 200_000n };

describe('cushionedFee', () => {
  it('is 1.2 × the open-ledger fee, rounded up to a whole drop', () => {
    expect(cushionedFee(levels(10n, 10n))).toBe(12n);
    expect(cushionedFee(levels(10n, 11n))).toBe(14n); // 13.2 → 14
    expect(cushionedFee(levels(10n, 15n))).toBe(18n); // exact: no drop added
    expect(cushionedFee(levels(1n, 1n))).toBe(2n); // 1.2 → 2
  });

  it('never goes below the base fee, and is 0 for a free ledger', () => {
    expect(cushionedFee(levels(10n, 5n))).toBe(12n);
    expect(cushionedFee(levels(0n, 0n))).toBe(0n);
  });

  it('is capped at 2 XRP, however loaded the ledger', () => {
    expect(cushionedFee(levels(10n, 1_666_666n))).toBe(2_000_000n); // 1999999.2 → 2000000
    expect(cushionedFee(levels(10n, 1_666_667n))).toBe(MAX_FEE_DROPS);
    expect(cushionedFee(levels(10n, 10n ** 30n))).toBe(MAX_FEE_DROPS);
  });
});

describe('feeFor', () => {
  const payment = { transaction_type: 'Payment', destination: 'r', amount: '1' } as Draft;
  const ammCreate = { transaction_type: 'AMMCreate' } as Draft;

  it('is the cushioned fee for an ordinary transaction', () => {
    expect(feeFor(payment, levels(10n, 10n), RESERVES)).toBe(12n);
  });

  it('charges an AMMCreate at least one owner reserve', () => {
    expect(feeFor(ammCreate, levels(10n, 10n), RESERVES)).toBe(200_000n);
    expect(feeFor(ammCreate, levels(10n, 1_000_000n), RESERVES)).toBe(1_200_000n);
  });
});
