import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { deriveAddress, deriveKeypair } from 'ripple-keypairs';
import { encodeHex, encodeSigningHex } from '../src/codec/encode.js';

// Bench-side signing through node:crypto: with ripple-keypairs' pure-JS signing, preparing 100,000 payments
// took longer than the node took to apply them. Signatures are rippled's (ed25519 over the signing data;
// ECDSA over its SHA-512 half, DER, low S), checked by the node like any other.

const ED_PKCS8 = Buffer.from('302e020100300506032b657004220420', 'hex');
const SECP_SEC1_HEAD = Buffer.from('302e0201010420', 'hex');
const SECP_SEC1_TAIL = Buffer.from('a00706052b8104000a', 'hex');
const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

export interface BenchSigner {
  address: string;
  publicKey: string;
  /** Signature of `message` (hex) as upper-case hex. */
  sign(message: Buffer): string;
}

export function signerFromSeed(seed: string): BenchSigner {
  const { publicKey, privateKey } = deriveKeypair(seed);
  const secret = Buffer.from(privateKey.slice(2), 'hex');
  const address = deriveAddress(publicKey);
  if (publicKey.startsWith('ED')) {
    const key = createPrivateKey({ key: Buffer.concat([ED_PKCS8, secret]), format: 'der', type: 'pkcs8' });
    return { address, publicKey, sign: (m) => sign(null, m, key).toString('hex').toUpperCase() };
  }
  const der = Buffer.concat([SECP_SEC1_HEAD, secret, SECP_SEC1_TAIL]);
  const key: KeyObject = createPrivateKey({ key: der, format: 'der', type: 'sec1' });
  return { address, publicKey, sign: (m) => lowS(sign('sha512', m, key)) };
}

/** rippled accepts only fully canonical ECDSA signatures: S at most half the group order. */
function lowS(der: Buffer): string {
  const rLen = der[3] as number;
  const r = der.subarray(4, 4 + rLen);
  const s = BigInt(`0x${der.subarray(6 + rLen).toString('hex')}`);
  if (s <= ORDER / 2n) return der.toString('hex').toUpperCase();
  return derSignature(r, Buffer.from((ORDER - s).toString(16).padStart(64, '0'), 'hex'));
}

function derInteger(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && !((bytes[start + 1] as number) & 0x80)) start++;
  const body = bytes.subarray(start);
  const padded = (body[0] as number) & 0x80 ? Buffer.concat([Buffer.of(0), body]) : body;
  return Buffer.concat([Buffer.of(0x02, padded.length), padded]);
}

function derSignature(r: Buffer, s: Buffer): string {
  const body = Buffer.concat([derInteger(r), derInteger(s)]);
  return Buffer.concat([Buffer.of(0x30, body.length), body])
    .toString('hex')
    .toUpperCase();
}

/** A signed XRP payment blob. */
export function signedPayment(from: BenchSigner, seq: number, to: string, drops: string): string {
  const tx: Record<string, unknown> = {
    TransactionType: 'Payment',
    Account: from.address,
    Destination: to,
    Amount: drops,
    Fee: '10',
    Sequence: seq,
    SigningPubKey: from.publicKey,
  };
  tx.TxnSignature = from.sign(Buffer.from(encodeSigningHex(tx), 'hex'));
  return encodeHex(tx);
}
