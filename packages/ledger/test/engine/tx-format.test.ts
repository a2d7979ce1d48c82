import { encode, encodeForSigning } from 'ripple-binary-codec';
import { sign } from 'ripple-keypairs';
import { describe, expect, it } from 'vitest';
import { assertTxFormat, fieldOutsideFormat } from '../../src/engine/tx-format.js';
import { fund, genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

// A transaction carrying a field its type's format does not allow is refused before any engine result, as
// rippled's STTx refuses to parse it.

const GENESIS = genesisWallet.classicAddress;
const payment = {
  TransactionType: 'Payment',
  Account: GENESIS,
  Destination: walletFor(1).classicAddress,
  Amount: '1000',
  Fee: '10',
  Sequence: 1,
  SigningPubKey: genesisWallet.publicKey,
};

describe('fieldOutsideFormat', () => {
  it('accepts the common fields and the type own ones', () => {
    expect(fieldOutsideFormat({ ...payment, Memos: [], TicketSequence: 3, SendMax: '5', Paths: [] })).toBe(
      undefined,
    );
    expect(fieldOutsideFormat({ TransactionType: 'AMMDelete', Asset: {}, Asset2: {}, Fee: '10' })).toBe(
      undefined,
    );
  });

  it('names the first field outside the format, as rippled words it', () => {
    expect(fieldOutsideFormat({ ...payment, Sponsor: GENESIS, SponsorFlags: 1 })).toBe(
      "Field 'Sponsor' found in disallowed location.",
    );
    expect(fieldOutsideFormat({ TransactionType: 'AMMDelete', Asset: {}, Asset2: {}, Amount: '1' })).toBe(
      "Field 'Amount' found in disallowed location.",
    );
    expect(fieldOutsideFormat({ TransactionType: 'OfferCancel', OfferSequence: 1, TakerPays: '1' })).toBe(
      "Field 'TakerPays' found in disallowed location.",
    );
    expect(() => assertTxFormat({ ...payment, Delegate: GENESIS })).toThrow(
      "Field 'Delegate' found in disallowed location.",
    );
  });

  it('leaves types it has no format for to the engine', () => {
    expect(fieldOutsideFormat({ TransactionType: 'NFTokenMint', Sponsor: GENESIS })).toBe(undefined);
    expect(fieldOutsideFormat({ Account: GENESIS })).toBe(undefined);
  });
});

describe('submitting a transaction with fields outside its format', () => {
  it('refuses a Payment carrying Sponsor fields with invalidTransaction, and applies the same one without', async () => {
    const node = await newNode();
    const sponsored: Record<string, unknown> = {
      ...payment,
      Sponsor: walletFor(2).classicAddress,
      SponsorFlags: 1,
      SponsorSignature: { SigningPubKey: genesisWallet.publicKey },
    };
    sponsored.TxnSignature = sign(encodeForSigning(sponsored as never), genesisWallet.privateKey);
    // The first stray field in canonical order: SponsorFlags (a UInt32) serializes before Sponsor (an AccountID).
    expect(node.submit(encode(sponsored as never))).toEqual({
      ok: false,
      error: 'invalidTransaction',
      errorException: "Field 'SponsorFlags' found in disallowed location.",
    });
    const plain = submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: walletFor(1).classicAddress,
      Amount: '20000000',
    });
    expect(plain.engineResult).toBe('tesSUCCESS');
    await fund(node, walletFor(3).classicAddress, '20000000');
  });
});
