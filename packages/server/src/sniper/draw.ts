/**
 * Who takes part in a round, drawn when the pool opens: every enabled pre-snipe wallet whose owner is premium and
 * which can pay its snipe; the others are recorded as skipped with the reason. Participants are ordered by
 * SHA-256(seed ‖ address) (core's snipeOrder), so the revealed seed reproduces the order.
 */
import { type SnipeSkipReason, snipeOrder, snipeOrderHash } from '@horizon/core';
import type { ProgramDeps } from '../programs/program.js';
import { tokenFacts } from '../trade/tokens.js';
import { isPremiumWallet } from '../wallets/premium.js';
import { canAffordSnipe } from './snipe-buy.js';
import type { Round, Settings, Snipe } from './store.js';

export type DrawnEntry = Pick<
  Snipe,
  'owner' | 'preSnipeAddress' | 'orderHash' | 'position' | 'xrpDrops' | 'status' | 'skipReason'
>;

async function skipReason(
  deps: ProgramDeps,
  settings: Settings,
  round: Round,
): Promise<SnipeSkipReason | null> {
  const rule = { platformToken: deps.config.platformToken, treasuryAddress: deps.config.treasuryAddress };
  if (!(await isPremiumWallet(settings.owner, rule, deps.ledger, deps.clock.now()))) return 'not_premium';
  const account = await deps.trade.ledger.accountInfo(settings.preSnipeAddress);
  if (!account) return 'not_activated';
  const lines = await deps.trade.ledger.trustLines(settings.preSnipeAddress);
  const token = await tokenFacts(deps.trade, round.tokenId);
  const wallet = { owner: settings.owner, account, lines };
  return (await canAffordSnipe(deps.trade, wallet, token, settings.xrpDrops)) ? null : 'unfunded';
}

export async function drawRound(
  deps: ProgramDeps,
  round: Round,
  enabled: readonly Settings[],
): Promise<DrawnEntry[]> {
  const reasons = new Map<string, SnipeSkipReason | null>();
  for (const s of enabled) reasons.set(s.owner, await skipReason(deps, s, round));
  const bySnipeAddress = new Map(enabled.map((s) => [s.preSnipeAddress, s]));
  const eligible = enabled.filter((s) => reasons.get(s.owner) === null).map((s) => s.preSnipeAddress);
  const ordered: DrawnEntry[] = snipeOrder(round.seed, eligible).map(({ address, orderHash }, i) => {
    const s = bySnipeAddress.get(address) as Settings;
    const base = { owner: s.owner, preSnipeAddress: address, xrpDrops: s.xrpDrops };
    return { ...base, orderHash, position: i + 1, status: 'pending', skipReason: null };
  });
  const skipped: DrawnEntry[] = enabled
    .filter((s) => reasons.get(s.owner) !== null)
    .map((s) => ({
      owner: s.owner,
      preSnipeAddress: s.preSnipeAddress,
      xrpDrops: s.xrpDrops,
      orderHash: snipeOrderHash(round.seed, s.preSnipeAddress),
      position: null,
      status: 'skipped',
      skipReason: reasons.get(s.owner) ?? null,
    }));
  return [...ordered, ...skipped];
}
