import { describe, expect, it } from 'vitest';
import { bpsToPercentText, feeTable } from '../../src/fees/table.js';

describe('the /fees page table', () => {
  const table = feeTable();

  it('lists each program with its exact rate', () => {
    expect(table.rows.map((r) => [r.program, r.rateBps, r.ratePercent, r.paidBy])).toEqual([
      ['trading_fee', 100, '1.00', 'All of the fee transactions'],
      ['referral', 30, '0.30', 'tx_referral_fee'],
      ['burn', 25, '0.25', 'tx_burn_back'],
      ['burn_horizon', 40, '0.40', 'tx_burn_back'],
      ['treasury', null, '0.30–0.75', 'tx_fee'],
      ['devback', 5, '0.05', 'A payout batch from the treasury'],
    ]);
  });

  it("shows DESIGN.md's worked example first, in exact XRP", () => {
    const [first] = table.examples;
    expect(first?.kind).toBe('buy');
    expect(first?.xrp).toEqual({
      value: '10',
      total: '0.1',
      referral: '0',
      burn: '0.025',
      treasury: '0.075',
      devback: '0.005',
      treasuryKept: '0.07',
    });
  });

  it('works every example out so the parts add up to the total', () => {
    expect(
      table.examples.map((e) => [
        e.kind,
        e.category,
        e.xrp.total,
        e.xrp.referral,
        e.xrp.burn,
        e.xrp.treasury,
      ]),
    ).toEqual([
      ['buy', 'other', '0.1', '0', '0.025', '0.075'],
      ['buy', 'launched', '0.1', '0.03', '0.04', '0.03'],
      ['sell', 'other', '2.5', '0.75', '0.625', '1.125'],
      ['swap', 'platform', '10', '0', '4', '6'],
    ]);
    for (const { split } of table.examples)
      expect(split.referral + split.burn + split.treasury).toBe(split.total);
  });
});

describe('exact text of rates', () => {
  it.each([
    [100n, '1.00'],
    [30n, '0.30'],
    [5n, '0.05'],
    [0n, '0.00'],
  ])('%i basis points read %s%%', (bps, text) => {
    expect(bpsToPercentText(bps)).toBe(text);
  });
});
