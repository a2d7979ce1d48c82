/**
 * Runs a launch to its end (spec §2 /launch): the server readies one step at a time; each is converted,
 * encoded and decoded, checked against the launch's terms, signed here by its signer (creator wallet or the
 * vault's issuer key), checked again as signed, and posted. Stops at the first failed step with its message;
 * running again resumes from the step the server says is next.
 */
import {
  HorizonError,
  type LaunchProgress,
  type LaunchStep,
  type LaunchStepName,
  type SignableBase,
  prepareForSigning,
  toLedgerFields,
} from '@horizon/core';
import type { Signer } from '../../vault/index.js';
import { type TxCodec, assertSignedAsPreviewed, roundTrip } from '../../trade-flow/codec.js';
import { type LaunchTerms, checkLaunchStep, stepSigner } from './launch-checks.js';

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
  const signer = stepSigner(step.step, terms);
  const converted = prepareForSigning(toLedgerFields(step.tx_to_sign) as SignableBase, signer, step.step);
  const codec = await deps.codec();
  const [decoded] = roundTrip(codec, [{ role: step.step, tx: converted }]);
  const tx = (decoded as { tx: SignableBase }).tx;
  checkLaunchStep(step.step, tx, terms);
  const blob = await deps.withSigner(signer, (s) => s.signTransaction(tx, step.step).txBlob);
  assertSignedAsPreviewed(codec, tx, blob);
  return blob;
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
