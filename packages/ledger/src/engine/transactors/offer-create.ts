import {
  amountFromJson,
  applyTickSize,
  offerTickSize,
  type Amount,
  LSF_PASSIVE,
  LSF_SELL,
} from '@horizon/protocol';
import { hasFlag, lsf, ownerCountOf, reserve } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { lineKey, side } from '../../state/trust-line.js';
import { flagsOf } from '../../state/account.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { crossOffer } from '../offers/flow-cross.js';
import { accountFunds, isPositive } from '../offers/funds.js';
import { offerDelete, placeOffer, rateOf } from '../offers/offer-ops.js';
import type { Ter } from '../ter.js';

// OfferCreate (rippled CreateOffer.cpp): cancel the replaced offer, round to the issuers' TickSize,
// cross the book, then file what is left at the original rate.

export const tfOffer = {
  passive: 0x00010000,
  immediateOrCancel: 0x00020000,
  fillOrKill: 0x00040000,
  sell: 0x00080000,
};

const flagsOfTx = (tx: Record<string, unknown>): number => ((tx.Flags as number | undefined) ?? 0) >>> 0;

/** The amount, or a tem code naming what is wrong with it. */
function parseAmount(json: unknown): Amount | Ter {
  if (typeof json === 'object' && json !== null && (json as { currency?: string }).currency === 'XRP')
    return 'temBAD_CURRENCY';
  try {
    return amountFromJson(json);
  } catch {
    return 'temBAD_AMOUNT';
  }
}

const sameAsset = (a: Amount, b: Amount): boolean =>
  a.kind === 'xrp'
    ? b.kind === 'xrp'
    : b.kind === 'issued' && a.currency === b.currency && a.issuer === b.issuer;

function preflight({ tx }: PreflightContext): Ter {
  const f = flagsOfTx(tx);
  if (f & tfOffer.immediateOrCancel && f & tfOffer.fillOrKill) return 'temINVALID_FLAG';
  if (tx.Expiration === 0) return 'temBAD_EXPIRATION';
  if (tx.OfferSequence === 0) return 'temBAD_SEQUENCE';
  const pays = parseAmount(tx.TakerPays);
  const gets = parseAmount(tx.TakerGets);
  if (typeof pays === 'string') return pays;
  if (typeof gets === 'string') return gets;
  if (pays.kind === 'xrp' && gets.kind === 'xrp') return 'temBAD_OFFER';
  if (!isPositive(pays) || !isPositive(gets)) return 'temBAD_OFFER';
  if (sameAsset(pays, gets)) return 'temREDUNDANT';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const { tx } = ctx;
  const pays = amountFromJson(tx.TakerPays);
  const gets = amountFromJson(tx.TakerGets);
  for (const a of [pays, gets]) {
    if (a.kind !== 'issued') continue;
    const issuer = ctx.read(keylet.account(a.issuer));
    if (issuer && hasFlag(issuer, lsf.globalFreeze)) return 'tecFROZEN';
  }
  if (!isPositive(accountFunds(ctx.read, ctx.env.fees, tx.Account, gets))) return 'tecUNFUNDED_OFFER';
  const root = ctx.read(keylet.account(tx.Account));
  const seq = (root?.Sequence as number | undefined) ?? 0;
  if (tx.OfferSequence !== undefined && (tx.OfferSequence as number) >= seq) return 'temBAD_SEQUENCE';
  if (tx.Expiration !== undefined && (tx.Expiration as number) <= ctx.env.parentCloseTime)
    return 'tecEXPIRED';
  if (pays.kind === 'issued') return checkAcceptAsset(ctx, pays.currency, pays.issuer);
  return 'tesSUCCESS';
}

/** May the account hold what it asks for (rippled's checkAcceptAsset)? */
function checkAcceptAsset(ctx: PreclaimContext, currency: string, issuer: string): Ter {
  const account = ctx.tx.Account;
  const issuerRoot = ctx.read(keylet.account(issuer));
  if (!issuerRoot) return 'tecNO_ISSUER';
  if (issuer === account) return 'tesSUCCESS';
  const line = ctx.read(lineKey(account, issuer, currency));
  if (hasFlag(issuerRoot, lsf.requireAuth)) {
    if (!line) return 'tecNO_LINE';
    if ((flagsOf(line) & side(issuer, account).auth) === 0) return 'tecNO_AUTH';
  }
  if (line) {
    const f = flagsOf(line);
    if (f & side(issuer, account).deepFreeze || f & side(account, issuer).deepFreeze) return 'tecFROZEN';
  }
  return 'tesSUCCESS';
}

function tickSizeOf(ctx: ApplyContext, a: Amount): number | undefined {
  if (a.kind === 'xrp') return undefined;
  return ctx.view.read(keylet.account(a.issuer))?.TickSize as number | undefined;
}

function doApply(ctx: ApplyContext): Ter {
  const { tx, view } = ctx;
  const f = flagsOfTx(tx);
  let pays = amountFromJson(tx.TakerPays);
  let gets = amountFromJson(tx.TakerGets);
  if (tx.OfferSequence !== undefined) {
    const cancelKey = keylet.offer(ctx.account, tx.OfferSequence as number);
    if (view.read(cancelKey)) {
      const ter = offerDelete(view, cancelKey);
      if (ter !== 'tesSUCCESS') return ter;
    }
  }
  const tick = offerTickSize(tickSizeOf(ctx, pays), tickSizeOf(ctx, gets));
  const ticked = applyTickSize({ takerPays: pays, takerGets: gets }, tick, (f & tfOffer.sell) !== 0);
  if (!ticked) return 'tesSUCCESS';
  pays = ticked.takerPays;
  gets = ticked.takerGets;
  const rate = rateOf(pays, gets);

  const cross = crossOffer(ctx, { takerPays: pays, takerGets: gets, flags: f });
  if (cross.ter !== 'tesSUCCESS') return cross.ter;
  if (cross.remaining === undefined) return 'tesSUCCESS';
  if (f & tfOffer.fillOrKill) return 'tecKILLED';
  if (f & tfOffer.immediateOrCancel) return cross.crossed ? 'tesSUCCESS' : 'tecKILLED';

  const root = view.read(keylet.account(ctx.account));
  if (!root) return 'tefINTERNAL';
  if (ctx.priorBalance < reserve(ctx.env.fees, ownerCountOf(root) + 1))
    return cross.crossed ? 'tesSUCCESS' : 'tecINSUF_RESERVE_OFFER';
  return placeOffer(view, {
    account: ctx.account,
    sequence: tx.Sequence as number,
    takerPays: cross.remaining.takerPays,
    takerGets: cross.remaining.takerGets,
    rate,
    ...(tx.Expiration !== undefined ? { expiration: tx.Expiration as number } : {}),
    flags: (f & tfOffer.passive ? LSF_PASSIVE : 0) | (f & tfOffer.sell ? LSF_SELL : 0),
  });
}

export const offerCreate: Transactor = {
  allowedFlags: Object.values(tfOffer).reduce((a, b) => a | b, 0),
  preflight,
  preclaim,
  doApply,
};
