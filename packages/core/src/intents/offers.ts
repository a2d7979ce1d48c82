/** What the offers of buy, sell, swap and limit orders share: the offer by role and the tokens sold in all. */
import {
  type IssuedValue,
  TF_CLEAR_FREEZE,
  TF_CLEAR_NO_RIPPLE,
  TF_FILL_OR_KILL,
  TF_SELL,
  TF_SET_NO_RIPPLE,
} from '@horizon/protocol';
import type { SignableBase } from '../transaction/types.js';
import { assertTrustlineSet } from '../transaction/intents.js';
import {
  byRole,
  isTokenAmount,
  mismatch,
  requireFlagsWithin,
  requireRole,
  requireToken,
  tokenValue,
} from './facts.js';
import type { RoleTx } from './types.js';

export const TRUSTLINE_FLAGS = TF_SET_NO_RIPPLE | TF_CLEAR_NO_RIPPLE | TF_CLEAR_FREEZE;

export function offer(txs: readonly RoleTx[], role: string): SignableBase {
  const tx = requireRole(txs, role);
  if (tx.TransactionType !== 'OfferCreate') throw mismatch(`${role} type`);
  return tx;
}

export function burnValue(txs: readonly RoleTx[], tokenId: string): IssuedValue | undefined {
  const burn = byRole(txs, 'burn_back');
  return burn ? requireToken(burn['Amount'], tokenId, 'burn token') : undefined;
}

/** Sold tokens plus the burn must be exactly what the user asked to sell. */
export function requireSoldTotal(sold: IssuedValue, burn: IssuedValue | undefined, asked: string): void {
  const total = burn ? sold.add(burn) : sold;
  if (!total.eq(tokenValue(asked))) throw mismatch('amount sold');
}

/** A trustline to the token, with no flag beyond no-ripple and clearing a freeze. */
export function checkTrustlineFor(tx: SignableBase | undefined, tokenId: string, name: string): void {
  if (!tx) return;
  assertTrustlineSet(tx, name);
  if (!isTokenAmount(tx.LimitAmount, tokenId)) throw mismatch('trustline token');
  requireFlagsWithin(tx, TRUSTLINE_FLAGS, 'trustline');
}

/** The market trade's offer: only sell and fill-or-kill flags. */
export function marketOffer(txs: readonly RoleTx[], role: string): SignableBase {
  const tx = offer(txs, role);
  requireFlagsWithin(tx, TF_SELL | TF_FILL_OR_KILL, role);
  return tx;
}
