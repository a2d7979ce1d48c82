import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { startLocalnet, type Localnet } from '../../src/server/index.js';
import { GENESIS } from './helpers.js';

// The JSON-RPC port and the faucet beside it, driven with plain fetch as curl or any HTTP client would.

let net: Localnet;
beforeAll(async () => {
  net = await startLocalnet({ wsPort: 0, rpcPort: 0 });
});
afterAll(() => net.close());

async function rpc(body: unknown): Promise<{ status: number; json?: Record<string, unknown>; text: string }> {
  const res = await fetch(net.rpcUrl, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

describe('JSON-RPC', () => {
  it('refuses path_find, which needs a transport with events, with noEvents', async () => {
    const r = await rpc({ method: 'path_find', params: [{ subcommand: 'create' }] });
    expect(r.json?.result).toMatchObject({
      error: 'noEvents',
      error_code: 7,
      error_message: 'Current transport does not support events.',
      status: 'error',
    });
  });

  it('answers {method, params:[{}]} with the result and status inside it', async () => {
    const r = await rpc({
      method: 'account_info',
      params: [{ account: GENESIS, ledger_index: 'validated' }],
    });
    expect(r.status).toBe(200);
    const result = r.json?.result as Record<string, unknown>;
    expect(result.status).toBe('success');
    expect((result.account_data as Record<string, unknown>).Account).toBe(GENESIS);
    expect(typeof result.ledger_index).toBe('number');
  });

  it('defaults to API v1 and honours api_version 2 in params', async () => {
    const v1 = await rpc({ method: 'ledger', params: [{ ledger_index: 'validated' }] });
    expect(typeof (v1.json?.result as Record<string, Record<string, unknown>>).ledger?.ledger_index).toBe(
      'string',
    );
    const v2 = await rpc({ method: 'ledger', params: [{ ledger_index: 'validated', api_version: 2 }] });
    expect(typeof (v2.json?.result as Record<string, Record<string, unknown>>).ledger?.ledger_index).toBe(
      'number',
    );
  });

  it('puts errors in the result with the request, command included', async () => {
    const r = await rpc({ method: 'account_info', params: [{ account: 'rBad' }] });
    expect(r.json).toEqual({
      result: {
        error: 'actMalformed',
        error_code: 35,
        error_message: 'Account malformed.',
        request: { account: 'rBad', command: 'account_info' },
        status: 'error',
      },
    });
  });

  it('answers an unknown method with unknownCmd', async () => {
    const r = await rpc({ method: 'nope', params: [{}] });
    expect((r.json?.result as Record<string, unknown>).error).toBe('unknownCmd');
  });

  it("answers transport mistakes with rippled's plain-text 400s", async () => {
    expect((await rpc('{not json')).status).toBe(400);
    expect((await rpc('{not json')).text).toMatch(/^Unable to parse request: /);
    expect(await rpc({ params: [{}] })).toMatchObject({ status: 400, text: 'Null method' });
    expect(await rpc({ method: 7 })).toMatchObject({ status: 400, text: 'method is not string' });
    expect(await rpc({ method: 'ping', params: {} })).toMatchObject({
      status: 400,
      text: 'params unparsable',
    });
    expect(await rpc({ method: 'ping', params: [{ api_version: 9 }] })).toMatchObject({
      status: 400,
      text: 'invalid_API_version',
    });
  });

  it('refuses subscribe without a WebSocket', async () => {
    const r = await rpc({ method: 'subscribe', params: [{ streams: ['ledger'] }] });
    expect((r.json?.result as Record<string, unknown>).error).toBe('invalidParams');
  });
});

describe('the faucet', () => {
  async function faucet(body?: unknown) {
    const res = await fetch(net.faucetUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      json: (await res.json()) as Record<string, unknown>,
    };
  }

  it('creates and funds a new account, returning its secret', async () => {
    const r = await faucet();
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^application\/json/);
    const account = r.json.account as Record<string, string>;
    expect(Wallet.fromSeed(account.secret as string).classicAddress).toBe(account.classicAddress);
    expect(account.address).toBe(account.classicAddress);
    expect(account.xAddress).toMatch(/^T/);
    expect(r.json).toMatchObject({ amount: 1000, balance: 1000 });
    expect(r.json.transactionHash).toMatch(/^[0-9A-F]{64}$/);
  });

  it('funds a given destination with the amount asked, visible in the validated ledger', async () => {
    const dest = Wallet.generate().address;
    const r = await faucet({ destination: dest, xrpAmount: '12.5' });
    expect(r.json).toMatchObject({ amount: 12.5, balance: 12.5 });
    expect(r.json.account).toEqual({
      xAddress: expect.stringMatching(/^T/) as string,
      classicAddress: dest,
      address: dest,
    });
    const info = await rpc({
      method: 'account_info',
      params: [{ account: dest, ledger_index: 'validated' }],
    });
    expect((info.json?.result as Record<string, Record<string, unknown>>).account_data?.Balance).toBe(
      '12500000',
    );
  });

  it('refuses a bad destination or amount with a 400 and changes nothing', async () => {
    expect((await faucet({ destination: 'rNope' })).status).toBe(400);
    expect((await faucet({ xrpAmount: '-1' })).status).toBe(400);
    expect((await faucet({ xrpAmount: '0.0000001' })).status).toBe(400);
  });
});
