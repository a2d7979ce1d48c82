/**
 * Error kinds of the hosted-auth client library (spec §8). Horizon does not use hosted auth (DESIGN.md), but the
 * kinds are kept so a message from it can be recognised. Names and statuses follow the library.
 */
export interface AuthErrorKind {
  readonly name: string;
  /** HTTP status the library gives the kind; undefined when it carries the response's own status. */
  readonly status: number | undefined;
  /** Fixed message, when the library has one. */
  readonly message: string | undefined;
}

export const AUTH_ERROR_KINDS = {
  sessionMissing: { name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' },
  sessionOrUserMissing: {
    name: 'AuthInvalidTokenResponseError',
    status: 500,
    message: 'Auth session or user missing',
  },
  invalidCredentials: { name: 'AuthInvalidCredentialsError', status: 400, message: undefined },
  weakPassword: { name: 'AuthWeakPasswordError', status: undefined, message: undefined },
  invalidJwt: { name: 'AuthInvalidJwtError', status: 400, message: undefined },
  retryableFetch: { name: 'AuthRetryableFetchError', status: undefined, message: undefined },
  implicitGrantRedirect: { name: 'AuthImplicitGrantRedirectError', status: 500, message: undefined },
  pkceGrantCodeExchange: { name: 'AuthPKCEGrantCodeExchangeError', status: 500, message: undefined },
} as const satisfies Record<string, AuthErrorKind>;

/** Error code of a weak password (it carries a list of reasons) and of an invalid JWT. */
export const AUTH_WEAK_PASSWORD_CODE = 'weak_password';
export const AUTH_INVALID_JWT_CODE = 'invalid_jwt';

export const AUTH_MISSING_EMAIL_OR_PHONE = 'You must provide either an email or phone number and a password';

/** Retryable: a network failure (no status) or 502, 503, 504. */
export function isRetryableAuthStatus(status: number | undefined): boolean {
  return status === undefined || status === 502 || status === 503 || status === 504;
}
