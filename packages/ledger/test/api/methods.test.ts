import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { GENESIS, pay, withLocalnet, type Fixture } from './helpers.js';

// The remaining methods: simulate, wallet_propose, feature, ledger_data, ledger_entry selectors, random, ping.

let f: Fixture;
beforeAll(async () => {
  f = await withLocalnet();
});
afterAll(() => f.close());

const raw = async (request: Record<string, unknown>) =>
  (await f.client.request(request as never)) as unknown as { result: Record<string, unknown> };

describe('simulate', () => {
  it('dry-runs an unsigned payment without changing the ledger', async () => {
    const dest = Wallet.generate().address;
    const { result } = await raw({
      command: 'simulate',
      tx_json: { TransactionType: 'Payment', Account: GENESIS, Destination: dest, Amount: '5000000' },
    });
    expect(result).toMatchObject({
      applied: false,
      engine_result: 'tesSUCCESS',
      engine_result_code: 0,
      engine_result_message: 'The simulated transaction would have been applied.',
    });
    expect((result.meta as Record<string, unknown>).delivered_amount).toBe('5000000');
    expect(result.tx_json).toMatchObject({ Fee: '10', SigningPubKey: '' });
    await expect(f.client.request({ command: 'account_info', account: dest })).rejects.toThrow(
      'Account not found.',
    );
  });

  it('refuses a signed transaction and a request without one', async () => {
    const signed = await raw({
      command: 'simulate',
      tx_json: { TransactionType: 'AccountSet', Account: GENESIS, TxnSignature: 'AB' },
    }).catch((e: { data: unknown }) => e.data);
    expect(signed).toMatchObject({ error: 'transactionSigned', error_code: 96 });
    const none = await raw({ command: 'simulate' }).catch((e: { data: unknown }) => e.data);
    expect(none).toMatchObject({
      error: 'invalidParams',
      error_message: 'Neither `tx_blob` nor `tx_json` included.',
    });
  });
});

describe('wallet_propose', () => {
  it("derives rippled's documented answer for the standalone genesis seed", async () => {
    const expected = {
      account_id: GENESIS,
      key_type: 'secp256k1',
      master_key: 'I IRE BOND BOW TRIO LAID SEAT GOAL HEN IBIS IBIS DARE',
      master_seed: 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb',
      master_seed_hex: 'DEDCE9CE67B451D852FD4E846FCDE31C',
      public_key: 'aBQG8RQAzjs1eTKFEAQXr2gS4utcDiEC9wmi7pfUPTi27VCahwgw',
      public_key_hex: '0330E7FC9D56BB25D6893BA3F317AE5BCF33B3291BD63DB32654A313222F7FD020',
    };
    expect((await raw({ command: 'wallet_propose', seed: 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb' })).result).toEqual(
      expected,
    );
    const fromPassphrase = (await raw({ command: 'wallet_propose', passphrase: 'masterpassphrase' })).result;
    expect(fromPassphrase).toMatchObject(expected);
    expect(fromPassphrase.warning).toMatch(/passphrase/);
  });

  it('makes a fresh ed25519 wallet that xrpl.js can load', async () => {
    const r = (await raw({ command: 'wallet_propose', key_type: 'ed25519' })).result;
    expect(r.key_type).toBe('ed25519');
    expect(r.public_key_hex).toMatch(/^ED[0-9A-F]{64}$/);
    expect(Wallet.fromEntropy(Buffer.from(r.master_seed_hex as string, 'hex')).classicAddress).toBe(
      r.account_id,
    );
  });
});

describe('feature', () => {
  it('lists amendments by id and finds one by name', async () => {
    const all = (await raw({ command: 'feature' })).result.features as Record<
      string,
      Record<string, unknown>
    >;
    const entry = Object.entries(all).find(([, v]) => v.name === 'DeletableAccounts');
    expect(entry?.[1]).toEqual({ enabled: true, name: 'DeletableAccounts', supported: true });
    const one = (await raw({ command: 'feature', feature: 'DeletableAccounts' })).result;
    expect(one).toEqual({
      [entry?.[0] as string]: { enabled: true, name: 'DeletableAccounts', supported: true },
    });
    const bad = await raw({ command: 'feature', feature: 'NoSuchThing' }).catch(
      (e: { data: unknown }) => e.data,
    );
    expect(bad).toMatchObject({
      error: 'badFeature',
      error_code: 40,
      error_message: 'Feature unknown or invalid.',
    });
  });
});

describe('ledger_data and ledger_entry', () => {
  it('pages the whole state map, with the header on the first page only', async () => {
    await pay(f.client, f.genesis, Wallet.generate().address, '30000000');
    const first = (await raw({ command: 'ledger_data', ledger_index: 'validated', limit: 2 })).result;
    expect(first.ledger).toBeDefined();
    expect(first.state).toHaveLength(2);
    const seen = [...(first.state as { index: string }[])];
    let marker = first.marker;
    while (marker) {
      const page = (await raw({ command: 'ledger_data', ledger_index: 'validated', limit: 2, marker }))
        .result;
      expect(page.ledger).toBeUndefined();
      seen.push(...(page.state as { index: string }[]));
      marker = page.marker;
    }
    const indexes = seen.map((s) => s.index);
    expect([...indexes].sort()).toEqual(indexes);
    expect(new Set(indexes).size).toBe(indexes.length);
    expect(
      seen.filter((s) => (s as unknown as { LedgerEntryType: string }).LedgerEntryType === 'AccountRoot')
        .length,
    ).toBe(2);
  });

  it('reads an account root by address and refuses the wrong type', async () => {
    const root = (await raw({ command: 'ledger_entry', account_root: GENESIS })).result;
    expect((root.node as Record<string, unknown>).Account).toBe(GENESIS);
    const wrong = await raw({ command: 'ledger_entry', directory: root.index as string }).catch(
      (e: { data: unknown }) => e.data,
    );
    expect(wrong).toMatchObject({ error: 'unexpectedLedgerType', error_code: 99 });
    const bad = await raw({ command: 'ledger_entry', account_root: 'xyz' }).catch(
      (e: { data: unknown }) => e.data,
    );
    expect(bad).toMatchObject({ error: 'malformedAddress' });
  });
});

describe('small methods', () => {
  it('gives 256 random bits', async () => {
    const r = (await raw({ command: 'random' })).result;
    expect(r.random).toMatch(/^[0-9A-F]{64}$/);
  });
});
