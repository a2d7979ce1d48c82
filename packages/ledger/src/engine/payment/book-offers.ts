/**
 * BookStep::forEachOffer: the offers of one quality level, the AMM's first when it is better, each sized to
 * its owner's funds with the transfer fees of the step; offers that cannot be taken (one's own on the default
 * path when crossing, an owner not authorized to hold what it buys) are removed for good.
 */
import type { Amount, OfferAmounts, Rate } from '@horizon/protocol';
import type { ApplyView } from '../../state/view.js';
import { requireAuth } from '../escrow/token-rules.js';
import { QUALITY_ONE, lt, mulRatio } from './amount-ops.js';
import { type BookStepInit, ammThreshold, bookRate } from './book-context.js';
import type { AnyOffer } from './book-sizing.js';
import type { ClobOffer } from './offer-stream.js';
import { OfferStream } from './offer-stream.js';
import type { DebtDir, PassContext } from './step.js';

export const MAX_OFFERS_TO_CONSUME = 1000;

/** Takes one offer, sized; answers whether to go on to the next. */
export type EachOffer = (
  offer: AnyOffer,
  ofrAmt: OfferAmounts,
  stpAmt: OfferAmounts,
  ownerGives: Amount,
  trIn: number,
  trOut: number,
) => boolean;

/** How many offers the walk met, and whether it met so many that the step goes inactive. */
export interface OfferWalk {
  readonly used: number;
  readonly inactive: boolean;
}

/** The offer's owner may hold what it buys (rippled's requireAuth on the offer's in-asset). */
function ownerMayHold(view: ApplyView, offer: ClobOffer): boolean {
  const pays = offer.amount.in;
  if (pays.kind === 'xrp') return true;
  return requireAuth((k) => view.read(k), pays.issuer, pays.currency, offer.owner) === 'tesSUCCESS';
}

export function forEachBookOffer(
  ctx: PassContext,
  init: BookStepInit,
  prevDir: DebtDir,
  callback: EachOffer,
): OfferWalk {
  const { sb, af } = ctx;
  const oc = init.offerCrossing;
  const trIn = prevDir === 'redeems' ? bookRate(sb, init, 'in') : QUALITY_ONE;
  const trOut = init.ownerPaysTransferFee ? bookRate(sb, init, 'out') : QUALITY_ONE;
  const offers = new OfferStream(sb, af, init.book, init.env, MAX_OFFERS_TO_CONSUME);
  let attempted = false;
  let ofrQ: Rate | undefined;
  const exec = (offer: AnyOffer): boolean => {
    if (ofrQ === undefined) ofrQ = offer.rate;
    else if (ofrQ !== offer.rate) return false;
    if (
      oc?.defaultPath &&
      offer.rate <= oc.threshold &&
      offer.owner === init.strandSrc &&
      offer.owner === init.strandDst
    ) {
      // Crossing one's own offer on the default path removes it instead.
      if (offer.key) offers.permRmOffer(offer.key);
      if (!attempted) ofrQ = undefined;
      return true;
    }
    if (!offer.isAmm && !ownerMayHold(af, offer)) {
      offers.permRmOffer(offer.key);
      if (!attempted) ofrQ = undefined;
      return true;
    }
    if (oc?.defaultPath && offer.rate > oc.threshold) return false;
    let inRate = trIn;
    let outRate = trOut;
    if (oc) {
      if (offer.owner === init.prevStep?.directStepSrcAcct()) inRate = QUALITY_ONE;
      if (init.prevStep?.bookStepBook() && offer.owner === init.strandDst) outRate = QUALITY_ONE;
    }
    if (offer.isAmm) outRate = QUALITY_ONE;
    let ofrAmt = offer.amount;
    const stpAmt = { in: mulRatio(ofrAmt.in, inRate, QUALITY_ONE, true), out: ofrAmt.out };
    let ownerGives = mulRatio(ofrAmt.out, outRate, QUALITY_ONE, false);
    const funds = offer.isFunded() ? ownerGives : (offers.ownerFunds as Amount);
    if (lt(funds, ownerGives)) {
      ownerGives = funds;
      const out = mulRatio(ownerGives, QUALITY_ONE, outRate, false);
      ofrAmt = offer.limitOut(ofrAmt, out, false);
      stpAmt.out = out;
      stpAmt.in = mulRatio(ofrAmt.in, inRate, QUALITY_ONE, true);
    }
    attempted = true;
    return callback(offer, ofrAmt, stpAmt, ownerGives, inRate, outRate);
  };
  const tryAmm = (lob: Rate | undefined): boolean => {
    const amm = init.amm?.getOffer(sb, lob !== undefined ? ammThreshold(init, lob) : undefined);
    return !amm || exec(amm);
  };
  if (offers.step()) {
    if (tryAmm((offers.tip as ClobOffer).rate)) {
      do {
        if (!exec(offers.tip as ClobOffer)) break;
      } while (offers.step());
    }
  } else {
    tryAmm(undefined);
  }
  for (const key of offers.permToRemove) ctx.ofrsToRm.add(key);
  return { used: offers.count, inactive: offers.count >= MAX_OFFERS_TO_CONSUME };
}
