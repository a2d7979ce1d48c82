/**
 * Requests Fastify or Node's HTTP parser refuse before any route runs still get the API's `{detail}`: a
 * client reading our errors never meets another shape, whatever it got wrong.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { listenOnLoopback, sendRaw } from './hostile/raw-client.js';

let t: TestApp;
let target: { host: string; port: number };

beforeAll(async () => {
  t = await startTestApp();
  target = await listenOnLoopback(t.app);
});

afterAll(async () => {
  await t.close();
});

/** Writes `text` on a fresh connection and reads everything the server answers until it closes. */
function rawExchange(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target.port, target.host);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(text);
  });
}

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  sendRaw(target, { method, path, headers, ...(body !== undefined ? { body } : {}) }, 15_000);

describe('refusals before routing answer {detail}', () => {
  it('a broken percent-encoding in the path is a 400 that says so', async () => {
    const answer = await send('GET', '/api/tokens/%');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ detail: SERVER_MESSAGES.badUrl });
  });

  it('a path parameter past 100 characters is a 414 that says the address is too long', async () => {
    const answer = await send('GET', `/api/launch/${'a'.repeat(101)}`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.text)).toEqual({ detail: SERVER_MESSAGES.uriTooLong });
  });

  it('headers past 16 KB are a 431 with a detail, answered by the HTTP parser', async () => {
    const answer = await rawExchange(
      `GET /api/network HTTP/1.1\r\nHost: x\r\nCookie: x=${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ detail: SERVER_MESSAGES.headersTooLarge });
  });

  it('a request line past 16 KB is a 414 with a detail', async () => {
    const answer = await rawExchange(`GET /api/tokens?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({ detail: SERVER_MESSAGES.uriTooLong });
  });

  it('bytes after an answered request do not add a second answer to the client', async () => {
    const answer = await rawExchange(
      'POST /api/tokens/% HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n{"not":"counted"}',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toBe(JSON.stringify({ detail: SERVER_MESSAGES.badUrl }));
  });

  it('bytes that are not HTTP are a 400 with a detail', async () => {
    const answer = await rawExchange('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: SERVER_MESSAGES.malformedRequest });
  });
});

describe("Fastify's own 4xx answer {detail}", () => {
  it('a body that is not JSON is a 400 that does not quote the body back', async () => {
    const answer = await send('POST', '/api/faucet', { 'content-type': 'application/json' }, '{"a":');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({ detail: SERVER_MESSAGES.badJson });
  });

  it('a body of another media type is a 415 with a detail', async () => {
    const answer = await send('POST', '/api/faucet', { 'content-type': 'application/xml' }, '<a/>');
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({ detail: 'Unsupported Media Type' });
  });

  it('a body past 256 KB is a 413 with a detail', async () => {
    const body = JSON.stringify({ cf_token: 'a'.repeat(300_000) });
    const answer = await send('POST', '/api/verify_cf_token', { 'content-type': 'application/json' }, body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ detail: 'Request body is too large' });
  });

  it('an unknown route is a 404 with a detail', async () => {
    const answer = await send('GET', '/api/no-such-route');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ detail: 'Not found: GET /api/no-such-route' });
  });
});
