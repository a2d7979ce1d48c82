import { decodeAccountID, isValidClassicAddress } from 'ripple-address-codec';
import { encode } from 'ripple-binary-codec';
import { transactionId } from '../../engine/envelope.js';
import type { RpcContext } from '../context.js';
import { bareError, missingField, rpcError } from '../errors.js';
import { submitResult } from './submit.js';

// submit_multisigned, as rippled's transactionSubmitMultiSigned: a tx_json carrying its Signers, which the server
// sorts by account and checks, serializes and submits like a signed blob. Nothing is signed here.

type Json = Record<string, unknown>;

const BAD_SIGNATURE = { code: -282, message: 'Malformed: Bad signature.' };

function accountIdHex(address: string): string {
  return Buffer.from(decodeAccountID(address)).toString('hex');
}

/** Sorts the Signers by account ID and refuses duplicates and the transaction's own account. */
function sortSigners(tx: Json): Json[] {
  const signers = tx.Signers;
  if (!Array.isArray(signers)) throw missingField('tx_json.Signers');
  if (signers.length === 0) throw rpcError('invalidParams', 'tx_json.Signers array may not be empty.');
  const entries = (signers as unknown[]).map((w) => (w as { Signer?: Json } | null)?.Signer);
  const ok = entries.every(
    (s) =>
      s !== undefined &&
      Object.keys(s).length === 3 &&
      typeof s.Account === 'string' &&
      isValidClassicAddress(s.Account) &&
      typeof s.SigningPubKey === 'string' &&
      typeof s.TxnSignature === 'string',
  );
  if (!ok) throw rpcError('invalidParams', 'Signers array may only contain Signer entries.');
  const keyed = (entries as Json[]).map((s) => ({ s, id: accountIdHex(s.Account as string) }));
  keyed.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let i = 1; i < keyed.length; i++) {
    if (keyed[i]?.id === keyed[i - 1]?.id) {
      const dup = keyed[i]?.s.Account as string;
      throw rpcError('invalidParams', `Duplicate Signers:Signer:Account entries (${dup}) are not allowed.`);
    }
  }
  if (keyed.some((k) => k.s.Account === tx.Account))
    throw rpcError(
      'invalidParams',
      `A Signer may not be the transaction's Account (${tx.Account as string}).`,
    );
  return keyed.map((k) => ({ Signer: k.s }));
}

function checkFields(ctx: RpcContext): Json {
  const raw = ctx.params.tx_json;
  if (raw === undefined) throw missingField('tx_json');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw rpcError('invalidParams', "Invalid field 'tx_json', not object.");
  const tx = { ...(raw as Json) };
  if (tx.TransactionType === undefined) throw missingField('tx_json.TransactionType');
  if (tx.Account === undefined) throw missingField('tx_json.Account');
  if (typeof tx.Account !== 'string' || !isValidClassicAddress(tx.Account)) throw rpcError('srcActMalformed');
  if (!ctx.node.getLedger('current')?.accountRoot(tx.Account)) throw rpcError('srcActNotFound');
  if (tx.Fee === undefined) throw missingField('tx_json.Fee');
  if (typeof tx.SigningPubKey !== 'string' || tx.SigningPubKey !== '')
    throw rpcError('invalidParams', 'Invalid  SigningPubKey field.  Field must be empty when multi-signing.');
  if (tx.TxnSignature !== undefined) throw rpcError('signingMalformed');
  if (typeof tx.Fee !== 'string' || !/^\d+$/.test(tx.Fee))
    throw rpcError('invalidParams', 'Invalid Fee field.  Fees must be specified in XRP.');
  if (BigInt(tx.Fee) <= 0n)
    throw rpcError('invalidParams', 'Invalid Fee field.  Fees must be greater than zero.');
  tx.Signers = sortSigners(tx);
  return tx;
}

export function submitMultisigned(ctx: RpcContext): Record<string, unknown> {
  const tx = checkFields(ctx);
  let blob: string;
  try {
    blob = encode(tx as never);
  } catch (e) {
    throw rpcError('invalidParams', e instanceof Error ? e.message : String(e));
  }
  const outcome = ctx.node.submit(blob);
  if (outcome.ok) return submitResult(outcome);
  // A signature that fails is not an RPC error here: rippled marks the transaction invalid and reports it.
  if (!outcome.errorException.startsWith('fails local checks'))
    throw bareError(outcome.error, { error_exception: outcome.errorException });
  return {
    engine_result: 'temBAD_SIGNATURE',
    engine_result_code: BAD_SIGNATURE.code,
    engine_result_message: BAD_SIGNATURE.message,
    tx_blob: blob,
    tx_json: { ...tx, hash: transactionId(blob) },
  };
}
