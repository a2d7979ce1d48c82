import type { AmmWithdrawTx, LedgerTransaction } from '../types.js';
import { optionalAmount, optionalIssuedAmount, requireIssue } from './common.js';

/** AMMWithdraw needs Asset and Asset2 (spec §5). */
export function validateAmmWithdraw(tx: LedgerTransaction): asserts tx is AmmWithdrawTx {
  requireIssue(tx, 'Asset');
  requireIssue(tx, 'Asset2');
  optionalAmount(tx, 'Amount');
  optionalAmount(tx, 'Amount2');
  optionalIssuedAmount(tx, 'LPTokenIn');
  optionalAmount(tx, 'EPrice');
}
