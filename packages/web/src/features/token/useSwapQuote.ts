/**
 * A swap's quote (debounced 300 ms): the XRP value of what is sold, and the tokens the swap leaves in the
 * wallet (less the burn-back). The value also bounds the fees the browser accepts.
 */
import { useEffect, useState } from 'react';
import { api } from '../../services/app-services.js';
import { isPositiveAmount } from '../../trade-ui/amount-rules.js';

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
      api
        .call('POST /api/trustless/expected_tokens_received_from_swap', {
          body: {
            classic_address: address,
            from_token_id: fromTokenId,
            to_token_id: toTokenId,
            from_amount: fromAmount,
          },
          signal,
        })
        .then((q) => setQuote({ valueXrp: q.value_xrp, toAmount: q.to_token_amount }))
        .catch(() => setQuote(null));
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [fromTokenId, toTokenId, fromAmount, address]);
  return quote;
}
