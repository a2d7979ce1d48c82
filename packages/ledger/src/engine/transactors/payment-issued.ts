import {
  amountFromJson,
  amountToJson,
  compareAmounts,
  issuedAmount,
  offerRate,
  type Amount,
  TF_LIMIT_QUALITY,
  TF_NO_RIPPLE_DIRECT,
  TF_PARTIAL_PAYMENT,
} from '@horizon/protocol';
import { hasFlag, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { valueOf, type IssuedJson } from '../../state/trust-line.js';
import { isXrp, parseDrops } from '../amounts.js';
import type { ApplyContext, PreflightContext } from '../context.js';
import { flow } from '../payment/flow.js';
import type { PathElem } from '../payment/strand.js';
import type { Ter } from '../ter.js';

// Payments that are not XRP to XRP: the malformed checks, then the payment engine over the default path
// (unless tfNoRippleDirect) and the transaction's Paths.

function parsePositive(amount: unknown): boolean {
  if (isXrp(amount)) return (parseDrops(amount) ?? 0n) > 0n;
  try {
    const v = valueOf(amount);
    return v.signum() > 0;
  } catch {
    return false;
  }
}

function currencyOf(amount: unknown): string {
  return isXrp(amount) ? 'XRP' : (amount as IssuedJson).currency;
}

export function preflightIssued({ tx }: PreflightContext): Ter {
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  if (!isXrp(tx.Amount) && (tx.Amount as IssuedJson).currency === 'XRP') return 'temBAD_CURRENCY';
  if (!parsePositive(tx.Amount)) return 'temBAD_AMOUNT';
  if (tx.SendMax !== undefined && !parsePositive(tx.SendMax)) return 'temBAD_AMOUNT';
  const srcCurrency = currencyOf(tx.SendMax ?? tx.Amount);
  if (tx.Account === tx.Destination && srcCurrency === currencyOf(tx.Amount) && tx.Paths === undefined)
    return 'temREDUNDANT';
  if (tx.DeliverMin !== undefined) {
    if (!(flags & TF_PARTIAL_PAYMENT) || !parsePositive(tx.DeliverMin)) return 'temBAD_AMOUNT';
    const min = tx.DeliverMin as IssuedJson;
    const amount = tx.Amount as IssuedJson;
    if (isXrp(tx.DeliverMin) !== isXrp(tx.Amount)) return 'temBAD_AMOUNT';
    if (!isXrp(tx.Amount) && (min.currency !== amount.currency || min.issuer !== amount.issuer))
      return 'temBAD_AMOUNT';
    if (
      isXrp(tx.Amount)
        ? BigInt(tx.DeliverMin as string) > BigInt(tx.Amount)
        : valueOf(min).gt(valueOf(amount))
    )
      return 'temBAD_AMOUNT';
  }
  return 'tesSUCCESS';
}

/** The transaction's Paths as path elements (at most 6 paths of 8 elements, checked in preclaim). */
function pathsOf(json: unknown): PathElem[][] {
  if (!Array.isArray(json)) return [];
  return (json as Record<string, unknown>[][]).map((path) =>
    path.map((e) => {
      const elem: PathElem = {};
      if (typeof e.account === 'string') elem.account = e.account;
      if (typeof e.currency === 'string') elem.currency = e.currency;
      if (typeof e.issuer === 'string') elem.issuer = e.issuer;
      return elem;
    }),
  );
}

/**
 * A payment through the payment engine (rippled's Payment::doApply with RippleCalc): SendMax, or the Amount's
 * value in the sender's own issue, is the most the source gives; tfLimitQuality holds every pass to the rate
 * Amount/SendMax; a partial delivery records DeliveredAmount and must reach DeliverMin.
 */
export function payIssued(ctx: ApplyContext): Ter {
  const { tx, view } = ctx;
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  const destination = tx.Destination as string;
  const dstAmount = amountFromJson(tx.Amount);
  const dstRoot = view.read(keylet.account(destination));
  if (dstRoot && hasFlag(dstRoot, lsf.depositAuth) && destination !== ctx.account) {
    if (!view.read(keylet.depositPreauth(destination, ctx.account))) return 'tecNO_PERMISSION';
  }
  const sendMax: Amount =
    tx.SendMax !== undefined
      ? amountFromJson(tx.SendMax)
      : dstAmount.kind === 'xrp'
        ? dstAmount
        : issuedAmount(dstAmount.currency, ctx.account, dstAmount.value);
  const result = flow({
    view,
    env: { fees: ctx.env.fees, parentCloseTime: ctx.env.parentCloseTime, account: ctx.account },
    deliver: dstAmount,
    src: ctx.account,
    dst: destination,
    paths: pathsOf(tx.Paths),
    defaultPaths: (flags & TF_NO_RIPPLE_DIRECT) === 0,
    partialPayment: (flags & TF_PARTIAL_PAYMENT) !== 0,
    ownerPaysTransferFee: false,
    ...(flags & TF_LIMIT_QUALITY ? { limitQuality: offerRate(sendMax, dstAmount) } : {}),
    sendMax,
  });
  let ter = result.ter;
  if (ter === 'tesSUCCESS' && compareAmounts(result.actualOut, dstAmount) !== 0) {
    if (tx.DeliverMin !== undefined && compareAmounts(result.actualOut, amountFromJson(tx.DeliverMin)) < 0)
      ter = 'tecPATH_PARTIAL';
    else ctx.deliver(amountToJson(result.actualOut));
  }
  // A retry code from path building is not retried: the fee is claimed.
  return ter.startsWith('ter') ? 'tecPATH_DRY' : ter;
}
