import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { accept, GENESIS, pay, withLocalnet, type Fixture } from './helpers.js';

// account_channels and deposit_authorized, as a wallet asks them before paying someone.

let f: Fixture;
let alice: Wallet;
let vault: Wallet;

beforeAll(async () => {
  f = await withLocalnet();
  alice = Wallet.generate();
  vault = Wallet.generate();
  await pay(f.client, f.genesis, alice.address, '50000000');
  await pay(f.client, f.genesis, vault.address, '50000000');
  const prepared = await f.client.autofill({
    TransactionType: 'AccountSet',
    Account: vault.address,
    SetFlag: 9,
  });
  const r = await f.client.request({ command: 'submit', tx_blob: vault.sign(prepared).tx_blob });
  expect(r.result.engine_result).toBe('tesSUCCESS');
  await accept(f.client);
});
afterAll(() => f.close());

async function ask(request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const r = await f.client.connection.request(request as never);
  return (r as { result: Record<string, unknown> }).result;
}

async function refusal(request: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    await f.client.connection.request(request as never);
  } catch (e) {
    return (e as { data: Record<string, unknown> }).data;
  }
  throw new Error('expected a refusal');
}

describe('account_channels', () => {
  it('lists no channels for an account, with the ledger it read', async () => {
    const r = await ask({ command: 'account_channels', account: alice.address, ledger_index: 'validated' });
    expect(r).toMatchObject({ account: alice.address, channels: [], validated: true });
    expect(typeof r.ledger_hash).toBe('string');
    expect(r).not.toHaveProperty('marker');
  });

  it('refuses what AccountChannels.cpp refuses: no account, a non-string, a malformed or unknown one', async () => {
    expect(await refusal({ command: 'account_channels' })).toMatchObject({
      error: 'invalidParams',
      error_message: "Missing field 'account'.",
    });
    expect(await refusal({ command: 'account_channels', account: 5 })).toMatchObject({
      error_message: "Invalid field 'account'.",
    });
    expect(await refusal({ command: 'account_channels', account: 'rNot' })).toMatchObject({
      error: 'actMalformed',
    });
    expect(await refusal({ command: 'account_channels', account: Wallet.generate().address })).toMatchObject({
      error: 'actNotFound',
    });
    const badDest = { command: 'account_channels', account: alice.address, destination_account: 'rNot' };
    expect(await refusal(badDest)).toMatchObject({ error: 'actMalformed' });
    const badMarker = { command: 'account_channels', account: alice.address, marker: 'nonsense' };
    expect(await refusal(badMarker)).toMatchObject({ error: 'invalidParams' });
  });
});

describe('deposit_authorized', () => {
  const da = (source: string, destination: string, extra: Record<string, unknown> = {}) => ({
    command: 'deposit_authorized',
    source_account: source,
    destination_account: destination,
    ...extra,
  });

  it('authorizes any payment to an account without DepositAuth', async () => {
    const r = await ask(da(GENESIS, alice.address));
    expect(r).toMatchObject({
      source_account: GENESIS,
      destination_account: alice.address,
      deposit_authorized: true,
      validated: false,
    });
    expect(typeof r.ledger_current_index).toBe('number');
  });

  it('refuses others to an account requiring DepositAuth (no preauthorization here), but not itself', async () => {
    expect((await ask(da(alice.address, vault.address))).deposit_authorized).toBe(false);
    expect((await ask(da(vault.address, vault.address))).deposit_authorized).toBe(true);
  });

  it('names an unknown source or destination, with the ledger it looked in', async () => {
    const unknown = Wallet.generate().address;
    const src = await refusal(da(unknown, alice.address));
    expect(src).toMatchObject({ error: 'srcActNotFound', error_code: 67, validated: false });
    expect(typeof src.ledger_current_index).toBe('number');
    expect(await refusal(da(alice.address, unknown))).toMatchObject({
      error: 'dstActNotFound',
      error_code: 50,
      error_message: 'Destination account not found.',
    });
  });

  it('checks its fields as rippled does, credentials included', async () => {
    expect(
      await refusal({ command: 'deposit_authorized', destination_account: alice.address }),
    ).toMatchObject({
      error_message: "Missing field 'source_account'.",
    });
    expect(await refusal(da(GENESIS, 7 as never))).toMatchObject({
      error_message: "Invalid field 'destination_account', not a string.",
    });
    expect(await refusal(da('rNot', alice.address))).toMatchObject({ error: 'actMalformed' });
    expect(await refusal(da(GENESIS, alice.address, { credentials: [] }))).toMatchObject({
      error_message: "Invalid field 'credentials', not is non-empty array of CredentialID(hash256).",
    });
    expect(await refusal(da(GENESIS, alice.address, { credentials: ['zz'] }))).toMatchObject({
      error_message: "Invalid field 'credentials', not an array of CredentialID(hash256).",
    });
    const nine = Array.from({ length: 9 }, () => 'AB'.repeat(32));
    expect(await refusal(da(GENESIS, alice.address, { credentials: nine }))).toMatchObject({
      error_message: "Invalid field 'credentials', not array too long.",
    });
    expect(await refusal(da(GENESIS, alice.address, { credentials: ['AB'.repeat(32)] }))).toMatchObject({
      error: 'badCredentials',
      error_code: 95,
      error_message: "credentials don't exist",
    });
  });
});
