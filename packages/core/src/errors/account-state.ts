import { TRUSTLINE_ERRORS } from './catalogue.js';

const NOT_ACTIVATED = /account not found|actNotFound|not activated/i;
const NOT_LP_TOKEN = /not an lp token|no amm/i;

/**
 * True when a holdings response means the account is not activated yet (spec §4): a 404, or a 500 or error
 * text saying the account was not found or is not activated.
 */
export function isAccountNotActivated(status: number, text: string): boolean {
  return status === 404 || NOT_ACTIVATED.test(text);
}

/** LP info soft failure (spec §8): "not an LP token", "no AMM", or a 404 give zeroed info. */
export function isLpInfoSoftFailure(status: number, text: string): boolean {
  return status === 404 || NOT_LP_TOKEN.test(text);
}

/** Top traders soft failure: a 404 gives an empty list. */
export function isTopTradersSoftFailure(status: number): boolean {
  return status === 404;
}

/** 'Trustline already exists' is treated as success locally (spec §8). */
export function isTrustlineAlreadyExists(message: string): boolean {
  return message.toLowerCase().includes(TRUSTLINE_ERRORS.alreadyExists.toLowerCase());
}
