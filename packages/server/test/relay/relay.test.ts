/**
 * Relaying what the user signed, against a real localnet and database: exactly what was issued is submitted,
 * once, in order; anything else is refused and the ledger sees nothing.
 */
import fc from 'fast-check';
import { decode, encode } from 'ripple-binary-codec';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IssuedStore,
  RelayStore,
  Relayer,
  XrplTradeLedger,
  decodeSignedBlob,
} from '../../src/relay/index.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { TestClock } from '../support/test-app.js';
import {
  type Harness,
  accountSequence,
  newFundedWallet,
  post,
  sign,
  startHarness,
  xrpBalance,
} from '../trade/harness.js';

let h: Harness | undefined;
let alice: Wallet;
let bob: Wallet;

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  alice = await newFundedWallet(h);
  bob = await newFundedWallet(h);
}, 120_000);

afterAll(async () => h?.close());

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

async function unsignedSend(xrp: string, from = alice, to = bob.classicAddress) {
  const response = await post(need(), 'send_xrp_unsigned', {
    classic_address: from.classicAddress,
    xrp_amount: xrp,
    destination: to,
    memo: 'rent',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tx_to_sign: Record<string, unknown> }>().tx_to_sign;
}

describe('sending XRP end to end', () => {
  it('builds an autofilled Payment, relays the signed blob and moves exactly the amount', async () => {
    const tx = await unsignedSend('12.5');
    expect(tx).toMatchObject({
      transaction_type: 'Payment',
      account: alice.classicAddress,
      destination: bob.classicAddress,
      amount: '12500000',
      fee: '12',
      sequence: await accountSequence(need(), alice.classicAddress),
      memos: [{ memo: { memo_data: Buffer.from('rent').toString('hex').toUpperCase() } }],
    });
    const before = await xrpBalance(need(), bob.classicAddress);
    const response = await post(need(), 'send_xrp_signed', {
      classic_address: alice.classicAddress,
      tx_blob: sign(tx, alice),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect((await xrpBalance(need(), bob.classicAddress)) - before).toBe(12_500_000n);
  }, 30_000);

  it('posting the same blob again, or twice at once, answers the first outcome and never spends twice', async () => {
    const tx = await unsignedSend('3');
    const blob = sign(tx, alice);
    const before = await xrpBalance(need(), bob.classicAddress);
    const body = { classic_address: alice.classicAddress, tx_blob: blob };
    const [first, second] = await Promise.all([
      post(need(), 'send_xrp_signed', body),
      post(need(), 'send_xrp_signed', body),
    ]);
    const third = await post(need(), 'send_xrp_signed', body);
    expect(first.json()).toEqual(second.json());
    expect(third.json()).toEqual(first.json());
    expect(first.json<{ tx_hash: string }>().tx_hash).toBe(decodeSignedBlob(blob).hash);
    expect((await xrpBalance(need(), bob.classicAddress)) - before).toBe(3_000_000n);
  }, 30_000);
});

/** One way to change a good blob: a field set to another value, then signed again (or a foreign signer). */
const MUTATIONS = {
  amount: (tx: Record<string, unknown>, n: number) => ({
    ...tx,
    Amount: String(BigInt(tx['Amount'] as string) + BigInt(n)),
  }),
  destination: (tx: Record<string, unknown>) => ({ ...tx, Destination: Wallet.generate().classicAddress }),
  fee: (tx: Record<string, unknown>, n: number) => ({
    ...tx,
    Fee: String(BigInt(tx['Fee'] as string) + BigInt(n)),
  }),
  sequence: (tx: Record<string, unknown>, n: number) => ({ ...tx, Sequence: (tx['Sequence'] as number) + n }),
  flags: (tx: Record<string, unknown>, n: number) => ({
    ...tx,
    // Bit 30 (tfInnerBatchTxn) is left out: xrpl.js refuses to sign a Batch inner transaction at all.
    Flags: ((tx['Flags'] as number | undefined) ?? 0) ^ (1 << (n % 30)),
  }),
  lastLedger: (tx: Record<string, unknown>, n: number) => ({
    ...tx,
    LastLedgerSequence: (tx['LastLedgerSequence'] as number) + n,
  }),
} as const;

describe('a blob that is not exactly what was issued', () => {
  it('is refused with a clear detail, for any mutation of amount, destination, fee, sequence, flags or signer', async () => {
    const tx = await unsignedSend('1');
    const good = decode(sign(tx, alice)) as Record<string, unknown>;
    const unsigned = { ...good };
    delete unsigned['TxnSignature'];
    delete unsigned['SigningPubKey'];
    const sequenceBefore = await accountSequence(need(), alice.classicAddress);
    const balanceBefore = await xrpBalance(need(), bob.classicAddress);
    const mallory = Wallet.generate();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[]), 'signer' as const),
        fc.integer({ min: 1, max: 1_000_000 }),
        async (kind, n) => {
          const blob =
            kind === 'signer'
              ? mallory.sign(unsigned as never).tx_blob
              : alice.sign(MUTATIONS[kind](unsigned, n) as never).tx_blob;
          const response = await post(need(), 'send_xrp_signed', {
            classic_address: alice.classicAddress,
            tx_blob: blob,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json<{ detail: string }>().detail).toMatch(
            /^The signed transaction was refused and nothing was submitted: /,
          );
        },
      ),
      { numRuns: 40 },
    );
    expect(await accountSequence(need(), alice.classicAddress)).toBe(sequenceBefore);
    expect(await xrpBalance(need(), bob.classicAddress)).toBe(balanceBefore);
  }, 120_000);

  it('refuses a blob whose signature does not verify, and one posted for another wallet', async () => {
    const tx = await unsignedSend('1');
    const blob = sign(tx, alice);
    const json = decode(blob) as Record<string, unknown>;
    const signature = json['TxnSignature'] as string;
    const broken = encode({
      ...json,
      TxnSignature: signature.slice(0, -2) + (signature.endsWith('00') ? '01' : '00'),
    });
    const bad = await post(need(), 'send_xrp_signed', {
      classic_address: alice.classicAddress,
      tx_blob: broken,
    });
    expect(bad.json<{ detail: string }>().detail).toMatch(/signature of the blob is not valid/);
    const other = await post(need(), 'send_xrp_signed', {
      classic_address: bob.classicAddress,
      tx_blob: blob,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ detail: string }>().detail).toMatch(
      /not a transaction Horizon issued for this wallet/,
    );
    const wrongCall = await post(need(), 'send_tokens_signed', {
      classic_address: alice.classicAddress,
      tx_blob: blob,
    });
    expect(wrongCall.statusCode).toBe(400);
  }, 30_000);
});

