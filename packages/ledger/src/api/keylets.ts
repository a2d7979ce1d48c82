import { sha512 } from '@noble/hashes/sha2.js';
import { currencyToHex } from '@horizon/protocol';
import { decodeAccountID } from 'ripple-address-codec';

// Ledger object keys (rippled Indexes.cpp) for ledger_entry's typed selectors: SHA512-half of a 2-byte
// namespace and the object's identifying fields.

function half(parts: Uint8Array[]): string {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const buf = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    buf.set(p, at);
    at += p.length;
  }
  return Buffer.from(sha512(buf).subarray(0, 32)).toString('hex').toUpperCase();
}

const space = (c: string) => Uint8Array.of(0, c.charCodeAt(0));
const u32 = (n: number) => Uint8Array.of((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
const u64 = (n: bigint) => Uint8Array.from(Buffer.from(n.toString(16).padStart(16, '0'), 'hex'));
const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
export const accountId = (address: string): Uint8Array => Uint8Array.from(decodeAccountID(address));
const currency = (code: string) => hex(currencyToHex(code));

function compare(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export interface IssueSpec {
  currency: string;
  issuer?: string;
}

export const keylets = {
  account: (a: string) => half([space('a'), accountId(a)]),
  ownerDir: (a: string) => half([space('O'), accountId(a)]),
  page: (root: string, index: bigint) => (index === 0n ? root : half([space('d'), hex(root), u64(index)])),
  line: (a: string, b: string, code: string) => {
    const [lo, hi] = [accountId(a), accountId(b)].sort(compare) as [Uint8Array, Uint8Array];
    return half([space('r'), lo, hi, currency(code)]);
  },
  offer: (a: string, seq: number) => half([space('o'), accountId(a), u32(seq)]),
  check: (a: string, seq: number) => half([space('C'), accountId(a), u32(seq)]),
  escrow: (a: string, seq: number) => half([space('u'), accountId(a), u32(seq)]),
  ticket: (a: string, seq: number) => half([space('T'), accountId(a), u32(seq)]),
  depositPreauth: (owner: string, authorized: string) =>
    half([space('p'), accountId(owner), accountId(authorized)]),
  signerList: (a: string) => half([space('S'), accountId(a), u32(0)]),
  amm: (x: IssueSpec, y: IssueSpec) => {
    const bytes = (i: IssueSpec) => ({
      issuer: i.issuer ? accountId(i.issuer) : new Uint8Array(20),
      currency: i.currency === 'XRP' ? new Uint8Array(20) : currency(i.currency),
    });
    const [a, b] = [bytes(x), bytes(y)].sort(
      (p, q) => compare(p.currency, q.currency) || compare(p.issuer, q.issuer),
    ) as [ReturnType<typeof bytes>, ReturnType<typeof bytes>];
    return half([space('A'), a.issuer, a.currency, b.issuer, b.currency]);
  },
};
