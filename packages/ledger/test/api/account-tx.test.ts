import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { asGuest, pay, withLocalnet, type Fixture } from './helpers.js';

// An account's history, page by page, as a wallet's activity list reads it.

let f: Fixture;
let alice: Wallet;
const hashes: string[] = [];

beforeAll(async () => {
  f = await withLocalnet();
  alice = Wallet.generate();
  for (let i = 0; i < 13; i++)
    hashes.push(await pay(f.client, f.genesis, alice.address, String(20_000_000 + i)));
});
afterAll(() => f.close());

type Page = { transactions: { hash: string }[]; marker?: unknown; limit: number; ledger_index_min: number };

async function page(extra: Record<string, unknown>): Promise<Page> {
  const r = await f.client.request({ command: 'account_tx', account: alice.address, ...extra } as never);
  return (r as unknown as { result: Page }).result;
}

describe('account_tx', () => {
  it('lists the newest first and pages through everything with markers', async () => {
    const first = await page({ limit: 10 });
    expect(first.limit).toBe(10);
    expect(first.transactions.map((t) => t.hash)).toEqual([...hashes].reverse().slice(0, 10));
    expect(first.marker).toBeDefined();
    const second = await page({ limit: 10, marker: first.marker });
    expect(second.transactions.map((t) => t.hash)).toEqual([...hashes].reverse().slice(10));
    expect(second.marker).toBeUndefined();
  });

  it('lists the oldest first with forward', async () => {
    const all = await page({ forward: true });
    expect(all.transactions.map((t) => t.hash)).toEqual(hashes);
  });

  it("raises a non-admin caller's limit below 10 to 10, as rippled's readLimitField clamps it", async () => {
    const r = (await asGuest(f.net, { command: 'account_tx', account: alice.address, limit: 3 })) as Page;
    expect(r.limit).toBe(10);
    expect(r.transactions).toHaveLength(10);
  });

  it("keeps an admin caller's limit as asked (an unlimited role is not clamped)", async () => {
    const r = await page({ limit: 3 });
    expect(r.limit).toBe(3);
    expect(r.transactions).toHaveLength(3);
  });

  it('keeps to a ledger range', async () => {
    const all = await page({ forward: true });
    const entries = all.transactions as unknown as { ledger_index: number }[];
    const [a, b] = [entries[2]?.ledger_index as number, entries[4]?.ledger_index as number];
    const r = await page({ ledger_index_min: a, ledger_index_max: b, forward: true });
    expect(r.transactions.map((t) => t.hash)).toEqual(hashes.slice(2, 5));
    expect(r.ledger_index_min).toBe(a);
  });

  it('gives v2 entries their hash, ledger and close time beside tx_json', async () => {
    const r = await page({ limit: 10 });
    const entry = r.transactions[0] as unknown as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual(
      ['close_time_iso', 'hash', 'ledger_hash', 'ledger_index', 'meta', 'tx_json', 'validated'].sort(),
    );
  });

  it('gives v1 entries the flattened tx', async () => {
    const r = (await page({ limit: 10, api_version: 1 })) as unknown as {
      transactions: Record<string, unknown>[];
    };
    expect(Object.keys(r.transactions[0] as object).sort()).toEqual(['meta', 'tx', 'validated']);
    expect((r.transactions[0]?.tx as Record<string, unknown>).hash).toBe(hashes[12]);
  });

  it('refuses a malformed marker', async () => {
    await expect(page({ marker: 'nope' })).rejects.toThrow(/invalid marker/);
  });
});
