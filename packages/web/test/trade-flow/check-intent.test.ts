/** The browser refuses to sign what differs from what the user asked (issue 8, DESIGN "Unsigned → signed"). */
import { orderTotalDrops, tokenValue } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { convertAndCheck } from '../../src/trade-flow/sign-server-built.js';
import { FLOWS } from '../../src/trade-flow/flows.js';
import type { TradeIntent } from '../../src/trade-flow/types.js';
import { ISSUER, TOKEN, TRADER, TREASURY, buyResponse, unsigned } from './fixtures.js';

const BUY: TradeIntent = { kind: 'buy', tokenId: TOKEN, xrpAmount: '10', slippagePercent: 1 };

function check(intent: TradeIntent, response: unknown) {
  return convertAndCheck(intent, FLOWS[intent.kind].unsigned(response), TRADER);
}

describe('a buy is signed only as asked', () => {
  it('accepts the server buy: the offer, the treasury fee and the burn, in ledger field names', () => {
    const txs = check(BUY, buyResponse());
    expect(txs.map((t) => [t.role, t.tx.TransactionType])).toEqual([
      ['buy', 'OfferCreate'],
      ['fee', 'Payment'],
      ['burn_back', 'Payment'],
    ]);
    expect(txs[0]?.tx['TakerGets']).toBe('10000000');
  });

  it('refuses a buy that spends more XRP than the user typed', () => {
    const buy = unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: '10000001',
      taker_pays: { currency: 'USD', issuer: ISSUER, value: '99' },
      flags: 0x000c0000,
    });
    expect(() => check(BUY, buyResponse({ buy_tx: buy }))).toThrow(
      'Refused to sign: amount paid differs from your request',
    );
  });

  it('refuses a buy of another issuer’s token with the same code', () => {
    const buy = unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: '10000000',
      taker_pays: { currency: 'USD', issuer: TREASURY, value: '99' },
    });
    expect(() => check(BUY, buyResponse({ buy_tx: buy }))).toThrow('token bought');
  });

  it('refuses fees above 1% of the trade (10 XRP → at most 0.1 XRP)', () => {
    const fee = unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '100001' });
    expect(() => check(BUY, buyResponse({ tx_fee: fee }))).toThrow('trading fee');
    const exact = unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '100000' });
    expect(check(BUY, buyResponse({ tx_fee: exact }))).toHaveLength(3);
  });

  it('refuses a fee payment with the partial-payment flag', () => {
    const fee = unsigned({
      transaction_type: 'Payment',
      destination: TREASURY,
      amount: '75000',
      flags: 0x20000,
    });
    expect(() => check(BUY, buyResponse({ tx_fee: fee }))).toThrow('fee flags');
  });

  it('refuses a burn sent anywhere but the token’s issuer', () => {
    const burn = unsigned({
      transaction_type: 'Payment',
      destination: TREASURY,
      amount: { currency: 'USD', issuer: ISSUER, value: '0.25' },
    });
    expect(() => check(BUY, buyResponse({ tx_burn_back: burn }))).toThrow('burn destination');
  });

  it('refuses a transaction of another account and a network fee above 2 XRP', () => {
    const other = { ...buyResponse().tx_fee, account: TREASURY };
    expect(() => check(BUY, buyResponse({ tx_fee: other }))).toThrow('fee account');
    const costly = { ...buyResponse().tx_fee, fee: '2000001' };
    expect(() => check(BUY, buyResponse({ tx_fee: costly }))).toThrow('fee network fee');
  });
});

