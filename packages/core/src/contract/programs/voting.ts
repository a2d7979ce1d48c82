/** Token Voting: the weekly vote among tokens, its live results and the winners' burns. */
import { z } from 'zod';
import { VOTE_BURN_STATES } from '../../programs/voting/strings.js';
import {
  AddressSchema,
  CountSchema,
  DropsSchema,
  IsoTimestampSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxHashSchema,
} from '../primitives.js';
import type { RouteSpec } from '../route-spec.js';

const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected a date as YYYY-MM-DD' })
  .meta({ description: 'A UTC date, YYYY-MM-DD', example: '2026-11-23' });

export const VoteRequestSchema = z.object({ classic_address: AddressSchema, token_id: TokenIdSchema });

export const VoteSchema = z.object({
  week_start: DaySchema,
  token_id: TokenIdSchema,
  voted_at: IsoTimestampSchema,
});
export type Vote = z.infer<typeof VoteSchema>;

export const VoteTallySchema = z.object({
  token_id: TokenIdSchema,
  ticker: z.string().nullable(),
  votes: CountSchema,
});
export type VoteTally = z.infer<typeof VoteTallySchema>;

export const WeekWinnerSchema = z.object({
  week_start: DaySchema,
  token_id: TokenIdSchema,
  votes: CountSchema,
});
export type WeekWinner = z.infer<typeof WeekWinnerSchema>;

export const VoteResultsQuerySchema = z.object({ classic_address: AddressSchema.optional() });

export const VoteResultsSchema = z.object({
  week_start: DaySchema,
  week_end: IsoTimestampSchema,
  total_votes: CountSchema,
  results: z.array(VoteTallySchema),
  /** The wallet's vote this week when `classic_address` was asked. */
  my_vote: TokenIdSchema.nullable(),
  /** The week before's winner: the token burned each day of this week. */
  current_winner: WeekWinnerSchema.nullable(),
  winners: z.array(WeekWinnerSchema),
});
export type VoteResults = z.infer<typeof VoteResultsSchema>;

export const VoteBurnSchema = z.object({
  day: DaySchema,
  week_start: DaySchema,
  token_id: TokenIdSchema.nullable(),
  state: z.enum(VOTE_BURN_STATES),
  fee_income_drops: DropsSchema,
  xrp_spent_drops: DropsSchema,
  tokens_burned: TokenAmountSchema,
  buy_tx_hash: TxHashSchema.nullable(),
  burn_tx_hash: TxHashSchema.nullable(),
  recorded_at: IsoTimestampSchema,
});
export type VoteBurn = z.infer<typeof VoteBurnSchema>;

export const VoteBurnsSchema = z.object({ burns: z.array(VoteBurnSchema) });

const tag = 'Token Voting';

export const VOTING_ROUTES = [
  {
    method: 'POST',
    path: '/api/voting/vote',
    summary: 'Vote for a token this week (premium wallets, one vote per week)',
    tag,
    access: 'wallet_proof',
    body: VoteRequestSchema,
    response: VoteSchema,
  },
  {
    method: 'GET',
    path: '/api/voting/results',
    summary: "This week's live results, the wallet's vote and past winners",
    tag,
    access: 'public',
    query: VoteResultsQuerySchema,
    response: VoteResultsSchema,
  },
  {
    method: 'GET',
    path: '/api/voting/burns',
    summary: "Every day's buy-and-burn for the previous week's winner",
    tag,
    access: 'public',
    response: VoteBurnsSchema,
  },
] as const satisfies readonly RouteSpec[];
