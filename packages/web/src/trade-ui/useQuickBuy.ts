/**
 * A quick buy: a preset amount of XRP into a token through the one trade flow. It shows the review, unless
 * the wallet opted out of it for buys up to its cap; then the same flow signs and sends at once.
 */
import { DEFAULT_SLIPPAGE_PERCENT, isWithinOneClickCap } from '@horizon/core';
import { useCallback } from 'react';
import type { PreviewMarket } from '../trade-flow/index.js';
import { oneClickCapOf } from './quick-buy-settings.js';
import { useQuickBuySettings } from './useQuickBuySettings.js';
import { useTradeFlow } from './useTradeFlow.js';

export interface QuickBuyRequest {
  readonly tokenId: string;
  readonly xrp: string;
  readonly address: string;
  readonly slippagePercent?: number;
  readonly market?: PreviewMarket;
}

export function useQuickBuy(source: string) {
  const flow = useTradeFlow(source);
  const { settings } = useQuickBuySettings();
  const { run } = flow;
  const buy = useCallback(
    ({ tokenId, xrp, address, slippagePercent = DEFAULT_SLIPPAGE_PERCENT, market }: QuickBuyRequest) => {
      const cap = oneClickCapOf(settings, address);
      const review = cap === null || !isWithinOneClickCap(xrp, cap);
      return run({ kind: 'buy', tokenId, xrpAmount: xrp, slippagePercent }, address, market, { review });
    },
    [run, settings],
  );
  return { flow, buy, settings };
}
