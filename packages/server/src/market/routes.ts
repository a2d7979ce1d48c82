/**
 * The market-data and wallet read routes (issue 5 item 7), as bindings for the app's contract router.
 * The app adds them with one line: `...marketRoutes(market)` in buildApp's bindings list.
 */
import {
  emptyTopTraders,
  requireDecimal,
  type SearchResult,
  SearchResultSchema,
  zeroTraderStats,
} from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import type { Clock } from '../clock.js';
import type { TradeCosts } from '../trade/net-quote.js';
import type { Database } from '../db/index.js';
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import { HttpError } from '../http/http-error.js';
import type { MarketEvents } from '../indexer/events.js';
import { isoOf, tokenText } from '../views/contract-views.js';
import type { MarketLedger } from './ledger-reads.js';
import { lpEstimate, lpTokenInfo, withdrawalEstimate } from './lp-reads.js';
import { ReadQuotes } from './read-quotes.js';
import type { TokenSearchIndex } from './search-index.js';
import { type OpenStreams, streamEvents } from './sse.js';
import { refreshWithTime } from './time-refresh.js';
import { xrpUsdRate } from '../indexer/token-data.js';
import { type RowLog, candlesOf, listTokens, tokenDetail } from './token-queries.js';
import { leaderboard, recentTradesOfWallet, topTraders, traderStats } from './trader-queries.js';
import { holdingsOf, trustlinesOf, updateTxHistory } from './wallet-reads.js';

export interface MarketDeps {
  readonly db: Database;
  readonly ledger: MarketLedger;
  readonly search: TokenSearchIndex;
  readonly events: MarketEvents;
  /** The open event streams, ended when the server closes. */
  readonly streams: OpenStreams;
  readonly clock: Clock;
  /** USD_TOKEN's id: its XRP pool gives the XRP→USD rate. */
  readonly usdTokenId?: string | undefined;
  /** What a trade pays beyond its quote, as the builders reckon it: quotes answer what the wallet keeps. */
  readonly costs: TradeCosts;
}

export const TOKEN_NOT_FOUND = 'Token not found';
const LIST_FILTER_MAX = 5000;

/** A search result that does not fit the contract is logged and left out: one row never fails the search. */
function fitsSearch(result: SearchResult, log: RowLog): boolean {
  const fits = SearchResultSchema.safeParse(result).success;
  if (!fits)
    log.warn({ result: result.type === 'token' ? result.token_id : 'wallet' }, 'search row left out');
  return fits;
}

function tokenRoutes(d: MarketDeps): RouteBinding[] {
  return [
    bind('GET /api/tokens/search', async ({ query, request }) => ({
      results: d.search.search(query.q).filter((result) => fitsSearch(result, request.log)),
    })),
    bind('GET /api/tokens', async ({ query, request }) => {
      const ids =
        query.q === undefined ? undefined : d.search.match(query.q, LIST_FILTER_MAX).map((e) => e.id);
      return listTokens(d.db, { ...query, ...(ids ? { ids } : {}) }, request.log);
    }),
    bind('GET /api/tokens/{token_id}', async ({ params, request }) => {
      const detail = await tokenDetail(d.db, params.token_id, request.log);
      if (!detail) throw new HttpError(404, TOKEN_NOT_FOUND);
      return detail;
    }),
    bind('GET /api/tokens/{token_id}/candles', async ({ params, query }) => ({
      token_id: params.token_id,
      interval: query.interval,
      candles: await candlesOf(d.db, params.token_id, query.interval, query),
    })),
    bind('GET /api/leaderboards', async ({ query }) => ({
      period: query.period,
      by: query.by,
      entries: await leaderboard(d.db, query.period, query.by, Math.floor(d.clock.now() / 1000)),
    })),
    bind('GET /api/rate/xrp-usd', async () => {
      const rate = await xrpUsdRate(d.db, d.usdTokenId);
      return {
        xrp_usd: rate ? tokenText(rate.rate) : null,
        usd_token_id: d.usdTokenId ?? null,
        source: d.usdTokenId ? `AMM pool XRP/${d.usdTokenId}` : 'USD_TOKEN is not configured',
        updated_at: rate ? isoOf(rate.updatedAt) : null,
      };
    }),
    bind('GET /api/events', async ({ query, request, reply }) =>
      streamEvents(d.events, d.streams, query, request, reply),
    ),
  ];
}

