import { decode, encode } from 'ripple-binary-codec';
import { decodeAccountID } from 'ripple-address-codec';
import { decodeHex } from '../../src/codec/decode.js';
import { decodeBlob } from '../../src/engine/envelope.js';
import { describe, expect, it } from 'vitest';
import { encodeHex } from '../../src/codec/encode.js';

const A = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const B = 'r3sNTMefq5gsRumMYsNznnX6yzzxVH6dTC';
const H = 'AB'.repeat(32);

const samples: Record<string, unknown>[] = [
  {
    LedgerEntryType: 'AccountRoot',
    Account: A,
    Balance: '99999999998999990',
    Flags: 0,
    OwnerCount: 3,
    PreviousTxnID: H,
    PreviousTxnLgrSeq: 7,
    Sequence: 2,
    Domain: '6578616D706C652E636F6D',
    TransferRate: 1002000000,
    TickSize: 5,
    RegularKey: B,
  },
  {
    LedgerEntryType: 'DirectoryNode',
    Flags: 0,
    RootIndex: H,
    Indexes: [H, 'CD'.repeat(32)],
    Owner: A,
    IndexNext: '0000000000000001',
    IndexPrevious: '00000000000000A2',
  },
  {
    LedgerEntryType: 'RippleState',
    Flags: 0x30000,
    Balance: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: '-49.9' },
    LowLimit: { currency: 'USD', issuer: A, value: '1000' },
    HighLimit: { currency: '0158415500000000C1F76FF6ECB0BAC600000000', issuer: B, value: '0' },
    LowNode: '0000000000000000',
    HighNode: '0000000000000003',
  },
  {
    LedgerEntryType: 'FeeSettings',
    Flags: 0,
    BaseFeeDrops: '10',
    ReserveBaseDrops: '1000000',
    ReserveIncrementDrops: '200000',
  },
  {
    AffectedNodes: [
      {
        ModifiedNode: {
          LedgerEntryType: 'AccountRoot',
          LedgerIndex: H,
          FinalFields: { Account: A, Balance: '10', Flags: 0 },
          PreviousFields: { Balance: '20' },
          PreviousTxnID: H,
          PreviousTxnLgrSeq: 3,
        },
      },
      {
        CreatedNode: {
          LedgerEntryType: 'RippleState',
          LedgerIndex: H,
          NewFields: { Balance: { currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: '0' } },
        },
      },
      {
        DeletedNode: {
          LedgerEntryType: 'DirectoryNode',
          LedgerIndex: H,
          FinalFields: { Flags: 0, Owner: A, RootIndex: H },
        },
      },
    ],
    TransactionIndex: 4,
    TransactionResult: 'tecPATH_PARTIAL',
    DeliveredAmount: { currency: 'USD', issuer: A, value: '1234567890123456e-20' },
  },
  {
    TransactionType: 'Payment',
    Account: A,
    Destination: B,
    Amount: '1000',
    Fee: '12',
    Sequence: 9,
    Flags: 2147483648,
    SigningPubKey: '03' + 'AA'.repeat(32),
    TxnSignature: 'BB'.repeat(70),
    DestinationTag: 5,
    LastLedgerSequence: 20,
  },
  {
    LedgerEntryType: 'AMM',
    Flags: 0,
    Account: B,
    Asset: { currency: 'XRP' },
    Asset2: { currency: 'USD', issuer: A },
    AuctionSlot: {
      Account: A,
      AuthAccounts: [{ AuthAccount: { Account: B } }],
      DiscountedFee: 50,
      Expiration: 86400,
      Price: { currency: '039C99CD9AB0B70B32ECDA51EAAE471625608EA2', issuer: B, value: '0' },
    },
    LPTokenBalance: { currency: '039C99CD9AB0B70B32ECDA51EAAE471625608EA2', issuer: B, value: '1000' },
    TradingFee: 500,
    VoteSlots: [{ VoteEntry: { Account: A, TradingFee: 500, VoteWeight: 100000 } }],
  },
  {
    TransactionType: 'AMMWithdraw',
    Account: A,
    Asset: { currency: 'XRP' },
    Asset2: { currency: '0158415500000000C1F76FF6ECB0BAC600000000', issuer: B },
    Fee: '10',
    Flags: 0x00020000,
    Sequence: 4,
    SigningPubKey: 'ED' + 'AA'.repeat(32),
  },
];

describe('the fast serializer', () => {
  it('produces exactly the bytes ripple-binary-codec produces', () => {
    for (const s of samples) expect(encodeHex(s)).toBe(encode(s as never));
  });

  it('encodes issued values at the edges of their range like rippled', () => {
    for (const value of ['0', '1', '-1', '9999999999999999e80', '1e-81', '0.000001', '123.456']) {
      const amount = { Amount: { currency: 'EUR', issuer: A, value } };
      expect(encodeHex(amount)).toBe(encode(amount as never));
    }
  });
});

describe('the fast serializer at the edges', () => {
  it('writes integer fields at their limits as ripple-binary-codec does', () => {
    const tx = {
      TransactionType: 'AccountSet',
      Account: A,
      Flags: 0xffffffff,
      Sequence: 0,
      TickSize: 15,
      TransferRate: 4294967295,
      Fee: '100000000000000000',
      SetFlag: 65535,
    };
    expect(encodeHex(tx)).toBe(encode(tx as never));
  });

  it('refuses a hash that is not hex, as ripple-binary-codec does', () => {
    const entry = { ...samples[0], PreviousTxnID: 'ZZ'.repeat(32) };
    expect(() => encode(entry as never)).toThrow();
    expect(() => encodeHex(entry)).toThrow();
  });
});

describe('the fast decoder', () => {
  it('reads back what it wrote, and agrees with ripple-binary-codec where values have one spelling', () => {
    for (const s of samples) {
      const hex = encode(s as never);
      expect(encodeHex(decodeHex(hex))).toBe(hex);
    }
    for (const plain of [samples[0], samples.at(-2), samples.at(-1)] as Record<string, unknown>[])
      expect(decodeHex(encode(plain as never))).toEqual(decode(encode(plain as never)));
  });

  it('leaves a blob with fields out of canonical order to be refused as not canonical', () => {
    // TransactionType, then Sequence (UInt32 4) before Flags (UInt32 2), then Account.
    const account = Buffer.from(decodeAccountID(A)).toString('hex').toUpperCase();
    const blob = `120000240000000122000000008114${account}`;
    expect(decodeBlob(blob)).toEqual({ ok: false, exception: 'Transaction is not in canonical form' });
  });
});
