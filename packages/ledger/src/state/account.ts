import type { FeeSettings } from '../node/node-api.js';
import type { EntryFields } from './entry.js';

// AccountRoot flags (lsf*) and helpers on balances and reserves.
export const lsf = {
  passwordSpent: 0x00010000,
  requireDestTag: 0x00020000,
  requireAuth: 0x00040000,
  disallowXRP: 0x00080000,
  disableMaster: 0x00100000,
  noFreeze: 0x00200000,
  globalFreeze: 0x00400000,
  defaultRipple: 0x00800000,
  depositAuth: 0x01000000,
  allowTrustLineClawback: 0x80000000,
  allowTrustLineLocking: 0x40000000,
  disallowIncomingNFTokenOffer: 0x04000000,
  disallowIncomingCheck: 0x08000000,
  disallowIncomingPayChan: 0x10000000,
  disallowIncomingTrustline: 0x20000000,
} as const;

export function balanceOf(root: Readonly<EntryFields>): bigint {
  return BigInt(root.Balance as string);
}

export function flagsOf(entry: Readonly<EntryFields>): number {
  return ((entry.Flags as number | undefined) ?? 0) >>> 0;
}

export function hasFlag(entry: Readonly<EntryFields>, flag: number): boolean {
  return (flagsOf(entry) & flag) !== 0;
}

export function ownerCountOf(root: Readonly<EntryFields>): number {
  return (root.OwnerCount as number | undefined) ?? 0;
}

/** The reserve for an account owning `ownerCount` objects. */
export function reserve(fees: FeeSettings, ownerCount: number): bigint {
  return fees.reserveBase + BigInt(ownerCount) * fees.reserveIncrement;
}

/** A new AccountRoot as rippled creates it, with every required field. */
export function newAccountRoot(address: string, balance: bigint, sequence: number): EntryFields {
  return {
    LedgerEntryType: 'AccountRoot',
    Account: address,
    Balance: balance.toString(),
    Flags: 0,
    OwnerCount: 0,
    PreviousTxnID: '0'.repeat(64),
    PreviousTxnLgrSeq: 0,
    Sequence: sequence,
  };
}

/** Adjusts OwnerCount by `delta` (never below zero), as rippled's adjustOwnerCount. */
export function adjustOwnerCount(root: EntryFields, delta: number): void {
  root.OwnerCount = Math.max(0, ownerCountOf(root) + delta);
}
