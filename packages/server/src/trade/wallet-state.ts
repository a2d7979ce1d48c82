/** The wallet as the ledger has it: the account, its lines, what it can spend above its reserve. */
import { type TokenId, normalizeCurrency } from '@horizon/core';
import { IssuedValue, xrpLiquid } from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import type { AccountInfo, TrustLine } from '../relay/index.js';
import type { TradeContext } from './context.js';

/** The account, or a 400 with the flow's message when it is not activated. */
export async function accountOf(ctx: TradeContext, address: string, missing: string): Promise<AccountInfo> {
  const account = await ctx.ledger.accountInfo(address);
  if (!account) throw new HttpError(400, missing);
  return account;
}

export function findLine(lines: readonly TrustLine[], token: TokenId): TrustLine | undefined {
  return lines.find((l) => l.peer === token.issuer && normalizeCurrency(l.currency) === token.currency);
}

/** What the account holds of the token (zero without a line). */
export function holding(lines: readonly TrustLine[], token: TokenId): IssuedValue {
  return findLine(lines, token)?.balance ?? IssuedValue.zero;
}

/** XRP above the reserve the account would need after owning `extraObjects` more objects. */
export async function spendable(ctx: TradeContext, account: AccountInfo, extraObjects = 0): Promise<bigint> {
  const reserves = await ctx.ledger.reserves();
  return xrpLiquid(
    {
      balanceDrops: account.balanceDrops,
      ownerCount: account.ownerCount,
      ownerCountAdjustment: extraObjects,
    },
    reserves,
  );
}

/** True when the account can take on `extraObjects` more objects and still pay a transaction fee. */
export async function hasReserveFor(ctx: TradeContext, account: AccountInfo, extraObjects: number) {
  return (await spendable(ctx, account, extraObjects)) > 0n;
}
