/**
 * What the open app does with one leader trade it hears of: decide with core's decideCopy against the
 * follower's fresh settings, claim the trade in the log (so a second tab leaves it), build the buy
 * (copytrade: true) or sell, sign it in this browser's vault, post it, and log what happened.
 */
import {
  type CopyDecision,
  type CopyLogPost,
  type CopySettings,
  type Trade,
  copyLimitsOf,
  decideCopy,
} from '@horizon/core';
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import type { TradeIntent } from '../../trade-flow/index.js';

export interface MarketView {
  /** XRP in the token's pool; null without a pool. */
  readonly poolXrpDrops: bigint | null;
  /** What the follower holds of the token (decimal text). */
  readonly heldTokens: string;
}

export interface CopierDeps {
  readonly settings: () => Promise<CopySettings>;
  readonly market: (tokenId: string) => Promise<MarketView>;
  readonly postLog: (entry: CopyLogPost) => Promise<{ claimed: boolean }>;
  /** Signs in the vault and posts; answers the trade transaction's hash and whether it succeeded. */
  readonly trade: (intent: TradeIntent) => Promise<{ txHash: string; ok: boolean }>;
}

export type CopyOutcome =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'taken' }
  | { readonly kind: 'decided'; readonly decision: CopyDecision; readonly ok: boolean };

/** The trade to make for a copy decision. */
export function copyIntent(
  decision: Extract<CopyDecision, { action: 'copy' }>,
  trade: Trade,
  slippagePercent: number,
): TradeIntent {
  if (decision.side === 'buy') {
    const xrpAmount = dropsToXrp(decision.xrpDrops);
    return { kind: 'buy', tokenId: trade.token_id, xrpAmount, slippagePercent, copytrade: true };
  }
  return { kind: 'sell', tokenId: trade.token_id, tokenAmount: decision.tokenAmount, slippagePercent };
}

export async function copyTrade(follower: string, trade: Trade, deps: CopierDeps): Promise<CopyOutcome> {
  if (trade.classic_address === follower) return { kind: 'ignored' };
  const settings = await deps.settings();
  const leader = settings.leaders.find((l) => l.leader_address === trade.classic_address);
  if (!leader || !settings.premium) return { kind: 'ignored' };
  const market = await deps.market(trade.token_id);
  const decision = decideCopy(
    { side: trade.side, xrpDrops: xrpToDrops(trade.xrp_amount), tokenAmount: trade.token_amount },
    copyLimitsOf(leader),
    { spentTodayDrops: xrpToDrops(leader.spent_today_xrp), ...market },
  );
  const base: CopyLogPost = {
    classic_address: follower,
    leader_address: trade.classic_address,
    leader_tx_hash: trade.tx_hash,
    token_id: trade.token_id,
    side: trade.side,
    leader_xrp_amount: trade.xrp_amount,
    outcome: 'skipped',
    reason: null,
    xrp_amount: null,
    token_amount: null,
    tx_hash: null,
  };
  if (decision.action === 'skip') {
    await deps.postLog({ ...base, reason: decision.reason });
    return { kind: 'decided', decision, ok: true };
  }
  const amounts = {
    xrp_amount: dropsToXrp(decision.xrpDrops),
    token_amount: decision.side === 'sell' ? decision.tokenAmount : null,
  };
  if (!(await deps.postLog({ ...base, ...amounts, outcome: 'pending' })).claimed) return { kind: 'taken' };
  const intent = copyIntent(decision, trade, leader.max_slippage_percent);
  const result = await deps.trade(intent).catch(() => ({ txHash: null, ok: false }));
  await deps.postLog({
    ...base,
    ...amounts,
    outcome: result.ok ? 'copied' : 'failed',
    reason: result.ok ? null : 'failed',
    tx_hash: result.txHash,
  });
  return { kind: 'decided', decision, ok: result.ok };
}
