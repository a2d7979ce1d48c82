/** A deposit into the token's XRP pool: one asset exactly as asked, or both at most as asked (the pool's ratio). */
import { assertAmmDeposit } from '../transaction/intents.js';
import { flagsOf, mismatch, onlyTx } from './facts.js';
import { checkAmmAssets, checkPoolAmounts, expectedPoolFlag } from './amm-pool.js';
import type { IntentCheck } from './types.js';

export const checkAmmDeposit: IntentCheck<'ammDeposit'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  assertAmmDeposit(tx, 'deposit');
  checkAmmAssets(tx, intent.tokenId);
  if (flagsOf(tx) !== expectedPoolFlag(intent, false)) throw mismatch('deposit mode');
  // Both sides: the ledger takes them at the pool's ratio, so the server names what it will take.
  checkPoolAmounts(tx, intent, 'deposited', intent.side === 'DOUBLE');
};
