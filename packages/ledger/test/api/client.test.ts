import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet, type Payment } from 'xrpl';
import { accept, acceptOnSubmit, GENESIS, pay, withLocalnet, type Fixture } from './helpers.js';

// What a wallet does through xrpl.js against localnet: connect, read fees and ledgers, fund, pay, read back.

let f: Fixture;
beforeAll(async () => {
  f = await withLocalnet();
});
afterAll(() => f.close());

describe('an xrpl.js Client connected to localnet', () => {
  it('learns the build version and a validated ledger from server_info, as on connect', async () => {
    const { info } = (await f.client.request({ command: 'server_info' })).result;
    expect(f.client.buildVersion).toBe('2.4.0');
    expect(info.server_state).toBe('full');
    expect(info.validated_ledger).toMatchObject({
      base_fee_xrp: 0.00001,
      reserve_base_xrp: 1,
      reserve_inc_xrp: 0.2,
    });
    expect(info.complete_ledgers).toMatch(/^1-\d+$/);
    expect(info.load_factor).toBe(1);
  });

  it('reads the fee schedule of a standalone server', async () => {
    const { result } = await f.client.request({ command: 'fee' });
    expect(result.drops).toEqual({
      base_fee: '10',
      median_fee: '5000',
      minimum_fee: '10',
      open_ledger_fee: '10',
    });
    expect(result.levels.reference_level).toBe('256');
    expect(result.expected_ledger_size).toBe('1000');
    expect(result.ledger_current_index).toBe((await f.client.getLedgerIndex()) + 1);
  });

  it('reads the server_state reserves autofill uses for owner reserves', async () => {
    const { state } = (await f.client.request({ command: 'server_state' })).result;
    expect(state.validated_ledger).toMatchObject({
      base_fee: 10,
      reserve_base: 1000000,
      reserve_inc: 200000,
    });
    expect(state.load_base).toBe(256);
  });

  it('sees the genesis account holding the coins', async () => {
    const { result } = await f.client.request({
      command: 'account_info',
      account: GENESIS,
      ledger_index: 'validated',
    });
    expect(result.account_data.Account).toBe(GENESIS);
    expect(result.validated).toBe(true);
    expect(result.account_flags?.disableMasterKey).toBe(false);
    expect(typeof result.ledger_index).toBe('number');
  });

  it('funds a new wallet through the faucet with fundWallet', async () => {
    const { wallet, balance } = await f.client.fundWallet(null, {
      faucetHost: f.net.faucetHost,
      faucetProtocol: 'http',
    });
    expect(balance).toBe(1000);
    expect(await f.client.getXrpBalance(wallet.address)).toBe(1000);
  });

  it('tops up an existing wallet by the amount asked', async () => {
    const wallet = Wallet.generate();
    await pay(f.client, f.genesis, wallet.address, '20000000');
    const { balance } = await f.client.fundWallet(wallet, {
      faucetHost: f.net.faucetHost,
      faucetProtocol: 'http',
      amount: '25',
    });
    expect(balance).toBe(45);
  });

  it('autofills, signs locally and waits for a validated payment with submitAndWait', async () => {
    const stop = await acceptOnSubmit(f.net.url);
    try {
      const dest = Wallet.generate();
      const tx: Payment = {
        TransactionType: 'Payment',
        Account: f.genesis.address,
        Destination: dest.address,
        Amount: '30000000',
      };
      const res = await f.client.submitAndWait(tx, { wallet: f.genesis });
      expect(res.result.validated).toBe(true);
      const meta = res.result.meta as { TransactionResult: string; delivered_amount: string };
      expect(meta.TransactionResult).toBe('tesSUCCESS');
      expect(meta.delivered_amount).toBe('30000000');
      expect(res.result.tx_json.DeliverMax).toBe('30000000');
      expect(res.result.tx_json).not.toHaveProperty('Amount');
      expect(await f.client.getBalances(dest.address)).toEqual([{ currency: 'XRP', value: '30' }]);
    } finally {
      await stop();
    }
  });

  it('answers tx in API v1 with the flattened form, Amount beside DeliverMax', async () => {
    const dest = Wallet.generate();
    const hash = await pay(f.client, f.genesis, dest.address, '21000000');
    const res = (await f.client.request({ command: 'tx', transaction: hash, api_version: 1 }))
      .result as unknown as Record<string, unknown>;
    expect(res).toMatchObject({ hash, Amount: '21000000', DeliverMax: '21000000', validated: true });
    expect(res.inLedger).toBe(res.ledger_index);
    expect(typeof res.date).toBe('number');
    expect(res).not.toHaveProperty('tx_json');
  });

  it('answers tx with binary blobs when asked', async () => {
    const hash = await pay(f.client, f.genesis, Wallet.generate().address, '22000000');
    const res = (await f.client.request({ command: 'tx', transaction: hash, binary: true }))
      .result as unknown as Record<string, unknown>;
    expect(Object.keys(res).sort()).toEqual(
      [
        'close_time_iso',
        'ctid',
        'hash',
        'ledger_hash',
        'ledger_index',
        'meta_blob',
        'tx_blob',
        'validated',
      ].sort(),
    );
  });

  it('shows a submitted transaction as not yet validated until the ledger closes', async () => {
    const prepared = await f.client.autofill({
      TransactionType: 'Payment',
      Account: f.genesis.address,
      Destination: Wallet.generate().address,
      Amount: '23000000',
    });
    const signed = f.genesis.sign(prepared);
    await f.client.request({ command: 'submit', tx_blob: signed.tx_blob });
    const open = await f.client.request({ command: 'tx', transaction: signed.hash });
    expect(open.result.validated).toBe(false);
    await accept(f.client);
    const closed = await f.client.request({ command: 'tx', transaction: signed.hash });
    expect(closed.result.validated).toBe(true);
  });

  it('lists a ledger with its expanded transactions in both API versions', async () => {
    const hash = await pay(f.client, f.genesis, Wallet.generate().address, '24000000');
    const v2 = await f.client.request({
      command: 'ledger',
      ledger_index: 'validated',
      transactions: true,
      expand: true,
    });
    const tx2 = v2.result.ledger.transactions?.[0] as unknown as Record<string, unknown>;
    expect(tx2.hash).toBe(hash);
    expect(Object.keys(tx2).sort()).toEqual(
      ['close_time_iso', 'hash', 'ledger_hash', 'ledger_index', 'meta', 'tx_json', 'validated'].sort(),
    );
    expect(typeof v2.result.ledger.ledger_index).toBe('number');
    const v1 = (await f.client.request({
      command: 'ledger',
      ledger_index: 'validated',
      transactions: true,
      expand: true,
      api_version: 1,
    })) as unknown as {
      result: { ledger: { ledger_index: unknown; transactions: Record<string, unknown>[] } };
    };
    expect(typeof v1.result.ledger.ledger_index).toBe('string');
    expect(v1.result.ledger.transactions[0]).toMatchObject({
      hash,
      Amount: '24000000',
      DeliverMax: '24000000',
    });
    expect(v1.result.ledger.transactions[0]).toHaveProperty('metaData');
  });

  it('answers ledger_current and ledger_closed consistently with ledger_accept', async () => {
    const before = (await f.client.request({ command: 'ledger_current' })).result.ledger_current_index;
    const next = await accept(f.client);
    expect(next).toBe(before + 1);
    const closed = (await f.client.request({ command: 'ledger_closed' })).result;
    expect(closed.ledger_index).toBe(before);
    const byIndex = await f.client.request({ command: 'ledger', ledger_index: before });
    expect(byIndex.result.ledger_hash).toBe(closed.ledger_hash);
  });
});
