import { amountFromJson, ammCreateLpTokens, assetOf, type Amount } from '@horizon/protocol';
import { flagsOf, hasFlag, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { lineKey, side } from '../../state/trust-line.js';
import { ammKey, sameAsset } from '../amm/amm-keys.js';
import { createPseudoAccount, insertAmm, markAmmLine } from '../amm/lifecycle.js';
import { sendAmount } from '../amm/transfer.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { accountHolds, isFrozen, isPositive, xrpLiquid } from '../offers/funds.js';
import type { Ter } from '../ter.js';
import { compareAmount, invalidAmmAmount } from './amm-common.js';

// AMMCreate (rippled AMMCreate.cpp): a pseudo-account holding both assets, LP tokens sqrt(a·b) to the creator.

function preflight({ tx }: PreflightContext): Ter {
  const bad = invalidAmmAmount(tx.Amount) ?? invalidAmmAmount(tx.Amount2);
  if (bad) return bad;
  const a = amountFromJson(tx.Amount);
  const b = amountFromJson(tx.Amount2);
  if (sameAsset(assetOf(a), assetOf(b))) return 'temBAD_AMM_TOKENS';
  if (typeof tx.TradingFee !== 'number' || tx.TradingFee > 1000) return 'temBAD_FEE';
  return 'tesSUCCESS';
}

/** rippled's requireAuth for holding a token. */
export function requireAuth(ctx: PreclaimContext, a: Amount, account: string): Ter {
  if (a.kind === 'xrp' || a.issuer === account) return 'tesSUCCESS';
  const issuer = ctx.read(keylet.account(a.issuer));
  if (!issuer || !hasFlag(issuer, lsf.requireAuth)) return 'tesSUCCESS';
  const line = ctx.read(lineKey(account, a.issuer, a.currency));
  if (!line) return 'tecNO_LINE';
  return flagsOf(line) & side(a.issuer, account).auth ? 'tesSUCCESS' : 'tecNO_AUTH';
}

function preclaim(ctx: PreclaimContext): Ter {
  const account = ctx.tx.Account;
  const a = amountFromJson(ctx.tx.Amount);
  const b = amountFromJson(ctx.tx.Amount2);
  if (ctx.read(ammKey(assetOf(a), assetOf(b)))) return 'tecDUPLICATE';
  for (const x of [a, b]) {
    const ter = requireAuth(ctx, x, account);
    if (ter !== 'tesSUCCESS') return ter;
  }
  for (const x of [a, b])
    if (x.kind === 'issued' && isFrozen(ctx.read, account, x.currency, x.issuer)) return 'tecFROZEN';
  for (const x of [a, b]) {
    if (x.kind === 'xrp') continue;
    const issuer = ctx.read(keylet.account(x.issuer));
    if (issuer && !hasFlag(issuer, lsf.defaultRipple)) return 'terNO_RIPPLE';
  }
  const liquid = xrpLiquid(ctx.read, ctx.env.fees, account, 1);
  if (liquid <= 0n) return 'tecINSUF_RESERVE_LINE';
  for (const x of [a, b]) {
    if (
      x.kind === 'xrp'
        ? liquid < x.drops
        : x.issuer !== account &&
          compareAmount(accountHolds(ctx.read, ctx.env.fees, account, assetOf(x)), x) < 0
    )
      return 'tecUNFUNDED_AMM';
  }
  for (const x of [a, b]) {
    if (x.kind === 'issued' && ctx.read(keylet.account(x.issuer))?.AMMID !== undefined)
      return 'tecAMM_INVALID_TOKENS';
  }
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const a = amountFromJson(ctx.tx.Amount);
  const b = amountFromJson(ctx.tx.Amount2);
  const key = ammKey(assetOf(a), assetOf(b));
  const ammAccount = createPseudoAccount(ctx, key);
  if (!ammAccount) return 'terADDRESS_COLLISION';
  const lp = ammCreateLpTokens(a, b, ammAccount);
  if (!isPositive(lp)) return 'tecAMM_INVALID_TOKENS';
  let ter = insertAmm(ctx, key, ammAccount, [assetOf(a), assetOf(b)], lp, ctx.tx.TradingFee as number);
  if (ter !== 'tesSUCCESS') return ter;
  ter = sendAmount(ctx.view, ammAccount, ctx.account, lp);
  for (const x of [a, b]) {
    if (ter !== 'tesSUCCESS') return ter;
    ter = sendAmount(ctx.view, ctx.account, ammAccount, x);
    if (x.kind === 'issued') markAmmLine(ctx.view, lineKey(ammAccount, x.issuer, x.currency));
  }
  return ter;
}

export const ammCreate: Transactor = {
  allowedFlags: 0,
  preflight,
  preclaim,
  doApply,
  baseFee: (ctx) => ctx.env.fees.reserveIncrement,
};
