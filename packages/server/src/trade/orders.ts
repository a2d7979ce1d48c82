/**
 * Limit orders: an OfferCreate resting on the book at the asked price, with the fee transactions (V = the
 * order's XRP total). A sell order burns its share of the tokens offered (it offers T − B); a buy order holds
 * no token yet, so its burn share goes to the treasury with tx_fee. Cancels are OfferCancels of own offers.
 */
import {
  BUY_ERRORS,
  SELL_ERRORS,
  type UnsignedTransaction,
  decimalOfXrplNumber,
  dropsOfDecimal,
  multiplyDecimals,
  requireDecimal,
} from '@horizon/core';
import { IssuedValue, issuedAmount, type Amount } from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import { cushionedFee } from './autofill.js';
import { subAmounts, txAmount } from './amounts.js';
import { type PlannedTx, type TradeContext, issue } from './context.js';
import { feePlan } from './fee-txs.js';
import { worthContext } from './owed-fees.js';
import { MIN_TRADE_DROPS } from './market-trades.js';
import { TRADE_MESSAGES } from './messages.js';
import { referrerOf, tokenFacts, treasuryOf } from './tokens.js';
import { accountOf, findLine, spendable } from './wallet-state.js';

/** tokens × price in drops, exactly, rounded up for what a seller asks and down for what a buyer pays. */
export function xrpTotalDrops(tokens: IssuedValue, pricePerToken: string, roundUp: boolean): bigint {
  const xrp = multiplyDecimals(decimalOfXrplNumber(tokens.toXrplNumber()), requireDecimal(pricePerToken));
  return dropsOfDecimal(xrp, roundUp ? 'ceiling' : 'toward-zero');
}

export interface LimitOrderInput {
  readonly tokenId: string;
  readonly sell: boolean;
  readonly amount: string;
  readonly price: string;
}

export async function buildLimitOrder(ctx: TradeContext, address: string, input: LimitOrderInput) {
  const token = await tokenFacts(ctx, input.tokenId);
  const treasury = treasuryOf(ctx);
  const account = await accountOf(ctx, address, BUY_ERRORS.insufficientXrp);
  const [lines, referrer] = await Promise.all([ctx.ledger.trustLines(address), referrerOf(ctx, address)]);
  const tokens = IssuedValue.fromString(input.amount);
  const asAmount = (v: IssuedValue): Amount => issuedAmount(token.token.currency, token.token.issuer, v);
  const base = { kind: 'limit_order' as const, token, referrer, treasury, stage: 1 };
  let offer: { gets: Amount; pays: Amount };
  let plan: PlannedTx[];
  let worth: Readonly<Record<string, string>>;
  let xrpOut: bigint;
  if (input.sell) {
    const line = findLine(lines, token.token);
    if (!line) throw new HttpError(400, SELL_ERRORS.noTrustline);
    if (line.balance.lt(tokens)) throw new HttpError(400, SELL_ERRORS.insufficientTokens);
    const burn = feePlan({ ...base, valueDrops: 0n, burnOf: tokens }).burn ?? IssuedValue.zero;
    const offered = subAmounts(asAmount(tokens), asAmount(burn));
    const total = xrpTotalDrops(offered.kind === 'issued' ? offered.value : tokens, input.price, true);
    const fees = feePlan({ ...base, valueDrops: total, burnOf: tokens });
    [plan, worth] = [fees.txs.slice(), fees.worthDrops];
    offer = { gets: offered, pays: { kind: 'xrp', drops: total } };
    xrpOut = 0n;
  } else {
    const total = xrpTotalDrops(tokens, input.price, false);
    const fees = feePlan({ ...base, valueDrops: total, burnOf: null });
    [plan, worth] = [fees.txs.slice(), fees.worthDrops];
    offer = { gets: { kind: 'xrp', drops: total }, pays: asAmount(tokens) };
    xrpOut = total;
  }
  const value =
    offer.gets.kind === 'xrp' ? offer.gets.drops : offer.pays.kind === 'xrp' ? offer.pays.drops : 0n;
  if (value < MIN_TRADE_DROPS) throw new HttpError(400, TRADE_MESSAGES.tooSmall);
  plan.unshift({
    role: 'limit_order',
    stage: 0,
    draft: {
      transaction_type: 'OfferCreate',
      taker_gets: txAmount(offer.gets),
      taker_pays: txAmount(offer.pays),
    },
  });
  const paid = plan.reduce(
    (s, p) =>
      p.draft.transaction_type === 'Payment' && typeof p.draft.amount === 'string'
        ? s + BigInt(p.draft.amount)
        : s,
    0n,
  );
  const txFees = cushionedFee(await ctx.ledger.fees()) * BigInt(plan.length);
  if ((await spendable(ctx, account, 1)) < xrpOut + paid + txFees)
    throw new HttpError(400, BUY_ERRORS.insufficientXrp);
  const issued = await issue(ctx, 'limit_order', account, plan, {
    context: { token_id: token.id, value_drops: value.toString(), ...worthContext(worth) },
  });
  return {
    tx_limit_order: issued.byRole.get('limit_order') as UnsignedTransaction,
    tx_fee: issued.byRole.get('fee') as UnsignedTransaction,
    tx_referral_fee: issued.byRole.get('referral_fee') ?? null,
    tx_burn_back: issued.byRole.get('burn_back') ?? null,
  };
}

export async function buildCancel(ctx: TradeContext, address: string, offerSequence: number) {
  const account = await accountOf(ctx, address, TRADE_MESSAGES.orderNotFound);
  const offers = await ctx.ledger.accountOffers(address);
  if (!offers.some((o) => o.sequence === offerSequence))
    throw new HttpError(404, TRADE_MESSAGES.orderNotFound);
  const issued = await issue(ctx, 'cancel_order', account, [
    { role: 'cancel', stage: 0, draft: { transaction_type: 'OfferCancel', offer_sequence: offerSequence } },
  ]);
  return issued.txs[0] as UnsignedTransaction;
}
