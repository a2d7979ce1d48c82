import { missingAccount } from '../errors/catalogue.js';
import { HorizonError } from '../errors/horizon-error.js';
import { invalidField, requireType } from './checks/common.js';
import { validateAmmDeposit } from './checks/amm-deposit.js';
import { validateAmmVote } from './checks/amm-vote.js';
import { validateAmmWithdraw } from './checks/amm-withdraw.js';
import { validateOfferCancel } from './checks/offer-cancel.js';
import { validatePayment } from './checks/payment.js';
import { validateTrustSet } from './checks/trust-set.js';
import type {
  AmmDepositTx,
  AmmVoteTx,
  AmmWithdrawTx,
  LedgerAmount,
  LedgerTransaction,
  OfferCancelTx,
  TokenPaymentTx,
  TrustSetTx,
  XrpPaymentTx,
} from './types.js';
import { isDrops, isIssuedAmount } from './values.js';

/**
 * What the user asked for, checked before signing (spec §5, DESIGN.md): each assertion takes a converted
 * transaction and the flow's name for messages, throwing 'Invalid transaction type', 'Missing Account in
 * {name}', or a field error.
 */
export interface SendExpectation {
  readonly destination?: string;
  readonly amount?: LedgerAmount;
}

function requireAccount(tx: LedgerTransaction, name: string): void {
  if (typeof tx.Account !== 'string' || tx.Account === '') {
    throw new HorizonError('signing.missingAccount', { message: missingAccount(name) });
  }
}

function sameAmount(a: LedgerAmount, b: LedgerAmount): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.currency === b.currency && a.issuer === b.issuer && a.value === b.value;
}

function expectSend(tx: XrpPaymentTx | TokenPaymentTx, expected: SendExpectation): void {
  if (expected.destination !== undefined && tx.Destination !== expected.destination) {
    throw invalidField('Payment', 'Destination');
  }
  if (expected.amount !== undefined && !sameAmount(tx.Amount, expected.amount)) {
    throw invalidField('Payment', 'Amount');
  }
}

/** An XRP send: a Payment with Account, Destination and an Amount in drops. */
export function assertXrpSend(
  tx: LedgerTransaction,
  name: string,
  expected: SendExpectation = {},
): asserts tx is XrpPaymentTx {
  requireType(tx, 'Payment');
  requireAccount(tx, name);
  validatePayment(tx);
  if (!isDrops(tx.Amount)) throw invalidField('Payment', 'Amount');
  expectSend(tx as XrpPaymentTx, expected);
}

/** A token send: a Payment whose Amount is {currency, issuer, value}. */
export function assertTokenSend(
  tx: LedgerTransaction,
  name: string,
  expected: SendExpectation = {},
): asserts tx is TokenPaymentTx {
  requireType(tx, 'Payment');
  requireAccount(tx, name);
  validatePayment(tx);
  if (!isIssuedAmount(tx.Amount)) throw invalidField('Payment', 'Amount');
  expectSend(tx as TokenPaymentTx, expected);
}

/** Setting a trustline must yield a TrustSet with Account and LimitAmount. */
export function assertTrustlineSet(tx: LedgerTransaction, name: string): asserts tx is TrustSetTx {
  requireType(tx, 'TrustSet');
  requireAccount(tx, name);
  validateTrustSet(tx);
}

/**
 * Clearing a trustline: a TrustSet with limit 0. The spec also names 'TrustLine', which is no ledger
 * transaction type and could not be signed, so it is refused like any other type.
 */
export function assertTrustlineClear(tx: LedgerTransaction, name: string): asserts tx is TrustSetTx {
  assertTrustlineSet(tx, name);
  if (tx.LimitAmount.value !== '0') throw invalidField('TrustSet', 'LimitAmount');
}

/** A cancel must be an OfferCancel. */
export function assertOfferCancel(tx: LedgerTransaction, name: string): asserts tx is OfferCancelTx {
  requireType(tx, 'OfferCancel');
  requireAccount(tx, name);
  validateOfferCancel(tx);
}

/** An AMM deposit: Account, Asset, Asset2 and at least one of Amount, Amount2, LPTokenOut. */
export function assertAmmDeposit(tx: LedgerTransaction, name: string): asserts tx is AmmDepositTx {
  requireType(tx, 'AMMDeposit');
  requireAccount(tx, name);
  validateAmmDeposit(tx);
}

/** An AMM withdraw: Account, Asset and Asset2. */
export function assertAmmWithdraw(tx: LedgerTransaction, name: string): asserts tx is AmmWithdrawTx {
  requireType(tx, 'AMMWithdraw');
  requireAccount(tx, name);
  validateAmmWithdraw(tx);
}

/** An AMM vote: AMMVote with Account, Asset, Asset2 and TradingFee in range. */
export function assertAmmVote(tx: LedgerTransaction, name: string): asserts tx is AmmVoteTx {
  requireType(tx, 'AMMVote');
  requireAccount(tx, name);
  validateAmmVote(tx);
}
