/**
 * Live updates from GET /api/events (server-sent events): each message is checked against the
 * contract's event schema, in the check worker (response-checker.ts); anything else is ignored.
 * EventSource reconnects by itself.
 * Events sent while the stream was closed (before it first opened, or while it reconnects after the
 * server went away) are lost, so `onOpen` runs on every open: callers re-read what the events patch.
 */
import { type EventsQuery, SERVER_EVENT_TYPES, type ServerEvent } from '@horizon/core';
import { useEffect, useRef } from 'react';
import { queryString } from './client.js';
import { responseChecker } from './response-checker.js';

export function useServerEvents(
  query: EventsQuery,
  onEvent: (event: ServerEvent) => void,
  options: { readonly enabled?: boolean; readonly onOpen?: () => void } = {},
): void {
  const { enabled = true } = options;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const openHandler = useRef(options.onOpen);
  openHandler.current = options.onOpen;
  const key = queryString({ token_id: query.token_id, classic_address: query.classic_address });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events${key}`, { withCredentials: true });
    const onMessage = (message: MessageEvent<string>) =>
      void responseChecker
        .checkEvent(message.data)
        .then((event) => {
          if (event && source.readyState !== EventSource.CLOSED) handler.current(event);
        })
        .catch(() => undefined);
    // The server names each event by its type (`event: trade`); onmessage alone would see only unnamed ones.
    for (const name of ['message', ...SERVER_EVENT_TYPES]) source.addEventListener(name, onMessage);
    source.addEventListener('open', () => openHandler.current?.());
    return () => source.close();
  }, [key, enabled]);
}
