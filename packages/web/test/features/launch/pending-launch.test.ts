/** The launch in progress survives a reload, for its creator only; a corrupt entry is dropped. */
import { describe, expect, it } from 'vitest';
import {
  PENDING_LAUNCH_KEY,
  readPendingLaunch,
  savePendingLaunch,
} from '../../../src/features/launch/pending-launch.js';
import { MemoryStore } from '../../memory-store.js';

const TERMS = {
  creator: 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC',
  issuer: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  currency: 'MOO',
  supply: '1',
  initialXrp: '1',
  initialTokens: '1',
  tradingFeeUnits: 0,
};

describe('pending launch', () => {
  it('is read back by its creator only', () => {
    const store = new MemoryStore();
    savePendingLaunch(store, { launchId: 'L1', ticker: 'MOO', terms: TERMS });
    expect(readPendingLaunch(store, TERMS.creator)?.launchId).toBe('L1');
    expect(readPendingLaunch(store, TERMS.issuer)).toBeNull();
  });

  it('drops a corrupt entry', () => {
    const store = new MemoryStore();
    store.setItem(PENDING_LAUNCH_KEY, '{"launchId": 3');
    expect(readPendingLaunch(store, TERMS.creator)).toBeNull();
    expect(store.getItem(PENDING_LAUNCH_KEY)).toBeNull();
  });
});
