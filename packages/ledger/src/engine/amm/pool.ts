import {
  IssuedValue,
  issuedAmount,
  xrpAmount,
  type Amount,
  type AmmPool,
  type Asset,
  type IssuedAmount,
} from '@horizon/protocol';
import { balanceOf } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import { balanceFor, lineKey, valueOf } from '../../state/trust-line.js';
import { ammKey, assetFromJson } from './amm-keys.js';

// Reading an AMM: its entry, its pool (the pseudo-account's XRP balance and trust-line balances, rippled's
// ammHolds), its LP token and what an account holds of it, and the fee an account pays.

export type Read = (key: string) => Readonly<EntryFields> | undefined;

export interface AmmState {
  key: string;
  entry: Readonly<EntryFields>;
  account: string;
  asset: Asset;
  asset2: Asset;
  pool: AmmPool;
}

/** The AMM's holding of one asset. */
export function ammHolding(read: Read, ammAccount: string, asset: Asset): Amount {
  if (asset.kind === 'xrp') {
    const root = read(keylet.account(ammAccount));
    return xrpAmount(root ? balanceOf(root) : 0n);
  }
  const line = read(lineKey(ammAccount, asset.issuer, asset.currency));
  const v = line ? balanceFor(line, ammAccount, asset.issuer) : IssuedValue.zero;
  return issuedAmount(asset.currency, asset.issuer, v.signum() > 0 ? v : IssuedValue.zero);
}

export function readAmm(read: Read, a: Asset, b: Asset): AmmState | undefined {
  const key = ammKey(a, b);
  const entry = read(key);
  if (!entry) return undefined;
  const account = entry.Account as string;
  const asset = assetFromJson(entry.Asset);
  const asset2 = assetFromJson(entry.Asset2);
  const lp = entry.LPTokenBalance as { currency: string; issuer: string; value: string };
  return {
    key,
    entry,
    account,
    asset,
    asset2,
    pool: {
      balance1: ammHolding(read, account, asset),
      balance2: ammHolding(read, account, asset2),
      lpTokenBalance: issuedAmount(lp.currency, lp.issuer, lp.value),
    },
  };
}

/** The LP tokens `account` holds of this AMM. */
export function lpHolding(read: Read, amm: AmmState, account: string): IssuedAmount {
  const { currency, issuer } = amm.pool.lpTokenBalance;
  const line = read(lineKey(account, issuer, currency));
  const v = line ? balanceFor(line, account, issuer) : IssuedValue.zero;
  return issuedAmount(currency, issuer, v.signum() > 0 ? v : IssuedValue.zero);
}

/** The trading fee `account` pays: the auction slot's discounted fee for its holder and authorized accounts. */
export function effectiveFee(amm: AmmState, account: string, parentCloseTime: number): number {
  const fee = (amm.entry.TradingFee as number | undefined) ?? 0;
  const slot = amm.entry.AuctionSlot as Record<string, unknown> | undefined;
  if (!slot || (slot.Expiration as number) <= parentCloseTime) return fee;
  const auth = ((slot.AuthAccounts as { AuthAccount: { Account: string } }[] | undefined) ?? []).map(
    (a) => a.AuthAccount.Account,
  );
  if (slot.Account === account || auth.includes(account))
    return (slot.DiscountedFee as number | undefined) ?? 0;
  return fee;
}

export const lpValue = (entry: Readonly<EntryFields>): IssuedValue => valueOf(entry.LPTokenBalance);
