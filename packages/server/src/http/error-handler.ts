/** The one error handler: logs the whole error, answers `{detail}`, never shows a 5xx's internals. */
import { GENERAL_ERRORS } from '@horizon/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { LedgerUnavailableError } from '../xrpl/index.js';
import { isHttpError } from './http-error.js';
import { SERVER_MESSAGES } from './messages.js';

function clientStatus(error: FastifyError): number | undefined {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** What to tell a client about its own mistake: the JSON parser's words may quote the body back, so not those. */
function clientDetail(error: FastifyError): string {
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return SERVER_MESSAGES.badJson;
  return error.message.trim() === '' ? SERVER_MESSAGES.badRequest : error.message;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isHttpError(error)) {
    // Answers we chose on purpose: a 5xx here is an outage we know about, not a bug.
    if (error.statusCode >= 500)
      request.log.warn({ status: error.statusCode, detail: error.detail }, 'request not served');
    else request.log.debug({ status: error.statusCode, detail: error.detail }, 'request refused');
    return reply.code(error.statusCode).headers(error.headers).send(error.body());
  }
  if (error instanceof LedgerUnavailableError) {
    request.log.warn({ err: error }, 'ledger unavailable');
    return reply.code(503).header('retry-after', '5').send({ detail: SERVER_MESSAGES.ledgerUnavailable });
  }
  const status = clientStatus(error);
  if (status !== undefined) {
    // Fastify's own 4xx (bad JSON, wrong content type, body too large): the client's mistake, said plainly.
    request.log.info({ err: error }, 'bad request');
    return reply.code(status).send({ detail: clientDetail(error) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ detail: GENERAL_ERRORS.serverError });
}
