import { ammVote, type Vote } from '@horizon/protocol';
import { assetFromJson } from '../amm/amm-keys.js';
import { lpHolding, readAmm } from '../amm/pool.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { isPositive } from '../offers/funds.js';
import type { Ter } from '../ter.js';
import { invalidAssetPair } from './amm-common.js';

// AMMVote (rippled AMMVote.cpp): the LP's fee vote, weighted by LP tokens held; TradingFee recomputed.

function preflight({ tx }: PreflightContext): Ter {
  const bad = invalidAssetPair(tx.Asset, tx.Asset2);
  if (bad) return bad;
  if (typeof tx.TradingFee !== 'number' || tx.TradingFee > 1000) return 'temBAD_FEE';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const amm = readAmm(ctx.read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));
  if (!amm) return 'terNO_AMM';
  if (amm.pool.lpTokenBalance.value.isZero()) return 'tecAMM_EMPTY';
  if (!isPositive(lpHolding(ctx.read, amm, ctx.tx.Account))) return 'tecAMM_INVALID_TOKENS';
  return 'tesSUCCESS';
}

interface VoteEntryJson {
  VoteEntry: { Account: string; TradingFee?: number; VoteWeight: number };
}

function doApply(ctx: ApplyContext): Ter {
  const read = (k: string) => ctx.view.read(k);
  const amm = readAmm(read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));
  if (!amm) return 'terNO_AMM';
  const slots: Vote[] = ((amm.entry.VoteSlots as VoteEntryJson[] | undefined) ?? []).map(
    ({ VoteEntry: v }) => ({
      account: v.Account,
      tradingFee: v.TradingFee ?? 0,
      lpTokens: lpHolding(read, amm, v.Account).value,
    }),
  );
  const vote: Vote = {
    account: ctx.account,
    tradingFee: ctx.tx.TradingFee as number,
    lpTokens: lpHolding(read, amm, ctx.account).value,
  };
  const out = ammVote(slots, vote, amm.pool.lpTokenBalance.value);
  if (!out.ok) return out.code;
  const entry = ctx.view.peek(amm.key);
  if (!entry) return 'tefINTERNAL';
  entry.VoteSlots = out.value.voteSlots.map((s) => {
    const v: Record<string, unknown> = { Account: s.account, VoteWeight: s.voteWeight };
    if (s.tradingFee !== 0) v.TradingFee = s.tradingFee;
    return { VoteEntry: v };
  });
  if (out.value.tradingFee !== 0) entry.TradingFee = out.value.tradingFee;
  else delete entry.TradingFee;
  const slot = entry.AuctionSlot as Record<string, unknown> | undefined;
  if (slot) {
    if (out.value.discountedFee !== 0) slot.DiscountedFee = out.value.discountedFee;
    else delete slot.DiscountedFee;
  }
  ctx.view.update(amm.key, entry);
  return 'tesSUCCESS';
}

export const ammVoteTx: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
