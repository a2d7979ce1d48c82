/**
 * Proof of control (DESIGN "No logins, but proof of control"): the challenge signed by a key that controls
 * the account — its master key (the address derives from it, unless disabled) or its current RegularKey.
 */
import { deriveAddress, verify } from 'ripple-keypairs';
import { HttpError } from '../http/http-error.js';
import { SERVER_MESSAGES, keyNotAuthorizedMessage } from '../http/messages.js';
import type { LedgerGateway } from '../xrpl/index.js';

export type KeyKind = 'master' | 'regular';

/** The key that proved a wallet: which of the account's keys it is, and the address it derives. */
export interface ProvingKey {
  readonly kind: KeyKind;
  readonly keyAddress: string;
}

/** What the wallet signs: the hex of the challenge text's UTF-8 bytes. */
export function challengeMessageHex(challenge: string): string {
  return Buffer.from(challenge, 'utf8').toString('hex').toUpperCase();
}

/** True when `signature` is `publicKey`'s signature of the challenge; malformed input is simply false. */
export function isValidChallengeSignature(challenge: string, signature: string, publicKey: string): boolean {
  try {
    return verify(challengeMessageHex(challenge), signature.toUpperCase(), publicKey.toUpperCase());
  } catch {
    return false;
  }
}

function addressOfKey(publicKey: string): string | undefined {
  try {
    return deriveAddress(publicKey.toUpperCase());
  } catch {
    return undefined;
  }
}

/** Which of the account's keys `publicKey` is; a 403 HttpError when it controls nothing there. */
export async function authorizedKey(
  classicAddress: string,
  publicKey: string,
  ledger: LedgerGateway,
): Promise<ProvingKey> {
  const keyAddress = addressOfKey(publicKey);
  if (keyAddress === undefined) throw new HttpError(400, SERVER_MESSAGES.badSignature);
  const account = await ledger.account(classicAddress);
  if (keyAddress === classicAddress) {
    // An unfunded account has only its master key; a funded one may have switched it off.
    if (account?.masterDisabled) throw new HttpError(403, SERVER_MESSAGES.masterKeyDisabled);
    return { kind: 'master', keyAddress };
  }
  if (account?.regularKey === keyAddress) return { kind: 'regular', keyAddress };
  throw new HttpError(403, keyNotAuthorizedMessage(classicAddress));
}
