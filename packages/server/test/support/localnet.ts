/**
 * The localnet for integration tests, loaded at run time: the server must not import the ledger package
 * (DESIGN.md), tests start it through its public startLocalnet() entry and reach it over the network.
 */
import { fileURLToPath } from 'node:url';
import { type Client, Wallet } from 'xrpl';

export interface Localnet {
  readonly url: string;
  readonly faucetUrl: string;
  close(): Promise<void>;
}

type StartLocalnet = (options: {
  wsPort: number;
  rpcPort: number;
  /** 0 or absent: a ledger closes only when asked (ledger_accept). */
  closeIntervalMs?: number;
  dataDir?: string;
}) => Promise<Localnet>;

// The package entry first; its server entry while the package index does not export startLocalnet yet.
const CANDIDATES = [
  ['@horizon', 'ledger'].join('/'),
  fileURLToPath(new URL('../../../ledger/src/server/index.ts', import.meta.url)),
];

export async function loadStartLocalnet(): Promise<StartLocalnet | undefined> {
  for (const candidate of CANDIDATES) {
    try {
      const module = (await import(/* @vite-ignore */ candidate)) as { startLocalnet?: StartLocalnet };
      if (typeof module.startLocalnet === 'function') return module.startLocalnet;
    } catch {
      // try the next one
    }
  }
  return undefined;
}

/** A localnet on free ports, closing a ledger every 100 ms. */
export async function startTestLocalnet(start: StartLocalnet): Promise<Localnet> {
  return start({ wsPort: 0, rpcPort: 0, closeIntervalMs: 100 });
}

/**
 * A localnet that closes a ledger only when a test asks (submit below does), so each ledger holds exactly the
 * transactions the test put in it; on a free port unless `wsPort` is given.
 */
export async function startManualLocalnet(
  options: { wsPort?: number; dataDir?: string } = {},
): Promise<Localnet> {
  const start = await loadStartLocalnet();
  if (!start) throw new Error("the ledger package's startLocalnet could not be loaded");
  return start({
    wsPort: options.wsPort ?? 0,
    rpcPort: 0,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
}

/** Funds `address` from the localnet's faucet. */
export async function fund(localnet: Localnet, address: string, xrp = '1000'): Promise<void> {
  const response = await fetch(localnet.faucetUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ destination: address, xrpAmount: xrp }),
  });
  if (!response.ok) throw new Error(`faucet refused: ${response.status} ${await response.text()}`);
}

export const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';

/** The localnet's genesis account, which holds every XRP not yet given out. */
export function genesis(): Wallet {
  return Wallet.fromSeed(GENESIS_SEED);
}

/** Signs, submits and closes the ledger (a manual localnet's); answers the validated ledger's index. */
export async function submit(client: Client, wallet: Wallet, tx: Record<string, unknown>): Promise<number> {
  const prepared = await client.autofill({ ...tx, Account: wallet.address } as never);
  const signed = wallet.sign(prepared);
  const result = await client.request({ command: 'submit', tx_blob: signed.tx_blob });
  if (!result.result.engine_result.startsWith('tes')) throw new Error(result.result.engine_result);
  await client.request({ command: 'ledger_accept' } as never);
  const closed = await client.request({ command: 'ledger', ledger_index: 'validated' });
  return Number(closed.result.ledger_index);
}
