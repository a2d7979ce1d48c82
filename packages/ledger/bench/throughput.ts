import { performance } from 'node:perf_hooks';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, generateSeed, sign } from 'ripple-keypairs';
import { createNode, type LedgerNode } from '../src/node/index.js';

// Localnet benchmark. Throughput figures call the node directly (submit + acceptLedger), not over the network:
// they measure the engine with full signature checks. Blobs are signed before the clock starts.
// Run: npx tsx --conditions=@horizon/source packages/ledger/bench/throughput.ts
// Env: BENCH_LEDGERS (5), BENCH_ACCOUNTS (100000; 0 skips), BENCH_THROUGHPUT=0 skips the throughput part.

type Algo = 'ed25519' | 'ecdsa-secp256k1';
interface Key {
  address: string;
  publicKey: string;
  privateKey: string;
}

const TX_PER_LEDGER = 1000;
const LEDGERS = Number(process.env.BENCH_LEDGERS ?? 5);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);

function key(algorithm: Algo): Key {
  const kp = deriveKeypair(generateSeed({ algorithm }));
  return { address: deriveAddress(kp.publicKey), ...kp };
}

function signedPayment(from: Key, to: string, seq: number, drops: bigint): string {
  const tx: Record<string, unknown> = {
    TransactionType: 'Payment',
    Account: from.address,
    Destination: to,
    Amount: drops.toString(),
    Fee: '10',
    Sequence: seq,
    Flags: 0,
    SigningPubKey: from.publicKey,
  };
  tx.TxnSignature = sign(encodeForSigning(tx as never), from.privateKey);
  return encode(tx as never);
}

function submitAll(node: LedgerNode, blobs: string[]): void {
  for (const b of blobs) {
    const r = node.submit(b);
    if (!r.ok || r.engineResult !== 'tesSUCCESS') throw new Error(r.ok ? r.engineResult : r.errorException);
  }
}

/** Funds `keys` from the genesis account, 1000 per ledger. */
async function fund(node: LedgerNode, keys: Key[], drops: bigint): Promise<void> {
  const genesis = { address: node.genesis.address, ...deriveKeypair(node.genesis.seed) };
  let seq = Number(node.getLedger('current')?.accountRoot(genesis.address)?.Sequence);
  for (let i = 0; i < keys.length; i += TX_PER_LEDGER) {
    submitAll(
      node,
      keys.slice(i, i + TX_PER_LEDGER).map((k) => signedPayment(genesis, k.address, seq++, drops)),
    );
    await node.acceptLedger();
  }
}

async function throughput(algorithm: Algo): Promise<{ tps: number; closeMs: number[] }> {
  const node = await createNode();
  const senders = Array.from({ length: TX_PER_LEDGER }, () => key(algorithm));
  await fund(node, senders, 1_000_000_000n);
  const sink = node.genesis.address;
  const batches: string[][] = [];
  for (let l = 0; l < LEDGERS; l++) {
    batches.push(
      senders.map((s) => {
        const seq = Number(node.getLedger('current')?.accountRoot(s.address)?.Sequence) + l;
        return signedPayment(s, sink, seq, 1_000_000n);
      }),
    );
  }
  const closeMs: number[] = [];
  const start = performance.now();
  for (const batch of batches) {
    submitAll(node, batch);
    const t = performance.now();
    await node.acceptLedger();
    closeMs.push(performance.now() - t);
  }
  const seconds = (performance.now() - start) / 1000;
  await node.close();
  return { tps: (LEDGERS * TX_PER_LEDGER) / seconds, closeMs };
}

async function memory(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const node = await createNode();
  const keys = Array.from({ length: ACCOUNTS }, () => key('ed25519'));
  const started = performance.now();
  await fund(node, keys, 20_000_000n);
  const fundSeconds = (performance.now() - started) / 1000;
  keys.length = 0;
  gc?.();
  const after = process.memoryUsage();
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `memory for ${ACCOUNTS} funded accounts (${node.completeLedgers().max} ledgers kept): heap +${mb(after.heapUsed - before.heapUsed)} MB,` +
      ` rss ${mb(after.rss)} MB${gc ? '' : ' (run with NODE_OPTIONS=--expose-gc for a settled heap)'}; funding took ${fundSeconds.toFixed(1)} s`,
  );
  await node.close();
}

async function main(): Promise<void> {
  console.log('localnet bench: node called directly (no network), signatures verified, blobs pre-signed.');
  const algos = process.env.BENCH_THROUGHPUT === '0' ? [] : (['ed25519', 'ecdsa-secp256k1'] as const);
  for (const algo of algos) {
    const { tps, closeMs } = await throughput(algo);
    const closes = closeMs.map((m) => m.toFixed(0)).join(', ');
    console.log(
      `${algo}: ${tps.toFixed(0)} signed XRP payments applied and closed per second (${LEDGERS} ledgers x ${TX_PER_LEDGER})`,
    );
    console.log(`${algo}: close time of a ${TX_PER_LEDGER}-transaction ledger: ${closes} ms`);
  }
  if (ACCOUNTS > 0) await memory();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
