/** The bot check behind POST /api/verify_cf_token: ALTCHA (self-hosted) or Cloudflare Turnstile. */
import type { VerifyChallengeResponse } from '@horizon/core';

export type BotCheckKind = 'altcha' | 'turnstile';

/** ok, or the challenge error codes of spec §8 (missing-input-response, timeout-or-duplicate, …). */
export type BotCheckResult =
  { readonly ok: true } | { readonly ok: false; readonly codes: readonly string[] };

export interface BotCheck {
  readonly kind: BotCheckKind;
  /** What GET /api/verify_challenge answers. */
  challenge(): Promise<VerifyChallengeResponse>;
  /** Checks a solved challenge; each solution is accepted once. */
  verify(token: string, remoteIp: string): Promise<BotCheckResult>;
}

export const failed = (code: string): BotCheckResult => ({ ok: false, codes: [code] });
export const passed: BotCheckResult = { ok: true };
