/** The session cookie: signed, HttpOnly, SameSite=Strict; Secure with the __Host- prefix over HTTPS. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'horizon_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function sessionCookieName(request: FastifyRequest): string {
  return isHttps(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token from a cookie whose signature checks out, else undefined. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[sessionCookieName(request)];
  if (raw === undefined) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: number,
): void {
  reply.setCookie(sessionCookieName(request), token, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    path: '/',
    expires: new Date(expiresAt),
  });
}
