import { decode } from 'ripple-binary-codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multisign, Wallet, type SubmittableTransaction, type Transaction } from 'xrpl';
import { accept, pay, withLocalnet, type Fixture } from './helpers.js';

// Multi-signing and tickets end to end, through xrpl.js against a localnet, as a client would against rippled.

let f: Fixture;
const alice = Wallet.fromEntropy(new Uint8Array(16).fill(31));
const bob = Wallet.fromEntropy(new Uint8Array(16).fill(32));
const carol = Wallet.fromEntropy(new Uint8Array(16).fill(33));

beforeAll(async () => {
  f = await withLocalnet();
  for (const w of [alice, bob, carol]) await pay(f.client, f.genesis, w.address, '50000000');
});
afterAll(() => f.close());

const request = async (req: Record<string, unknown>) =>
  ((await f.client.request(req as never)) as unknown as { result: Record<string, unknown> }).result;

async function submitSigned(tx: SubmittableTransaction, wallet: Wallet) {
  const prepared = await f.client.autofill(tx);
  return request({ command: 'submit', tx_blob: wallet.sign(prepared).tx_blob });
}

async function balanceOf(address: string): Promise<bigint> {
  const info = await request({ command: 'account_info', account: address, ledger_index: 'validated' });
  return BigInt((info.account_data as { Balance: string }).Balance);
}

describe('multi-signing on a localnet', () => {
  it('sets a signer list, shows it in account_info and account_objects', async () => {
    const r = await submitSigned(
      {
        TransactionType: 'SignerListSet',
        Account: alice.address,
        SignerQuorum: 2,
        SignerEntries: [
          { SignerEntry: { Account: bob.address, SignerWeight: 1 } },
          { SignerEntry: { Account: carol.address, SignerWeight: 1 } },
        ],
      },
      alice,
    );
    expect(r.engine_result).toBe('tesSUCCESS');
    await accept(f.client);
    const info = await request({ command: 'account_info', account: alice.address, signer_lists: true });
    const lists = info.signer_lists as Record<string, unknown>[];
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ LedgerEntryType: 'SignerList', SignerQuorum: 2, SignerListID: 0 });
    const objects = await request({
      command: 'account_objects',
      account: alice.address,
      type: 'signer_list',
    });
    expect(objects.account_objects).toEqual(lists);
  });

  it('applies a Payment signed by two signers, paying the fee for three signatures', async () => {
    const before = await balanceOf(alice.address);
    const filled = await f.client.autofill(
      {
        TransactionType: 'Payment',
        Account: alice.address,
        Destination: f.genesis.address,
        Amount: '1000000',
      },
      2,
    );
    // The least fee: the base fee for the transaction and for each signer.
    const tx = { ...filled, Fee: '30' };
    const blob = multisign([bob.sign(tx, true).tx_blob, carol.sign(tx, true).tx_blob]);
    const r = await request({ command: 'submit', tx_blob: blob });
    expect(r.engine_result).toBe('tesSUCCESS');
    await accept(f.client);
    const hash = (r.tx_json as { hash: string }).hash;
    const seen = await request({ command: 'tx', transaction: hash });
    expect(seen).toMatchObject({ validated: true, meta: { TransactionResult: 'tesSUCCESS' } });
    expect(await balanceOf(alice.address)).toBe(before - 1000000n - 30n);
  });

  it('takes submit_multisigned with the Signers in any order and sorts them', async () => {
    const tx = await f.client.autofill(
      { TransactionType: 'Payment', Account: alice.address, Destination: f.genesis.address, Amount: '2000' },
      2,
    );
    // Each signer's Signer object, carol's first: the server puts them in account order.
    const parts = [carol, bob].map(
      (w) => (decode(w.sign(tx, true).tx_blob) as { Signers: unknown[] }).Signers[0],
    );
    const r = await request({
      command: 'submit_multisigned',
      tx_json: { ...tx, SigningPubKey: '', Signers: parts },
    });
    expect(r.engine_result).toBe('tesSUCCESS');
    await accept(f.client);
  });

  it('refuses in submit_multisigned: no Signers, a duplicate signer, the account itself; a bad signature is temBAD_SIGNATURE', async () => {
    const tx = await f.client.autofill(
      { TransactionType: 'Payment', Account: alice.address, Destination: f.genesis.address, Amount: '3000' },
      2,
    );
    const signerOf = (w: Wallet, t: Transaction = tx) =>
      (decode(w.sign(t, true).tx_blob) as { Signers: unknown[] }).Signers[0];
    const errorOf = (tx_json: Record<string, unknown>) =>
      f.client.request({ command: 'submit_multisigned', tx_json } as never).then(
        () => undefined,
        (e: { data: Record<string, unknown> }) => e.data,
      );
    expect(await errorOf({ ...tx, SigningPubKey: '' })).toMatchObject({
      error: 'invalidParams',
      error_message: "Missing field 'tx_json.Signers'.",
    });
    expect(
      await errorOf({ ...tx, SigningPubKey: '', Signers: [signerOf(bob), signerOf(bob)] }),
    ).toMatchObject({
      error: 'invalidParams',
      error_message: `Duplicate Signers:Signer:Account entries (${bob.address}) are not allowed.`,
    });
    expect(
      await errorOf({ ...tx, SigningPubKey: '', Signers: [signerOf(bob), signerOf(alice)] }),
    ).toMatchObject({
      error: 'invalidParams',
      error_message: `A Signer may not be the transaction's Account (${alice.address}).`,
    });
    const other = signerOf(carol, { ...tx, Amount: '4000' } as Transaction);
    const r = await request({
      command: 'submit_multisigned',
      tx_json: { ...tx, SigningPubKey: '', Signers: [signerOf(bob), other] },
    });
    expect(r).toMatchObject({ engine_result: 'temBAD_SIGNATURE', engine_result_code: -282 });
  });

  it('refuses a signer outside the list (tefBAD_SIGNATURE) and too little weight (tefBAD_QUORUM)', async () => {
    const tx = await f.client.autofill(
      { TransactionType: 'Payment', Account: alice.address, Destination: f.genesis.address, Amount: '1000' },
      2,
    );
    const outsider = multisign([bob.sign(tx, true).tx_blob, f.genesis.sign(tx, true).tx_blob]);
    expect((await request({ command: 'submit', tx_blob: outsider })).engine_result).toBe('tefBAD_SIGNATURE');
    const alone = await f.client.autofill({ ...tx, Fee: undefined } as SubmittableTransaction, 1);
    const short = multisign([bob.sign(alone, true).tx_blob]);
    expect((await request({ command: 'submit', tx_blob: short })).engine_result).toBe('tefBAD_QUORUM');
  });
});

