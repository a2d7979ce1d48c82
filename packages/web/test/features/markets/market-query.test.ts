import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKETS_QUERY,
  applyTokenUpdate,
  marketsSearchParams,
  nextSort,
  parseMarketsQuery,
} from '../../../src/features/markets/market-query.js';
import { FIXTURE_ISSUER, tokenRecord } from '../../fixtures/token-record.js';

const token = (ticker: string) => tokenRecord(ticker);

describe('live markets query (issue 7 item 5)', () => {
  it('defaults to market cap, high first, no filter', () => {
    expect(parseMarketsQuery(new URLSearchParams(''))).toEqual(DEFAULT_MARKETS_QUERY);
    expect(parseMarketsQuery(new URLSearchParams('sort=evil&order=sideways'))).toEqual(DEFAULT_MARKETS_QUERY);
  });

  it('reads sort, order and a trimmed filter from the URL, and writes only what differs', () => {
    const query = parseMarketsQuery(new URLSearchParams('sort=volume_24h&order=asc&q=%20ARMY%20'));
    expect(query).toEqual({ sort: 'volume_24h', order: 'asc', q: 'ARMY' });
    expect(marketsSearchParams(query).toString()).toBe('sort=volume_24h&order=asc&q=ARMY');
    expect(marketsSearchParams(DEFAULT_MARKETS_QUERY).toString()).toBe('');
  });

  it('flips the order on the same column and starts a new column high first', () => {
    expect(nextSort(DEFAULT_MARKETS_QUERY, 'marketcap_usd').order).toBe('asc');
    expect(nextSort({ ...DEFAULT_MARKETS_QUERY, order: 'asc' }, 'holders')).toEqual({
      sort: 'holders',
      order: 'desc',
      q: '',
    });
  });

  it('patches the updated token from a live event and leaves the others', () => {
    const rows = [token('AAA'), token('BBB')];
    const next = applyTokenUpdate(rows, {
      type: 'token_update',
      token_id: `BBB:${FIXTURE_ISSUER}`,
      price_in_xrp: '0.75',
      marketcap_usd: '1500',
      volume_24h: '12',
      liquidity_usd: '600',
      holders: 4,
      amm_xrp_amount: '110',
      amm_token_amount: '190',
      updated_at: '2025-01-02T00:00:00Z',
    });
    expect(next[0]).toBe(rows[0]);
    expect(next[1]).toMatchObject({
      price_in_xrp: '0.75',
      marketcap_usd: '1500',
      holders: 4,
      volume_7d: '70',
    });
    expect(
      applyTokenUpdate(rows, {
        type: 'ledger',
        ledger_index: 5,
        ledger_hash: 'A'.repeat(64),
        close_time: '2025-01-01T00:00:00Z',
        txn_count: 0,
      }),
    ).toBe(rows);
  });

  it('takes the 24 h change from an update that carries it, keeps it from one that does not', () => {
    const rows = [token('AAA')];
    const update = {
      type: 'token_update' as const,
      token_id: rows[0]?.token_id ?? '',
      price_in_xrp: '0.6',
      marketcap_usd: '1200',
      volume_24h: '12',
      liquidity_usd: '600',
      holders: 3,
      amm_xrp_amount: '110',
      amm_token_amount: '190',
      updated_at: '2025-01-02T00:00:00Z',
    };
    const changed = applyTokenUpdate(rows, { ...update, price_change_24h: '20.00' });
    expect(changed[0]?.price_change_24h).toBe('20.00');
    expect(applyTokenUpdate(changed, { ...update, price_change_24h: null })[0]?.price_change_24h).toBeNull();
    expect(applyTokenUpdate(changed, update)[0]?.price_change_24h).toBe('20.00');
  });
});
