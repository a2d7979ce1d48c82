import { describe, expect, it } from 'vitest';
import { votedTokenName } from '../../../src/features/voting/vote-text.js';

const ARMY = '41524D5900000000000000000000000000000000:rHzeo6gmchwiaPrceCpWx4kzgdeRcXuzhW';

describe('votedTokenName', () => {
  it('names a listed token by its ticker and name, never its hex id', () => {
    const listed = [{ token_id: ARMY, ticker: 'ARMY', token_name: 'Horizon Army' }];
    expect(votedTokenName(ARMY, listed)).toBe('ARMY (Horizon Army)');
  });

  it('gives the ticker alone when the name only repeats it', () => {
    expect(votedTokenName(ARMY, [{ token_id: ARMY, ticker: 'ARMY', token_name: 'ARMY' }])).toBe('ARMY');
  });

  it('reads the currency code of a token not (yet) listed', () => {
    expect(votedTokenName(ARMY, [])).toBe('ARMY');
    expect(votedTokenName('USD:rHzeo6gmchwiaPrceCpWx4kzgdeRcXuzhW', [])).toBe('USD');
  });
});
