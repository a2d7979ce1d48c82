/** A withdrawal from the token's XRP pool: exactly the amounts asked, or everything only when asked for all. */
import { TF_ONE_ASSET_WITHDRAW_ALL } from '@horizon/protocol';
import type { SignableBase } from '../transaction/types.js';
import { assertAmmWithdraw } from '../transaction/intents.js';
import { dropsOf, flagsOf, isTokenAmount, mismatch, onlyTx } from './facts.js';
import { checkAmmAssets, checkPoolAmounts, expectedPoolFlag } from './amm-pool.js';
import type { IntentCheck, PoolAmounts } from './types.js';

/** A withdraw-all in one asset names that asset with a least amount (its quote less slippage). */
function checkOneAssetAll(tx: SignableBase, intent: PoolAmounts): void {
  const amount = tx['Amount'];
  if (tx['Amount2'] !== undefined) throw mismatch('amounts withdrawn');
  const isXrp = dropsOf(amount) !== undefined;
  if (intent.side === 'SINGLE_XRP' ? !isXrp : !isTokenAmount(amount, intent.tokenId))
    throw mismatch('asset withdrawn');
}

export const checkAmmWithdraw: IntentCheck<'ammWithdraw'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  assertAmmWithdraw(tx, 'withdraw');
  checkAmmAssets(tx, intent.tokenId);
  const flag = expectedPoolFlag(intent, true);
  if (flagsOf(tx) !== flag) throw mismatch('withdraw mode');
  if (flag === TF_ONE_ASSET_WITHDRAW_ALL) return checkOneAssetAll(tx, intent);
  checkPoolAmounts(tx, intent, 'withdrawn');
};
