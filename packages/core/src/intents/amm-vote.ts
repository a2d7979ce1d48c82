/** A vote on the token's XRP pool for exactly the trading fee chosen. */
import { assertAmmVote } from '../transaction/intents.js';
import { mismatch, onlyTx } from './facts.js';
import { checkAmmAssets } from './amm-pool.js';
import type { IntentCheck } from './types.js';

export const checkAmmVote: IntentCheck<'ammVote'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  assertAmmVote(tx, 'vote');
  if (tx.TradingFee !== intent.tradingFeeUnits) throw mismatch('trading fee');
  checkAmmAssets(tx, intent.tokenId);
};
