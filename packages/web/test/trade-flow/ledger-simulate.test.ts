/** simulate over a WebSocket as rippled answers it: the request sent, the answer read, and every way it fails. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { type OpenSocket, wsSimulate } from '../../src/trade-flow/ledger-simulate.js';
import { TRADER, TREASURY } from './fixtures.js';

const TX = { TransactionType: 'Payment', Account: TRADER, Destination: TREASURY, Amount: '1000000' };
const open: OpenSocket = (url) => new WebSocket(url) as unknown as ReturnType<OpenSocket>;

let server: WebSocketServer;
let url = '';
const requests: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      const request = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      requests.push(request);
      const tx = request['tx_json'] as Record<string, unknown>;
      if (tx['Amount'] === 'silent') return;
      const answer =
        tx['Amount'] === 'bad'
          ? { id: request['id'], status: 'error', type: 'response', error: 'invalidTransaction' }
          : {
              id: request['id'],
              status: 'success',
              type: 'response',
              result: {
                applied: false,
                engine_result: 'tesSUCCESS',
                engine_result_code: 0,
                meta: { AffectedNodes: [] },
              },
            };
      socket.send(JSON.stringify(answer));
    });
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('simulate over the ledger’s WebSocket', () => {
  it('sends the unsigned transaction as tx_json, binary false, and answers the result', async () => {
    const answer = await wsSimulate(url, open)(TX);
    expect(requests.at(-1)).toEqual({ id: 1, command: 'simulate', tx_json: TX, binary: false });
    expect(answer).toMatchObject({ engine_result: 'tesSUCCESS', meta: { AffectedNodes: [] } });
  });

  it('rejects with the ledger’s error', async () => {
    await expect(wsSimulate(url, open)({ ...TX, Amount: 'bad' })).rejects.toThrow(
      'simulate: invalidTransaction',
    );
  });

  it('gives up after the time limit when the ledger does not answer', async () => {
    await expect(wsSimulate(url, open, 200)({ ...TX, Amount: 'silent' })).rejects.toThrow(
      'simulate: no answer in time',
    );
  });

  it('rejects when nothing listens at the address', async () => {
    await expect(wsSimulate('ws://127.0.0.1:9', open)(TX)).rejects.toThrow('simulate: ledger unreachable');
  });
});
