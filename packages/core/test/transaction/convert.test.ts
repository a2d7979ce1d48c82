import { describe, expect, it } from 'vitest';
import { toLedgerFields, toSnakeFields } from '../../src/transaction/convert.js';
import { TRANSACTION_FIELDS } from '../../src/transaction/fields.js';

const A = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const B = 'rQLbzfJH5BT1FS9apRLKV3G8dWEA5njaQi';
const USD = { currency: 'USD', issuer: B, value: '12.5' };
const LPT = { currency: '03' + 'AB'.repeat(19), issuer: B, value: '1' };

// Every field the API may emit, in snake_case, with a value of the right shape.
const SNAKE = {
  transaction_type: 'Payment',
  account: A,
  fee: '12',
  sequence: 7,
  last_ledger_sequence: 1000,
  flags: 131072,
  memos: [{ memo: { memo_type: '74657374', memo_data: '6869', memo_format: '' } }],
  signing_pub_key: 'ED' + 'AA'.repeat(32),
  txn_signature: 'BB'.repeat(64),
  network_id: 21337,
  source_tag: 42,
  ticket_sequence: 9,
  account_txn_id: 'CC'.repeat(32),
  destination: B,
  destination_tag: 0,
  amount: '1000000',
  send_max: USD,
  deliver_min: '1',
  invoice_id: 'DD'.repeat(32),
  paths: [[{ currency: 'USD', issuer: B }], [{ account: A }]],
  limit_amount: USD,
  quality_in: 1,
  quality_out: 2,
  taker_gets: '5',
  taker_pays: USD,
  offer_sequence: 3,
  expiration: 800000000,
  asset: { currency: 'XRP' },
  asset2: { currency: 'USD', issuer: B },
  amount2: USD,
  lp_token_out: LPT,
  lp_token_in: LPT,
  e_price: '10',
  trading_fee: 500,
  bid_min: LPT,
  bid_max: LPT,
  auth_accounts: [{ auth_account: { account: A } }],
  set_flag: 8,
  clear_flag: 9,
  domain: '6578616D706C652E636F6D',
  email_hash: 'EE'.repeat(16),
  message_key: '02' + 'FF'.repeat(32),
  transfer_rate: 1_000_000_000,
  tick_size: 5,
  regular_key: B,
  ticket_count: 2,
  finish_after: 100,
  cancel_after: 200,
  condition: 'A0258020' + '00'.repeat(32) + '810100',
  fulfillment: 'A0028000',
  owner: A,
};

const LEDGER = {
  TransactionType: 'Payment',
  Account: A,
  Fee: '12',
  Sequence: 7,
  LastLedgerSequence: 1000,
  Flags: 131072,
  Memos: [{ Memo: { MemoType: '74657374', MemoData: '6869', MemoFormat: '' } }],
  SigningPubKey: 'ED' + 'AA'.repeat(32),
  TxnSignature: 'BB'.repeat(64),
  NetworkID: 21337,
  SourceTag: 42,
  TicketSequence: 9,
  AccountTxnID: 'CC'.repeat(32),
  Destination: B,
  DestinationTag: 0,
  Amount: '1000000',
  SendMax: USD,
  DeliverMin: '1',
  InvoiceID: 'DD'.repeat(32),
  Paths: [[{ currency: 'USD', issuer: B }], [{ account: A }]],
  LimitAmount: USD,
  QualityIn: 1,
  QualityOut: 2,
  TakerGets: '5',
  TakerPays: USD,
  OfferSequence: 3,
  Expiration: 800000000,
  Asset: { currency: 'XRP' },
  Asset2: { currency: 'USD', issuer: B },
  Amount2: USD,
  LPTokenOut: LPT,
  LPTokenIn: LPT,
  EPrice: '10',
  TradingFee: 500,
  BidMin: LPT,
  BidMax: LPT,
  AuthAccounts: [{ AuthAccount: { Account: A } }],
  SetFlag: 8,
  ClearFlag: 9,
  Domain: '6578616D706C652E636F6D',
  EmailHash: 'EE'.repeat(16),
  MessageKey: '02' + 'FF'.repeat(32),
  TransferRate: 1_000_000_000,
  TickSize: 5,
  RegularKey: B,
  TicketCount: 2,
  FinishAfter: 100,
  CancelAfter: 200,
  Condition: 'A0258020' + '00'.repeat(32) + '810100',
  Fulfillment: 'A0028000',
  Owner: A,
};

