/**
 * The demo market beside a running server (scripts/start.mjs runs it). DATA_DIR, PORT, LOCALNET_RPC_PORT,
 * DEMO_PACE; DEMO_SERVER_URL and DEMO_FAUCET_URL override the defaults. With --server-settings it only
 * prints, as JSON, whether the demo runs and the settings the server needs for its market.
 */
import { runDemo } from './demo.js';
import { demoEnabled } from './enabled.js';
import { parsePace } from './pace.js';
import { demoServerSettings } from './server-settings.js';

const WAIT_FOR_SERVER_MS = 60_000;

async function serverUp(url: string): Promise<void> {
  const until = Date.now() + WAIT_FOR_SERVER_MS;
  for (;;) {
    try {
      if ((await fetch(new URL('/api/verify_status', url))).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`The server at ${url} did not answer within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const SEED_ATTEMPTS = 5;
const SEED_RETRY_MS = 10_000;

/** A seed stopped by a passing failure (the faucet or the server busy) goes on where it was, a few times. */
async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= SEED_ATTEMPTS) throw error;
      const why = error instanceof Error ? error.message : String(error);
      console.log(`[demo] seeding stopped (${why}); trying again in ${SEED_RETRY_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, SEED_RETRY_MS));
    }
  }
}

async function printServerSettings(): Promise<void> {
  const enabled = demoEnabled(process.env);
  const env = enabled ? await demoServerSettings(process.env['DATA_DIR'] ?? './data') : {};
  process.stdout.write(`${JSON.stringify({ enabled, env })}\n`);
}

async function main(): Promise<void> {
  if (process.argv.includes('--server-settings')) return printServerSettings();
  if (!demoEnabled(process.env)) return console.log('[demo] off (DEMO=0 or XRPL_URL is set)');
  const env = process.env;
  const port = env['PORT'] ?? '8080';
  const serverUrl = env['DEMO_SERVER_URL'] ?? `http://127.0.0.1:${port}`;
  const pace = parsePace(env['DEMO_PACE']);
  await serverUp(serverUrl);
  const options = {
    dataDir: env['DATA_DIR'] ?? './data',
    serverUrl,
    faucetUrl: env['DEMO_FAUCET_URL'] ?? `http://127.0.0.1:${env['LOCALNET_RPC_PORT'] || '5005'}/accounts`,
    pace,
  };
  const demo = await withRetries(() => runDemo(options));
  const stop = () => void demo.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[demo] stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
