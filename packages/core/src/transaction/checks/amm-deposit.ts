import type { AmmDepositTx, LedgerTransaction } from '../types.js';
import { missingField, optionalAmount, optionalIssuedAmount, requireIssue } from './common.js';

/** AMMDeposit needs Asset, Asset2 and at least one of Amount, Amount2, LPTokenOut (spec §5). */
export function validateAmmDeposit(tx: LedgerTransaction): asserts tx is AmmDepositTx {
  requireIssue(tx, 'Asset');
  requireIssue(tx, 'Asset2');
  optionalAmount(tx, 'Amount');
  optionalAmount(tx, 'Amount2');
  optionalIssuedAmount(tx, 'LPTokenOut');
  optionalAmount(tx, 'EPrice');
  if (tx['Amount'] === undefined && tx['Amount2'] === undefined && tx['LPTokenOut'] === undefined) {
    throw missingField(tx.TransactionType, 'Amount, Amount2 or LPTokenOut');
  }
}
