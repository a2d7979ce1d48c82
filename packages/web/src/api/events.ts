/**
 * Live updates from GET /api/events (server-sent events): each message is checked against the
 * contract's event schema, in the check worker (response-checker.ts); anything else is ignored.
 * The stream heals (live-stream.ts): EventSource reconnects a dropped stream by itself, and a stream it gave
 * up on (an error answer) is opened again after a backoff wait.
 * Events sent while the stream was closed (before it first opened, or while it reconnects after the
 * server went away) are lost, so `onOpen` runs on every open: callers re-read what the events patch.
 */
import { type EventsQuery, SERVER_EVENT_TYPES, type ServerEvent } from '@horizon/core';
import { useEffect, useRef } from 'react';
import { queryString } from './client.js';
import { openLiveStream } from './live-stream.js';
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
    // The server names each event by its type (`event: trade`); onmessage alone would see only unnamed ones.
    const stream = openLiveStream(`/api/events${key}`, ['message', ...SERVER_EVENT_TYPES], {
      onMessage: (data) =>
        void responseChecker
          .checkEvent(data)
          .then((event) => {
            if (event && !stream.closed) handler.current(event);
          })
          .catch(() => undefined),
      onOpen: () => openHandler.current?.(),
    });
    return () => stream.close();
  }, [key, enabled]);
}
