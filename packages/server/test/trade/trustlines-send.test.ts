/** Trustlines and token sends against a real localnet: the ledger ends exactly as the user asked. */
import { belowAccountReserve } from '@horizon/core';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASF_DEFAULT_RIPPLE, TF_SET_NO_RIPPLE } from '@horizon/protocol';
import {
  type Harness,
  lineBalance,
  newFundedWallet,
  post,
  sign,
  startHarness,
  submitDirect,
} from './harness.js';

let h: Harness | undefined;
let issuer: Wallet;
let alice: Wallet;
let bob: Wallet;
let token: string;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

async function signed(name: string, wallet: Wallet, tx: unknown) {
  return post(need(), name, { classic_address: wallet.classicAddress, tx_blob: sign(tx, wallet) });
}

async function unsigned(name: string, body: Record<string, unknown>) {
  const response = await post(need(), name, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tx_to_sign: Record<string, unknown> }>().tx_to_sign;
}

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  [issuer, alice, bob] = [await newFundedWallet(h), await newFundedWallet(h), await newFundedWallet(h)];
  token = `USD:${issuer.classicAddress}`;
  // A real token's issuer lets its token ripple between holders (DefaultRipple before any line exists).
  expect(await submitDirect(h, issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE })).toBe(
    'tesSUCCESS',
  );
}, 120_000);

afterAll(async () => h?.close());

