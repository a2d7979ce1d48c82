/** Every review that is not a buy, sell or swap ends with one total of what leaves the wallet, fees included. */
import type { SignableBase } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { buildPreview } from '../../src/trade-flow/preview.js';
import { reviewTotal } from '../../src/trade-flow/review-total.js';
import type { RoleTx } from '../../src/trade-flow/types.js';
import { ISSUER, TOKEN, TRADER, TREASURY } from './fixtures.js';

const tx = (role: string, fields: Record<string, unknown>): RoleTx => ({
  role,
  tx: { Account: TRADER, Fee: '12', ...fields } as SignableBase,
});
const usd = (value: string) => ({ currency: 'USD', issuer: ISSUER, value });
const LP = { currency: '03930D02208264E2E40EC1B0C09E4DB96EE197B1', issuer: ISSUER, value: '12.5' };

describe('the total of a review', () => {
  it('a send of XRP: the amount and the network fee', () => {
    const send = [tx('single', { TransactionType: 'Payment', Destination: ISSUER, Amount: '1500000' })];
    expect(reviewTotal({ kind: 'sendXrp', xrpAmount: '1.5', destination: ISSUER }, send)).toEqual([
      { label: 'Total', amount: '1.500012 XRP' },
    ]);
  });

  it('a send of a token: the tokens, and the network fee in XRP', () => {
    const send = [tx('single', { TransactionType: 'Payment', Destination: ISSUER, Amount: usd('2.5') })];
    expect(
      reviewTotal({ kind: 'sendToken', tokenId: TOKEN, tokenAmount: '2.5', destination: ISSUER }, send),
    ).toEqual([
      { label: 'Total', amount: '2.5 USD' },
      { label: 'Total', amount: '0.000012 XRP' },
    ]);
  });

  it('a limit buy: the XRP offered, every fee payment and all network fees; the burn in tokens', () => {
    const txs = [
      tx('limit_order', { TransactionType: 'OfferCreate', TakerGets: '10000000', TakerPays: usd('100') }),
      tx('fee', { TransactionType: 'Payment', Destination: TREASURY, Amount: '70000' }),
      tx('referral_fee', { TransactionType: 'Payment', Destination: TREASURY, Amount: '30000' }),
      tx('burn_back', { TransactionType: 'Payment', Destination: ISSUER, Amount: usd('0.1') }),
    ];
    const intent = {
      kind: 'limitOrder' as const,
      tokenId: TOKEN,
      sell: false,
      tokenAmount: '100',
      pricePerToken: '0.1',
    };
    expect(reviewTotal(intent, txs)).toEqual([
      { label: 'Total', amount: '0.1 USD' },
      { label: 'Total', amount: '10.100048 XRP' },
    ]);
  });

  it('a deposit of both assets: at most both amounts; the LP tokens are not counted', () => {
    const txs = [
      tx('single', { TransactionType: 'AMMDeposit', Amount: '5000000', Amount2: usd('50'), LPTokenOut: LP }),
    ];
    const intent = { kind: 'ammDeposit' as const, tokenId: TOKEN, side: 'DOUBLE' as const };
    expect(reviewTotal(intent, txs)).toEqual([
      { label: 'Total (at most)', amount: '50 USD' },
      { label: 'Total (at most)', amount: '5.000012 XRP' },
    ]);
  });

  it('a trustline or a vote: only the network fee leaves (the reserve stays the wallet’s)', () => {
    const trust = [tx('single', { TransactionType: 'TrustSet', LimitAmount: usd('1000000000') })];
    expect(buildPreview({ kind: 'trustlineSet', tokenId: TOKEN }, trust).total).toEqual([
      { label: 'Total', amount: '0.000012 XRP' },
    ]);
    const vote = [tx('single', { TransactionType: 'AMMVote', TradingFee: 500 })];
    expect(buildPreview({ kind: 'ammVote', tokenId: TOKEN, tradingFeeUnits: 500 }, vote).total).toEqual([
      { label: 'Total', amount: '0.000012 XRP' },
    ]);
  });
});
