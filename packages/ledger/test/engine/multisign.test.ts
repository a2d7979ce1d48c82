import { decode, encode } from 'ripple-binary-codec';
import { describe, expect, it } from 'vitest';
import { multisign, type Transaction, type Wallet } from 'xrpl';
import { ECDSA } from 'xrpl';
import { fund, genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

const GENESIS = genesisWallet.classicAddress;
const entry = (Account: string, SignerWeight = 1) => ({ SignerEntry: { Account, SignerWeight } });

/** Alice (funded) with the signer list bob 1, carol 1, dave 2 and quorum 2; bob and dave funded, carol a phantom. */
async function setup() {
  const node = await newNode();
  const [alice, bob, carol, dave, eve] = [1, 2, 3, 4, 5].map((n) =>
    walletFor(n, n === 4 ? ECDSA.secp256k1 : ECDSA.ed25519),
  ) as [Wallet, Wallet, Wallet, Wallet, Wallet];
  for (const w of [alice, bob, dave, eve]) await fund(node, w.classicAddress, '20000000');
  const list = submit(node, alice, {
    TransactionType: 'SignerListSet',
    SignerQuorum: 2,
    SignerEntries: [entry(bob.classicAddress), entry(carol.classicAddress), entry(dave.classicAddress, 2)],
  });
  expect(list.engineResult).toBe('tesSUCCESS');
  const seq = () => node.getLedger('current')?.accountRoot(alice.classicAddress)?.Sequence as number;
  /** A transaction of alice's to be signed by `signers` signers, with the least fee. */
  const txOf = (signers: number, fields: Record<string, unknown>) =>
    ({
      Account: alice.classicAddress,
      Fee: String(10 * (1 + signers)),
      Sequence: seq(),
      SigningPubKey: '',
      ...fields,
    }) as Transaction;
  const payment = (signers: number, extra: Record<string, unknown> = {}) =>
    txOf(signers, { TransactionType: 'Payment', Destination: GENESIS, Amount: '1000000', ...extra });
  /** The payment signed by each [wallet, account it signs for]. */
  const signed = (tx: Transaction, by: [Wallet, string?][]) =>
    multisign(by.map(([w, as]) => w.sign(tx, as ?? true).tx_blob));
  return { node, alice, bob, carol, dave, eve, payment, signed, txOf };
}

describe('multi-signed transactions', () => {
  it('apply when the signers meet the quorum, each signature over its own account', async () => {
    const { node, alice, bob, carol, payment, signed } = await setup();
    const before = node.getLedger('current')?.accountRoot(alice.classicAddress)?.Balance as string;
    const out = node.submit(signed(payment(2), [[bob], [carol]]));
    expect(out).toMatchObject({ ok: true, engineResult: 'tesSUCCESS' });
    expect(node.getLedger('current')?.accountRoot(alice.classicAddress)?.Balance).toBe(
      String(BigInt(before) - 1000000n - 30n),
    );
  });

  it('need a fee of the base fee for the transaction and each signer (telINSUF_FEE_P)', async () => {
    const { node, bob, carol, payment, signed } = await setup();
    const tx = payment(2, { Fee: '29' });
    expect(node.submit(signed(tx, [[bob], [carol]]))).toMatchObject({ engineResult: 'telINSUF_FEE_P' });
  });

  it('answer tefBAD_QUORUM when the weights fall short, and pass with one heavy signer', async () => {
    const { node, bob, dave, payment, signed } = await setup();
    expect(node.submit(signed(payment(1), [[bob]]))).toMatchObject({ engineResult: 'tefBAD_QUORUM' });
    expect(node.submit(signed(payment(1), [[dave]]))).toMatchObject({ engineResult: 'tesSUCCESS' });
  });

  it('answer tefBAD_SIGNATURE for a signer not on the list', async () => {
    const { node, bob, eve, payment, signed } = await setup();
    expect(node.submit(signed(payment(2), [[bob], [eve]]))).toMatchObject({
      engineResult: 'tefBAD_SIGNATURE',
    });
  });

  it('accept a signer regular key, refuse a key that is not the signer and a disabled master key', async () => {
    const { node, bob, dave, eve, payment, signed } = await setup();
    // eve's key signing for dave, who has no regular key: a stranger.
    expect(node.submit(signed(payment(1), [[eve, dave.classicAddress]]))).toMatchObject({
      engineResult: 'tefBAD_SIGNATURE',
    });
    submit(node, dave, { TransactionType: 'SetRegularKey', RegularKey: eve.classicAddress });
    expect(node.submit(signed(payment(1), [[eve, dave.classicAddress]]))).toMatchObject({
      engineResult: 'tesSUCCESS',
    });
    submit(node, dave, { TransactionType: 'AccountSet', SetFlag: 4 });
    expect(node.submit(signed(payment(2), [[bob], [dave]]))).toMatchObject({
      engineResult: 'tefMASTER_DISABLED',
    });
  });

  it('answer tefNOT_MULTI_SIGNING for an account without a signer list', async () => {
    const { node, bob, carol, eve } = await setup();
    const tx = {
      TransactionType: 'Payment',
      Account: eve.classicAddress,
      Destination: GENESIS,
      Amount: '1000',
      Fee: '30',
      Sequence: node.getLedger('current')?.accountRoot(eve.classicAddress)?.Sequence as number,
      SigningPubKey: '',
    } as Transaction;
    const blob = multisign([bob.sign(tx, true).tx_blob, carol.sign(tx, true).tx_blob]);
    expect(node.submit(blob)).toMatchObject({ engineResult: 'tefNOT_MULTI_SIGNING' });
  });

  it('fail local checks for a bad signature, an unsorted array, or the account signing for itself', async () => {
    const { node, alice, bob, carol, payment, signed } = await setup();
    const tx = payment(2);
    // carol signs another amount; her signature is put on the original transaction.
    const theirs = decode(carol.sign({ ...tx, Amount: '999' } as Transaction, true).tx_blob);
    const ours = decode(signed(tx, [[bob], [carol]]));
    const signers = (ours.Signers as { Signer: { Account: string } }[]).map((s) =>
      s.Signer.Account === carol.classicAddress ? (theirs.Signers as unknown[])[0] : s,
    );
    expect(node.submit(encode({ ...ours, Signers: signers } as never))).toMatchObject({
      ok: false,
      error: 'invalidTransaction',
      errorException: `fails local checks: Invalid signature on account ${carol.classicAddress}.`,
    });
    expect(
      node.submit(encode({ ...ours, Signers: [...(ours.Signers as unknown[])].reverse() } as never)),
    ).toMatchObject({
      errorException: 'fails local checks: Unsorted Signers array.',
    });
    expect(node.submit(signed(payment(1), [[alice]]))).toMatchObject({
      errorException: 'fails local checks: Invalid multisigner.',
    });
  });

  it('let a master-disabled account remove its list only while it has a regular key', async () => {
    const { node, alice, bob, dave, signed, txOf } = await setup();
    submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 4 });
    const remove = () => txOf(1, { TransactionType: 'SignerListSet', SignerQuorum: 0 });
    expect(node.submit(signed(remove(), [[dave]]))).toMatchObject({ engineResult: 'tecNO_ALTERNATIVE_KEY' });
    expect(node.getLedger('current')?.accountRoot(alice.classicAddress)?.OwnerCount).toBe(1);
    const key = txOf(1, { TransactionType: 'SetRegularKey', RegularKey: bob.classicAddress });
    // A first key change is free only when the master key signs it, never when multi-signed.
    expect(node.submit(signed({ ...key, Fee: '19' }, [[dave]]))).toMatchObject({
      engineResult: 'telINSUF_FEE_P',
    });
    expect(node.submit(signed(key, [[dave]]))).toMatchObject({ engineResult: 'tesSUCCESS' });
    expect(node.submit(signed(remove(), [[dave]]))).toMatchObject({ engineResult: 'tesSUCCESS' });
    expect(node.getLedger('current')?.accountRoot(alice.classicAddress)?.OwnerCount).toBe(0);
  });
});
