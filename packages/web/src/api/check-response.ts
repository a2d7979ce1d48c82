/**
 * The check every API answer passes: the body is JSON and matches its route's response schema (the
 * contract in core). Run in the check worker (check-worker.ts) or, where workers are missing, in the page.
 */
import { HorizonError, type RouteKey, type ServerEvent, parseJsonBody } from '@horizon/core';
import { prepareResponseSchema, responseSchema } from './response-schemas.js';

export async function checkResponse(key: RouteKey, text: string): Promise<unknown> {
  const schema = await responseSchema(key).catch((cause: unknown) => {
    throw new HorizonError('verification.network', { cause });
  });
  const parsed = schema.safeParse(parseJsonBody(text));
  if (!parsed.success) throw new HorizonError('general.invalidFormat', { detail: parsed.error.message });
  return parsed.data;
}

/** A live event's payload checked against the contract's event schema; anything else is null (ignored). */
export async function checkEvent(text: string): Promise<ServerEvent | null> {
  const { parseServerEvent } = await import('./server-event.js');
  return parseServerEvent(text) ?? null;
}

/** Starts building `key`'s schema before its answer arrives. */
export const prepareCheck: (key: RouteKey) => void = prepareResponseSchema;

/** What the page and the worker say to each other. */
export type CheckRequest =
  | { readonly kind: 'check'; readonly id: number; readonly key: RouteKey; readonly text: string }
  | { readonly kind: 'event'; readonly id: number; readonly text: string }
  | { readonly kind: 'prepare'; readonly key: RouteKey };

export type CheckReply =
  | { readonly id: number; readonly ok: true; readonly data: unknown }
  | {
      readonly id: number;
      readonly ok: false;
      readonly code: HorizonError['code'];
      readonly detail?: string;
    };
