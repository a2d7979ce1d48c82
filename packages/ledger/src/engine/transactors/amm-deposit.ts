import {
  amountFromJson,
  ammDeposit,
  assetOf,
  type Amount,
  type AmmDepositRequest,
  type IssuedAmount,
} from '@horizon/protocol';
import { lineKey } from '../../state/trust-line.js';
import { assetFromJson } from '../amm/amm-keys.js';
import { feeAuctionVote } from '../amm/lifecycle.js';
import { effectiveFee, lpHolding, readAmm, type AmmState } from '../amm/pool.js';
import { sendAmount } from '../amm/transfer.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { accountHolds, isFrozen, isPositive, xrpLiquid } from '../offers/funds.js';
import type { Ter } from '../ter.js';
import { requireAuth } from './amm-create.js';
import {
  compareAmount,
  invalidAssetPair,
  invalidPoolAmount,
  invalidAmmAmount,
  txFlags,
} from './amm-common.js';

// AMMDeposit (rippled AMMDeposit.cpp): the mode flag picks the protocol package's formula; assets go in
// (transfer fee waived) and LP tokens come out.

const tf = {
  lpToken: 0x00010000,
  singleAsset: 0x00080000,
  twoAsset: 0x00100000,
  oneAssetLpToken: 0x00200000,
  limitLpToken: 0x00400000,
  twoAssetIfEmpty: 0x00800000,
};

function fieldsOk(f: number, tx: Record<string, unknown>): boolean {
  const has = (k: string) => tx[k] !== undefined;
  const [a, a2, e, t, fee] = ['Amount', 'Amount2', 'EPrice', 'LPTokenOut', 'TradingFee'].map(has);
  if (f & tf.lpToken) return !!t && !e && a === a2 && !fee;
  if (f & tf.singleAsset) return !!a && !a2 && !e && !fee;
  if (f & tf.twoAsset) return !!a && !!a2 && !e && !fee;
  if (f & tf.oneAssetLpToken) return !!a && !!t && !a2 && !e && !fee;
  if (f & tf.limitLpToken) return !!a && !!e && !t && !a2 && !fee;
  return !!a && !!a2 && !e && !t;
}

function preflight({ tx }: PreflightContext): Ter {
  const f = txFlags(tx);
  const modes = Object.values(tf).filter((b) => f & b).length;
  if (modes !== 1 || !fieldsOk(f, tx)) return 'temMALFORMED';
  const pair: [unknown, unknown] = [tx.Asset, tx.Asset2];
  const badPair = invalidAssetPair(...pair);
  if (badPair) return badPair;
  if (tx.Amount !== undefined && tx.Amount2 !== undefined) {
    const x = invalidAssetPair(issueOf(tx.Amount), issueOf(tx.Amount2));
    if (x === 'temBAD_AMM_TOKENS') return x;
  }
  if (tx.LPTokenOut !== undefined && invalidAmmAmount(tx.LPTokenOut)) return 'temBAD_AMM_TOKENS';
  for (const k of ['Amount', 'Amount2']) {
    if (tx[k] === undefined) continue;
    const bad = invalidPoolAmount(tx[k], pair, tx.EPrice !== undefined);
    if (bad) return bad;
  }
  if (tx.EPrice !== undefined) {
    const bad = invalidAmmAmount(tx.EPrice);
    if (bad) return bad;
  }
  if (typeof tx.TradingFee === 'number' && tx.TradingFee > 1000) return 'temBAD_FEE';
  return 'tesSUCCESS';
}

export function issueOf(json: unknown): unknown {
  return typeof json === 'string' ? { currency: 'XRP' } : json;
}

function ammOf(ctx: PreclaimContext): AmmState | undefined {
  return readAmm(ctx.read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));
}

/** Can the account pay `a` (rippled's deposit balance check)? */
function fundsFor(ctx: PreclaimContext, amm: AmmState, account: string, a: Amount, fees = ctx.env.fees): Ter {
  if (a.kind === 'xrp') {
    const lp = amm.pool.lpTokenBalance;
    const hasLine = ctx.read(lineKey(account, lp.issuer, lp.currency)) !== undefined;
    if (xrpLiquid(ctx.read, fees, account, hasLine ? 0 : 1) >= a.drops) return 'tesSUCCESS';
    return hasLine ? 'tecUNFUNDED_AMM' : 'tecINSUF_RESERVE_LINE';
  }
  if (a.issuer === account) return 'tesSUCCESS';
  return compareAmount(accountHolds(ctx.read, fees, account, assetOf(a)), a) >= 0
    ? 'tesSUCCESS'
    : 'tecUNFUNDED_AMM';
}

