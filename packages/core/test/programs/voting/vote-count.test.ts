import { describe, expect, it } from 'vitest';
import { voteCount } from '../../../src/index.js';

describe('voteCount', () => {
  it('says one vote in the singular and every other count in the plural', () => {
    expect(voteCount(1)).toBe('1 vote');
    expect(voteCount(0)).toBe('0 votes');
    expect(voteCount(2)).toBe('2 votes');
    expect(voteCount(11)).toBe('11 votes');
  });
});
