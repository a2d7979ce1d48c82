/**
 * A token launched through the product's launch flow, as the /launch page does: start it, then sign and
 * submit each step the server hands out (creator or issuer key) until the pool exists. Resumable by id.
 */
import type { LaunchProgress, LaunchRequest } from '@horizon/core';
import type { Wallet } from 'xrpl';
import type { HorizonApi } from './api.js';
import { signUnsigned } from './signing.js';

const MAX_ROUNDS = 40;
const RETRY_WAIT_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LaunchKeys {
  readonly creator: Wallet;
  readonly issuer: Wallet;
}

export function startLaunch(api: HorizonApi, request: LaunchRequest): Promise<LaunchProgress> {
  return api.post('POST /api/launch', request);
}

/** Signs and submits the launch's steps until it is completed; throws when it cannot go on. */
export async function finishLaunch(
  api: HorizonApi,
  launchId: string,
  keys: LaunchKeys,
): Promise<LaunchProgress> {
  const wallets = new Map([
    [keys.creator.classicAddress, keys.creator],
    [keys.issuer.classicAddress, keys.issuer],
  ]);
  let progress = await api.call('GET /api/launch/{launch_id}', { params: { launch_id: launchId } });
  for (let round = 0; round < MAX_ROUNDS && progress.status === 'in_progress'; round++) {
    const step = progress.steps.find((s) => s.step === progress.next_step);
    const wallet = step ? wallets.get(step.signer) : undefined;
    if (!step || !wallet) throw new Error(`Launch ${launchId}: no step to sign for ${progress.next_step}`);
    if (!step.tx_to_sign) {
      // Submitted before a restart: the server settles it; ask again shortly.
      await sleep(RETRY_WAIT_MS);
      progress = await api.call('GET /api/launch/{launch_id}', { params: { launch_id: launchId } });
      continue;
    }
    progress = await api.call('POST /api/launch/{launch_id}/submit', {
      params: { launch_id: launchId },
      body: {
        classic_address: keys.creator.classicAddress,
        step: step.step,
        tx_blob: signUnsigned(step.tx_to_sign, wallet, step.step),
      },
    });
    if (progress.error) await sleep(RETRY_WAIT_MS);
  }
  if (progress.status !== 'completed') {
    throw new Error(
      `Launch ${launchId} stopped at ${progress.next_step}: ${progress.error ?? progress.status}`,
    );
  }
  return progress;
}
