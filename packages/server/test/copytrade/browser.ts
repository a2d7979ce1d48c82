/**
 * What the follower's browser does with a leader trade it hears of, driven from a test: read its settings, decide
 * with core's decideCopy, claim the trade, build the buy or sell (copytrade: true), sign with the follower's own
 * key, post it, and log the outcome.
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
import { expect } from 'vitest';
import type { Wallet } from 'xrpl';
import { type Harness, post } from '../trade/harness.js';
import { BUY_BLOBS, SELL_BLOBS, signBlobs, unsignedSet } from '../trade/trade-calls.js';

export async function copySettings(h: Harness, follower: Wallet): Promise<CopySettings> {
  const response = await h.app.inject({
    method: 'GET',
    url: `/api/copytrade?classic_address=${follower.classicAddress}`,
    headers: { cookie: h.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function postLog(h: Harness, entry: CopyLogPost): Promise<{ claimed: boolean }> {
  const response = await post(h, '/api/copytrade/log', entry);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export interface Market {
  readonly poolXrpDrops: bigint | null;
  readonly heldTokens: string;
}

/** Decides and acts on one leader trade; answers the decision. */
export async function mirror(
  h: Harness,
  follower: Wallet,
  trade: Trade,
  market: Market,
): Promise<CopyDecision> {
  const settings = await copySettings(h, follower);
  const leader = settings.leaders.find((l) => l.leader_address === trade.classic_address);
  if (!leader) throw new Error('not following this leader');
  const decision = decideCopy(
    { side: trade.side, xrpDrops: xrpToDrops(trade.xrp_amount), tokenAmount: trade.token_amount },
    copyLimitsOf(leader),
    { spentTodayDrops: xrpToDrops(leader.spent_today_xrp), ...market },
  );
  const base = {
    classic_address: follower.classicAddress,
    leader_address: trade.classic_address,
    leader_tx_hash: trade.tx_hash,
    token_id: trade.token_id,
    side: trade.side,
    leader_xrp_amount: trade.xrp_amount,
    reason: null,
    xrp_amount: null,
    token_amount: null,
    tx_hash: null,
  };
  if (decision.action === 'skip') {
    await postLog(h, { ...base, outcome: 'skipped', reason: decision.reason });
    return decision;
  }
  const xrp = dropsToXrp(decision.xrpDrops);
  const amounts = { xrp_amount: xrp, token_amount: decision.side === 'sell' ? decision.tokenAmount : null };
  expect((await postLog(h, { ...base, ...amounts, outcome: 'pending' })).claimed).toBe(true);
  const common = {
    classic_address: follower.classicAddress,
    token_id: trade.token_id,
    slippage_percentage: leader.max_slippage_percent,
  };
  const [name, blobs, request] =
    decision.side === 'buy'
      ? (['buy_token', BUY_BLOBS, { ...common, xrp_amount: xrp, copytrade: true }] as const)
      : (['sell_token', SELL_BLOBS, { ...common, token_amount: decision.tokenAmount }] as const);
  const answer = await unsignedSet(h, `${name}_unsigned`, request);
  const signed = await post(h, `${name}_signed`, {
    classic_address: follower.classicAddress,
    ...signBlobs(answer, follower, blobs),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const result = signed.json<{ tx_hash: string; engine_result: string }>();
  const copied = result.engine_result === 'tesSUCCESS';
  await postLog(h, {
    ...base,
    ...amounts,
    outcome: copied ? 'copied' : 'failed',
    reason: copied ? null : 'failed',
    tx_hash: result.tx_hash,
  });
  return decision;
}
