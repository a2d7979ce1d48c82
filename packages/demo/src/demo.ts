/**
 * The demo market as one object: seed what is missing, then run the bots until stopped. Used by main.ts
 * (npm start) and by the integration test with a small plan.
 */
import { HorizonApi } from './api.js';
import { type Bot, BotRunner, BotScheduler, type Log } from './bots.js';
import { loadOrCreateDemoSecret } from './keys.js';
import { LaterLaunches } from './later-launches.js';
import type { Uniform } from './random.js';
import {
  type SeedContext,
  demoBots,
  fundWallets,
  launchTokens,
  marketTokens,
  registerWallets,
  tradeHistory,
} from './seed.js';
import { StateFile } from './state.js';
import { BOT_COUNT, DEMO_TOKENS, type TokenPlan } from './world-plan.js';

export interface DemoOptions {
  readonly dataDir: string;
  /** The server's API, e.g. http://127.0.0.1:8080 */
  readonly serverUrl: string;
  /** POST /accounts of the localnet faucet. */
  readonly faucetUrl: string;
  /** Trades per minute (0 = none). */
  readonly pace: number;
  readonly tokens?: readonly TokenPlan[];
  readonly botCount?: number;
  readonly uniform?: Uniform;
  readonly log?: Log;
}

export interface RunningDemo {
  readonly context: SeedContext;
  readonly bots: readonly Bot[];
  readonly runner: BotRunner;
  stop(): Promise<void>;
}

/** Seeds the world (resuming a half-finished seed) and starts the bots. */
export async function runDemo(options: DemoOptions): Promise<RunningDemo> {
  const log = options.log ?? ((line: string) => console.log(`[demo] ${line}`));
  const uniform = options.uniform ?? Math.random;
  const ctx: SeedContext = {
    master: await loadOrCreateDemoSecret(options.dataDir),
    api: new HorizonApi(options.serverUrl),
    state: await StateFile.open(options.dataDir),
    faucetUrl: options.faucetUrl,
    tokens: options.tokens ?? DEMO_TOKENS,
    botCount: options.botCount ?? BOT_COUNT,
    log,
  };
  const fresh = ctx.state.state.startedAt === undefined;
  log(fresh ? 'seeding the demo market…' : 'resuming the demo market');
  if (fresh) await ctx.state.update((s) => void (s.startedAt = Date.now()));
  await fundWallets(ctx);
  await ctx.api.verify();
  await registerWallets(ctx);
  await launchTokens(ctx);
  const bots = demoBots(ctx);
  await tradeHistory(ctx, bots);
  const tokens = marketTokens(ctx);
  log(`${tokens.length} tokens trading; bots at ${options.pace} trades a minute`);
  const runner = new BotRunner(tokens, uniform, log);
  const scheduler = new BotScheduler(bots, runner, options.pace, uniform);
  scheduler.start();
  const later = new LaterLaunches(ctx, (token) => runner.addToken(token));
  later.start();
  return {
    context: ctx,
    bots,
    runner,
    async stop() {
      await Promise.all([scheduler.stop(), later.stop()]);
    },
  };
}
