import type { Transactor } from '../context.js';
import { accountDelete } from './account-delete.js';
import { accountSet } from './account-set.js';
import { ammBidTx } from './amm-bid.js';
import { ammClawbackTx } from './amm-clawback.js';
import { ammCreate } from './amm-create.js';
import { ammDeleteTx } from './amm-delete.js';
import { ammDepositTx } from './amm-deposit.js';
import { ammVoteTx } from './amm-vote.js';
import { ammWithdrawTx } from './amm-withdraw.js';
import { clawback } from './clawback.js';
import { escrowCancel } from './escrow-cancel.js';
import { escrowCreate } from './escrow-create.js';
import { escrowFinish } from './escrow-finish.js';
import { offerCancel } from './offer-cancel.js';
import { offerCreate } from './offer-create.js';
import { payment } from './payment.js';
import { setRegularKey } from './set-regular-key.js';
import { signerListSet } from './signer-list-set.js';
import { ticketCreate } from './ticket-create.js';
import { trustSet } from './trust-set.js';

/** Every transaction type this node applies, by its TransactionType. */
export const transactors: Partial<Record<string, Transactor>> = {
  Payment: payment,
  AccountSet: accountSet,
  SetRegularKey: setRegularKey,
  AccountDelete: accountDelete,
  TrustSet: trustSet,
  OfferCreate: offerCreate,
  OfferCancel: offerCancel,
  AMMCreate: ammCreate,
  AMMDeposit: ammDepositTx,
  AMMWithdraw: ammWithdrawTx,
  AMMVote: ammVoteTx,
  AMMBid: ammBidTx,
  AMMDelete: ammDeleteTx,
  AMMClawback: ammClawbackTx,
  Clawback: clawback,
  EscrowCreate: escrowCreate,
  EscrowFinish: escrowFinish,
  EscrowCancel: escrowCancel,
  TicketCreate: ticketCreate,
  SignerListSet: signerListSet,
};
