/**
 * The server's own answers, beyond the spec's catalogue (core's errors). A 403 that is not about the
 * verified session must not name "session", "verification" or "expiry": the web would send the user to /verify.
 */
export const SERVER_MESSAGES = {
  webNotBuilt: 'The web app is not built here: build packages/web, or point WEB_DIR at its dist folder',
  notImplemented: 'This call is not available yet',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  tooManyStreams: (max: number) =>
    `Too many live streams open from this address (at most ${max}): close a tab or window showing live data and try again.`,
  walletProofRequired: 'Prove control of this wallet first: sign the wallet challenge with its key',
  noOpenChallenge:
    'No open challenge for this wallet (each one works once, for 5 minutes): request a new one',
  badSignature: 'The signature does not match the challenge and this public key',
  masterKeyDisabled: 'The master key of this account is disabled on the ledger: sign with its regular key',
  ledgerUnavailable: 'The ledger could not be reached. Please try again in a moment.',
  legacyNotImplemented: 'Server-side wallet operations are not implemented',
  badUrl: 'The address of this request is not valid: check its percent-encoding',
  uriTooLong: 'The address of this request is too long',
  headersTooLarge: 'The headers of this request are too large',
  malformedRequest: 'This request is not valid HTTP',
  requestTimeout: 'The request took too long to arrive',
  badRequest: 'This request could not be read',
  badJson: 'The body of this request is not valid JSON',
} as const;

export function notFoundMessage(method: string, path: string): string {
  return `Not found: ${method} ${path}`;
}

export function keyNotAuthorizedMessage(address: string): string {
  return `This public key does not control ${address}: use the wallet's master key or its regular key`;
}
