/** The signed half of every call: verify the blobs, relay them, turn the main transaction's outcome into an answer. */
import { GENERAL_ERRORS, type TradeFlow, engineResultMessage, transactionFacts } from '@horizon/core';
import { decode } from 'ripple-binary-codec';
import { HttpError } from '../http/http-error.js';
import {
  type IssuedRequest,
  type PostedBlob,
  RELAY_MESSAGES,
  type RequestKind,
  type RequestOutcome,
  type TxOutcome,
  verifySignedSet,
} from '../relay/index.js';
import type { TradeContext } from './context.js';

/**
 * Verifies and relays one request's blobs; answers its outcome once every transaction is final. `beforeFirst`
 * may refuse a request that was never relayed (a repost of relayed blobs always gets the first outcome).
 */
export async function relaySigned(
  ctx: TradeContext,
  classicAddress: string,
  kinds: readonly RequestKind[],
  posted: readonly PostedBlob[],
  beforeFirst?: (request: IssuedRequest) => Promise<void>,
): Promise<RequestOutcome> {
  const set = await verifySignedSet(ctx, classicAddress, kinds, posted);
  if (beforeFirst && !(await ctx.relays.hasRun(set.request.id))) await beforeFirst(set.request);
  const [outcome] = await ctx.relayer.relay([set]);
  if (!outcome) throw new Error('relay answered no outcome');
  return outcome;
}

/** The blobs a multi-blob call posted, by role, leaving out the absent ones. */
export function postedBlobs(blobs: Readonly<Record<string, string | null | undefined>>): PostedBlob[] {
  return Object.entries(blobs)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([role, blob]) => ({ role, blob }));
}

/** The failure answer of a transaction: the flow's catalogue message, with its hash and result. */
export function failureOf(tx: TxOutcome | undefined, flow: TradeFlow): HttpError {
  const result = tx?.engineResult ?? null;
  const extra = { ...(tx ? { tx_hash: tx.hash } : {}), ...(result ? { engine_result: result } : {}) };
  if (tx?.state === 'expired') return new HttpError(400, RELAY_MESSAGES.expiredOnLedger, extra);
  const message = result ? engineResultMessage(flow, result) : undefined;
  return new HttpError(400, message ?? GENERAL_ERRORS.submissionFailed, extra);
}

/** The main transaction of the outcome when it succeeded in a validated ledger; the flow's error otherwise. */
export function succeeded(outcome: RequestOutcome, role: string, flow: TradeFlow): TxOutcome {
  const tx = outcome.txs.find((t) => t.role === role);
  if (!tx || tx.state !== 'validated' || tx.engineResult !== 'tesSUCCESS') throw failureOf(tx, flow);
  return tx;
}

/** The Fee the transaction of this role paid, in drops (from the fields this server issued). */
export function feePaid(outcome: RequestOutcome, role: string): bigint {
  const issued = outcome.request.txs.find((t) => t.role === role);
  if (!issued) return 0n;
  return transactionFacts(decode(issued.fields.hex)).feeDrops;
}
