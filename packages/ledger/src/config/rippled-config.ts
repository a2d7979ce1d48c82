// rippled's config file format (rippled.cfg), the parts a localnet can follow: [features], [voting],
// [network_id], [server] and its [port_*] sections. Pure: text in, settings out, or a ConfigError naming the
// line. Sections it does not know are ignored, as rippled ignores sections it does not read.

/** A refusal of the file, in one line that names where (`line 12: …`). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface ConfigFeature {
  readonly name: string;
  readonly line: number;
}

/** [voting]: what the genesis FeeSettings records, in drops as rippled's config has them. */
export interface VotingConfig {
  readonly referenceFee?: bigint;
  readonly accountReserve?: bigint;
  readonly ownerReserve?: bigint;
}

export interface PortConfig {
  /** The section's name, e.g. port_ws_admin_local. */
  readonly name: string;
  readonly ip?: string;
  readonly port: number;
  /** Lower-case, as listed: http, https, ws, wss, peer, grpc… */
  readonly protocols: readonly string[];
  /** The addresses whose callers are admin (rippled's `admin =`), as listed. */
  readonly admin: readonly string[];
}

export interface RippledConfig {
  /** Absent when the file has no [features] section. */
  readonly features?: readonly ConfigFeature[];
  readonly voting: VotingConfig;
  readonly networkId?: number;
  /** The ports [server] lists (every [port_*] section when there is no [server]), in order. */
  readonly ports: readonly PortConfig[];
}

interface Line {
  readonly text: string;
  readonly number: number;
}

/** Section name → its lines, comments and blanks dropped (rippled's parseIniFile). */
function sections(text: string): Map<string, Line[]> {
  const out = new Map<string, Line[]>();
  let current: Line[] | undefined;
  text.split(/\r?\n|\r/).forEach((raw, i) => {
    const value = stripComment(raw).trim();
    if (value === '') return;
    const header = /^\[([^\]]*)\]$/.exec(value);
    if (header) {
      const name = (header[1] ?? '').trim();
      current = out.get(name) ?? [];
      out.set(name, current);
      return;
    }
    // Lines before any section are rippled's unnamed section: nothing here reads it.
    current?.push({ text: value, number: i + 1 });
  });
  return out;
}

/** A `#` starts a comment unless escaped as `\#` (rippled's Section::append). */
function stripComment(raw: string): string {
  const at = raw.search(/(?<!\\)#/);
  return (at < 0 ? raw : raw.slice(0, at)).replace(/\\#/g, '#');
}

/** `key = value` lines of a section; anything else there is refused. */
function keyValues(section: string, lines: Line[]): Map<string, { value: string; line: number }> {
  const out = new Map<string, { value: string; line: number }>();
  for (const { text, number } of lines) {
    const kv = /^([A-Za-z][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(text);
    if (!kv) throw new ConfigError(`line ${number}: [${section}] expects "key = value", got "${text}"`);
    out.set((kv[1] ?? '').toLowerCase(), { value: (kv[2] ?? '').trim(), line: number });
  }
  return out;
}

const MAX_DROPS = 100_000_000_000_000_000n; // all the XRP there is

function drops(section: string, key: string, entry: { value: string; line: number }): bigint {
  if (!/^\d+$/.test(entry.value) || BigInt(entry.value) > MAX_DROPS)
    throw new ConfigError(
      `line ${entry.line}: [${section}] ${key} must be a whole number of drops, got "${entry.value}"`,
    );
  return BigInt(entry.value);
}

function parseVoting(lines: Line[] | undefined): VotingConfig {
  if (!lines) return {};
  const kv = keyValues('voting', lines);
  const get = (key: string) => {
    const entry = kv.get(key);
    return entry === undefined ? undefined : drops('voting', key, entry);
  };
  const [referenceFee, accountReserve, ownerReserve] = [
    'reference_fee',
    'account_reserve',
    'owner_reserve',
  ].map(get);
  return {
    ...(referenceFee !== undefined ? { referenceFee } : {}),
    ...(accountReserve !== undefined ? { accountReserve } : {}),
    ...(ownerReserve !== undefined ? { ownerReserve } : {}),
  };
}

/** rippled's names for the networks it knows, besides a number. */
const NETWORK_NAMES: Readonly<Record<string, number>> = { main: 0, testnet: 1, devnet: 2 };

function parseNetworkId(lines: Line[] | undefined): number | undefined {
  const [first, second] = lines ?? [];
  if (!first) return undefined;
  if (second) throw new ConfigError(`line ${second.number}: [network_id] takes one value`);
  const { text, number } = first;
  const named = NETWORK_NAMES[text.toLowerCase()];
  if (named !== undefined) return named;
  if (!/^\d+$/.test(text) || Number(text) > 0xffffffff)
    throw new ConfigError(
      `line ${number}: [network_id] must be a whole number up to 4294967295 (or main, testnet, devnet), got "${text}"`,
    );
  return Number(text);
}

function parseFeatures(lines: Line[] | undefined): ConfigFeature[] | undefined {
  if (!lines) return undefined;
  const seen = new Set<string>();
  const out: ConfigFeature[] = [];
  for (const { text, number } of lines) {
    if (/\s/.test(text))
      throw new ConfigError(`line ${number}: [features] takes one amendment name a line, got "${text}"`);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ name: text, line: number });
  }
  return out;
}

const list = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function parsePort(name: string, lines: Line[], at: number): PortConfig {
  const kv = keyValues(name, lines);
  const port = kv.get('port');
  if (!port) throw new ConfigError(`line ${lines[0]?.number ?? at}: [${name}] has no port`);
  if (!/^\d+$/.test(port.value) || Number(port.value) > 65535)
    throw new ConfigError(`line ${port.line}: [${name}] port must be a port number, got "${port.value}"`);
  const protocol = kv.get('protocol');
  const protocols = protocol ? list(protocol.value.toLowerCase()) : [];
  if (protocols.length === 0)
    throw new ConfigError(`line ${protocol?.line ?? at}: [${name}] has no protocol`);
  const ip = kv.get('ip')?.value;
  return {
    name,
    ...(ip ? { ip } : {}),
    port: Number(port.value),
    protocols,
    admin: list(kv.get('admin')?.value ?? ''),
  };
}

function parsePorts(all: Map<string, Line[]>): PortConfig[] {
  const server = all.get('server');
  const names = server
    ? server.map((l) => ({ name: l.text, line: l.number }))
    : [...all.keys()].filter((n) => n.startsWith('port_')).map((name) => ({ name, line: 0 }));
  return names.map(({ name, line }) => {
    const lines = all.get(name);
    if (!lines) throw new ConfigError(`line ${line}: [server] names ${name}, which has no [${name}] section`);
    return parsePort(name, lines, line);
  });
}

export function parseRippledConfig(text: string): RippledConfig {
  const all = sections(text);
  const features = parseFeatures(all.get('features'));
  const networkId = parseNetworkId(all.get('network_id'));
  return {
    ...(features ? { features } : {}),
    voting: parseVoting(all.get('voting')),
    ...(networkId !== undefined ? { networkId } : {}),
    ports: parsePorts(all),
  };
}
