/**
 * AMM deposit, withdraw and vote on the token's XRP pool. Deposits name their maximum amounts and the least
 * LP tokens accepted (the quote from protocol's exact AMM math less the default slippage); withdrawals of all
 * in one asset name the least of it accepted.
 */
import { AMM_ERRORS, type AmmSide, type UnsignedTransaction, slippageBound } from '@horizon/core';
import {
  type Amount,
  type AmmPool,
  IssuedValue,
  TF_ONE_ASSET_WITHDRAW_ALL,
  TF_SINGLE_ASSET,
  TF_TWO_ASSET,
  TF_WITHDRAW_ALL,
  ammDeposit,
  ammWithdraw,
  issuedAmount,
  xrpAmount,
  xrpToDrops,
} from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import { type AmmState, assetJson } from '../relay/index.js';
import type { Draft } from './autofill.js';
import { txAmount } from './amounts.js';
import { type TradeContext, issue } from './context.js';
import { type TokenFacts, tokenFacts } from './tokens.js';
import { accountOf, findLine, spendable } from './wallet-state.js';

/** Deposits and withdrawals accept the default 1% slippage on what they receive. */
const AMM_SLIPPAGE_PERCENT = 1;
/**
 * A wallet's vote on a pool can be changed once per period (spec §8). The spec names no length; the ledger's
 * own AMM clock is the auction slot's 24 hours, so a period is 24 hours from the last vote that succeeded.
 */
export const VOTE_PERIOD_MS = 24 * 60 * 60 * 1000;

interface Pool {
  readonly token: TokenFacts;
  readonly amm: AmmState;
  readonly pool: AmmPool;
  readonly assets: { readonly asset: Record<string, unknown>; readonly asset2: Record<string, unknown> };
}

async function poolOf(ctx: TradeContext, tokenId: string): Promise<Pool> {
  const token = await tokenFacts(ctx, tokenId);
  const amm = await ctx.ledger.amm({ kind: 'xrp' }, token.asset);
  if (!amm || amm.lpToken.value.isZero()) throw new HttpError(400, AMM_ERRORS.poolNotFound);
  const pool = { balance1: amm.amount, balance2: amm.amount2, lpTokenBalance: amm.lpToken };
  return { token, amm, pool, assets: { asset: { currency: 'XRP' }, asset2: assetJson(token.asset) } };
}

function assetsOf(p: Pool) {
  return { asset: p.assets.asset as never, asset2: p.assets.asset2 as never };
}

export interface AmmAmounts {
  readonly xrp?: string | undefined;
  readonly token?: string | undefined;
}

function amountsOf(p: Pool, input: AmmAmounts) {
  const { currency, issuer } = p.token.token;
  return {
    xrp: input.xrp === undefined ? undefined : xrpAmount(xrpToDrops(input.xrp)),
    token: input.token === undefined ? undefined : issuedAmount(currency, issuer, input.token),
  };
}

export async function buildDeposit(
  ctx: TradeContext,
  address: string,
  tokenId: string,
  side: AmmSide,
  input: AmmAmounts,
) {
  const p = await poolOf(ctx, tokenId);
  const account = await accountOf(ctx, address, AMM_ERRORS.insufficientDepositBalance);
  const lines = await ctx.ledger.trustLines(address);
  const { xrp, token } = amountsOf(p, input);
  if (token) {
    const line = findLine(lines, p.token.token);
    if (!line) throw new HttpError(400, AMM_ERRORS.trustlineNotEstablished);
    if (line.balance.lt(token.value)) throw new HttpError(400, AMM_ERRORS.insufficientDepositBalance);
  }
  // A first deposit opens the LP token line: its reserve is needed whatever is deposited.
  const hasLp = lines.some((l) => l.peer === p.amm.account);
  if ((await spendable(ctx, account, hasLp ? 0 : 1)) < (xrp?.drops ?? 1n)) {
    throw new HttpError(400, AMM_ERRORS.insufficientDepositBalance);
  }
  const request =
    side === 'DOUBLE' && xrp && token
      ? ({ mode: 'twoAsset', amount: xrp, amount2: token } as const)
      : ({ mode: 'singleAsset', amount: (xrp ?? token) as Amount } as const);
  const outcome = ammDeposit(p.pool, request, p.amm.tradingFee);
  if (!outcome.ok) throw new HttpError(400, AMM_ERRORS.priceMoved);
  const minTokens = slippageBound(outcome.value.tokens, AMM_SLIPPAGE_PERCENT);
  const draft: Draft = {
    transaction_type: 'AMMDeposit',
    ...assetsOf(p),
    // A two-sided deposit names what the ledger takes at the pool's ratio (issue 16: a review of the 3000 XRP
    // typed, where the ledger took 2,485), never more than was asked: the review reads these very amounts.
    amount: txAmount(request.mode === 'twoAsset' ? outcome.value.amount : request.amount),
    ...(request.mode === 'twoAsset' ? { amount2: txAmount(outcome.value.amount2 ?? request.amount2) } : {}),
    lp_token_out: txAmount(minTokens) as never,
    flags: request.mode === 'twoAsset' ? TF_TWO_ASSET : TF_SINGLE_ASSET,
  };
  const issued = await issue(ctx, 'amm_deposit', account, [{ role: 'deposit', stage: 0, draft }], {
    context: { token_id: p.token.id, lp_currency: p.amm.lpToken.currency, amm_account: p.amm.account },
  });
  return issued.txs[0] as UnsignedTransaction;
}

