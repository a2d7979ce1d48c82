/** The relay's refusals: a signed blob that is not exactly what this server issued is never submitted. */
import { HttpError } from '../http/http-error.js';

export const RELAY_MESSAGES = {
  prefix: 'The signed transaction was refused and nothing was submitted',
  noBlobs: 'no signed transaction was posted',
  notIssued:
    'it is not a transaction Horizon issued for this wallet and this call (request new transactions and sign them unchanged)',
  expired: 'the transactions issued for it have expired: request new ones',
  accountMissing: 'the signing account does not exist on the ledger',
  wrongKey: "it is not signed with the account's master key or its regular key",
  relayedOtherwise: 'these transactions were already relayed with other signatures',
  noTreasury: 'Trading is unavailable: the server has no treasury address (TREASURY_ADDRESS)',
  expiredOnLedger: 'The transaction expired before the ledger validated it. Please try again.',
} as const;

/** A 400 that names why the blobs were refused. */
export function refused(reason: string): HttpError {
  return new HttpError(400, `${RELAY_MESSAGES.prefix}: ${reason}`);
}
