/**
 * The self-hosted ALTCHA proof-of-work widget, CSP-safe: the `external` build (no inline worker or
 * style), its SHA worker as a same-origin file, its stylesheet bundled, dark through `color-scheme`.
 * It fetches a fresh challenge from GET /api/verify_challenge every time it starts.
 */
import { API_ROUTES } from '@horizon/core';
import { useEffect, useRef } from 'react';
import { trustedScriptUrl } from '../../lib/trusted-types.js';

export interface WidgetCallbacks {
  readonly onReady: () => void;
  readonly onSolved: (payload: string) => void;
  readonly onExpired: () => void;
  readonly onError: (code: string | null) => void;
  readonly onLoadFailed: () => void;
}

let loading: Promise<void> | undefined;

function loadAltcha(): Promise<void> {
  loading ??= Promise.all([
    import('altcha/external'),
    import('altcha/workers/sha?worker&url'),
    import('altcha/altcha.css'),
  ]).then(([, worker]) => {
    const workerUrl = trustedScriptUrl(worker.default);
    // Defaults apply from the first render: the footer is an {@html} block, which Trusted Types refuses.
    globalThis.$altcha.defaults.set({ hideFooter: true, credentials: 'include' });
    for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
      globalThis.$altcha.algorithms.set(algorithm, () => new Worker(workerUrl));
    }
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const CHALLENGE_URL = API_ROUTES['GET /api/verify_challenge'].path;

export function AltchaWidget(props: WidgetCallbacks) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    let widget: HTMLElement | undefined;
    let cancelled = false;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string | null }>).detail;
      if (state === 'verified' && typeof payload === 'string') callbacks.current.onSolved(payload);
      if (state === 'expired') callbacks.current.onExpired();
      if (state === 'error') callbacks.current.onError(null);
    };
    loadAltcha()
      .then(() => {
        if (cancelled || !host.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', CHALLENGE_URL);
        widget.setAttribute('name', 'cf_token');
        widget.setAttribute('type', 'checkbox');
        widget.addEventListener('statechange', onState);
        host.current.replaceChildren(widget);
        callbacks.current.onReady();
      })
      .catch(() => !cancelled && callbacks.current.onLoadFailed());
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, []);

  return <div className="altcha-host" ref={host} />;
}
