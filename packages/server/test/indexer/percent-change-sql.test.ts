/**
 * The stored 24 h price change is the one SQL percent formula the server keeps (the live markets sort by it):
 * on the same prices it is core's percent to the hundredth — gains, losses, no change, halves and tiny moves.
 */
import { hundredthsOf, percentFromHundredths } from '@horizon/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { storedPercent } from '../../src/views/contract-views.js';
import { percentChangeSql } from '../../src/indexer/token-data.js';
import { openTestPglite } from '../support/databases.js';

const SCALE = 6;
let db: Database;

beforeAll(async () => {
  db = await openTestPglite();
}, 120_000);
afterAll(async () => {
  await db.close();
});

/** Price units of 10^-6 XRP as decimal text: 1234567n → '1.234567'. */
const priceText = (units: bigint): string => {
  const text = units.toString().padStart(SCALE + 1, '0');
  return `${text.slice(0, -SCALE)}.${text.slice(-SCALE)}`;
};

async function sqlPercents(pairs: readonly (readonly [bigint, bigint])[]): Promise<number[]> {
  const rows = await db.query<{ change: string }>(
    `SELECT (${percentChangeSql('p.cur', 'p.old')})::text AS change
     FROM unnest($1::numeric[], $2::numeric[]) WITH ORDINALITY AS p(cur, old, n) ORDER BY p.n`,
    [pairs.map(([cur]) => priceText(cur)), pairs.map(([, old]) => priceText(old))],
  );
  return rows.map((r) => storedPercent(r.change));
}

const corePercent = ([cur, old]: readonly [bigint, bigint]) =>
  percentFromHundredths(hundredthsOf(cur - old, old));

describe('the price change formula in SQL', () => {
  it("agrees with core's percent on gains, losses, no change and exact halves", async () => {
    const pairs = [
      [2_000_000n, 3_000_000n], // −33.33
      [5_000_000n, 3_000_000n], // +66.67 (a truncation would say 66.66)
      [1_000_000n, 3_000_000n], // −66.67
      [3_000_000n, 3_000_000n], // 0
      [20_001n, 20_000n], // +0.005 exactly: half a hundredth, away from zero
      [19_999n, 20_000n], // −0.005: away from zero too
      [20_000_001n, 20_000_000n], // too small to show: 0
      [1n, 1_000_000n], // −100 (rounded from −99.9999)
      [9_000_000n, 1n], // a huge gain
    ] as const;
    const expected = pairs.map(corePercent);
    expect(expected).toEqual([-33.33, 66.67, -66.67, 0, 0.01, -0.01, 0, -100, 899999900]);
    expect(await sqlPercents(pairs)).toEqual(expected);
  });

  it("agrees with core's percent on any prices", async () => {
    const price = fc.bigInt({ min: 1n, max: 10n ** 15n });
    // Up to a billionfold rise: beyond it the percent's hundredths pass 2^53 and no JSON number holds them.
    const pair = fc.tuple(price, price).filter(([cur, old]) => cur < old * 10n ** 9n);
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { minLength: 1, maxLength: 40 }), async (pairs) => {
        expect(await sqlPercents(pairs)).toEqual(pairs.map(corePercent));
      }),
      { numRuns: 30 },
    );
  });
});