describe('sells, sends, cancels and trustlines', () => {
  const sellResponse = (offered: string, burn: string) => ({
    sell_tx: unsigned({
      transaction_type: 'OfferCreate',
      taker_gets: { currency: 'USD', issuer: ISSUER, value: offered },
      taker_pays: '9900000',
      flags: 0x000c0000,
    }),
    tx_fee: unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '75000' }),
    tx_burn_back: unsigned({
      transaction_type: 'Payment',
      destination: ISSUER,
      amount: { currency: 'USD', issuer: ISSUER, value: burn },
    }),
  });
  const SELL: TradeIntent = { kind: 'sell', tokenId: TOKEN, tokenAmount: '100', slippagePercent: 1 };

  it('a sell offers the tokens minus the burn: together exactly what the user sells', () => {
    expect(check(SELL, sellResponse('99.75', '0.25'))).toHaveLength(3);
    expect(() => check(SELL, sellResponse('99.76', '0.25'))).toThrow('amount sold');
  });

  it('an XRP send must go to the typed destination with the typed amount and tag', () => {
    const intent: TradeIntent = {
      kind: 'sendXrp',
      destination: TREASURY,
      xrpAmount: '1.5',
      destinationTag: 7,
    };
    const tx = (fields: Record<string, unknown>) => ({
      tx_to_sign: unsigned({
        transaction_type: 'Payment',
        destination: TREASURY,
        amount: '1500000',
        destination_tag: 7,
        ...fields,
      }),
    });
    expect(check(intent, tx({}))).toHaveLength(1);
    expect(() => check(intent, tx({ destination: ISSUER }))).toThrow(
      'Invalid transaction field: Payment.Destination',
    );
    expect(() => check(intent, tx({ amount: '1500001' }))).toThrow('amount');
    expect(() => check(intent, tx({ destination_tag: 8 }))).toThrow('destination tag');
  });

  it('a token send compares values as numbers (1.50 is 1.5)', () => {
    const intent: TradeIntent = {
      kind: 'sendToken',
      tokenId: TOKEN,
      destination: TREASURY,
      tokenAmount: '1.50',
    };
    const response = {
      tx_to_sign: unsigned({
        transaction_type: 'Payment',
        destination: TREASURY,
        amount: { currency: 'USD', issuer: ISSUER, value: '1.5' },
      }),
    };
    expect(check(intent, response)).toHaveLength(1);
  });

  it('a cancel must be an OfferCancel of the chosen order', () => {
    const intent: TradeIntent = { kind: 'cancelOrder', offerSequence: 42 };
    const ok = { tx_to_sign: unsigned({ transaction_type: 'OfferCancel', offer_sequence: 42 }) };
    expect(check(intent, ok)).toHaveLength(1);
    const other = { tx_to_sign: unsigned({ transaction_type: 'OfferCancel', offer_sequence: 41 }) };
    expect(() => check(intent, other)).toThrow('order');
    const payment = {
      tx_to_sign: unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '1' }),
    };
    expect(() => check(intent, payment)).toThrow('Invalid transaction type');
  });

  it('clearing a trustline sets the limit of that token to 0 and may not freeze it', () => {
    const intent: TradeIntent = { kind: 'trustlineClear', tokenId: TOKEN };
    const line = (value: string, flags?: number) => ({
      tx_to_sign: unsigned({
        transaction_type: 'TrustSet',
        limit_amount: { currency: 'USD', issuer: ISSUER, value },
        ...(flags === undefined ? {} : { flags }),
      }),
    });
    expect(check(intent, line('0', 0x20000))).toHaveLength(1);
    expect(() => check(intent, line('1000'))).toThrow('TrustSet.LimitAmount');
    expect(() => check(intent, line('0', 0x100000))).toThrow('trustline flags');
  });
});

describe('limit order totals in drops', () => {
  it('multiplies exactly, rounding a seller’s ask up and a buyer’s bid down', () => {
    // 3 × 0.3333333 XRP = 999,999.9 drops.
    expect(orderTotalDrops(tokenValue('3'), '0.3333333', true)).toBe(1_000_000n);
    expect(orderTotalDrops(tokenValue('3'), '0.3333333', false)).toBe(999_999n);
    expect(orderTotalDrops(tokenValue('0.0000001'), '1.5', true)).toBe(1n);
    expect(orderTotalDrops(tokenValue('0.0000001'), '1.5', false)).toBe(0n);
    expect(orderTotalDrops(tokenValue('1234.5'), '2', false)).toBe(2_469_000_000n);
  });
});
