import type { SubmitResult } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { bareError, missingField, rpcError } from '../errors.js';
import { txFields } from '../format.js';

// submit, as Submit.cpp: a signed blob applied to the open ledger, answered with its preliminary result.
// Sign-and-submit (tx_json + secret) is refused as rippled does when signing is not enabled on the server.

const SECRET_FIELDS = ['secret', 'seed', 'seed_hex', 'passphrase'];

export function submit(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  if (p.tx_blob === undefined) {
    if (!SECRET_FIELDS.some((f) => f in p)) throw missingField('secret');
    throw rpcError('notSupported', 'Signing is not supported by this server.');
  }
  const blob = typeof p.tx_blob === 'string' ? p.tx_blob : '';
  if (blob.length === 0 || blob.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(blob))
    throw rpcError('invalidParams');
  const outcome = ctx.node.submit(blob);
  if (!outcome.ok) throw bareError(outcome.error, { error_exception: outcome.errorException });
  return submitResult(outcome);
}

/** A submit's preliminary result as rippled reports it (shared with submit_multisigned). */
export function submitResult(outcome: SubmitResult): Record<string, unknown> {
  return {
    accepted: outcome.accepted,
    account_sequence_available: outcome.accountSequenceAvailable,
    account_sequence_next: outcome.accountSequenceNext,
    applied: outcome.applied,
    broadcast: outcome.broadcast,
    engine_result: outcome.engineResult,
    engine_result_code: outcome.engineResultCode,
    engine_result_message: outcome.engineResultMessage,
    kept: outcome.kept,
    open_ledger_cost: outcome.openLedgerCost,
    queued: outcome.queued,
    tx_blob: outcome.txBlob,
    tx_json: { ...txFields(outcome.txJson), hash: outcome.hash },
    validated_ledger_index: outcome.validatedLedgerIndex,
  };
}
