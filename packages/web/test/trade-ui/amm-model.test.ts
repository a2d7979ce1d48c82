/** The pool forms ask for exactly what the user chose (spec §7 AMM calls, §5 vote fee, §8 AMM messages). */
import { describe, expect, it } from 'vitest';
import {
  ENTER_AMOUNTS,
  depositIntent,
  percentOfAmount,
  voteUnits,
  withdrawIntent,
} from '../../src/trade-ui/amm-model.js';

const TOKEN = 'USD:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const BAL = { xrp: '100', token: '50' };
const POSITION = { user_lp_balance: '10', user_xrp_amount: '20.000001', user_token_amount: '7.5' };

describe('deposit', () => {
  it('both: names both amounts', () => {
    const form = { tokenId: TOKEN, side: 'DOUBLE', xrpAmount: '10', tokenAmount: '5' } as const;
    expect(depositIntent(form, BAL)).toEqual({
      ok: true,
      value: { tokenId: TOKEN, side: 'DOUBLE', xrpAmount: '10', tokenAmount: '5' },
    });
  });

  it('single XRP: names only XRP, even when a token amount was typed before switching', () => {
    const form = { tokenId: TOKEN, side: 'SINGLE_XRP', xrpAmount: '3', tokenAmount: '9' } as const;
    expect(depositIntent(form, BAL)).toEqual({
      ok: true,
      value: { tokenId: TOKEN, side: 'SINGLE_XRP', xrpAmount: '3' },
    });
  });

  it('refuses a missing amount and more than the wallet holds', () => {
    expect(
      depositIntent({ tokenId: TOKEN, side: 'SINGLE_TOKEN', xrpAmount: '1', tokenAmount: '' }, BAL),
    ).toEqual({ ok: false, error: ENTER_AMOUNTS });
    expect(
      depositIntent({ tokenId: TOKEN, side: 'SINGLE_TOKEN', xrpAmount: '', tokenAmount: '50.01' }, BAL),
    ).toEqual({
      ok: false,
      error: 'Insufficient balance for deposit',
    });
  });
});

describe('withdraw', () => {
  it('all takes everything: no amounts (withdraw-all), in both or one asset', () => {
    expect(withdrawIntent(TOKEN, 'DOUBLE', { all: true, percent: 0, amount: '' }, POSITION)).toEqual({
      ok: true,
      value: { tokenId: TOKEN, side: 'DOUBLE' },
    });
    expect(withdrawIntent(TOKEN, 'SINGLE_TOKEN', { all: true, percent: 0, amount: '' }, POSITION)).toEqual({
      ok: true,
      value: { tokenId: TOKEN, side: 'SINGLE_TOKEN' },
    });
  });

  it('a part in both assets names that share of each side, rounded down', () => {
    expect(withdrawIntent(TOKEN, 'DOUBLE', { all: false, percent: 25, amount: '' }, POSITION)).toEqual({
      ok: true,
      value: { tokenId: TOKEN, side: 'DOUBLE', xrpAmount: '5', tokenAmount: '1.875' },
    });
  });

  it('a part in one asset names the amount typed', () => {
    expect(withdrawIntent(TOKEN, 'SINGLE_XRP', { all: false, percent: 0, amount: '4.2' }, POSITION)).toEqual({
      ok: true,
      value: { tokenId: TOKEN, side: 'SINGLE_XRP', xrpAmount: '4.2' },
    });
  });

  it('without LP tokens: the catalogue message', () => {
    const none = { ...POSITION, user_lp_balance: '0' };
    expect(withdrawIntent(TOKEN, 'DOUBLE', { all: true, percent: 0, amount: '' }, none)).toEqual({
      ok: false,
      error: 'Insufficient LP token balance',
    });
  });

  it('percent of an amount never rounds up', () => {
    expect(percentOfAmount('0.000003', 50, 6)).toBe('0.000001');
    expect(percentOfAmount('1', 33, 6)).toBe('0.33');
    expect(percentOfAmount('0', 50, 6)).toBe('0');
  });
});

describe('vote fee', () => {
  it('0% to 1% in ledger units (1% = 1000)', () => {
    expect(voteUnits('0.5')).toEqual({ ok: true, value: 500 });
    expect(voteUnits('0')).toEqual({ ok: true, value: 0 });
    expect(voteUnits('1')).toEqual({ ok: true, value: 1000 });
  });

  it('outside the range: the spec’s message', () => {
    expect(voteUnits('1.01')).toEqual({ ok: false, error: 'Trading fee must be between 0% and 1%' });
    expect(voteUnits('')).toEqual({ ok: false, error: 'Trading fee must be between 0% and 1%' });
  });
});
