/** Cache versioning and repair (spec §4, §5): what a stored record becomes when read. */
import { describe, expect, it } from 'vitest';
import { CacheMigrationError, readRecord } from '../../src/cache/repair.js';
import { areLpTokensStale, isRecordStale } from '../../src/cache/staleness.js';

const A = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const TOKEN = `USD:${'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe'}`;
const NOW = 1_700_000_000_000;

const holding = (extra: Record<string, unknown> = {}) => ({
  token_id: TOKEN,
  balance: '12.5',
  xrp_value: '3',
  currency_hex: '5553440000000000000000000000000000000000',
  currency_decoded: 'USD',
  issuer: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  total_xrp_spend: '4',
  total_xrp_sold: '1',
  pnl_xrp: '-3',
  pnl_percent: -75,
  ...extra,
});

describe('migration from version 2 or lower', () => {
  it('adds empty LP tokens, keeps the credentials, and marks the record for refresh', () => {
    const v2 = {
      version: 2,
      encryptedCredentials: 'LOCAL',
      lastUpdated: NOW - 5,
      holdings: { xrp_balance_available: '10' },
    };
    const record = readRecord(v2, A, NOW);
    expect(record).toMatchObject({
      version: 3,
      lpTokens: [],
      lpTokensLastUpdated: null,
      encryptedCredentials: 'LOCAL',
    });
    expect(record.holdings.xrp_balance_available).toBe('10');
    expect(record.needsRefresh).toBe(true);
  });

  it('a record without a version is treated as version 1 and migrates', () => {
    expect(readRecord({ lpTokens: ['old'] }, A, NOW).lpTokens).toEqual([]);
  });

  it('a version it cannot migrate (from the future, or not a number) fails so the wallet cache is cleared', () => {
    expect(() => readRecord({ version: 4 }, A, NOW)).toThrow(CacheMigrationError);
    expect(() => readRecord({ version: '2' }, A, NOW)).toThrow(CacheMigrationError);
  });
});

describe('repair of a malformed record', () => {
  it('a missing or non-object record becomes zero balances and empty lists for this address', () => {
    for (const raw of [null, 'text', 42, []]) {
      const record = readRecord(raw, A, NOW);
      expect(record.holdings).toEqual({
        classic_address: A,
        xrp_balance_available: '0',
        xrp_balance_with_reserve: '0',
        token_holdings: [],
        total_pnl_xrp: '0',
        total_pnl_pct: 0,
      });
      expect([record.transactions, record.trustlines, record.lpTokens]).toEqual([[], [], []]);
      expect(record.needsRefresh).toBe(true);
    }
  });

  it('corrects classic_address, resets negative or NaN XRP to 0, and sets non-list fields empty', () => {
    const record = readRecord(
      {
        version: 3,
        holdings: {
          classic_address: 'rSomeoneElse',
          xrp_balance_available: '-5',
          xrp_balance_with_reserve: 'NaN',
        },
        transactions: 'oops',
        trustlines: { token_id: TOKEN },
        lastUpdated: NOW - 10,
      },
      A,
      NOW,
    );
    expect(record.holdings.classic_address).toBe(A);
    expect(record.holdings.xrp_balance_available).toBe('0');
    expect(record.holdings.xrp_balance_with_reserve).toBe('0');
    expect(record.transactions).toEqual([]);
    expect(record.trustlines).toEqual([]);
    expect(record.lastUpdated).toBe(NOW - 10);
  });

  it('drops token holdings without a token_id or a numeric balance, keeps the rest', () => {
    const holdings = [
      holding(),
      holding({ token_id: '' }),
      holding({ balance: 'lots' }),
      holding({ balance: 7 }),
    ];
    const record = readRecord({ version: 3, holdings: { token_holdings: holdings } }, A, NOW);
    expect(record.holdings.token_holdings.map((h) => h.balance)).toEqual(['12.5', '7']);
  });

  it('keeps transactions with a tx_hash (at most 50) and trustlines with a token_id', () => {
    const txs = [
      { tx_hash: 'A' },
      { nope: 1 },
      ...Array.from({ length: 60 }, (_, i) => ({ tx_hash: `H${i}` })),
    ];
    const record = readRecord(
      { version: 3, transactions: txs, trustlines: [{ token_id: TOKEN }, {}] },
      A,
      NOW,
    );
    expect(record.transactions).toHaveLength(50);
    expect(record.transactions[0]).toEqual({ tx_hash: 'A' });
    expect(record.trustlines).toEqual([{ token_id: TOKEN }]);
  });
});

describe('staleness', () => {
  const fresh = readRecord({ version: 3, lastUpdated: NOW, needsRefresh: false }, A, NOW);

  it('a record is stale after 24 hours or when marked for refresh', () => {
    expect(isRecordStale(fresh, NOW + 24 * 3_600_000)).toBe(false);
    expect(isRecordStale(fresh, NOW + 24 * 3_600_000 + 1)).toBe(true);
    expect(isRecordStale({ ...fresh, needsRefresh: true }, NOW)).toBe(true);
  });

  it('LP tokens are stale after 2 minutes when empty, 10 minutes when not, and when never fetched', () => {
    const empty = { ...fresh, lpTokensLastUpdated: NOW };
    expect(areLpTokensStale(empty, NOW + 120_000)).toBe(false);
    expect(areLpTokensStale(empty, NOW + 120_001)).toBe(true);
    const some = { ...empty, lpTokens: [{}] };
    expect(areLpTokensStale(some, NOW + 600_000)).toBe(false);
    expect(areLpTokensStale(some, NOW + 600_001)).toBe(true);
    expect(areLpTokensStale(fresh, NOW)).toBe(true);
  });
});
