/**
 * Money-moving calls are idempotent under concurrency (issue 15): every server instance runs the daily vote
 * burn. Two instances on one database passing over the same day at once buy and burn the winner once, with
 * exactly the day's 5%: the day is held in the database while one instance works it.
 */
import { burnShareDrops, utcDayOf, weekStartOf } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, startSecondInstance } from '../support/second-instance.js';
import { verifySession } from '../support/test-app.js';
import { type Harness, post } from '../trade/harness.js';
import { BUY_BLOBS, signBlobs, unsignedSet } from '../trade/trade-calls.js';
import {
  type VotingWorld,
  boundVoter,
  fundedPayoutWallet,
  newFundedWallet,
  startVotingWorld,
} from './voting-setup.js';

const DAY = 24 * 3600 * 1000;
let world: VotingWorld | undefined;
let second: SecondInstance;

const need = (): VotingWorld => {
  if (!world) throw new Error('the localnet could not be loaded');
  return world;
};

beforeAll(async () => {
  world = await startVotingWorld();
  if (!world) return;
  const { h, platform } = world;
  second = await startSecondInstance({
    db: h.db,
    xrplUrl: h.localnet.url,
    treasury: h.treasury.classicAddress,
    env: { PLATFORM_TOKEN: platform.tokenId },
    clock: h.clock,
  });
}, 180_000);

afterAll(async () => {
  await second?.close();
  await world?.h.close();
});

const runBurn = (h: Harness) => h.app.programs.find((p) => p.name === 'voting')?.jobs?.['dailyBurn']?.();

/** The OfferCreate transactions the account sent from `fromLedger` on. */
async function offersSince(h: Harness, address: string, fromLedger: number): Promise<number> {
  const { result } = await h.client.request({
    command: 'account_tx',
    account: address,
    ledger_index_min: fromLedger,
    ledger_index_max: -1,
  });
  const entries = result.transactions as unknown as Record<string, Record<string, unknown>>[];
  return entries.filter((e) => (e['tx_json'] ?? e['tx'])?.['TransactionType'] === 'OfferCreate').length;
}

describe("a day's vote burn passed over by two instances at once", () => {
  it('buys and burns the winner once, with exactly the day’s 5%', async () => {
    const w = need();
    const { h } = w;
    const voter = await boundVoter(w, '100');
    const voted = await post(h, '/api/voting/vote', {
      classic_address: voter.wallet.classicAddress,
      token_id: w.winner.tokenId,
    });
    expect(voted.statusCode, voted.body).toBe(200);
    const votedWeek = weekStartOf(h.clock.now());
    h.clock.ms = Date.parse(`${votedWeek}T09:00:00.000Z`) + 8 * DAY;
    h.cookie = await verifySession(h.app);
    const day = utcDayOf(h.clock.now());
    const trader = await newFundedWallet(h, '500');
    const answer = await unsignedSet(h, 'buy_token_unsigned', {
      classic_address: trader.classicAddress,
      token_id: w.other.tokenId,
      xrp_amount: '10',
      slippage_percentage: 1,
    });
    const signed = await post(h, 'buy_token_signed', {
      classic_address: trader.classicAddress,
      ...signBlobs(answer, trader, BUY_BLOBS),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const income = BigInt(String(answer['tx_fee']?.['amount']));
    const payout = await fundedPayoutWallet(h, '100');
    const from = Number(
      (await h.client.request({ command: 'ledger', ledger_index: 'validated' })).result.ledger_index,
    );
    h.clock.ms += DAY;
    await Promise.all([runBurn(h), second.job('voting', 'dailyBurn')]);
    expect(await offersSince(h, payout, from + 1)).toBe(1);
    const [burn] = await h.db.query<{ state: string; xrp_spent_drops: string }>(
      'SELECT state, xrp_spent_drops::text AS xrp_spent_drops FROM vote_burns WHERE day = $1',
      [day],
    );
    expect(burn).toEqual({ state: 'burned', xrp_spent_drops: burnShareDrops(income).toString() });
  }, 120_000);
});
