/** The launch form becomes the server's request, with core's messages for what stops it. */
import { INPUT_ERRORS } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LAUNCH,
  launchRequest,
  termsOf,
  typedAmountErrors,
} from '../../../src/features/launch/launch-form.js';

const CREATOR = 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC';
const ISSUER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const FORM = {
  ...EMPTY_LAUNCH,
  name: 'Moon',
  ticker: 'MOON',
  initialXrp: '50',
  initialTokens: '400000',
  feePercent: '0.5',
};

describe('launch form', () => {
  it('builds the request: fee in ledger units, empty links left out', () => {
    const result = launchRequest({ ...FORM, website: 'https://moon.example' }, CREATOR, ISSUER);
    expect(result).toEqual({
      ok: true,
      request: expect.objectContaining({
        classic_address: CREATOR,
        issuer_address: ISSUER,
        ticker: 'MOON',
        supply: '1000000',
        trading_fee: 500,
        links: { website: 'https://moon.example' },
        icon: null,
      }),
    });
  });

  it('names each field that stops it', () => {
    const result = launchRequest(
      { ...FORM, ticker: 'XRP', initialTokens: '2000000', feePercent: '2' },
      CREATOR,
      ISSUER,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.feePercent).toBe('Trading fee must be between 0% and 1%');
    expect(result.errors.ticker).toBe('Ticker cannot be used as a currency code');
    expect(result.errors.initialTokens).toBe('Initial token liquidity cannot exceed the supply');
  });

  it('refuses a negative, 7-decimal or empty amount in plain words, never zod’s', () => {
    const typed = { ...FORM, supply: '-5', initialXrp: '1.1234567' };
    expect(typedAmountErrors(typed)).toEqual({
      supply: INPUT_ERRORS.amountNegative,
      initialXrp: INPUT_ERRORS.xrpDecimals,
    });
    const result = launchRequest({ ...typed, name: '' }, CREATOR, ISSUER);
    if (result.ok) throw new Error('expected refusals');
    expect(result.errors).toMatchObject({
      supply: INPUT_ERRORS.amountNegative,
      initialXrp: INPUT_ERRORS.xrpDecimals,
    });
    for (const message of Object.values(result.errors)) expect(message).not.toMatch(/Too small|expected|: /);
  });

  it('sends amounts as the API spells them', () => {
    const result = launchRequest({ ...FORM, initialXrp: '.5', supply: '1000000.' }, CREATOR, ISSUER);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect([result.request.initial_xrp_amount, result.request.supply]).toEqual(['0.5', '1000000']);
  });

  it('the terms carry the ticker as the ledger’s currency code', () => {
    const result = launchRequest(FORM, CREATOR, ISSUER);
    if (!result.ok) throw new Error('expected a request');
    expect(termsOf(result.request)).toEqual({
      creator: CREATOR,
      issuer: ISSUER,
      currency: '4D4F4F4E00000000000000000000000000000000',
      supply: '1000000',
      initialXrp: '50',
      initialTokens: '400000',
      tradingFeeUnits: 500,
    });
  });
});
