import { parseArgs } from 'node:util';
import { startLocalnet } from './server/index.js';

// `npm run localnet -- --ws-port 6006 --rpc-port 5005 --data-dir ./data/localnet --close-interval-ms 1000`

const USAGE = `Usage: localnet [--ws-port 6006] [--rpc-port 5005] [--data-dir ./data/localnet]
                [--close-interval-ms 1000] [--host 127.0.0.1]
  --close-interval-ms 0 closes ledgers only on ledger_accept (and faucet payments).`;

function port(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`--${name} must be a port number, got "${text}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'ws-port': { type: 'string' },
      'rpc-port': { type: 'string' },
      'data-dir': { type: 'string' },
      'close-interval-ms': { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return void console.log(USAGE);
  const interval = Number(values['close-interval-ms'] ?? '1000');
  if (!Number.isInteger(interval) || interval < 0)
    throw new Error('--close-interval-ms must be a whole number ≥ 0');
  const net = await startLocalnet({
    wsPort: port(values['ws-port'], 6006, 'ws-port'),
    rpcPort: port(values['rpc-port'], 5005, 'rpc-port'),
    dataDir: values['data-dir'] ?? './data/localnet',
    closeIntervalMs: interval,
    host: values.host,
  });
  // Handlers first: whoever reads the lines below may send Ctrl-C at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`localnet: ${signal}, closing…`);
    net.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('localnet: close failed', e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const closing = interval === 0 ? 'only on ledger_accept' : `every ${interval} ms`;
  console.log(`localnet: WebSocket ${net.url}`);
  console.log(`localnet: JSON-RPC  ${net.rpcUrl}`);
  console.log(`localnet: faucet    POST ${net.faucetUrl}`);
  console.log(`localnet: ledgers close ${closing}; current ledger ${net.node.currentLedgerIndex()}`);
  console.log(`localnet: genesis account ${net.node.genesis.address}`);
  console.log(
    'localnet: its seed is rippled standalone\'s public "masterpassphrase" seed: never use it on a real network.',
  );
}

main().catch((e: unknown) => {
  console.error(`localnet: ${(e as Error).message}`);
  console.error(USAGE);
  process.exit(1);
});
