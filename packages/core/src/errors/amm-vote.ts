import { AMM_ERRORS, GENERAL_ERRORS } from './catalogue.js';
import { mentionsServerError } from './server-message.js';

const NEEDS_LP_TOKENS = /lp tokens?/i;
const ALREADY_VOTED = /already voted/i;

/**
 * The message shown for a failed AMM vote (spec §8): lack of LP tokens, an earlier vote in the period, or a
 * 500 each have their own text; anything else is shown as it came.
 */
export function ammVoteErrorMessage(serverMessage: string): string {
  if (ALREADY_VOTED.test(serverMessage)) return AMM_ERRORS.voteAlreadyCast;
  if (NEEDS_LP_TOKENS.test(serverMessage)) return AMM_ERRORS.voteNeedsLpTokens;
  if (mentionsServerError(serverMessage)) return GENERAL_ERRORS.serverError;
  return serverMessage;
}
