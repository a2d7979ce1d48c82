/**
 * A BookStep's quality: the best of the book's tip and the AMM's offer, with the transfer fees the step
 * charges, as a bound (qualityUpperBound) or as a function of the amount (qualityFunction).
 */
import {
  RATE_ONE,
  clobQualityFunction,
  combineQualityFunctions,
  composeRates,
  offerRate,
  xrpAmount,
  type QualityFunction,
  type Rate,
} from '@horizon/protocol';
import type { ApplyView } from '../../state/view.js';
import { bookBase, bookEnd, rateOfKey } from '../offers/book-keys.js';
import { firstOffer, nextBookDir } from '../offers/book-walk.js';
import { QUALITY_ONE } from './amount-ops.js';
import type { AmmOfferT } from './amm-source.js';
import { type BookStepInit, ammThreshold, bookRate, isMultiPath } from './book-context.js';
import type { DebtDir } from './step.js';

function adjustQuality(view: ApplyView, init: BookStepInit, q: Rate, prevDir: DebtDir, isAmm: boolean): Rate {
  const trIn = prevDir === 'redeems' ? bookRate(view, init, 'in') : QUALITY_ONE;
  let trOut = QUALITY_ONE;
  if (init.offerCrossing) {
    // Crossing charges no fee when the owner is the destination: the bound assumes none, except the pool's.
    if (!isAmm || isMultiPath(init)) return q;
  } else if (init.ownerPaysTransferFee && !isAmm) {
    trOut = bookRate(view, init, 'out');
  }
  const q1 = offerRate(xrpAmount(BigInt(trIn)), xrpAmount(BigInt(trOut)));
  return composeRates(q1, q);
}

function lobTip(view: ApplyView, init: BookStepInit): Rate | undefined {
  const base = bookBase(init.book.in, init.book.out);
  const end = bookEnd(base);
  let dir = nextBookDir(view, base, end);
  while (dir) {
    if (firstOffer(view, dir)) return rateOfKey(dir);
    dir = nextBookDir(view, dir, end);
  }
  return undefined;
}

function tip(view: ApplyView, init: BookStepInit): { rate: Rate; amm?: AmmOfferT } | undefined {
  const lob = lobTip(view, init);
  const amm = init.amm?.getOffer(view, lob !== undefined ? ammThreshold(init, lob) : undefined);
  if (amm && (lob === undefined || amm.rate < lob)) return { rate: amm.rate, amm };
  return lob !== undefined ? { rate: lob } : undefined;
}

export function bookQualityUpperBound(
  view: ApplyView,
  init: BookStepInit,
  prevDir: DebtDir,
): Rate | undefined {
  const t = tip(view, init);
  return t ? adjustQuality(view, init, t.rate, prevDir, t.amm !== undefined) : undefined;
}

export function bookQualityFunction(
  view: ApplyView,
  init: BookStepInit,
  prevDir: DebtDir,
): QualityFunction | undefined {
  const t = tip(view, init);
  if (!t) return undefined;
  if (t.amm && !isMultiPath(init)) {
    const qf = t.amm.qualityFunction();
    const q = adjustQuality(view, init, RATE_ONE, prevDir, true);
    return q === RATE_ONE ? qf : combineQualityFunctions(clobQualityFunction(q), qf);
  }
  return clobQualityFunction(adjustQuality(view, init, t.rate, prevDir, false));
}
