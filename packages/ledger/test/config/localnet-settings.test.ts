import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_AMENDMENTS } from '../../src/chain/amendments.js';
import { localnetSettings } from '../../src/config/localnet-settings.js';
import { parseRippledConfig } from '../../src/config/rippled-config.js';

// What the localnet follows of a rippled config: exactly the listed amendments (refusing one it does not
// implement), the fees in drops, the network id, and one WebSocket and one JSON-RPC port.

const settings = (text: string) => localnetSettings(parseRippledConfig(text), IMPLEMENTED_AMENDMENTS);

describe('localnetSettings', () => {
  it('with no sections: every implemented amendment, the default fees, no ports', () => {
    expect(settings('')).toEqual({ fees: {}, unserved: [] });
  });

  it('enables exactly the [features] listed, in their order', () => {
    expect(settings('[features]\nfixAMMv1_1\nAMM\n').amendments).toEqual(['fixAMMv1_1', 'AMM']);
    expect(settings('[features]\n').amendments).toEqual([]);
  });

  it('refuses an amendment it does not implement, in one line naming it and where', () => {
    expect(() => settings('[features]\nAMM\nChecks\n')).toThrow(
      'line 3: [features] names Checks, which this localnet does not implement; remove it (the feature method lists those it does)',
    );
    expect(() => settings('[features]\nNoSuchThing\n')).toThrow('[features] names NoSuchThing');
  });

  it('maps [voting] onto the genesis fees', () => {
    expect(
      settings('[voting]\nreference_fee=12\naccount_reserve=10000000\nowner_reserve=2000000').fees,
    ).toEqual({
      baseFee: 12n,
      reserveBase: 10_000_000n,
      reserveIncrement: 2_000_000n,
    });
  });

  it('serves the first ws and the first http port; secure, peer and extra ports are left unserved', () => {
    const s = settings(
      [
        '[server]\nport_peer\nport_wss\nport_rpc\nport_ws\nport_ws2',
        '[port_peer]\nport=51235\nprotocol=peer',
        '[port_wss]\nport=443\nprotocol=wss',
        '[port_rpc]\nport=5190\nip=0.0.0.0\nprotocol=http\nadmin=127.0.0.1',
        '[port_ws]\nport=6190\nprotocol=ws',
        '[port_ws2]\nport=6191\nprotocol=ws',
      ].join('\n'),
    );
    expect(s.rpc).toEqual({ name: 'port_rpc', ip: '0.0.0.0', port: 5190, admin: ['127.0.0.1'] });
    expect(s.ws).toEqual({ name: 'port_ws', port: 6190, admin: [] });
    expect(s.unserved).toEqual(['port_peer', 'port_wss', 'port_ws2']);
  });

  it('refuses http and ws on one port, which the localnet cannot serve', () => {
    expect(() => settings('[port_both]\nport=1\nprotocol=http,ws')).toThrow(
      '[port_both] serves http and ws on one port; the localnet needs a port for each (two [port_*] sections)',
    );
  });

  it('keeps the network id', () => {
    expect(settings('[network_id]\n1025').networkId).toBe(1025);
  });
});
