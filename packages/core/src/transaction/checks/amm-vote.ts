import { HorizonError } from '../../errors/horizon-error.js';
import { isValidTradingFeeUnits } from '../../validation/trading-fee.js';
import type { AmmVoteTx, LedgerTransaction } from '../types.js';
import { requireField, requireIssue } from './common.js';

/** AMMVote needs Asset, Asset2 and TradingFee, an integer of 0–1000 units (0% to 1%, spec §5). */
export function validateAmmVote(tx: LedgerTransaction): asserts tx is AmmVoteTx {
  requireIssue(tx, 'Asset');
  requireIssue(tx, 'Asset2');
  const fee = requireField(tx, 'TradingFee');
  if (!isValidTradingFeeUnits(fee)) {
    throw new HorizonError('validation.tradingFeeRange', { detail: `AMMVote: TradingFee ${String(fee)}` });
  }
}
