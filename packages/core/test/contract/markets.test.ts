import { describe, expect, it } from 'vitest';
import { ServerEventSchema } from '../../src/contract/events.js';
import { SERVER_EVENT_TYPES } from '../../src/contract/event-types.js';
import {
  CandlesQuerySchema,
  CandlesResponseSchema,
  TokenDetailSchema,
  TokenListQuerySchema,
  TokenListResponseSchema,
  TokenRecordSchema,
  TokenSearchQuerySchema,
  TokenSearchResponseSchema,
} from '../../src/contract/markets.js';
import {
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  WalletViewSchema,
  XrpUsdRateSchema,
} from '../../src/contract/traders.js';
import { HOLDINGS, TOKEN_RECORD, TRADE } from './fixtures.js';
import {
  ALICE,
  BAD_ADDRESS,
  BAD_TOKEN,
  BAD_TOKEN_ID,
  BAD_XRP,
  HASH,
  TOKEN,
  describeSchemas,
} from './schema-cases.js';

const TOKEN_RESULT = {
  type: 'token',
  token_id: TOKEN,
  name: 'Horizon Dollar',
  ticker: 'USD',
  token_icon_url: null,
  marketcap_usd: '12345.67',
};
const CANDLE = {
  time: 1_735_689_600,
  open: '0.02',
  high: '0.025',
  low: '0.019',
  close: '0.021',
  volume_xrp: '150.5',
  trades: 12,
};

describeSchemas('market data (DESIGN "API beyond spec §7")', [
  {
    name: 'token record (token_data)',
    schema: TokenRecordSchema,
    valid: TOKEN_RECORD,
    optional: ['fee_category'],
    breaks: {
      token_id: BAD_TOKEN_ID,
      price_in_xrp: [0.02, '-1'],
      volume_24h: BAD_XRP,
      price_change_24h: ['1.23', '12.50', 1.234, 0.001, Number.NaN, Number.POSITIVE_INFINITY],
      supply: BAD_TOKEN,
      holders: [-1, '2'],
      token_developer: BAD_ADDRESS,
      token_url_link: ['javascript:alert(1)', 'ftp://x'],
      // Icons are ours: only a path this server hosts, never a third party's link or inline data.
      token_icon_url: [
        'icon.png',
        '/api/icons/1.png',
        'https://tracker.example/pixel.png',
        'data:image/png;base64,iVBORw0KGgo=',
        '//evil.example/x.png',
      ],
      amm_trading_fee: [1001],
      created_at: ['2025-01-01'],
      fee_category: ['premium'],
    },
  },
  {
    name: 'token detail',
    schema: TokenDetailSchema,
    valid: { ...TOKEN_RECORD, chart_data: [{ time: 1_735_689_600, price_in_xrp: '0.02' }] },
    optional: ['fee_category'],
    breaks: { chart_data: [[{ time: 'noon', price_in_xrp: '0.02' }], [{ time: 1, price_in_xrp: 0.02 }]] },
  },
  {
    name: 'search query',
    schema: TokenSearchQuerySchema,
    valid: { q: 'usd' },
    breaks: { q: ['', '   ', 'x'.repeat(101)] },
  },
  {
    name: 'search answer',
    schema: TokenSearchResponseSchema,
    valid: { results: [TOKEN_RESULT, { type: 'wallet', address: ALICE }] },
    breaks: {
      results: [
        Array(11).fill(TOKEN_RESULT),
        [{ type: 'wallet', address: 'rNot' }],
        [{ ...TOKEN_RESULT, marketcap_usd: 5 }],
      ],
    },
  },
  {
    name: 'live markets query',
    schema: TokenListQuerySchema,
    valid: { sort: 'volume_24h', order: 'asc', limit: '20', offset: '40', q: 'hor' },
    optional: ['sort', 'order', 'limit', 'offset', 'q'],
    breaks: { sort: ['name'], order: ['up'], limit: ['0', '101', 'ten'], offset: ['-1'] },
  },
  {
    name: 'live markets answer',
    schema: TokenListResponseSchema,
    valid: { tokens: [TOKEN_RECORD], total: 1, limit: 50, offset: 0 },
    breaks: { tokens: [[{ ...TOKEN_RECORD, id: 0 }]], total: [-1] },
  },
  {
    name: 'candles query',
    schema: CandlesQuerySchema,
    valid: { interval: '5m', from: '1735689600', to: '1735776000', limit: '100' },
    optional: ['from', 'to', 'limit'],
    breaks: { interval: ['15m', '1w'], from: ['yesterday'], limit: ['1001'] },
  },
  {
    name: 'candles answer',
    schema: CandlesResponseSchema,
    valid: { token_id: TOKEN, interval: '1h', candles: [CANDLE] },
    breaks: {
      interval: ['2h'],
      candles: [[{ ...CANDLE, close: 0.021 }], [{ ...CANDLE, volume_xrp: '1.1234567' }]],
    },
  },
  {
    name: 'leaderboard query',
    schema: LeaderboardQuerySchema,
    valid: { period: '7d', by: 'volume' },
    optional: ['period', 'by'],
    breaks: { period: ['30d'], by: ['profit'] },
  },
  {
    name: 'leaderboard answer',
    schema: LeaderboardResponseSchema,
    valid: {
      period: 'all',
      by: 'pnl',
      entries: [
        {
          rank: 1,
          classic_address: ALICE,
          pnl_xrp: '-3.5',
          realized_pnl_xrp: '-4',
          unrealized_pnl_xrp: '0.5',
          volume_xrp: '100',
          trades: 4,
        },
      ],
    },
    breaks: { entries: [[{ rank: 0, classic_address: ALICE, pnl_xrp: '1', volume_xrp: '1', trades: 1 }]] },
  },
  {
    name: 'wallet view',
    schema: WalletViewSchema,
    valid: { classic_address: ALICE, holdings: HOLDINGS, recent_trades: [TRADE] },
    breaks: { classic_address: BAD_ADDRESS, holdings: [{ ...HOLDINGS, xrp_balance_available: 1 }] },
  },
  {
    name: 'XRP/USD rate',
    schema: XrpUsdRateSchema,
    valid: { xrp_usd: '2.3456', usd_token_id: TOKEN, source: 'amm:USD', updated_at: '2025-01-02T03:04:05Z' },
    breaks: { xrp_usd: [2.3456, '-2'], source: [''], usd_token_id: [undefined, 'USD'] },
  },
]);

