import { amountToSt, stToAmount } from '../amount/amount-arithmetic.js';
import { assetOf, type Amount } from '../amount/amount.js';
import { stDivide, stMultiply } from '../amount/st-arithmetic.js';
import { offerRate, rateValue } from './offer-rate.js';
import { MAX_TICK_SIZE, roundRateToTickSize } from './rate.js';

/** An offer as OfferCreate states it. */
export interface OfferTerms {
  readonly takerPays: Amount;
  readonly takerGets: Amount;
}

/** The tick size that applies to an offer: the smaller of its issuers' TickSize fields, 16 when neither sets one. */
export function offerTickSize(paysIssuerTickSize?: number, getsIssuerTickSize?: number): number {
  return Math.min(paysIssuerTickSize ?? MAX_TICK_SIZE, getsIssuerTickSize ?? MAX_TICK_SIZE);
}

/**
 * OfferCreate's TickSize step: the offer's rate is rounded up to `tickSize` digits and the side that is not exact
 * is recomputed at that rate: a sell (tfSell) keeps TakerGets and recomputes TakerPays = TakerGets · rate, a buy
 * keeps TakerPays and recomputes TakerGets = TakerPays / rate. Answers null when a side rounds to zero (rippled
 * then places nothing and succeeds); the offer unchanged when tickSize is 16.
 */
export function applyTickSize(offer: OfferTerms, tickSize: number, sell: boolean): OfferTerms | null {
  if (tickSize >= MAX_TICK_SIZE) return offer;
  const rate = roundRateToTickSize(offerRate(offer.takerPays, offer.takerGets), tickSize);
  const r = rateValue(rate).st;
  const result: OfferTerms = sell
    ? {
        takerGets: offer.takerGets,
        takerPays: recompute(
          stMultiply(amountToSt(offer.takerGets), r, isXrp(offer.takerPays)),
          offer.takerPays,
        ),
      }
    : {
        takerPays: offer.takerPays,
        takerGets: recompute(
          stDivide(amountToSt(offer.takerPays), r, isXrp(offer.takerGets)),
          offer.takerGets,
        ),
      };
  return isZero(result.takerPays) || isZero(result.takerGets) ? null : result;
}

const isXrp = (a: Amount): boolean => a.kind === 'xrp';
const isZero = (a: Amount): boolean => (a.kind === 'xrp' ? a.drops === 0n : a.value.isZero());
const recompute = (st: Parameters<typeof stToAmount>[0], like: Amount): Amount =>
  stToAmount(st, assetOf(like));
