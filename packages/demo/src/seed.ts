/**
 * The demo world, seeded through the product's own flows on an empty data dir: wallets funded by the
 * faucet, verified and registered like a browser, every token launched through the launch flow (real
 * trustlines, a real AMM pool), then a few launch-day trades. Each finished part is recorded, so a second
 * start skips it and an interrupted seed goes on where it stopped.
 */
import type { LaunchRequest } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import type { Wallet } from 'xrpl';
import { ApiError, type HorizonApi } from './api.js';
import { shareOfHolding, xrpText } from './amounts.js';
import type { Bot, Log } from './bots.js';
import { failureText } from './bots.js';
import type { MarketToken } from './bot-plan.js';
import { fundFromFaucet } from './faucet.js';
import { deriveWallet } from './keys.js';
import { finishLaunch, startLaunch } from './launcher.js';
import { signChallenge } from './signing.js';
import type { LaunchRecord, StateFile } from './state.js';
import { issuerName, tokenId } from './tokens.js';
import { Trader } from './trades.js';
import { TREASURY, type TokenPlan, fundingFor, walletNames } from './world-plan.js';

export interface SeedContext {
  readonly master: Buffer;
  readonly api: HorizonApi;
  readonly state: StateFile;
  readonly faucetUrl: string;
  readonly tokens: readonly TokenPlan[];
  readonly botCount: number;
  readonly log: Log;
}

const wallet = (ctx: SeedContext, name: string): Wallet => deriveWallet(ctx.master, name);

export async function fundWallets(ctx: SeedContext): Promise<void> {
  const names = walletNames(ctx.tokens, ctx.botCount).filter((n) => !ctx.state.state.funded.includes(n));
  await Promise.all(
    names.map(async (name) => {
      await fundFromFaucet(ctx.faucetUrl, wallet(ctx, name).classicAddress, fundingFor(name, ctx.tokens));
      await ctx.state.update((s) => void s.funded.push(name));
    }),
  );
  if (names.length > 0) ctx.log(`funded ${names.length} demo wallets from the localnet faucet`);
}

/** Proof of control and registration, as a new wallet does in the browser; a refusal is logged, not fatal. */
export async function registerWallets(ctx: SeedContext): Promise<void> {
  const names = walletNames(ctx.tokens, ctx.botCount).filter(
    (n) => n !== TREASURY && !ctx.state.state.registered.includes(n),
  );
  for (const name of names) {
    const w = wallet(ctx, name);
    try {
      const { challenge } = await ctx.api.call('GET /api/wallet_challenge', {
        query: { classic_address: w.classicAddress },
      });
      await ctx.api.post('POST /api/wallet_proof', {
        classic_address: w.classicAddress,
        public_key: w.publicKey,
        signature: signChallenge(challenge, w),
      });
      await ctx.api.post('POST /api/trustless/register_wallet_frontend', {
        classic_address: w.classicAddress,
      });
      await ctx.state.update((s) => void s.registered.push(name));
    } catch (error) {
      ctx.log(`registering ${name} failed (retried next start): ${failureText(error)}`);
    }
  }
}

function launchRequest(ctx: SeedContext, plan: TokenPlan): LaunchRequest {
  return {
    classic_address: wallet(ctx, plan.creator).classicAddress,
    issuer_address: wallet(ctx, issuerName(plan.ticker)).classicAddress,
    name: plan.name,
    ticker: plan.ticker,
    supply: plan.supply,
    // Icons are ours: the app's own demo-icons/ files, named by path, so any origin or port serves them.
    icon: `/demo-icons/${plan.ticker.toLowerCase()}.svg`,
    description: plan.description,
    links: {
      website: `https://${plan.site}.example`,
      telegram: `https://chat.${plan.site}.example`,
      x: `https://social.${plan.site}.example`,
    },
    initial_xrp_amount: plan.poolXrp,
    initial_token_amount: plan.poolTokens,
    trading_fee: plan.tradingFee,
  };
}

