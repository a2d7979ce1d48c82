import {
  amountFromJson,
  ammWithdraw,
  type Amount,
  type AmmWithdrawRequest,
  type IssuedAmount,
} from '@horizon/protocol';
import { balanceOf, ownerCountOf, reserve } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { lineKey } from '../../state/trust-line.js';
import { assetFromJson } from '../amm/amm-keys.js';
import { effectiveFee, lpHolding, readAmm, type AmmState } from '../amm/pool.js';
import { deleteAmm, isOnlyProvider } from '../amm/provider.js';
import { fixAmmV1_2 } from '../amm/rules.js';
import { sendAmount } from '../amm/transfer.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { isFrozen, isPositive } from '../offers/funds.js';
import type { Ter } from '../ter.js';
import {
  compareAmount,
  invalidAmmAmount,
  invalidAssetPair,
  invalidPoolAmount,
  txFlags,
} from './amm-common.js';
import { issueOf, sameIssue } from './amm-deposit.js';

// AMMWithdraw (rippled AMMWithdraw.cpp): LP tokens redeemed for one or both assets; the AMM is deleted
// when the last LP token is redeemed.

const tf = {
  lpToken: 0x00010000,
  withdrawAll: 0x00020000,
  oneAssetWithdrawAll: 0x00040000,
  singleAsset: 0x00080000,
  twoAsset: 0x00100000,
  oneAssetLpToken: 0x00200000,
  limitLpToken: 0x00400000,
};

function fieldsOk(f: number, tx: Record<string, unknown>): boolean {
  const [a, a2, e, t] = ['Amount', 'Amount2', 'EPrice', 'LPTokenIn'].map((k) => tx[k] !== undefined);
  if (f & tf.lpToken) return !!t && !a && !a2 && !e;
  if (f & tf.withdrawAll) return !t && !a && !a2 && !e;
  if (f & (tf.oneAssetWithdrawAll | tf.singleAsset)) return !!a && !t && !a2 && !e;
  if (f & tf.twoAsset) return !!a && !!a2 && !t && !e;
  if (f & tf.oneAssetLpToken) return !!a && !!t && !a2 && !e;
  return !!a && !!e && !t && !a2;
}

function preflight({ tx }: PreflightContext): Ter {
  const f = txFlags(tx);
  if (Object.values(tf).filter((b) => f & b).length !== 1 || !fieldsOk(f, tx)) return 'temMALFORMED';
  const pair: [unknown, unknown] = [tx.Asset, tx.Asset2];
  const badPair = invalidAssetPair(...pair);
  if (badPair) return badPair;
  if (
    tx.Amount !== undefined &&
    tx.Amount2 !== undefined &&
    invalidAssetPair(issueOf(tx.Amount), issueOf(tx.Amount2)) === 'temBAD_AMM_TOKENS'
  )
    return 'temBAD_AMM_TOKENS';
  if (tx.LPTokenIn !== undefined && invalidAmmAmount(tx.LPTokenIn)) return 'temBAD_AMM_TOKENS';
  const zeroOk = (f & (tf.oneAssetWithdrawAll | tf.oneAssetLpToken)) !== 0 || tx.EPrice !== undefined;
  for (const [k, z] of [
    ['Amount', zeroOk],
    ['Amount2', false],
  ] as const) {
    if (tx[k] === undefined) continue;
    const bad = invalidPoolAmount(tx[k], pair, z);
    if (bad) return bad;
  }
  if (tx.EPrice !== undefined) return invalidAmmAmount(tx.EPrice) ?? 'tesSUCCESS';
  return 'tesSUCCESS';
}

const ammOf = (ctx: PreclaimContext): AmmState | undefined =>
  readAmm(ctx.read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));

function preclaim(ctx: PreclaimContext): Ter {
  const { tx } = ctx;
  const amm = ammOf(ctx);
  if (!amm) return 'terNO_AMM';
  for (const k of ['Amount', 'Amount2']) {
    if (tx[k] === undefined) continue;
    const a = amountFromJson(tx[k]);
    const pool = sameAssetAs(a, amm.pool.balance1) ? amm.pool.balance1 : amm.pool.balance2;
    if (compareAmount(a, pool) > 0) return 'tecAMM_BALANCE';
    if (
      a.kind === 'issued' &&
      (isFrozen(ctx.read, amm.account, a.currency, a.issuer) ||
        isFrozen(ctx.read, tx.Account, a.currency, a.issuer))
    )
      return 'tecFROZEN';
  }
  if (amm.pool.lpTokenBalance.value.isZero()) return 'tecAMM_EMPTY';
  const held = lpHolding(ctx.read, amm, tx.Account);
  if (!isPositive(held)) return 'tecAMM_BALANCE';
  if (tx.LPTokenIn !== undefined) {
    if (!sameIssue(tx.LPTokenIn, held)) return 'temBAD_AMM_TOKENS';
    if (compareAmount(amountFromJson(tx.LPTokenIn), held) > 0) return 'tecAMM_INVALID_TOKENS';
  }
  if (tx.EPrice !== undefined && !sameIssue(tx.EPrice, held)) return 'temBAD_AMM_TOKENS';
  return 'tesSUCCESS';
}

