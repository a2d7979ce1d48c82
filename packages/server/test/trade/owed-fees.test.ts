/**
 * Issue 15 finding 9, on a real localnet: a wallet signs its issued buy, puts the trade on the ledger itself and
 * spends the fee and burn payments' Sequence numbers on no-op AccountSets, then posts the set. The buy stands
 * (the relay cannot undo it) but the relay is not the route to skip fees: what went unpaid is owed exactly once,
 * however often the post is retried; the wallet's next trade carries it to the treasury, and once that trade
 * validates the treasury holds it and nothing is owed any more.
 */
import { OWED_FEE_TEXT, burnTokenAmount, splitTradeFee } from '@horizon/core';
import { ammSwapIn, xrpAmount, xrpToDrops } from '@horizon/protocol';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  accountSequence,
  newFundedWallet,
  post,
  startHarness,
  submitDirect,
  xrpBalance,
} from './harness.js';
import { type Market, createMarket, poolState } from './pools.js';
import { BUY_BLOBS, type UnsignedSet, signBlobs, unsignedSet } from './trade-calls.js';

const OWED_BLOBS = { ...BUY_BLOBS, tx_owed_fee: 'tx_blob_owed_fee' };
let h: Harness | undefined;
let m: Market;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  m = await createMarket(h, 'OWE', { xrpDrops: 10_000_000_000n, tokens: '1000000', tradingFee: 500 });
}, 120_000);

afterAll(async () => h?.close());

const buyUnsigned = (buyer: Wallet, xrp: string) =>
  unsignedSet(need(), 'buy_token_unsigned', {
    classic_address: buyer.classicAddress,
    token_id: m.tokenId,
    xrp_amount: xrp,
    slippage_percentage: 1,
  });

/** The wallet's own transactions straight to the ledger, first the trade blobs, then no-op AccountSets. */
async function frontRun(buyer: Wallet, blobs: Record<string, string>, noOps: number): Promise<void> {
  const client = need().client;
  for (const name of ['tx_blob_trustline', 'tx_blob_buy']) {
    const blob = blobs[name];
    if (blob) await client.request({ command: 'submit', tx_blob: blob });
  }
  // Each takes the next Sequence after the trade's: the ones the issued fee payments carry.
  for (let i = 0; i < noOps; i++) {
    expect(await submitDirect(need(), buyer, { TransactionType: 'AccountSet' })).toBe('tesSUCCESS');
  }
}

type OwedRow = {
  role: string;
  drops: string;
  skipped_reason: string;
  paid_tx_hash: string | null;
  paid_at: Date | null;
};

const owedRows = (address: string) =>
  need().db.query<OwedRow>(
    `SELECT role, drops::text AS drops, skipped_reason, paid_tx_hash, paid_at FROM owed_fees WHERE classic_address = $1
     ORDER BY role`,
    [address],
  );

