/**
 * Loads data for a page: loading, data or an error (message and HTTP status), and a retry. Answers to
 * superseded requests are dropped; a reload keeps the current data on screen until the new answer.
 * `refresh` asks for data newer than now: it reloads, or, while a load is in flight, loads once more after it
 * (aborting it would throw away the page's first answer, which the entry started early).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, isAbortError } from './client.js';

export type Loadable<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly data: T }
  | { readonly state: 'error'; readonly message: string; readonly status: number | null };

export function useApi<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): Loadable<T> & { reload: () => void; refresh: () => void; set: (update: (data: T) => T) => void } {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);
  const againAfter = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    inFlight.current = true;
    setResult((r) => (r.state === 'ready' ? r : { state: 'loading' }));
    load(controller.signal)
      // A transition: rendering a page's data (a table, a chart) yields to input instead of one long task.
      .then((data) => startTransition(() => setResult({ state: 'ready', data })))
      .finally(() => {
        if (controller.signal.aborted) return;
        inFlight.current = false;
        if (againAfter.current) {
          againAfter.current = false;
          setAttempt((a) => a + 1);
        }
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setResult({
          state: 'error',
          message: errorMessage(error),
          status: error instanceof ApiError ? error.status : null,
        });
      });
    return () => controller.abort();
    // The caller's deps say when to reload; `load` is a fresh closure on every render.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const refresh = useCallback(() => {
    if (inFlight.current) againAfter.current = true;
    else setAttempt((a) => a + 1);
  }, []);
  const set = useCallback(
    (update: (data: T) => T) =>
      setResult((r) => (r.state === 'ready' ? { state: 'ready', data: update(r.data) } : r)),
    [],
  );
  return { ...result, reload, refresh, set };
}
