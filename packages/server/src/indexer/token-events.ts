/** A token_data refresh as the `token_update` server event. */
import type { ServerEvent } from '@horizon/core';
import { isoOf, percentText, statText, tokenText, xrpText } from '../market/format.js';
import type { TokenUpdate } from '../market/token-data.js';

export function tokenUpdateEvent(update: TokenUpdate): ServerEvent {
  return {
    type: 'token_update',
    token_id: update.token_id,
    price_in_xrp: statText(update.price_in_xrp),
    marketcap_usd: statText(update.marketcap_usd),
    volume_24h: xrpText(update.volume_24h_drops),
    liquidity_usd: statText(update.liquidity_usd),
    holders: Number(update.holders),
    amm_xrp_amount: update.amm_xrp_drops === null ? null : xrpText(update.amm_xrp_drops),
    amm_token_amount: update.amm_token_amount === null ? null : tokenText(update.amm_token_amount),
    price_change_24h: update.price_change_24h === null ? null : percentText(update.price_change_24h),
    updated_at: isoOf(update.updated_at),
  };
}
