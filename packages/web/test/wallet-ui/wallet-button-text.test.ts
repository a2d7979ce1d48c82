/** The header's wallet button says what the wallet can do: 'Connected' only when it can sign. */
import { describe, expect, it } from 'vitest';
import { walletButtonText } from '../../src/wallet-ui/wallet-control-model.js';

const ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

describe('the wallet button text', () => {
  it('reads Connect with no wallet, Connected with an unlocked one, Locked while the app lock holds it', () => {
    expect(walletButtonText(null)).toEqual({ title: 'Connect', detail: null });
    expect(walletButtonText(ADDRESS)).toEqual({ title: 'Connected', detail: 'rHb9CJ...tyTh' });
    expect(walletButtonText(ADDRESS, true)).toEqual({ title: 'Locked', detail: 'rHb9CJ...tyTh' });
    expect(walletButtonText(null, true)).toEqual({ title: 'Connect', detail: null });
  });
});
