import {
  amountFromJson,
  amountToJson,
  assetOf,
  ceilIn,
  ceilOut,
  compareAmounts,
  divRoundStrict,
  mulRound,
  offerRate,
  rateValue,
  type Amount,
  type OfferAmounts,
} from '@horizon/protocol';
import type { ApplyContext } from '../context.js';
import type { Ter } from '../ter.js';
import { sendAmount } from '../amm/transfer.js';
import { assetOfAmount, bookBase, bookEnd, rateOfKey } from './book-keys.js';
import { firstOffer, nextBookDir } from './book-walk.js';
import { ammSource, takeAmm } from './amm-liquidity.js';
import { accountFunds, isPositive, isZeroAmount } from './funds.js';
import { offerDelete } from './offer-ops.js';

// Offer crossing against the direct order book (rippled's flowCross over one BookStep): offers best quality
// first, FIFO within a quality, each at its own rate, until the taker is filled, out of funds or past its
// limit, with the AMM asked first at each level. Auto-bridging through XRP and transfer fees are not here yet.

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

const tfPassive = 0x00010000;
const tfFillOrKill = 0x00040000;
const tfSell = 0x00080000;

const sub = (a: Amount, b: Amount): Amount =>
  a.kind === 'xrp'
    ? { kind: 'xrp', drops: a.drops - (b as typeof a).drops }
    : { ...a, value: a.value.sub((b as typeof a).value) };
const add = (a: Amount, b: Amount): Amount =>
  a.kind === 'xrp'
    ? { kind: 'xrp', drops: a.drops + (b as typeof a).drops }
    : { ...a, value: a.value.add((b as typeof a).value) };
const zeroOf = (a: Amount): Amount => sub(a, a);
const min = (a: Amount, b: Amount): Amount => (compareAmounts(a, b) <= 0 ? a : b);

interface Totals {
  /** Paid in (of TakerGets' asset) and received (of TakerPays' asset). */
  in: Amount;
  out: Amount;
}

export function crossOffer(ctx: ApplyContext, req: CrossRequest): CrossOutcome {
  const sell = (req.flags & tfSell) !== 0;
  const budget = min(
    req.takerGets,
    accountFunds(ctx.view.read.bind(ctx.view), ctx.env.fees, ctx.account, req.takerGets),
  );
  let limitRate = offerRate(req.takerGets, req.takerPays);
  if (req.flags & tfPassive) limitRate -= 1n;
  const totals: Totals = { in: zeroOf(req.takerGets), out: zeroOf(req.takerPays) };
  const ter = consumeBook(ctx, { budget, want: sell ? undefined : req.takerPays, limitRate }, totals);
  if (ter !== 'tesSUCCESS') return { ter, crossed: false };
  const crossed = isPositive(totals.in) || isPositive(totals.out);
  if (req.flags & tfFillOrKill) {
    const full = sell
      ? compareAmounts(totals.in, req.takerGets) >= 0
      : compareAmounts(totals.out, req.takerPays) >= 0;
    if (!full) return { ter: 'tecKILLED', crossed };
  }
  if (!crossed)
    return { ter: 'tesSUCCESS', remaining: { takerPays: req.takerPays, takerGets: req.takerGets }, crossed };
  const left = accountFunds(ctx.view.read.bind(ctx.view), ctx.env.fees, ctx.account, req.takerGets);
  if (!isPositive(left)) return { ter: 'tesSUCCESS', crossed };
  const rate = amountLikeRate(req);
  let gets: Amount;
  let pays: Amount;
  if (sell) {
    gets = sub(req.takerGets, totals.in);
    if (!isPositive(gets)) return { ter: 'tesSUCCESS', crossed };
    pays = divRoundStrict(gets, rate, assetOf(req.takerPays), false);
  } else {
    pays = sub(req.takerPays, totals.out);
    if (!isPositive(pays)) return { ter: 'tesSUCCESS', crossed };
    gets = mulRound(pays, rate, assetOf(req.takerGets), true);
  }
  if (isZeroAmount(pays) || isZeroAmount(gets)) return { ter: 'tesSUCCESS', crossed };
  return { ter: 'tesSUCCESS', remaining: { takerPays: pays, takerGets: gets }, crossed };
}

/** The taker's own rate in/out as an amount to multiply by (rippled's Quality{out, in}.rate()). */
function amountLikeRate(req: CrossRequest): Amount {
  const value = rateValue(offerRate(req.takerGets, req.takerPays));
  return { kind: 'issued', currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value };
}

