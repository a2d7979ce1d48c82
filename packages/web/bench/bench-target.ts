/**
 * What the web bench measures: a running Horizon at WEB_BENCH_URL, or by default the e2e stack (a localnet
 * with a seeded market, the real server serving the built web app). The web package may not import the e2e
 * workspace (DESIGN.md), so the harness is loaded from a path built at run time, as the server's tests do.
 */
import type { Browser } from 'playwright-core';

export interface BenchTarget {
  readonly origin: string;
  /** A token page with trades, chart and pool. */
  readonly tokenPath: string;
  launchBrowser(): Promise<Browser>;
  close(): Promise<void>;
}

interface E2eHarness {
  startStack(): Promise<{
    origin: string;
    market: { tokens: readonly { id: string }[] };
    close(): Promise<void>;
  }>;
  launchChromium(): Promise<Browser>;
}

async function loadHarness(): Promise<E2eHarness> {
  const where = ['..', '..', '..', 'e2e', 'src', 'index.ts'].join('/');
  return (await import(new URL(where, import.meta.url).href)) as E2eHarness;
}

async function firstTokenPath(origin: string): Promise<string> {
  const response = await fetch(new URL('/api/tokens?limit=1', origin));
  const body = (await response.json()) as { tokens: { token_id: string }[] };
  const id = body.tokens[0]?.token_id;
  if (!id) throw new Error(`${origin} lists no token to open`);
  return `/token/${id}`;
}

export async function openBenchTarget(): Promise<BenchTarget> {
  const harness = await loadHarness();
  const url = process.env['WEB_BENCH_URL'];
  if (url) {
    const origin = new URL(url).origin;
    return {
      origin,
      tokenPath: await firstTokenPath(origin),
      launchBrowser: () => harness.launchChromium(),
      close: async () => undefined,
    };
  }
  const stack = await harness.startStack();
  const token = stack.market.tokens[0];
  if (!token) throw new Error('the seeded market has no token');
  return {
    origin: stack.origin,
    tokenPath: `/token/${token.id}`,
    launchBrowser: () => harness.launchChromium(),
    close: () => stack.close(),
  };
}
