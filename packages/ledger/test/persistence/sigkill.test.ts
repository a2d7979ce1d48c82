import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, Wallet } from 'xrpl';
import { GENESIS_SEED } from '../api/helpers.js';

// `npm run localnet` killed with SIGKILL while it closes ledgers every 50 ms under a stream of payments and
// offers, then started again on the same data dir: every ledger validated before the kill comes back with the
// same hash, the accounts read the same at the last of them, the chain goes on from where it stopped, and the
// node keeps closing ledgers and applying transactions. Everything is read through xrpl.js's Client.

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'localnet-sigkill-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const genesis = Wallet.fromSeed(GENESIS_SEED);
const walletFor = (n: number) => Wallet.fromEntropy(new Uint8Array(16).fill(n));
const [gw, alice, bob] = [walletFor(1), walletFor(2), walletFor(3)];
const usd = (value: string) => ({ currency: 'USD', issuer: gw.address, value });

/** Starts the CLI on the data dir; resolves with the child and a connected Client once it listens. */
async function start(): Promise<{ child: ChildProcess; client: Client }> {
  const args = ['--import', 'tsx', '--conditions=@horizon/source', CLI];
  const flags = ['--ws-port', '0', '--rpc-port', '0', '--data-dir', dataDir, '--close-interval-ms', '50'];
  const child = spawn(process.execPath, [...args, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /WebSocket (ws:\/\/\S+)/.exec(out);
      if (m && out.includes('genesis account')) resolve(m[1] as string);
    });
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', () => reject(new Error(`exited early: ${out}`)));
  });
  const client = new Client(url);
  await client.connect();
  return { child, client };
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise<NodeJS.Signals | null>((r) => child.once('exit', (_c, s) => r(s)));
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

/** Submits and polls `tx` until validated (submitAndWait polls once a second: too slow for 50 ms ledgers). */
async function send(client: Client, wallet: Wallet, tx: Record<string, unknown>): Promise<string> {
  const prepared = await client.autofill({ ...tx, Account: wallet.address } as never);
  const signed = wallet.sign(prepared);
  await client.request({ command: 'submit', tx_blob: signed.tx_blob });
  for (let i = 0; i < 400; i++) {
    await new Promise((r) => setTimeout(r, 25));
    const r = await client.request({ command: 'tx', transaction: signed.hash }).catch(() => undefined);
    if (r?.result.validated) return (r.result.meta as { TransactionResult: string }).TransactionResult;
  }
  throw new Error(`${signed.hash} not validated`);
}

/** Submits without waiting (payments from alice, offers from bob) until the connection fails. */
async function traffic(client: Client, stop: { now: boolean }): Promise<number> {
  let n = 0;
  while (!stop.now) {
    try {
      const tx =
        n % 2 === 0
          ? { TransactionType: 'Payment', Account: alice.address, Destination: bob.address, Amount: '1000' }
          : {
              TransactionType: 'OfferCreate',
              Account: bob.address,
              TakerGets: usd('0.1'),
              TakerPays: String(110_000 + (n % 7) * 1_000),
            };
      const wallet = n % 2 === 0 ? alice : bob;
      const prepared = await client.autofill(tx as never);
      await client.request({ command: 'submit', tx_blob: wallet.sign(prepared).tx_blob });
      n++;
    } catch {
      return n;
    }
  }
  return n;
}

async function validatedIndex(client: Client): Promise<number> {
  const r = await client.request({ command: 'ledger', ledger_index: 'validated' });
  return r.result.ledger_index;
}

/** Every validated ledger's header up to `upTo` and the four accounts as they were in ledger `upTo`. */
async function observe(client: Client, upTo: number) {
  const headers: Record<string, unknown>[] = [];
  for (let i = 1; i <= upTo; i++) {
    const r = await client.request({ command: 'ledger', ledger_index: i, transactions: true });
    const l = r.result.ledger as unknown as Record<string, unknown>;
    headers.push({
      index: r.result.ledger_index,
      hash: r.result.ledger_hash,
      validated: r.result.validated,
      l,
    });
  }
  const accounts: Record<string, unknown>[] = [];
  for (const w of [genesis, gw, alice, bob]) {
    const at = { account: w.address, ledger_index: upTo };
    const info = await client.request({ command: 'account_info', ...at });
    const lines = await client.request({ command: 'account_lines', ...at });
    const offers = await client.request({ command: 'account_offers', ...at });
    accounts.push({
      data: info.result.account_data,
      lines: lines.result.lines,
      offers: offers.result.offers,
    });
  }
  return { headers, accounts };
}

describe('the localnet CLI killed with SIGKILL while closing ledgers', () => {
  it('comes back on the same data dir with every validated ledger and the accounts unchanged', async () => {
    let { child, client } = await start();
    expect(
      await send(client, genesis, {
        TransactionType: 'Payment',
        Destination: gw.address,
        Amount: '10000000000000',
      }),
    ).toBe('tesSUCCESS');
    for (const w of [alice, bob])
      expect(
        await send(client, genesis, {
          TransactionType: 'Payment',
          Destination: w.address,
          Amount: '1000000000',
        }),
      ).toBe('tesSUCCESS');
    expect(await send(client, gw, { TransactionType: 'AccountSet', SetFlag: 8 })).toBe('tesSUCCESS');
    for (const w of [alice, bob])
      expect(await send(client, w, { TransactionType: 'TrustSet', LimitAmount: usd('100000') })).toBe(
        'tesSUCCESS',
      );
    expect(
      await send(client, gw, {
        TransactionType: 'Payment',
        Destination: bob.address,
        Amount: usd('5000'),
      }),
    ).toBe('tesSUCCESS');
    // A resting offer alice's later buys can cross.
    expect(
      await send(client, alice, {
        TransactionType: 'OfferCreate',
        TakerPays: usd('10'),
        TakerGets: '12000000',
      }),
    ).toBe('tesSUCCESS');

    for (let round = 0; round < 2; round++) {
      const stop = { now: false };
      const sent = traffic(client, stop);
      // Let ledgers close under load, then record what is validated and kill while the closes go on.
      const from = await validatedIndex(client);
      while ((await validatedIndex(client)) < from + 5) await new Promise((r) => setTimeout(r, 20));
      const upTo = await validatedIndex(client);
      const seen = await observe(client, upTo);
      await new Promise((r) => setTimeout(r, 37 * (round + 1)));
      await kill(child);
      stop.now = true;
      expect(await sent).toBeGreaterThan(5);
      await client.disconnect();

      ({ child, client } = await start());
      const after = await validatedIndex(client);
      expect(after).toBeGreaterThanOrEqual(upTo);
      expect(await observe(client, upTo)).toEqual(seen);
      // Ledgers closed between the observation and the kill chain on from the last one seen.
      let parent = (seen.headers.at(-1) as { hash: string }).hash;
      for (let i = upTo + 1; i <= after; i++) {
        const r = await client.request({ command: 'ledger', ledger_index: i });
        expect(r.result.ledger.parent_hash).toBe(parent);
        parent = r.result.ledger_hash;
      }
      // It goes on closing, from that chain, and applies new transactions.
      while ((await validatedIndex(client)) < after + 2) await new Promise((r) => setTimeout(r, 20));
      const next = await client.request({ command: 'ledger', ledger_index: after + 1 });
      expect(next.result.ledger.parent_hash).toBe(parent);
      expect(
        await send(client, alice, {
          TransactionType: 'Payment',
          Destination: bob.address,
          Amount: '1',
        }),
      ).toBe('tesSUCCESS');
    }
    await kill(child);
    await client.disconnect();
  }, 120_000);
});
