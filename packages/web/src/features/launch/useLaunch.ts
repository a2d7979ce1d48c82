/**
 * The launch on screen: start one (issuer key made in the vault, the server's launch created, remembered
 * for resume), run it step by step with its progress, and resume after an interruption or a failed step.
 */
import type { LaunchProgress, LaunchRequest, LaunchTerms } from '@horizon/core';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { api } from '../../services/app-services.js';
import { browserStore } from '../../services/storage-keys.js';
import { MemoryStorage } from '../../cache/index.js';
import { loadCodec } from '../../trade-flow/index.js';
import { appWalletService } from '../../wallets/index.js';
import { type LaunchDeps, runLaunch } from './launch-runner.js';
import { termsOf } from './launch-form.js';
import {
  type PendingLaunch,
  clearPendingLaunch,
  readPendingLaunch,
  savePendingLaunch,
} from './pending-launch.js';

const store = browserStore('local') ?? new MemoryStorage();

export type LaunchView =
  | { readonly state: 'idle' }
  | { readonly state: 'running'; readonly progress: LaunchProgress | null }
  | { readonly state: 'stopped'; readonly progress: LaunchProgress | null; readonly message: string }
  | { readonly state: 'completed'; readonly progress: LaunchProgress };

function launchDeps(onProgress: (p: LaunchProgress) => void, terms: LaunchTerms): LaunchDeps {
  const wallets = appWalletService();
  return {
    progress: (id) => api.call('GET /api/launch/{launch_id}', { params: { launch_id: id } }),
    submit: (id, step, blob) =>
      api.call('POST /api/launch/{launch_id}/submit', {
        params: { launch_id: id },
        body: { classic_address: terms.creator, step, tx_blob: blob },
      }),
    withSigner: (address, fn) =>
      address === terms.issuer ? wallets.issuerKeys.withSigner(address, fn) : wallets.withSigner(address, fn),
    codec: loadCodec,
    onProgress,
  };
}

export function useLaunch(creator: string) {
  const [pending, setPending] = useState<PendingLaunch | null>(() => readPendingLaunch(store, creator));
  const [view, setView] = useState<LaunchView>({ state: 'idle' });

  const run = useCallback(async (launch: PendingLaunch) => {
    setView({ state: 'running', progress: null });
    let last: LaunchProgress | null = null;
    const onProgress = (progress: LaunchProgress) => {
      last = progress;
      setView({ state: 'running', progress });
    };
    try {
      await appWalletService().ensureUnlocked(); // before the steps are built, so none expires meanwhile
      const done = await runLaunch(launch.launchId, launch.terms, launchDeps(onProgress, launch.terms));
      clearPendingLaunch(store);
      setPending(null);
      // The issuer is black-holed now: its key controls nothing and need not be kept.
      await appWalletService()
        .issuerKeys.remove(launch.terms.issuer)
        .catch(() => undefined);
      setView({ state: 'completed', progress: done });
    } catch (error) {
      setView({ state: 'stopped', progress: last, message: errorMessage(error) });
    }
  }, []);

  const start = useCallback(
    async (build: (issuer: string) => LaunchRequest, ticker: string) => {
      setView({ state: 'running', progress: null });
      const wallets = appWalletService();
      let started: { issuer: string; request: LaunchRequest; launchId: string } | null = null;
      try {
        const issuer = await wallets.issuerKeys.create(ticker);
        try {
          const request = build(issuer);
          const progress = await api.call('POST /api/launch', { body: request });
          started = { issuer, request, launchId: progress.launch_id };
        } finally {
          // Nothing was launched: the fresh key is not kept.
          if (!started) await wallets.issuerKeys.remove(issuer).catch(() => undefined);
        }
        const { request, launchId } = started;
        const launch: PendingLaunch = { launchId, ticker, terms: termsOf(request) };
        savePendingLaunch(store, launch);
        setPending(launch);
        await run(launch);
      } catch (error) {
        setView({ state: 'stopped', progress: null, message: errorMessage(error) });
      }
    },
    [run],
  );

  const resume = useCallback(() => (pending ? run(pending) : Promise.resolve()), [pending, run]);
  const abandon = useCallback(() => {
    clearPendingLaunch(store);
    setPending(null);
    setView({ state: 'idle' });
  }, []);
  return { pending, view, start, resume, abandon };
}
