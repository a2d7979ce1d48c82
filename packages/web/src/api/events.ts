/**
 * Live updates from GET /api/events (server-sent events): each message is checked against the
 * contract's event schema; anything else is ignored. EventSource reconnects by itself. The stream opens
 * once the schema's chunk has loaded, after the page's first paint (live updates are not needed for it).
 * Events sent while the stream was closed (before it first opened, or while it reconnects after the
 * server went away) are lost, so `onOpen` runs on every open: callers re-read what the events patch.
 */
import type { EventsQuery, ServerEvent } from '@horizon/core';
import { useEffect, useRef } from 'react';
import { queryString } from './client.js';

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
    let source: EventSource | undefined;
    let closed = false;
    void import('./server-event.js').then(({ EVENT_NAMES, parseServerEvent }) => {
      if (closed) return;
      source = new EventSource(`/api/events${key}`, { withCredentials: true });
      const onMessage = (message: MessageEvent<string>) => {
        const event = parseServerEvent(message.data);
        if (event) handler.current(event);
      };
      for (const name of ['message', ...EVENT_NAMES]) source.addEventListener(name, onMessage);
      source.addEventListener('open', () => openHandler.current?.());
    });
    return () => {
      closed = true;
      source?.close();
    };
  }, [key, enabled]);
}
