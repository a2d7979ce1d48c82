/**
 * The live event stream as the app serves it over real HTTP: it carries the security headers every other API
 * answer carries, and one client address may hold at most 8 streams open; a 9th answers 429 with a detail
 * saying why, and closing one lets the next one in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { MAX_STREAMS_PER_IP } from '../../src/market/sse.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(() => t?.close());

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

describe('GET /api/events', () => {
  it('is sent with the security headers of every API answer', async () => {
    const controller = new AbortController();
    const response = await fetch(`${url}/api/events`, { signal: controller.signal });
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(API_HEADERS))
      expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    controller.abort();
  });

  it('holds at most 8 open streams per client address: the 9th is refused with a reason until one closes', async () => {
    expect(MAX_STREAMS_PER_IP).toBe(8);
    const controllers: AbortController[] = [];
    const open = async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${url}/api/events`, { signal: controller.signal });
      return { controller, response };
    };
    for (let i = 0; i < 8; i++) expect((await open()).response.status).toBe(200);
    const refused = (await open()).response;
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: SERVER_MESSAGES.tooManyStreams(8) });
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');

    controllers[0]?.abort();
    // The server forgets the stream when the socket closes: poll (no timing asserted) until one is let in.
    let next = await open();
    for (let i = 0; i < 50 && next.response.status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await open();
    }
    expect(next.response.status).toBe(200);
    for (const controller of controllers) controller.abort();
  });
});
