import { describe, expect, it } from 'vitest';

import { IssuedValue } from '../../src/amount/issued-value.js';
import {
  ammBid,
  auctionTimeSlot,
  minSlotPrice,
  type AuctionSlot,
  type BidInput,
  type BidResult,
} from '../../src/amm/bid-math.js';

const v = (text: string): IssuedValue => IssuedValue.fromString(text);
const T0 = 800_000_000;
const ALICE = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const CAROL = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const BOB = 'rrrrrrrrrrrrrrrrrrrrBZbvji';

/** An AMM's auction slot replayed one AMMBid at a time, as rippled's tests drive it. */
class Auction {
  slot: AuctionSlot;
  constructor(
    public lpTokenBalance: IssuedValue,
    public tradingFee = 0,
    now = T0,
  ) {
    // AMMCreate seats the creator at price 0.
    this.slot = { account: ALICE, expiration: now + 86_400, price: IssuedValue.zero };
  }

  bid(account: string, now: number, bounds: Partial<BidInput> = {}, held = v('1000000')) {
    const r = ammBid({
      lpTokenBalance: this.lpTokenBalance,
      tradingFee: this.tradingFee,
      slot: this.slot,
      now,
      held,
      ...bounds,
    });
    if (r.ok) {
      this.slot = { account, expiration: r.value.expiration, price: r.value.price };
      this.lpTokenBalance = r.value.lpTokenBalance;
    }
    return r;
  }
}

const value = (r: ReturnType<Auction['bid']>): BidResult => {
  if (!r.ok) throw new Error(r.code);
  return r.value;
};

