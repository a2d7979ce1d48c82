/**
 * Live updates in Debian's Chromium when the server's answer to the event stream is an error for a while (a
 * 503 while it shuts down for a restart, as Fastify answers, or a proxy's 502): the browser's EventSource gives
 * such a stream up for good, so the page would never see a trade again until reloaded. It opens the stream
 * again and the next ledger close reaches the page.
 */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, json, servePage } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./live-events-page/', import.meta.url));
const REFUSALS = 2;

let served: ServedPage | undefined;
let requests = 0;
const open: ServerResponse[] = [];

function ledgerClose(index: number): string {
  const event = {
    type: 'ledger',
    ledger_index: index,
    ledger_hash: 'AB'.repeat(32),
    close_time: '2026-01-01T00:00:00.000Z',
    txn_count: 0,
  };
  return `event: ledger\ndata: ${JSON.stringify(event)}\n\n`;
}

describe.skipIf(!existsSync(CHROMIUM))('the live updates stream in Chromium', () => {
  beforeAll(async () => {
    served = await servePage(PAGE_DIR, (req, _body, res) => {
      if (!req.url?.startsWith('/api/events')) return json(res, 404, { detail: 'Not found' });
      requests += 1;
      // The first answer is a stream that the server ends (its restart); the next ones are its 503s.
      if (requests > 1 && requests <= 1 + REFUSALS)
        return json(res, 503, { detail: 'The server is restarting' });
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(`: connected\n\n${ledgerClose(100 + requests)}`);
      if (requests === 1) res.end();
      else open.push(res);
    });
  }, 90_000);

  afterAll(async () => {
    for (const res of open) res.end();
    await served?.close();
  });

  it('opens the stream again after the server refused it, and shows the next ledger close', async () => {
    if (!served) throw new Error('the test page is not served');
    const page = await (await served.browser.newContext()).newPage();
    await page.goto(`${served.origin}/`);
    await page.getByText(String(101 + 1 + REFUSALS), { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.locator('li').allInnerTexts()).toEqual(['101', String(101 + 1 + REFUSALS)]);
    expect(await page.getByTestId('opens').innerText()).toBe('2');
    expect(requests).toBe(2 + REFUSALS);
  }, 60_000);
});
