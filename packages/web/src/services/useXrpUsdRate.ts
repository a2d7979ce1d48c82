/**
 * The XRP→USD rate from the server (GET /api/rate/xrp-usd), shared by every page, refreshed each minute, with
 * the stablecoin it comes from (that token is worth $1.00 by definition, whatever the rate's age).
 */
import { useEffect, useState } from 'react';
import { api } from './app-services.js';

const REFRESH_MS = 60_000;

export interface UsdReference {
  /** USD per XRP as an exact decimal string, or null while unknown (USD columns then show '—'). */
  readonly xrpUsd: string | null;
  /** The stablecoin's token id, or null without one. */
  readonly usdTokenId: string | null;
}

const UNKNOWN: UsdReference = { xrpUsd: null, usdTokenId: null };
let cached: { value: UsdReference; at: number } | undefined;
let inflight: Promise<UsdReference> | undefined;

function fetchRate(): Promise<UsdReference> {
  if (cached && Date.now() - cached.at < REFRESH_MS) return Promise.resolve(cached.value);
  inflight ??= api
    .call('GET /api/rate/xrp-usd')
    .then((r) => {
      const value = { xrpUsd: r.xrp_usd, usdTokenId: r.usd_token_id };
      cached = { value, at: Date.now() };
      return value;
    })
    .catch(() => cached?.value ?? UNKNOWN)
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

/** The rate and its stablecoin, refreshed each minute. */
export function useUsdReference(): UsdReference {
  const [reference, setReference] = useState<UsdReference>(cached?.value ?? UNKNOWN);
  useEffect(() => {
    let live = true;
    const update = () => void fetchRate().then((r) => live && setReference(r));
    update();
    const timer = window.setInterval(update, REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);
  return reference;
}

/** The rate alone, or null while unknown. */
export function useXrpUsdRate(): string | null {
  return useUsdReference().xrpUsd;
}
