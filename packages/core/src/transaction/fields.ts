/**
 * The total, explicit map between the API's snake_case transaction fields and the ledger's field names
 * (spec §3, DESIGN.md "Unsigned → signed"). A field missing here is refused, never passed on.
 */

/** How a field's value is checked and converted. */
export type FieldKind =
  | 'typeName' // a transaction type name: letters only
  | 'address' // a classic address with a valid checksum
  | 'hex' // hex digits (memos, keys, conditions, hashes)
  | 'drops' // XRP drops as a string of digits
  | 'uint32' // an integer 0..2^32-1
  | 'amount' // drops, or {currency, issuer, value}: kept as it is
  | 'issue' // {currency} for XRP or {currency, issuer}: kept as it is
  | 'memos' // [{memo: {memo_type, memo_data, memo_format}}]
  | 'authAccounts' // [{auth_account: {account}}]
  | 'paths'; // [[{account?, currency?, issuer?}]]: step keys are lower case on the ledger too

export interface FieldSpec {
  readonly ledger: string;
  readonly kind: FieldKind;
}

function f(ledger: string, kind: FieldKind): FieldSpec {
  return { ledger, kind };
}

export const TRANSACTION_FIELDS: Readonly<Record<string, FieldSpec>> = {
  // Common fields.
  transaction_type: f('TransactionType', 'typeName'),
  account: f('Account', 'address'),
  fee: f('Fee', 'drops'),
  sequence: f('Sequence', 'uint32'),
  last_ledger_sequence: f('LastLedgerSequence', 'uint32'),
  flags: f('Flags', 'uint32'),
  memos: f('Memos', 'memos'),
  signing_pub_key: f('SigningPubKey', 'hex'),
  txn_signature: f('TxnSignature', 'hex'),
  network_id: f('NetworkID', 'uint32'),
  source_tag: f('SourceTag', 'uint32'),
  ticket_sequence: f('TicketSequence', 'uint32'),
  account_txn_id: f('AccountTxnID', 'hex'),
  // Payment.
  destination: f('Destination', 'address'),
  destination_tag: f('DestinationTag', 'uint32'),
  amount: f('Amount', 'amount'),
  send_max: f('SendMax', 'amount'),
  deliver_min: f('DeliverMin', 'amount'),
  invoice_id: f('InvoiceID', 'hex'),
  paths: f('Paths', 'paths'),
  // TrustSet.
  limit_amount: f('LimitAmount', 'amount'),
  quality_in: f('QualityIn', 'uint32'),
  quality_out: f('QualityOut', 'uint32'),
  // OfferCreate / OfferCancel (offer_sequence also names an escrow's sequence).
  taker_gets: f('TakerGets', 'amount'),
  taker_pays: f('TakerPays', 'amount'),
  offer_sequence: f('OfferSequence', 'uint32'),
  expiration: f('Expiration', 'uint32'),
  // AMM.
  asset: f('Asset', 'issue'),
  asset2: f('Asset2', 'issue'),
  amount2: f('Amount2', 'amount'),
  lp_token_out: f('LPTokenOut', 'amount'),
  lp_token_in: f('LPTokenIn', 'amount'),
  e_price: f('EPrice', 'amount'),
  trading_fee: f('TradingFee', 'uint32'),
  bid_min: f('BidMin', 'amount'),
  bid_max: f('BidMax', 'amount'),
  auth_accounts: f('AuthAccounts', 'authAccounts'),
  // AccountSet / SetRegularKey / TicketCreate.
  set_flag: f('SetFlag', 'uint32'),
  clear_flag: f('ClearFlag', 'uint32'),
  domain: f('Domain', 'hex'),
  email_hash: f('EmailHash', 'hex'),
  message_key: f('MessageKey', 'hex'),
  transfer_rate: f('TransferRate', 'uint32'),
  tick_size: f('TickSize', 'uint32'),
  regular_key: f('RegularKey', 'address'),
  ticket_count: f('TicketCount', 'uint32'),
  // Escrow.
  finish_after: f('FinishAfter', 'uint32'),
  cancel_after: f('CancelAfter', 'uint32'),
  condition: f('Condition', 'hex'),
  fulfillment: f('Fulfillment', 'hex'),
  owner: f('Owner', 'address'),
};

/** Inside a memo (Memos: [{Memo: {…}}]). */
export const MEMO_FIELDS: Readonly<Record<string, FieldSpec>> = {
  memo_type: f('MemoType', 'hex'),
  memo_data: f('MemoData', 'hex'),
  memo_format: f('MemoFormat', 'hex'),
};

/** Inside an AMMBid auth account (AuthAccounts: [{AuthAccount: {Account}}]). */
export const AUTH_ACCOUNT_FIELDS: Readonly<Record<string, FieldSpec>> = {
  account: f('Account', 'address'),
};

/** The wrapper keys of array entries. */
export const MEMO_WRAPPER = { snake: 'memo', ledger: 'Memo' } as const;
export const AUTH_ACCOUNT_WRAPPER = { snake: 'auth_account', ledger: 'AuthAccount' } as const;

/** The reverse of a table: ledger name → snake name and spec. */
export function invertFields(
  table: Readonly<Record<string, FieldSpec>>,
): Readonly<Record<string, { readonly snake: string; readonly kind: FieldKind }>> {
  return Object.fromEntries(
    Object.entries(table).map(([snake, spec]) => [spec.ledger, { snake, kind: spec.kind }]),
  );
}
