/**
 * The winner's buy-and-burn for one day, by the operator's payout wallet: buy the token with exactly the XRP
 * share (a fill-or-kill sell of XRP, as src/trade plans buys), then send every token bought to its issuer.
 */
import { DEFAULT_SLIPPAGE_PERCENT, parseTokenId, slippageBound, tokenChange, xrpChange } from '@horizon/core';
import { TF_FILL_OR_KILL, TF_SELL, xrpAmount } from '@horizon/protocol';
import { OPERATOR, relayAsHotWallet } from '../custody/index.js';
import type { ProgramDeps } from '../programs/program.js';
import type { RequestOutcome, TxOutcome } from '../relay/index.js';
import type { PlannedTx } from '../trade/context.js';
import { plainValue, txAmount } from '../trade/amounts.js';
import { quote } from '../trade/market-trades.js';
import { feePaid } from '../trade/submit.js';
import { tokenFacts } from '../trade/tokens.js';
import { setTrustlineDraft } from '../trade/trustlines.js';
import { findLine } from '../trade/wallet-state.js';
import { priorStep } from './prior-step.js';

export type BurnDeps = Pick<ProgramDeps, 'trade' | 'hotWallets' | 'log'>;

export type BurnResult =
  | { readonly kind: 'pending' }
  | { readonly kind: 'failed'; readonly buyHash?: string; readonly spent?: bigint }
  | {
      readonly kind: 'burned';
      readonly buyHash: string;
      readonly spent: bigint;
      readonly tokens: string;
      readonly burnHash: string;
    };

const ok = (tx: TxOutcome | undefined): tx is TxOutcome =>
  tx?.state === 'validated' && tx.engineResult === 'tesSUCCESS';

async function buyPlan(deps: BurnDeps, payout: string, tokenId: string, drops: bigint): Promise<PlannedTx[]> {
  const ctx = deps.trade;
  const token = await tokenFacts(ctx, tokenId);
  const expected = await quote(ctx, xrpAmount(drops), token.asset);
  const atLeast = slippageBound(expected, DEFAULT_SLIPPAGE_PERCENT);
  const account = await ctx.ledger.accountInfo(payout);
  const needsLine = account !== null && !findLine(await ctx.ledger.trustLines(payout), token.token);
  const offer = {
    transaction_type: 'OfferCreate' as const,
    taker_gets: txAmount(xrpAmount(drops)),
    taker_pays: txAmount(atLeast),
    flags: TF_SELL | TF_FILL_OR_KILL,
  };
  return [
    ...(needsLine && account
      ? [{ role: 'trustline', stage: 0, draft: setTrustlineDraft(account, token.token) }]
      : []),
    { role: 'buy', stage: 1, draft: offer },
  ];
}

/** Runs the step once: a step already relayed for this day answers its recorded outcome instead. */
async function step(
  deps: BurnDeps,
  payout: string,
  context: Record<string, string>,
  plan: () => Promise<PlannedTx[]>,
): Promise<RequestOutcome | 'pending'> {
  const prior = await priorStep(deps.trade, context);
  if (prior.kind === 'pending') return 'pending';
  if (prior.kind === 'done') return prior.outcome;
  return relayAsHotWallet(deps.trade, deps.hotWallets, payout, await plan(), context);
}

export async function buyAndBurn(
  deps: BurnDeps,
  day: string,
  tokenId: string,
  drops: bigint,
): Promise<BurnResult> {
  const payout = (await deps.hotWallets.obtain('payout', OPERATOR)).address;
  const base = { program: 'voting', day };
  const bought = await step(deps, payout, { ...base, step: 'buy' }, () =>
    buyPlan(deps, payout, tokenId, drops),
  );
  if (bought === 'pending') return { kind: 'pending' };
  const buy = bought.txs.find((tx) => tx.role === 'buy');
  if (!ok(buy)) return { kind: 'failed' };
  const { currency, issuer } = parseTokenId(tokenId);
  const received = tokenChange(buy.meta, payout, currency, issuer);
  const spent = -(xrpChange(buy.meta, payout) + feePaid(bought, 'buy'));
  if (received.signum() <= 0) return { kind: 'failed', buyHash: buy.hash, spent };
  const tokens = plainValue(received);
  const burned = await step(deps, payout, { ...base, step: 'burn' }, async () => [
    {
      role: 'burn',
      stage: 0,
      draft: {
        transaction_type: 'Payment',
        destination: issuer,
        amount: { currency, issuer, value: tokens },
      },
    },
  ]);
  if (burned === 'pending') return { kind: 'pending' };
  const burn = burned.txs.find((tx) => tx.role === 'burn');
  if (!ok(burn)) return { kind: 'failed', buyHash: buy.hash, spent };
  return { kind: 'burned', buyHash: buy.hash, spent, tokens, burnHash: burn.hash };
}
