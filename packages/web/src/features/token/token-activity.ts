/** The token page's live lists, free of React: new trades go on top, once, and the list stays short. */
import type { ServerEvent, Trade } from '@horizon/core';

export const RECENT_TRADES_MAX = 50;

/** Adds a trade event of this token at the top; repeats (same tx and side) and other tokens are ignored. */
export function addLiveTrade(
  trades: readonly Trade[],
  event: ServerEvent,
  tokenId: string,
): readonly Trade[] {
  if (event.type !== 'trade' || event.trade.token_id !== tokenId) return trades;
  const { trade } = event;
  if (trades.some((t) => t.tx_hash === trade.tx_hash && t.classic_address === trade.classic_address))
    return trades;
  return [trade, ...trades].slice(0, RECENT_TRADES_MAX);
}
