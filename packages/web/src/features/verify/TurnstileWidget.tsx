/**
 * Cloudflare Turnstile (BOT_CHECK=turnstile), the one third-party script the app may load. Its URL
 * passes the app's Trusted Types policy, which accepts that URL and our own files only.
 */
import { useEffect, useRef } from 'react';
import { TURNSTILE_SCRIPT_URL, trustedScriptUrl } from '../../lib/trusted-types.js';
import type { WidgetCallbacks } from './AltchaWidget.js';

interface Turnstile {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  remove(id: string): void;
}
let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(TURNSTILE_SCRIPT_URL);
    script.async = true;
    script.onload = () => {
      const api = (globalThis as { turnstile?: Turnstile }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile missing'));
    };
    script.onerror = () => reject(new Error('Turnstile failed to load'));
    document.head.append(script);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function TurnstileWidget({ siteKey, ...props }: WidgetCallbacks & { siteKey: string }) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    let id: string | undefined;
    let api: Turnstile | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((t) => {
        if (cancelled || !host.current) return;
        api = t;
        id = t.render(host.current, {
          sitekey: siteKey,
          theme: 'dark',
          callback: (token: string) => callbacks.current.onSolved(token),
          'expired-callback': () => callbacks.current.onExpired(),
          'error-callback': (code: unknown) =>
            callbacks.current.onError(code === undefined ? null : String(code)),
        });
        callbacks.current.onReady();
      })
      .catch(() => !cancelled && callbacks.current.onLoadFailed());
    return () => {
      cancelled = true;
      if (api && id !== undefined) api.remove(id);
    };
  }, [siteKey]);

  return <div className="turnstile-host" ref={host} />;
}
