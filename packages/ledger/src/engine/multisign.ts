import { encodeMultiSigningStart } from '../codec/encode.js';
import { addressOfKey } from '../crypto/address.js';
import { verifySignature } from '../crypto/verify.js';
import type { TxJson } from '../node/node-api.js';
import { hasFlag, lsf } from '../state/account.js';
import type { EntryFields } from '../state/entry.js';
import { accountIdBytes, keylet } from '../state/keys.js';
import {
  compareAccounts,
  MAX_MULTI_SIGNERS,
  MIN_MULTI_SIGNERS,
  readSignerEntries,
} from './signer-entries.js';
import type { Ter } from './ter.js';

// Multi-signed transactions: an empty SigningPubKey and a Signers array. Two checks, as rippled's:
// STTx::checkMultiSign (every signature, before the transaction is relayed) and Transactor::checkMultiSign
// (the signers against the account's SignerList and its quorum, in preclaim).

interface TxSigner {
  account: string;
  publicKey: string;
  signature: string;
}

/** The Signers array's entries, or undefined when it is not made of Signer objects with the three fields. */
export function readTxSigners(tx: TxJson): TxSigner[] | undefined {
  if (!Array.isArray(tx.Signers)) return undefined;
  const out: TxSigner[] = [];
  for (const wrapped of tx.Signers as unknown[]) {
    const s = (wrapped as { Signer?: Record<string, unknown> } | null)?.Signer;
    if (!s || typeof s.Account !== 'string' || typeof s.SigningPubKey !== 'string') return undefined;
    if (typeof s.TxnSignature !== 'string') return undefined;
    out.push({ account: s.Account, publicKey: s.SigningPubKey, signature: s.TxnSignature });
  }
  return out;
}

function isPublicKey(hex: string): boolean {
  if (hex.length !== 66) return false;
  const lead = hex.slice(0, 2).toUpperCase();
  return lead === 'ED' || lead === '02' || lead === '03';
}

/** Whether the signer's signature is over `start` and its own account ID, by the key it names. */
function signs(start: Uint8Array, s: TxSigner): boolean {
  try {
    const data = Buffer.concat([start, accountIdBytes(s.account)]);
    return isPublicKey(s.publicKey) && verifySignature(data, s.signature, s.publicKey);
  } catch {
    return false;
  }
}

/** Every signature of a multi-signed transaction, or the reason it fails local checks (STTx::checkMultiSign). */
export function checkMultiSignatures(tx: TxJson): { ok: true } | { ok: false; reason: string } {
  if (tx.Signers === undefined) return { ok: false, reason: 'Empty SigningPubKey.' };
  if (tx.TxnSignature !== undefined) return { ok: false, reason: 'Cannot both single- and multi-sign.' };
  const signers = readTxSigners(tx);
  if (!signers || signers.length < MIN_MULTI_SIGNERS || signers.length > MAX_MULTI_SIGNERS)
    return { ok: false, reason: 'Invalid Signers array size.' };
  let start: Uint8Array;
  try {
    start = encodeMultiSigningStart(tx);
  } catch {
    return { ok: false, reason: 'Invalid signature.' };
  }
  let last: string | undefined;
  for (const s of signers) {
    if (s.account === tx.Account) return { ok: false, reason: 'Invalid multisigner.' };
    if (last !== undefined) {
      const order = compareAccounts(last, s.account);
      if (order === 0) return { ok: false, reason: 'Duplicate Signers not allowed.' };
      if (order > 0) return { ok: false, reason: 'Unsorted Signers array.' };
    }
    last = s.account;
    if (!signs(start, s)) return { ok: false, reason: `Invalid signature on account ${s.account}.` };
  }
  return { ok: true };
}

/**
 * The signers against the account's SignerList (rippled's Transactor::checkMultiSign): each must be listed and
 * sign with its master key (or be a phantom account) or its regular key; their weights must meet the quorum.
 */
export function checkMultiSignAuth(
  read: (key: string) => Readonly<EntryFields> | undefined,
  tx: TxJson,
): Ter {
  const list = read(keylet.signerList(tx.Account));
  if (!list) return 'tefNOT_MULTI_SIGNING';
  const entries = readSignerEntries(list.SignerEntries);
  const signers = readTxSigners(tx);
  if (!entries || !signers) return 'tefBAD_LEDGER';
  const weights = new Map(entries.map((e) => [e.account, e.weight]));
  let total = 0;
  for (const s of signers) {
    const weight = weights.get(s.account);
    if (weight === undefined) return 'tefBAD_SIGNATURE';
    if (!isPublicKey(s.publicKey)) return 'tefBAD_SIGNATURE';
    const keyAccount = addressOfKey(s.publicKey);
    const root = read(keylet.account(s.account));
    if (keyAccount === s.account) {
      // A master key; an account not in the ledger (a phantom) always may sign with it.
      if (root && hasFlag(root, lsf.disableMaster)) return 'tefMASTER_DISABLED';
    } else if (!root || root.RegularKey !== keyAccount) return 'tefBAD_SIGNATURE';
    total += weight;
  }
  if (total < (list.SignerQuorum as number)) return 'tefBAD_QUORUM';
  return 'tesSUCCESS';
}
