/** Taking a contribution back: an EscrowCancel of the wallet's own escrow with that sequence, nothing else. */
import { flagsOf, mismatch, onlyTx } from './facts.js';
import type { IntentCheck } from './types.js';

export const checkEscrowPoolRefund: IntentCheck<'escrowPoolRefund'> = (intent, txs, account) => {
  const tx = onlyTx(txs, 'single');
  if (tx.TransactionType !== 'EscrowCancel') throw mismatch('EscrowCancel TransactionType');
  if (tx['Owner'] !== account) throw mismatch('EscrowCancel Owner');
  if (tx['OfferSequence'] !== intent.sequence) throw mismatch('EscrowCancel OfferSequence');
  if (flagsOf(tx) !== 0) throw mismatch('EscrowCancel flags');
};
