/**
 * Intent checks of the AMM flows: the pool is the token's XRP pool; a deposit puts in exactly the amounts
 * asked; a withdrawal takes exactly the amounts asked, or everything only when the user asked for all.
 */
import { type SignableBase, assertAmmDeposit, assertAmmWithdraw } from '@horizon/core';
import type { PoolAmounts } from './types.js';
import {
  dropsOf,
  flagsOf,
  isTokenAmount,
  mismatch,
  requireToken,
  tokenValue,
  xrpTextToDrops,
} from './tx-facts.js';

export const TF_WITHDRAW_ALL = 0x00020000;
export const TF_ONE_ASSET_WITHDRAW_ALL = 0x00040000;
export const TF_SINGLE_ASSET = 0x00080000;
export const TF_TWO_ASSET = 0x00100000;

export function checkAmmAssets(tx: SignableBase, tokenId: string): void {
  const assets = [tx['Asset'], tx['Asset2']] as { currency: string; issuer?: string }[];
  const hasXrp = assets.some((a) => a.currency === 'XRP' && a.issuer === undefined);
  const hasToken = assets.some((a) => isTokenAmount({ ...a, value: '0' }, tokenId));
  if (!hasXrp || !hasToken) throw mismatch('pool');
}

/** Amount and Amount2 are exactly the amounts asked: XRP in drops, the token by value; nothing else. */
function checkPoolAmounts(tx: SignableBase, intent: PoolAmounts, what: string): void {
  const named = ['Amount', 'Amount2'].filter((f) => tx[f] !== undefined);
  const asked = (intent.xrpAmount === undefined ? 0 : 1) + (intent.tokenAmount === undefined ? 0 : 1);
  if (named.length !== asked) throw mismatch(`amounts ${what}`);
  for (const field of named) {
    const amount = tx[field];
    const drops = dropsOf(amount);
    if (drops !== undefined) {
      if (intent.xrpAmount === undefined || drops !== xrpTextToDrops(intent.xrpAmount))
        throw mismatch(`XRP ${what}`);
    } else if (
      intent.tokenAmount === undefined ||
      !requireToken(amount, intent.tokenId, `token ${what}`).eq(tokenValue(intent.tokenAmount))
    ) {
      throw mismatch(`token ${what}`);
    }
  }
}

/** The one mode flag a request of this side and these amounts leads to. */
function expectedFlag(intent: PoolAmounts, withdraw: boolean): number {
  const two = intent.side === 'DOUBLE';
  const all = withdraw && intent.xrpAmount === undefined && intent.tokenAmount === undefined;
  if (all) return two ? TF_WITHDRAW_ALL : TF_ONE_ASSET_WITHDRAW_ALL;
  return two ? TF_TWO_ASSET : TF_SINGLE_ASSET;
}

export function checkAmmDeposit(tx: SignableBase, intent: PoolAmounts): void {
  assertAmmDeposit(tx, 'deposit');
  checkAmmAssets(tx, intent.tokenId);
  if (flagsOf(tx) !== expectedFlag(intent, false)) throw mismatch('deposit mode');
  checkPoolAmounts(tx, intent, 'deposited');
}

/** A withdraw-all in one asset names that asset with a least amount (its quote less slippage). */
function checkOneAssetAll(tx: SignableBase, intent: PoolAmounts): void {
  const amount = tx['Amount'];
  if (tx['Amount2'] !== undefined) throw mismatch('amounts withdrawn');
  const isXrp = dropsOf(amount) !== undefined;
  if (intent.side === 'SINGLE_XRP' ? !isXrp : !isTokenAmount(amount, intent.tokenId))
    throw mismatch('asset withdrawn');
}

export function checkAmmWithdraw(tx: SignableBase, intent: PoolAmounts): void {
  assertAmmWithdraw(tx, 'withdraw');
  checkAmmAssets(tx, intent.tokenId);
  const flag = expectedFlag(intent, true);
  if (flagsOf(tx) !== flag) throw mismatch('withdraw mode');
  if (flag === TF_ONE_ASSET_WITHDRAW_ALL) return checkOneAssetAll(tx, intent);
  checkPoolAmounts(tx, intent, 'withdrawn');
}
