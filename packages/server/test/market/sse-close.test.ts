/**
 * Closing the server ends its open event streams: a browser tab left on a page must not hold the shutdown
 * (npm start's Ctrl-C) open, which left a closing server beside the next one on the same data dir.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type MarketApp, startMarketApp } from './market-app.js';

let m: MarketApp | undefined;
afterEach(async () => {
  await m?.close();
  m = undefined;
});

/** Opens GET /api/events and answers once the server has said it is connected, with the rest of the body. */
async function openStream(url: string): Promise<{ ended: Promise<string> }> {
  const response = await fetch(`${url}/api/events`);
  if (!response.body) throw new Error('no stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes(': connected')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended before it connected');
    text += value;
  }
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += value;
    }
  })();
  return { ended };
}

describe('the event stream when the server closes', () => {
  it('is ended, and the close completes while a client is still reading', async () => {
    const market = await startMarketApp();
    m = market;
    const url = await market.app.listen({ host: '127.0.0.1', port: 0 });
    const { ended } = await openStream(url);
    let closed = false;
    const closing = market.app.close().then(() => (closed = true));
    // Without the preClose hook, the close waits on the open stream for as long as the client reads.
    await expect(ended).resolves.toContain(': connected');
    await closing;
    expect(closed).toBe(true);
  });
});
