/**
 * Answers Fastify and Node give before a route runs, in the API's one shape `{detail}`: a broken
 * percent-encoding or an over-long path parameter (router), and what Node's HTTP parser refuses before
 * Fastify sees a request (headers or request line too large, a malformed request, a client too slow).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from './messages.js';

/** The router's own refusals (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH): the client's path, never ours. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ code: error.code, status }, 'bad request address');
  return reply
    .code(status)
    .send({ detail: status === 414 ? SERVER_MESSAGES.uriTooLong : SERVER_MESSAGES.badUrl });
}

interface ParserError extends Error {
  readonly code?: string;
  readonly rawPacket?: unknown;
}

/** Past this, a request line takes most of Node's 16 KB for the line and headers together. */
const LONG_REQUEST_LINE = 8 * 1024;

/** The overflow is the address (a request line that is most of it, or never ended), not the headers. */
function isRequestLineTooLong(error: ParserError): boolean {
  const raw = error.rawPacket;
  if (!Buffer.isBuffer(raw) || !/^[A-Z]+ \S/.test(raw.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = raw.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > LONG_REQUEST_LINE;
}

function parserAnswer(error: ParserError): { status: number; detail: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, detail: SERVER_MESSAGES.requestTimeout };
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return isRequestLineTooLong(error)
      ? { status: 414, detail: SERVER_MESSAGES.uriTooLong }
      : { status: 431, detail: SERVER_MESSAGES.headersTooLarge };
  return { status: 400, detail: SERVER_MESSAGES.malformedRequest };
}

/** Node's own test: an answer already under way on this socket must not be cut into by another. */
function answerUnderWay(socket: Socket): boolean {
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  return inFlight?.headersSent === true;
}

/** Node's clientError: the request never reached Fastify; answer on the socket and close it. */
export function clientErrorHandler(
  this: { readonly log: FastifyBaseLogger },
  error: ParserError,
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = parserAnswer(error);
  this.log.info({ code: error.code, status }, 'request refused by the HTTP parser');
  if (answerUnderWay(socket)) {
    // Bytes after a request (a body longer than its Content-Length): finish the answer, then close.
    socket.end();
    return;
  }
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
