import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeAccountID } from 'ripple-address-codec';
import { generateSeed } from 'ripple-keypairs';
import { createNode } from '../src/node/node.js';
import type { LedgerNode } from '../src/node/node-api.js';
import { printTable, type Figure } from './figures.js';
import { signedPayment, signerFromSeed, type BenchSigner } from './native-signer.js';

// Throughput of the node itself (no RPC): signed XRP payments submitted and closed, per key type;
// the close time of a 1,000-transaction ledger; memory with 100,000 funded accounts (in a fresh process,
// so earlier rounds' garbage does not count). Each figure is measured ROUNDS times: best and median.

const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MEMORY_ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 2);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const SENDERS = 100;

type Algorithm = 'ed25519' | 'ecdsa-secp256k1';

function seedFor(i: number, algorithm: Algorithm): string {
  const entropy = Uint8Array.from({ length: 16 }, (_, j) => (j < 4 ? (i >>> (j * 8)) & 0xff : j));
  return generateSeed({ entropy, algorithm });
}

const genesis = signerFromSeed(GENESIS_SEED);
const sendersByAlgorithm = new Map<Algorithm, BenchSigner[]>();

function senders(algorithm: Algorithm): BenchSigner[] {
  let list = sendersByAlgorithm.get(algorithm);
  if (!list) {
    list = Array.from({ length: SENDERS }, (_, i) => signerFromSeed(seedFor(i + 1, algorithm)));
    sendersByAlgorithm.set(algorithm, list);
  }
  return list;
}

/** A new node with SENDERS funded accounts of `algorithm`, in a closed ledger; on disk when `dataDir` is given. */
async function nodeWithSenders(algorithm: Algorithm, dataDir?: string): Promise<LedgerNode> {
  const node = await createNode({ dataDir });
  let seq = node.getLedger('current')?.accountRoot(genesis.address)?.Sequence as number;
  for (const s of senders(algorithm)) node.submit(signedPayment(genesis, seq++, s.address, '1000000000'));
  await node.acceptLedger();
  return node;
}

/** `perSender` payments from each sender to genesis, signed ahead of the measurement. */
function payments(algorithm: Algorithm, perSender: number): string[] {
  const blobs: string[] = [];
  for (const s of senders(algorithm))
    for (let k = 0; k < perSender; k++) blobs.push(signedPayment(s, 3 + k, genesis.address, '1000'));
  return blobs;
}

function appliedIn(node: LedgerNode): number {
  return node.getLedger('validated')?.transactions().length ?? 0;
}

/** Wall-clock and CPU milliseconds of `work`: on a shared machine the CPU time says what the node itself cost. */
async function timed(work: () => Promise<void>): Promise<{ wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** Payments per second (wall clock and CPU time), from the first submit to the end of the close that holds them. */
async function throughput(
  algorithm: Algorithm,
  total: number,
  dataDir?: string,
): Promise<{ perSecond: number; perCpuSecond: number }> {
  const node = await nodeWithSenders(algorithm, dataDir);
  const blobs = payments(algorithm, total / SENDERS);
  const { wallMs, cpuMs } = await timed(async () => {
    for (const b of blobs) node.submit(b);
    await node.acceptLedger();
  });
  if (appliedIn(node) !== total) throw new Error(`${appliedIn(node)} of ${total} payments applied`);
  await node.close();
  return { perSecond: (total / wallMs) * 1000, perCpuSecond: (total / cpuMs) * 1000 };
}

async function persistedThroughput(total: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'node-bench-'));
  try {
    return (await throughput('ed25519', total, dir)).perSecond;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Wall and CPU milliseconds to close a ledger holding `total` payments already applied to the open ledger. */
async function closeTime(total: number): Promise<{ wallMs: number; cpuMs: number }> {
  const node = await nodeWithSenders('ed25519');
  for (const b of payments('ed25519', total / SENDERS)) node.submit(b);
  const time = await timed(() => node.acceptLedger().then(() => undefined));
  if (appliedIn(node) !== total) throw new Error(`${appliedIn(node)} of ${total} payments applied`);
  return time;
}

/** Heap and RSS (MB) after funding `accounts` new accounts, 5,000 per ledger, from an ed25519 faucet account. */
async function memory(accounts: number): Promise<{ heapMb: number; rssMb: number }> {
  const node = await createNode();
  // ed25519: about a third of secp256k1's signing and checking time, so the setup of 100,000 payments is shorter.
  const faucet = signerFromSeed(seedFor(999_999, 'ed25519'));
  const genesisSeq = node.getLedger('current')?.accountRoot(genesis.address)?.Sequence as number;
  node.submit(signedPayment(genesis, genesisSeq, faucet.address, String(BigInt(accounts) * 30_000_000n)));
  await node.acceptLedger();
  let seq = node.getLedger('current')?.accountRoot(faucet.address)?.Sequence as number;
  const id = new Uint8Array(20);
  let address = '';
  for (let i = 0; i < accounts; i++) {
    new DataView(id.buffer).setUint32(16, i + 1);
    address = encodeAccountID(id);
    node.submit(signedPayment(faucet, seq++, address, '20000000'));
    if (i % 5000 === 4999) await node.acceptLedger();
  }
  await node.acceptLedger();
  if (!node.getLedger('validated')?.accountRoot(address)) throw new Error(`account ${accounts} not funded`);
  global.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapMb: heapUsed / 2 ** 20, rssMb: rss / 2 ** 20 };
}

