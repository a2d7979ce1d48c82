/**
 * Cross-site request forgery check for state-changing calls: a browser tells where a request comes from
 * (Sec-Fetch-Site, else Origin). Requests without either come from non-browser clients, which cannot carry
 * a victim's SameSite=Strict cookie.
 */
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin);
    // Parsed with the origin's scheme, so "localhost:80" and "http://localhost" compare equal.
    return host !== undefined && from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** True when the request may change state; `trusted` are origins allowed besides the server's own. */
export function isSameOriginRequest(request: FastifyRequest, trusted: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = header(request, 'origin');
  if (origin !== undefined && trusted.includes(origin)) return true;
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (origin === undefined) return true;
  return sameHost(origin, header(request, 'host'));
}
