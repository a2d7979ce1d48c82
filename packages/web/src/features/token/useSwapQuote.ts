/**
 * A swap's quote (debounced 300 ms): the XRP value of what is sold (the server's sell quote), and the
 * tokens that value buys of the other token. The value also bounds the fees the browser accepts.
 */
import { useEffect, useState } from 'react';
import { api } from '../../app/services.js';
import { isPositiveAmount } from '../trade/amount-rules.js';

export interface SwapQuote {
  readonly valueXrp: string;
  readonly toAmount: string;
}

export function useSwapQuote(
  fromTokenId: string | null,
  toTokenId: string | null,
  fromAmount: string,
  address: string | null,
): SwapQuote | null {
  const [quote, setQuote] = useState<SwapQuote | null>(null);
  useEffect(() => {
    setQuote(null);
    if (!address || !fromTokenId || !toTokenId || fromTokenId === toTokenId || !isPositiveAmount(fromAmount))
      return;
    const controller = new AbortController();
    const signal = controller.signal;
    const timer = window.setTimeout(() => {
      void (async () => {
        const valueXrp = String(
          await api.call('POST /api/trustless/expected_xrp_received_from_sell', {
            body: { classic_address: address, token_id: fromTokenId, token_amount: fromAmount },
            signal,
          }),
        );
        const toAmount = isPositiveAmount(valueXrp)
          ? String(
              await api.call('POST /api/trustless/expected_tokens_received_from_buy', {
                body: { classic_address: address, token_id: toTokenId, xrp_amount: valueXrp },
                signal,
              }),
            )
          : '0';
        setQuote({ valueXrp, toAmount });
      })().catch(() => setQuote(null));
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [fromTokenId, toTokenId, fromAmount, address]);
  return quote;
}