interface Limits {
  budget: Amount;
  /** What the taker still wants; undefined for a sell (take all it can get). */
  want?: Amount;
  limitRate: bigint;
}

function consumeBook(ctx: ApplyContext, lim: Limits, totals: Totals): Ter {
  const { view } = ctx;
  const inAsset = assetOfAmount(lim.budget);
  const outAsset = assetOf(lim.want ?? totals.out);
  const base = bookBase(inAsset, outAsset);
  const end = bookEnd(base);
  const amm = ammSource(ctx, inAsset, outAsset);
  let dir = nextBookDir(view, base, end);
  for (let steps = 0; steps < 1000; steps++) {
    const remainingIn = sub(lim.budget, totals.in);
    const remainingOut = lim.want ? sub(lim.want, totals.out) : undefined;
    if (!isPositive(remainingIn) || (remainingOut && !isPositive(remainingOut))) break;
    const tip = dir ? rateOfKey(dir) : undefined;
    // The pool is asked first at every quality level; it answers only when it beats the book's tip.
    const fromAmm = amm ? takeAmm(ctx, amm, tip, lim.limitRate, remainingIn, remainingOut) : undefined;
    if (typeof fromAmm === 'string') return fromAmm;
    const r =
      fromAmm ??
      (dir && tip !== undefined && tip <= lim.limitRate
        ? takeTip(ctx, dir, remainingIn, remainingOut)
        : null);
    if (r === null) break;
    if (r === 'next') {
      dir = dir ? nextBookDir(view, dir, end) : undefined;
      continue;
    }
    if (typeof r === 'string') return r;
    if (r) {
      totals.in = add(totals.in, r.in);
      totals.out = add(totals.out, r.out);
    }
  }
  return 'tesSUCCESS';
}

/** The first offer of the tip directory crossed, or 'next' when the directory lists no more. */
function takeTip(
  ctx: ApplyContext,
  dir: string,
  maxIn: Amount,
  maxOut: Amount | undefined,
): OfferAmounts | string | undefined {
  const offerKey = firstOffer(ctx.view, dir);
  if (!offerKey) return 'next';
  return takeOffer(ctx, offerKey, rateOfKey(dir), maxIn, maxOut);
}

/** Crosses one offer as far as the limits allow; undefined when the offer was removed instead. */
function takeOffer(
  ctx: ApplyContext,
  key: string,
  rate: bigint,
  maxIn: Amount,
  maxOut: Amount | undefined,
): OfferAmounts | string | undefined {
  const { view } = ctx;
  const offer = view.read(key);
  if (!offer) return 'tefINTERNAL';
  const owner = offer.Account as string;
  const expired = offer.Expiration !== undefined && (offer.Expiration as number) <= ctx.env.parentCloseTime;
  const gets = amountFromJson(offer.TakerGets);
  const funds = accountFunds(view.read.bind(view), ctx.env.fees, owner, gets);
  // Own, expired and unfunded offers met on the way are removed, not crossed.
  if (owner === ctx.account || expired || !isPositive(funds)) {
    const ter = offerDelete(view, key);
    return ter === 'tesSUCCESS' ? undefined : ter;
  }
  let amt: OfferAmounts = { in: amountFromJson(offer.TakerPays), out: gets };
  amt = ceilOut(amt, funds, rate, true, true);
  if (maxOut) amt = ceilOut(amt, maxOut, rate, true, true);
  amt = ceilIn(amt, maxIn, rate, false, true);
  if (!isPositive(amt.in) || !isPositive(amt.out)) {
    const ter = offerDelete(view, key);
    return ter === 'tesSUCCESS' ? undefined : ter;
  }
  let ter = sendAmount(view, ctx.account, owner, amt.in);
  if (ter === 'tesSUCCESS') ter = sendAmount(view, owner, ctx.account, amt.out);
  if (ter !== 'tesSUCCESS') return ter;
  const left = { pays: sub(amountFromJson(offer.TakerPays), amt.in), gets: sub(gets, amt.out) };
  const stillFunded = isPositive(accountFunds(view.read.bind(view), ctx.env.fees, owner, gets));
  if (!isPositive(left.pays) || !isPositive(left.gets) || !stillFunded) {
    ter = offerDelete(view, key);
    if (ter !== 'tesSUCCESS') return ter;
  } else {
    const entry = view.peek(key);
    if (!entry) return 'tefINTERNAL';
    entry.TakerPays = amountToJson(left.pays);
    entry.TakerGets = amountToJson(left.gets);
    view.update(key, entry);
  }
  return amt;
}