export async function launchOne(ctx: SeedContext, plan: TokenPlan): Promise<void> {
  const keys = { creator: wallet(ctx, plan.creator), issuer: wallet(ctx, issuerName(plan.ticker)) };
  let record: LaunchRecord | undefined = ctx.state.state.launches[plan.ticker];
  if (record?.completed) return;
  if (!record) {
    try {
      const started = await startLaunch(ctx.api, launchRequest(ctx, plan));
      const fresh = { launchId: started.launch_id, tokenId: started.token_id, completed: false };
      record = fresh;
      await ctx.state.update((s) => void (s.launches[plan.ticker] = fresh));
    } catch (error) {
      // Started just before a crash that lost its id: done if its pool exists, else it cannot resume.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      const id = tokenId(ctx.master, plan);
      await ctx.api.call('GET /api/tokens/{token_id}', { params: { token_id: id } });
      await ctx.state.update(
        (s) => void (s.launches[plan.ticker] = { launchId: '', tokenId: id, completed: true }),
      );
      return;
    }
  }
  const done = await finishLaunch(ctx.api, record.launchId, keys);
  const finished = { ...record, completed: true };
  await ctx.state.update((s) => void (s.launches[plan.ticker] = finished));
  ctx.log(`launched ${plan.ticker} (${plan.name}): ${done.token_id}`);
}

/** The tokens due at the seed launched; creators work in parallel, each one's launches in order (one sequence). */
export async function launchTokens(ctx: SeedContext): Promise<void> {
  const due = ctx.tokens.filter((t) => t.launchAfterMinutes === 0);
  const creators = [...new Set(due.map((t) => t.creator))];
  await Promise.all(
    creators.map(async (creator) => {
      for (const plan of due.filter((t) => t.creator === creator)) {
        try {
          await launchOne(ctx, plan);
        } catch (error) {
          ctx.log(`launching ${plan.ticker} failed (retried next start): ${failureText(error)}`);
        }
      }
    }),
  );
}

/** The tokens whose pools exist, as the bots trade them. */
export function marketTokens(ctx: SeedContext): MarketToken[] {
  return ctx.tokens
    .filter((plan) => ctx.state.state.launches[plan.ticker]?.completed)
    .map((plan) => ({ tokenId: tokenId(ctx.master, plan), plan }));
}

/** Launch-day trades: each token gets its plan's count of buys (every third followed by a partial sell). */
export async function tradeHistory(ctx: SeedContext, bots: readonly Bot[]): Promise<void> {
  const todo = marketTokens(ctx).filter((t) => !ctx.state.state.history.includes(t.plan.ticker));
  if (todo.length === 0 || bots.length === 0) return;
  const queues = bots.map(() => [] as { token: MarketToken; n: number }[]);
  const left = new Map(todo.map((t) => [t.plan.ticker, t.plan.historyTrades]));
  todo.forEach((token, k) => {
    for (let n = 0; n < token.plan.historyTrades; n++) queues[(k + n) % bots.length]?.push({ token, n });
  });
  // A token's history is recorded once all its trades ran, so an interrupted seed redoes only the rest.
  const finished = async (ticker: string) => {
    const remaining = (left.get(ticker) ?? 1) - 1;
    left.set(ticker, remaining);
    if (remaining <= 0) await ctx.state.update((s) => void s.history.push(ticker));
  };
  for (const token of todo) if (token.plan.historyTrades === 0) await finished(token.plan.ticker);
  ctx.log(`launch-day trades for ${todo.length} tokens…`);
  await Promise.all(
    bots.map(async (bot, i) => {
      for (const { token, n } of queues[i] ?? []) {
        // 0.2%–0.6% of the starting pool per buy: enough to move the chart, not to drain it.
        const drops = (xrpToDrops(token.plan.poolXrp) * BigInt(2 + (n % 3) * 2)) / 1000n;
        try {
          const bought = await bot.trader.buy(token.tokenId, xrpText((drops / 10_000n) * 10_000n));
          if (n % 3 === 2 && bought.engineResult === 'tesSUCCESS') {
            const holding = (await bot.trader.holdings()).token_holdings.find(
              (h) => h.token_id === token.tokenId,
            );
            if (holding) await bot.trader.sell(token.tokenId, shareOfHolding(holding.balance, 40n));
          }
        } catch (error) {
          ctx.log(`${bot.name} launch-day trade of ${token.plan.ticker} failed: ${failureText(error)}`);
        }
        await finished(token.plan.ticker);
      }
    }),
  );
  ctx.log(`launch-day trades done for ${todo.length} tokens`);
}

export function demoBots(ctx: SeedContext): Bot[] {
  return Array.from({ length: ctx.botCount }, (_, index) => {
    const name = `bot:${index}`;
    return { name, index, trader: new Trader(ctx.api, wallet(ctx, name)) };
  });
}
