/**
 * The one trade flow (spec §4, DESIGN "Unsigned → signed"): request unsigned → convert → check against
 * the intent → encode/decode → preview and confirm → sign in the vault → verify the blobs → submit →
 * engine result → optimistic cache update. Every flow (buy, sell, send, …) is a definition run by this.
 */
import { HorizonError, engineResultMessage, isHorizonError } from '@horizon/core';
import type { Signer } from '../vault/index.js';
import type { TxCodec } from './codec.js';
import type { FlowDefinition, SubmitCall } from './definition.js';
import { type PreviewMarket, type TradePreview, buildPreview } from './preview.js';
import { signServerBuilt } from './sign-server-built.js';
import { type SimulateCall, simulateOne } from './simulation.js';
import type { RoleTx, TradeIntent } from './types.js';

export type FlowStage = 'requesting' | 'checking' | 'confirming' | 'signing' | 'submitting' | 'done';

export interface FlowDeps {
  readonly call: (route: string, body: unknown, fallback: string) => Promise<unknown>;
  readonly withSigner: <T>(address: string, fn: (signer: Signer) => T | Promise<T>) => Promise<T>;
  /**
   * Resolves once the vault can sign (a locked one asks for its passphrase first): asked before anything is
   * built, so the transactions' LastLedgerSequence does not run out while the passphrase is typed.
   */
  readonly ensureUnlocked?: () => Promise<void>;
  readonly codec: () => Promise<TxCodec>;
  /** Shows the preview; resolves true to sign, false to cancel. */
  readonly confirm: (preview: TradePreview) => Promise<boolean>;
  readonly onStage?: (stage: FlowStage) => void;
  /** Called after each submit call: clear-all posts its batches one by one. */
  readonly onProgress?: (done: number, total: number) => void;
  readonly sleep?: (ms: number) => Promise<void>;
  /** The ledger's simulate, where the app can reach the ledger: single-transaction previews show its outcome. */
  readonly simulate?: SimulateCall;
}

export interface FlowResult {
  /** The last transaction's hash (the trade itself); every hash in `txHashes`, in submit order. */
  readonly txHash: string;
  readonly txHashes: readonly string[];
  readonly responses: readonly Record<string, unknown>[];
  readonly preview: TradePreview;
}

export class FlowCancelled extends Error {
  override readonly name = 'FlowCancelled';
  constructor() {
    super('Cancelled');
  }
}

/** Each result of an answer: itself, or the `results` of a batch (clear-all). */
function resultsOf(response: Record<string, unknown>): Record<string, unknown>[] {
  const batch = response['results'];
  return Array.isArray(batch) ? (batch as Record<string, unknown>[]) : [response];
}

/** The answer's hashes; a result other than tesSUCCESS throws its catalogue message. */
function hashesOf<I>(response: Record<string, unknown>, flow: FlowDefinition<I>): string[] {
  return resultsOf(response).flatMap((r) => {
    const result = typeof r['engine_result'] === 'string' ? r['engine_result'] : 'tesSUCCESS';
    const message = engineResultMessage(flow.engineFlow, result);
    if (message !== undefined)
      throw new HorizonError('general.submissionFailed', { message, detail: result });
    return typeof r['tx_hash'] === 'string' && r['tx_hash'] !== '' ? [r['tx_hash']] : [];
  });
}

async function submitAll<I>(calls: readonly SubmitCall[], flow: FlowDefinition<I>, deps: FlowDeps) {
  const responses: Record<string, unknown>[] = [];
  const hashes: string[] = [];
  for (const [index, call] of calls.entries()) {
    if (index > 0 && call.delayMs) await (deps.sleep ?? defaultSleep)(call.delayMs);
    const response = (await deps.call(call.route, call.body, flow.submitFallback)) as Record<string, unknown>;
    responses.push(response);
    hashes.push(...hashesOf(response, flow));
    deps.onProgress?.(index + 1, calls.length);
  }
  return { responses, hashes };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runTradeFlow<I extends TradeIntent>(
  flow: FlowDefinition<I>,
  intent: I,
  address: string,
  deps: FlowDeps,
  market: PreviewMarket = {},
): Promise<FlowResult> {
  await deps.ensureUnlocked?.();
  deps.onStage?.('requesting');
  const request = flow.request(intent, address);
  const response = await deps.call(request.route, request.body, flow.requestFallback);
  deps.onStage?.('checking');
  const reviewed: { preview?: TradePreview } = {};
  const catalogue = (result: string) => engineResultMessage(flow.engineFlow, result);
  const review = async (decoded: readonly RoleTx[]) => {
    const only = decoded.length === 1 ? decoded[0] : undefined;
    const simulation =
      deps.simulate && only ? await simulateOne(deps.simulate, only.tx, address, catalogue) : null;
    const preview = { ...buildPreview(intent, decoded, market), ...(simulation ? { simulation } : {}) };
    reviewed.preview = preview;
    deps.onStage?.('confirming');
    if (!(await deps.confirm(preview))) throw new FlowCancelled();
    deps.onStage?.('signing');
  };
  const blobs = await signServerBuilt(intent, flow.unsigned(response), {
    account: address,
    withSigner: deps.withSigner,
    codec: deps.codec,
    review,
  });
  const { preview } = reviewed;
  if (!preview) throw new HorizonError('general.invalidResponse');
  deps.onStage?.('submitting');
  const { responses, hashes } = await submitAll(flow.submit(blobs, address), flow, deps);
  deps.onStage?.('done');
  return { txHash: hashes[hashes.length - 1] ?? '', txHashes: hashes, responses, preview };
}

/** The message to show for a failed flow: the catalogue's, with decrypt failures as a wallet access error. */
export function flowErrorMessage(error: unknown, walletAccessMessage: string): string {
  if (isHorizonError(error, 'signing.decryptFailed')) return walletAccessMessage;
  return error instanceof Error && error.message !== '' ? error.message : 'Transaction submission failed';
}
