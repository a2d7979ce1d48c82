/**
 * React's handle on the generic trade flow: run an intent, show its preview until the user confirms or
 * cancels, follow the stages, and end on a success view or the catalogue message.
 */
import { type RouteKey, TRUSTLINE_ERRORS } from '@horizon/core';
import { useCallback, useRef, useState } from 'react';
import { ledgerSimulate } from '../../app/ledger-network.js';
import { api } from '../../app/services.js';
import { browserStore } from '../../app/storage-keys.js';
import { applyOptimisticTrade, createWalletCache } from '../../cache/index.js';
import {
  FLOWS,
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
} from '../../trade-flow/index.js';
import { VaultLockedError } from '../../vault/index.js';
import { appWalletService, walletModals } from '../../wallets/index.js';

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

export function useTradeFlow(source: string) {
  const [view, setView] = useState<FlowView>({ state: 'idle' });
  const decide = useRef<((ok: boolean) => void) | null>(null);

  const run = useCallback(
    async (intent: TradeIntent, address: string, market: PreviewMarket = {}) => {
      setView({ state: 'busy', stage: 'requesting' });
      try {
        const result = await runTradeFlow(
          FLOWS[intent.kind] as never,
          intent,
          address,
          {
            call: (route, body, fallback) => api.call(route as RouteKey, { body, fallback }),
            withSigner: (a, fn) => appWalletService().withSigner(a, fn),
            codec: loadCodec,
            simulate: ledgerSimulate,
            confirm: (preview) =>
              new Promise<boolean>((resolve) => {
                decide.current = resolve;
                setView({ state: 'busy', stage: 'confirming', preview });
              }),
            onStage: (stage) => stage !== 'confirming' && setView({ state: 'busy', stage }),
            onProgress: (done, total) =>
              total > 1 && setView({ state: 'busy', stage: 'submitting', progress: { done, total } }),
          },
          market,
        );
        const cache = createWalletCache(browserStore('local'));
        for (const delta of tradeDeltasFor({ intent, response: result.responses[0] ?? {}, source }))
          applyOptimisticTrade(cache, address, delta, window, Date.now());
        setView({ state: 'success', result, received: resultLines(intent, result.responses) });
        return result;
      } catch (error) {
        if (error instanceof FlowCancelled) {
          setView({ state: 'idle' });
          return null;
        }
        // A locked vault (app lock on): the passphrase dialog opens; the user then runs the trade again.
        if (error instanceof VaultLockedError) walletModals.open({ kind: 'unlock' });
        const message = flowErrorMessage(error, FLOWS[intent.kind].walletAccessMessage);
        const benign = intent.kind === 'trustlineSet' && message === TRUSTLINE_ERRORS.alreadyExists;
        setView({ state: benign ? 'notice' : 'error', message });
        return null;
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
