/** GET /api/events: server-sent events of trades, ledger closes and token updates, optionally filtered. */
import type { ServerEvent } from '@horizon/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { SERVER_MESSAGES } from '../http/messages.js';
import { apiSecurityHeaders } from '../http/security-headers.js';
import type { MarketEvents } from '../indexer/events.js';

const HEARTBEAT_MS = 15_000;
/** Open streams one client address may hold: a few tabs' worth; each holds a socket and a subscription. */
export const MAX_STREAMS_PER_IP = 8;

export interface EventFilter {
  readonly token_id?: string | undefined;
  readonly classic_address?: string | undefined;
}

/** Whether an event passes the stream's filters (a ledger close always does). */
export function wanted(event: ServerEvent, filter: EventFilter): boolean {
  if (event.type === 'ledger') return true;
  if (event.type === 'token_update')
    return filter.token_id === undefined || event.token_id === filter.token_id;
  const { trade } = event;
  if (filter.token_id !== undefined && trade.token_id !== filter.token_id) return false;
  return filter.classic_address === undefined || trade.classic_address === filter.classic_address;
}

/**
 * The open event streams, ended when the server closes (its preClose hook): an open stream would otherwise
 * hold the server's close, and so its shutdown, for as long as the browser keeps the page. Counted per client
 * address, so one client cannot hold every socket.
 */
export class OpenStreams {
  readonly #ends = new Set<() => void>();
  readonly #perIp = new Map<string, number>();

  count(ip: string): number {
    return this.#perIp.get(ip) ?? 0;
  }

  /** Registers a stream's end; answers the call that forgets it once the stream has closed. */
  add(ip: string, end: () => void): () => void {
    this.#ends.add(end);
    this.#perIp.set(ip, this.count(ip) + 1);
    let forgotten = false;
    return () => {
      if (forgotten) return;
      forgotten = true;
      this.#ends.delete(end);
      const left = this.count(ip) - 1;
      if (left > 0) this.#perIp.set(ip, left);
      else this.#perIp.delete(ip);
    };
  }

  endAll(): void {
    for (const end of [...this.#ends]) end();
  }
}

/** The app's open streams, ended as it starts to close. */
export function openStreamsOf(app: FastifyInstance): OpenStreams {
  const streams = new OpenStreams();
  app.addHook('preClose', async () => streams.endAll());
  return streams;
}

export async function streamEvents(
  events: MarketEvents,
  streams: OpenStreams,
  filter: EventFilter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<never> {
  if (streams.count(request.ip) >= MAX_STREAMS_PER_IP)
    throw new HttpError(429, SERVER_MESSAGES.tooManyStreams(MAX_STREAMS_PER_IP));
  reply.hijack();
  const raw = reply.raw;
  // Written to the socket directly, past the onSend hook: the API's security headers are set here.
  raw.writeHead(200, {
    ...apiSecurityHeaders(request),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': connected\n\n');
  const unsubscribe = events.subscribe((event) => {
    if (wanted(event, filter)) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const forget = streams.add(request.ip, () => raw.end());
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    forget();
  });
  return undefined as never;
}
