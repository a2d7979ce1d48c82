import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet, type TrustSet } from 'xrpl';
import { accept, pay, withLocalnet, type Fixture } from './helpers.js';

// The trust-line views a token holder and an issuer read: lines, objects, currencies, obligations, ripple advice.

let f: Fixture;
let issuer: Wallet;
let holder: Wallet;

async function submit(wallet: Wallet, tx: Record<string, unknown>): Promise<string> {
  const prepared = await f.client.autofill({ ...tx, Account: wallet.address } as never);
  const signed = wallet.sign(prepared);
  const r = await f.client.request({ command: 'submit', tx_blob: signed.tx_blob });
  expect(r.result.engine_result).toBe('tesSUCCESS');
  await accept(f.client);
  return signed.hash;
}

beforeAll(async () => {
  f = await withLocalnet();
  issuer = Wallet.generate();
  holder = Wallet.generate();
  await pay(f.client, f.genesis, issuer.address, '100000000');
  await pay(f.client, f.genesis, holder.address, '100000000');
  const trust: Partial<TrustSet> = {
    TransactionType: 'TrustSet',
    LimitAmount: { currency: 'USD', issuer: issuer.address, value: '1000' },
  };
  await submit(holder, trust);
  await submit(issuer, {
    TransactionType: 'Payment',
    Destination: holder.address,
    Amount: { currency: 'USD', issuer: issuer.address, value: '25' },
  });
});
afterAll(() => f.close());

describe('trust-line methods', () => {
  it("shows the holder's line from its side", async () => {
    const { result } = await f.client.request({ command: 'account_lines', account: holder.address });
    expect(result.lines).toEqual([
      {
        account: issuer.address,
        balance: '25',
        currency: 'USD',
        limit: '1000',
        limit_peer: '0',
        quality_in: 0,
        quality_out: 0,
        no_ripple: false,
        // The issuer lacks DefaultRipple, so the line was created with NoRipple on its side.
        no_ripple_peer: true,
      },
    ]);
    expect(result).not.toHaveProperty('marker');
  });

  it("shows the issuer's side negative", async () => {
    const { result } = await f.client.request({ command: 'account_lines', account: issuer.address });
    expect(result.lines[0]).toMatchObject({
      account: holder.address,
      balance: '-25',
      limit: '0',
      limit_peer: '1000',
    });
  });

  it('reads balances with getBalances', async () => {
    const balances = await f.client.getBalances(holder.address);
    expect(balances).toContainEqual({ currency: 'USD', issuer: issuer.address, value: '25' });
  });

  it('lists owned objects with a type filter', async () => {
    const all = await f.client.request({ command: 'account_objects', account: holder.address });
    expect(all.result.account_objects.map((o) => o.LedgerEntryType)).toEqual(['RippleState']);
    const none = await f.client.request({
      command: 'account_objects',
      account: holder.address,
      type: 'offer',
    });
    expect(none.result.account_objects).toEqual([]);
  });

  it('lists the currencies each side can send (holds some) and receive (below its limit)', async () => {
    const h = await f.client.request({ command: 'account_currencies', account: holder.address });
    expect(h.result).toMatchObject({ receive_currencies: ['USD'], send_currencies: ['USD'] });
    await submit(holder, {
      TransactionType: 'Payment',
      Destination: issuer.address,
      Amount: { currency: 'USD', issuer: issuer.address, value: '25' },
    });
    const empty = await f.client.request({ command: 'account_currencies', account: holder.address });
    expect(empty.result).toMatchObject({ receive_currencies: ['USD'], send_currencies: [] });
    await submit(issuer, {
      TransactionType: 'Payment',
      Destination: holder.address,
      Amount: { currency: 'USD', issuer: issuer.address, value: '25' },
    });
  });

  it("sums the issuer's obligations", async () => {
    const { result } = await f.client.request({ command: 'gateway_balances', account: issuer.address });
    expect(result.obligations).toEqual({ USD: '25' });
    const hot = await f.client.request({
      command: 'gateway_balances',
      account: issuer.address,
      hotwallet: [holder.address],
    });
    expect(hot.result.balances).toEqual({ [holder.address]: [{ currency: 'USD', value: '25' }] });
    expect(hot.result).not.toHaveProperty('obligations');
  });

  it('advises an issuer to enable DefaultRipple, with the transaction to do it', async () => {
    const { result } = await f.client.request({
      command: 'noripple_check',
      account: issuer.address,
      role: 'gateway',
      transactions: true,
    });
    expect(result.problems[0]).toBe('You should immediately set your default ripple flag');
    expect(result.transactions?.[0]).toMatchObject({
      TransactionType: 'AccountSet',
      SetFlag: 8,
      Account: issuer.address,
    });
  });

  it('finds the line by its ripple_state selector', async () => {
    const { result } = await f.client.request({
      command: 'ledger_entry',
      ripple_state: { accounts: [holder.address, issuer.address], currency: 'USD' },
      ledger_index: 'validated',
    });
    expect(result.node?.LedgerEntryType).toBe('RippleState');
    const byIndex = await f.client.request({ command: 'ledger_entry', index: result.index, binary: true });
    expect(byIndex.result.node_binary).toMatch(/^[0-9A-F]+$/);
  });

  it('pages account_lines with a marker when the limit is reached', async () => {
    for (const code of ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ', 'KKK']) {
      await submit(holder, {
        TransactionType: 'TrustSet',
        LimitAmount: { currency: code, issuer: issuer.address, value: '5' },
      });
    }
    const first = await f.client.request({ command: 'account_lines', account: holder.address, limit: 10 });
    expect(first.result.lines).toHaveLength(10);
    expect(first.result.marker).toMatch(/^[0-9A-F]{64},0$/);
    expect(first.result.limit).toBe(10);
    const rest = await f.client.request({
      command: 'account_lines',
      account: holder.address,
      marker: first.result.marker,
    });
    expect(rest.result.lines).toHaveLength(2);
    const codes = [...first.result.lines, ...rest.result.lines].map((l) => l.currency).sort();
    expect(codes).toHaveLength(12);
    expect(new Set(codes).size).toBe(12);
  });
});
