import { IssuedValue, divRound, issuedAmount } from '@horizon/protocol';
import { balanceOf, flagsOf, hasFlag, lsf, ownerCountOf, reserve } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import { rippleCredit } from '../../state/ripple-credit.js';
import { balanceFor, isHigh, lineKey, limitFor, side, type IssuedJson } from '../../state/trust-line.js';
import { trustCreate } from '../../state/trust-line-ops.js';
import type { ApplyView } from '../../state/view.js';
import type { FeeSettings } from '../../node/node-api.js';
import type { Ter } from '../ter.js';

// Tokens in escrow (TokenEscrow): the holder's balance goes back to the issuer while locked, and the issuer pays
// it out to the receiver on finish or cancel, less the transfer fee locked at creation (or the current one if lower).

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

export interface Unlock {
  amount: IssuedJson;
  lockedRate: number;
  receiver: string;
  /** The receiver submitted the transaction: a missing line is created (its reserve checked). */
  createAsset: boolean;
  /** The submitter's balance before the fee, for the new line's reserve. */
  priorBalance: bigint;
  fees: FeeSettings;
}

/** escrowUnlockApplyHelper for a token: credit the receiver from the issuer, less the transfer fee. */
export function unlockToken(view: ApplyView, u: Unlock): Ter {
  const { issuer, currency } = u.amount;
  if (u.receiver === issuer) return 'tesSUCCESS';
  const key = lineKey(u.receiver, issuer, currency);
  if (!view.read(key) && u.createAsset) {
    const root = view.read(keylet.account(u.receiver));
    if (!root) return 'tecNO_DST';
    if (u.priorBalance < reserve(u.fees, ownerCountOf(root) + 1)) return 'tecNO_LINE_INSUF_RESERVE';
    const ter = trustCreate(view, {
      account: u.receiver,
      peer: issuer,
      currency,
      limit: '0',
      auth: false,
      noRipple: !hasFlag(root, lsf.defaultRipple),
      freeze: false,
      deepFreeze: false,
      qualityIn: 0,
      qualityOut: 0,
    });
    if (ter !== 'tesSUCCESS') return ter;
  }
  const line = view.read(key);
  if (!line) return 'tecNO_LINE';
  const rate = Math.min(
    u.lockedRate,
    transferRate((k) => view.read(k), issuer),
  );
  let final = IssuedValue.fromString(u.amount.value);
  if (rate !== PARITY_RATE) {
    const gross = issuedAmount(currency, issuer, final);
    const r = issuedAmount(currency, issuer, IssuedValue.from(BigInt(rate), -9));
    const net = divRound(gross, r, { kind: 'issued', currency, issuer }, true);
    if (net.kind !== 'issued') return 'tecINTERNAL';
    // rippled takes the fee off the amount and the fee off again: amount - (amount - amount/rate).
    final = final.sub(final.sub(net.value));
  }
  if (!u.createAsset) {
    const limit = limitFor(line, u.receiver, issuer);
    if (balanceFor(line, u.receiver, issuer).add(final).gt(limit)) return 'tecLIMIT_EXCEEDED';
  }
  return rippleCredit(view, issuer, u.receiver, currency, final);
}

/** The XRP an account has in the view (rippled's mSourceBalance, after the fee). */
export function balanceIn(view: ApplyView, account: string): bigint {
  const root = view.read(keylet.account(account));
  return root ? balanceOf(root) : 0n;
}
