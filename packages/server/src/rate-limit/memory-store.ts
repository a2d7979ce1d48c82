/** Fixed-window counters in this process's memory (one server instance). */
import { type Clock, systemClock } from '../clock.js';
import type { RateLimitStore, WindowCount } from './store.js';

interface Window {
  count: number;
  resetAt: number;
}

// Expired windows are swept after this many new keys, so memory stays bounded by traffic per window.
const SWEEP_EVERY = 10_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private newKeys = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (++this.newKeys >= SWEEP_EVERY) this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    this.newKeys = 0;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
