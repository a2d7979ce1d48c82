/**
 * The binary side of relaying: the canonical signing fields of a transaction this server issues, and a
 * signed blob taken apart (its signing fields without the signature fields, its key, its hash).
 */
import { createHash } from 'node:crypto';
import { type UnsignedTransaction, toLedgerFields } from '@horizon/core';
import { decode, encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, verify } from 'ripple-keypairs';
import { hashes } from 'xrpl';

/** Fields that carry the signature, set aside when a blob is compared with what was issued. */
const SIGNATURE_FIELDS = ['SigningPubKey', 'TxnSignature', 'Signers'] as const;

export interface SigningFields {
  /** Canonical binary of every field but the signature fields, upper-case hex. */
  readonly hex: string;
  /** SHA-256 of those bytes, hex: how a blob finds the transaction it claims to be. */
  readonly digest: string;
}

function digestOf(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** The signing fields of an unsigned transaction in the API's snake_case. */
export function signingFieldsOf(tx: UnsignedTransaction): SigningFields {
  const hex = encode(toLedgerFields(tx) as never).toUpperCase();
  return { hex, digest: digestOf(hex) };
}

export interface DecodedBlob {
  readonly blob: string;
  readonly hash: string;
  readonly json: Record<string, unknown>;
  readonly fields: SigningFields;
  readonly account: string;
  readonly publicKey: string;
  /** The address the signing key derives (the master key's account, or a regular key's). */
  readonly keyAddress: string;
}

export class BlobError extends Error {
  override readonly name = 'BlobError';
}

/**
 * Takes a signed blob apart and checks what needs no ledger: it decodes, re-encodes to the very same bytes
 * (canonical), is single-signed, and its signature verifies against its key. Throws BlobError otherwise.
 */
export function decodeSignedBlob(blobHex: string): DecodedBlob {
  const blob = blobHex.toUpperCase();
  let json: Record<string, unknown>;
  try {
    json = decode(blob) as Record<string, unknown>;
    if (encode(json as never).toUpperCase() !== blob) throw new BlobError('not canonical');
  } catch {
    throw new BlobError('The blob is not a canonical signed transaction');
  }
  const publicKey = json['SigningPubKey'];
  const signature = json['TxnSignature'];
  if (json['Signers'] !== undefined || typeof publicKey !== 'string' || publicKey === '') {
    throw new BlobError('The blob must be signed by a single key');
  }
  if (typeof signature !== 'string' || signature === '') throw new BlobError('The blob is not signed');
  const unsigned = Object.fromEntries(
    Object.entries(json).filter(([field]) => !(SIGNATURE_FIELDS as readonly string[]).includes(field)),
  );
  const hex = encode(unsigned as never).toUpperCase();
  if (!signatureVerifies(json, signature, publicKey))
    throw new BlobError('The signature of the blob is not valid');
  return {
    blob,
    hash: hashes.hashSignedTx(blob),
    json,
    fields: { hex, digest: digestOf(hex) },
    account: String(json['Account']),
    publicKey,
    keyAddress: deriveAddress(publicKey),
  };
}

function signatureVerifies(json: Record<string, unknown>, signature: string, publicKey: string): boolean {
  try {
    return verify(encodeForSigning(json as never), signature, publicKey);
  } catch {
    return false;
  }
}
