/**
 * The optimistic cache update after a buy, a sell or a swap (spec §4): the XRP and token deltas from what
 * the user paid and what the server says arrived, in exact decimals. A swap is a sell of one token and a
 * buy of the other, both worth its XRP value. Other flows leave the cache to the refresh.
 */
import type { TradeDelta } from '../cache/index.js';
import type { TradeIntent } from './types.js';

export interface OptimisticInput {
  readonly intent: TradeIntent;
  /** The signed call's answer (token_amount_received, xrp_amount_received or to_token_received). */
  readonly response: Readonly<Record<string, unknown>>;
  readonly source: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function tradeDeltasFor({ intent, response, source }: OptimisticInput): TradeDelta[] {
  if (intent.kind === 'swap') {
    const received = text(response['to_token_received']) ?? '0';
    const leg = { xrpDelta: '0', xrpAmount: intent.valueXrp, source };
    return [
      { ...leg, tradeType: 'sell', tokenId: intent.fromTokenId, tokenDelta: `-${intent.fromAmount}` },
      { ...leg, tradeType: 'buy', tokenId: intent.toTokenId, tokenDelta: received },
    ];
  }
  const single = tradeDeltaFor({ intent, response, source });
  return single ? [single] : [];
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
