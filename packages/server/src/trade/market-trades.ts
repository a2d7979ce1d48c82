/**
 * Buy, sell and swap. Each trade is an OfferCreate that sells exactly what was asked (tfSell) and is filled
 * completely or killed (tfFillOrKill), with the slippage bound as the least it accepts in return; the fee
 * transactions follow in a later stage, submitted only once the trade succeeded.
 *   buy:  sell X XRP for at least quote(X)·(1−s) tokens; V = X; burn of the quoted tokens.
 *   sell: of T tokens, burn B = T·rate and sell T − B for at least quote(T − B)·(1−s) XRP; V = quote(T − B).
 *   swap: sell the amount of token A for at least quote·(1−s) of token B (through XRP); V = quote(A→XRP);
 *         burn of the quoted token B.
 */
import { AMM_ERRORS, BUY_ERRORS, SELL_ERRORS, type UnsignedTransaction, slippageBound } from '@horizon/core';
import {
  type Amount,
  type Asset,
  IssuedValue,
  TF_FILL_OR_KILL,
  TF_SELL,
  issuedAmount,
  xrpAmount,
  xrpToDrops,
} from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import type { AccountInfo, TrustLine } from '../relay/index.js';
import { type Draft, cushionedFee } from './autofill.js';
import { subAmounts, txAmount } from './amounts.js';
import { type PlannedTx, type TradeContext, issue } from './context.js';
import { type FeePlan, feePlan } from './fee-txs.js';
import { TRADE_MESSAGES } from './messages.js';
import { OWED_ROLE, openOwed, owedPlan, worthContext } from './owed-fees.js';
import { type Market, marketOf, quoteIn } from './quote.js';
import { type TokenFacts, referrerOf, tokenFacts, treasuryOf } from './tokens.js';
import { setTrustlineDraft } from './trustlines.js';
import { accountOf, findLine, spendable } from './wallet-state.js';

/** Below this value (0.001 XRP) the fee shares round to nothing. */
export const MIN_TRADE_DROPS = 1000n;
const XRP: Asset = { kind: 'xrp' };

export async function marketFor(ctx: TradeContext, sold: Asset, bought: Asset): Promise<Market> {
  return marketOf(ctx.ledger, sold, bought);
}

/** The exact quote of selling `amountIn` for `bought`; 400 when no pool or book can fill it. */
export async function quote(ctx: TradeContext, amountIn: Amount, bought: Asset): Promise<Amount> {
  const sold: Asset =
    amountIn.kind === 'xrp' ? XRP : { kind: 'issued', currency: amountIn.currency, issuer: amountIn.issuer };
  const market = await marketFor(ctx, sold, bought);
  if (!market.amm && market.book.length === 0) throw new HttpError(400, AMM_ERRORS.poolNotFound);
  const out = quoteIn(market, amountIn, bought);
  if (!out) throw new HttpError(400, TRADE_MESSAGES.noLiquidity);
  return out;
}

function tradeOffer(sell: Amount, atLeast: Amount): Draft {
  return {
    transaction_type: 'OfferCreate',
    taker_gets: txAmount(sell),
    taker_pays: txAmount(atLeast),
    flags: TF_SELL | TF_FILL_OR_KILL,
  };
}

/** XRP the plan's payments send, to check the trader can afford them. */
function xrpPaid(plan: readonly PlannedTx[]): bigint {
  return plan.reduce((sum, { draft }) => {
    const amount = draft.transaction_type === 'Payment' ? draft.amount : undefined;
    return typeof amount === 'string' ? sum + BigInt(amount) : sum;
  }, 0n);
}

interface Trader {
  readonly account: AccountInfo;
  readonly lines: readonly TrustLine[];
  readonly referrer: string | null;
  readonly treasury: string;
}

async function trader(ctx: TradeContext, address: string, missing: string): Promise<Trader> {
  const treasury = treasuryOf(ctx);
  const account = await accountOf(ctx, address, missing);
  const [lines, referrer] = await Promise.all([ctx.ledger.trustLines(address), referrerOf(ctx, address)]);
  return { account, lines, referrer, treasury };
}

