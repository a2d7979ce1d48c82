import { generateSeed } from 'ripple-keypairs';
import { encodeHex, encodeSigningHex } from '../src/codec/encode.js';
import { createNode } from '../src/node/node.js';
import type { LedgerNode } from '../src/node/node-api.js';
import { printTable, type Figure } from './figures.js';
import { signedPayment, signerFromSeed, type BenchSigner } from './native-signer.js';

// The exchange inside the node (no RPC): AMM swaps per second (IoC sells that only the XRP/USD pool fills,
// from the first submit to the end of the close that holds them), and the time to cross one offer against a
// book of 10,000 offers (the taker's submit, which applies it to the open ledger, and the close that follows).
// Each figure is measured ROUNDS times: best and median.

const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BOOK = Number(process.env.BENCH_BOOK_OFFERS ?? 10_000);
const TRADERS = 100;
const SWAPS_PER_TRADER = 10;
const MAKERS = 100;
const tfSell = 0x00080000;
const tfImmediateOrCancel = 0x00020000;

const genesis = signerFromSeed(GENESIS_SEED);
const signer = (i: number): BenchSigner => {
  const entropy = Uint8Array.from({ length: 16 }, (_, j) => (j < 4 ? (i >>> (j * 8)) & 0xff : 0xd0 + j));
  return signerFromSeed(generateSeed({ entropy, algorithm: 'ed25519' }));
};
const gateway = signer(0);
const traders = Array.from({ length: TRADERS }, (_, i) => signer(i + 1));
const makers = Array.from({ length: MAKERS }, (_, i) => signer(1000 + i));
const usd = (value: string) => ({ currency: 'USD', issuer: gateway.address, value });

/** Any transaction, signed ahead of the measurement. */
function signed(from: BenchSigner, seq: number, tx: Record<string, unknown>, fee = '10'): string {
  const full: Record<string, unknown> = {
    ...tx,
    Account: from.address,
    Fee: fee,
    Sequence: seq,
    SigningPubKey: from.publicKey,
  };
  full.TxnSignature = from.sign(Buffer.from(encodeSigningHex(full), 'hex'));
  return encodeHex(full);
}

function seqOf(node: LedgerNode, address: string): number {
  return node.getLedger('current')?.accountRoot(address)?.Sequence as number;
}

function submitAll(node: LedgerNode, blobs: string[]): void {
  for (const b of blobs) {
    const r = node.submit(b);
    if (!r.ok) throw new Error(`${r.error}: ${r.errorException}`);
  }
}

/** A node where the gateway, the traders and the makers hold XRP and USD (lines, DefaultRipple). */
async function market(withPool: boolean): Promise<LedgerNode> {
  const node = await createNode();
  let g = seqOf(node, genesis.address);
  for (const w of [gateway, ...traders, ...makers])
    node.submit(signedPayment(genesis, g++, w.address, '10000000000000'));
  await node.acceptLedger();
  submitAll(node, [
    signed(gateway, seqOf(node, gateway.address), { TransactionType: 'AccountSet', SetFlag: 8 }),
  ]);
  for (const w of [...traders, ...makers])
    submitAll(node, [
      signed(w, seqOf(node, w.address), { TransactionType: 'TrustSet', LimitAmount: usd('1000000000000') }),
    ]);
  await node.acceptLedger();
  let gs = seqOf(node, gateway.address);
  for (const w of [...traders, ...makers])
    submitAll(node, [
      signed(gateway, gs++, { TransactionType: 'Payment', Destination: w.address, Amount: usd('100000000') }),
    ]);
  await node.acceptLedger();
  if (withPool) {
    const lp = traders[0] as BenchSigner;
    const fee = node.fees().reserveIncrement.toString();
    const create = {
      TransactionType: 'AMMCreate',
      Amount: '1000000000000',
      Amount2: usd('1000000'),
      TradingFee: 300,
    };
    submitAll(node, [signed(lp, seqOf(node, lp.address), create, fee)]);
    await node.acceptLedger();
  }
  return node;
}

