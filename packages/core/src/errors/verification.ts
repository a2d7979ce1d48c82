import { VERIFICATION_ERRORS, verificationErrorWithCode } from './catalogue.js';

/** Bot-challenge error codes and their messages (spec §8). */
export const CHALLENGE_CODE_MESSAGES: Readonly<Record<string, string>> = {
  'missing-input-response': VERIFICATION_ERRORS.tokenMissing,
  'invalid-input-response': VERIFICATION_ERRORS.tokenInvalid,
  'timeout-or-duplicate': VERIFICATION_ERRORS.tokenExpiredOrUsed,
  'internal-error': VERIFICATION_ERRORS.internalError,
};

/** The message of a challenge error code; unknown codes read 'Verification error: {code}'. */
export function challengeCodeMessage(code: string): string {
  return Object.hasOwn(CHALLENGE_CODE_MESSAGES, code)
    ? (CHALLENGE_CODE_MESSAGES[code] as string)
    : verificationErrorWithCode(code);
}

/** The message of a list of challenge codes (the first one speaks); no codes is a plain failure. */
export function challengeCodesMessage(codes: readonly string[]): string {
  const [first] = codes;
  return first === undefined ? VERIFICATION_ERRORS.failed : challengeCodeMessage(first);
}

const NAMES_SESSION = /session|verif|expir/i;

/**
 * True when a response means the session must be verified again (spec §4): any response with
 * `requiresVerification: true`, or a 403 whose text names the session, verification or expiry.
 */
export function requiresVerification(status: number, body: unknown): boolean {
  if (isRecord(body) && body['requiresVerification'] === true) return true;
  if (status !== 403) return false;
  return NAMES_SESSION.test(messageText(body));
}

/** The human text of a body: the body itself, or its detail / message fields (not its keys). */
function messageText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (!isRecord(body)) return '';
  return [body['detail'], body['message'], body['error']].filter((v) => typeof v === 'string').join(' ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
