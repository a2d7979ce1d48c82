export * from './types.js';
export {
  AUTH_ACCOUNT_FIELDS,
  type FieldKind,
  type FieldSpec,
  MEMO_FIELDS,
  TRANSACTION_FIELDS,
} from './fields.js';
export { toLedgerFields, toSnakeFields } from './convert.js';
export { isIssue, isIssuedAmount, isLedgerAmount } from './values.js';
export { type TransactionCheck } from './checks/common.js';
export { TRANSACTION_CHECKS, isSupportedTransactionType } from './registry.js';
export { prepareForSigning, prepareUnsigned, requireLastLedgerSequence } from './prepare.js';
export * from './intents.js';
export { validatePayment } from './checks/payment.js';
export { validateTrustSet } from './checks/trust-set.js';
export { validateOfferCreate } from './checks/offer-create.js';
export { validateOfferCancel } from './checks/offer-cancel.js';
export { validateAmmDeposit } from './checks/amm-deposit.js';
export { validateAmmWithdraw } from './checks/amm-withdraw.js';
export { validateAmmVote } from './checks/amm-vote.js';