/** Fails with `message` unless the account can pay `drops` plus its transaction fees above its reserve. */
async function requireXrp(
  ctx: TradeContext,
  t: Trader,
  drops: bigint,
  txCount: number,
  newObjects: number,
  message: string,
) {
  const txFees = cushionedFee(await ctx.ledger.fees()) * BigInt(txCount);
  if ((await spendable(ctx, t.account, newObjects)) < drops + txFees) throw new HttpError(400, message);
}

/**
 * The fee stage of a trade: the fee programs' payments, then what the wallet owes from earlier trades whose
 * fees went unpaid; with what the request keeps to record or clear owed fees once relayed.
 */
async function feeStage(ctx: TradeContext, t: Trader, fees: FeePlan) {
  const owed = owedPlan(await openOwed(ctx.db, t.account.address), t.treasury, 1);
  return {
    txs: [...fees.txs, ...owed.txs],
    context: { ...worthContext(fees.worthDrops), ...owed.context },
  };
}

function tokenAmount(token: TokenFacts, value: IssuedValue) {
  return issuedAmount(token.token.currency, token.token.issuer, value);
}

export async function buildBuy(
  ctx: TradeContext,
  address: string,
  tokenId: string,
  xrp: string,
  slippage: number,
) {
  const token = await tokenFacts(ctx, tokenId);
  const t = await trader(ctx, address, BUY_ERRORS.insufficientXrp);
  const drops = xrpToDrops(xrp);
  if (drops < MIN_TRADE_DROPS) throw new HttpError(400, TRADE_MESSAGES.tooSmall);
  const expected = await quote(ctx, xrpAmount(drops), token.asset);
  const atLeast = slippageBound(expected, slippage);
  const needsLine = !findLine(t.lines, token.token);
  const fees = feePlan({
    kind: 'buy',
    valueDrops: drops,
    token,
    referrer: t.referrer,
    treasury: t.treasury,
    burnOf: expected.kind === 'issued' ? expected.value : IssuedValue.zero,
    stage: 1,
  });
  const paying = await feeStage(ctx, t, fees);
  const plan: PlannedTx[] = [
    ...(needsLine ? [{ role: 'trustline', stage: 0, draft: setTrustlineDraft(t.account, token.token) }] : []),
    { role: 'buy', stage: 0, draft: tradeOffer(xrpAmount(drops), atLeast) },
    ...paying.txs,
  ];
  await requireXrp(
    ctx,
    t,
    drops + xrpPaid(paying.txs),
    plan.length,
    needsLine ? 1 : 0,
    BUY_ERRORS.insufficientXrp,
  );
  const issued = await issue(ctx, 'buy', t.account, plan, {
    context: { token_id: token.id, value_drops: drops.toString(), ...paying.context },
  });
  return {
    trustline_tx: issued.byRole.get('trustline') ?? null,
    buy_tx: issued.byRole.get('buy') as UnsignedTransaction,
    tx_fee: issued.byRole.get('fee') as UnsignedTransaction,
    tx_referral_fee: issued.byRole.get('referral_fee') ?? null,
    tx_burn_back: issued.byRole.get('burn_back') as UnsignedTransaction,
    tx_owed_fee: issued.byRole.get(OWED_ROLE) ?? null,
  };
}

