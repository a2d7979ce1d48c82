/**
 * The whole product for one e2e test file: a localnet with a seeded market, the real server indexing it and
 * serving the built web app, and Debian's Chromium. One stack per file; `close()` stops all of it.
 */
import type { TokenListResponse } from '@horizon/core';
import type { Browser } from 'playwright-core';
import { type TrackedPage, type Viewport, openPage } from './browser.js';
import { launchChromium } from './chromium.js';
import { LedgerDriver } from './ledger.js';
import { DEFAULT_TOKEN_PLANS, type SeededMarket, type TokenPlan, seedMarket } from './market.js';
import { type RunningServer, startServer } from './server.js';
import { ensureWebApp } from './web-app.js';
import { waitUntil } from './wait.js';

export interface StackOptions {
  /** The tokens to seed besides USD (default: ARMY, HORIZON, MOON). */
  readonly tokens?: readonly TokenPlan[];
  /** The ticker of a seeded token the server takes as its PLATFORM_TOKEN (premium by holding 100 of it). */
  readonly platformToken?: string;
  /** Further server settings, as environment variables. */
  readonly serverEnv?: Readonly<Record<string, string>>;
  /** Where the server's log lines go instead of stdout (LOG_LEVEL in `serverEnv` sets how much). */
  readonly serverLog?: NodeJS.WritableStream;
}

export interface Stack {
  readonly ledger: LedgerDriver;
  readonly server: RunningServer;
  readonly market: SeededMarket;
  readonly browser: Browser;
  /** The server's origin, http://127.0.0.1:port. */
  readonly origin: string;
  /** A fresh visitor's page (own cookies and storage) at this viewport. */
  openPage(viewport: Viewport): Promise<TrackedPage>;
  /** Runs one pass of a program's background job (see RunningServer.runJob). */
  runJob(program: string, job: string): Promise<unknown>;
  /** GETs a server API path (e.g. `/api/tokens`) and answers its JSON; throws on a non-2xx answer. */
  getJson<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

/** Waits until the indexer lists every seeded token with its trades counted in the 24 h volume. */
async function waitForIndexedMarket(stack: Pick<Stack, 'getJson'>, market: SeededMarket): Promise<void> {
  await waitUntil('the indexer lists the seeded tokens with their volume', 30_000, async () => {
    const list = await stack.getJson<TokenListResponse>('/api/tokens?limit=100');
    return market.tokens.every((token) =>
      list.tokens.some((row) => row.token_id === token.id && /[1-9]/.test(row.volume_24h)),
    );
  });
}

function platformTokenEnv(market: SeededMarket, ticker: string | undefined): Record<string, string> {
  if (ticker === undefined) return {};
  const token = market.tokens.find((t) => t.ticker === ticker);
  if (!token) throw new Error(`no seeded token ${ticker} to be the platform token`);
  return { PLATFORM_TOKEN: token.id };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const webDir = await ensureWebApp();
  const ledger = await LedgerDriver.start();
  const stops: (() => Promise<unknown>)[] = [() => ledger.close()];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const market = await seedMarket(ledger, options.tokens ?? DEFAULT_TOKEN_PLANS);
    const server = await startServer({
      xrplUrl: ledger.url,
      webDir,
      env: {
        USD_TOKEN: market.usd.id,
        COMMUNITY_TOKEN: market.tokens[0]?.id ?? '',
        ...platformTokenEnv(market, options.platformToken),
        ...options.serverEnv,
      },
      ...(options.serverLog ? { logStream: options.serverLog } : {}),
    });
    stops.push(() => server.close());
    const browser = await launchChromium();
    stops.push(() => browser.close());
    const getJson = async <T>(path: string): Promise<T> => {
      const response = await fetch(new URL(path, server.url));
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    await waitForIndexedMarket({ getJson }, market);
    return {
      ledger,
      server,
      market,
      browser,
      origin: server.url,
      openPage: (viewport) => openPage(browser, server.url, viewport),
      runJob: (program, job) => server.runJob(program, job),
      getJson,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