function preclaim(ctx: PreclaimContext): Ter {
  const account = ctx.tx.Account;
  const amm = ammOf(ctx);
  if (!amm) return 'terNO_AMM';
  const empty = amm.pool.lpTokenBalance.value.isZero();
  if (txFlags(ctx.tx) & tf.twoAssetIfEmpty) {
    if (!empty) return 'tecAMM_NOT_EMPTY';
  } else if (empty) return 'tecAMM_EMPTY';
  for (const asset of [amm.asset, amm.asset2]) {
    if (asset.kind === 'xrp') continue;
    const probe = { kind: 'issued', currency: asset.currency, issuer: asset.issuer } as Amount;
    const ter = requireAuth(ctx, probe, account);
    if (ter !== 'tesSUCCESS') return ter;
    if (isFrozen(ctx.read, account, asset.currency, asset.issuer)) return 'tecFROZEN';
  }
  for (const k of ['Amount', 'Amount2']) {
    if (ctx.tx[k] === undefined) continue;
    const a = amountFromJson(ctx.tx[k]);
    if (a.kind === 'issued' && isFrozen(ctx.read, amm.account, a.currency, a.issuer)) return 'tecFROZEN';
    const ter = fundsFor(ctx, amm, account, a);
    if (ter !== 'tesSUCCESS') return ter;
  }
  if (ctx.tx.LPTokenOut !== undefined && !sameIssue(ctx.tx.LPTokenOut, amm.pool.lpTokenBalance))
    return 'temBAD_AMM_TOKENS';
  if (!isPositive(lpHolding(ctx.read, amm, account)) && xrpLiquid(ctx.read, ctx.env.fees, account, 1) <= 0n)
    return 'tecINSUF_RESERVE_LINE';
  return 'tesSUCCESS';
}

export function sameIssue(json: unknown, lp: IssuedAmount): boolean {
  const { currency, issuer } = json as { currency?: string; issuer?: string };
  return currency === lp.currency && issuer === lp.issuer;
}

function request(tx: Record<string, unknown>): AmmDepositRequest {
  const f = txFlags(tx);
  const amt = (k: string) => (tx[k] === undefined ? undefined : amountFromJson(tx[k]));
  const tokens = amt('LPTokenOut') as IssuedAmount | undefined;
  const [amount, amount2] = [amt('Amount'), amt('Amount2')];
  if (f & tf.lpToken)
    return {
      mode: 'lpToken',
      tokens: tokens as IssuedAmount,
      ...(amount ? { amount } : {}),
      ...(amount2 ? { amount2 } : {}),
    };
  if (f & tf.singleAsset)
    return { mode: 'singleAsset', amount: amount as Amount, ...(tokens ? { minTokens: tokens } : {}) };
  if (f & tf.twoAsset)
    return {
      mode: 'twoAsset',
      amount: amount as Amount,
      amount2: amount2 as Amount,
      ...(tokens ? { minTokens: tokens } : {}),
    };
  if (f & tf.oneAssetLpToken)
    return { mode: 'oneAssetLpToken', amount: amount as Amount, tokens: tokens as IssuedAmount };
  if (f & tf.limitLpToken)
    return { mode: 'limitLpToken', amount: amount as Amount, ePrice: amt('EPrice') as Amount };
  return { mode: 'twoAssetIfEmpty', amount: amount as Amount, amount2: amount2 as Amount };
}

function doApply(ctx: ApplyContext): Ter {
  const amm = ammOf(ctx);
  if (!amm) return 'terNO_AMM';
  const fee = effectiveFee(amm, ctx.account, ctx.env.parentCloseTime);
  const out = ammDeposit(amm.pool, request(ctx.tx), fee);
  if (!out.ok) return out.code;
  const d = out.value;
  if (!isPositive(d.tokens)) return 'tecAMM_INVALID_TOKENS';
  for (const a of [d.amount, d.amount2]) {
    if (!a || !isPositive(a)) continue;
    const funds = fundsFor(ctx, amm, ctx.account, a);
    if (funds !== 'tesSUCCESS') return funds;
    const ter = sendAmount(ctx.view, ctx.account, amm.account, a);
    if (ter !== 'tesSUCCESS') return ter;
  }
  const ter = sendAmount(ctx.view, amm.account, ctx.account, d.tokens);
  if (ter !== 'tesSUCCESS') return ter;
  const entry = ctx.view.peek(amm.key);
  if (!entry) return 'tefINTERNAL';
  const lp = d.lpTokenBalance;
  entry.LPTokenBalance = { currency: lp.currency, issuer: lp.issuer, value: lp.value.toString() };
  if (txFlags(ctx.tx) & tf.twoAssetIfEmpty)
    feeAuctionVote(
      entry,
      ctx.account,
      lp,
      (ctx.tx.TradingFee as number | undefined) ?? 0,
      ctx.env.parentCloseTime,
    );
  ctx.view.update(amm.key, entry);
  return 'tesSUCCESS';
}

export const ammDepositTx: Transactor = {
  allowedFlags: Object.values(tf).reduce((a, b) => a | b, 0),
  preflight,
  preclaim,
  doApply,
};
