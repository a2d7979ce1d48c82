import {
  IssuedValue,
  compareAmounts,
  divRound,
  divRoundStrict,
  issuedAmount,
  mulRound,
  offerRate,
  rateValue,
  xrpAmount,
  type Amount,
  TF_FILL_OR_KILL,
  TF_PASSIVE,
  TF_SELL,
} from '@horizon/protocol';
import type { ApplyContext } from '../context.js';
import type { Ter } from '../ter.js';
import { flow } from '../payment/flow.js';
import { sub } from '../payment/amount-ops.js';
import { transferRate } from '../payment/flow-send.js';
import type { PathElem } from '../payment/strand.js';
import { accountFunds, isPositive } from './funds.js';
import { offerDelete } from './offer-ops.js';

// Offer crossing through the payment engine (rippled's CreateOffer::flowCross): the taker pays TakerGets to
// receive TakerPays, with the issuer's transfer fee allowed on top, through the direct book and, for two
// tokens, also through XRP (auto-bridging); what is left is scaled at the offer's own rate.

export interface CrossRequest {
  takerPays: Amount;
  takerGets: Amount;
  flags: number;
}

export interface CrossOutcome {
  ter: Ter;
  /** What is left to place (undefined when nothing is left). */
  remaining?: { takerPays: Amount; takerGets: Amount };
  crossed: boolean;
}

const QUALITY_ONE = 1_000_000_000;
// STAmount's largest values: the most a tfSell crossing may receive.
const MAX_NATIVE = 100_000_000_000_000_000n;
const HALF_MAX_IOU = IssuedValue.from(9_999_999_999_999_999n / 2n, 80);

/** A rate as an amount to multiply by (rippled's detail::as_amount / Quality::rate as an STAmount). */
const rateAmount = (value: IssuedValue): Amount => issuedAmount('USD', 'rrrrrrrrrrrrrrrrrrrrBZbvji', value);

export function crossOffer(ctx: ApplyContext, req: CrossRequest): CrossOutcome {
  const { view } = ctx;
  const read = (k: string) => view.read(k);
  const takerIn = req.takerGets;
  const takerOut = req.takerPays;
  const untouched = {
    ter: 'tesSUCCESS',
    remaining: { takerPays: takerOut, takerGets: takerIn },
    crossed: false,
  };
  const inStart = accountFunds(read, ctx.env.fees, ctx.account, takerIn);
  if (!isPositive(inStart)) return { ter: 'tecUNFUNDED_OFFER', crossed: false };

  let gatewayRate = QUALITY_ONE;
  let sendMax = takerIn;
  if (takerIn.kind === 'issued' && takerIn.issuer !== ctx.account) {
    gatewayRate = transferRate(view, takerIn.issuer);
    if (gatewayRate !== QUALITY_ONE)
      sendMax = mulRound(takerIn, rateAmount(IssuedValue.from(BigInt(gatewayRate), -9)), takerIn, true);
  }
  // The threshold includes the transfer fee, as the engine's qualities do.
  let threshold = offerRate(sendMax, takerOut);
  if (req.flags & TF_PASSIVE) threshold -= 1n;
  if (compareAmounts(sendMax, inStart) > 0) sendMax = inStart;

  const paths: PathElem[][] =
    takerIn.kind === 'issued' && takerOut.kind === 'issued' ? [[{ currency: 'XRP' }]] : [];
  const sell = (req.flags & TF_SELL) !== 0;
  let deliver = takerOut;
  if (sell)
    deliver =
      takerOut.kind === 'xrp'
        ? xrpAmount(MAX_NATIVE)
        : issuedAmount(takerOut.currency, takerOut.issuer, HALF_MAX_IOU);

  const result = flow({
    view,
    env: { fees: ctx.env.fees, parentCloseTime: ctx.env.parentCloseTime, account: ctx.account },
    deliver,
    src: ctx.account,
    dst: ctx.account,
    paths,
    defaultPaths: true,
    partialPayment: (req.flags & TF_FILL_OR_KILL) === 0,
    ownerPaysTransferFee: true,
    offerCrossing: sell ? 'sell' : 'yes',
    limitQuality: threshold,
    sendMax,
  });
  for (const key of result.removableOffers) {
    if (view.read(key)) {
      const ter = offerDelete(view, key);
      if (ter !== 'tesSUCCESS') return { ter, crossed: false };
    }
  }
  if (result.ter !== 'tesSUCCESS') return untouched;

  if (!isPositive(accountFunds(read, ctx.env.fees, ctx.account, takerIn)))
    return { ter: 'tesSUCCESS', crossed: true };
  const rate = rateAmount(rateValue(offerRate(takerIn, takerOut)));
  let leftIn: Amount;
  let leftOut: Amount;
  if (sell) {
    let spent = result.actualIn;
    if (gatewayRate !== QUALITY_ONE)
      spent = divRound(spent, rateAmount(IssuedValue.from(BigInt(gatewayRate), -9)), takerIn, true);
    leftIn = sub(takerIn, spent);
    if (!isPositive(leftIn)) leftIn = sub(takerIn, takerIn);
    leftOut = divRoundStrict(leftIn, rate, takerOut, false);
  } else {
    leftOut = sub(takerOut, result.actualOut);
    leftIn = mulRound(leftOut, rate, takerIn, true);
  }
  const crossed = compareAmounts(leftIn, takerIn) !== 0 || compareAmounts(leftOut, takerOut) !== 0;
  if (!isPositive(leftIn) || !isPositive(leftOut)) return { ter: 'tesSUCCESS', crossed };
  return { ter: 'tesSUCCESS', remaining: { takerPays: leftOut, takerGets: leftIn }, crossed };
}
