/** Token Voting's messages and UI strings, written once. */

export const VOTING_ERRORS = {
  alreadyVoted: 'This wallet has already voted this week: one vote per premium wallet per week',
  notPremium:
    'Token Voting is a Premium Feature: hold at least 100 of the platform token or pay 5 XRP a month to vote',
  unknownToken: 'No such token to vote for: pick a token listed on Horizon',
  noPayoutFunds: 'The payout wallet cannot pay for this burn yet: fund it with XRP',
} as const;

/** Why a day's burn bought nothing. */
export const VOTE_BURN_STATES = ['burned', 'no_winner', 'no_fees', 'too_small', 'failed'] as const;
export type VoteBurnState = (typeof VOTE_BURN_STATES)[number];

export const VOTING_UI = {
  title: 'Token Voting',
  premiumLabel: 'Premium Feature',
  intro:
    'Each week, premium wallets vote for one token. The winner of a week receives, every day of the next week, 5% of the treasury’s fee revenue of that day as a buy-and-burn: the payout wallet buys the token and sends it back to its issuer, which destroys it.',
  weekOf: 'Week of',
  endsAt: 'Voting ends',
  voteFor: 'Vote for a token',
  tokenPlaceholder: 'Token id (CURRENCY:ISSUER)',
  voteButton: 'Vote',
  voted: 'Your vote this week',
  noVotes: 'No votes yet this week: cast the first one below.',
  results: 'Live results',
  vote: 'vote',
  votes: 'votes',
  winners: 'Past winners',
  noWinners: 'No winner yet.',
  burns: 'Burns',
  noBurns: 'No burn yet.',
  needWallet: 'Open a wallet to vote.',
  burnStates: {
    burned: 'Burned',
    no_winner: 'No winner that week',
    no_fees: 'No fee revenue that day',
    too_small: 'Too small to buy',
    failed: 'Failed',
  } satisfies Record<VoteBurnState, string>,
} as const;

/** A tally as read aloud: '1 vote', '0 votes', '12 votes'. */
export function voteCount(n: number): string {
  return `${n} ${n === 1 ? VOTING_UI.vote : VOTING_UI.votes}`;
}
