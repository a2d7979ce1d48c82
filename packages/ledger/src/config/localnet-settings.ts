import { ConfigError, type PortConfig, type RippledConfig } from './rippled-config.js';

// What a localnet takes from a rippled config: the amendments its genesis enables (only ones it implements),
// the genesis fees, the network id, and one WebSocket and one JSON-RPC port among the [port_*] sections.

export interface ServedPort {
  readonly name: string;
  readonly ip?: string;
  readonly port: number;
  readonly admin: readonly string[];
}

export interface LocalnetSettings {
  /** Exactly the amendments enabled at genesis; absent = every implemented one. */
  readonly amendments?: readonly string[];
  readonly fees: { baseFee?: bigint; reserveBase?: bigint; reserveIncrement?: bigint };
  readonly networkId?: number;
  readonly ws?: ServedPort;
  readonly rpc?: ServedPort;
  /** Port sections not served (secure, peer or gRPC only, or a second one of a kind), for a notice. */
  readonly unserved: readonly string[];
}

function amendments(config: RippledConfig, implemented: readonly string[]): string[] | undefined {
  if (!config.features) return undefined;
  const known = new Set(implemented);
  const missing = config.features.find((f) => !known.has(f.name));
  if (missing)
    throw new ConfigError(
      `line ${missing.line}: [features] names ${missing.name}, which this localnet does not implement; remove it (the feature method lists those it does)`,
    );
  return config.features.map((f) => f.name);
}

const served = (p: PortConfig): ServedPort => ({
  name: p.name,
  ...(p.ip ? { ip: p.ip } : {}),
  port: p.port,
  admin: p.admin,
});

function ports(config: RippledConfig): Pick<LocalnetSettings, 'ws' | 'rpc' | 'unserved'> {
  let ws: ServedPort | undefined;
  let rpc: ServedPort | undefined;
  const unserved: string[] = [];
  for (const p of config.ports) {
    const isWs = p.protocols.includes('ws');
    const isHttp = p.protocols.includes('http');
    if (isWs && isHttp)
      throw new ConfigError(
        `[${p.name}] serves http and ws on one port; the localnet needs a port for each (two [port_*] sections)`,
      );
    if (isWs && !ws) ws = served(p);
    else if (isHttp && !rpc) rpc = served(p);
    else unserved.push(p.name);
  }
  return { ...(ws ? { ws } : {}), ...(rpc ? { rpc } : {}), unserved };
}

/** The localnet's reading of a parsed config; throws ConfigError for what it cannot follow. */
export function localnetSettings(config: RippledConfig, implemented: readonly string[]): LocalnetSettings {
  const { referenceFee, accountReserve, ownerReserve } = config.voting;
  const enabled = amendments(config, implemented);
  return {
    ...(enabled ? { amendments: enabled } : {}),
    fees: {
      ...(referenceFee !== undefined ? { baseFee: referenceFee } : {}),
      ...(accountReserve !== undefined ? { reserveBase: accountReserve } : {}),
      ...(ownerReserve !== undefined ? { reserveIncrement: ownerReserve } : {}),
    },
    ...(config.networkId !== undefined ? { networkId: config.networkId } : {}),
    ...ports(config),
  };
}
