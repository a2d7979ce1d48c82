/**
 * A real localnet for the indexer's tests, reached only over the network through xrpl.js. The server may not
 * import @horizon/ledger, so its startLocalnet is loaded from a path built at run time.
 */
import { type Client, Wallet } from 'xrpl';

export interface Localnet {
  readonly url: string;
  close(): Promise<void>;
}

interface LocalnetModule {
  startLocalnet(options: { wsPort?: number; rpcPort?: number; dataDir?: string }): Promise<Localnet>;
}

export const GENESIS_SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';

export async function startLocalnet(options: { wsPort?: number; dataDir?: string } = {}): Promise<Localnet> {
  const where = ['..', '..', '..', 'ledger', 'src', 'server', 'index.ts'].join('/');
  const module = (await import(new URL(where, import.meta.url).href)) as LocalnetModule;
  return module.startLocalnet({
    wsPort: options.wsPort ?? 0,
    rpcPort: 0,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
}

/** Signs, submits and closes the ledger; answers the validated ledger's index. */
export async function submit(client: Client, wallet: Wallet, tx: Record<string, unknown>): Promise<number> {
  const prepared = await client.autofill({ ...tx, Account: wallet.address } as never);
  const signed = wallet.sign(prepared);
  const result = await client.request({ command: 'submit', tx_blob: signed.tx_blob });
  if (!result.result.engine_result.startsWith('tes')) throw new Error(result.result.engine_result);
  await client.request({ command: 'ledger_accept' } as never);
  const closed = await client.request({ command: 'ledger', ledger_index: 'validated' });
  return Number(closed.result.ledger_index);
}

export function genesis(): Wallet {
  return Wallet.fromSeed(GENESIS_SEED);
}