describe('snake_case → ledger field names', () => {
  it('converts every field the API emits', () => {
    expect(toLedgerFields(SNAKE)).toEqual(LEDGER);
  });

  it('covers the whole field table', () => {
    expect(Object.keys(SNAKE).sort()).toEqual(Object.keys(TRANSACTION_FIELDS).sort());
  });

  it('converts back for display', () => {
    expect(toSnakeFields(LEDGER)).toEqual(SNAKE);
  });

  it('keeps amounts and issues as they are (lower-case keys)', () => {
    const out = toLedgerFields({ amount: USD, asset: { currency: 'USD', issuer: B } });
    expect(out).toEqual({ Amount: USD, Asset: { currency: 'USD', issuer: B } });
  });

  it('leaves out fields the API sends as null', () => {
    expect(toLedgerFields({ transaction_type: 'Payment', destination_tag: null })).toEqual({
      TransactionType: 'Payment',
    });
  });
});

describe('unknown or malformed fields are refused', () => {
  const cases: [unknown, string][] = [
    [{ transaction_type: 'Payment', hook_params: [] }, 'Unknown transaction field: hook_params'],
    [{ TransactionType: 'Payment' }, 'Unknown transaction field: TransactionType'],
    [{ memos: [{ memo: { memo_kind: 'AA' } }] }, 'Unknown transaction field: memos[0].memo.memo_kind'],
    [{ memos: [{ memo: {}, extra: 1 }] }, 'Unknown transaction field: memos[0].extra'],
    [{ memos: [{ Memo: {} }] }, 'Unknown transaction field: memos[0].Memo'],
    [
      { auth_accounts: [{ auth_account: { acct: A } }] },
      'Unknown transaction field: auth_accounts[0].auth_account.acct',
    ],
    [{ amount: 1000000 }, 'Invalid transaction field: amount'],
    [{ amount: '1.5' }, 'Invalid transaction field: amount'],
    [{ amount: '007' }, 'Invalid transaction field: amount'],
    [{ amount: { currency: 'USD', value: '1' } }, 'Invalid transaction field: amount'],
    [{ amount: { ...USD, extra: 1 } }, 'Invalid transaction field: amount'],
    [{ amount: { ...USD, issuer: 'rBad' } }, 'Invalid transaction field: amount'],
    [{ amount: { ...USD, value: 'ten' } }, 'Invalid transaction field: amount'],
    [{ asset: { currency: 'XRP', issuer: B } }, 'Invalid transaction field: asset'],
    [{ asset2: { currency: 'USD' } }, 'Invalid transaction field: asset2'],
    [{ account: 'rNotReal' }, 'Invalid transaction field: account'],
    [{ destination_tag: -1 }, 'Invalid transaction field: destination_tag'],
    [{ sequence: 2 ** 32 }, 'Invalid transaction field: sequence'],
    [{ flags: 1.5 }, 'Invalid transaction field: flags'],
    [{ fee: 12 }, 'Invalid transaction field: fee'],
    [{ domain: 'example.com' }, 'Invalid transaction field: domain'],
    [{ memos: [{ memo: { memo_data: 'ABC' } }] }, 'Invalid transaction field: memos[0].memo.memo_data'],
    [{ memos: {} }, 'Invalid transaction field: memos'],
    [{ paths: [[{ currency: 'USD', type: 1 }]] }, 'Invalid transaction field: paths'],
    [{ transaction_type: 'Pay ment' }, 'Invalid transaction field: transaction_type'],
    [[], 'Invalid transaction field: transaction'],
    ['Payment', 'Invalid transaction field: transaction'],
  ];

  it.each(cases)('%j → %s', (tx, message) => {
    expect(() => toLedgerFields(tx)).toThrowError(message);
  });

  it('refuses snake_case names on the way back', () => {
    expect(() => toSnakeFields({ transaction_type: 'Payment' })).toThrowError(
      'Unknown transaction field: transaction_type',
    );
    expect(() => toSnakeFields({ Memos: [{ memo: {} }] })).toThrowError(
      'Unknown transaction field: Memos[0].memo',
    );
  });

  it('throws HorizonError with the catalogue code', () => {
    try {
      toLedgerFields({ nope: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ name: 'HorizonError', code: 'signing.unknownField' });
    }
  });
});
