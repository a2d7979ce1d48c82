// Pure rules of the sniper program (issue 10): the fair order and its check, messages and page strings.
export {
  SNIPE_ORDER_RULE,
  SNIPE_SEED_BYTES,
  snipeCommitment,
  snipeOrder,
  snipeOrderHash,
} from './fair-order.js';
export { SNIPE_SKIP_REASONS, SNIPER_MESSAGES, SNIPER_UI, type SnipeSkipReason } from './messages.js';
export { type RoundToVerify, verifySnipeRound } from './verify-round.js';
