import { IssuedValue } from '@horizon/protocol';
import type { EntryFields } from './entry.js';
import { accountIdBytes, compareBytes, keylet } from './keys.js';

// RippleState entries: one line between a low and a high account (by AccountID), Balance from the low side.

/** The balance's placeholder issuer, rippled's noAccount(). */
export const ACCOUNT_ONE = 'rrrrrrrrrrrrrrrrrrrrBZbvji';

export const lineFlag = {
  lowReserve: 0x00010000,
  highReserve: 0x00020000,
  lowAuth: 0x00040000,
  highAuth: 0x00080000,
  lowNoRipple: 0x00100000,
  highNoRipple: 0x00200000,
  lowFreeze: 0x00400000,
  highFreeze: 0x00800000,
  lowDeepFreeze: 0x02000000,
  highDeepFreeze: 0x04000000,
} as const;

export interface IssuedJson {
  currency: string;
  issuer: string;
  value: string;
}

/** True when `a` is the high account of a line with `b`. */
export function isHigh(a: string, b: string): boolean {
  return compareBytes(accountIdBytes(a), accountIdBytes(b)) > 0;
}

/** Currency code bytes (20) for the key: 3-letter codes in the standard layout, else 40 hex. */
export function currencyBytes(code: string): Uint8Array {
  const out = new Uint8Array(20);
  if (code.length === 3) {
    for (let i = 0; i < 3; i++) out[12 + i] = code.charCodeAt(i);
    return out;
  }
  for (let i = 0; i < 20; i++) out[i] = parseInt(code.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function lineKey(a: string, b: string, currency: string): string {
  return keylet.trustLine(a, b, currencyBytes(currency));
}

/** Per-side field names and flags for `account`'s side of a line with `peer`. */
export function side(account: string, peer: string) {
  const high = isHigh(account, peer);
  return {
    high,
    limit: high ? 'HighLimit' : 'LowLimit',
    peerLimit: high ? 'LowLimit' : 'HighLimit',
    node: high ? 'HighNode' : 'LowNode',
    qualityIn: high ? 'HighQualityIn' : 'LowQualityIn',
    qualityOut: high ? 'HighQualityOut' : 'LowQualityOut',
    reserve: high ? lineFlag.highReserve : lineFlag.lowReserve,
    noRipple: high ? lineFlag.highNoRipple : lineFlag.lowNoRipple,
    freeze: high ? lineFlag.highFreeze : lineFlag.lowFreeze,
    deepFreeze: high ? lineFlag.highDeepFreeze : lineFlag.lowDeepFreeze,
    auth: high ? lineFlag.highAuth : lineFlag.lowAuth,
  } as const;
}

export function valueOf(json: unknown): IssuedValue {
  return IssuedValue.fromString((json as IssuedJson).value);
}

/** The line's balance as `account` sees it: positive when the peer owes it. */
export function balanceFor(line: Readonly<EntryFields>, account: string, peer: string): IssuedValue {
  const low = valueOf(line.Balance);
  return isHigh(account, peer) ? low.neg() : low;
}

/** Sets the balance from `account`'s point of view. */
export function setBalanceFor(line: EntryFields, account: string, peer: string, value: IssuedValue): void {
  const low = isHigh(account, peer) ? value.neg() : value;
  const bal = line.Balance as IssuedJson;
  line.Balance = { currency: bal.currency, issuer: ACCOUNT_ONE, value: low.toString() };
}

export function limitFor(line: Readonly<EntryFields>, account: string, peer: string): IssuedValue {
  return valueOf(line[side(account, peer).limit]);
}
