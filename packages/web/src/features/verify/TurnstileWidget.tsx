/**
 * Cloudflare Turnstile (BOT_CHECK=turnstile), the one third-party script the app may load. Its URL
 * passes a Trusted Types policy that accepts that URL and nothing else.
 */
import { useEffect, useRef } from 'react';
import type { WidgetCallbacks } from './AltchaWidget.js';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface Turnstile {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  remove(id: string): void;
}
type TrustedTypesLike = {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
};

let loading: Promise<Turnstile> | undefined;

function scriptUrl(): string {
  const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!tt) return SCRIPT_URL;
  const policy = tt.createPolicy('horizon-turnstile', {
    createScriptURL: (url) => {
      if (url !== SCRIPT_URL) throw new TypeError('Blocked script URL');
      return url;
    },
  });
  return policy.createScriptURL(SCRIPT_URL) as string;
}

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl();
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
