import { describe, expect, it } from 'vitest';
import {
  type SearchHistoryItem,
  addToHistory,
  loadHistory,
  parseHistory,
  saveHistory,
} from '../../../src/features/header/search-history.js';
import { STORAGE_KEYS } from '../../../src/services/storage-keys.js';
import { MemoryStore } from '../../memory-store.js';

const item = (n: number): SearchHistoryItem => ({
  query: `q${n}`,
  type: 'token',
  target: `T${n}:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh`,
});

describe('search history (spec §3, §9: at most 10)', () => {
  it('puts the newest first and keeps 10', () => {
    let history = [item(0)];
    for (let n = 1; n <= 11; n += 1) history = addToHistory(history, item(n));
    expect(history).toHaveLength(10);
    expect(history[0]?.query).toBe('q11');
    expect(history.at(-1)?.query).toBe('q2');
  });

  it('lists a target once, moving it to the top', () => {
    const history = addToHistory([item(1), item(2)], { ...item(2), query: 'again' });
    expect(history.map((h) => h.query)).toEqual(['again', 'q1']);
  });

  it('reads corrupt or foreign stored data as an empty history', () => {
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(
      parseHistory(JSON.stringify([item(1), { query: 1 }, { query: 'x', type: 'evil', target: 'y' }])),
    ).toEqual([item(1)]);
  });

  it("saves and clears ('Clear all history' removes the key)", () => {
    const store = new MemoryStore();
    saveHistory(store, [item(1)]);
    expect(loadHistory(store)).toEqual([item(1)]);
    saveHistory(store, []);
    expect(store.getItem(STORAGE_KEYS.searchHistory)).toBeNull();
  });
});
