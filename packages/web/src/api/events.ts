/**
 * Live updates from GET /api/events (server-sent events): each message is checked against the
 * contract's event schema; anything else is ignored. EventSource reconnects by itself.
 */
import { type EventsQuery, type ServerEvent, ServerEventSchema } from '@horizon/core';
import { useEffect, useRef } from 'react';
import { queryString } from './client.js';

export function parseServerEvent(data: string): ServerEvent | undefined {
  try {
    const parsed = ServerEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The server names each event by its type (`event: trade`); onmessage would see only unnamed ones. */
const EVENT_NAMES: readonly string[] = ServerEventSchema.options.map((option) => option.shape.type.value);

export function useServerEvents(
  query: EventsQuery,
  onEvent: (event: ServerEvent) => void,
  enabled = true,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = queryString({ token_id: query.token_id, classic_address: query.classic_address });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events${key}`, { withCredentials: true });
    const onMessage = (message: MessageEvent<string>) => {
      const event = parseServerEvent(message.data);
      if (event) handler.current(event);
    };
    for (const name of ['message', ...EVENT_NAMES]) source.addEventListener(name, onMessage);
    return () => source.close();
  }, [key, enabled]);
}
