import { describe, expect, it } from 'vitest';
import { genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

// [network_id]: up to 1024 a transaction may not carry NetworkID; above, it must carry the node's (rippled's
// preflight0). Without a config the network id is 0, as before.

const payment = (extra: Record<string, unknown> = {}) => ({
  TransactionType: 'Payment',
  Destination: walletFor(1).classicAddress,
  Amount: '100000000',
  ...extra,
});

describe('network id', () => {
  it('is 0 by default: a NetworkID field is refused as non-canonical', async () => {
    const node = await newNode();
    expect(node.networkId).toBe(0);
    expect(submit(node, genesisWallet, payment({ NetworkID: 0 })).engineResult).toBe(
      'telNETWORK_ID_MAKES_TX_NON_CANONICAL',
    );
    expect(submit(node, genesisWallet, payment()).engineResult).toBe('tesSUCCESS');
    await node.close();
  });

  it('up to 1024 (here 1), the same: no NetworkID', async () => {
    const node = await newNode({ networkId: 1 });
    expect(submit(node, genesisWallet, payment({ NetworkID: 1 })).engineResult).toBe(
      'telNETWORK_ID_MAKES_TX_NON_CANONICAL',
    );
    await node.close();
  });

  it('above 1024, every transaction names the network: missing or wrong is refused', async () => {
    const node = await newNode({ networkId: 21337 });
    expect(submit(node, genesisWallet, payment()).engineResult).toBe('telREQUIRES_NETWORK_ID');
    expect(submit(node, genesisWallet, payment({ NetworkID: 21338 })).engineResult).toBe('telWRONG_NETWORK');
    expect(submit(node, genesisWallet, payment({ NetworkID: 21337 })).engineResult).toBe('tesSUCCESS');
    await node.close();
  });
});
