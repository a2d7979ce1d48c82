import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, generateSeed, sign } from 'ripple-keypairs';
import { createNode } from '../src/node/node.js';
import type { LedgerNode } from '../src/node/node-api.js';

// Throughput of the node itself (no RPC): signed XRP payments submitted and closed, per key type;
// the close time of a 1,000-transaction ledger; memory with 100,000 accounts.

const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';

function signer(seed: string) {
  const { publicKey, privateKey } = deriveKeypair(seed);
  return { address: deriveAddress(publicKey), publicKey, privateKey };
}

function signedPayment(from: ReturnType<typeof signer>, seq: number, to: string, drops: string): string {
  const tx: Record<string, unknown> = {
    TransactionType: 'Payment',
    Account: from.address,
    Destination: to,
    Amount: drops,
    Fee: '10',
    Sequence: seq,
    SigningPubKey: from.publicKey,
  };
  tx.TxnSignature = sign(encodeForSigning(tx as never), from.privateKey);
  return encode(tx as never);
}

type Algorithm = 'ed25519' | 'ecdsa-secp256k1';

function seedFor(i: number, algorithm: Algorithm): string {
  const entropy = Uint8Array.from({ length: 16 }, (_, j) => (j < 4 ? (i >>> (j * 8)) & 0xff : j));
  return generateSeed({ entropy, algorithm });
}

async function fundedSenders(node: LedgerNode, algorithm: Algorithm, n: number) {
  const genesis = signer(GENESIS_SEED);
  let seq = node.getLedger('current')?.accountRoot(genesis.address)?.Sequence as number;
  const senders = Array.from({ length: n }, (_, i) => signer(seedFor(i + 1, algorithm)));
  for (const s of senders) node.submit(signedPayment(genesis, seq++, s.address, '1000000000'));
  await node.acceptLedger();
  return senders;
}

async function throughput(algorithm: Algorithm, total: number): Promise<void> {
  const node = await createNode();
  const senders = await fundedSenders(node, algorithm, 100);
  const dest = signer(GENESIS_SEED).address;
  const blobs: string[] = [];
  const perSender = total / senders.length;
  for (const s of senders)
    for (let k = 0; k < perSender; k++) blobs.push(signedPayment(s, 3 + k, dest, '1000'));
  const start = performance.now();
  for (const b of blobs) node.submit(b);
  await node.acceptLedger();
  const ms = performance.now() - start;
  const applied = node.getLedger('validated')?.transactions().length ?? 0;
  console.log(
    `${algorithm}: ${applied} payments submitted and closed in ${ms.toFixed(0)} ms = ${((applied / ms) * 1000).toFixed(0)} tx/s`,
  );
}

async function closeTime(): Promise<void> {
  const node = await createNode();
  const senders = await fundedSenders(node, 'ed25519', 100);
  const dest = signer(GENESIS_SEED).address;
  for (const s of senders) for (let k = 0; k < 10; k++) node.submit(signedPayment(s, 3 + k, dest, '1000'));
  const start = performance.now();
  await node.acceptLedger();
  const ms = performance.now() - start;
  console.log(
    `close of a ${node.getLedger('validated')?.transactions().length}-transaction ledger: ${ms.toFixed(0)} ms`,
  );
}

async function memory(accounts: number): Promise<void> {
  const node = await createNode();
  const genesis = signer(GENESIS_SEED);
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  let seq = 1;
  for (let i = 0; i < accounts; i++) {
    const address = deriveAddress(deriveKeypair(seedFor(1_000_000 + i, 'ed25519')).publicKey);
    node.submit(signedPayment(genesis, seq++, address, '2000000'));
    if (i % 5000 === 4999) await node.acceptLedger();
  }
  await node.acceptLedger();
  global.gc?.();
  const after = process.memoryUsage().heapUsed;
  console.log(`${accounts} accounts: heap +${((after - before) / 1024 / 1024).toFixed(0)} MB`);
}

await throughput('ed25519', 2000);
await throughput('ecdsa-secp256k1', 2000);
await closeTime();
await memory(Number(process.env.BENCH_ACCOUNTS ?? 100_000));
