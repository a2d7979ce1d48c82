/**
 * A contribution to an escrow pool: an EscrowCreate of exactly the drops asked to the pool's beneficiary, with
 * the pool's CancelAfter and a condition (without one anyone could finish at once), no FinishAfter, tag or flag.
 */
import { flagsOf, mismatch, onlyTx } from './facts.js';
import type { IntentCheck } from './types.js';

export const checkEscrowPoolContribution: IntentCheck<'escrowPoolContribution'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  const expect = (field: string, value: unknown) => {
    if (tx[field] !== value) throw mismatch(`EscrowCreate ${field}`);
  };
  expect('TransactionType', 'EscrowCreate');
  expect('Destination', intent.beneficiary);
  expect('Amount', intent.drops);
  expect('CancelAfter', intent.cancelAfter);
  if (typeof tx['Condition'] !== 'string' || tx['Condition'] === '') throw mismatch('EscrowCreate Condition');
  if (flagsOf(tx) !== 0) throw mismatch('EscrowCreate flags');
  if (tx['FinishAfter'] !== undefined || tx['DestinationTag'] !== undefined)
    throw mismatch('EscrowCreate fields');
};
