/**
 * A pre-snipe wallet's buy, planned as the buy builder plans a user's (market-trades.ts): a FillOrKill sell of
 * exactly the XRP for at least the quote less the default slippage, a trustline first when missing, the fee
 * transactions after (the referral share to the user's own referrer). The fees go as a request of their own,
 * so the next wallet's buy need not wait for them.
 */
import { DEFAULT_SLIPPAGE_PERCENT, slippageBound } from '@horizon/core';
import { IssuedValue, TF_FILL_OR_KILL, TF_SELL, xrpAmount } from '@horizon/protocol';
import type { AccountInfo, TrustLine } from '../relay/index.js';
import { cushionedFee } from '../trade/autofill.js';
import { txAmount } from '../trade/amounts.js';
import type { PlannedTx, TradeContext } from '../trade/context.js';
import { feePlan } from '../trade/fee-txs.js';
import { quote } from '../trade/market-trades.js';
import { type TokenFacts, referrerOf, treasuryOf } from '../trade/tokens.js';
import { setTrustlineDraft } from '../trade/trustlines.js';
import { findLine, spendable } from '../trade/wallet-state.js';

export interface SnipeWallet {
  /** The user whose pre-snipe wallet this is (their referrer gets the referral share). */
  readonly owner: string;
  readonly account: AccountInfo;
  readonly lines: readonly TrustLine[];
}

function fees(
  ctx: TradeContext,
  token: TokenFacts,
  drops: bigint,
  referrer: string | null,
  burnOf: IssuedValue,
) {
  return feePlan({
    kind: 'buy',
    valueDrops: drops,
    token,
    referrer,
    treasury: treasuryOf(ctx),
    burnOf,
    stage: 1,
  });
}

const xrpOf = (plan: readonly PlannedTx[]) =>
  plan.reduce((sum, { draft }) => {
    const amount = draft.transaction_type === 'Payment' ? draft.amount : undefined;
    return typeof amount === 'string' ? sum + BigInt(amount) : sum;
  }, 0n);

/** Whether the wallet can pay the snipe, its XRP fee shares and transaction fees above its reserve. */
export async function canAffordSnipe(
  ctx: TradeContext,
  wallet: SnipeWallet,
  token: TokenFacts,
  drops: bigint,
): Promise<boolean> {
  const needsLine = !findLine(wallet.lines, token.token);
  const feeTxs = fees(ctx, token, drops, await referrerOf(ctx, wallet.owner), IssuedValue.zero).txs;
  const txCount = BigInt(feeTxs.length + 2 + (needsLine ? 1 : 0));
  const txFees = cushionedFee(await ctx.ledger.fees()) * txCount;
  return (await spendable(ctx, wallet.account, needsLine ? 1 : 0)) >= drops + xrpOf(feeTxs) + txFees;
}

/** The snipe itself, quoted against the pool as it is now: a trustline first when missing, then the buy. */
export async function planSnipeBuy(
  ctx: TradeContext,
  wallet: SnipeWallet,
  token: TokenFacts,
  drops: bigint,
): Promise<PlannedTx[]> {
  const expected = await quote(ctx, xrpAmount(drops), token.asset);
  const atLeast = slippageBound(expected, DEFAULT_SLIPPAGE_PERCENT);
  const needsLine = !findLine(wallet.lines, token.token);
  return [
    ...(needsLine
      ? [{ role: 'trustline', stage: 0, draft: setTrustlineDraft(wallet.account, token.token) }]
      : []),
    {
      role: 'buy',
      stage: 0,
      draft: {
        transaction_type: 'OfferCreate',
        taker_gets: txAmount(xrpAmount(drops)),
        taker_pays: txAmount(atLeast),
        flags: TF_SELL | TF_FILL_OR_KILL,
      },
    },
  ];
}

/** The fee transactions of a validated snipe, the burn share taken from the tokens it actually bought. */
export async function planSnipeFees(
  ctx: TradeContext,
  owner: string,
  token: TokenFacts,
  drops: bigint,
  bought: IssuedValue,
): Promise<PlannedTx[]> {
  const plan = fees(ctx, token, drops, await referrerOf(ctx, owner), bought).txs;
  return plan.map((tx) => ({ ...tx, stage: 0 }));
}
