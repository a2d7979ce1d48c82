import type { IssuedValue } from '../amount/issued-value.js';
import { XrplNumber, toDrops } from '../number/index.js';
import { compareAccounts } from './account-order.js';
import { AUCTION_SLOT_DISCOUNTED_FEE_FRACTION, assertFeeUnits } from './fee.js';
import { fail, succeed, type AmmOutcome } from './outcome.js';

/** VoteSlots hold at most eight votes; weights are shares of the LP tokens in 1/100000. */
export const VOTE_MAX_SLOTS = 8;
export const VOTE_WEIGHT_SCALE_FACTOR = 100_000;

/** A vote as AMMVote sees it: the voter, its fee in units and the LP tokens it holds now. */
export interface Vote {
  readonly account: string;
  readonly tradingFee: number;
  readonly lpTokens: IssuedValue;
}

/** A VoteEntry as the ledger stores it. */
export interface VoteEntry {
  readonly account: string;
  readonly tradingFee: number;
  readonly voteWeight: number;
}

export interface VoteResult {
  readonly voteSlots: readonly VoteEntry[];
  /** The AMM's new TradingFee (0: the field is removed) and its auction slot's DiscountedFee. */
  readonly tradingFee: number;
  readonly discountedFee: number;
}

const num = (k: number): XrplNumber => XrplNumber.fromBigInt(BigInt(k));

/**
 * AMMVote (AMMVote.cpp applyVote): the existing slots, each with its voter's current LP tokens, are refreshed
 * (voters holding none are dropped, weights recomputed as round(lp·100000/T)); the new vote updates its own slot,
 * fills a free one, or replaces the weakest (fewest tokens, then lowest fee, then lowest AccountID) when it holds
 * more tokens or as many with a higher fee. TradingFee = round(Σ fee·lp / Σ lp), in rippled's summation order.
 * A fee above 1000 units throws AmmFeeError (the ledger answers temBAD_FEE before this).
 */
export function ammVote(
  slots: readonly Vote[],
  vote: Vote,
  lpTokenBalance: IssuedValue,
): AmmOutcome<VoteResult> {
  assertFeeUnits(vote.tradingFee);
  if (lpTokenBalance.isZero()) return fail('tecAMM_EMPTY');
  if (vote.lpTokens.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const T = lpTokenBalance.toXrplNumber();
  const weight = (lp: IssuedValue): number =>
    Number(toDrops(lp.toXrplNumber().mul(num(VOTE_WEIGHT_SCALE_FACTOR)).div(T)));
  const entries: VoteEntry[] = [];
  const held: IssuedValue[] = [];
  let sum = XrplNumber.zero;
  let total = XrplNumber.zero;
  let minPos = -1;
  let found = false;
  for (const slot of slots) {
    if (slot.lpTokens.isZero()) continue;
    const own = slot.account === vote.account;
    found ||= own;
    const { lpTokens, tradingFee } = own ? vote : slot;
    sum = sum.add(num(tradingFee).mul(lpTokens.toXrplNumber()));
    total = total.add(lpTokens.toXrplNumber());
    if (minPos < 0 || weaker({ ...slot, lpTokens, tradingFee }, entries[minPos], held[minPos]))
      minPos = entries.length;
    entries.push({ account: slot.account, tradingFee, voteWeight: weight(lpTokens) });
    held.push(lpTokens);
  }
  if (!found) {
    const entry: VoteEntry = {
      account: vote.account,
      tradingFee: vote.tradingFee,
      voteWeight: weight(vote.lpTokens),
    };
    const add = () => {
      sum = sum.add(num(vote.tradingFee).mul(vote.lpTokens.toXrplNumber()));
      total = total.add(vote.lpTokens.toXrplNumber());
    };
    if (entries.length < VOTE_MAX_SLOTS) {
      add();
      entries.push(entry);
    } else if (outbids(vote, entries[minPos], held[minPos])) {
      const min = held[minPos] as IssuedValue;
      sum = sum.sub(num((entries[minPos] as VoteEntry).tradingFee).mul(min.toXrplNumber()));
      total = total.sub(min.toXrplNumber());
      add();
      entries[minPos] = entry;
    }
  }
  const tradingFee = Number(toDrops(sum.div(total)));
  return succeed({
    voteSlots: entries,
    tradingFee,
    discountedFee: Math.floor(tradingFee / AUCTION_SLOT_DISCOUNTED_FEE_FRACTION),
  });
}

/** True when `v` is a weaker slot than the current minimum (fewer tokens, then lower fee, then lower account). */
function weaker(v: Vote, min: VoteEntry | undefined, minTokens: IssuedValue | undefined): boolean {
  if (min === undefined || minTokens === undefined) return true;
  const c = v.lpTokens.cmp(minTokens);
  if (c !== 0) return c < 0;
  if (v.tradingFee !== min.tradingFee) return v.tradingFee < min.tradingFee;
  return compareAccounts(v.account, min.account) < 0;
}

/** A new voter takes the weakest slot with more tokens, or as many tokens and a higher fee. */
function outbids(v: Vote, min: VoteEntry | undefined, minTokens: IssuedValue | undefined): boolean {
  if (min === undefined || minTokens === undefined) return false;
  const c = v.lpTokens.cmp(minTokens);
  return c > 0 || (c === 0 && v.tradingFee > min.tradingFee);
}
