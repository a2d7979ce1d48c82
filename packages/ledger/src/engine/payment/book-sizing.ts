/** Sizing one offer's take to what is left of a step's output (reverse pass) or input (forward pass). */
import type { Amount, OfferAmounts } from '@horizon/protocol';
import { QUALITY_ONE, lt, mulRatio } from './amount-ops.js';
import type { AmmOfferT } from './amm-source.js';
import type { ClobOffer } from './offer-stream.js';

export type AnyOffer = ClobOffer | AmmOfferT;

/** An offer's amounts (ofrAmt), the step's with the transfer fees (stpAmt), and what its owner gives. */
export interface Adjusted {
  ofrAmt: OfferAmounts;
  stpAmt: OfferAmounts;
  ownerGives: Amount;
}

export function limitStepOut(
  offer: AnyOffer,
  a: Adjusted,
  trIn: number,
  trOut: number,
  limit: Amount,
): Adjusted {
  if (!lt(limit, a.stpAmt.out)) return a;
  const ownerGives = mulRatio(limit, trOut, QUALITY_ONE, false);
  const ofrAmt = offer.limitOut(a.ofrAmt, limit, true);
  return { ofrAmt, stpAmt: { in: mulRatio(ofrAmt.in, trIn, QUALITY_ONE, true), out: limit }, ownerGives };
}

export function limitStepIn(
  offer: AnyOffer,
  a: Adjusted,
  trIn: number,
  trOut: number,
  limit: Amount,
): Adjusted {
  if (!lt(limit, a.stpAmt.in)) return a;
  const inLimit = mulRatio(limit, QUALITY_ONE, trIn, false);
  const ofrAmt = offer.limitIn(a.ofrAmt, inLimit, false);
  return {
    ofrAmt,
    stpAmt: { in: limit, out: ofrAmt.out },
    ownerGives: mulRatio(ofrAmt.out, trOut, QUALITY_ONE, false),
  };
}
