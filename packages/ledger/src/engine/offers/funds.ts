import { IssuedValue, xrpAmount, issuedAmount, type Amount, type Asset } from '@horizon/protocol';
import type { FeeSettings } from '../../node/node-api.js';
import { balanceOf, flagsOf, hasFlag, lsf, ownerCountOf, reserve } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import { balanceFor, lineKey, side } from '../../state/trust-line.js';

// What an account can spend of an asset, as rippled's accountHolds / accountFunds with fhZERO_IF_FROZEN:
// XRP above the reserve, a token's positive line balance unless frozen, anything an issuer issues itself.

export type Read = (key: string) => Readonly<EntryFields> | undefined;

/** XRP the account may spend beyond its reserve (rippled's xrpLiquid with no owner-count change). */
export function xrpLiquid(read: Read, fees: FeeSettings, account: string, ownerDelta = 0): bigint {
  const root = read(keylet.account(account));
  if (!root) return 0n;
  // Owner count confined at zero (confineOwnerCount); AMM accounts keep no reserve.
  const need = root.AMMID !== undefined ? 0n : reserve(fees, Math.max(0, ownerCountOf(root) + ownerDelta));
  const liquid = balanceOf(root) - need;
  return liquid > 0n ? liquid : 0n;
}

/** True when the issuer froze `account`'s holding of the token, or froze every line. */
export function isFrozen(read: Read, account: string, currency: string, issuer: string): boolean {
  if (account === issuer) return false;
  const issuerRoot = read(keylet.account(issuer));
  if (issuerRoot && hasFlag(issuerRoot, lsf.globalFreeze)) return true;
  const line = read(lineKey(account, issuer, currency));
  return line !== undefined && (flagsOf(line) & side(issuer, account).freeze) !== 0;
}

/** The account's spendable balance of a token (0 when frozen or negative). */
export function tokenHolds(read: Read, account: string, currency: string, issuer: string): IssuedValue {
  if (isFrozen(read, account, currency, issuer)) return IssuedValue.zero;
  const line = read(lineKey(account, issuer, currency));
  if (!line) return IssuedValue.zero;
  const bal = balanceFor(line, account, issuer);
  return bal.signum() > 0 ? bal : IssuedValue.zero;
}

/** accountFunds: what `account` can deliver of `want`'s asset; an issuer is funded for all of `want`. */
export function accountFunds(read: Read, fees: FeeSettings, account: string, want: Amount): Amount {
  if (want.kind === 'xrp') return xrpAmount(xrpLiquid(read, fees, account));
  if (want.issuer === account) return want;
  return issuedAmount(want.currency, want.issuer, tokenHolds(read, account, want.currency, want.issuer));
}

/** accountHolds for an asset (issuers hold nothing of their own token). */
export function accountHolds(read: Read, fees: FeeSettings, account: string, asset: Asset): Amount {
  if (asset.kind === 'xrp') return xrpAmount(xrpLiquid(read, fees, account));
  const v =
    asset.issuer === account ? IssuedValue.zero : tokenHolds(read, account, asset.currency, asset.issuer);
  return issuedAmount(asset.currency, asset.issuer, v);
}

export function isZeroAmount(a: Amount): boolean {
  return a.kind === 'xrp' ? a.drops === 0n : a.value.isZero();
}

export function isPositive(a: Amount): boolean {
  return a.kind === 'xrp' ? a.drops > 0n : a.value.signum() > 0;
}
