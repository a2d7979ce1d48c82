/** The verification calls (spec §7): status, the challenge, and the solved challenge that opens a session. */
import { challengeCodeMessage, challengeCodesMessage } from '@horizon/core';
import { unixSeconds } from '../clock.js';
import { bind, type RouteBinding } from './contract-routes.js';
import { HttpError } from '../http/http-error.js';
import type { BotCheck } from '../verification/bot-check.js';
import type { Gate } from '../verification/gate.js';
import { setSessionCookie } from '../verification/session-cookie.js';
import type { SessionStore } from '../verification/sessions.js';

export interface VerificationRouteDeps {
  readonly botCheck: BotCheck;
  readonly sessions: SessionStore;
  readonly gate: Gate;
}

/** A token that is there but malformed is invalid; no token at all was not provided. */
function badTokenDetail(body: unknown): string {
  const token = (body as { cf_token?: unknown } | null | undefined)?.cf_token;
  const given = typeof token === 'string' && token.trim() !== '';
  return challengeCodeMessage(given ? 'invalid-input-response' : 'missing-input-response');
}

export function verificationRoutes(deps: VerificationRouteDeps): RouteBinding[] {
  return [
    bind('GET /api/verify_status', async ({ request }) => {
      const { session } = await deps.gate.state(request);
      if (session === null) return { verified: false, session_id: null, expires_at: null };
      return { verified: true, session_id: session.id, expires_at: unixSeconds(session.expiresAt) };
    }),
    bind('GET /api/verify_challenge', () => deps.botCheck.challenge(), { limit: 'verify' }),
    bind(
      'POST /api/verify_cf_token',
      async ({ body, request, reply }) => {
        const result = await deps.botCheck.verify(body.cf_token, request.ip);
        if (!result.ok) {
          const status = result.codes.includes('internal-error') ? 502 : 400;
          throw new HttpError(status, challengeCodesMessage(result.codes), { success: false });
        }
        const { session, token } = await deps.sessions.create(deps.botCheck.kind);
        setSessionCookie(request, reply, token, session.expiresAt);
        return { success: true };
      },
      { limit: 'verify', badInputDetail: badTokenDetail },
    ),
  ];
}
