import { hostname } from 'node:os';
import { deriveKeypair, generateSeed } from 'ripple-keypairs';
import { encodeNodePublic } from 'ripple-address-codec';
import type { ServerEnv } from '../api/index.js';
import { createNode, type FeeSettings, type LedgerNode } from '../node/index.js';
import { startHttpServer } from './http-server.js';
import { startWsServer } from './ws-server.js';

// startLocalnet: a standalone node behind rippled's WebSocket and JSON-RPC APIs, with the faucet.

export interface LocalnetOptions {
  /** Where ledgers persist; absent = in memory only. */
  dataDir?: string;
  /** 0 = pick a free port (tests). Defaults: 6006 and 5005. */
  wsPort?: number;
  rpcPort?: number;
  /** Close a ledger every N ms; 0 = only on ledger_accept (and faucet payments). Default 0. */
  closeIntervalMs?: number;
  fees?: Partial<FeeSettings>;
  /** Amendments (names) a new genesis enables; default every implemented one (a config's [features]). */
  amendments?: readonly string[];
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
}

export interface Localnet {
  /** ws://host:port */
  url: string;
  /** http://host:port (JSON-RPC) */
  rpcUrl: string;
  /** http://host:port/accounts */
  faucetUrl: string;
  /** host:port, as xrpl.js fundWallet's `faucetHost` wants it. */
  faucetHost: string;
  node: LedgerNode;
  close(): Promise<void>;
}

/** A fresh node identity per run, as rippled standalone makes without a [node_seed]. */
function serverIdentity(): Pick<ServerEnv, 'hostid' | 'pubkeyNode'> {
  const { publicKey } = deriveKeypair(generateSeed({ algorithm: 'ecdsa-secp256k1' }));
  return { hostid: hostname(), pubkeyNode: encodeNodePublic(Buffer.from(publicKey, 'hex')) };
}

export async function startLocalnet(options: LocalnetOptions = {}): Promise<Localnet> {
  const host = options.host ?? '127.0.0.1';
  const closeIntervalMs = options.closeIntervalMs ?? 0;
  const node = await createNode({
    dataDir: options.dataDir,
    closeIntervalMs,
    fees: options.fees,
    ...(options.amendments ? { amendments: options.amendments } : {}),
  });
  const env: ServerEnv = { startedAt: Date.now(), ports: [], ...serverIdentity() };
  try {
    const ws = await startWsServer(node, env, options.wsPort ?? 6006, host);
    const rpc = await startHttpServer(node, env, options.rpcPort ?? 5005, host, closeIntervalMs > 0).catch(
      async (e: unknown) => {
        await ws.close();
        throw e;
      },
    );
    env.ports.push(
      { port: String(rpc.port), protocol: ['http'] },
      { port: String(ws.port), protocol: ['ws'] },
    );
    const rpcHost = `${host}:${rpc.port}`;
    let closing: Promise<void> | undefined;
    return {
      url: `ws://${host}:${ws.port}`,
      rpcUrl: `http://${rpcHost}`,
      faucetUrl: `http://${rpcHost}/accounts`,
      faucetHost: rpcHost,
      node,
      close() {
        closing ??= (async () => {
          await Promise.all([ws.close(), rpc.close()]);
          await node.close();
        })();
        return closing;
      },
    };
  } catch (e) {
    await node.close();
    throw e;
  }
}
