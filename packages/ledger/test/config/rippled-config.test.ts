import { describe, expect, it } from 'vitest';
import { ConfigError, parseRippledConfig } from '../../src/config/rippled-config.js';

// The localnet reads rippled's own config file: what it needs from it, exactly; what it does not know, ignored;
// what it cannot read, refused in one line that says where.

const SAMPLE = `# A standalone rippled's config
[server]
port_rpc_admin_local
port_ws_admin_local

[port_rpc_admin_local]
port = 5190
ip = 127.0.0.1
admin = 127.0.0.1
protocol = http

[port_ws_admin_local]
port = 6190
ip = 127.0.0.1
admin = 127.0.0.1, ::1
protocol = ws

[node_db]
type=NuDB
path=/var/lib/rippled/db/nudb

[features]
AMM
fixAMMv1_1   # trailing comment

[voting]
reference_fee = 10
account_reserve = 10000000
owner_reserve = 2000000

[network_id]
21337
`;

function refusal(text: string): string {
  try {
    parseRippledConfig(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('accepted');
}

describe('parseRippledConfig', () => {
  it('reads features, voting in drops, network_id and the ports [server] lists', () => {
    expect(parseRippledConfig(SAMPLE)).toEqual({
      features: [
        { name: 'AMM', line: 23 },
        { name: 'fixAMMv1_1', line: 24 },
      ],
      voting: { referenceFee: 10n, accountReserve: 10_000_000n, ownerReserve: 2_000_000n },
      networkId: 21337,
      ports: [
        {
          name: 'port_rpc_admin_local',
          ip: '127.0.0.1',
          port: 5190,
          protocols: ['http'],
          admin: ['127.0.0.1'],
        },
        {
          name: 'port_ws_admin_local',
          ip: '127.0.0.1',
          port: 6190,
          protocols: ['ws'],
          admin: ['127.0.0.1', '::1'],
        },
      ],
    });
  });

  it('an empty file, or one of unknown sections only, sets nothing', () => {
    expect(parseRippledConfig('')).toEqual({ voting: {}, ports: [] });
    expect(parseRippledConfig('[ips]\nr.ripple.com 51235\n[sntp_servers]\ntime.windows.com\n')).toEqual({
      voting: {},
      ports: [],
    });
  });

  it('an empty [features] section enables nothing (unlike no section at all)', () => {
    expect(parseRippledConfig('[features]\n# none\n').features).toEqual([]);
  });

  it('takes Windows line ends, blank lines, indentation and a repeated feature once', () => {
    const cfg = parseRippledConfig('[features]\r\n  AMM  \r\n\r\nAMM\r\n[voting]\r\nreference_fee=0\r\n');
    expect(cfg.features).toEqual([{ name: 'AMM', line: 2 }]);
    expect(cfg.voting).toEqual({ referenceFee: 0n });
  });

  it('names the networks rippled names', () => {
    expect(parseRippledConfig('[network_id]\nmain').networkId).toBe(0);
    expect(parseRippledConfig('[network_id]\ntestnet').networkId).toBe(1);
    expect(parseRippledConfig('[network_id]\ndevnet').networkId).toBe(2);
    expect(parseRippledConfig('[network_id]\n4294967295').networkId).toBe(4294967295);
  });

  it('without [server], serves every [port_*] section', () => {
    const cfg = parseRippledConfig('[port_a]\nport=0\nprotocol=WS\n[port_b]\nport=1\nprotocol=http,peer\n');
    expect(cfg.ports.map((p) => [p.name, p.port, p.protocols])).toEqual([
      ['port_a', 0, ['ws']],
      ['port_b', 1, ['http', 'peer']],
    ]);
  });

  it.each([
    [
      '[voting]\nreference_fee = ten',
      'line 2: [voting] reference_fee must be a whole number of drops, got "ten"',
    ],
    [
      '[voting]\n\naccount_reserve = -1',
      'line 3: [voting] account_reserve must be a whole number of drops, got "-1"',
    ],
    [
      '[voting]\nowner_reserve = 2.5',
      'line 2: [voting] owner_reserve must be a whole number of drops, got "2.5"',
    ],
    [
      '[voting]\nowner_reserve = 100000000000000001',
      'line 2: [voting] owner_reserve must be a whole number of drops, got "100000000000000001"',
    ],
    [
      '[voting]\nreference_fee = 1e3',
      'line 2: [voting] reference_fee must be a whole number of drops, got "1e3"',
    ],
    ['[voting]\nreference_fee', 'line 2: [voting] expects "key = value", got "reference_fee"'],
    [
      '[network_id]\n4294967296',
      'line 2: [network_id] must be a whole number up to 4294967295 (or main, testnet, devnet), got "4294967296"',
    ],
    [
      '[network_id]\n0x10',
      'line 2: [network_id] must be a whole number up to 4294967295 (or main, testnet, devnet), got "0x10"',
    ],
    ['[network_id]\n1\n2', 'line 3: [network_id] takes one value'],
    ['[features]\nAMM Clawback', 'line 2: [features] takes one amendment name a line, got "AMM Clawback"'],
    ['[server]\nport_x\n', 'line 2: [server] names port_x, which has no [port_x] section'],
    ['[port_x]\nport = 70000\nprotocol = ws', 'line 2: [port_x] port must be a port number, got "70000"'],
    ['[port_x]\nport = \nprotocol = ws', 'line 2: [port_x] port must be a port number, got ""'],
    ['[port_x]\nprotocol = ws', 'line 2: [port_x] has no port'],
    ['[port_x]\nport = 1\nprotocol = ,', 'line 3: [port_x] has no protocol'],
  ])('refuses %j: %s', (text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it('a bad number in a section it ignores is not its business', () => {
    expect(parseRippledConfig('[ledger_history]\nfull-ish\n[node_size]\nhuge\n').voting).toEqual({});
  });

  it('an escaped \\# is kept, an unescaped one starts a comment', () => {
    expect(parseRippledConfig('[port_a]\nport=1 # the port\nprotocol=ws\nip=a\\#b').ports[0]).toMatchObject({
      port: 1,
      ip: 'a#b',
    });
  });
});