function withdrawRequest(side: AmmSide, xrp: Amount | undefined, token: Amount | undefined, p: Pool) {
  if (side === 'DOUBLE') {
    return xrp && token
      ? ({ mode: 'twoAsset', amount: xrp, amount2: token } as const)
      : ({ mode: 'withdrawAll' } as const);
  }
  const given = side === 'SINGLE_XRP' ? xrp : token;
  if (given) return { mode: 'singleAsset', amount: given } as const;
  const { currency, issuer } = p.token.token;
  const zero = side === 'SINGLE_XRP' ? xrpAmount(0n) : issuedAmount(currency, issuer, IssuedValue.zero);
  return { mode: 'oneAssetWithdrawAll', amount: zero } as const;
}

const WITHDRAW_FLAGS = {
  twoAsset: TF_TWO_ASSET,
  withdrawAll: TF_WITHDRAW_ALL,
  singleAsset: TF_SINGLE_ASSET,
  oneAssetWithdrawAll: TF_ONE_ASSET_WITHDRAW_ALL,
} as const;

export async function buildWithdraw(
  ctx: TradeContext,
  address: string,
  tokenId: string,
  side: AmmSide,
  input: AmmAmounts,
) {
  const p = await poolOf(ctx, tokenId);
  const account = await accountOf(ctx, address, AMM_ERRORS.insufficientLpTokens);
  const lpLine = (await ctx.ledger.trustLines(address)).find((l) => l.peer === p.amm.account);
  if (!lpLine || lpLine.balance.signum() <= 0) throw new HttpError(400, AMM_ERRORS.insufficientLpTokens);
  const lpTokens = issuedAmount(p.amm.lpToken.currency, p.amm.account, lpLine.balance);
  const { xrp, token } = amountsOf(p, input);
  const request = withdrawRequest(side, xrp, token, p);
  const outcome = ammWithdraw(p.pool, request, { lpTokens }, p.amm.tradingFee);
  if (!outcome.ok) throw new HttpError(400, AMM_ERRORS.insufficientLpTokens);
  // Everything in one asset: the least accepted is the quote less slippage (else the amounts bound it).
  const least =
    request.mode === 'oneAssetWithdrawAll'
      ? slippageBound(outcome.value.amount, AMM_SLIPPAGE_PERCENT)
      : undefined;
  const draft: Draft = {
    transaction_type: 'AMMWithdraw',
    ...assetsOf(p),
    ...(request.mode === 'withdrawAll' ? {} : { amount: txAmount(least ?? request.amount) }),
    ...(request.mode === 'twoAsset' ? { amount2: txAmount(request.amount2) } : {}),
    flags: WITHDRAW_FLAGS[request.mode],
  };
  const issued = await issue(ctx, 'amm_withdraw', account, [{ role: 'withdraw', stage: 0, draft }], {
    context: { token_id: p.token.id },
  });
  return issued.txs[0] as UnsignedTransaction;
}

/**
 * Refuses a vote when another vote of the wallet on this token's pool succeeded, or is being relayed, within
 * the current period. `requestId` is the vote being relayed (checked again when signed: a vote built while
 * another was still in flight would otherwise pass).
 */
export async function refuseRepeatedVote(
  ctx: TradeContext,
  address: string,
  tokenId: string,
  requestId: string | null = null,
): Promise<void> {
  const rows = await ctx.db.query(
    `SELECT 1 FROM relayed_transactions r JOIN issued_requests q ON q.id = r.request_id
     WHERE q.kind = 'amm_vote' AND q.classic_address = $1 AND q.context->>'token_id' = $2
       AND q.id::text <> $4 AND r.recorded_at > $3
       AND (r.state IN ('recorded', 'submitted') OR (r.state = 'validated' AND r.engine_result = 'tesSUCCESS'))
     LIMIT 1`,
    [address, tokenId, new Date(ctx.clock.now() - VOTE_PERIOD_MS), requestId ?? ''],
  );
  if (rows.length > 0) throw new HttpError(400, AMM_ERRORS.alreadyVotedInPeriod);
}

export async function buildVote(ctx: TradeContext, address: string, tokenId: string, tradingFee: number) {
  const p = await poolOf(ctx, tokenId);
  const account = await accountOf(ctx, address, AMM_ERRORS.voteNeedsLpTokens);
  const lpLine = (await ctx.ledger.trustLines(address)).find((l) => l.peer === p.amm.account);
  if (!lpLine || lpLine.balance.signum() <= 0) throw new HttpError(400, AMM_ERRORS.voteNeedsLpTokens);
  await refuseRepeatedVote(ctx, address, p.token.id);
  const draft: Draft = { transaction_type: 'AMMVote', ...assetsOf(p), trading_fee: tradingFee };
  const issued = await issue(ctx, 'amm_vote', account, [{ role: 'vote', stage: 0, draft }], {
    context: { token_id: p.token.id },
  });
  return issued.txs[0] as UnsignedTransaction;
}
