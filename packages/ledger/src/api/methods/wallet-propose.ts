import { randomBytes } from 'node:crypto';
import { sha512 } from '@noble/hashes/sha2.js';
import { decodeSeed, encodeAccountPublic, encodeSeed } from 'ripple-address-codec';
import { deriveAddress, deriveKeypair } from 'ripple-keypairs';
import type { RpcContext } from '../context.js';
import { expectedField, rpcError } from '../errors.js';
import { seedAs1751 } from '../rfc1751.js';

// wallet_propose, as WalletPropose.cpp: a new (or given) seed, its keys and account, in rippled's spellings.

type KeyType = 'secp256k1' | 'ed25519';

function readKeyType(p: Record<string, unknown>): KeyType {
  if (p.key_type === undefined) return 'secp256k1';
  if (typeof p.key_type !== 'string') throw expectedField('key_type', 'string');
  if (p.key_type !== 'secp256k1' && p.key_type !== 'ed25519') throw rpcError('badKeyType');
  return p.key_type;
}

/** The seed's 16 bytes from seed, seed_hex, or passphrase (base58 seed, hex, or SHA512-half of the text). */
function readSeed(p: Record<string, unknown>): { bytes: Uint8Array; fromPassphrase: boolean } {
  const given = ['seed', 'seed_hex', 'passphrase'].filter((f) => p[f] !== undefined);
  if (given.length > 1)
    throw rpcError(
      'invalidParams',
      'Exactly one of the following must be specified: passphrase, seed or seed_hex',
    );
  const [field] = given;
  if (!field) return { bytes: new Uint8Array(randomBytes(16)), fromPassphrase: false };
  const value = p[field];
  if (typeof value !== 'string') throw expectedField(field, 'string');
  if (field === 'seed_hex') {
    if (!/^[0-9a-fA-F]{32}$/.test(value)) throw rpcError('badSeed');
    return { bytes: Uint8Array.from(Buffer.from(value, 'hex')), fromPassphrase: false };
  }
  try {
    return { bytes: Uint8Array.from(decodeSeed(value).bytes), fromPassphrase: false };
  } catch {
    if (field === 'seed') throw rpcError('badSeed');
  }
  return { bytes: sha512(new TextEncoder().encode(value)).subarray(0, 16), fromPassphrase: true };
}

export function walletPropose(ctx: RpcContext): Record<string, unknown> {
  const keyType = readKeyType(ctx.params);
  const { bytes, fromPassphrase } = readSeed(ctx.params);
  const seed = encodeSeed(bytes, keyType);
  const { publicKey } = deriveKeypair(seed);
  const out: Record<string, unknown> = {
    account_id: deriveAddress(publicKey),
    key_type: keyType,
    master_key: seedAs1751(bytes),
    master_seed: encodeSeed(bytes, 'secp256k1'),
    master_seed_hex: Buffer.from(bytes).toString('hex').toUpperCase(),
    public_key: encodeAccountPublic(Buffer.from(publicKey, 'hex')),
    public_key_hex: publicKey.toUpperCase(),
  };
  if (fromPassphrase) {
    out.warning =
      'This wallet was generated using a user-supplied passphrase. It may be vulnerable to brute-force attacks.';
  }
  return out;
}