/** IoC sells of 1 XRP each that only the pool can fill (no book), per second. */
async function ammSwaps(): Promise<number> {
  const node = await market(true);
  if (
    !node
      .getLedger('validated')
      ?.transactions()
      .some((t) => t.txJson.TransactionType === 'AMMCreate')
  )
    throw new Error('no pool');
  const blobs: string[] = [];
  for (const t of traders) {
    const s = seqOf(node, t.address);
    for (let k = 0; k < SWAPS_PER_TRADER; k++)
      blobs.push(
        signed(t, s + k, {
          TransactionType: 'OfferCreate',
          TakerGets: '1000000',
          TakerPays: usd('0.0001'),
          Flags: tfSell | tfImmediateOrCancel,
        }),
      );
  }
  const t0 = performance.now();
  submitAll(node, blobs);
  await node.acceptLedger();
  const seconds = (performance.now() - t0) / 1000;
  const filled = (node.getLedger('validated')?.transactions() ?? []).filter(
    (t) => (t.meta as { TransactionResult: string }).TransactionResult === 'tesSUCCESS',
  ).length;
  if (filled !== blobs.length) throw new Error(`only ${filled} of ${blobs.length} swaps filled`);
  await node.close();
  return filled / seconds;
}

/** Milliseconds to submit (apply to the open ledger) and then close one taker offer crossing a BOOK-offer book. */
async function crossDeepBook(): Promise<{ submitMs: number; closeMs: number }> {
  const node = await market(false);
  // Makers sell USD for XRP at BOOK distinct prices, 1 USD each, from 1.0000 XRP up.
  const perMaker = Math.ceil(BOOK / MAKERS);
  let placed = 0;
  for (const [i, m] of makers.entries()) {
    const s = seqOf(node, m.address);
    const blobs: string[] = [];
    for (let k = 0; k < perMaker && placed < BOOK; k++, placed++) {
      const drops = 1_000_000 + (i * perMaker + k) * 10;
      blobs.push(
        signed(m, s + k, { TransactionType: 'OfferCreate', TakerGets: usd('1'), TakerPays: String(drops) }),
      );
    }
    submitAll(node, blobs);
    await node.acceptLedger();
  }
  const offers = (node.getLedger('validated')?.ownerDirectory(makers[0]?.address ?? '') ??
    []) as Iterable<unknown>;
  if ([...offers].length < 2) throw new Error('the book was not built');
  const taker = traders[1] as BenchSigner;
  // Buys 0.5 USD at up to 1.0000 XRP each: crosses the best offer only.
  const blob = signed(taker, seqOf(node, taker.address), {
    TransactionType: 'OfferCreate',
    TakerPays: usd('0.5'),
    TakerGets: '500000',
  });
  const t0 = performance.now();
  const r = node.submit(blob);
  const submitMs = performance.now() - t0;
  if (!r.ok || r.engineResult !== 'tesSUCCESS')
    throw new Error(`taker offer: ${r.ok ? r.engineResult : r.error}`);
  const t1 = performance.now();
  await node.acceptLedger();
  const closeMs = performance.now() - t1;
  await node.close();
  return { submitMs, closeMs };
}

async function main(): Promise<void> {
  const swaps: Figure = {
    name: 'AMM swaps (IoC sells filled by the pool)',
    unit: 'swaps/s',
    higherIsBetter: true,
    runs: [],
  };
  const submit: Figure = {
    name: `cross 1 offer in a ${BOOK}-offer book: submit`,
    unit: 'ms',
    higherIsBetter: false,
    runs: [],
  };
  const close: Figure = {
    name: `cross 1 offer in a ${BOOK}-offer book: close`,
    unit: 'ms',
    higherIsBetter: false,
    runs: [],
  };
  for (let r = 0; r < ROUNDS; r++) {
    swaps.runs.push(await ammSwaps());
    const c = await crossDeepBook();
    submit.runs.push(c.submitMs);
    close.runs.push(c.closeMs);
  }
  printTable([swaps, submit, close]);
}

await main();
