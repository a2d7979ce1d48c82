/** Signing (lazy chunk): a transaction through the binary codec, and a wallet-proof challenge. */
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { decode, encode, encodeForSigning } from 'ripple-binary-codec';
import { sign, verify } from 'ripple-keypairs';

export interface SignedTransaction {
  /** The signed transaction's binary, hex (what the server relays). */
  readonly txBlob: string;
  /** Its hash: SHA-512Half of the 'TXN\0' prefix and the blob. */
  readonly hash: string;
}

const TRANSACTION_ID_PREFIX = '54584E00';

export function transactionHash(txBlob: string): string {
  return bytesToHex(sha512(hexToBytes(TRANSACTION_ID_PREFIX + txBlob)).slice(0, 32)).toUpperCase();
}

/** Signs a ledger-named transaction with a single signature. */
export function signTransaction(
  tx: Readonly<Record<string, unknown>>,
  publicKey: string,
  privateKey: string,
): SignedTransaction {
  const unsigned = { ...tx, SigningPubKey: publicKey };
  const signature = sign(encodeForSigning(unsigned), privateKey);
  const txBlob = encode({ ...unsigned, TxnSignature: signature });
  return { txBlob, hash: transactionHash(txBlob) };
}

/** What the server verifies (DESIGN "proof of control"): the hex of the challenge text's UTF-8 bytes. */
export function challengeMessageHex(challenge: string): string {
  return bytesToHex(utf8ToBytes(challenge)).toUpperCase();
}

export function signChallenge(challenge: string, privateKey: string): string {
  return sign(challengeMessageHex(challenge), privateKey);
}

/** True when a signed blob's TxnSignature verifies against its own SigningPubKey (the diagnostics page). */
export function verifyTransaction(txBlob: string): boolean {
  const { TxnSignature, ...unsigned } = decode(txBlob) as Record<string, unknown>;
  const publicKey = unsigned['SigningPubKey'];
  if (typeof TxnSignature !== 'string' || typeof publicKey !== 'string') return false;
  try {
    return verify(encodeForSigning(unsigned as never), TxnSignature, publicKey);
  } catch {
    return false;
  }
}
