/**
 * The 24 h price change, green when up, red when down, a dash before any trade; for a token younger than a day
 * it is the change since the first trade, and says so on hover.
 */
import { MARKET_STRINGS } from '@horizon/core';
import { CHANGE_TONE_CLASS, formatPriceChange } from '../format/format-change.js';

export interface PriceChangeProps {
  readonly change: number | null;
  readonly sinceFirstTrade?: boolean;
  readonly className?: string;
}

export function PriceChange({ change, sinceFirstTrade = false, className = '' }: PriceChangeProps) {
  const { text, tone } = formatPriceChange(change);
  return (
    <span
      className={`mono ${CHANGE_TONE_CLASS[tone]} ${className}`.trim()}
      data-testid="price-change-24h"
      data-since-first-trade={sinceFirstTrade || undefined}
      title={sinceFirstTrade ? MARKET_STRINGS.sinceFirstTradeTitle : undefined}
    >
      {text}
    </span>
  );
}
