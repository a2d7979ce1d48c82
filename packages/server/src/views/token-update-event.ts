/** A token_data refresh as the `token_update` server event: every market field the refresh wrote. */
import type { TokenUpdateEvent } from '@horizon/core';
import { isoOf, statText, storedPercent, tokenText, xrpText } from './contract-views.js';
import type { TokenUpdate } from '../indexer/token-data.js';

export function tokenUpdateEvent(update: TokenUpdate): TokenUpdateEvent {
  return {
    type: 'token_update',
    token_id: update.token_id,
    price_in_xrp: tokenText(update.price_in_xrp),
    marketcap_usd: statText(update.marketcap_usd),
    volume_24h: xrpText(update.volume_24h_drops),
    volume_7d: xrpText(update.volume_7d_drops),
    price_change_24h: update.price_change_24h === null ? null : storedPercent(update.price_change_24h),
    price_change_since_first_trade: update.price_change_since_first_trade,
    liquidity_usd: statText(update.liquidity_usd),
    supply: tokenText(update.supply),
    holders: Number(update.holders),
    trustlines: Number(update.trustlines),
    amm_xrp_amount: update.amm_xrp_drops === null ? null : xrpText(update.amm_xrp_drops),
    amm_token_amount: update.amm_token_amount === null ? null : tokenText(update.amm_token_amount),
    amm_trading_fee: update.amm_trading_fee === null ? null : Number(update.amm_trading_fee),
    updated_at: isoOf(update.updated_at),
  };
}
