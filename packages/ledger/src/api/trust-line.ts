import type { LedgerEntryJson } from '../node/index.js';
import { lineFlag as LSF, type IssuedJson } from '../state/trust-line.js';

// A RippleState seen from one of its two accounts (rippled's TrustLineBase / RPCTrustLine).

export function negateValue(value: string): string {
  if (/^-/.test(value)) return value.slice(1);
  return /^0*\.?0*$/.test(value) ? value : `-${value}`;
}

export interface LineView {
  peer: string;
  currency: string;
  /** The balance from this account's side (positive: it holds the peer's tokens). */
  balance: string;
  limit: string;
  limitPeer: string;
  qualityIn: number;
  qualityOut: number;
  noRipple: boolean;
  noRipplePeer: boolean;
  auth: boolean;
  authPeer: boolean;
  freeze: boolean;
  freezePeer: boolean;
  deepFreeze: boolean;
  deepFreezePeer: boolean;
  /** This side holds a reserve for the line (it is not in its default state). */
  reserve: boolean;
  /** The owner-directory page of this account that lists the line. */
  page: bigint;
}

export function lineView(entry: LedgerEntryJson, account: string): LineView | undefined {
  if (entry.LedgerEntryType !== 'RippleState') return undefined;
  const low = entry.LowLimit as IssuedJson;
  const high = entry.HighLimit as IssuedJson;
  const balance = entry.Balance as IssuedJson;
  const flags = Number(entry.Flags ?? 0) >>> 0;
  const isLow = low.issuer === account;
  if (!isLow && high.issuer !== account) return undefined;
  const [me, peer] = isLow ? ['Low', 'High'] : ['High', 'Low'];
  const has = (bit: number) => (flags & bit) !== 0;
  const bit = (side: string, name: string) => LSF[`${side.toLowerCase()}${name}` as keyof typeof LSF];
  const node = entry[`${me}Node`];
  return {
    peer: isLow ? high.issuer : low.issuer,
    currency: balance.currency,
    balance: isLow ? balance.value : negateValue(balance.value),
    limit: (isLow ? low : high).value,
    limitPeer: (isLow ? high : low).value,
    qualityIn: Number(entry[`${me}QualityIn`] ?? 0),
    qualityOut: Number(entry[`${me}QualityOut`] ?? 0),
    noRipple: has(bit(me, 'NoRipple')),
    noRipplePeer: has(bit(peer, 'NoRipple')),
    auth: has(bit(me, 'Auth')),
    authPeer: has(bit(peer, 'Auth')),
    freeze: has(bit(me, 'Freeze')),
    freezePeer: has(bit(peer, 'Freeze')),
    deepFreeze: has(bit(me, 'DeepFreeze')),
    deepFreezePeer: has(bit(peer, 'DeepFreeze')),
    reserve: has(bit(me, 'Reserve')),
    page: typeof node === 'string' ? BigInt(`0x${node}`) : 0n,
  };
}

/** True when a decimal text is exactly zero. */
export function isZero(value: string): boolean {
  return !/[1-9]/.test(value.replace(/e.*$/i, ''));
}

/** The sign of a decimal text: -1, 0 or 1. */
export function signOf(value: string): number {
  if (isZero(value)) return 0;
  return value.startsWith('-') ? -1 : 1;
}
