/**
 * What the web bench measures: a running Horizon at WEB_BENCH_URL, or by default the e2e stack (a localnet
 * with a seeded market, the real server serving the built web app). The web package may not import the e2e
 * workspace (DESIGN.md), so the harness is loaded from a path built at run time, as the server's tests do.
 */
import type { Browser, Page } from 'playwright-core';

/** The e2e stack's extras for the trading figures: a verified visitor and a funded account. */
export interface TradingTarget {
  /** A token with a pool to buy, with its ticker as the Buy button names it. */
  readonly token: { readonly id: string; readonly ticker: string };
  /** A verified visitor's page (fresh context) at desktop width. */
  openVerifiedPage(): Promise<Page>;
  /** Pays `xrp` XRP from the localnet's genesis account. */
  fund(address: string, xrp: bigint): Promise<void>;
  /** Closes a ledger every 300 ms (the server waits for validation of what it submits); returns a stop. */
  keepClosingLedgers(): () => void;
}

export interface BenchTarget {
  readonly origin: string;
  /** A token page with trades, chart and pool. */
  readonly tokenPath: string;
  /** Present on the e2e stack only: a remote Horizon has no faucet the bench may use. */
  readonly trading?: TradingTarget;
  launchBrowser(): Promise<Browser>;
  close(): Promise<void>;
}

interface E2eStack {
  origin: string;
  market: { tokens: readonly { id: string; ticker: string }[] };
  ledger: {
    genesis: unknown;
    submit(wallet: unknown, tx: Record<string, unknown>): Promise<string>;
    closeLedger(): Promise<void>;
  };
  openPage(viewport: unknown): Promise<{ page: Page }>;
  close(): Promise<void>;
}

interface E2eHarness {
  startStack(options: { serverEnv: Record<string, string> }): Promise<E2eStack>;
  launchChromium(): Promise<Browser>;
  solveGate(page: Page): Promise<void>;
  DESKTOP: unknown;
}

/** The localnet's genesis account (seed snoPBrXtMeMyMHUVTgbuqAfg1SUTb): the trading fees' treasury here. */
const GENESIS_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

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

function tradingOn(
  harness: E2eHarness,
  stack: E2eStack,
  token: { id: string; ticker: string },
): TradingTarget {
  return {
    token,
    async openVerifiedPage() {
      const { page } = await stack.openPage(harness.DESKTOP);
      await page.goto('/verify');
      await harness.solveGate(page);
      return page;
    },
    async fund(address, xrp) {
      const payment = { TransactionType: 'Payment', Destination: address, Amount: String(xrp * 1_000_000n) };
      await stack.ledger.submit(stack.ledger.genesis, payment);
    },
    keepClosingLedgers() {
      const timer = setInterval(() => void stack.ledger.closeLedger().catch(() => undefined), 300);
      return () => clearInterval(timer);
    },
  };
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
  // One wallet buys again and again: its rate limit (tested in packages/server) is lifted, as in the journeys.
  const stack = await harness.startStack({
    serverEnv: { TREASURY_ADDRESS: GENESIS_ADDRESS, RATE_LIMIT_PER_WALLET: '100000' },
  });
  const token = stack.market.tokens[0];
  if (!token) throw new Error('the seeded market has no token');
  return {
    origin: stack.origin,
    tokenPath: `/token/${token.id}`,
    trading: tradingOn(harness, stack, token),
    launchBrowser: () => harness.launchChromium(),
    close: () => stack.close(),
  };
}
