/**
 * Tokens launched while the market runs (a plan's launchAfterMinutes, timed from the seed's start), so the
 * market holds tokens of different ages and a newcomer sees new ones appear. Overdue ones launch at once.
 */
import { failureText } from './bots.js';
import type { MarketToken } from './bot-plan.js';
import { type SeedContext, launchOne } from './seed.js';
import { tokenId } from './tokens.js';

export class LaterLaunches {
  private readonly timers: NodeJS.Timeout[] = [];
  // One launch at a time: two of one creator's launches must not race for its sequence.
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly ctx: SeedContext,
    private readonly onLaunched: (token: MarketToken) => void,
  ) {}

  start(now = Date.now()): void {
    const startedAt = this.ctx.state.state.startedAt ?? now;
    const pending = this.ctx.tokens.filter(
      (t) => t.launchAfterMinutes > 0 && !this.ctx.state.state.launches[t.ticker]?.completed,
    );
    for (const plan of pending) {
      const wait = Math.max(0, startedAt + plan.launchAfterMinutes * 60_000 - now);
      this.timers.push(
        setTimeout(() => {
          this.chain = this.chain.then(async () => {
            if (this.stopped) return;
            try {
              await launchOne(this.ctx, plan);
              this.onLaunched({ tokenId: tokenId(this.ctx.master, plan), plan });
            } catch (error) {
              this.ctx.log(`launching ${plan.ticker} failed (retried next start): ${failureText(error)}`);
            }
          });
        }, wait),
      );
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.chain;
  }
}
