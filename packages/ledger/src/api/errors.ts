// rippled's RPC error table (ErrorCodes.h numbering, ErrorCodes.cpp tokens and messages) for the errors we answer.

const TABLE = {
  badSyntax: [1, 'Syntax error.'],
  noPermission: [6, "You don't have permission for this command."],
  noEvents: [7, 'Current transport does not support events.'],
  noClosed: [15, 'Closed ledger is unavailable.'],
  noCurrent: [16, 'Current ledger is unavailable.'],
  actNotFound: [19, 'Account not found.'],
  lgrNotFound: [21, 'Ledger not found.'],
  lgrNotValidated: [22, 'Ledger not validated.'],
  txnNotFound: [29, 'Transaction not found.'],
  invalidParams: [31, 'Invalid parameters.'],
  unknownCmd: [32, 'Unknown method.'],
  noPathRequest: [33, 'No pathfinding request in progress.'],
  actMalformed: [35, 'Account malformed.'],
  badFeature: [40, 'Feature unknown or invalid.'],
  badIssuer: [41, 'Issuer account malformed.'],
  badMarket: [42, 'No such market.'],
  dstActNotFound: [50, 'Destination account not found.'],
  dstAmtMalformed: [51, 'Destination amount/currency/issuer is malformed.'],
  dstIsrMalformed: [53, 'Destination issuer is malformed.'],
  srcCurMalformed: [69, 'Source currency is malformed.'],
  srcIsrMalformed: [70, 'Source issuer is malformed.'],
  badKeyType: [76, 'Bad key type.'],
  badSeed: [44, 'Disallowed seed.'],
  commandMissing: [47, 'Missing command entry.'],
  lgrIdxsInvalid: [57, 'Ledger indexes invalid.'],
  lgrIdxMalformed: [58, 'Ledger index malformed.'],
  signingMalformed: [63, 'Signing of transaction is malformed.'],
  srcActMalformed: [65, 'Source account is malformed.'],
  srcActNotFound: [67, 'Source account not found.'],
  malformedStream: [71, 'Stream malformed.'],
  internal: [73, 'Internal error.'],
  notImpl: [74, 'Not implemented.'],
  notSupported: [75, 'Operation not supported.'],
  excessiveLgrRange: [78, 'Ledger range exceeds 1000.'],
  invalidLgrRange: [79, 'Ledger range is invalid.'],
  notEnabled: [12, 'Not enabled in configuration.'],
  badCredentials: [95, 'Credentials do not exist, are not accepted, or have expired.'],
  transactionSigned: [96, 'Transaction should not be signed.'],
  entryNotFound: [98, 'Entry not found.'],
  unexpectedLedgerType: [99, 'Unexpected ledger type.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorToken = keyof typeof TABLE;

/** The JSON rippled puts in a result for an error: `error`, `error_code`, `error_message`, and sometimes more. */
export type ErrorJson = Record<string, unknown> & { error: string };

/** Thrown by a handler to answer with rippled's error object; `extra` keys (e.g. `account`) ride along. */
export class RpcError extends Error {
  constructor(readonly json: ErrorJson) {
    super(String(json.error_message ?? json.error));
  }
}

export function errorJson(token: ErrorToken, message?: string): ErrorJson {
  const [code, text] = TABLE[token];
  return { error: token, error_code: code, error_message: message ?? text };
}

export function rpcError(token: ErrorToken, message?: string, extra: Record<string, unknown> = {}): RpcError {
  return new RpcError({ ...extra, ...errorJson(token, message) });
}

/** An error object rippled builds by hand, with no code or message (e.g. `invalidTransaction`). */
export function bareError(error: string, extra: Record<string, unknown> = {}): RpcError {
  return new RpcError({ error, ...extra });
}

// rippled's message helpers (ErrorCodes.h): missing_field_message, invalid_field_message, expected_field_message.
export const missingField = (name: string): RpcError => rpcError('invalidParams', `Missing field '${name}'.`);
export const invalidField = (name: string): RpcError => rpcError('invalidParams', `Invalid field '${name}'.`);
export const expectedField = (name: string, type: string): RpcError =>
  rpcError('invalidParams', `Invalid field '${name}', not ${type}.`);
