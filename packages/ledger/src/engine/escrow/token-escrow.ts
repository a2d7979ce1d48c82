import { IssuedValue, divRound, issuedAmount } from '@horizon/protocol';
import { balanceOf, hasFlag, lsf, ownerCountOf, reserve } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { rippleCredit } from '../../state/ripple-credit.js';
import { balanceFor, lineKey, limitFor, type IssuedJson } from '../../state/trust-line.js';
import { trustCreate } from '../../state/trust-line-ops.js';
import type { ApplyView } from '../../state/view.js';
import type { FeeSettings } from '../../node/node-api.js';
import type { Ter } from '../ter.js';
import { PARITY_RATE, transferRate } from './token-rules.js';

// Tokens in escrow (TokenEscrow): the holder's balance goes back to the issuer while locked, and the issuer pays
// it out to the receiver on finish or cancel, less the transfer fee locked at creation (or the current one if lower).

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
