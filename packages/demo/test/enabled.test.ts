import { describe, expect, it } from 'vitest';
import { demoEnabled } from '../src/index.js';

describe('demoEnabled', () => {
  it('runs on the embedded localnet by default', () => {
    expect(demoEnabled({})).toBe(true);
    expect(demoEnabled({ XRPL_URL: '' })).toBe(true);
  });
  it('is off with DEMO=0 or a configured network', () => {
    expect(demoEnabled({ DEMO: '0' })).toBe(false);
    expect(demoEnabled({ XRPL_URL: 'wss://s.altnet.rippletest.net:51233' })).toBe(false);
  });
});
