import { hostname } from 'node:os';
import { deriveKeypair, generateSeed } from 'ripple-keypairs';
import { encodeNodePublic } from 'ripple-address-codec';
import type { ServerEnv } from '../api/index.js';
import { createNode, type FeeSettings, type LedgerNode } from '../node/index.js';
import { startHttpServer } from './http-server.js';
import { adminList, isLoopback } from './local.js';
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
  /** A config's [port_*] ip for the WebSocket or JSON-RPC port alone; default `host`. */
  wsHost?: string;
  rpcHost?: string;
  /** A config's [port_*] admin list for each port; absent = loopback callers are admin. */
  wsAdmin?: readonly string[];
  rpcAdmin?: readonly string[];
  /** rippled's [network_id]: reported by server_info and the ledger stream; absent = not configured (0). */
  networkId?: number;
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

/** An IPv6 address in a URL goes in brackets. */
const urlHost = (host: string): string => (host.includes(':') ? `[${host}]` : host);

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
    ...(options.networkId !== undefined ? { networkId: options.networkId } : {}),
    ...(options.amendments ? { amendments: options.amendments } : {}),
  });
  const env: ServerEnv = { startedAt: Date.now(), ports: [], ...serverIdentity() };
  if (options.networkId !== undefined) env.networkId = options.networkId;
  try {
    const [wsHost, rpcHost] = [options.wsHost ?? host, options.rpcHost ?? host];
    const admin = (list?: readonly string[]) => (list ? adminList(list) : isLoopback);
    const ws = await startWsServer(node, env, options.wsPort ?? 6006, wsHost, admin(options.wsAdmin));
    const autoClose = closeIntervalMs > 0;
    const rpcPort = options.rpcPort ?? 5005;
    const rpc = await startHttpServer(node, env, rpcPort, rpcHost, autoClose, admin(options.rpcAdmin)).catch(
      async (e: unknown) => {
        await ws.close();
        throw e;
      },
    );
    env.ports.push(
      { port: String(rpc.port), protocol: ['http'] },
      { port: String(ws.port), protocol: ['ws'] },
    );
    const rpcAddress = `${urlHost(rpcHost)}:${rpc.port}`;
    let closing: Promise<void> | undefined;
    return {
      url: `ws://${urlHost(wsHost)}:${ws.port}`,
      rpcUrl: `http://${rpcAddress}`,
      faucetUrl: `http://${rpcAddress}/accounts`,
      faucetHost: rpcAddress,
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
