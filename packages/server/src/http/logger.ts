/** Pino options for Fastify: structured logs that never carry a secret (spec: keys stay in the browser). */
import type { FastifyRequest } from 'fastify';

const SECRET_FIELDS = [
  'seed',
  'mnemonic',
  'secret',
  'private_key',
  'privateKey',
  'password',
  'signature',
  'tx_blob',
  'tx_blobs',
  'cf_token',
  'encrypted_credentials',
  'hmacKey',
  'sessionSecret',
  'secretKey',
  'cookie',
  'authorization',
];

/** Field paths pino replaces with "[redacted]", at the top level and one level down. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/** The request as logged: its path without the query (a user may paste a seed into the search box). */
function requestSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

export interface LoggerSettings {
  readonly level: string;
  /** Where the JSON lines go; stdout when absent. */
  readonly stream?: NodeJS.WritableStream;
}

export function loggerOptions(settings: LoggerSettings): Record<string, unknown> {
  return {
    level: settings.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestSerializer },
    ...(settings.stream ? { stream: settings.stream } : {}),
  };
}
