import { accountIdOf } from '../crypto/address.js';
import { fromHex, sha512Half, toHex, u16, u32, u64 } from '../crypto/hash.js';

// Ledger object keys: SHA512Half(u16 namespace ‖ fields), as rippled's Indexes.cpp.
const NS = {
  account: 0x61, // 'a'
  dirNode: 0x64, // 'd'
  ownerDir: 0x4f, // 'O'
  trustLine: 0x72, // 'r'
  fees: 0x65, // 'e'
  amendments: 0x66, // 'f'
  skipList: 0x73, // 's'
  offer: 0x6f, // 'o'
  ticket: 0x54, // 'T'
  signerList: 0x53, // 'S'
  depositPreauth: 0x70, // 'p'
} as const;

function key(ns: number, ...parts: Uint8Array[]): string {
  return toHex(sha512Half(u16(ns), ...parts));
}

/** The 20-byte account ID of an address (shared: never mutate it). */
export function accountIdBytes(address: string): Uint8Array {
  return accountIdOf(address);
}

const FEES_KEY = key(NS.fees);
const AMENDMENTS_KEY = key(NS.amendments);
const SKIP_LIST_KEY = key(NS.skipList);

// Account roots are looked up several times per transaction; their keys are remembered (bounded).
const accountKeys = new Map<string, string>();

function accountKey(address: string): string {
  let k = accountKeys.get(address);
  if (k === undefined) {
    k = key(NS.account, accountIdBytes(address));
    if (accountKeys.size >= 8192) accountKeys.clear();
    accountKeys.set(address, k);
  }
  return k;
}

export const keylet = {
  account: accountKey,
  ownerDir: (address: string) => key(NS.ownerDir, accountIdBytes(address)),
  /** Page `page` of the directory rooted at `root`; page 0 is the root itself. */
  dirPage: (root: string, page: bigint) => (page === 0n ? root : key(NS.dirNode, fromHex(root), u64(page))),
  trustLine: (a: string, b: string, currency: Uint8Array) => {
    const ia = accountIdBytes(a);
    const ib = accountIdBytes(b);
    const [low, high] = compareBytes(ia, ib) < 0 ? [ia, ib] : [ib, ia];
    return key(NS.trustLine, low, high, currency);
  },
  offer: (address: string, seq: number) => key(NS.offer, accountIdBytes(address), u32(seq)),
  ticket: (address: string, seq: number) => key(NS.ticket, accountIdBytes(address), u32(seq)),
  signerList: (address: string) => key(NS.signerList, accountIdBytes(address), u32(0)),
  depositPreauth: (owner: string, authorized: string) =>
    key(NS.depositPreauth, accountIdBytes(owner), accountIdBytes(authorized)),
  fees: () => FEES_KEY,
  amendments: () => AMENDMENTS_KEY,
  /** The rolling list of the last 256 ledger hashes. */
  skipList: () => SKIP_LIST_KEY,
  /** The list of every 256th ledger hash covering `seq`. */
  skipListFor: (seq: number) => key(NS.skipList, u32(seq >>> 16)),
};

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}
