/** GET /api/events: server-sent events of trades, ledger closes and token updates, optionally filtered. */
import type { ServerEvent } from '@horizon/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MarketEvents } from '../indexer/events.js';

const HEARTBEAT_MS = 15_000;

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

export async function streamEvents(
  events: MarketEvents,
  filter: EventFilter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<never> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': connected\n\n');
  const unsubscribe = events.subscribe((event) => {
    if (wanted(event, filter)) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  return undefined as never;
}