function walletReadRoutes(d: MarketDeps): RouteBinding[] {
  const holdings = async ({ body }: { body: { classic_address: string } }) =>
    holdingsOf(d.db, d.ledger, body.classic_address);
  return [
    bind('POST /api/trustless/get_token_holdings_and_balance', holdings),
    bind('POST /api/trustless/get_token_holdings_and_balance_for_wallet', holdings),
    bind('GET /api/wallets/{address}', async ({ params }) => ({
      classic_address: params.address,
      holdings: await holdingsOf(d.db, d.ledger, params.address),
      recent_trades: await recentTradesOfWallet(d.db, params.address),
    })),
    bind('POST /api/trustless/get_recent_trades_all_tokens', async ({ body }) => ({
      trades: await recentTradesOfWallet(d.db, body.classic_address),
    })),
    bind('POST /api/trustless/get_all_trustlines', async ({ body }) => ({
      trustlines: await trustlinesOf(d.ledger, body.classic_address),
    })),
    bind('POST /api/trustless/update_tx_history', async ({ body }) =>
      updateTxHistory(d.db, d.ledger, body.classic_address),
    ),
    bind(
      'POST /api/trustless/get_top_traders_for_token_id',
      async ({ body }) => (await topTraders(d.db, body.token_id)) ?? emptyTopTraders(),
    ),
    bind('POST /api/trustless/get_token_trader_stats', async ({ body }) => {
      try {
        return (await traderStats(d.db, body.classic_address, body.token_id)) ?? zeroTraderStats();
      } catch {
        // Spec §8: any failure of trader stats reads as zeros.
        return zeroTraderStats();
      }
    }),
  ];
}

function ammRoutes(d: MarketDeps): RouteBinding[] {
  const quotes = new ReadQuotes(d);
  return [
    bind('POST /api/trustless/expected_tokens_received_from_buy', async ({ body }) =>
      quotes.buy(body.classic_address, body.token_id, body.xrp_amount),
    ),
    bind('POST /api/trustless/expected_xrp_received_from_sell', async ({ body }) =>
      quotes.sell(body.classic_address, body.token_id, body.token_amount),
    ),
    bind('POST /api/trustless/expected_tokens_received_from_swap', async ({ body }) =>
      quotes.swap(body.from_token_id, body.to_token_id, body.from_amount),
    ),
    bind('POST /api/trustless/get_lp_token_info', async ({ body }) =>
      lpTokenInfo(d.db, d.ledger, body.classic_address, body.token_id, d.usdTokenId),
    ),
    bind('POST /api/trustless/estimate_withdrawal_from_lp_tokens', async ({ body }) =>
      withdrawalEstimate(d.db, d.ledger, body.classic_address, body.token_id, d.usdTokenId),
    ),
    bind('POST /api/trustless/estimate_lp_tokens', async ({ body }) =>
      lpEstimate(
        d.db,
        d.ledger,
        body.token_id,
        xrpToDrops(body.xrp_amount),
        requireDecimal(body.token_amount),
      ),
    ),
  ];
}

/** Keeps the search index following token_data: reloads what changed after each stored ledger. */
function followTokenData(d: MarketDeps): void {
  let running: Promise<unknown> | undefined;
  d.events.subscribe((event) => {
    if (event.type !== 'ledger' || running) return;
    running = d.search
      .refresh(d.db)
      .catch(() => undefined)
      .finally(() => (running = undefined));
  });
}

/** Every route this area serves, keyed by the contract's route table. Load the index first: search.refresh(db). */
export function marketRoutes(deps: MarketDeps): RouteBinding[] {
  followTokenData(deps);
  refreshWithTime(deps);
  return [...tokenRoutes(deps), ...walletReadRoutes(deps), ...ammRoutes(deps)];
}
