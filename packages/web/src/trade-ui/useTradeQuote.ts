/** The server's exact quote for the amount typed (debounced 300 ms), and the wallet's balances. */
import { type HoldingsResponse, canonicalAmount } from '@horizon/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../services/app-services.js';
import { SharedReads } from '../services/shared-reads.js';
import { CACHE_BALANCE_UPDATED } from '../cache/index.js';
import { isPositiveAmount, isSendableAmount } from './amount-rules.js';

export { isPositiveAmount };

export function useTradeQuote(side: 'buy' | 'sell', tokenId: string, amount: string, address: string | null) {
  const [quote, setQuote] = useState<string | null>(null);
  useEffect(() => {
    setQuote(null);
    // An amount the field refuses gets its message there, not a quote the server would refuse.
    if (!address || !isSendableAmount(amount, side === 'buy' ? 'xrp' : 'token')) return;
    const sent = canonicalAmount(amount) ?? amount;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const call =
        side === 'buy'
          ? api.call('POST /api/trustless/expected_tokens_received_from_buy', {
              body: { classic_address: address, token_id: tokenId, xrp_amount: sent },
              signal: controller.signal,
            })
          : api.call('POST /api/trustless/expected_xrp_received_from_sell', {
              body: { classic_address: address, token_id: tokenId, token_amount: sent },
              signal: controller.signal,
            });
      call.then((q) => setQuote(String(q))).catch(() => setQuote(null));
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [side, tokenId, amount, address]);
  return quote;
}

// The page's readers of one wallet's holdings (the token page's trade panel and pool card) mount within moments
// of each other: an answer this recent serves them all.
const SHARED_MS = 5_000;
const holdingsReads = new SharedReads<HoldingsResponse>((address) =>
  api.call('POST /api/trustless/get_token_holdings_and_balance', { body: { classic_address: address } }),
);

/**
 * The wallet's holdings, reloaded after each trade's cacheBalanceUpdated event and on `refreshKey`; the last
 * answer stays on screen while a reload runs (a new address starts empty). Readers of the same wallet share one
 * read (SharedReads): a reload takes only an answer read after the change that asked for it.
 */
export function useHoldings(address: string | null, refreshKey = 0): HoldingsResponse | null {
  const [holdings, setHoldings] = useState<{ address: string; data: HoldingsResponse } | null>(null);
  const [changedAt, setChangedAt] = useState(0);
  const seenRefresh = useRef(refreshKey);
  useEffect(() => {
    const onUpdate = () => setChangedAt(performance.now());
    window.addEventListener(CACHE_BALANCE_UPDATED, onUpdate);
    return () => window.removeEventListener(CACHE_BALANCE_UPDATED, onUpdate);
  }, []);
  useEffect(() => {
    if (!address) return;
    let since = Math.max(changedAt, performance.now() - SHARED_MS);
    if (seenRefresh.current !== refreshKey) {
      seenRefresh.current = refreshKey;
      since = performance.now();
    }
    let live = true;
    holdingsReads
      .read(address, since)
      .then((data) => live && setHoldings({ address, data }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [address, changedAt, refreshKey]);
  return holdings !== null && holdings.address === address ? holdings.data : null;
}
