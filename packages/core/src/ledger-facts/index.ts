// One reader of ledger facts: what a transaction's metadata says changed, and its fields, in Horizon's names.
export {
  type AccountChange,
  type AccountState,
  type AmmChange,
  type AmmState,
  type EntryChange,
  type EntryKind,
  type OfferChange,
  type OfferState,
  type TrustlineChange,
  type TrustlineState,
  entryChanges,
} from './entries.js';
export { type FieldChange, fieldChange } from './field-change.js';
export {
  type TrustlineDelta,
  accountBalanceChange,
  ownerCountChange,
  tokenChange,
  trustlineBalanceChange,
  trustlineChanges,
  xrpChange,
} from './balance-changes.js';
export { type DeliveredAmount, deliveredAmount, deliveredDrops } from './delivered.js';
export { type TransactionFacts, transactionFacts } from './transaction-fields.js';
export { transactionIndex, transactionResult } from './result.js';
