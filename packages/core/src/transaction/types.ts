/** Ledger-side (wire) shapes of the transactions Horizon signs. XRPL field names live only here. */

/** XRP as a string of drops. */
export type XrpDrops = string;

export interface IssuedAmount {
  readonly currency: string;
  readonly issuer: string;
  readonly value: string;
}

export type LedgerAmount = XrpDrops | IssuedAmount;

/** An asset without an amount: XRP, or a currency and its issuer. */
export type Issue = { readonly currency: 'XRP' } | { readonly currency: string; readonly issuer: string };

export interface LedgerMemo {
  readonly Memo: { readonly MemoType?: string; readonly MemoData?: string; readonly MemoFormat?: string };
}

/** A transaction with ledger field names, before its type-specific check. */
export interface LedgerTransaction {
  readonly TransactionType: string;
  readonly Account?: string;
  readonly [field: string]: unknown;
}

/** A transaction in the API's snake_case. */
export type SnakeTransaction = Readonly<Record<string, unknown>>;

export interface SignableBase {
  readonly TransactionType: string;
  readonly Account: string;
  readonly Fee?: XrpDrops;
  readonly Sequence?: number;
  readonly LastLedgerSequence?: number;
  readonly Flags?: number;
  readonly Memos?: readonly LedgerMemo[];
  readonly [field: string]: unknown;
}

export interface PaymentTx extends SignableBase {
  readonly TransactionType: 'Payment';
  readonly Destination: string;
  readonly Amount: LedgerAmount;
  readonly DestinationTag?: number;
  readonly SendMax?: LedgerAmount;
  readonly DeliverMin?: LedgerAmount;
}

export interface XrpPaymentTx extends PaymentTx {
  readonly Amount: XrpDrops;
}

export interface TokenPaymentTx extends PaymentTx {
  readonly Amount: IssuedAmount;
}

export interface TrustSetTx extends SignableBase {
  readonly TransactionType: 'TrustSet';
  readonly LimitAmount: IssuedAmount;
  readonly QualityIn?: number;
  readonly QualityOut?: number;
}

export interface OfferCreateTx extends SignableBase {
  readonly TransactionType: 'OfferCreate';
  readonly TakerGets: LedgerAmount;
  readonly TakerPays: LedgerAmount;
  readonly Expiration?: number;
  readonly OfferSequence?: number;
}

export interface OfferCancelTx extends SignableBase {
  readonly TransactionType: 'OfferCancel';
  readonly OfferSequence: number;
}

export interface AmmDepositTx extends SignableBase {
  readonly TransactionType: 'AMMDeposit';
  readonly Asset: Issue;
  readonly Asset2: Issue;
  readonly Amount?: LedgerAmount;
  readonly Amount2?: LedgerAmount;
  readonly LPTokenOut?: IssuedAmount;
  readonly EPrice?: LedgerAmount;
  readonly TradingFee?: number;
}

export interface AmmWithdrawTx extends SignableBase {
  readonly TransactionType: 'AMMWithdraw';
  readonly Asset: Issue;
  readonly Asset2: Issue;
  readonly Amount?: LedgerAmount;
  readonly Amount2?: LedgerAmount;
  readonly LPTokenIn?: IssuedAmount;
  readonly EPrice?: LedgerAmount;
}

export interface AmmVoteTx extends SignableBase {
  readonly TransactionType: 'AMMVote';
  readonly Asset: Issue;
  readonly Asset2: Issue;
  readonly TradingFee: number;
}
