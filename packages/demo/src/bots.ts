/**
 * The market bots: a handful of demo wallets trading through the product's API at DEMO_PACE. Each trade
 * is planned from the bot's holdings, signed locally and submitted; a failure is logged and the bot goes on.
 */
import { xrpToDrops } from '@horizon/protocol';
import { ApiError } from './api.js';
import { pricePerToken, priceAt } from './amounts.js';
import { type BotAction, type BotView, type MarketToken, planAction, temperOf } from './bot-plan.js';
import { nextDelayMs } from './pace.js';
import type { Uniform } from './random.js';
import type { TradeResult, Trader } from './trades.js';

export interface Bot {
  readonly name: string;
  readonly index: number;
  readonly trader: Trader;
}

export type Log = (line: string) => void;

const tickerOf = (tokens: readonly MarketToken[], id: string) =>
  tokens.find((t) => t.tokenId === id)?.plan.ticker ?? id;

/** What went wrong, without anything secret: the API's detail or the error's own message. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return `${error.status} ${error.detail}`;
  return error instanceof Error ? error.message : String(error);
}

export class BotRunner {
  private readonly pools = new Map<string, Set<string>>();
  private readonly tokens: MarketToken[];

  constructor(
    tokens: readonly MarketToken[],
    private readonly uniform: Uniform,
    private readonly log: Log,
  ) {
    this.tokens = [...tokens];
  }

  /** A token launched while the market runs joins the bots' choice. */
  addToken(token: MarketToken): void {
    if (!this.tokens.some((t) => t.tokenId === token.tokenId)) this.tokens.push(token);
  }

  async view(bot: Bot): Promise<BotView> {
    const ids = new Set(this.tokens.map((t) => t.tokenId));
    const holdings = await bot.trader.holdings();
    const orders = await bot.trader.activeOrders(null).catch(() => []);
    return {
      availableDrops: xrpToDrops(holdings.xrp_balance_available),
      holdings: new Map(
        holdings.token_holdings.filter((h) => ids.has(h.token_id)).map((h) => [h.token_id, h.balance]),
      ),
      openOrders: orders.filter((o) => o.active).map((o) => o.offer_sequence),
      pools: [...(this.pools.get(bot.name) ?? [])],
    };
  }

  /** Plans and makes one trade; answers what was done, or null when the bot had nothing sensible to do. */
  async act(bot: Bot): Promise<{ action: BotAction; result: TradeResult } | null> {
    let view: BotView;
    try {
      view = await this.view(bot);
    } catch (error) {
      this.log(`${bot.name} could not read its wallet: ${failureText(error)}`);
      return null;
    }
    const action = planAction(view, this.tokens, temperOf(bot.index), this.uniform);
    if (!action) return null;
    try {
      const result = await this.execute(bot, action);
      this.log(`${bot.name} ${this.describe(action)}: ${result.engineResult}`);
      return { action, result };
    } catch (error) {
      this.log(`${bot.name} ${this.describe(action)} failed: ${failureText(error)}`);
      return null;
    }
  }

  private async execute(bot: Bot, action: BotAction): Promise<TradeResult> {
    const t = bot.trader;
    switch (action.kind) {
      case 'buy':
        return t.buy(action.tokenId, action.xrp);
      case 'sell':
        return t.sell(action.tokenId, action.amount);
      case 'swap':
        return t.swap(action.from, action.to, action.amount);
      case 'limit_buy': {
        const tokens = await t.expectedTokens(action.tokenId, action.xrp);
        const price = priceAt(pricePerToken(action.xrp, tokens), 100n - action.discountPercent);
        return t.limitOrder(action.tokenId, false, tokens, price);
      }
      case 'limit_sell': {
        const perXrp = await t.expectedTokens(action.tokenId, '1');
        const price = priceAt(pricePerToken('1', perXrp), 100n + action.premiumPercent);
        return t.limitOrder(action.tokenId, true, action.amount, price);
      }
      case 'cancel':
        return t.cancelOrder(action.offerSequence);
      case 'deposit': {
        const result = await t.deposit(action.tokenId, 'SINGLE_XRP', action.xrp);
        if (result.engineResult === 'tesSUCCESS') this.poolsOf(bot).add(action.tokenId);
        return result;
      }
      case 'withdraw': {
        const result = await t.withdraw(action.tokenId, 'DOUBLE');
        this.poolsOf(bot).delete(action.tokenId);
        return result;
      }
    }
  }

  private poolsOf(bot: Bot): Set<string> {
    let set = this.pools.get(bot.name);
    if (!set) this.pools.set(bot.name, (set = new Set()));
    return set;
  }

  private describe(action: BotAction): string {
    const name = (id: string) => tickerOf(this.tokens, id);
    switch (action.kind) {
      case 'buy':
        return `buys ${name(action.tokenId)} for ${action.xrp} XRP`;
      case 'sell':
        return `sells ${action.amount} ${name(action.tokenId)}`;
      case 'swap':
        return `swaps ${action.amount} ${name(action.from)} for ${name(action.to)}`;
      case 'limit_buy':
        return `bids ${action.xrp} XRP for ${name(action.tokenId)} ${action.discountPercent}% under the market`;
      case 'limit_sell':
        return `offers ${action.amount} ${name(action.tokenId)} ${action.premiumPercent}% over the market`;
      case 'cancel':
        return `cancels order ${action.offerSequence}`;
      case 'deposit':
        return `adds ${action.xrp} XRP to the ${name(action.tokenId)} pool`;
      case 'withdraw':
        return `takes its liquidity out of the ${name(action.tokenId)} pool`;
    }
  }
}

/** Runs the bots at `pace` trades per minute until stopped; at most one trade in flight per bot. */
export class BotScheduler {
  private timer: NodeJS.Timeout | undefined;
  private readonly busy = new Set<string>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly bots: readonly Bot[],
    private readonly runner: BotRunner,
    private readonly pace: number,
    private readonly uniform: Uniform,
  ) {}

  start(): void {
    if (this.pace > 0 && this.bots.length > 0) this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.tick();
        this.schedule();
      },
      nextDelayMs(this.pace, this.uniform()),
    );
  }

  private tick(): void {
    const idle = this.bots.filter((b) => !this.busy.has(b.name));
    if (idle.length === 0) return;
    const bot = idle[Math.floor(this.uniform() * idle.length)] as Bot;
    this.busy.add(bot.name);
    const run = this.runner
      .act(bot)
      .catch(() => null)
      .finally(() => {
        this.busy.delete(bot.name);
        this.running.delete(run);
      });
    this.running.add(run);
  }

  /** Stops scheduling and waits for the trades in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.running);
  }
}
