import type { LedgerNode } from '../node/index.js';
import type { Session } from './session.js';

/** Facts about the running server that server_info reports (ports, start time, identity). */
export interface ServerEnv {
  startedAt: number;
  ports: { port: string; protocol: string[] }[];
  hostid: string;
  pubkeyNode: string;
  /** The configured [network_id]; absent when none is (server_info then omits it, ledgerClosed says 0). */
  networkId?: number;
}

/** Everything a method handler sees: the node, the request's params, its API version and the caller's role. */
export interface RpcContext {
  node: LedgerNode;
  params: Record<string, unknown>;
  apiVersion: number;
  /** rippled's Role::ADMIN: a local connection. */
  admin: boolean;
  env: ServerEnv;
  /** The WebSocket session (subscriptions); absent over JSON-RPC. */
  session?: Session;
}

export type Handler = (ctx: RpcContext) => Record<string, unknown> | Promise<Record<string, unknown>>;

export interface MethodSpec {
  handler: Handler;
  /** rippled's Role::ADMIN methods answer noPermission to non-local callers. */
  admin?: boolean;
}
