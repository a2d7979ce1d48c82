import type { TransactionCheck } from './checks/common.js';
import { validateAccountSet } from './checks/account-set.js';
import { validateAmmBid } from './checks/amm-bid.js';
import { validateAmmCreate } from './checks/amm-create.js';
import { validateAmmDeposit } from './checks/amm-deposit.js';
import { validateAmmVote } from './checks/amm-vote.js';
import { validateAmmWithdraw } from './checks/amm-withdraw.js';
import { validateEscrowCreate, validateEscrowRelease } from './checks/escrow.js';
import { validateOfferCancel } from './checks/offer-cancel.js';
import { validateOfferCreate } from './checks/offer-create.js';
import { validatePayment } from './checks/payment.js';
import { validateSetRegularKey } from './checks/set-regular-key.js';
import { validateTrustSet } from './checks/trust-set.js';

/** Every transaction type Horizon signs, with its check. A type not listed here is never signed. */
export const TRANSACTION_CHECKS: Readonly<Record<string, TransactionCheck>> = {
  Payment: validatePayment,
  TrustSet: validateTrustSet,
  OfferCreate: validateOfferCreate,
  OfferCancel: validateOfferCancel,
  AMMCreate: validateAmmCreate,
  AMMDeposit: validateAmmDeposit,
  AMMWithdraw: validateAmmWithdraw,
  AMMVote: validateAmmVote,
  AMMBid: validateAmmBid,
  AccountSet: validateAccountSet,
  SetRegularKey: validateSetRegularKey,
  EscrowCreate: validateEscrowCreate,
  EscrowFinish: validateEscrowRelease,
  EscrowCancel: validateEscrowRelease,
};

export function isSupportedTransactionType(type: string): boolean {
  return Object.hasOwn(TRANSACTION_CHECKS, type);
}
