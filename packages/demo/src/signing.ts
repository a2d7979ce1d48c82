/**
 * Signing as the browser vault does: each unsigned transaction the server issued is converted, checked
 * (Account forced to the signer) and signed locally; only the blobs go back.
 */
import { prepareUnsigned } from '@horizon/core';
import { sign as signBytes } from 'ripple-keypairs';
import type { Wallet } from 'xrpl';

export function signUnsigned(tx: unknown, wallet: Wallet, name = 'transaction'): string {
  return wallet.sign(prepareUnsigned(tx, wallet.classicAddress, name) as never).tx_blob;
}

/** The blob field of a signed request for an unsigned one: buy_tx → tx_blob_buy, tx_fee → tx_blob_fee. */
export function blobField(unsignedField: string): string {
  if (unsignedField === 'tx_to_sign') return 'tx_blob';
  return `tx_blob_${unsignedField.replace(/^tx_/, '').replace(/_tx$/, '')}`;
}

/** Signs every transaction of an unsigned answer (absent optional ones stay absent). */
export function signSet(unsigned: Readonly<Record<string, unknown>>, wallet: Wallet): Record<string, string> {
  const blobs: Record<string, string> = {};
  for (const [field, tx] of Object.entries(unsigned)) {
    if (tx === null || tx === undefined || typeof tx !== 'object') continue;
    blobs[blobField(field)] = signUnsigned(tx, wallet, field);
  }
  return blobs;
}

/** The wallet-proof signature: the challenge text's UTF-8 bytes, hex, signed with the wallet's key. */
export function signChallenge(challenge: string, wallet: Wallet): string {
  return signBytes(Buffer.from(challenge, 'utf8').toString('hex').toUpperCase(), wallet.privateKey);
}
