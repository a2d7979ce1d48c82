/** The XRP→USD rate from the server (GET /api/rate/xrp-usd), shared by every page, refreshed each minute. */
import { useEffect, useState } from 'react';
import { api } from '../app/services.js';

const REFRESH_MS = 60_000;
let cached: { rate: string | null; at: number } | undefined;
let inflight: Promise<string | null> | undefined;

function fetchRate(): Promise<string | null> {
  if (cached && Date.now() - cached.at < REFRESH_MS) return Promise.resolve(cached.rate);
  inflight ??= api
    .call('GET /api/rate/xrp-usd')
    .then((r) => {
      cached = { rate: r.xrp_usd, at: Date.now() };
      return r.xrp_usd;
    })
    .catch(() => cached?.rate ?? null)
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

/** The rate as an exact decimal string, or null while unknown (USD columns then show '—'). */
export function useXrpUsdRate(): string | null {
  const [rate, setRate] = useState<string | null>(cached?.rate ?? null);
  useEffect(() => {
    let live = true;
    const update = () => void fetchRate().then((r) => live && setRate(r));
    update();
    const timer = window.setInterval(update, REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);
  return rate;
}