function memoryInFreshProcess(): { heapMb: number; rssMb: number } {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_PART: 'memory' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as { heapMb: number; rssMb: number };
}

async function main(): Promise<void> {
  if (!global.gc) throw new Error('run with node --expose-gc (npm run bench does)');
  const figure = (name: string, unit: string, higherIsBetter: boolean): Figure => ({
    name,
    unit,
    higherIsBetter,
    runs: [],
  });
  const ed = figure('ed25519 payments/s', 'tx/s', true);
  const edCpu = figure('ed25519 payments/CPU-s', 'tx/s', true);
  const secp = figure('secp256k1 payments/s', 'tx/s', true);
  const secpCpu = figure('secp256k1 payments/CPU-s', 'tx/s', true);
  const disk = figure('ed25519 payments/s on disk', 'tx/s', true);
  const close = figure('close of 1,000 tx', 'ms', false);
  const closeCpu = figure('close of 1,000 tx, CPU', 'ms', false);
  const heap = figure(`heap, ${ACCOUNTS} accounts`, 'MB', false);
  const rss = figure(`RSS, ${ACCOUNTS} accounts`, 'MB', false);
  const figures = [ed, edCpu, secp, secpCpu, disk, close, closeCpu, heap, rss];
  for (let round = 1; round <= ROUNDS; round++) {
    const e = await throughput('ed25519', 2000);
    ed.runs.push(e.perSecond);
    edCpu.runs.push(e.perCpuSecond);
    const s = await throughput('ecdsa-secp256k1', 2000);
    secp.runs.push(s.perSecond);
    secpCpu.runs.push(s.perCpuSecond);
    disk.runs.push(await persistedThroughput(2000));
    const c = await closeTime(1000);
    close.runs.push(c.wallMs);
    closeCpu.runs.push(c.cpuMs);
    const last = (f: Figure) => (f.runs.at(-1) as number).toFixed(0);
    console.log(
      `round ${round}: ed25519 ${last(ed)} tx/s (${last(edCpu)} per CPU-s), secp256k1 ${last(secp)} tx/s ` +
        `(${last(secpCpu)} per CPU-s), ed25519 on disk ${last(disk)} tx/s (2,000 payments submitted and closed); ` +
        `close of a 1,000-transaction ledger ${last(close)} ms (${last(closeCpu)} ms CPU)`,
    );
  }
  for (let round = 1; round <= MEMORY_ROUNDS; round++) {
    const m = memoryInFreshProcess();
    heap.runs.push(m.heapMb);
    rss.runs.push(m.rssMb);
    console.log(
      `memory ${round}: ${ACCOUNTS} funded accounts: heap ${m.heapMb.toFixed(0)} MB, RSS ${m.rssMb.toFixed(0)} MB`,
    );
  }
  printTable(figures);
}

if (process.env.BENCH_PART === 'memory') console.log(JSON.stringify(await memory(ACCOUNTS)));
else await main();
