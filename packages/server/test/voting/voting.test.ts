/**
 * Token Voting on a real localnet: one vote per premium wallet per UTC week (bound to the session, premium by
 * holding 100 platform tokens), live results, and a closed week's winner bought and burned with exactly 5% of
 * a day's treasury fee revenue from relayed trades, once per day.
 */
import { VOTING_ERRORS, burnShareDrops, utcDayOf, weekStartOf } from '@horizon/core';
import { IssuedValue } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { verifySession } from '../support/test-app.js';
import { type Harness, post, xrpBalance } from '../trade/harness.js';
import { BUY_BLOBS, signBlobs, unsignedSet } from '../trade/trade-calls.js';
import {
  type VotingWorld,
  boundVoter,
  fundedPayoutWallet,
  newFundedWallet,
  obligations,
  startVotingWorld,
  voter,
} from './voting-setup.js';

const DAY = 24 * 3600 * 1000;
let world: VotingWorld | undefined;

const need = (): VotingWorld => {
  if (!world) throw new Error('the localnet could not be loaded');
  return world;
};
const vote = (h: Harness, address: string, tokenId: string) =>
  post(h, '/api/voting/vote', { classic_address: address, token_id: tokenId });
const results = async (h: Harness, address?: string) => {
  const query = address ? `?classic_address=${address}` : '';
  const response = await h.app.inject({ method: 'GET', url: `/api/voting/results${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const runBurn = (h: Harness) => h.app.programs.find((p) => p.name === 'voting')?.jobs?.['dailyBurn']?.();
const burns = async (h: Harness) =>
  (await h.app.inject({ method: 'GET', url: '/api/voting/burns' })).json().burns as Record<string, unknown>[];

beforeAll(async () => {
  world = await startVotingWorld();
}, 180_000);

afterAll(async () => {
  await world?.h.close();
});

describe('casting votes', () => {
  it('refuses a wallet not bound to the session', async () => {
    const { h, winner } = need();
    const stranger = voter();
    const response = await vote(h, stranger.wallet.classicAddress, winner.tokenId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: SERVER_MESSAGES.walletProofRequired });
  });

  it('refuses a bound wallet without premium', async () => {
    const w = need();
    const plain = await boundVoter(w, '99');
    const response = await vote(w.h, plain.wallet.classicAddress, w.winner.tokenId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: VOTING_ERRORS.notPremium });
  });

  it('takes one vote per premium wallet per week and refuses a second one clearly', async () => {
    const w = need();
    const v = await boundVoter(w, '100');
    const first = await vote(w.h, v.wallet.classicAddress, w.winner.tokenId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      week_start: weekStartOf(w.h.clock.now()),
      token_id: w.winner.tokenId,
      voted_at: new Date(w.h.clock.now()).toISOString(),
    });
    const again = await vote(w.h, v.wallet.classicAddress, w.other.tokenId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: VOTING_ERRORS.alreadyVoted });
    expect((await results(w.h, v.wallet.classicAddress)).my_vote).toBe(w.winner.tokenId);
  });

  it('refuses a token that is not listed', async () => {
    const w = need();
    const v = await boundVoter(w, '150');
    const response = await vote(w.h, v.wallet.classicAddress, w.platform.tokenId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: VOTING_ERRORS.unknownToken });
  });

  it('shows live results: counts per token this week, the leader first', async () => {
    const w = need();
    const second = await boundVoter(w, '500');
    const third = await boundVoter(w, '100');
    expect((await vote(w.h, second.wallet.classicAddress, w.winner.tokenId)).statusCode).toBe(200);
    expect((await vote(w.h, third.wallet.classicAddress, w.other.tokenId)).statusCode).toBe(200);
    const live = await results(w.h);
    expect(live).toMatchObject({
      week_start: weekStartOf(w.h.clock.now()),
      total_votes: 3,
      results: [
        { token_id: w.winner.tokenId, ticker: 'WIN', votes: 2 },
        { token_id: w.other.tokenId, ticker: 'OTH', votes: 1 },
      ],
      my_vote: null,
      current_winner: null,
      winners: [],
    });
  });
});

describe('the winner of a closed week', () => {
  it('is bought and burned with exactly 5% of each day of the next week, once per day', async () => {
    const w = need();
    const { h } = w;
    const votedWeek = weekStartOf(h.clock.now());
    // Into the next week: Tuesday 09:00 UTC.
    h.clock.ms = Date.parse(`${votedWeek}T09:00:00.000Z`) + 8 * DAY;
    h.cookie = await verifySession(h.app);
    const day = utcDayOf(h.clock.now());
    const trader = await newFundedWallet(h, '500');
    let income = 0n;
    for (const xrp of ['10', '4.5']) {
      const answer = await unsignedSet(h, 'buy_token_unsigned', {
        classic_address: trader.classicAddress,
        token_id: w.other.tokenId,
        xrp_amount: xrp,
        slippage_percentage: 1,
      });
      const signed = await post(h, 'buy_token_signed', {
        classic_address: trader.classicAddress,
        ...signBlobs(answer, trader, BUY_BLOBS),
      });
      expect(signed.statusCode, signed.body).toBe(200);
      income += BigInt(String(answer['tx_fee']?.['amount']));
    }
    expect(income).toBe(75_000n + 33_750n);
    expect((await results(h)).current_winner).toEqual({
      week_start: votedWeek,
      token_id: w.winner.tokenId,
      votes: 2,
    });

    const payout = await fundedPayoutWallet(h, '100');
    const owedBefore = IssuedValue.fromString(await obligations(h, w.winner));
    const xrpBefore = await xrpBalance(h, payout);
    h.clock.ms += DAY;
    await runBurn(h);
    const [burn] = await burns(h);
    const share = burnShareDrops(income);
    expect(share).toBe(5_437n);
    expect(burn).toMatchObject({
      day,
      week_start: votedWeek,
      token_id: w.winner.tokenId,
      state: 'burned',
      fee_income_drops: income.toString(),
      xrp_spent_drops: share.toString(),
    });
    const burned = IssuedValue.fromString(String(burn?.['tokens_burned']));
    expect(burned.signum()).toBe(1);
    const owedAfter = IssuedValue.fromString(await obligations(h, w.winner));
    expect(owedBefore.sub(owedAfter).toString()).toBe(burned.toString());
    expect(await xrpBalance(h, payout)).toBeLessThan(xrpBefore - share);

    // The same day again: nothing bought, nothing burned, the record unchanged.
    await runBurn(h);
    expect(await burns(h)).toEqual([burn]);
    expect(await obligations(h, w.winner)).toBe(owedAfter.toString());

    // A pass stopped after relaying (the row left running): the next one reads the steps back, never repeats.
    await h.db.query(`UPDATE vote_burns SET state = 'running' WHERE day = $1`, [day]);
    await runBurn(h);
    expect(await burns(h)).toEqual([burn]);
    expect(await obligations(h, w.winner)).toBe(owedAfter.toString());
  });

  it('records a day without fee revenue and a week without votes, buying nothing', async () => {
    const w = need();
    const { h } = w;
    h.clock.ms += DAY;
    await runBurn(h);
    expect((await burns(h))[0]).toMatchObject({
      state: 'no_fees',
      fee_income_drops: '0',
      tokens_burned: '0',
    });
    h.clock.ms += 14 * DAY;
    await runBurn(h);
    expect((await burns(h))[0]).toMatchObject({ state: 'no_winner', token_id: null, buy_tx_hash: null });
  });
});
