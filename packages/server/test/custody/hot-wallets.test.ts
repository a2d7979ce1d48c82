/**
 * Server-held hot wallets: seeds sealed under the master key open only with that key and only on their own
 * row; a wallet is made once per purpose and owner; what it signs is relayed and validated on a real localnet.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import {
  HotWallets,
  SealError,
  masterKeyBytes,
  openSeed,
  relayAsHotWallet,
  sealSeed,
} from '../../src/custody/index.js';
import type { Database } from '../../src/db/database.js';
import { type Trading, openTrading } from '../../src/trading.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { type Localnet, fund, loadStartLocalnet, startTestLocalnet } from '../support/localnet.js';
import { MASTER_KEY, TestClock, testDatabase } from '../support/test-app.js';

const key = masterKeyBytes(MASTER_KEY);
const otherKey = masterKeyBytes('ab'.repeat(32));

describe('sealed seeds', () => {
  it('open with the master key on the address they were sealed for', () => {
    const wallet = Wallet.generate();
    const sealed = sealSeed(wallet.seed as string, wallet.classicAddress, key);
    expect(sealed.sealedSeed).not.toContain(wallet.seed);
    expect(openSeed(sealed, wallet.classicAddress, key)).toBe(wallet.seed);
  });

  it('do not open when copied to another address, nor under another master key', () => {
    const [a, b] = [Wallet.generate(), Wallet.generate()];
    const sealed = sealSeed(a.seed as string, a.classicAddress, key);
    expect(() => openSeed(sealed, b.classicAddress, key)).toThrow(SealError);
    expect(() => openSeed(sealed, a.classicAddress, otherKey)).toThrow(SealError);
    const error = (() => {
      try {
        openSeed(sealed, a.classicAddress, otherKey);
      } catch (caught) {
        return String(caught);
      }
      return '';
    })();
    expect(error).not.toContain(a.seed);
    expect(error).not.toContain(MASTER_KEY);
  });
});

describe('hot wallets in the database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await testDatabase();
  });
  afterAll(async () => db.close());

  it('are made once per purpose and owner, even when asked twice at once', async () => {
    const hot = new HotWallets(db, key, new TestClock());
    const [first, second] = await Promise.all([
      hot.obtain('pre_snipe', 'rOwnerOne'),
      hot.obtain('pre_snipe', 'rOwnerOne'),
    ]);
    expect(second.address).toBe(first.address);
    expect((await hot.obtain('pre_snipe', 'rOwnerOne')).address).toBe(first.address);
    expect((await hot.obtain('pre_snipe', 'rOwnerTwo')).address).not.toBe(first.address);
    expect(await hot.list('pre_snipe')).toHaveLength(2);
  });

  it('refuse to sign with a seed copied onto another row, or under another master key', async () => {
    const hot = new HotWallets(db, key, new TestClock());
    const a = await hot.obtain('pre_snipe', 'rCopyA');
    const b = await hot.obtain('pre_snipe', 'rCopyB');
    const payment = { TransactionType: 'AccountSet', Account: b.address, Fee: '12', Sequence: 1 };
    await db.query(
      `UPDATE hot_wallets SET (sealed_seed, iv, auth_tag) =
         (SELECT sealed_seed, iv, auth_tag FROM hot_wallets WHERE address = $1) WHERE address = $2`,
      [a.address, b.address],
    );
    await expect(hot.sign(b.address, payment)).rejects.toThrow(SealError);
    const wrongKey = new HotWallets(db, otherKey, new TestClock());
    await expect(wrongKey.sign(a.address, { ...payment, Account: a.address })).rejects.toThrow(SealError);
    expect((await hot.sign(a.address, { ...payment, Account: a.address })).hash).toMatch(/^[0-9A-F]{64}$/);
  });
});

describe('relaying as a hot wallet on a localnet', () => {
  let localnet: Localnet | undefined;
  let db: Database;
  let trading: Trading;
  let connection: LedgerConnection;
  let client: Client;
  beforeAll(async () => {
    const start = await loadStartLocalnet();
    if (!start) throw new Error('the localnet could not be loaded');
    localnet = await startTestLocalnet(start);
    db = await testDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-custody-'));
    const config = loadConfig({ DATA_DIR: dataDir, XRPL_URL: localnet.url, LOG_LEVEL: 'warn' });
    connection = new LedgerConnection(localnet.url);
    trading = openTrading({
      config,
      db,
      clock: new TestClock(Date.now()),
      log: { warn: () => undefined },
      connection,
    });
    client = new Client(localnet.url);
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await trading?.close();
    await connection?.close();
    await client?.disconnect();
    await db?.close();
    await localnet?.close();
  });

  it('pays exactly what the plan says, validated', async () => {
    const hot = new HotWallets(db, key, new TestClock(Date.now()));
    const wallet = await hot.obtain('pre_snipe', 'rRelayOwner');
    const receiver = Wallet.generate();
    await fund(localnet as Localnet, wallet.address, '50');
    await fund(localnet as Localnet, receiver.address, '20');
    const draft = { transaction_type: 'Payment', destination: receiver.address, amount: '7000000' } as const;
    const outcome = await relayAsHotWallet(
      trading.context,
      hot,
      wallet.address,
      [{ role: 'send', stage: 0, draft }],
      { test: true },
    );
    expect(outcome.txs).toHaveLength(1);
    expect(outcome.txs[0]).toMatchObject({ role: 'send', state: 'validated', engineResult: 'tesSUCCESS' });
    const info = await client.request({
      command: 'account_info',
      account: receiver.address,
      ledger_index: 'validated',
    });
    expect(info.result.account_data.Balance).toBe('27000000');
  }, 60_000);
});
