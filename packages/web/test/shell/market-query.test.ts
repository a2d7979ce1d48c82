import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKETS_QUERY,
  applyTokenUpdate,
  marketsSearchParams,
  nextSort,
  parseMarketsQuery,
} from '../../src/shell/market-query.js';
import { FIXTURE_ISSUER, tokenRecord } from '../fixtures/token-record.js';

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

  it('patches the updated token from a live event, every market field, and leaves the others', () => {
    const rows = [token('AAA'), token('BBB')];
    const update = {
      type: 'token_update' as const,
      token_id: `BBB:${FIXTURE_ISSUER}`,
      price_in_xrp: '0.75',
      marketcap_usd: '1500',
      volume_24h: '12',
      volume_7d: '82',
      price_change_24h: 20,
      price_change_since_first_trade: true,
      liquidity_usd: '600',
      supply: '1000010',
      holders: 4,
      trustlines: 5,
      amm_xrp_amount: '110',
      amm_token_amount: '190',
      amm_trading_fee: 500,
      updated_at: '2025-01-02T00:00:00Z',
    };
    const next = applyTokenUpdate(rows, update);
    expect(next[0]).toBe(rows[0]);
    // The 7-day volume moves with the 24 h one: the row never shows 24 h above 7 d.
    const { type: _type, ...fields } = update;
    expect(next[1]).toEqual({ ...rows[1], ...fields });
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
});
