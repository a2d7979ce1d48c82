import { addressOfKey } from '../crypto/address.js';
import { decodeBytes } from '../codec/decode.js';
import { assertTxFormat } from './tx-format.js';
import { encodeBytes, encodeHex, encodeSigningBytes } from '../codec/encode.js';
import { verifySignature } from '../crypto/verify.js';
import { checkMultiSignatures } from './multisign.js';
import { HashPrefix, fromHex, prefixBytes, sha512Half, toHex } from '../crypto/hash.js';
import type { TxJson } from '../node/node-api.js';

/** A transaction decoded from its blob: the JSON, the canonical blob and its id. */
export interface DecodedTx {
  json: TxJson;
  blob: string;
  hash: string;
}

export type DecodeOutcome = { ok: true; tx: DecodedTx } | { ok: false; exception: string };

const TXN_PREFIX = prefixBytes(HashPrefix.transactionId);

export function transactionId(blobHex: string): string {
  return toHex(sha512Half(TXN_PREFIX, fromHex(blobHex)));
}

/** Decodes a blob as rippled's STTx does: unknown fields or non-canonical order are refused. */
export function decodeBlob(blobHex: string): DecodeOutcome {
  const blob = blobHex.toUpperCase();
  let bytes: Uint8Array;
  let json: Record<string, unknown>;
  try {
    bytes = fromHex(blob);
    json = decodeBytes(bytes);
    assertTxFormat(json);
  } catch (e) {
    return { ok: false, exception: e instanceof Error ? e.message : String(e) };
  }
  if (typeof json.TransactionType !== 'string' || typeof json.Account !== 'string') {
    return { ok: false, exception: 'Field not found' };
  }
  let again: Uint8Array;
  try {
    again = encodeBytes(json);
  } catch (e) {
    return { ok: false, exception: e instanceof Error ? e.message : String(e) };
  }
  // A blob whose fields are not in canonical order re-encodes differently; rippled rejects it.
  if (Buffer.compare(again, bytes) !== 0)
    return { ok: false, exception: 'Transaction is not in canonical form' };
  const hash = toHex(sha512Half(TXN_PREFIX, bytes));
  return { ok: true, tx: { json: json as TxJson, blob, hash } };
}

/** The signer's account for a single-signed transaction, or the reason the signature fails local checks. */
export function checkSignature(tx: TxJson): { ok: true; signer?: string } | { ok: false; reason: string } {
  const pubKey = typeof tx.SigningPubKey === 'string' ? tx.SigningPubKey : '';
  // An empty SigningPubKey means multi-signed, as rippled's STTx::checkSign decides.
  if (pubKey === '') return checkMultiSignatures(tx);
  if (tx.Signers !== undefined) return { ok: false, reason: 'Cannot both single- and multi-sign.' };
  if (typeof tx.TxnSignature !== 'string') return { ok: false, reason: 'Invalid signature.' };
  try {
    const data = encodeSigningBytes(tx);
    if (!verifySignature(data, tx.TxnSignature, pubKey)) return { ok: false, reason: 'Invalid signature.' };
    return { ok: true, signer: addressOfKey(pubKey) };
  } catch {
    return { ok: false, reason: 'Invalid signature.' };
  }
}

/** The blob of a JSON transaction (for simulate's unsigned transactions). */
export function encodeTx(tx: TxJson): string {
  return encodeHex(tx);
}