describe('trustlines', () => {
  it('sets a line with the default limit and NoRipple, then refuses to set it twice', async () => {
    const tx = await unsigned('set_trustline_unsigned', {
      classic_address: alice.classicAddress,
      token_id: token,
    });
    expect(tx).toMatchObject({
      transaction_type: 'TrustSet',
      limit_amount: { currency: 'USD', issuer: issuer.classicAddress, value: '1000000000' },
      flags: TF_SET_NO_RIPPLE,
    });
    const response = await signed('set_trustline_signed', alice, tx);
    expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect(await lineBalance(need(), alice.classicAddress, issuer.classicAddress, 'USD')).toMatchObject({
      limit: '1000000000',
      no_ripple: true,
    });
    const again = await post(need(), 'set_trustline_unsigned', {
      classic_address: alice.classicAddress,
      token_id: token,
    });
    expect(again.json()).toEqual({ detail: 'Trustline already exists' });
  }, 30_000);

  it('clears a zero-balance line to its default state: the ledger deletes it and frees 0.2 XRP', async () => {
    const other = `EUR:${issuer.classicAddress}`;
    const set = await unsigned('set_trustline_unsigned', {
      classic_address: alice.classicAddress,
      token_id: other,
    });
    await signed('set_trustline_signed', alice, set);
    const tx = await unsigned('clear_trustline_unsigned', {
      classic_address: alice.classicAddress,
      token_id: other,
    });
    expect(tx).toMatchObject({
      limit_amount: { currency: 'EUR', issuer: issuer.classicAddress, value: '0' },
    });
    expect(tx).not.toHaveProperty('flags');
    const response = await signed('clear_trustline_signed', alice, tx);
    expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS', freed_xrp: '0.2' });
    expect(await lineBalance(need(), alice.classicAddress, issuer.classicAddress, 'EUR')).toBeUndefined();
  }, 30_000);

  it('refuses to clear a line that does not exist', async () => {
    const response = await post(need(), 'clear_trustline_unsigned', {
      classic_address: alice.classicAddress,
      token_id: `JPY:${issuer.classicAddress}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Trustline not found' });
  });
});

describe('sending tokens', () => {
  it('refuses a destination without a trustline, then delivers exactly the amount once it trusts the token', async () => {
    expect(
      await submitDirect(need(), issuer, {
        TransactionType: 'Payment',
        Destination: alice.classicAddress,
        Amount: { currency: 'USD', issuer: issuer.classicAddress, value: '100' },
      }),
    ).toBe('tesSUCCESS');
    const body = {
      classic_address: alice.classicAddress,
      token_id: token,
      token_amount: '12.345',
      destination: bob.classicAddress,
    };
    const refused = await post(need(), 'send_tokens_unsigned', body);
    expect(refused.json()).toEqual({ detail: 'Destination needs a trustline' });
    const trust = await unsigned('set_trustline_unsigned', {
      classic_address: bob.classicAddress,
      token_id: token,
    });
    await signed('set_trustline_signed', bob, trust);
    const tx = await unsigned('send_tokens_unsigned', body);
    expect(tx).toMatchObject({ amount: { currency: 'USD', issuer: issuer.classicAddress, value: '12.345' } });
    const response = await signed('send_tokens_signed', alice, tx);
    expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect((await lineBalance(need(), bob.classicAddress, issuer.classicAddress, 'USD'))?.balance).toBe(
      '12.345',
    );
    expect((await lineBalance(need(), alice.classicAddress, issuer.classicAddress, 'USD'))?.balance).toBe(
      '87.655',
    );
  }, 60_000);

  it('refuses more than the balance, an unknown destination, and a bad address, before building anything', async () => {
    const base = { classic_address: alice.classicAddress, token_id: token, destination: bob.classicAddress };
    const tooMuch = await post(need(), 'send_tokens_unsigned', { ...base, token_amount: '1000' });
    expect(tooMuch.json()).toEqual({ detail: 'Insufficient token balance' });
    const nobody = Wallet.generate().classicAddress;
    const missing = await post(need(), 'send_tokens_unsigned', {
      ...base,
      token_amount: '1',
      destination: nobody,
    });
    expect(missing.json()).toEqual({ detail: 'Destination account not found' });
    const tinyXrp = await post(need(), 'send_xrp_unsigned', {
      classic_address: alice.classicAddress,
      xrp_amount: '0.5',
      destination: nobody,
    });
    // The localnet's base reserve is mainnet's, 1 XRP: a first payment below it cannot create the account.
    expect(tinyXrp.json()).toEqual({ detail: belowAccountReserve('1') });
    const broke = await post(need(), 'send_xrp_unsigned', {
      classic_address: alice.classicAddress,
      xrp_amount: '5000',
      destination: bob.classicAddress,
    });
    expect(broke.json()).toEqual({ detail: 'Insufficient XRP balance' });
    const badAddress = await post(need(), 'send_xrp_unsigned', {
      classic_address: alice.classicAddress,
      xrp_amount: '1',
      destination: 'rNotAnAddress',
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toEqual({ detail: 'Invalid wallet address', field: 'destination' });
    const zero = await post(need(), 'send_xrp_unsigned', {
      classic_address: alice.classicAddress,
      xrp_amount: '0',
      destination: bob.classicAddress,
    });
    expect(zero.json()).toEqual({ detail: 'The amount must be greater than 0', field: 'xrp_amount' });
  }, 30_000);
});

describe('clearing every trustline', () => {
  it('builds one clear per zero-balance line, reports the lines with a balance, and frees their reserve', async () => {
    const carol = await newFundedWallet(need());
    for (const code of ['AAA', 'BBB', 'CCC']) {
      const tx = await unsigned('set_trustline_unsigned', {
        classic_address: carol.classicAddress,
        token_id: `${code}:${issuer.classicAddress}`,
      });
      await signed('set_trustline_signed', carol, tx);
    }
    await submitDirect(need(), issuer, {
      TransactionType: 'Payment',
      Destination: carol.classicAddress,
      Amount: { currency: 'CCC', issuer: issuer.classicAddress, value: '5' },
    });
    const response = await post(need(), 'clear_all_trustlines_unsigned', {
      classic_address: carol.classicAddress,
    });
    const batch = response.json<{
      txs_to_sign: Record<string, unknown>[];
      count: number;
      lines_with_balance: unknown;
    }>();
    expect(batch.count).toBe(2);
    expect(batch.lines_with_balance).toEqual([{ token_id: `CCC:${issuer.classicAddress}`, balance: '5' }]);
    const blobs = batch.txs_to_sign.map((tx) => sign(tx, carol));
    const cleared = await post(need(), 'clear_all_trustlines_signed', {
      classic_address: carol.classicAddress,
      tx_blobs: blobs,
    });
    expect(cleared.json()).toMatchObject({ count: 2, freed_xrp: '0.4' });
    expect(await lineBalance(need(), carol.classicAddress, issuer.classicAddress, 'AAA')).toBeUndefined();
    expect((await lineBalance(need(), carol.classicAddress, issuer.classicAddress, 'CCC'))?.balance).toBe(
      '5',
    );
  }, 60_000);
});
