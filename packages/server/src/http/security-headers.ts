/** Security headers on every answer: a strict CSP for the app, a stricter one for the API. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CspSources {
  /** Extra connect-src origins: the ledger's WebSocket the browser talks to. */
  readonly connect: readonly string[];
  /** Turnstile needs its script and frame from Cloudflare; ALTCHA needs nothing outside. */
  readonly turnstile: boolean;
}

const TURNSTILE = 'https://challenges.cloudflare.com';

export function appCsp(sources: CspSources, https: boolean): string {
  const script = ["'self'", ...(sources.turnstile ? [TURNSTILE] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:", // icons are ours; data: for the launch form's preview of an upload
    "font-src 'self'",
    `connect-src ${["'self'", ...sources.connect].join(' ')}`,
    "worker-src 'self'",
    `frame-src ${sources.turnstile ? TURNSTILE : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

const HSTS = { 'strict-transport-security': 'max-age=63072000; includeSubDomains' };

/**
 * The headers of every API answer. Answers written straight to the socket (the event stream), which skip the
 * onSend hook, set these themselves.
 */
export function apiSecurityHeaders(request: FastifyRequest): Record<string, string> {
  return {
    ...COMMON,
    'content-security-policy': API_CSP,
    'cache-control': 'no-store',
    ...(request.protocol === 'https' ? HSTS : {}),
  };
}

/** An onSend hook setting the headers; HSTS only when the request came over HTTPS. */
export function securityHeaders(sources: CspSources) {
  const csp = { http: appCsp(sources, false), https: appCsp(sources, true) };
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.url.startsWith('/api/')) {
      const { 'cache-control': noStore, ...headers } = apiSecurityHeaders(request);
      reply.headers(headers);
      // API answers are not cached, but for the few that say otherwise (hosted icons never change).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', noStore);
      return payload;
    }
    const https = request.protocol === 'https';
    reply.headers(COMMON);
    reply.header('content-security-policy', https ? csp.https : csp.http);
    if (https) reply.headers(HSTS);
    return payload;
  };
}
