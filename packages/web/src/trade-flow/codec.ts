/**
 * The bytes about to be signed: each transaction is encoded with the ledger's binary codec and decoded
 * again, so that the preview and the intent checks read exactly what the signature will cover. The codec
 * loads only when a flow first needs it.
 */
import { HorizonError, type SignableBase } from '@horizon/core';
import type { RoleTx } from './types.js';

export interface TxCodec {
  encode(tx: Readonly<Record<string, unknown>>): string;
  decode(hex: string): Record<string, unknown>;
}

export async function loadCodec(): Promise<TxCodec> {
  const codec = await import('ripple-binary-codec');
  return { encode: (tx) => codec.encode(tx as never), decode: (hex) => codec.decode(hex) };
}

/** A decoded transaction is signable only with its type and account, as it was before encoding. */
function signable(decoded: Record<string, unknown>): SignableBase {
  const { TransactionType, Account } = decoded;
  if (typeof TransactionType !== 'string' || typeof Account !== 'string') {
    throw new HorizonError('general.invalidResponse');
  }
  return { ...decoded, TransactionType, Account };
}

/** The transactions as their encoded bytes say they are. */
export function roundTrip(codec: TxCodec, txs: readonly RoleTx[]): RoleTx[] {
  return txs.map(({ role, tx }) => ({ role, tx: signable(codec.decode(codec.encode(tx))) }));
}

// Fields the signature adds; everything else must be byte-for-byte what was previewed.
const SIGNATURE_FIELDS = new Set(['SigningPubKey', 'TxnSignature']);

/** Refuses a signed blob whose contents differ from the previewed transaction. */
export function assertSignedAsPreviewed(codec: TxCodec, previewed: SignableBase, txBlob: string): void {
  const signed = codec.decode(txBlob);
  const keys = new Set([...Object.keys(previewed), ...Object.keys(signed)]);
  for (const key of keys) {
    if (SIGNATURE_FIELDS.has(key)) continue;
    if (JSON.stringify(signed[key]) !== JSON.stringify(previewed[key])) {
      throw new HorizonError('signing.invalidField', {
        message: `Refused to submit: signed ${key} differs from the preview`,
        detail: key,
      });
    }
  }
}
