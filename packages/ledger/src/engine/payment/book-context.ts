/**
 * What a BookStep knows of its place in the strand, and the rates it reads from it: the transfer fee of each
 * side of the book and, for a single-path AMM offer, the book quality it is sized against.
 */
import type { Rate } from '@horizon/protocol';
import type { ApplyView } from '../../state/view.js';
import { QUALITY_ONE } from './amount-ops.js';
import type { AmmLiquidity } from './amm-source.js';
import { transferRate } from './flow-send.js';
import type { BookRef, FlowEnv, Step } from './step.js';

export interface BookStepInit {
  book: BookRef;
  strandSrc: string;
  strandDst: string;
  prevStep: Step | undefined;
  ownerPaysTransferFee: boolean;
  /** Set when crossing an offer: whether the strand is the default path, and the offer's own quality. */
  offerCrossing?: { defaultPath: boolean; threshold: Rate };
  amm: AmmLiquidity | undefined;
  env: FlowEnv;
}

/** The transfer rate of one side of the book; none when XRP or when the strand's destination issued it. */
export function bookRate(view: ApplyView, init: BookStepInit, which: 'in' | 'out'): number {
  const asset = init.book[which];
  if (asset.kind === 'xrp' || asset.issuer === init.strandDst) return QUALITY_ONE;
  return transferRate(view, asset.issuer);
}

export function isMultiPath(init: BookStepInit): boolean {
  return init.amm?.ctx.multiPath ?? false;
}

/** The book's threshold for sizing a single-path AMM offer when crossing (undefined: size it to the limit). */
export function ammThreshold(init: BookStepInit, lobRate: Rate): Rate | undefined {
  const oc = init.offerCrossing;
  if (oc && init.amm && !isMultiPath(init) && oc.threshold < lobRate) return undefined;
  return lobRate;
}
