import { describe, expect, it } from 'vitest';
import { validateAmmBid } from '../../../src/transaction/checks/amm-bid.js';
import { validateAmmCreate } from '../../../src/transaction/checks/amm-create.js';
import { validateAmmDeposit } from '../../../src/transaction/checks/amm-deposit.js';
import { validateAmmVote } from '../../../src/transaction/checks/amm-vote.js';
import { validateAmmWithdraw } from '../../../src/transaction/checks/amm-withdraw.js';
import type { LedgerTransaction } from '../../../src/transaction/types.js';
import { ACCOUNT, LPT, USD, USD_ISSUE, XRP_ISSUE, horizonErrorOf, without } from './helpers.js';

const POOL = { Account: ACCOUNT, Asset: XRP_ISSUE, Asset2: USD_ISSUE };

describe('AMMDeposit check', () => {
  const deposit = { TransactionType: 'AMMDeposit', ...POOL, Amount: '1000000' };

  it('passes with Asset, Asset2 and any one of Amount, Amount2, LPTokenOut', () => {
    expect(() => validateAmmDeposit(deposit)).not.toThrow();
    expect(() =>
      validateAmmDeposit({ ...without(deposit, 'Amount'), Amount2: USD } as LedgerTransaction),
    ).not.toThrow();
    expect(() =>
      validateAmmDeposit({ ...without(deposit, 'Amount'), LPTokenOut: LPT } as LedgerTransaction),
    ).not.toThrow();
  });

  it('needs one of Amount, Amount2, LPTokenOut', () => {
    const error = horizonErrorOf(() => validateAmmDeposit(without(deposit, 'Amount') as LedgerTransaction));
    expect(error.message).toBe('Missing required fields');
    expect(error.detail).toBe('AMMDeposit: missing field Amount, Amount2 or LPTokenOut');
  });

  it.each(['Asset', 'Asset2'])('needs %s', (field) => {
    expect(
      horizonErrorOf(() => validateAmmDeposit(without(deposit, field) as LedgerTransaction)).detail,
    ).toBe(`AMMDeposit: missing field ${field}`);
  });

  it('refuses an LPTokenOut in XRP and a malformed Asset', () => {
    expect(horizonErrorOf(() => validateAmmDeposit({ ...deposit, LPTokenOut: '5' })).detail).toBe(
      'AMMDeposit: invalid LPTokenOut',
    );
    expect(horizonErrorOf(() => validateAmmDeposit({ ...deposit, Asset: { currency: 'USD' } })).detail).toBe(
      'AMMDeposit: invalid Asset',
    );
  });
});

describe('AMMWithdraw check', () => {
  const withdraw = { TransactionType: 'AMMWithdraw', ...POOL };

  it('passes with Asset and Asset2 alone (withdraw all)', () => {
    expect(() => validateAmmWithdraw(withdraw)).not.toThrow();
    expect(() => validateAmmWithdraw({ ...withdraw, LPTokenIn: LPT })).not.toThrow();
  });

  it.each(['Asset', 'Asset2'])('needs %s', (field) => {
    expect(
      horizonErrorOf(() => validateAmmWithdraw(without(withdraw, field) as LedgerTransaction)).detail,
    ).toBe(`AMMWithdraw: missing field ${field}`);
  });

  it('refuses an XRP LPTokenIn', () => {
    expect(horizonErrorOf(() => validateAmmWithdraw({ ...withdraw, LPTokenIn: '1' })).detail).toBe(
      'AMMWithdraw: invalid LPTokenIn',
    );
  });
});

describe('AMMVote check', () => {
  const vote = { TransactionType: 'AMMVote', ...POOL, TradingFee: 1000 };

  it('passes with a TradingFee from 0 to 1000', () => {
    expect(() => validateAmmVote(vote)).not.toThrow();
    expect(() => validateAmmVote({ ...vote, TradingFee: 0 })).not.toThrow();
  });

  it.each(['Asset', 'Asset2', 'TradingFee'])('needs %s', (field) => {
    expect(horizonErrorOf(() => validateAmmVote(without(vote, field) as LedgerTransaction)).detail).toBe(
      `AMMVote: missing field ${field}`,
    );
  });

  it.each([1001, -1, 2.5, '500'])("refuses TradingFee %j: 'Trading fee must be between 0% and 1%'", (fee) => {
    const error = horizonErrorOf(() => validateAmmVote({ ...vote, TradingFee: fee }));
    expect(error.message).toBe('Trading fee must be between 0% and 1%');
    expect(error.code).toBe('validation.tradingFeeRange');
  });
});

describe('AMMCreate and AMMBid checks', () => {
  it('AMMCreate needs Amount, Amount2 and TradingFee', () => {
    const create = {
      TransactionType: 'AMMCreate',
      Account: ACCOUNT,
      Amount: '1000',
      Amount2: USD,
      TradingFee: 500,
    };
    expect(() => validateAmmCreate(create)).not.toThrow();
    for (const field of ['Amount', 'Amount2', 'TradingFee']) {
      expect(
        horizonErrorOf(() => validateAmmCreate(without(create, field) as LedgerTransaction)).detail,
      ).toBe(`AMMCreate: missing field ${field}`);
    }
  });

  it('AMMBid needs the pool and takes LP-token bids', () => {
    const bid = { TransactionType: 'AMMBid', ...POOL, BidMin: LPT };
    expect(() => validateAmmBid(bid)).not.toThrow();
    expect(horizonErrorOf(() => validateAmmBid({ ...bid, BidMax: '5' })).detail).toBe(
      'AMMBid: invalid BidMax',
    );
    expect(horizonErrorOf(() => validateAmmBid(without(bid, 'Asset2') as LedgerTransaction)).detail).toBe(
      'AMMBid: missing field Asset2',
    );
  });
});
