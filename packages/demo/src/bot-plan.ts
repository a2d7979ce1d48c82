/**
 * What a bot does next, decided from what it holds (pure, so tests can check the plans): buy, sell, swap,
 * place or cancel a limit order, add or take out liquidity. Sizes follow the bot's temper and the pool's depth.
 */
import { xrpToDrops } from '@horizon/protocol';
import { isPositive, shareOfHolding, xrpText } from './amounts.js';
import { type Uniform, integerBetween, pickWeighted } from './random.js';
import type { TokenPlan } from './world-plan.js';

export type BotAction =
  | { readonly kind: 'buy'; readonly tokenId: string; readonly xrp: string }
  | { readonly kind: 'sell'; readonly tokenId: string; readonly amount: string }
  | { readonly kind: 'swap'; readonly from: string; readonly to: string; readonly amount: string }
  | {
      readonly kind: 'limit_buy';
      readonly tokenId: string;
      readonly xrp: string;
      readonly discountPercent: bigint;
    }
  | {
      readonly kind: 'limit_sell';
      readonly tokenId: string;
      readonly amount: string;
      readonly premiumPercent: bigint;
    }
  | { readonly kind: 'cancel'; readonly offerSequence: number }
  | { readonly kind: 'deposit'; readonly tokenId: string; readonly xrp: string }
  | { readonly kind: 'withdraw'; readonly tokenId: string };

export interface MarketToken {
  readonly tokenId: string;
  readonly plan: TokenPlan;
}

export interface BotView {
  /** XRP the bot can spend (above its reserve). */
  readonly availableDrops: bigint;
  /** Demo token balances, by token id. */
  readonly holdings: ReadonlyMap<string, string>;
  /** Its open offers' sequences. */
  readonly openOrders: readonly number[];
  /** Tokens it has liquidity in. */
  readonly pools: readonly string[];
}

/** How big a bot trades: 1 = small fry, 3 = whale. */
export type Temper = 1 | 2 | 3;
export const temperOf = (botIndex: number): Temper => ((botIndex % 3) + 1) as Temper;

const WEIGHTS = { buy: 30, sell: 30, swap: 10, limit: 10, cancel: 6, deposit: 7, withdraw: 7 } as const;
type Move = keyof typeof WEIGHTS;

/** Leave this much XRP untouched for reserves and fees. */
const KEEP_DROPS = 50_000_000n;

/** XRP for one buy: up to 0.5% (small) … 1.5% (whale) of the pool's starting XRP, and never the last reserve. */
function buyDrops(plan: TokenPlan, temper: Temper, view: BotView, uniform: Uniform): bigint {
  const poolDrops = xrpToDrops(plan.poolXrp);
  const max = (poolDrops * BigInt(temper)) / 200n;
  const spendable = view.availableDrops - KEEP_DROPS;
  const top = max < spendable ? max : spendable;
  if (top < 2_000_000n) return 0n;
  const drops = integerBetween(1_000_000n, top, uniform);
  return (drops / 10_000n) * 10_000n; // whole hundredths of an XRP, as a person types
}

function held(view: BotView, tokens: readonly MarketToken[]): MarketToken[] {
  return tokens.filter((t) => isPositive(view.holdings.get(t.tokenId) ?? '0'));
}

function possible(move: Move, view: BotView, tokens: readonly MarketToken[]): boolean {
  const holding = held(view, tokens).length > 0;
  if (move === 'sell' || move === 'swap') return holding && (move === 'sell' || tokens.length > 1);
  if (move === 'cancel') return view.openOrders.length > 0;
  if (move === 'withdraw') return view.pools.length > 0;
  if (move === 'limit') return true;
  return view.availableDrops > KEEP_DROPS + 2_000_000n;
}

export function planAction(
  view: BotView,
  tokens: readonly MarketToken[],
  temper: Temper,
  uniform: Uniform,
): BotAction | null {
  const moves = (Object.keys(WEIGHTS) as Move[]).filter((m) => possible(m, view, tokens));
  if (moves.length === 0 || tokens.length === 0) return null;
  const move = pickWeighted(moves, (m) => WEIGHTS[m], uniform);
  const byPopularity = (list: readonly MarketToken[]) =>
    pickWeighted(list, (t) => t.plan.popularity, uniform);
  const share = (min: bigint, max: bigint) => integerBetween(min, max, uniform);
  switch (move) {
    case 'buy':
    case 'deposit': {
      const token = byPopularity(tokens);
      const drops = buyDrops(token.plan, temper, view, uniform);
      if (drops === 0n) return null;
      return move === 'buy'
        ? { kind: 'buy', tokenId: token.tokenId, xrp: xrpText(drops) }
        : { kind: 'deposit', tokenId: token.tokenId, xrp: xrpText(drops) };
    }
    case 'sell': {
      const token = byPopularity(held(view, tokens));
      const amount = shareOfHolding(view.holdings.get(token.tokenId) ?? '0', share(10n, 60n));
      return isPositive(amount) ? { kind: 'sell', tokenId: token.tokenId, amount } : null;
    }
    case 'swap': {
      const from = byPopularity(held(view, tokens));
      const to = byPopularity(tokens.filter((t) => t.tokenId !== from.tokenId && t.plan.role !== 'usd'));
      const amount = shareOfHolding(view.holdings.get(from.tokenId) ?? '0', share(15n, 50n));
      return isPositive(amount) ? { kind: 'swap', from: from.tokenId, to: to.tokenId, amount } : null;
    }
    case 'limit': {
      const holdings = held(view, tokens);
      if (holdings.length > 0 && uniform() < 0.5) {
        const token = byPopularity(holdings);
        const amount = shareOfHolding(view.holdings.get(token.tokenId) ?? '0', share(5n, 25n));
        if (!isPositive(amount)) return null;
        return { kind: 'limit_sell', tokenId: token.tokenId, amount, premiumPercent: share(3n, 12n) };
      }
      const token = byPopularity(tokens);
      const drops = buyDrops(token.plan, temper, view, uniform);
      if (drops === 0n) return null;
      return {
        kind: 'limit_buy',
        tokenId: token.tokenId,
        xrp: xrpText(drops),
        discountPercent: share(3n, 12n),
      };
    }
    case 'cancel':
      return { kind: 'cancel', offerSequence: view.openOrders[0] as number };
    case 'withdraw':
      return {
        kind: 'withdraw',
        tokenId: view.pools[Number(share(0n, BigInt(view.pools.length - 1)))] as string,
      };
  }
}
