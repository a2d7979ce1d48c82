import { describe, expect, it } from 'vitest';
import { ammVoteErrorMessage } from '../../src/errors/amm-vote.js';

describe('AMM vote error mapping (spec §8)', () => {
  it('tells a voter without LP tokens that they need some', () => {
    expect(ammVoteErrorMessage('Insufficient LP tokens to vote')).toBe(
      'You need LP tokens to vote on fee changes',
    );
    expect(ammVoteErrorMessage('You hold no LP token for this pool')).toBe(
      'You need LP tokens to vote on fee changes',
    );
  });

  it('explains that a vote can change once per period', () => {
    expect(ammVoteErrorMessage('You have already voted in this period')).toBe(
      'You have already voted on the fee. Votes can be changed once per period.',
    );
  });

  it('turns a 500 into the server-error message', () => {
    expect(ammVoteErrorMessage('Request failed with status 500')).toBe(
      'Server error. Please try again in a moment.',
    );
  });

  it('shows anything else as it came', () => {
    expect(ammVoteErrorMessage('Token has no AMM')).toBe('Token has no AMM');
  });
});