const sameAssetAs = (a: Amount, b: Amount): boolean =>
  a.kind === 'xrp'
    ? b.kind === 'xrp'
    : b.kind === 'issued' && a.currency === b.currency && a.issuer === b.issuer;

function request(tx: Record<string, unknown>): AmmWithdrawRequest {
  const f = txFlags(tx);
  const amt = (k: string) => (tx[k] === undefined ? undefined : amountFromJson(tx[k]));
  const amount = amt('Amount') as Amount;
  if (f & tf.lpToken) return { mode: 'lpToken', tokens: amt('LPTokenIn') as IssuedAmount };
  if (f & tf.withdrawAll) return { mode: 'withdrawAll' };
  if (f & tf.oneAssetWithdrawAll) return { mode: 'oneAssetWithdrawAll', amount };
  if (f & tf.singleAsset) return { mode: 'singleAsset', amount };
  if (f & tf.twoAsset) return { mode: 'twoAsset', amount, amount2: amt('Amount2') as Amount };
  if (f & tf.oneAssetLpToken)
    return { mode: 'oneAssetLpToken', amount, tokens: amt('LPTokenIn') as IssuedAmount };
  return { mode: 'limitLpToken', amount, ePrice: amt('EPrice') as IssuedAmount };
}

/** With fixAMMv1_2, receiving a token without a line needs the reserve for one more object (free below two). */
function reserveForLine(ctx: ApplyContext, a: Amount): Ter {
  if (!fixAmmV1_2((k) => ctx.view.read(k))) return 'tesSUCCESS';
  if (a.kind === 'xrp' || ctx.view.read(lineKey(ctx.account, a.issuer, a.currency))) return 'tesSUCCESS';
  const root = ctx.view.read(keylet.account(ctx.account));
  if (!root) return 'tefINTERNAL';
  const n = ownerCountOf(root);
  const need = n < 2 ? 0n : reserve(ctx.env.fees, n + 1);
  const bal = balanceOf(root);
  return (ctx.priorBalance > bal ? ctx.priorBalance : bal) < need ? 'tecINSUFFICIENT_RESERVE' : 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const amm = ammOf(ctx);
  if (!amm) return 'terNO_AMM';
  const fee = effectiveFee(amm, ctx.account, ctx.env.parentCloseTime);
  const held = lpHolding(ctx.view.read.bind(ctx.view), amm, ctx.account);
  const sole = isOnlyProvider((k) => ctx.view.read(k), amm, ctx.account);
  const out = ammWithdraw(amm.pool, request(ctx.tx), { lpTokens: held, soleProvider: sole }, fee);
  if (!out.ok) return out.code;
  const w = out.value;
  if (!isPositive(w.tokens) || compareAmount(w.tokens, held) > 0) return 'tecAMM_INVALID_TOKENS';
  const check = balanceChecks(amm, w.amount, w.amount2, w.tokens);
  if (check !== 'tesSUCCESS') return check;
  for (const a of [w.amount, w.amount2]) {
    if (!a || !isPositive(a)) continue;
    const r = reserveForLine(ctx, a);
    if (r !== 'tesSUCCESS') return r;
    const ter = sendAmount(ctx.view, amm.account, ctx.account, a);
    if (ter !== 'tesSUCCESS') return ter;
  }
  const ter = sendAmount(ctx.view, ctx.account, amm.account, w.tokens);
  if (ter !== 'tesSUCCESS') return ter;
  const entry = ctx.view.peek(amm.key);
  if (!entry) return 'tefINTERNAL';
  const lp = w.lpTokenBalance;
  entry.LPTokenBalance = { currency: lp.currency, issuer: lp.issuer, value: lp.value.toString() };
  ctx.view.update(amm.key, entry);
  if (!lp.value.isZero()) return 'tesSUCCESS';
  // Too many trust lines to delete at once: the AMM stays, empty, for AMMDelete (the withdrawal stands).
  const deleted = deleteAmm(ctx.view, amm);
  return deleted === 'tecINCOMPLETE' ? 'tesSUCCESS' : deleted;
}

/** Never one side of the pool alone, never everything without both balances, never more than the pool. */
export function balanceChecks(amm: AmmState, a: Amount, a2: Amount | undefined, tokens: IssuedAmount): Ter {
  const { balance1, balance2, lpTokenBalance } = amm.pool;
  const zero2 = (x: Amount): Amount =>
    x.kind === 'xrp' ? { kind: 'xrp', drops: 0n } : { ...x, value: x.value.sub(x.value) };
  const [p1, p2] = sameAssetAs(a, balance1) ? [balance1, balance2] : [balance2, balance1];
  const b = a2 ?? zero2(p2);
  const all1 = compareAmount(a, p1) === 0;
  const all2 = compareAmount(b, p2) === 0;
  if (all1 !== all2) return 'tecAMM_BALANCE';
  if (compareAmount(tokens, lpTokenBalance) === 0 && !(all1 && all2)) return 'tecAMM_BALANCE';
  if (compareAmount(a, p1) > 0 || compareAmount(b, p2) > 0) return 'tecAMM_BALANCE';
  return 'tesSUCCESS';
}

export const ammWithdrawTx: Transactor = {
  allowedFlags: Object.values(tf).reduce((a, b) => a | b, 0),
  preflight,
  preclaim,
  doApply,
};
