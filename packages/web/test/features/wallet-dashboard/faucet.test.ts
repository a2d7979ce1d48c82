/** The faucet button appears only when the build names an http(s) faucet (no server route offers one). */
import { describe, expect, it } from 'vitest';
import { faucetUrl } from '../../../src/features/wallet-dashboard/faucet.js';

describe('faucet configuration', () => {
  it('uses VITE_FAUCET_URL when it is an http(s) URL, else hides the button', () => {
    expect(faucetUrl({ VITE_FAUCET_URL: 'http://localhost:5005/accounts' })).toBe(
      'http://localhost:5005/accounts',
    );
    expect(faucetUrl({})).toBeNull();
    expect(faucetUrl({ VITE_FAUCET_URL: 'javascript:alert(1)' })).toBeNull();
  });
});