describe('a restart in the middle of a submission', () => {
  it('finishes the recorded run from where it stopped, spending once', async () => {
    const tx = await unsignedSend('2');
    const blob = sign(tx, alice);
    const decoded = decodeSignedBlob(blob);
    const clock = new TestClock(Date.now());
    const issued = new IssuedStore(need().db, clock);
    const relays = new RelayStore(need().db, clock);
    const [requestId] = await issued.requestsWith(alice.classicAddress, decoded.fields.digest);
    // The process "dies" right after recording the hash, before submitting.
    expect(
      await relays.claim(String(requestId), [{ position: 0, hash: decoded.hash, blob: decoded.blob }]),
    ).toBe(true);
    const before = await xrpBalance(need(), bob.classicAddress);
    const connection = new LedgerConnection(need().localnet.url);
    const ledger = new XrplTradeLedger(connection);
    const relayer = new Relayer(issued, relays, ledger, clock, { warn: () => undefined }, { pollMs: 50 });
    expect(await relayer.resumeUnfinished(true)).toBe(1);
    await ledger.close();
    await connection.close();
    const run = await relays.run(String(requestId));
    expect(run?.txs[0]).toMatchObject({ state: 'validated', engineResult: 'tesSUCCESS' });
    // The user posts again after the restart: the first outcome, no second payment.
    const again = await post(need(), 'send_xrp_signed', {
      classic_address: alice.classicAddress,
      tx_blob: blob,
    });
    expect(again.json()).toEqual({ tx_hash: decoded.hash, engine_result: 'tesSUCCESS' });
    expect((await xrpBalance(need(), bob.classicAddress)) - before).toBe(2_000_000n);
  }, 30_000);
});
