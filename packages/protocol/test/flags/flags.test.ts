import { describe, expect, it } from 'vitest';

import * as flags from '../../src/flags/flags.js';

// rippled's own names and values (TxFlags.h, LedgerFormats.h, xrpl.org): a flag sent with the wrong bit
// asks the ledger for something else, so each value is pinned here by hand, not derived.
const RIPPLED: Record<keyof typeof flags, readonly [rippledName: string, value: number]> = {
  TF_FULLY_CANONICAL_SIG: ['tfFullyCanonicalSig', 0x80000000],
  TF_NO_RIPPLE_DIRECT: ['tfNoRippleDirect', 0x00010000],
  TF_PARTIAL_PAYMENT: ['tfPartialPayment', 0x00020000],
  TF_LIMIT_QUALITY: ['tfLimitQuality', 0x00040000],
  TF_PASSIVE: ['tfPassive', 0x00010000],
  TF_IMMEDIATE_OR_CANCEL: ['tfImmediateOrCancel', 0x00020000],
  TF_FILL_OR_KILL: ['tfFillOrKill', 0x00040000],
  TF_SELL: ['tfSell', 0x00080000],
  TF_SET_AUTH: ['tfSetfAuth', 0x00010000],
  TF_SET_NO_RIPPLE: ['tfSetNoRipple', 0x00020000],
  TF_CLEAR_NO_RIPPLE: ['tfClearNoRipple', 0x00040000],
  TF_SET_FREEZE: ['tfSetFreeze', 0x00100000],
  TF_CLEAR_FREEZE: ['tfClearFreeze', 0x00200000],
  TF_LP_TOKEN: ['tfLPToken', 0x00010000],
  TF_WITHDRAW_ALL: ['tfWithdrawAll', 0x00020000],
  TF_ONE_ASSET_WITHDRAW_ALL: ['tfOneAssetWithdrawAll', 0x00040000],
  TF_SINGLE_ASSET: ['tfSingleAsset', 0x00080000],
  TF_TWO_ASSET: ['tfTwoAsset', 0x00100000],
  TF_ONE_ASSET_LP_TOKEN: ['tfOneAssetLPToken', 0x00200000],
  TF_LIMIT_LP_TOKEN: ['tfLimitLPToken', 0x00400000],
  TF_TWO_ASSET_IF_EMPTY: ['tfTwoAssetIfEmpty', 0x00800000],
  TF_CLAW_TWO_ASSETS: ['tfClawTwoAssets', 0x00000001],
  ASF_REQUIRE_DEST: ['asfRequireDest', 1],
  ASF_REQUIRE_AUTH: ['asfRequireAuth', 2],
  ASF_DISALLOW_XRP: ['asfDisallowXRP', 3],
  ASF_DISABLE_MASTER: ['asfDisableMaster', 4],
  ASF_ACCOUNT_TXN_ID: ['asfAccountTxnID', 5],
  ASF_NO_FREEZE: ['asfNoFreeze', 6],
  ASF_GLOBAL_FREEZE: ['asfGlobalFreeze', 7],
  ASF_DEFAULT_RIPPLE: ['asfDefaultRipple', 8],
  ASF_DEPOSIT_AUTH: ['asfDepositAuth', 9],
  LSF_PASSWORD_SPENT: ['lsfPasswordSpent', 0x00010000],
  LSF_REQUIRE_DEST_TAG: ['lsfRequireDestTag', 0x00020000],
  LSF_REQUIRE_AUTH: ['lsfRequireAuth', 0x00040000],
  LSF_DISALLOW_XRP: ['lsfDisallowXRP', 0x00080000],
  LSF_DISABLE_MASTER: ['lsfDisableMaster', 0x00100000],
  LSF_NO_FREEZE: ['lsfNoFreeze', 0x00200000],
  LSF_GLOBAL_FREEZE: ['lsfGlobalFreeze', 0x00400000],
  LSF_DEFAULT_RIPPLE: ['lsfDefaultRipple', 0x00800000],
  LSF_DEPOSIT_AUTH: ['lsfDepositAuth', 0x01000000],
  LSF_PASSIVE: ['lsfPassive', 0x00010000],
  LSF_SELL: ['lsfSell', 0x00020000],
  LSF_LOW_RESERVE: ['lsfLowReserve', 0x00010000],
  LSF_HIGH_RESERVE: ['lsfHighReserve', 0x00020000],
  LSF_LOW_AUTH: ['lsfLowAuth', 0x00040000],
  LSF_HIGH_AUTH: ['lsfHighAuth', 0x00080000],
  LSF_LOW_NO_RIPPLE: ['lsfLowNoRipple', 0x00100000],
  LSF_HIGH_NO_RIPPLE: ['lsfHighNoRipple', 0x00200000],
  LSF_LOW_FREEZE: ['lsfLowFreeze', 0x00400000],
  LSF_HIGH_FREEZE: ['lsfHighFreeze', 0x00800000],
  LSF_AMM_NODE: ['lsfAMMNode', 0x01000000],
};

describe('XRPL wire flags', () => {
  it.each(Object.entries(RIPPLED))('%s is rippled’s %s', (ours, [, value]) => {
    expect(flags[ours as keyof typeof flags]).toBe(value);
  });

  it('are all pinned: a flag added without its rippled value fails here', () => {
    expect(Object.keys(flags).sort()).toEqual(Object.keys(RIPPLED).sort());
  });

  it('are the same when read through the package index', async () => {
    const index = await import('../../src/index.js');
    for (const [name, value] of Object.entries(flags)) expect(index[name as keyof typeof index]).toBe(value);
  });
});
