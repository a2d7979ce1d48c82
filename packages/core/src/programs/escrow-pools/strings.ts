/** Escrow contribution pools: messages and UI strings, written once. */

export const ESCROW_POOL_STATES = ['open', 'finishing', 'completed', 'refunding'] as const;
export type EscrowPoolState = (typeof ESCROW_POOL_STATES)[number];

export const ESCROW_CONTRIBUTION_STATES = ['locked', 'finished', 'refunded'] as const;
export type EscrowContributionState = (typeof ESCROW_CONTRIBUTION_STATES)[number];

export const ESCROW_POOL_ERRORS = {
  deadlineInPast: 'The deadline must be in the future',
  poolNotFound: 'No such escrow pool',
  poolClosed: 'This pool is closed to contributions: its target was met or its deadline has passed',
  insufficientXrp: 'Not enough XRP: the contribution, its fee and the escrow reserve (0.2 XRP) are needed',
  notRefunding: 'Refunds open only after the deadline of a pool that did not reach its target',
  contributionNotFound: 'No locked contribution of this wallet with that escrow sequence in this pool',
  notActivated: 'This wallet is not activated on the ledger',
} as const;

export const ESCROW_POOL_UI = {
  title: 'Escrow pools',
  intro:
    'Raise XRP for a launch or any purpose without anyone holding the funds: each contribution is a native XRPL escrow from the contributor to the pool’s beneficiary. When the target is met before the deadline the escrows are finished; otherwise every contributor cancels their escrow after the deadline and gets everything back.',
  create: 'Create a pool',
  target: 'Target (XRP)',
  deadline: 'Deadline',
  purpose: 'Purpose',
  createButton: 'Create pool',
  beneficiary: 'Beneficiary',
  raised: 'Raised',
  contributors: 'Contributors',
  contribute: 'Contribute',
  amount: 'Amount (XRP)',
  refund: 'Get my XRP back',
  noPools: 'No pool yet: create the first one above.',
  needWallet: 'Open a wallet to create or contribute.',
  states: {
    open: 'Open',
    finishing: 'Target met: finishing',
    completed: 'Completed',
    refunding: 'Refunding',
  } satisfies Record<EscrowPoolState, string>,
  contributionStates: {
    locked: 'Locked in escrow',
    finished: 'Delivered',
    refunded: 'Refunded',
  } satisfies Record<EscrowContributionState, string>,
} as const;
