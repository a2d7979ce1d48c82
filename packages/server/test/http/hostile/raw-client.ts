/**
 * A plain HTTP client for hostile requests: the path goes on the wire as given (odd percent-encodings
 * included), the body as raw text, and a stream's answer counts once its headers arrive.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawRequest {
  readonly method: string;
  /** The request target as sent, e.g. `/api/tokens/%zz?limit=1e400`. */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError';
}

/** Where the app listens on the loopback, for raw requests. */
export async function listenOnLoopback(app: FastifyInstance): Promise<{ host: string; port: number }> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { host: '127.0.0.1', port };
}

/** Sends one request; rejects with NoAnswerError when no answer comes within `waitMs`. */
export function sendRaw(
  target: { host: string; port: number },
  request: RawRequest,
  waitMs: number,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      ...target,
      method: request.method,
      path: request.path,
      headers: {
        ...(request.body !== undefined ? { 'content-length': Buffer.byteLength(request.body) } : {}),
        ...request.headers,
      },
      // A new connection per request: an answer that closes its socket cannot fail the next request.
      agent: false,
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new NoAnswerError(`no answer to ${request.method} ${request.path} within ${waitMs} ms`));
    }, waitMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const contentType = String(res.headers['content-type'] ?? '');
      if (contentType.startsWith('text/event-stream')) {
        clearTimeout(timer);
        res.destroy();
        req.destroy();
        resolve({ status: res.statusCode ?? 0, contentType, text: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, contentType, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.end(request.body);
  });
}
