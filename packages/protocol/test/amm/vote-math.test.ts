import { describe, expect, it } from 'vitest';

import { IssuedValue } from '../../src/amount/issued-value.js';
import { compareAccounts } from '../../src/amm/account-order.js';
import { ammVote, type Vote, type VoteResult } from '../../src/amm/vote-math.js';

const v = (text: string): IssuedValue => IssuedValue.fromString(text);
const ALICE = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const CAROL = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const voter = (i: number): string => `rVoter${i + 1}`;

/** An AMM's votes as the ledger keeps them, with each account's LP tokens, replayed one AMMVote at a time. */
class Votes {
  slots: { account: string; tradingFee: number }[] = [{ account: ALICE, tradingFee: 0 }];
  holdings = new Map<string, IssuedValue>([[ALICE, v('10000000')]]);
  last: VoteResult | undefined;

  total(): IssuedValue {
    return [...this.holdings.values()].reduce((a, b) => a.add(b), IssuedValue.zero);
  }

  vote(account: string, tradingFee: number): VoteResult {
    const held = (a: string) => this.holdings.get(a) ?? IssuedValue.zero;
    const slots: Vote[] = this.slots.map((s) => ({ ...s, lpTokens: held(s.account) }));
    const result = ammVote(slots, { account, tradingFee, lpTokens: held(account) }, this.total());
    if (!result.ok) throw new Error(result.code);
    this.slots = result.value.voteSlots.map(({ account: a, tradingFee: f }) => ({
      account: a,
      tradingFee: f,
    }));
    this.last = result.value;
    return result.value;
  }

  /** rippled's test helper: deposit `tokens`, then vote 50·(i + 1). */
  depositAndVote(i: number, tokens = '10000000', account = voter(i)): VoteResult {
    this.holdings.set(account, v(tokens));
    return this.vote(account, 50 * (i + 1));
  }
}

// rippled AMM_test.cpp testFeeVote: a 10,000 XRP / 10,000 USD pool created by alice with fee 0.
describe('AMMVote: the LP-weighted trading fee', () => {
  it('sets 1% (discounted 0.1%) when the only LP votes 1000', () => {
    const votes = new Votes();
    const r = votes.vote(ALICE, 1000);
    expect(r).toEqual({
      voteSlots: [{ account: ALICE, tradingFee: 1000, voteWeight: 100000 }],
      tradingFee: 1000,
      discountedFee: 100,
    });
  });

  it('sets 0.175% once eight equal holders voted 0, 50, …, 350, each weighing 12.5%', () => {
    const votes = new Votes();
    for (let i = 0; i < 7; i++) votes.depositAndVote(i);
    expect(votes.last?.tradingFee).toBe(175);
    expect(votes.last?.discountedFee).toBe(17);
    expect(votes.last?.voteSlots.map((s) => s.voteWeight)).toEqual(Array(8).fill(12500));
  });

  it('moves to 0.225% when one of them changes its vote to 450', () => {
    const votes = new Votes();
    for (let i = 0; i < 7; i++) votes.depositAndVote(i);
    expect(votes.vote(voter(0), 450).tradingFee).toBe(225);
  });

  it('lets a ninth voter with twice the tokens replace the weakest slot: 0.244%', () => {
    const votes = new Votes();
    for (let i = 0; i < 7; i++) votes.depositAndVote(i);
    const r = votes.depositAndVote(7, '20000000');
    expect(r.tradingFee).toBe(244);
    expect(r.voteSlots.map((s) => s.account)).not.toContain(ALICE);
    expect(r.voteSlots).toHaveLength(8);
  });

  it('rounds the weighted fee to nearest: 218.75 → 219, then 205.56 → 206', () => {
    const votes = new Votes();
    for (let i = 7; i > 0; i--) votes.depositAndVote(i);
    expect(votes.last?.tradingFee).toBe(219);
    expect(votes.depositAndVote(0, '20000000').tradingFee).toBe(206);
  });

  it('drops voters who withdrew everything: a new 50% voter at 1000 sets 0.5%', () => {
    const votes = new Votes();
    for (let i = 0; i < 7; i++) votes.depositAndVote(i);
    for (let i = 0; i < 7; i++) votes.holdings.delete(voter(i));
    votes.holdings.set(CAROL, v('10000000'));
    const r = votes.vote(CAROL, 1000);
    expect(r.tradingFee).toBe(500);
    expect(r.voteSlots.map((s) => s.account)).toEqual([ALICE, CAROL]);
  });

  it('refreshes weights and the fee but seats no voter weaker than every slot: 0.082%', () => {
    const votes = new Votes();
    for (let i = 0; i < 7; i++) votes.depositAndVote(i);
    for (let i = 0; i < 7; i++) votes.holdings.set(voter(i), v('1000000'));
    votes.holdings.set(CAROL, v('1000'));
    const r = votes.vote(CAROL, 1000);
    expect(r.tradingFee).toBe(82);
    expect(r.voteSlots.map((s) => s.account)).not.toContain(CAROL);
    // T = 17,001,000: alice 58820.07 → 58820, each other 5882.007 → 5882.
    expect(r.voteSlots.map((s) => s.voteWeight)).toEqual([58820, ...Array(7).fill(5882)]);
  });

  it('replaces, among equally weak slots with equal fees, the lowest AccountID', () => {
    const zero = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';
    const one = 'rrrrrrrrrrrrrrrrrrrrBZbvji';
    const slots: Vote[] = Array.from({ length: 8 }, (_, i) => ({
      account: i === 3 ? zero : i === 5 ? one : voter(i),
      tradingFee: i === 3 || i === 5 ? 10 : 500,
      lpTokens: v('100'),
    }));
    const r = ammVote(slots, { account: CAROL, tradingFee: 20, lpTokens: v('100') }, v('900'));
    if (!r.ok) throw new Error(r.code);
    expect(r.value.voteSlots[3]?.account).toBe(CAROL);
    expect(r.value.voteSlots[5]?.account).toBe(one);
  });

  it('needs LP tokens and a non-empty AMM', () => {
    expect(ammVote([], { account: CAROL, tradingFee: 1, lpTokens: IssuedValue.zero }, v('1'))).toEqual({
      ok: false,
      code: 'tecAMM_INVALID_TOKENS',
    });
    expect(ammVote([], { account: CAROL, tradingFee: 1, lpTokens: v('1') }, IssuedValue.zero)).toEqual({
      ok: false,
      code: 'tecAMM_EMPTY',
    });
  });
});

describe('AccountID order', () => {
  it('orders classic addresses by the AccountID bytes they encode', () => {
    expect(compareAccounts('rrrrrrrrrrrrrrrrrrrrrhoLvTp', 'rrrrrrrrrrrrrrrrrrrrBZbvji')).toBe(-1);
    expect(compareAccounts(ALICE, 'rrrrrrrrrrrrrrrrrrrrBZbvji')).toBe(1);
    expect(compareAccounts(ALICE, ALICE)).toBe(0);
    expect(() => compareAccounts('r0', ALICE)).toThrow(TypeError);
  });
});
