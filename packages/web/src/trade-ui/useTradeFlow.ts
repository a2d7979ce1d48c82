/**
 * React's handle on the generic trade flow: run an intent, show its preview until the user confirms or
 * cancels, follow the stages, and end on a success view or the catalogue message.
 */
import { type RouteKey, TRUSTLINE_ERRORS } from '@horizon/core';
import { useCallback, useRef, useState } from 'react';
import { ledgerSimulate } from './ledger-network.js';
import { api } from '../services/app-services.js';
import { browserStore } from '../services/storage-keys.js';
import { applyOptimisticTrade, sharedWalletCache } from '../cache/index.js';
import {
  FLOWS,
  flowFor,
  FlowCancelled,
  type FlowResult,
  type FlowStage,
  type PreviewLine,
  type PreviewMarket,
  type TradeIntent,
  type TradePreview,
  flowErrorMessage,
  loadCodec,
  resultLines,
  runTradeFlow,
  tradeDeltasFor,
} from '../trade-flow/index.js';
import { appWalletService } from '../wallets/index.js';

export type FlowView =
  | { readonly state: 'idle' }
  | {
      readonly state: 'busy';
      readonly stage: FlowStage;
      readonly preview?: TradePreview;
      readonly progress?: { readonly done: number; readonly total: number };
    }
  | { readonly state: 'error'; readonly message: string }
  /** Nothing needed doing (spec §8: 'Trustline already exists' is a success locally). */
  | { readonly state: 'notice'; readonly message: string }
  | { readonly state: 'success'; readonly result: FlowResult; readonly received: readonly PreviewLine[] };

export type TradeFlowHandle = ReturnType<typeof useTradeFlow>;

export interface RunOptions {
  /**
   * false: sign and send without the review (a one-click quick buy under the wallet's cap); every check,
   * the slippage limit, the stages and the outcome stay the same.
   */
  readonly review?: boolean;
}

export function useTradeFlow(source: string) {
  const [view, setView] = useState<FlowView>({ state: 'idle' });
  const decide = useRef<((ok: boolean) => void) | null>(null);
  // One flow at a time: a double click (or a second click before React re-renders) must not trade twice.
  const inFlight = useRef(false);

  const run = useCallback(
    async (intent: TradeIntent, address: string, market: PreviewMarket = {}, options: RunOptions = {}) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setView({ state: 'busy', stage: 'requesting' });
      try {
        const result = await runTradeFlow(
          flowFor(intent.kind),
          intent,
          address,
          {
            call: (route, body, fallback) => api.call(route as RouteKey, { body, fallback }),
            withSigner: (a, fn) => appWalletService().withSigner(a, fn),
            ensureUnlocked: () => appWalletService().ensureUnlocked(),
            codec: loadCodec,
            simulate: ledgerSimulate,
            confirm: (preview) =>
              // A dry run that says it would fail shows the review even on the one-click path.
              options.review === false && preview.simulation?.wouldSucceed !== false
                ? Promise.resolve(true)
                : new Promise<boolean>((resolve) => {
                    decide.current = resolve;
                    setView({ state: 'busy', stage: 'confirming', preview });
                  }),
            onStage: (stage) => stage !== 'confirming' && setView({ state: 'busy', stage }),
            onProgress: (done, total) =>
              total > 1 && setView({ state: 'busy', stage: 'submitting', progress: { done, total } }),
          },
          market,
        );
        const cache = sharedWalletCache(browserStore('local'));
        for (const delta of tradeDeltasFor({ intent, response: result.responses[0] ?? {}, source }))
          applyOptimisticTrade(cache, address, delta, window, Date.now());
        setView({ state: 'success', result, received: resultLines(intent, result.responses) });
        return result;
      } catch (error) {
        if (error instanceof FlowCancelled) {
          setView({ state: 'idle' });
          return null;
        }
        const message = flowErrorMessage(error, FLOWS[intent.kind].walletAccessMessage);
        const benign = intent.kind === 'trustlineSet' && message === TRUSTLINE_ERRORS.alreadyExists;
        setView({ state: benign ? 'notice' : 'error', message });
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    [source],
  );

  const answer = useCallback((ok: boolean) => {
    decide.current?.(ok);
    decide.current = null;
  }, []);
  const reset = useCallback(() => setView({ state: 'idle' }), []);
  return { view, run, confirm: () => answer(true), cancel: () => answer(false), reset };
}
