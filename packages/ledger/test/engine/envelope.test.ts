import { ECDSA, type Transaction } from 'xrpl';
import { describe, expect, it } from 'vitest';
import { fund, genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

const GENESIS = genesisWallet.classicAddress;
const pay = (to: string, amount = '1000') => ({
  TransactionType: 'Payment',
  Destination: to,
  Amount: amount,
});

describe('the transaction envelope', () => {
  it('accepts ed25519 and secp256k1 signatures', async () => {
    const node = await newNode();
    const ed = walletFor(1, ECDSA.ed25519);
    const secp = walletFor(2, ECDSA.secp256k1);
    await fund(node, ed.classicAddress, '10000000');
    await fund(node, secp.classicAddress, '10000000');
    expect(submit(node, ed, pay(GENESIS)).engineResult).toBe('tesSUCCESS');
    expect(submit(node, secp, pay(GENESIS)).engineResult).toBe('tesSUCCESS');
  });

  it('answers invalidTransaction for a blob that is not a transaction or has a bad signature', async () => {
    const node = await newNode();
    expect(node.submit('DEADBEEF')).toMatchObject({ ok: false, error: 'invalidTransaction' });
    const signed = genesisWallet.sign({
      ...pay(walletFor(1).classicAddress),
      Account: GENESIS,
      Fee: '10',
      Sequence: 1,
    } as Transaction);
    const tampered = signed.tx_blob.replace('4000000000000', '4000000000001');
    expect(tampered).not.toBe(signed.tx_blob);
    expect(node.submit(tampered)).toEqual({
      ok: false,
      error: 'invalidTransaction',
      errorException: 'fails local checks: Invalid signature.',
    });
  });

  it('checks sequences: tefPAST_SEQ for a used one, terPRE_SEQ held until the gap fills', async () => {
    const node = await newNode();
    const dest = walletFor(1).classicAddress;
    expect(submit(node, genesisWallet, { ...pay(dest, '2000000'), Sequence: 2 }).engineResult).toBe(
      'terPRE_SEQ',
    );
    const first = submit(node, genesisWallet, pay(dest, '2000000'));
    expect(first.engineResult).toBe('tesSUCCESS');
    // The held transaction (sequence 2) follows as soon as sequence 1 is in, as rippled pops held ones.
    expect(node.openTransactions().map((t) => t.txJson.Sequence)).toEqual([1, 2]);
    await node.acceptLedger();
    expect(node.getLedger('validated')?.accountRoot(dest)?.Balance).toBe('4000000');
    expect(submit(node, genesisWallet, { ...pay(dest), Sequence: 1 }).engineResult).toBe('tefPAST_SEQ');
  });

  it('checks fees: below the base fee telINSUF_FEE_P, unaffordable terINSUF_FEE_B, not XRP temBAD_FEE', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    await fund(node, alice.classicAddress, '1000000');
    expect(submit(node, genesisWallet, { ...pay(alice.classicAddress), Fee: '9' }).engineResult).toBe(
      'telINSUF_FEE_P',
    );
    expect(submit(node, alice, { ...pay(GENESIS), Fee: '1000001' }).engineResult).toBe('terINSUF_FEE_B');
    const r = submit(node, genesisWallet, { ...pay(alice.classicAddress), Fee: '12' });
    expect(r).toMatchObject({ engineResult: 'tesSUCCESS', openLedgerCost: '10' });
  });

  it('drops a transaction whose LastLedgerSequence has passed (tefMAX_LEDGER)', async () => {
    const node = await newNode();
    const r = submit(node, genesisWallet, {
      ...pay(walletFor(1).classicAddress, '2000000'),
      LastLedgerSequence: 2,
    });
    expect(r.engineResult).toBe('tefMAX_LEDGER');
    expect(r.engineResultCode).toBe(-187);
  });

  it('refuses an account that does not exist (terNO_ACCOUNT)', async () => {
    const node = await newNode();
    const ghost = walletFor(9);
    expect(submit(node, ghost, { ...pay(GENESIS), Sequence: 1 }).engineResult).toBe('terNO_ACCOUNT');
  });

  it('lets a regular key sign, and refuses the master key once disabled (tefMASTER_DISABLED)', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    const key = walletFor(2, ECDSA.secp256k1);
    const stranger = walletFor(3);
    await fund(node, alice.classicAddress, '20000000');
    expect(submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 4 }).engineResult).toBe(
      'tecNO_ALTERNATIVE_KEY',
    );
    expect(
      submit(node, alice, { TransactionType: 'SetRegularKey', RegularKey: key.classicAddress }).engineResult,
    ).toBe('tesSUCCESS');
    const viaKey = { ...pay(GENESIS), Account: alice.classicAddress };
    expect(submit(node, key, viaKey).engineResult).toBe('tesSUCCESS');
    expect(submit(node, stranger, viaKey).engineResult).toBe('tefBAD_AUTH');
    expect(submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 4 }).engineResult).toBe(
      'tesSUCCESS',
    );
    expect(submit(node, alice, pay(GENESIS)).engineResult).toBe('tefMASTER_DISABLED');
    expect(submit(node, key, viaKey).engineResult).toBe('tesSUCCESS');
    expect(
      submit(node, key, { TransactionType: 'SetRegularKey', Account: alice.classicAddress }).engineResult,
    ).toBe('tecNO_ALTERNATIVE_KEY');
  });

  it('claims only the fee and the sequence on a tec result', async () => {
    const node = await newNode();
    const r = submit(node, genesisWallet, pay(walletFor(1).classicAddress, '10'));
    expect(r.engineResult).toBe('tecNO_DST_INSUF_XRP');
    await node.acceptLedger();
    const meta = node.transaction(r.hash)?.meta;
    expect(meta?.AffectedNodes).toHaveLength(1);
    expect(meta?.AffectedNodes[0]?.ModifiedNode).toMatchObject({
      FinalFields: { Balance: '99999999999999990', Sequence: 2 },
      PreviousFields: { Balance: '100000000000000000', Sequence: 1 },
    });
  });
});