describe('tickets on a localnet', () => {
  it('creates two tickets and spends them out of order', async () => {
    const created = await submitSigned(
      { TransactionType: 'TicketCreate', Account: bob.address, TicketCount: 2 },
      bob,
    );
    expect(created.engine_result).toBe('tesSUCCESS');
    await accept(f.client);
    const objects = await request({ command: 'account_objects', account: bob.address, type: 'ticket' });
    const tickets = (objects.account_objects as { TicketSequence: number }[])
      .map((t) => t.TicketSequence)
      .sort();
    expect(tickets).toHaveLength(2);
    const [first, second] = tickets as [number, number];
    expect(second).toBe(first + 1);
    const hashes: string[] = [];
    for (const ticket of [second, first]) {
      const tx = await f.client.autofill({
        TransactionType: 'Payment',
        Account: bob.address,
        Destination: carol.address,
        Amount: '1000',
        Sequence: 0,
        TicketSequence: ticket,
      });
      expect(tx.Sequence).toBe(0);
      const signed = bob.sign(tx);
      const r = await request({ command: 'submit', tx_blob: signed.tx_blob });
      expect(r.engine_result).toBe('tesSUCCESS');
      hashes.push(signed.hash);
    }
    await accept(f.client);
    for (const hash of hashes)
      expect(await request({ command: 'tx', transaction: hash })).toMatchObject({
        validated: true,
        meta: { TransactionResult: 'tesSUCCESS' },
      });
    const after = await request({ command: 'account_objects', account: bob.address, type: 'ticket' });
    expect(after.account_objects).toEqual([]);
    const again = await f.client.autofill({
      TransactionType: 'Payment',
      Account: bob.address,
      Destination: carol.address,
      Amount: '1000',
      Sequence: 0,
      TicketSequence: first,
    });
    const r = await request({ command: 'submit', tx_blob: bob.sign(again).tx_blob });
    expect(r.engine_result).toBe('tefNO_TICKET');
  });
});
