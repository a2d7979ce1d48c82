/** Swaps and limit orders are signed only as asked: amounts, tokens, price, and the 1% fee cap. */
import { describe, expect, it } from 'vitest';
import { convertAndCheck } from '../../src/trade-flow/sign-server-built.js';
import { FLOWS } from '../../src/trade-flow/flows.js';
import type { TradeIntent } from '../../src/trade-flow/types.js';
import { ISSUER, TOKEN, TRADER, TREASURY, unsigned } from './fixtures.js';

const EUR = `EUR:${ISSUER}`;
const usd = (value: string) => ({ currency: 'USD', issuer: ISSUER, value });
const eur = (value: string) => ({ currency: 'EUR', issuer: ISSUER, value });

function check(intent: TradeIntent, response: unknown) {
  return convertAndCheck(intent, FLOWS[intent.kind].unsigned(response), TRADER);
}

describe('a swap is signed only as asked', () => {
  const swap: TradeIntent = {
    kind: 'swap',
    fromTokenId: TOKEN,
    toTokenId: EUR,
    fromAmount: '50',
    valueXrp: '20',
  };
  const response = (over: Record<string, unknown> = {}) => ({
    tx_trustline_to: null,
    tx_swap: unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: usd('50'),
      taker_pays: eur('9'),
      flags: 0x000c0000,
    }),
    tx_fee: unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '150000' }),
    tx_referral_fee: null,
    tx_burn_back: unsigned({ transaction_type: 'Payment', destination: ISSUER, amount: eur('0.01') }),
    ...over,
  });

  it('accepts selling exactly the tokens typed for the token chosen', () => {
    expect(check(swap, response()).map((t) => t.role)).toEqual(['swap', 'fee', 'burn_back']);
  });

  it('refuses selling more, or buying another token', () => {
    const more = unsigned({ transaction_type: 'OfferCreate', taker_gets: usd('51'), taker_pays: eur('9') });
    expect(() => check(swap, response({ tx_swap: more }))).toThrow('amount sold');
    const other = unsigned({ transaction_type: 'OfferCreate', taker_gets: usd('50'), taker_pays: usd('9') });
    expect(() => check(swap, response({ tx_swap: other }))).toThrow('token bought');
  });

  it('caps the fees at 1% of the quoted value plus 1% headroom (20 XRP → 0.202 XRP)', () => {
    const at = unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '202000' });
    expect(check(swap, response({ tx_fee: at }))).toHaveLength(3);
    const over = unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '202001' });
    expect(() => check(swap, response({ tx_fee: over }))).toThrow('trading fee');
  });

  it('refuses a burn of the token sold instead of the token received', () => {
    const burn = unsigned({ transaction_type: 'Payment', destination: ISSUER, amount: usd('0.01') });
    expect(() => check(swap, response({ tx_burn_back: burn }))).toThrow('burn token');
  });
});

describe('a limit order is signed only as asked', () => {
  const buy: TradeIntent = {
    kind: 'limitOrder',
    tokenId: TOKEN,
    sell: false,
    tokenAmount: '100',
    pricePerToken: '0.5',
  };
  const response = (over: Record<string, unknown> = {}) => ({
    tx_limit_order: unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: '50000000',
      taker_pays: usd('100'),
    }),
    tx_fee: unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '500000' }),
    ...over,
  });

  it('a bid of 100 tokens at 0.5 XRP pays exactly 50 XRP, fee at most 0.5 XRP', () => {
    expect(check(buy, response())).toHaveLength(2);
    const fee = unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '500001' });
    expect(() => check(buy, response({ tx_fee: fee }))).toThrow('trading fee');
  });

  it('refuses another price, another amount, or a fill-or-kill order', () => {
    const price = unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: '50000001',
      taker_pays: usd('100'),
    });
    expect(() => check(buy, response({ tx_limit_order: price }))).toThrow('price');
    const amount = unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: '50000000',
      taker_pays: usd('101'),
    });
    expect(() => check(buy, response({ tx_limit_order: amount }))).toThrow('amount bought');
    const fok = unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: '50000000',
      taker_pays: usd('100'),
      flags: 0x00040000,
    });
    expect(() => check(buy, response({ tx_limit_order: fok }))).toThrow('order flags');
  });
});

describe('clear all trustlines', () => {
  it('every transaction must clear a line to 0; a payment among them is refused', () => {
    const clear = (currency: string) =>
      unsigned({ transaction_type: 'TrustSet', limit_amount: { currency, issuer: ISSUER, value: '0' } });
    const ok = { txs_to_sign: [clear('USD'), clear('EUR')], count: 2 };
    expect(check({ kind: 'trustlineClearAll' }, ok)).toHaveLength(2);
    const pay = unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '1' });
    expect(() =>
      check({ kind: 'trustlineClearAll' }, { txs_to_sign: [clear('USD'), pay], count: 2 }),
    ).toThrow();
  });
});
