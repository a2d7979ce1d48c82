/**
 * Runs a launch to its end (spec §2 /launch): the server readies one step at a time; each goes through the
 * one signing pipeline (checked against the launch's terms, signed here by its signer — creator wallet or the
 * vault's issuer key — and checked again as signed), and is posted. Stops at the first failed step with its message;
 * running again resumes from the step the server says is next.
 */
import {
  HorizonError,
  type LaunchProgress,
  type LaunchStep,
  type LaunchStepName,
  type LaunchTerms,
  stepSigner,
} from '@horizon/core';
import type { Signer } from '../../vault/index.js';
import { type TxCodec, signServerBuilt } from '../../trade-flow/index.js';

export interface LaunchDeps {
  readonly progress: (launchId: string) => Promise<LaunchProgress>;
  readonly submit: (launchId: string, step: LaunchStepName, blob: string) => Promise<LaunchProgress>;
  readonly withSigner: <T>(address: string, fn: (signer: Signer) => T | Promise<T>) => Promise<T>;
  readonly codec: () => Promise<TxCodec>;
  readonly onProgress: (progress: LaunchProgress) => void;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** How long to wait for a step the server is still validating, and how many rounds at most. */
const POLL_MS = 1000;
const MAX_ROUNDS = 120;

/** The blob of one step, signed only when the decoded transaction matches the launch's terms. */
export async function signStep(step: LaunchStep, terms: LaunchTerms, deps: LaunchDeps): Promise<string> {
  if (!step.tx_to_sign) throw new HorizonError('general.invalidResponse');
  const intent = { kind: 'launchStep', step: step.step, terms } as const;
  const [signed] = await signServerBuilt(intent, [{ role: step.step, tx: step.tx_to_sign }], {
    account: stepSigner(step.step, terms),
    withSigner: deps.withSigner,
    codec: deps.codec,
  });
  if (!signed) throw new HorizonError('general.invalidResponse');
  return signed.blob;
}

export async function runLaunch(
  launchId: string,
  terms: LaunchTerms,
  deps: LaunchDeps,
): Promise<LaunchProgress> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let progress = await deps.progress(launchId);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    deps.onProgress(progress);
    if (progress.status === 'completed') return progress;
    if (progress.status === 'failed') throw new Error(progress.error ?? 'The launch failed');
    const next = progress.steps.find((s) => s.step === progress.next_step);
    if (!next?.tx_to_sign || next.status === 'submitted') {
      await sleep(POLL_MS);
      progress = await deps.progress(launchId);
      continue;
    }
    const blob = await signStep(next, terms, deps);
    progress = await deps.submit(launchId, next.step, blob);
    if (progress.steps.find((s) => s.step === next.step)?.status === 'failed') {
      deps.onProgress(progress);
      throw new Error(progress.error ?? `Step ${next.step} did not complete`);
    }
  }
  throw new Error('The launch is taking too long: resume it in a moment');
}