export async function buildSell(
  ctx: TradeContext,
  address: string,
  tokenId: string,
  amount: string,
  slippage: number,
) {
  const token = await tokenFacts(ctx, tokenId);
  const t = await trader(ctx, address, SELL_ERRORS.noTrustline);
  const total = IssuedValue.fromString(amount);
  const line = findLine(t.lines, token.token);
  if (!line) throw new HttpError(400, SELL_ERRORS.noTrustline);
  if (line.balance.lt(total)) throw new HttpError(400, SELL_ERRORS.insufficientTokens);
  const draftFees = feePlan({
    kind: 'sell',
    valueDrops: 0n,
    token,
    referrer: t.referrer,
    treasury: t.treasury,
    burnOf: total,
    stage: 1,
  });
  const sold = subAmounts(tokenAmount(token, total), tokenAmount(token, draftFees.burn ?? IssuedValue.zero));
  const expected = await quote(ctx, sold, XRP);
  const value = expected.kind === 'xrp' ? expected.drops : 0n;
  if (value < MIN_TRADE_DROPS) throw new HttpError(400, TRADE_MESSAGES.tooSmall);
  const fees = feePlan({
    kind: 'sell',
    valueDrops: value,
    token,
    referrer: t.referrer,
    treasury: t.treasury,
    burnOf: total,
    stage: 1,
  });
  const atLeast = slippageBound(expected, slippage);
  const paying = await feeStage(ctx, t, fees);
  const plan: PlannedTx[] = [{ role: 'sell', stage: 0, draft: tradeOffer(sold, atLeast) }, ...paying.txs];
  const minXrp = atLeast.kind === 'xrp' ? atLeast.drops : 0n;
  await requireXrp(ctx, t, xrpPaid(paying.txs) - minXrp, plan.length, 0, BUY_ERRORS.insufficientXrp);
  const issued = await issue(ctx, 'sell', t.account, plan, {
    context: { token_id: token.id, value_drops: value.toString(), ...paying.context },
  });
  return {
    sell_tx: issued.byRole.get('sell') as UnsignedTransaction,
    tx_fee: issued.byRole.get('fee') as UnsignedTransaction,
    tx_referral_fee: issued.byRole.get('referral_fee') ?? null,
    tx_burn_back: issued.byRole.get('burn_back') as UnsignedTransaction,
    tx_owed_fee: issued.byRole.get(OWED_ROLE) ?? null,
  };
}

export interface SwapInput {
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  readonly slippage: number;
}

export async function buildSwap(ctx: TradeContext, address: string, input: SwapInput) {
  const [from, to] = [await tokenFacts(ctx, input.from), await tokenFacts(ctx, input.to)];
  const t = await trader(ctx, address, SELL_ERRORS.noTrustline);
  const sold = tokenAmount(from, IssuedValue.fromString(input.amount));
  const line = findLine(t.lines, from.token);
  if (!line) throw new HttpError(400, SELL_ERRORS.noTrustline);
  if (line.balance.lt(sold.value)) throw new HttpError(400, SELL_ERRORS.insufficientTokens);
  const asXrp = await quote(ctx, sold, XRP);
  const value = asXrp.kind === 'xrp' ? asXrp.drops : 0n;
  if (value < MIN_TRADE_DROPS) throw new HttpError(400, TRADE_MESSAGES.tooSmall);
  const expected = await quote(ctx, asXrp, to.asset);
  const atLeast = slippageBound(expected, input.slippage);
  const needsLine = !findLine(t.lines, to.token);
  const fees = feePlan({
    kind: 'swap',
    valueDrops: value,
    token: to,
    referrer: t.referrer,
    treasury: t.treasury,
    burnOf: expected.kind === 'issued' ? expected.value : IssuedValue.zero,
    stage: 1,
  });
  const paying = await feeStage(ctx, t, fees);
  const plan: PlannedTx[] = [
    ...(needsLine ? [{ role: 'trustline_to', stage: 0, draft: setTrustlineDraft(t.account, to.token) }] : []),
    { role: 'swap', stage: 0, draft: tradeOffer(sold, atLeast) },
    ...paying.txs,
  ];
  await requireXrp(ctx, t, xrpPaid(paying.txs), plan.length, needsLine ? 1 : 0, BUY_ERRORS.insufficientXrp);
  const issued = await issue(ctx, 'swap', t.account, plan, {
    context: { token_id: to.id, from_token_id: from.id, value_drops: value.toString(), ...paying.context },
  });
  return {
    tx_trustline_to: issued.byRole.get('trustline_to') ?? null,
    tx_swap: issued.byRole.get('swap') as UnsignedTransaction,
    tx_fee: issued.byRole.get('fee') as UnsignedTransaction,
    tx_referral_fee: issued.byRole.get('referral_fee') ?? null,
    tx_burn_back: issued.byRole.get('burn_back') as UnsignedTransaction,
    tx_owed_fee: issued.byRole.get(OWED_ROLE) ?? null,
  };
}
