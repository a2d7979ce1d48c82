import { TF_LIMIT_QUALITY, TF_NO_RIPPLE_DIRECT, TF_PARTIAL_PAYMENT } from '@horizon/protocol';
import { balanceOf, hasFlag, lsf, newAccountRoot, ownerCountOf, reserve } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { isXrp, parseDrops } from '../amounts.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import type { Ter } from '../ter.js';
import { payIssued, preflightIssued } from './payment-issued.js';

// Payment (rippled Payment.cpp). XRP-to-XRP moves drops directly; anything else goes through payIssued.

function isXrpDirect(ctx: PreflightContext): boolean {
  return isXrp(ctx.tx.Amount) && (ctx.tx.SendMax === undefined || isXrp(ctx.tx.SendMax));
}

function preflight(ctx: PreflightContext): Ter {
  const { tx } = ctx;
  if (typeof tx.Destination !== 'string') return 'temDST_NEEDED';
  if (!isXrpDirect(ctx)) return preflightIssued(ctx);
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  const amount = parseDrops(tx.Amount);
  if (amount === undefined) return 'temBAD_AMOUNT';
  if (tx.SendMax !== undefined && (parseDrops(tx.SendMax) ?? 0n) <= 0n) return 'temBAD_AMOUNT';
  if (amount <= 0n) return 'temBAD_AMOUNT';
  if (tx.Account === tx.Destination && tx.Paths === undefined) return 'temREDUNDANT';
  if (tx.SendMax !== undefined) return 'temBAD_SEND_XRP_MAX';
  if (tx.Paths !== undefined) return 'temBAD_SEND_XRP_PATHS';
  if (flags & TF_PARTIAL_PAYMENT) return 'temBAD_SEND_XRP_PARTIAL';
  if (flags & TF_LIMIT_QUALITY) return 'temBAD_SEND_XRP_LIMIT';
  if (flags & TF_NO_RIPPLE_DIRECT) return 'temBAD_SEND_XRP_NO_DIRECT';
  if (tx.DeliverMin !== undefined) return 'temBAD_AMOUNT';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const { tx, env } = ctx;
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  const dst = ctx.read(keylet.account(tx.Destination as string));
  if (!dst) {
    if (!isXrp(tx.Amount)) return 'tecNO_DST';
    if (env.open && flags & TF_PARTIAL_PAYMENT) return 'telNO_DST_PARTIAL';
    if ((parseDrops(tx.Amount) ?? 0n) < env.fees.reserveBase) return 'tecNO_DST_INSUF_XRP';
  } else if (hasFlag(dst, lsf.requireDestTag) && tx.DestinationTag === undefined) {
    return 'tecDST_TAG_NEEDED';
  }
  if (env.open && Array.isArray(tx.Paths)) {
    const paths = tx.Paths as unknown[][];
    if (paths.length > 6 || paths.some((p) => p.length > 8)) return 'telBAD_PATH_COUNT';
  }
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const { tx, view, env } = ctx;
  const destination = tx.Destination as string;
  const dstKey = keylet.account(destination);
  let dst = view.peek(dstKey);
  if (!dst) {
    // Deletable accounts start at the current ledger's sequence, so a recreated account cannot replay.
    dst = newAccountRoot(destination, 0n, env.ledgerSeq);
    view.insert(dstKey, dst);
  }
  if (!isXrp(tx.Amount) || (tx.SendMax !== undefined && !isXrp(tx.SendMax))) return payIssued(ctx);

  const amount = parseDrops(tx.Amount) as bigint;
  const srcKey = keylet.account(ctx.account);
  const src = view.peek(srcKey);
  if (!src) return 'tefINTERNAL';
  const needed = reserve(env.fees, ownerCountOf(src));
  const floor = needed > ctx.fee ? needed : ctx.fee;
  // The prior balance is before the fee: the final spend may use the reserve to pay the fee.
  if (ctx.priorBalance < amount + floor) return 'tecUNFUNDED_PAYMENT';
  if (hasFlag(dst, lsf.depositAuth) && destination !== ctx.account) {
    const limit = env.fees.reserveBase;
    if (amount > limit || balanceOf(dst) > limit) {
      if (!ctx.read(depositPreauthKey(destination, ctx.account))) return 'tecNO_PERMISSION';
    }
  }
  src.Balance = (balanceOf(src) - amount).toString();
  view.update(srcKey, src);
  dst.Balance = (balanceOf(dst) + amount).toString();
  if (hasFlag(dst, lsf.passwordSpent)) dst.Flags = ((dst.Flags as number) & ~lsf.passwordSpent) >>> 0;
  view.update(dstKey, dst);
  return 'tesSUCCESS';
}

function depositPreauthKey(owner: string, authorized: string): string {
  return keylet.depositPreauth(owner, authorized);
}

export const payment: Transactor = {
  allowedFlags: TF_NO_RIPPLE_DIRECT | TF_PARTIAL_PAYMENT | TF_LIMIT_QUALITY,
  preflight,
  preclaim,
  doApply,
};
