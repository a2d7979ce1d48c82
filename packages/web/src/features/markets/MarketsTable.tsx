/** The live-markets table: sortable columns, token rows linking to their pages, skeleton rows while loading. */
import { QUICK_TRADE_TEXT, type TokenRecord, tokenRoute } from '@horizon/core';
import { useRef } from 'react';
import { SkeletonRows } from '../../ui/States.js';
import { TokenIcon } from '../../ui/TokenIcon.js';
import {
  formatAge,
  formatCompactUsd,
  formatCompactXrp,
  formatCount,
  formatPriceXrp,
  formatUsdPrice,
} from '../../format/display.js';
import type { MarketsQuery, SortField } from '../../shell/market-query.js';
import { PriceChange } from '../../ui/PriceChange.js';
import { AppLink } from '../../ui/AppLink.js';
import { useShownAfter } from '../../ui/useShownAfter.js';

/**
 * Rows of the first commit: a phone's screenful and more. The rest follow in a transition, so the first
 * commit and layout are a fraction of the whole table's (a long task on a phone).
 */
export const FIRST_ROWS = 15;

interface Column {
  readonly label: string;
  readonly sort?: SortField;
  /** Hidden below the 768 px breakpoint. */
  readonly optional?: boolean;
}

const COLUMNS: readonly Column[] = [
  { label: '#', optional: true },
  { label: 'Token' },
  { label: 'Price', sort: 'price_in_xrp' },
  { label: 'Market cap', sort: 'marketcap_usd' },
  { label: 'Volume 24h', sort: 'volume_24h', optional: true },
  { label: 'Change 24h', sort: 'price_change_24h' },
  { label: 'Liquidity', sort: 'liquidity_usd', optional: true },
  { label: 'Holders', sort: 'holders', optional: true },
  { label: 'Age', sort: 'created_at', optional: true },
];

export interface MarketsTableProps {
  readonly tokens: readonly TokenRecord[] | null;
  readonly query: MarketsQuery;
  readonly xrpUsd: string | null;
  /** The stablecoin the rate comes from: shown at $1.00. */
  readonly usdTokenId?: string | null;
  readonly offset: number;
  readonly onSort: (field: SortField) => void;
  /** Each row's quick-buy button: the amount it buys with, and what a click does. */
  readonly quickBuy?: { readonly xrp: string; readonly onBuy: (token: TokenRecord) => void } | undefined;
}

export function MarketsTable(props: MarketsTableProps) {
  const { tokens, query, xrpUsd, usdTokenId, offset, onSort, quickBuy } = props;
  const loadedAt = useRef(Date.now());
  const allRows = useShownAfter(tokens !== null);
  const rows = tokens === null || allRows ? tokens : tokens.slice(0, FIRST_ROWS);
  const now = Date.now();
  return (
    <div className="table-wrap">
      <table className="table markets-table">
        <thead>
          <tr>
            {COLUMNS.map((col) => (
              <th
                key={col.label}
                className={`${col.optional ? 'col-optional' : ''} ${col.sort ? 'sortable' : ''} ${col.label === 'Token' ? 'col-token' : col.label === '#' ? '' : 'num'}`}
                aria-sort={
                  col.sort === query.sort ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {col.sort ? (
                  <button type="button" className="sort-btn" onClick={() => col.sort && onSort(col.sort)}>
                    {col.label}
                    <span className="sort-mark" aria-hidden="true">
                      {col.sort === query.sort ? (query.order === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                ) : (
                  col.label
                )}
              </th>
            ))}
            {quickBuy && <th className="col-quick-buy">{QUICK_TRADE_TEXT.quickBuy}</th>}
          </tr>
        </thead>
        <tbody>
          {rows === null ? (
            <SkeletonRows rows={12} columns={COLUMNS.length + (quickBuy ? 1 : 0)} />
          ) : (
            rows.map((t, i) => {
              const fresh = Date.parse(t.updated_at) > loadedAt.current;
              return (
                <tr key={t.token_id}>
                  <td className="muted col-optional">{offset + i + 1}</td>
                  <td className="col-token">
                    <AppLink to={tokenRoute(t.token_id)} className="token-cell">
                      <TokenIcon url={t.token_icon_url} ticker={t.ticker} size="sm" />
                      <span className="token-cell-text">
                        <span className="token-cell-name">{t.token_name}</span>
                        <span className="token-cell-ticker">{t.ticker}</span>
                      </span>
                    </AppLink>
                  </td>
                  <td className="num">
                    <span key={t.updated_at} className={fresh ? 'flash' : ''}>
                      {formatPriceXrp(t.price_in_xrp)}
                    </span>
                    <span className="sub">
                      {formatUsdPrice(t.price_in_xrp, xrpUsd, t.token_id === usdTokenId)}
                    </span>
                  </td>
                  <td className="num">{formatCompactUsd(t.marketcap_usd)}</td>
                  <td className="num col-optional">{formatCompactXrp(t.volume_24h)}</td>
                  <td className="num">
                    <PriceChange
                      change={t.price_change_24h}
                      sinceFirstTrade={t.price_change_since_first_trade}
                    />
                  </td>
                  <td className="num col-optional">{formatCompactUsd(t.liquidity_usd)}</td>
                  <td className="num col-optional">{formatCount(t.holders)}</td>
                  <td className="num col-optional">{formatAge(t.created_at, now)}</td>
                  {quickBuy && (
                    <td className="col-quick-buy">
                      <button
                        type="button"
                        className="btn btn-sm btn-buy quick-buy-btn mono"
                        aria-label={QUICK_TRADE_TEXT.quickBuyFor(t.ticker, quickBuy.xrp)}
                        onClick={() => quickBuy.onBuy(t)}
                      >
                        <span aria-hidden="true">⚡</span>
                        {quickBuy.xrp}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
