import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalnet, type Localnet } from '../../src/server/index.js';

// The WebSocket envelope byte for byte: what any XRPL client (not only xrpl.js) sees, including for bad input.

let net: Localnet;
let ws: WebSocket;
const inbox: Record<string, unknown>[] = [];
const waiters: (() => void)[] = [];

beforeAll(async () => {
  net = await startLocalnet({ wsPort: 0, rpcPort: 0 });
  ws = new WebSocket(net.url);
  ws.on('message', (d) => {
    inbox.push(JSON.parse(String(d)) as Record<string, unknown>);
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise((r) => ws.once('open', r));
});
afterAll(async () => {
  ws.close();
  await net.close();
});

async function next(): Promise<Record<string, unknown>> {
  while (inbox.length === 0) await new Promise<void>((r) => waiters.push(r));
  return inbox.shift() as Record<string, unknown>;
}

async function ask(message: unknown): Promise<Record<string, unknown>> {
  ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  return next();
}

describe('the WebSocket API envelope', () => {
  it('wraps a success in id, result, status and type, echoing api_version only when sent', async () => {
    const plain = await ask({ id: 1, command: 'ping' });
    expect(plain).toEqual({
      id: 1,
      result: { role: 'admin', unlimited: true },
      status: 'success',
      type: 'response',
    });
    const v2 = await ask({ id: 'x', command: 'ledger_current', api_version: 2 });
    expect(Object.keys(v2).sort()).toEqual(['api_version', 'id', 'result', 'status', 'type']);
    expect(v2.api_version).toBe(2);
  });

  it('accepts `method` in place of `command`', async () => {
    const r = await ask({ id: 2, method: 'ledger_current' });
    expect(r.status).toBe('success');
  });

  it('answers an unknown command with unknownCmd and the request', async () => {
    const req = { id: 3, command: 'no_such_thing' };
    expect(await ask(req)).toEqual({
      error: 'unknownCmd',
      error_code: 32,
      error_message: 'Unknown method.',
      id: 3,
      request: req,
      status: 'error',
      type: 'response',
    });
  });

  it('answers a request without command with missingCommand', async () => {
    const req = { id: 4, account: 'r' };
    expect(await ask(req)).toEqual({
      error: 'missingCommand',
      id: 4,
      request: req,
      status: 'error',
      type: 'response',
    });
  });

  it('refuses an unsupported api_version', async () => {
    const req = { id: 5, command: 'ping', api_version: 7 };
    expect(await ask(req)).toEqual({
      api_version: 7,
      error: 'invalid_API_version',
      id: 5,
      request: req,
      status: 'error',
      type: 'response',
    });
  });

  it('answers text that is not a JSON object with jsonInvalid and keeps the socket open', async () => {
    expect(await ask('{"command": "ping"')).toEqual({
      type: 'error',
      error: 'jsonInvalid',
      value: '{"command": "ping"',
    });
    expect(await ask('[1,2]')).toEqual({ type: 'error', error: 'jsonInvalid', value: '[1,2]' });
    expect((await ask({ id: 6, command: 'ping' })).status).toBe('success');
  });

  it('answers a message over 1 MB with jsonInvalid rather than parsing it', async () => {
    const huge = JSON.stringify({ id: 7, command: 'ping', pad: 'x'.repeat(1_100_000) });
    const r = await ask(huge);
    expect(r.error).toBe('jsonInvalid');
    expect((await ask({ id: 8, command: 'ping' })).id).toBe(8);
  });

  it('answers many concurrent requests, each under its own id', async () => {
    for (let i = 100; i < 130; i++)
      ws.send(JSON.stringify({ id: i, command: i % 2 ? 'fee' : 'server_info' }));
    const got: number[] = [];
    for (let i = 0; i < 30; i++) got.push((await next()).id as number);
    expect(got.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 100 + i));
  });

  it('masks secrets in the request it echoes with an error', async () => {
    const r = await ask({ id: 9, command: 'submit', tx_json: {}, secret: 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb' });
    expect(r).toMatchObject({
      error: 'notSupported',
      error_message: 'Signing is not supported by this server.',
    });
    expect((r.request as Record<string, unknown>).secret).toBe('<masked>');
  });

  it('asks for a secret when sign-and-submit has none', async () => {
    const r = await ask({ id: 10, command: 'submit', tx_json: {} });
    expect(r).toMatchObject({
      error: 'invalidParams',
      error_code: 31,
      error_message: "Missing field 'secret'.",
    });
  });

  it('answers a blob that is not a transaction with invalidTransaction', async () => {
    const r = await ask({ id: 11, command: 'submit', tx_blob: 'DEADBEEF' });
    expect(r.error).toBe('invalidTransaction');
    expect(typeof r.error_exception).toBe('string');
    expect(r).not.toHaveProperty('error_code');
    const notHex = await ask({ id: 12, command: 'submit', tx_blob: 'zz' });
    expect(notHex).toMatchObject({ error: 'invalidParams', error_message: 'Invalid parameters.' });
  });

  it('answers ledger_accept before the ledgerClosed message it causes, as standalone rippled does', async () => {
    const sub = await ask({ id: 13, command: 'subscribe', streams: ['ledger'] });
    expect(sub.status).toBe('success');
    ws.send(JSON.stringify({ id: 14, command: 'ledger_accept' }));
    const first = await next();
    const second = await next();
    expect(first).toMatchObject({ id: 14, type: 'response', status: 'success' });
    expect(second).toMatchObject({ type: 'ledgerClosed', network_id: 0 });
    expect(second.ledger_index).toBe(
      (first.result as { ledger_current_index: number }).ledger_current_index - 1,
    );
    await ask({ id: 15, command: 'unsubscribe', streams: ['ledger'] });
  });

  it('closes every socket when the localnet closes', async () => {
    const extra = new WebSocket(net.url);
    await new Promise((r) => extra.once('open', r));
    const closed = new Promise<number>((r) => extra.once('close', (code) => r(code)));
    const other = await startLocalnet({ wsPort: 0, rpcPort: 0 });
    const sock = new WebSocket(other.url);
    await new Promise((r) => sock.once('open', r));
    const code = new Promise<number>((r) => sock.once('close', (c) => r(c)));
    await other.close();
    expect(await code).toBe(1001);
    extra.close();
    expect(await closed).toBe(1005);
  });
});
