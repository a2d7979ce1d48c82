import {
  amountFromJson,
  ammWithdraw,
  amountOf,
  assetOf,
  gridOf,
  issuedAmount,
  IssuedValue,
  onGrid,
  type Amount,
  type AmmWithdrawal,
  type AmmOutcome,
  TF_CLAW_TWO_ASSETS,
} from '@horizon/protocol';
import { flagsOf, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { rippleCredit } from '../../state/ripple-credit.js';
import { assetFromJson, sameAsset } from '../amm/amm-keys.js';
import { lpHolding, readAmm, type AmmState } from '../amm/pool.js';
import { deleteAmm, isOnlyProvider } from '../amm/provider.js';
import { sendAmount } from '../amm/transfer.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { isPositive } from '../offers/funds.js';
import type { Ter } from '../ter.js';
import { txFlags } from './amm-common.js';
import { balanceChecks } from './amm-withdraw.js';

// AMMClawback (rippled AMMClawback.cpp): the issuer withdraws a holder's share of a pool on the holder's behalf
// (all of it, or the share matching Amount of the issuer's asset) and claws back what came out of its asset
// (and, with tfClawTwoAssets, of the other asset when it issues that too).

function preflight({ tx }: PreflightContext): Ter {
  const issuer = tx.Account;
  if (typeof tx.Holder !== 'string' || tx.Holder === issuer) return 'temMALFORMED';
  const asset = tx.Asset as { currency: string; issuer?: string } | undefined;
  const asset2 = tx.Asset2 as { currency: string; issuer?: string } | undefined;
  if (!asset || !asset2) return 'temMALFORMED';
  if (asset.currency === 'XRP' || asset.issuer !== issuer) return 'temMALFORMED';
  if (txFlags(tx) & TF_CLAW_TWO_ASSETS && asset.issuer !== asset2.issuer) return 'temINVALID_FLAG';
  if (tx.Amount !== undefined) {
    const a = amountFromJson(tx.Amount);
    if (a.kind === 'xrp' || a.currency !== asset.currency || a.issuer !== asset.issuer)
      return 'temBAD_AMOUNT';
    if (a.value.signum() <= 0) return 'temBAD_AMOUNT';
  }
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const issuerRoot = ctx.read(keylet.account(ctx.tx.Account));
  if (!issuerRoot) return 'terNO_ACCOUNT';
  if (!ctx.read(keylet.account(ctx.tx.Holder as string))) return 'terNO_ACCOUNT';
  if (!readAmm(ctx.read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2))) return 'terNO_AMM';
  const flags = flagsOf(issuerRoot);
  if (!(flags & lsf.allowTrustLineClawback) || flags & lsf.noFreeze) return 'tecNO_PERMISSION';
  return 'tesSUCCESS';
}

/** equalWithdrawMatchingOneAmount: the share of the pool whose `asset` side is `amount` (all when more than held). */
function matchingWithdrawal(
  amm: AmmState,
  amount: Amount,
  held: ReturnType<typeof lpHolding>,
  sole: boolean,
) {
  const { balance1, balance2, lpTokenBalance } = amm.pool;
  const [mine, other] = sameAsset(assetOf(balance1), assetOf(amount))
    ? [balance1, balance2]
    : [balance2, balance1];
  const frac = gridOf(amount).n.div(gridOf(mine).n);
  const tokens = issuedAmount(
    lpTokenBalance.currency,
    lpTokenBalance.issuer,
    IssuedValue.fromXrplNumber(onGrid(gridOf(lpTokenBalance).n.mul(frac), false).n),
  );
  if (tokens.value.gt(held.value))
    return ammWithdraw(amm.pool, { mode: 'withdrawAll' }, { lpTokens: held, soleProvider: sole }, 0);
  const amount2 = amountOf(onGrid(gridOf(other).n.mul(frac), other.kind === 'xrp'), assetOf(other));
  const out: AmmOutcome<AmmWithdrawal> = {
    ok: true,
    value: {
      amount,
      amount2,
      tokens,
      lpTokenBalance: issuedAmount(tokens.currency, tokens.issuer, lpTokenBalance.value.sub(tokens.value)),
    },
  };
  return out;
}

function doApply(ctx: ApplyContext): Ter {
  const issuer = ctx.account;
  const holder = ctx.tx.Holder as string;
  const read = (k: string) => ctx.view.read(k);
  const amm = readAmm(read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));
  if (!amm) return 'tecINTERNAL';
  const held = lpHolding(read, amm, holder);
  if (!isPositive(held)) return 'tecAMM_BALANCE';
  const sole = isOnlyProvider(read, amm, holder);
  const out =
    ctx.tx.Amount === undefined
      ? ammWithdraw(amm.pool, { mode: 'withdrawAll' }, { lpTokens: held, soleProvider: sole }, 0)
      : matchingWithdrawal(amm, amountFromJson(ctx.tx.Amount), held, sole);
  if (!out.ok) return out.code;
  const w = out.value;
  if (!isPositive(w.tokens) || w.tokens.value.gt(held.value)) return 'tecAMM_INVALID_TOKENS';
  const check = balanceChecks(amm, w.amount, w.amount2, w.tokens);
  if (check !== 'tesSUCCESS') return check;
  for (const a of [w.amount, w.amount2]) {
    if (!a || !isPositive(a)) continue;
    const ter = sendAmount(ctx.view, amm.account, holder, a);
    if (ter !== 'tesSUCCESS') return ter;
  }
  const burn = sendAmount(ctx.view, holder, amm.account, w.tokens);
  if (burn !== 'tesSUCCESS') return burn;
  const entry = ctx.view.peek(amm.key);
  if (!entry) return 'tecINTERNAL';
  const lp = w.lpTokenBalance;
  entry.LPTokenBalance = { currency: lp.currency, issuer: lp.issuer, value: lp.value.toString() };
  ctx.view.update(amm.key, entry);
  if (lp.value.isZero()) {
    const deleted = deleteAmm(ctx.view, amm);
    if (deleted !== 'tesSUCCESS' && deleted !== 'tecINCOMPLETE') return deleted;
  }
  const asset = assetFromJson(ctx.tx.Asset);
  const [mine, other] =
    w.amount2 && sameAsset(assetOf(w.amount2), asset) ? [w.amount2, w.amount] : [w.amount, w.amount2];
  const claw = (a: Amount | undefined): Ter =>
    a && a.kind === 'issued' && isPositive(a)
      ? rippleCredit(ctx.view, holder, issuer, a.currency, a.value)
      : 'tesSUCCESS';
  const first = claw(mine);
  if (first !== 'tesSUCCESS') return first;
  return txFlags(ctx.tx) & TF_CLAW_TWO_ASSETS ? claw(other) : 'tesSUCCESS';
}

export const ammClawbackTx: Transactor = { allowedFlags: TF_CLAW_TWO_ASSETS, preflight, preclaim, doApply };
