// Transaction formats (rippled's TxFormats: the common fields plus each type's own, transactions.macro as of the
// 2.4 release this node reports), for the types this node applies and the signer list and ticket types. rippled's
// STTx applies the format while parsing a blob (STObject::applyTemplate): a field outside it fails the parse
// with "Field '<name>' found in disallowed location.", which submit answers as invalidTransaction.
// Fields of later releases that this node does not implement (Delegate, DomainID, Sponsor…) stay outside.

const COMMON = [
  'TransactionType',
  'Flags',
  'SourceTag',
  'Account',
  'Sequence',
  'PreviousTxnID',
  'LastLedgerSequence',
  'AccountTxnID',
  'Fee',
  'OperationLimit',
  'Memos',
  'SigningPubKey',
  'TicketSequence',
  'TxnSignature',
  'Signers',
  'NetworkID',
];

const AMM_POOL = ['Asset', 'Asset2'];

const OWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Payment: [
    'Destination',
    'Amount',
    'SendMax',
    'Paths',
    'InvoiceID',
    'DestinationTag',
    'DeliverMin',
    'CredentialIDs',
  ],
  EscrowCreate: ['Destination', 'Amount', 'Condition', 'CancelAfter', 'FinishAfter', 'DestinationTag'],
  EscrowFinish: ['Owner', 'OfferSequence', 'Fulfillment', 'Condition', 'CredentialIDs'],
  EscrowCancel: ['Owner', 'OfferSequence'],
  AccountSet: [
    'EmailHash',
    'WalletLocator',
    'WalletSize',
    'MessageKey',
    'Domain',
    'TransferRate',
    'SetFlag',
    'ClearFlag',
    'TickSize',
    'NFTokenMinter',
  ],
  SetRegularKey: ['RegularKey'],
  OfferCreate: ['TakerPays', 'TakerGets', 'Expiration', 'OfferSequence'],
  OfferCancel: ['OfferSequence'],
  TicketCreate: ['TicketCount'],
  SignerListSet: ['SignerQuorum', 'SignerEntries'],
  TrustSet: ['LimitAmount', 'QualityIn', 'QualityOut'],
  AccountDelete: ['Destination', 'DestinationTag', 'CredentialIDs'],
  Clawback: ['Amount', 'Holder'],
  AMMClawback: ['Holder', ...AMM_POOL, 'Amount'],
  AMMCreate: ['Amount', 'Amount2', 'TradingFee'],
  AMMDeposit: [...AMM_POOL, 'Amount', 'Amount2', 'EPrice', 'LPTokenOut', 'TradingFee'],
  AMMWithdraw: [...AMM_POOL, 'Amount', 'Amount2', 'EPrice', 'LPTokenIn'],
  AMMVote: [...AMM_POOL, 'TradingFee'],
  AMMBid: [...AMM_POOL, 'BidMin', 'BidMax', 'AuthAccounts'],
  AMMDelete: AMM_POOL,
};

const FORMATS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(OWN_FIELDS).map(([type, own]) => [type, new Set([...COMMON, ...own])]),
);

/**
 * The parse failure rippled gives a decoded transaction carrying a field its type's format does not allow (the
 * first such field in canonical order), or undefined. Types without a format here are left to the engine.
 */
export function fieldOutsideFormat(tx: Readonly<Record<string, unknown>>): string | undefined {
  const format = typeof tx.TransactionType === 'string' ? FORMATS.get(tx.TransactionType) : undefined;
  if (!format) return undefined;
  const stray = Object.keys(tx).find((name) => !format.has(name));
  return stray === undefined ? undefined : `Field '${stray}' found in disallowed location.`;
}

/** Throws rippled's parse failure for a field outside the transaction's format (the blob decoder's hook). */
export function assertTxFormat(tx: Readonly<Record<string, unknown>>): void {
  const refusal = fieldOutsideFormat(tx);
  if (refusal !== undefined) throw new Error(refusal);
}
