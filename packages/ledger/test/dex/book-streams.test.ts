import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, usd } from './dex-helpers.js';

// book_changes and the order-book streams: a maker sells 100 USD for 200 XRP, a taker buys 25 USD of it for
// 50 XRP. book_changes reports the XRP|USD book with volumes 50000000 drops / 25 USD at rate 2000000 (drops per
// USD); subscribers hear the bookChanges message after ledgerClosed, and the transactions touching the book
// they subscribed to (rippled pairs a subscription's taker_pays with the offers' TakerGets).

let dex: Dex;
let gw: Wallet;
let maker: Wallet;
let taker: Wallet;
let G: string;

/** A raw WebSocket session collecting every message. */
async function session(): Promise<{
  ws: WebSocket;
  messages: Record<string, unknown>[];
  request: (r: object) => Promise<Record<string, unknown>>;
}> {
  const ws = new WebSocket(dex.f.net.url);
  const messages: Record<string, unknown>[] = [];
  const waiting = new Map<number, (r: Record<string, unknown>) => void>();
  let id = 0;
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as Record<string, unknown>;
    if (m.type === 'response') waiting.get(m.id as number)?.(m);
    else messages.push(m);
  });
  await new Promise((r) => ws.once('open', r));
  const request = (r: object) =>
    new Promise<Record<string, unknown>>((resolve) => {
      waiting.set(++id, resolve);
      ws.send(JSON.stringify({ ...r, id }));
    });
  return { ws, messages, request };
}

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  maker = await dex.account('1000000000');
  taker = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  for (const w of [maker, taker])
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
  await dex.ok(gw, { TransactionType: 'Payment', Destination: maker.address, Amount: usd(G, '500') });
});
afterAll(() => dex.close());

describe('book_changes and book streams', () => {
  it('streams bookChanges and the transactions of subscribed books; book_changes reports the ledger', async () => {
    const a = await session();
    const b = await session();
    const XRP = { currency: 'XRP' };
    const USD = { currency: 'USD', issuer: G };
    const subA = await a.request({
      command: 'subscribe',
      streams: ['book_changes'],
      books: [{ taker_pays: USD, taker_gets: XRP, snapshot: true }],
    });
    expect((subA.result as { offers: unknown[] }).offers).toEqual([]);
    await b.request({ command: 'subscribe', books: [{ taker_pays: XRP, taker_gets: USD }] });
    expect(
      (await a.request({ command: 'subscribe', books: [{ taker_pays: USD, taker_gets: USD }] })).error,
    ).toBe('badMarket');
    expect(
      (
        await a.request({
          command: 'subscribe',
          books: [{ taker_pays: { currency: 'USD' }, taker_gets: XRP }],
        })
      ).error,
    ).toBe('srcIsrMalformed');

    const made = await dex.ok(maker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(G, '100'),
      TakerPays: '200000000',
    });
    const took = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '25'),
      TakerGets: '50000000',
    });
    const tx = await dex.request({ command: 'tx', transaction: took.hash });
    const changes = await dex.request({ command: 'book_changes', ledger_index: tx.ledger_index });
    expect(changes).toMatchObject({
      type: 'bookChanges',
      validated: true,
      ledger_index: tx.ledger_index,
      changes: [
        {
          currency_a: 'XRP_drops',
          currency_b: `${G}/USD`,
          volume_a: '50000000',
          volume_b: '25',
          high: '2000000',
          low: '2000000',
          open: '2000000',
          close: '2000000',
        },
      ],
    });
    const hashes = (m: Record<string, unknown>[]) =>
      m.filter((x) => x.type === 'transaction').map((x) => (x.transaction as { hash: string }).hash);
    // a subscribed taker_pays USD / taker_gets XRP: it hears of offers whose TakerGets is USD (the maker's).
    expect(hashes(a.messages)).toEqual([made.hash, took.hash]);
    expect(hashes(b.messages)).toEqual([]);
    const bc = a.messages.filter((x) => x.type === 'bookChanges');
    expect(bc.at(-1)).toEqual(changes);
    const empty = await dex.request({
      command: 'book_changes',
      ledger_index: (tx.ledger_index as number) - 1,
    });
    expect(empty.changes).toEqual([]);
    a.ws.close();
    b.ws.close();
  });
});
