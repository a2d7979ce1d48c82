import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerNode } from '../../src/node/node-api.js';
import { readLog } from '../../src/persistence/record-log.js';
import { expectHashesMatchXrplJs } from '../helpers/hashes.js';
import { genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'localnet-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** What a localnet killed without stopping leaves: its files as they are, its lock naming a pid now gone. */
function dieWithoutStopping(dir: string): void {
  const owner = { pid: 2 ** 22 + 1, startedAt: new Date().toISOString(), token: 'killed' };
  writeFileSync(join(dir, 'localnet.lock'), JSON.stringify({ ...owner, processStart: null, bootId: null }));
}

/** Closes `n` ledgers, each with one payment from genesis to a fresh account. */
async function activity(node: LedgerNode, n: number, offset = 0): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: walletFor(offset + i + 1).classicAddress,
      Amount: '5000000',
    });
    hashes.push(r.hash);
    await node.acceptLedger();
  }
  return hashes;
}

function snapshotOf(node: LedgerNode) {
  const v = node.getLedger('validated');
  return {
    header: node.closedLedger(),
    state: v?.stateEntries(undefined, 1_000_000).entries.map((e) => e.blob),
  };
}

describe('a node with a data dir', () => {
  it('comes back after a clean stop with identical ledgers, state and history', async () => {
    const dir = tempDir();
    const first = await newNode({ dataDir: dir });
    const txs = await activity(first, 4);
    const before = snapshotOf(first);
    const ledger5 = first.getLedger(5)?.header;
    await first.close();

    const second = await newNode({ dataDir: dir });
    expect(snapshotOf(second)).toEqual(before);
    expect(second.getLedger(5)?.header).toEqual(ledger5);
    expect(second.transaction(txs[2] as string)?.ledgerIndex).toBe(5);
    expect(second.accountTransactions(genesisWallet.classicAddress, { limit: 10 }).transactions).toHaveLength(
      4,
    );
    expect(second.currentLedgerIndex()).toBe(7);
    expectHashesMatchXrplJs(second, 6);
    await activity(second, 1, 10);
    expect(second.closedLedger().parentHash).toBe(before.header.hash);
    await second.close();
  });

  it('loses no closed ledger when the process dies without stopping (no snapshot written)', async () => {
    const dir = tempDir();
    const first = await newNode({ dataDir: dir });
    await activity(first, 3);
    const before = snapshotOf(first);
    // No close(): what is on disk is what each ledger close fsynced.
    dieWithoutStopping(dir);
    const second = await newNode({ dataDir: dir });
    expect(snapshotOf(second)).toEqual(before);
  });

  it('drops a torn tail record and carries on from the last intact ledger', async () => {
    const dir = tempDir();
    const first = await newNode({ dataDir: dir });
    await activity(first, 3);
    const intact = first.getLedger(first.closedLedger().seq - 1)?.header;
    const log = join(dir, 'ledgers.log');
    const { records } = readLog(log);
    const lastLength = (records[records.length - 1] as Uint8Array).length;
    // Cut the last record in half, as a crash in the middle of a write would.
    truncateSync(log, statSync(log).size - Math.floor(lastLength / 2));

    dieWithoutStopping(dir);
    const second = await newNode({ dataDir: dir });
    expect(second.closedLedger()).toEqual(intact);
    const sizeAfterLoad = statSync(log).size;
    expect(readLog(log).validLength).toBe(sizeAfterLoad);
    await activity(second, 2, 20);
    dieWithoutStopping(dir);
    const third = await newNode({ dataDir: dir });
    expect(third.closedLedger().hash).toBe(second.closedLedger().hash);
  });

  it('detects a corrupt checksum and ignores garbage after the last record', async () => {
    const dir = tempDir();
    const first = await newNode({ dataDir: dir });
    await activity(first, 2);
    const head = first.closedLedger();
    appendFileSync(join(dir, 'ledgers.log'), Buffer.from('00000010deadbeefdeadbeef0011', 'hex'));
    dieWithoutStopping(dir);
    const second = await newNode({ dataDir: dir });
    expect(second.closedLedger()).toEqual(head);
    expect(readFileSync(join(dir, 'ledgers.log')).length).toBe(readLog(join(dir, 'ledgers.log')).validLength);
  });
});