describeSchemas('server-sent events', [
  {
    name: 'trade event',
    schema: ServerEventSchema,
    valid: { type: 'trade', trade: TRADE },
    breaks: { trade: [{ ...TRADE, tx_hash: 'x' }], type: ['swap'] },
  },
  {
    name: 'ledger event',
    schema: ServerEventSchema,
    valid: {
      type: 'ledger',
      ledger_index: 1234,
      ledger_hash: HASH,
      close_time: '2025-01-02T03:04:05Z',
      txn_count: 3,
    },
    breaks: { ledger_index: [-1], ledger_hash: ['abc'] },
  },
  {
    name: 'token update event',
    schema: ServerEventSchema,
    valid: {
      type: 'token_update',
      token_id: TOKEN,
      price_in_xrp: '0.021',
      marketcap_usd: '13000',
      volume_24h: '1100',
      volume_7d: '7100',
      price_change_24h: 12.5,
      price_change_since_first_trade: true,
      liquidity_usd: '5100',
      supply: '1000000',
      holders: 3,
      trustlines: 4,
      amm_xrp_amount: '2510',
      amm_token_amount: null,
      amm_trading_fee: null,
      updated_at: '2025-01-02T03:04:05Z',
    },
    // Each market field is carried: an update without the 7-day volume let the 24 h one pass it on the page.
    breaks: {
      price_in_xrp: [0.021],
      token_id: BAD_TOKEN_ID,
      volume_7d: [undefined, 7100],
      price_change_since_first_trade: [undefined, 'yes'],
    },
  },
]);

describe('query strings arrive as text', () => {
  it('turns live-market paging into numbers and fills the defaults', () => {
    expect(TokenListQuerySchema.parse({ limit: '20' })).toEqual({
      sort: 'marketcap_usd',
      order: 'desc',
      limit: 20,
      offset: 0,
    });
  });

  it('trims the search text', () => {
    expect(TokenSearchQuerySchema.parse({ q: '  HOR  ' }).q).toBe('HOR');
  });

  it('ranks leaderboards by 24h PnL unless told otherwise', () => {
    expect(LeaderboardQuerySchema.parse({})).toEqual({ period: '24h', by: 'pnl' });
  });
});

describe('price_change_24h of a token record', () => {
  it.each([0, 1.23, -4.56, 1234.5, -100, null])('accepts %s', (change) => {
    expect(TokenRecordSchema.safeParse({ ...TOKEN_RECORD, price_change_24h: change }).success).toBe(true);
  });

  it('is a sort field of the live-markets list', () => {
    expect(TokenListQuerySchema.parse({ sort: 'price_change_24h' }).sort).toBe('price_change_24h');
  });
});

describe('the live events’ names', () => {
  it('are the event schema’s types, so a page can listen by name without building the schema', () => {
    const types = ServerEventSchema.options.map((option) => option.shape.type.value);
    expect([...SERVER_EVENT_TYPES]).toEqual(types);
  });
});
