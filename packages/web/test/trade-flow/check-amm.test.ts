/** AMM deposits, withdrawals and votes are signed only as asked (issue 8: amounts, mode flags, pool, fee). */
import { describe, expect, it } from 'vitest';
import { convertAndCheck } from '../../src/trade-flow/sign-server-built.js';
import { FLOWS } from '../../src/trade-flow/flows.js';
import type { TradeIntent } from '../../src/trade-flow/types.js';
import { ISSUER, TOKEN, TRADER, TREASURY, unsigned } from './fixtures.js';

const ASSETS = { asset: { currency: 'XRP' }, asset2: { currency: 'USD', issuer: ISSUER } };
const USD = (value: string) => ({ currency: 'USD', issuer: ISSUER, value });
const LP_OUT = { currency: '03930D02208264E2E40EC1B0C09E4DB96EE197B1', issuer: TREASURY, value: '1' };

function check(intent: TradeIntent, fields: Record<string, unknown>) {
  const tx = unsigned({ ...ASSETS, ...fields });
  return convertAndCheck(intent, FLOWS[intent.kind].unsigned({ tx_to_sign: tx }), TRADER);
}

describe('AMM deposit', () => {
  const both: TradeIntent = {
    kind: 'ammDeposit',
    tokenId: TOKEN,
    side: 'DOUBLE',
    xrpAmount: '10',
    tokenAmount: '25.5',
  };
  const deposit = (f: Record<string, unknown>) =>
    check(both, { transaction_type: 'AMMDeposit', lp_token_out: LP_OUT, flags: 0x00100000, ...f });

  it('accepts both assets in exactly the amounts typed, two-asset mode', () => {
    expect(deposit({ amount: '10000000', amount2: USD('25.50') })).toHaveLength(1);
  });

  it('accepts both assets in what the ledger takes at the pool ratio, up to the amounts typed (issue 16)', () => {
    // The review reads these very amounts: 2,485 XRP taken of the 3000 typed is what it must show.
    expect(deposit({ amount: '8500000', amount2: USD('25.5') })).toHaveLength(1);
    expect(deposit({ amount: '10000000', amount2: USD('21.25') })).toHaveLength(1);
    expect(() => deposit({ amount: '0', amount2: USD('25.5') })).toThrow('XRP deposited');
  });

  it('refuses a deposit of more XRP or more tokens than typed', () => {
    expect(() => deposit({ amount: '10000001', amount2: USD('25.5') })).toThrow('XRP deposited');
    expect(() => deposit({ amount: '10000000', amount2: USD('25.6') })).toThrow('token deposited');
  });

  it('refuses a deposit that leaves out one of the amounts asked, or uses another mode', () => {
    expect(() => deposit({ amount: '10000000' })).toThrow('amounts deposited');
    expect(() => deposit({ amount: '10000000', amount2: USD('25.5'), flags: 0x00080000 })).toThrow(
      'deposit mode',
    );
  });

  it('single XRP: only XRP, single-asset mode', () => {
    const single: TradeIntent = { kind: 'ammDeposit', tokenId: TOKEN, side: 'SINGLE_XRP', xrpAmount: '5' };
    const tx = { transaction_type: 'AMMDeposit', amount: '5000000', lp_token_out: LP_OUT };
    expect(check(single, { ...tx, flags: 0x00080000 })).toHaveLength(1);
    expect(() => check(single, { ...tx, amount: USD('5'), flags: 0x00080000 })).toThrow('token deposited');
  });

  it('refuses another pool', () => {
    const other = { asset: { currency: 'XRP' }, asset2: { currency: 'EUR', issuer: ISSUER } };
    expect(() => deposit({ ...other, amount: '10000000', amount2: USD('25.5') })).toThrow('pool');
  });
});

describe('AMM withdraw', () => {
  const withdraw = (intent: Omit<TradeIntent & { kind: 'ammWithdraw' }, 'kind' | 'tokenId'>, f = {}) =>
    check({ kind: 'ammWithdraw', tokenId: TOKEN, ...intent }, { transaction_type: 'AMMWithdraw', ...f });

  it('all of both assets: withdraw-all mode with no amounts', () => {
    expect(withdraw({ side: 'DOUBLE' }, { flags: 0x00020000 })).toHaveLength(1);
  });

  it('refuses a withdraw-all when the user asked for a part', () => {
    const part = { side: 'DOUBLE', xrpAmount: '1', tokenAmount: '2' } as const;
    expect(() => withdraw(part, { flags: 0x00020000 })).toThrow('withdraw mode');
    expect(withdraw(part, { flags: 0x00100000, amount: '1000000', amount2: USD('2') })).toHaveLength(1);
    expect(() => withdraw(part, { flags: 0x00100000, amount: '1000000', amount2: USD('3') })).toThrow(
      'token withdrawn',
    );
  });

  it('all in one asset: that asset, one-asset withdraw-all mode', () => {
    const allXrp = { side: 'SINGLE_XRP' } as const;
    expect(withdraw(allXrp, { flags: 0x00040000, amount: '990000' })).toHaveLength(1);
    expect(() => withdraw(allXrp, { flags: 0x00040000, amount: USD('1') })).toThrow('asset withdrawn');
    expect(() => withdraw(allXrp, { flags: 0x00020000 })).toThrow('withdraw mode');
  });

  it('part in the token: exactly the amount typed', () => {
    const part = { side: 'SINGLE_TOKEN', tokenAmount: '7' } as const;
    expect(withdraw(part, { flags: 0x00080000, amount: USD('7') })).toHaveLength(1);
    expect(() => withdraw(part, { flags: 0x00080000, amount: USD('8') })).toThrow('token withdrawn');
  });
});

describe('AMM vote', () => {
  const vote: TradeIntent = { kind: 'ammVote', tokenId: TOKEN, tradingFeeUnits: 500 };
  it('accepts the fee chosen and refuses any other', () => {
    expect(check(vote, { transaction_type: 'AMMVote', trading_fee: 500 })).toHaveLength(1);
    expect(() => check(vote, { transaction_type: 'AMMVote', trading_fee: 1000 })).toThrow('trading fee');
  });
});
