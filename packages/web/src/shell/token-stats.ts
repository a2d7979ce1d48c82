/**
 * The token header's market statistics as label and text, shared by TokenHeader and the entry's shell
 * (app/shell.ts), which draws them before the app from the record the server put in the page.
 */
import type { TokenDetail } from '@horizon/core';
import {
  formatAge,
  formatCompact,
  formatCompactUsd,
  formatCompactXrp,
  formatCount,
} from '../format/display.js';

export type TokenStatsRecord = Pick<
  TokenDetail,
  | 'marketcap_usd'
  | 'volume_24h'
  | 'volume_7d'
  | 'liquidity_usd'
  | 'holders'
  | 'trustlines'
  | 'supply'
  | 'created_at'
>;

export function tokenStats(token: TokenStatsRecord, nowMs: number): readonly (readonly [string, string])[] {
  return [
    ['Market cap', formatCompactUsd(token.marketcap_usd)],
    ['Volume 24h', formatCompactXrp(token.volume_24h)],
    ['Volume 7d', formatCompactXrp(token.volume_7d)],
    ['Liquidity', formatCompactUsd(token.liquidity_usd)],
    ['Holders', formatCount(token.holders)],
    ['Trustlines', formatCount(token.trustlines)],
    ['Supply', formatCompact(token.supply)],
    ['Age', formatAge(token.created_at, nowMs)],
  ];
}