// rippled AMM_test.cpp testBid (fee 0 unless said): 10,000 XRP / 10,000 USD pool, LPs depositing 1,000,000 tokens.
describe('AMMBid: buying the auction slot', () => {
  it('pays BidMin 110 over the creator, all of it burned: T 11,000,000 → 10,999,890', () => {
    const a = new Auction(v('11000000'));
    const r = value(a.bid(CAROL, T0, { bidMin: v('110') }));
    expect(r.price.toString()).toBe('110');
    expect(r.refund.toString()).toBe('0');
    expect(a.lpTokenBalance.toString()).toBe('10999890');
  });

  it('pays 180 within [180, 200] over a 110 slot, refunding 104.5: T → 10,999,814.5', () => {
    const a = new Auction(v('11000000'));
    a.bid(CAROL, T0, { bidMin: v('110'), bidMax: v('110') });
    const r = value(a.bid(ALICE, T0, { bidMin: v('180'), bidMax: v('200') }));
    expect(r.price.toString()).toBe('180');
    expect(r.refund.toString()).toBe('104.5');
    expect(r.burned.toString()).toBe('75.5');
    expect(a.lpTokenBalance.toString()).toBe('10999814.5');
  });

  it('prices each rebid in interval 0 at 105%: 115.5, 121.275, 127.33875, refusing bids out of range', () => {
    const a = new Auction(v('12000000'));
    a.bid(CAROL, T0, { bidMin: v('110') });
    expect(value(a.bid(BOB, T0)).price.toString()).toBe('115.5');
    expect(a.bid(CAROL, T0, { bidMax: v('120') })).toEqual({ ok: false, code: 'tecAMM_FAILED' });
    expect(value(a.bid(CAROL, T0, { bidMax: v('600') })).price.toString()).toBe('121.275');
    expect(a.bid(CAROL, T0, { bidMin: v('10'), bidMax: v('100') })).toEqual({
      ok: false,
      code: 'tecAMM_FAILED',
    });
    expect(value(a.bid(CAROL, T0, { bidMin: v('100'), bidMax: v('600') })).price.toString()).toBe(
      '127.33875',
    );
  });

  it('refunds less as intervals pass, and sells an expired slot at BidMin: 321.09 tokens burned in all', () => {
    const a = new Auction(v('12000000'));
    a.bid(CAROL, T0, { bidMin: v('110') });
    expect(value(a.bid(BOB, T0 + 10)).burned.toString()).toBe('11');
    const t1 = T0 + 10 + 4_321;
    const r1 = value(a.bid(CAROL, t1));
    expect([r1.price, r1.refund, r1.burned].map(String)).toEqual(['121.275', '103.95', '17.325']);
    const t2 = t1 + 10 * 4_320 + 1;
    const r2 = value(a.bid(BOB, t2));
    expect([r2.price, r2.refund, r2.burned].map(String)).toEqual(['127.33875', '54.57375', '72.765']);
    const r3 = value(a.bid(CAROL, t2 + 86_401, { bidMin: v('110') }));
    expect([r3.price, r3.refund].map(String)).toEqual(['110', '0']);
    expect(a.lpTokenBalance.toString()).toBe('11999678.91');
  });

  it('charges at least T·fee/25: 5200 of 13,000,000 tokens at 1%, with a 0.1% discounted fee', () => {
    const a = new Auction(v('13000000'), 1000);
    const r = value(a.bid(CAROL, T0, { bidMin: v('120') }));
    expect(r.price.toString()).toBe('5200');
    expect(r.discountedFee).toBe(100);
    expect(r.expiration).toBe(T0 + 86_400);
    expect(minSlotPrice(v('13000000'), 1000).toString()).toBe('5200');
  });

  it('sells for a tiny 1e-81 without changing T, then for 1.05e-81', () => {
    const a = new Auction(v('10000000'));
    const tiny = IssuedValue.from(1_000_000_000_000_000n, -96);
    expect(value(a.bid(ALICE, T0, { bidMin: tiny })).price.eq(tiny)).toBe(true);
    expect(a.lpTokenBalance.toString()).toBe('10000000');
    expect(
      value(a.bid(ALICE, T0, { bidMin: tiny })).price.eq(IssuedValue.from(1_050_000_000_000_000n, -96)),
    ).toBe(true);
    expect(a.lpTokenBalance.toString()).toBe('10000000');
  });

  it('refuses bounds above the tokens held or at T, a min above the max, and a price above the tokens held', () => {
    const a = new Auction(v('11000010'));
    expect(a.bid(CAROL, T0, { bidMin: v('1000001') })).toEqual({ ok: false, code: 'tecAMM_INVALID_TOKENS' });
    expect(a.bid(CAROL, T0, { bidMax: v('1000001') })).toEqual({ ok: false, code: 'tecAMM_INVALID_TOKENS' });
    expect(a.bid(CAROL, T0, { bidMin: v('200'), bidMax: v('100') })).toEqual({
      ok: false,
      code: 'tecAMM_INVALID_TOKENS',
    });
    a.bid(CAROL, T0, { bidMin: v('1000') });
    expect(a.bid(BOB, T0, {}, v('10'))).toEqual({ ok: false, code: 'tecAMM_INVALID_TOKENS' });
    expect(a.bid(BOB, T0, {}, IssuedValue.zero)).toEqual({ ok: false, code: 'tecAMM_INVALID_TOKENS' });
  });

  it('treats a slot whose owner was deleted as free', () => {
    const a = new Auction(v('11000000'));
    a.bid(CAROL, T0, { bidMin: v('500') });
    const r = value(a.bid(BOB, T0, { bidMin: v('110'), ownerExists: false }));
    expect([r.price, r.refund].map(String)).toEqual(['110', '0']);
  });
});

describe('auction time slots', () => {
  const expiration = T0 + 86_400;
  it('numbers the 72-minute intervals 0..19 from the purchase', () => {
    expect(auctionTimeSlot(T0, expiration)).toBe(0);
    expect(auctionTimeSlot(T0 + 4_319, expiration)).toBe(0);
    expect(auctionTimeSlot(T0 + 4_320, expiration)).toBe(1);
    expect(auctionTimeSlot(T0 + 86_399, expiration)).toBe(19);
  });

  it('has none once expired or before the purchase', () => {
    expect(auctionTimeSlot(T0 + 86_400, expiration)).toBeNull();
    expect(auctionTimeSlot(T0 - 1, expiration)).toBeNull();
  });
});
