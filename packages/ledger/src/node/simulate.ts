import { encodeHex } from '../codec/encode.js';
import { applyTransaction } from '../engine/apply.js';
import { transactionId } from '../engine/envelope.js';
import { terInfo } from '../engine/ter.js';
import { keylet } from '../state/keys.js';
import type { FeeSettings, SimulateOutcome, TxJson, TxMetaJson } from './node-api.js';
import type { OpenLedger } from './open-ledger.js';

// rippled 2.4's simulate: autofill an unsigned transaction, apply it to a copy of the open ledger, keep nothing.

export function simulateTx(
  input: Record<string, unknown>,
  open: OpenLedger,
  fees: FeeSettings,
  networkId = 0,
): SimulateOutcome {
  const bad = (errorMessage: string) => ({
    ok: false as const,
    error: 'invalidParams' as const,
    errorMessage,
  });
  if (typeof input.TransactionType !== 'string') return bad("Missing field 'tx.TransactionType'.");
  if (typeof input.Account !== 'string') return bad("Missing field 'tx.Account'.");
  if (
    input.TxnSignature !== undefined ||
    (typeof input.SigningPubKey === 'string' && input.SigningPubKey !== '') ||
    input.Signers !== undefined
  ) {
    return { ok: false, error: 'transactionSigned', errorMessage: 'Transaction should not be signed.' };
  }
  const tx = { ...input } as TxJson;
  tx.SigningPubKey = '';
  tx.Fee ??= fees.baseFee.toString();
  if (tx.Sequence === undefined && tx.TicketSequence === undefined) {
    const root = open.state.get(keylet.account(tx.Account))?.fields;
    if (!root) return { ok: false, error: 'invalidParams', errorMessage: 'Source account not found.' };
    tx.Sequence = root.Sequence as number;
  }
  let blob: string;
  try {
    blob = encodeHex(tx);
  } catch (e) {
    return {
      ok: false,
      error: 'invalidTransaction',
      errorMessage: e instanceof Error ? e.message : String(e),
    };
  }
  const hash = transactionId(blob);
  const env = {
    fees,
    ledgerSeq: open.seq,
    parentCloseTime: open.parent.header.closeTime,
    networkId,
    open: true,
    txExists: () => false,
  };
  const out = applyTransaction(open.state, { json: tx, blob, hash }, env, {
    txIndex: open.applied.length,
    dryRun: true,
  });
  const info = terInfo(out.ter);
  const result = {
    ok: true as const,
    engineResult: info.token,
    engineResultCode: info.code,
    engineResultMessage: info.message,
    txJson: tx,
    txBlob: blob,
    hash,
    ledgerIndex: open.seq,
    applied: false as const,
  };
  if (!out.meta) return result;
  const meta: TxMetaJson = out.meta;
  return { ...result, meta, metaBlob: encodeHex(meta) };
}
