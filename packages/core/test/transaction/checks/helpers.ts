import { expect } from 'vitest';
import { HorizonError } from '../../../src/errors/horizon-error.js';
import type { LedgerTransaction } from '../../../src/transaction/types.js';

export const ACCOUNT = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
export const ISSUER = 'rQLbzfJH5BT1FS9apRLKV3G8dWEA5njaQi';
export const USD = { currency: 'USD', issuer: ISSUER, value: '10' };
export const LPT = { currency: '03' + 'AB'.repeat(19), issuer: ISSUER, value: '5' };
export const XRP_ISSUE = { currency: 'XRP' };
export const USD_ISSUE = { currency: 'USD', issuer: ISSUER };

/** Runs `fn` and returns the HorizonError it throws (failing the test when it throws nothing else). */
export function horizonErrorOf(fn: () => void): HorizonError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HorizonError);
    return error as HorizonError;
  }
  throw new Error('expected a HorizonError');
}

/** A copy of `tx` without `field`. */
export function without(tx: Record<string, unknown>, field: string): LedgerTransaction {
  return Object.fromEntries(Object.entries(tx).filter(([key]) => key !== field)) as LedgerTransaction;
}
