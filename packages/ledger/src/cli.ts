import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataDirInUseError } from '@horizon/host';
import { IMPLEMENTED_AMENDMENTS } from './chain/amendments.js';
import { ConfigError, localnetSettings, parseRippledConfig, type LocalnetSettings } from './config/index.js';
import { startLocalnet, type LocalnetOptions } from './server/index.js';

// `npm run localnet -- --ws-port 6006 --rpc-port 5005 --data-dir ./data/localnet --close-interval-ms 1000`

const USAGE = `Usage: localnet [--ws-port 6006] [--rpc-port 5005] [--data-dir ./data/localnet]
                [--close-interval-ms 1000] [--host 127.0.0.1] [--conf rippled.cfg]
  --close-interval-ms 0 closes ledgers only on ledger_accept (and faucet payments).
  The ports default to LOCALNET_WS_PORT and LOCALNET_RPC_PORT when those are set.
  --conf reads a rippled config: [features] (exactly the amendments enabled at genesis), [voting] (fees in
  drops), [network_id], and the first ws and first http port [server] lists (ip, port, admin); flags win over
  it. A stored ledger (--data-dir) keeps the amendments and fees it began with.`;

/**
 * A port from its flag, else the config's [port_*], else its environment variable (how `npm start` sets it),
 * else the default.
 */
function port(
  flag: string | undefined,
  configured: number | undefined,
  variable: string,
  fallback: number,
  name: string,
): number {
  if (flag === undefined && configured !== undefined) return configured;
  const text = flag ?? (process.env[variable] || undefined);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`--${name} (or ${variable}) must be a port number, got "${text}"`);
  return n;
}

/** The config file's settings; an unreadable or refused file ends the start in one line naming it. */
function readConf(path: string | undefined): LocalnetSettings | undefined {
  if (path === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return refuse(`cannot read --conf ${path}: ${(e as Error).message}`);
  }
  try {
    return localnetSettings(parseRippledConfig(text), IMPLEMENTED_AMENDMENTS);
  } catch (e) {
    if (e instanceof ConfigError) return refuse(`${path} ${e.message}`);
    throw e;
  }
}

/** The start-up options a config sets; --host, when given, wins over its ip. */
function fromConf(conf: LocalnetSettings, hostFlag: boolean): LocalnetOptions {
  const { ws, rpc } = conf;
  return {
    fees: conf.fees,
    ...(conf.amendments ? { amendments: conf.amendments } : {}),
    ...(conf.networkId !== undefined ? { networkId: conf.networkId } : {}),
    ...(ws?.ip && !hostFlag ? { wsHost: ws.ip } : {}),
    ...(rpc?.ip && !hostFlag ? { rpcHost: rpc.ip } : {}),
    ...(ws ? { wsAdmin: ws.admin } : {}),
    ...(rpc ? { rpcAdmin: rpc.admin } : {}),
  };
}

function refuse(reason: string): never {
  console.error(`localnet: ${reason}`);
  process.exit(1);
}

/** A refusal the user can act on, in one line (no usage, no stack), or undefined for any other failure. */
function refusal(e: unknown, ports: { ws: number; rpc: number }): string | undefined {
  if (e instanceof DataDirInUseError) return `${e.message}; stop it first or use another --data-dir`;
  const error = e as NodeJS.ErrnoException & { port?: number };
  if (error.code !== 'EADDRINUSE') return undefined;
  const [what, flag, variable] =
    error.port === ports.rpc
      ? ['JSON-RPC', '--rpc-port', 'LOCALNET_RPC_PORT']
      : ['WebSocket', '--ws-port', 'LOCALNET_WS_PORT'];
  return `port ${error.port} (${what}) is already in use; stop what uses it or choose another with ${flag} or ${variable}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'ws-port': { type: 'string' },
      'rpc-port': { type: 'string' },
      'data-dir': { type: 'string' },
      'close-interval-ms': { type: 'string' },
      host: { type: 'string' },
      conf: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return void console.log(USAGE);
  const conf = readConf(values.conf);
  const interval = Number(values['close-interval-ms'] ?? '1000');
  if (!Number.isInteger(interval) || interval < 0)
    throw new Error('--close-interval-ms must be a whole number ≥ 0');
  const ports = {
    ws: port(values['ws-port'], conf?.ws?.port, 'LOCALNET_WS_PORT', 6006, 'ws-port'),
    rpc: port(values['rpc-port'], conf?.rpc?.port, 'LOCALNET_RPC_PORT', 5005, 'rpc-port'),
  };
  for (const name of conf?.unserved ?? [])
    console.log(`localnet: [${name}] not served (one ws and one http port)`);
  const net = await startLocalnet({
    wsPort: ports.ws,
    rpcPort: ports.rpc,
    dataDir: values['data-dir'] ?? './data/localnet',
    closeIntervalMs: interval,
    host: values.host,
    ...(conf ? fromConf(conf, values.host !== undefined) : {}),
  }).catch((e: unknown) => {
    const reason = refusal(e, ports);
    if (reason === undefined) throw e;
    refuse(reason);
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
  if (conf?.networkId !== undefined) console.log(`localnet: network id ${conf.networkId}`);
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
