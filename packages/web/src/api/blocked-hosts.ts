/**
 * The guard of spec §7/§8: outgoing requests to a blocked suspicious host are refused with
 * 'Security: Blocked suspicious request' before anything leaves the browser.
 */
import { HorizonError } from '@horizon/core';

/** Hosts are compared lower-case; a blocked host blocks its subdomains too. */
export function parseBlockedHosts(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+$/.test(h) && h.includes('.'));
}

export function isBlockedUrl(url: string | URL, blockedHosts: readonly string[], base: string): boolean {
  let host: string;
  try {
    host = new URL(url, base).hostname.toLowerCase();
  } catch {
    return false;
  }
  return blockedHosts.some((blocked) => host === blocked || host.endsWith(`.${blocked}`));
}

type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function requestUrl(input: RequestInfo | URL): string | URL {
  if (typeof input === 'string' || input instanceof URL) return input;
  return input.url;
}

/** A fetch that refuses blocked hosts and passes everything else to `inner`. */
export function guardFetch(inner: FetchLike, blockedHosts: readonly string[], base: string): FetchLike {
  return (input, init) => {
    if (isBlockedUrl(requestUrl(input), blockedHosts, base)) {
      return Promise.reject(
        new HorizonError('verification.blockedRequest', { detail: String(requestUrl(input)) }),
      );
    }
    return inner(input, init);
  };
}

/** Wraps the page's own fetch, so every caller (ours and libraries') goes through the guard. */
export function installFetchGuard(
  win: { fetch: FetchLike; location: { origin: string } },
  blockedHosts: readonly string[],
) {
  if (blockedHosts.length === 0) return;
  win.fetch = guardFetch(win.fetch.bind(win), blockedHosts, win.location.origin);
}
