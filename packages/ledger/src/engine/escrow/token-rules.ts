import { IssuedValue } from '@horizon/protocol';
import { flagsOf, hasFlag, lsf } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import { balanceFor, isHigh, lineKey, side, type IssuedJson } from '../../state/trust-line.js';
import type { Ter } from '../ter.js';

// An issuer's rules over its token as escrows and clawbacks read them (rippled's requireAuth, isDeepFrozen,
// transferRate, accountHolds with fhIGNORE_FREEZE, and the balance-orientation check both transactors make).

type Read = (key: string) => Readonly<EntryFields> | undefined;

export const PARITY_RATE = 1_000_000_000;

/** rippled's requireAuth for a token: the issuer's side must have authorized the line when it requires auth. */
export function requireAuth(read: Read, issuer: string, currency: string, account: string): Ter {
  if (issuer === account) return 'tesSUCCESS';
  const line = read(lineKey(account, issuer, currency));
  const root = read(keylet.account(issuer));
  if (root && hasFlag(root, lsf.requireAuth)) {
    if (!line) return 'tecNO_LINE';
    return flagsOf(line) & side(issuer, account).auth ? 'tesSUCCESS' : 'tecNO_AUTH';
  }
  return 'tesSUCCESS';
}

/** The issuer deep-froze `account`'s line. */
export function isDeepFrozen(read: Read, issuer: string, currency: string, account: string): boolean {
  if (issuer === account) return false;
  const line = read(lineKey(account, issuer, currency));
  return line !== undefined && (flagsOf(line) & side(issuer, account).deepFreeze) !== 0;
}

export function transferRate(read: Read, issuer: string): number {
  return (read(keylet.account(issuer))?.TransferRate as number | undefined) ?? PARITY_RATE;
}

/** The holder's positive balance of the token, frozen or not (accountHolds with fhIGNORE_FREEZE). */
export function heldIgnoringFreeze(
  read: Read,
  holder: string,
  issuer: string,
  currency: string,
): IssuedValue {
  const line = read(lineKey(holder, issuer, currency));
  const v = line ? balanceFor(line, holder, issuer) : IssuedValue.zero;
  return v.signum() > 0 ? v : IssuedValue.zero;
}

/** The balance sits on the issuer's owing side (the issuer is low when the holder's side is positive, …). */
export function lineOrientedToIssuer(line: Readonly<EntryFields>, issuer: string, holder: string): boolean {
  const bal = IssuedValue.fromString((line.Balance as IssuedJson).value);
  const issuerHigh = isHigh(issuer, holder);
  return !((bal.signum() > 0 && !issuerHigh) || (bal.signum() < 0 && issuerHigh));
}
