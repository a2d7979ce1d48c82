/**
 * The one API client: typed by core's route table, cookies included, errors read from `detail`
 * through core's mappings (spec §7, §8), and the 403 requiresVerification rule of spec §4.
 */
import {
  GENERAL_ERRORS,
  HorizonError,
  type RouteKey,
  type RouteResponse,
  requiresVerification,
  serverErrorMessage,
} from '@horizon/core';
import { queryString } from './query-string.js';
import { checkResponse, prepareCheck } from './check-response.js';
import type { ResponseChecker } from './response-checker.js';
import { routeOfKey, routePath } from './response-schemas.js';

/** A failed call: the message to show, the HTTP status, and the parsed body when there was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface ApiClientDeps {
  readonly fetch: FetchLike;
  /** Called when a response says the verified session is missing or expired. */
  readonly onVerificationRequired: () => void;
  /** A GET already started for this URL (shell/early-fetch.ts), taken instead of sending it again. */
  readonly takeEarly?: (url: string) => Promise<Response> | undefined;
  /** Checks an answer against its schema (the app's: in a worker, response-checker.ts); in this thread by default. */
  readonly checker?: Pick<ResponseChecker, 'check' | 'prepare'>;
}

const IN_THREAD: Pick<ResponseChecker, 'check' | 'prepare'> = { check: checkResponse, prepare: prepareCheck };

export interface CallOptions {
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly params?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** The message when the server gives none (spec §8 defaults). */
  readonly fallback?: string;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export { queryString };

export interface ApiClient {
  call<K extends RouteKey>(key: K, options?: CallOptions): Promise<RouteResponse<K>>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const checker = deps.checker ?? IN_THREAD;
  async function send(key: RouteKey, options: CallOptions): Promise<Response> {
    const route = routeOfKey(key);
    const url = routePath(route.path, options.params) + queryString(options.query);
    const init: RequestInit = {
      method: route.method,
      credentials: 'include',
      headers: { accept: 'application/json' },
      ...(options.signal ? { signal: options.signal } : {}),
    };
    if (route.method === 'POST') {
      init.headers = { ...init.headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(options.body ?? {});
    }
    const early = route.method === 'GET' ? deps.takeEarly?.(url) : undefined;
    try {
      return await (early ?? deps.fetch(url, init));
    } catch (cause) {
      if (cause instanceof HorizonError || (cause instanceof DOMException && cause.name === 'AbortError')) {
        throw cause;
      }
      throw new HorizonError('verification.network', { cause });
    }
  }

  return {
    async call(key, options = {}) {
      checker.prepare(key);
      const response = await send(key, options);
      const text = await response.text();
      if (!response.ok) {
        const body = tryParse(text);
        if (requiresVerification(response.status, body)) {
          deps.onVerificationRequired();
          throw new HorizonError('verification.required');
        }
        const message = serverErrorMessage(
          text,
          options.fallback ?? GENERAL_ERRORS.invalidResponse,
          response.status,
        );
        throw new ApiError(message, response.status, body);
      }
      return (await checker.check(key, text)) as RouteResponse<typeof key>;
    },
  };
}

/** The message of any error a call may raise, for display. */
export function errorMessage(error: unknown, fallback: string = GENERAL_ERRORS.invalidResponse): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
