import { createPublicKey, verify as nodeVerify, type KeyObject } from 'node:crypto';
import { verify as slowVerify } from 'ripple-keypairs';
import { toHex } from './hash.js';

// Signature checks through Node's native crypto. secp256k1: ECDSA over SHA-512 truncated to 256 bits is
// exactly rippled's SHA512Half digest; signatures must be strict DER with a low S (fully canonical).

const ED_SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const SECP_SPKI = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex');
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;
const keys = new Map<string, KeyObject>();

function keyFor(pubHex: string): KeyObject {
  let key = keys.get(pubHex);
  if (!key) {
    const raw = Buffer.from(pubHex, 'hex');
    const der = raw[0] === 0xed ? Buffer.concat([ED_SPKI, raw.subarray(1)]) : Buffer.concat([SECP_SPKI, raw]);
    key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    if (keys.size > 100_000) keys.clear();
    keys.set(pubHex, key);
  }
  return key;
}

/** The S of a strict DER ECDSA signature, or undefined when the encoding is not canonical DER. */
function derS(sig: Buffer): bigint | undefined {
  if (sig.length < 8 || sig.length > 72 || sig[0] !== 0x30 || sig[1] !== sig.length - 2) return undefined;
  const rLen = sig[3] as number;
  if (sig[2] !== 0x02 || rLen === 0 || 4 + rLen + 2 > sig.length) return undefined;
  const sAt = 4 + rLen;
  const sLen = sig[sAt + 1] as number;
  if (sig[sAt] !== 0x02 || sLen === 0 || sAt + 2 + sLen !== sig.length) return undefined;
  const s = sig.subarray(sAt + 2);
  if ((s[0] as number) & 0x80 || (s.length > 1 && s[0] === 0 && !((s[1] as number) & 0x80))) return undefined;
  return BigInt(`0x${s.toString('hex')}`);
}

/** Verifies `signatureHex` by `publicKeyHex` over the signing data `message` (bytes or hex), as rippled does. */
export function verifySignature(
  message: Uint8Array | string,
  signatureHex: string,
  publicKeyHex: string,
): boolean {
  try {
    const data = typeof message === 'string' ? Buffer.from(message, 'hex') : message;
    const sig = Buffer.from(signatureHex, 'hex');
    if (publicKeyHex.slice(0, 2).toUpperCase() === 'ED')
      return nodeVerify(null, data, keyFor(publicKeyHex), sig);
    const s = derS(sig);
    if (s === undefined || s > HALF_ORDER) return false;
    return nodeVerify('sha512', data, keyFor(publicKeyHex), sig);
  } catch {
    return slowVerify(typeof message === 'string' ? message : toHex(message), signatureHex, publicKeyHex);
  }
}
