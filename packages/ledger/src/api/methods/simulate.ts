import { decode } from 'ripple-binary-codec';
import type { RpcContext } from '../context.js';
import type { AmountJson } from '../../node/index.js';
import { bareError, invalidField, missingField, rpcError } from '../errors.js';
import { metaJson, txFields } from '../format.js';

// simulate, as Simulate.cpp (rippled 2.4): an unsigned transaction (tx_json or tx_blob) dry-run against the open
// ledger, autofilled, nothing kept.

const SECRET_FIELDS = ['secret', 'seed', 'seed_hex', 'passphrase'];

function readTx(p: Record<string, unknown>): Record<string, unknown> {
  const hasJson = p.tx_json !== undefined;
  const hasBlob = p.tx_blob !== undefined;
  if (!hasJson && !hasBlob) throw rpcError('invalidParams', 'Neither `tx_blob` nor `tx_json` included.');
  if (hasJson && hasBlob) throw rpcError('invalidParams', 'Can only include one of `tx_blob` and `tx_json`.');
  let tx: unknown = p.tx_json;
  if (hasBlob) {
    if (typeof p.tx_blob !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(p.tx_blob))
      throw invalidField('tx_blob');
    try {
      tx = decode(p.tx_blob);
    } catch {
      throw invalidField('tx_blob');
    }
  }
  if (typeof tx !== 'object' || tx === null || Array.isArray(tx))
    throw rpcError('invalidParams', "Invalid field 'tx_json', not object.");
  const obj = tx as Record<string, unknown>;
  if (!('TransactionType' in obj)) throw missingField('tx.TransactionType');
  if (!('Account' in obj)) throw missingField('tx.Account');
  return obj;
}

export function simulate(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  if (p.binary !== undefined && typeof p.binary !== 'boolean') throw invalidField('binary');
  for (const f of SECRET_FIELDS) if (f in p) throw invalidField(f);
  const binary = p.binary === true;
  const outcome = ctx.node.simulate(readTx(p));
  if (!outcome.ok) {
    if (outcome.error === 'invalidTransaction')
      throw bareError('invalidTransaction', { error_exception: outcome.errorMessage });
    throw rpcError(outcome.error, outcome.errorMessage);
  }
  const success = outcome.engineResult === 'tesSUCCESS';
  const out: Record<string, unknown> = {
    applied: false,
    ledger_index: outcome.ledgerIndex,
    engine_result: outcome.engineResult,
    engine_result_code: outcome.engineResultCode,
    engine_result_message: success
      ? 'The simulated transaction would have been applied.'
      : outcome.engineResultMessage,
  };
  if (outcome.meta) {
    if (binary) out.meta_blob = outcome.metaBlob;
    else out.meta = metaJson(outcome.meta, deliveredOf(outcome.txJson, outcome.meta));
  }
  if (binary) out.tx_blob = outcome.txBlob;
  else out.tx_json = { ...txFields(outcome.txJson), hash: outcome.hash };
  return out;
}

/** rippled's insertDeliveredAmount for a dry run: DeliveredAmount, else Amount, for successful payments. */
function deliveredOf(
  tx: Record<string, unknown>,
  meta: { TransactionResult: string; DeliveredAmount?: AmountJson },
): AmountJson | undefined {
  const types = ['Payment', 'CheckCash', 'AccountDelete'];
  if (meta.TransactionResult !== 'tesSUCCESS' || !types.includes(String(tx.TransactionType)))
    return undefined;
  return meta.DeliveredAmount ?? (tx.Amount as AmountJson | undefined);
}
