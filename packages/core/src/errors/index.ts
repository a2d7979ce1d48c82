export * from './catalogue.js';
export { HorizonError, type HorizonErrorOptions, isHorizonError } from './horizon-error.js';
export {
  assertResponseFormat,
  detailOf,
  mentionsServerError,
  parseJsonBody,
  serverErrorMessage,
} from './server-message.js';
export {
  CHALLENGE_CODE_MESSAGES,
  challengeCodeMessage,
  challengeCodesMessage,
  requiresVerification,
} from './verification.js';
export { ammVoteErrorMessage } from './amm-vote.js';
export { type TradeFlow, engineResultMessage, engineResultTable, isSuccessResult } from './engine-results.js';
export {
  isAccountNotActivated,
  isLpInfoSoftFailure,
  isTopTradersSoftFailure,
  isTrustlineAlreadyExists,
} from './account-state.js';
export * from './auth-kinds.js';
export { ICON_ERRORS } from './icon-errors.js';
export { INPUT_ERRORS, MAX_DESTINATION_TAG, belowAccountReserve, fieldMessage } from './input-errors.js';
