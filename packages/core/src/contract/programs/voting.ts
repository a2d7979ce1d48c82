/** Token Voting: the weekly vote among tokens, its live results and the winners' burns. */

export const VOTING_ROUTES = [] as const;