describe('fees skipped through the relay', () => {
  let buyer: Wallet;
  let owedDrops: bigint;
  let first: UnsignedSet;

  it('a buy whose fee payments lost their Sequence is recorded as owing them, once', async () => {
    buyer = await newFundedWallet(need(), '200');
    const state = await poolState(need(), m);
    const drops = xrpToDrops('10');
    const expected = ammSwapIn(state.pool, xrpAmount(drops), state.tradingFee);
    if (expected.kind !== 'issued') throw new Error('a token quote');
    const split = splitTradeFee({
      kind: 'buy',
      valueDrops: drops,
      category: 'other',
      hasReferrer: false,
      hasDeveloper: false,
    });
    first = await buyUnsigned(buyer, '10');
    expect(first['tx_owed_fee'] ?? null).toBeNull();
    expect(first['tx_burn_back']).toMatchObject({
      amount: { value: burnTokenAmount(expected.value, 'other').toString() },
    });
    const blobs = signBlobs(first, buyer, BUY_BLOBS);
    await frontRun(buyer, blobs, 2);
    // The fee payments' Sequences are spent: the account is past the last issued one.
    expect(await accountSequence(need(), buyer.classicAddress)).toBe(
      Number(first['tx_burn_back']?.['sequence']) + 1,
    );
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const body = { classic_address: buyer.classicAddress, ...blobs };
    const response = await post(need(), 'buy_token_signed', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    // Posted again (a retry): the same answer, nothing recorded twice.
    const again = await post(need(), 'buy_token_signed', body);
    expect(again.json()).toEqual(response.json());
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore);
    owedDrops = split.treasury + split.burn;
    expect(await owedRows(buyer.classicAddress)).toEqual([
      {
        role: 'burn_back',
        drops: split.burn.toString(),
        skipped_reason: 'tefPAST_SEQ',
        paid_tx_hash: null,
        paid_at: null,
      },
      {
        role: 'fee',
        drops: split.treasury.toString(),
        skipped_reason: 'tefPAST_SEQ',
        paid_tx_hash: null,
        paid_at: null,
      },
    ]);
  }, 60_000);

  it("the wallet's next buy carries what it owes to the treasury, and once validated nothing is owed", async () => {
    const next = await buyUnsigned(buyer, '5');
    expect(next['tx_owed_fee']).toMatchObject({
      transaction_type: 'Payment',
      destination: need().treasury.classicAddress,
      amount: owedDrops.toString(),
    });
    // Its Sequence follows the fee payments of this trade.
    expect(Number(next['tx_owed_fee']?.['sequence'])).toBe(Number(next['tx_burn_back']?.['sequence']) + 1);
    // Leaving the owed payment out is not something this relay issued.
    const { tx_blob_owed_fee: owedBlob, ...withoutOwed } = signBlobs(next, buyer, OWED_BLOBS);
    expect(owedBlob).toBeDefined();
    const refused = await post(need(), 'buy_token_signed', {
      classic_address: buyer.classicAddress,
      ...withoutOwed,
    });
    expect(refused.statusCode).toBe(400);
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const response = await post(need(), 'buy_token_signed', {
      classic_address: buyer.classicAddress,
      ...withoutOwed,
      tx_blob_owed_fee: owedBlob,
    });
    expect(response.statusCode, response.body).toBe(200);
    const fee = BigInt(String(next['tx_fee']?.['amount']));
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + fee + owedDrops);
    const rows = await owedRows(buyer.classicAddress);
    expect(rows.map((r) => [r.role, r.paid_tx_hash !== null, r.paid_at !== null])).toEqual([
      ['burn_back', true, true],
      ['fee', true, true],
    ]);
    expect((await buyUnsigned(buyer, '1'))['tx_owed_fee']).toBeNull();
  }, 60_000);

  it('two trades prepared side by side never both pay the same owed fees', async () => {
    const wallet = await newFundedWallet(need(), '200');
    const set = await buyUnsigned(wallet, '10');
    const blobs = signBlobs(set, wallet, BUY_BLOBS);
    await frontRun(wallet, blobs, 2);
    expect(
      (await post(need(), 'buy_token_signed', { classic_address: wallet.classicAddress, ...blobs }))
        .statusCode,
    ).toBe(200);
    const [one, two] = [await buyUnsigned(wallet, '2'), await buyUnsigned(wallet, '3')];
    const owed = BigInt(String(one['tx_owed_fee']?.['amount']));
    expect(two['tx_owed_fee']?.['amount']).toBe(owed.toString());
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const firstPaid = await post(need(), 'buy_token_signed', {
      classic_address: wallet.classicAddress,
      ...signBlobs(one, wallet, OWED_BLOBS),
    });
    expect(firstPaid.statusCode, firstPaid.body).toBe(200);
    // The second was prepared before the first paid them: refused, and the wallet prepares it again.
    const secondPaid = await post(need(), 'buy_token_signed', {
      classic_address: wallet.classicAddress,
      ...signBlobs(two, wallet, OWED_BLOBS),
    });
    expect(secondPaid.statusCode).toBe(409);
    expect(secondPaid.json()).toEqual({ detail: OWED_FEE_TEXT.changed });
    const fee = BigInt(String(one['tx_fee']?.['amount']));
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + fee + owed);
  }, 60_000);
});
