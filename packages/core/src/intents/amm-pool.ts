/**
 * What deposits and withdrawals share: the pool is the token's XRP pool; the amounts named are exactly (or at
 * most) those asked; the one mode flag the request leads to.
 */
import { TF_ONE_ASSET_WITHDRAW_ALL, TF_SINGLE_ASSET, TF_TWO_ASSET, TF_WITHDRAW_ALL } from '@horizon/protocol';
import type { SignableBase } from '../transaction/types.js';
import { dropsOf, isTokenAmount, mismatch, requireToken, tokenValue, xrpTextToDrops } from './facts.js';
import type { PoolAmounts } from './types.js';

export function checkAmmAssets(tx: SignableBase, tokenId: string): void {
  const assets = [tx['Asset'], tx['Asset2']] as { currency: string; issuer?: string }[];
  const hasXrp = assets.some((a) => a.currency === 'XRP' && a.issuer === undefined);
  const hasToken = assets.some((a) => isTokenAmount({ ...a, value: '0' }, tokenId));
  if (!hasXrp || !hasToken) throw mismatch('pool');
}

function withinAsked(value: bigint, asked: bigint | undefined, upTo: boolean): boolean {
  if (asked === undefined) return false;
  return upTo ? value > 0n && value <= asked : value === asked;
}

/**
 * Amount and Amount2 are exactly the amounts asked (`upTo`: positive and at most them): XRP in drops, the token
 * by value; nothing else.
 */
export function checkPoolAmounts(tx: SignableBase, intent: PoolAmounts, what: string, upTo = false): void {
  const named = ['Amount', 'Amount2'].filter((f) => tx[f] !== undefined);
  const asked = (intent.xrpAmount === undefined ? 0 : 1) + (intent.tokenAmount === undefined ? 0 : 1);
  if (named.length !== asked) throw mismatch(`amounts ${what}`);
  for (const field of named) {
    const amount = tx[field];
    const drops = dropsOf(amount);
    if (drops !== undefined) {
      const xrp = intent.xrpAmount === undefined ? undefined : xrpTextToDrops(intent.xrpAmount);
      if (!withinAsked(drops, xrp, upTo)) throw mismatch(`XRP ${what}`);
    } else {
      const value = requireToken(amount, intent.tokenId, `token ${what}`);
      const tokens = intent.tokenAmount === undefined ? undefined : tokenValue(intent.tokenAmount);
      const ok = tokens !== undefined && (upTo ? value.signum() > 0 && !value.gt(tokens) : value.eq(tokens));
      if (!ok) throw mismatch(`token ${what}`);
    }
  }
}

/** The one mode flag a request of this side and these amounts leads to. */
export function expectedPoolFlag(intent: PoolAmounts, withdraw: boolean): number {
  const two = intent.side === 'DOUBLE';
  const all = withdraw && intent.xrpAmount === undefined && intent.tokenAmount === undefined;
  if (all) return two ? TF_WITHDRAW_ALL : TF_ONE_ASSET_WITHDRAW_ALL;
  return two ? TF_TWO_ASSET : TF_SINGLE_ASSET;
}
