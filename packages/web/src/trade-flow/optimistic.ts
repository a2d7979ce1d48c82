/**
 * The optimistic cache update after a buy or a sell (spec §4): the XRP and token deltas from what the
 * user paid and what the server says arrived, in exact decimals. Other flows leave the cache to the refresh.
 */
import type { TradeDelta } from '../cache/index.js';
import type { TradeIntent } from './types.js';

export interface OptimisticInput {
  readonly intent: TradeIntent;
  /** The signed call's answer (token_amount_received or xrp_amount_received). */
  readonly response: Readonly<Record<string, unknown>>;
  readonly source: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function tradeDeltaFor({ intent, response, source }: OptimisticInput): TradeDelta | null {
  if (intent.kind === 'buy') {
    const received = text(response['token_amount_received']) ?? '0';
    return {
      tradeType: 'buy',
      tokenId: intent.tokenId,
      xrpDelta: `-${intent.xrpAmount}`,
      tokenDelta: received,
      xrpAmount: intent.xrpAmount,
      source,
    };
  }
  if (intent.kind === 'sell') {
    const received = text(response['xrp_amount_received']) ?? '0';
    return {
      tradeType: 'sell',
      tokenId: intent.tokenId,
      xrpDelta: received,
      tokenDelta: `-${intent.tokenAmount}`,
      xrpAmount: received,
      source,
    };
  }
  return null;
}
